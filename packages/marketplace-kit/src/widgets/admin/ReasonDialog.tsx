import { Dialog, Modal, Stack, TextArea } from '@momento/ui';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { FormActions } from '#widgets/shared/FormActions.tsx';
import { consoleTexts as t } from './adminTexts.ts';
import { validateReason } from './adminValidation.ts';

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
  /**
   * The field's label.
   * @default 'Reason'
   */
  label?: string;
}

/**
 * An operator action that needs a reason (reject an item, hide a listing, cancel and refund): the reason is required
 * and checked before sending; the dialog closes only when the action succeeded, so a failure keeps what was typed.
 */
export function ReasonDialog({
  title,
  message,
  submitLabel,
  onSubmit,
  onClose,
  isPending = false,
  label = t.reason,
}: ReasonDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const failure = validateReason(reason);
    flushSync(() => setError(failure));
    if (failure !== null) {
      field.current?.focus();
      return;
    }
    if (await onSubmit(reason.trim())) onClose();
  };
  return (
    <Modal isOpen onOpenChange={(isOpen) => !isOpen && onClose()} size="small">
      <Dialog title={title} onClose={onClose}>
        <form noValidate onSubmit={(event) => void submit(event)}>
          <Stack space="medium">
            {message ? <p>{message}</p> : null}
            <TextArea
              ref={field}
              label={label}
              name="reason"
              value={reason}
              onChange={setReason}
              errorMessage={error ?? undefined}
              isRequired
              rows={3}
            />
            <FormActions
              cancelLabel={t.cancel}
              submitLabel={submitLabel}
              onCancel={onClose}
              isPending={isPending}
            />
          </Stack>
        </form>
      </Dialog>
    </Modal>
  );
}
