import { Button, PasswordField, Stack, TextField } from '@momento/ui';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { errorOf, type OwnedField } from './fieldError.ts';
import * as styles from './forms.css.ts';

/** A text or e-mail field of a sign-in form. Its value is sent trimmed. */
export interface AuthTextField<Name extends OwnedField> {
  /** The wire name; it also says which validation messages the field shows (fieldError.ts). */
  name: Name;
  label: string;
  /** @default 'text' */
  type?: 'text' | 'email';
  autoComplete: string;
}

/** A password field of a sign-in form. Its value is sent as typed. */
export interface AuthPasswordField<Name extends OwnedField> {
  name: Name;
  label: string;
  type: 'password';
  /** @default 'current-password' (PasswordField's default) */
  autoComplete?: 'current-password' | 'new-password';
  /** @default 'Show password' (PasswordField's default) */
  toggleLabel?: string;
}

export type AuthField<Name extends OwnedField> = AuthTextField<Name> | AuthPasswordField<Name>;

export type AuthValues<Name extends OwnedField> = Record<Name, string>;

export interface AuthFormProps<Name extends OwnedField> {
  /** The fields, in order; each starts empty. */
  fields: readonly AuthField<Name>[];
  /** The form's checks (validation/auth.ts): the first failed check's message, or null. */
  validate: (values: AuthValues<Name>) => string | null;
  /** Called with valid values: text and e-mail trimmed, passwords as typed. */
  onSubmit: (values: AuthValues<Name>) => void;
  /** The submit button's text. */
  submitLabel: string;
  /** The request is running: the submit button shows its spinner and ignores presses. @default false */
  isPending?: boolean;
  /** A message about the whole form (the server's), shown above the submit button. @default null */
  formError?: string | null;
  /** Content above the fields (a page form's heading and intro). */
  header?: ReactNode;
  /** Content between the fields and the submit button. */
  beforeSubmit?: ReactNode;
  /** Content below the submit button (the "Already a user? Log In" line). */
  footer?: ReactNode;
  /** The id of the element naming the form, when the form is not inside a titled dialog. */
  'aria-labelledby'?: string;
}

/**
 * The form part shared by the login, register, site-gate, forgot-password and reset-password views: fields from a
 * description, the form's checks (docs/rules/validation.md) run on submit with the first failure shown on its field
 * (fieldError.ts) and focus moved there, a form-level message and a submit button that ignores presses while the
 * request runs.
 */
export function AuthForm<Name extends OwnedField>({
  fields,
  validate,
  onSubmit,
  submitLabel,
  isPending = false,
  formError = null,
  header,
  beforeSubmit,
  footer,
  'aria-labelledby': labelledBy,
}: AuthFormProps<Name>) {
  const [values, setValues] = useState(
    () => Object.fromEntries(fields.map((field) => [field.name, ''])) as AuthValues<Name>,
  );
  const [error, setError] = useState<string | null>(null);
  const inputs = useRef(new Map<Name, HTMLInputElement>());
  const inputRef = (name: Name) => (node: HTMLInputElement | null) => {
    if (node) inputs.current.set(name, node);
    else inputs.current.delete(name);
  };
  const set = (name: Name) => (value: string) => setValues((current) => ({ ...current, [name]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const message = validate(values);
    // Rendered before the focus moves, so the field is announced already invalid and described by its message.
    flushSync(() => setError(message));
    if (message !== null) {
      const invalid = fields.find((field) => errorOf(message, field.name) !== undefined);
      if (invalid) inputs.current.get(invalid.name)?.focus();
      return;
    }
    const sent = { ...values };
    for (const field of fields) if (field.type !== 'password') sent[field.name] = values[field.name].trim();
    onSubmit(sent);
  };
  return (
    <form noValidate onSubmit={submit} aria-labelledby={labelledBy}>
      <Stack space="large">
        {header}
        {fields.map((field) =>
          field.type === 'password' ? (
            <PasswordField
              key={field.name}
              label={field.label}
              name={field.name}
              ref={inputRef(field.name)}
              autoComplete={field.autoComplete}
              toggleLabel={field.toggleLabel}
              value={values[field.name]}
              onChange={set(field.name)}
              errorMessage={errorOf(error, field.name)}
            />
          ) : (
            <TextField
              key={field.name}
              label={field.label}
              type={field.type}
              name={field.name}
              ref={inputRef(field.name)}
              autoComplete={field.autoComplete}
              value={values[field.name]}
              onChange={set(field.name)}
              errorMessage={errorOf(error, field.name)}
            />
          ),
        )}
        {beforeSubmit}
        {formError ? <p className={styles.errorText}>{formError}</p> : null}
        <Button type="submit" fullWidth isPending={isPending}>
          {submitLabel}
        </Button>
        {footer}
      </Stack>
    </form>
  );
}
