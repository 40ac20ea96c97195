import { Dialog, Modal, PasswordField, Stack, TextField } from '@momento/ui';
import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useTexts } from '#locale/LocaleContext.tsx';
import * as styles from '../Profile.css.ts';
import { profileTexts as englishTexts } from '../profileTexts.ts';
import { FormActions } from '#widgets/shared/FormActions.tsx';

/** One field of a profile dialog: its wire name, label, input kind and the validation messages it owns. */
export interface FormDialogField<Name extends string> {
  name: Name;
  label: string;
  /** @default 'text' */
  type?: 'text' | 'email' | 'tel' | 'password';
  autoComplete: string;
  /** The validation messages that belong to this field (shown on it, which then gets the focus). */
  messages: readonly string[];
}

export interface FormDialogProps<Name extends string> {
  title: string;
  fields: readonly FormDialogField<Name>[];
  /** The starting values (the current data when editing). */
  initialValues: Record<Name, string>;
  /** The form's checks: the first failing message, or null. */
  validate: (values: Record<Name, string>) => string | null;
  /** Called with the valid values: text trimmed, passwords as typed. */
  onSubmit: (values: Record<Name, string>) => void;
  onClose: () => void;
  /** @default false */
  isPending?: boolean;
  /** @default the profile's Save text */
  submitLabel?: string;
  /** @default the profile's Cancel text */
  cancelLabel?: string;
  /** Shown at first (stories: a dialog with a validation error showing). */
  defaultError?: string | null;
}

/**
 * A titled dialog with a small form (Edit account, Update password, Edit Seller Payment): the form's checks
 * run on submit, the first failure shows on its field (announced invalid with its message) and the focus moves
 * there; nothing typed is lost, also when the server refuses.
 */
export function FormDialog<Name extends string>({
  title,
  fields,
  initialValues,
  validate,
  onSubmit,
  onClose,
  isPending = false,
  submitLabel,
  cancelLabel,
  defaultError = null,
}: FormDialogProps<Name>) {
  const t = useTexts('profile', englishTexts);
  const [values, setValues] = useState(initialValues);
  const [error, setError] = useState<string | null>(defaultError);
  const form = useRef<HTMLFormElement>(null);
  const ownerOf = (message: string | null) =>
    message === null ? undefined : fields.find((field) => field.messages.includes(message));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const message = validate(values);
    // Rendered before the focus moves, so the field is announced already invalid with its message.
    flushSync(() => setError(message));
    if (message !== null) {
      const owner = ownerOf(message);
      if (owner) form.current?.querySelector<HTMLInputElement>(`input[name="${owner.name}"]`)?.focus();
      return;
    }
    const sent = { ...values };
    for (const field of fields) if (field.type !== 'password') sent[field.name] = values[field.name].trim();
    onSubmit(sent);
  };

  return (
    <Modal isOpen onOpenChange={(isOpen) => !isOpen && onClose()} size="small">
      <Dialog title={title} onClose={onClose}>
        <form ref={form} noValidate onSubmit={submit} className={styles.dialogForm}>
          <Stack space="medium">
            {fields.map((field) => {
              const common = {
                label: field.label,
                name: field.name,
                value: values[field.name],
                onChange: (value: string) => setValues((current) => ({ ...current, [field.name]: value })),
                errorMessage: ownerOf(error)?.name === field.name ? (error ?? undefined) : undefined,
              };
              return field.type === 'password' ? (
                <PasswordField
                  key={field.name}
                  {...common}
                  autoComplete={field.autoComplete as 'current-password' | 'new-password'}
                />
              ) : (
                <TextField
                  key={field.name}
                  {...common}
                  type={field.type ?? 'text'}
                  autoComplete={field.autoComplete}
                />
              );
            })}
            <FormActions
              cancelLabel={cancelLabel ?? t.cancel}
              submitLabel={submitLabel ?? t.save}
              onCancel={onClose}
              isPending={isPending}
            />
          </Stack>
        </form>
      </Dialog>
    </Modal>
  );
}
