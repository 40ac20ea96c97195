import { AlertDialog } from '@momento/ui';
import { useTexts } from '#locale/LocaleContext.tsx';
import { profileTexts as englishTexts } from '../profileTexts.ts';

export interface SignOutEverywhereDialogProps {
  onConfirm: () => void;
  onClose: () => void;
  /** @default false */
  isPending?: boolean;
}

/** The confirmation of Sign out everywhere: what ends, before anything is sent. */
export function SignOutEverywhereDialog({
  onConfirm,
  onClose,
  isPending = false,
}: SignOutEverywhereDialogProps) {
  const t = useTexts('profile', englishTexts);
  return (
    <AlertDialog
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      tone="danger"
      title={t.signOutEverywhereTitle}
      message={t.signOutEverywhereMessage}
      confirmLabel={t.signOutEverywhere}
      cancelLabel={t.cancel}
      isPending={isPending}
      onConfirm={onConfirm}
    />
  );
}
