import { Dialog, Modal, Stack, TextArea, TextField } from '@momento/ui';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { FormActions } from '#widgets/shared/FormActions.tsx';
import { adminSharedTexts as englishAdminSharedTexts } from './adminTexts.ts';
import { useTexts } from '#locale/LocaleContext.tsx';

export interface FieldDialogProps {
  title: string;
  /** What the action does and who sees what is typed. */
  message?: ReactNode;
  /** The field's label. */
  label: string;
  /** @default '' */
  initialValue?: string;
  /**
   * A text area (a reason) rather than a one-line field (a name).
   * @default false
   */
  isMultiline?: boolean;
  /** The first failing message for the value, or null. */
  validate: (value: string) => string | null;
  submitLabel: string;
  /** Sends the trimmed value; resolves true when the action succeeded (the dialog then closes). */
  onSubmit: (value: string) => Promise<boolean> | boolean;
  onClose: () => void;
  /** @default false */
  isPending?: boolean;
}

/**
 * An admin action that needs one typed value (a reason, a new name): checked before sending, the failure on the
 * field, which gets the focus; the dialog closes only when the action succeeded, so a refusal keeps what was typed.
 */
export function FieldDialog({
  title,
  message,
  label,
  initialValue = '',
  isMultiline = false,
  validate,
  submitLabel,
  onSubmit,
  onClose,
  isPending = false,
}: FieldDialogProps) {
  const t = useTexts('consoleShared', englishAdminSharedTexts);
  const [value, setValue] = useState(initialValue);
  const [error, setError] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const failure = validate(value);
    flushSync(() => setError(failure));
    if (failure !== null) {
      form.current?.querySelector<HTMLElement>('[name="value"]')?.focus();
      return;
    }
    if (await onSubmit(value.trim())) onClose();
  };
  const field = {
    label,
    name: 'value',
    value,
    onChange: setValue,
    errorMessage: error ?? undefined,
    isRequired: true,
  };
  return (
    <Modal isOpen onOpenChange={(isOpen) => !isOpen && onClose()} size="small">
      <Dialog title={title} onClose={onClose}>
        <form ref={form} noValidate onSubmit={(event) => void submit(event)}>
          <Stack space="medium">
            {message ? <p>{message}</p> : null}
            {isMultiline ? <TextArea {...field} rows={3} /> : <TextField {...field} autoComplete="off" />}
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
