import type { ReactNode } from 'react';
import { adminSharedTexts as englishAdminSharedTexts } from './adminTexts.ts';
import { validateReason } from './adminValidation.ts';
import { FieldDialog } from './FieldDialog.tsx';
import { useTexts } from '#locale/LocaleContext.tsx';

export interface ReasonDialogProps {
  title: string;
  /** What the action does and who sees the reason. */
  message?: ReactNode;
  submitLabel: string;
  /** Sends the reason; resolves true when the action succeeded (the dialog then closes). */
  onSubmit: (reason: string) => Promise<boolean> | boolean;
  onClose: () => void;
  /** @default false */
  isPending?: boolean;
}

/** An admin action that needs a reason (reject an item, hide a ticket, cancel and refund): the reason is required. */
export function ReasonDialog(props: ReasonDialogProps) {
  const t = useTexts('consoleShared', englishAdminSharedTexts);
  return (
    <FieldDialog {...props} label={t.reason} isMultiline validate={(reason) => validateReason(reason, t)} />
  );
}
