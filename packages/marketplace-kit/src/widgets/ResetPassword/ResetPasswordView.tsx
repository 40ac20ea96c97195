import { Button, Card, PasswordField, Stack } from '@momento/ui';
import { useState, type FormEvent } from 'react';
import { validateReset } from '../../validation/auth.ts';
import { errorOf } from '../AppShell/fieldError.ts';
import * as styles from '../AppShell/forms.css.ts';
import { shellTexts as t } from '../AppShell/texts.ts';

export interface ResetPasswordValues {
  password: string;
  confirm_password: string;
}

export interface ResetPasswordViewProps {
  /** Called with valid values (both required, max 256, must match). */
  onSubmit: (values: ResetPasswordValues) => void;
  /** @default false */
  isPending?: boolean;
  /** The link has no reset key: the form is replaced by a notice. @default false */
  isInvalidLink?: boolean;
}

/** /reset 'Change Password': New Password and Confirm Password. */
export function ResetPasswordView({ onSubmit, isPending = false, isInvalidLink = false }: ResetPasswordViewProps) {
  const [values, setValues] = useState<ResetPasswordValues>({ password: '', confirm_password: '' });
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const message = validateReset(values);
    setError(message);
    if (message === null) onSubmit(values);
  };
  return (
    <div className={styles.page}>
      <Card padding="large" className={styles.panel}>
        <form noValidate onSubmit={submit} aria-labelledby="momento-reset-title">
          <Stack space="large">
            <h1 id="momento-reset-title" className={styles.heading}>
              {t.changePassword}
            </h1>
            {isInvalidLink ? (
              <p className={styles.errorText}>{t.resetLinkInvalid}</p>
            ) : (
              <>
                <PasswordField
                  label={t.newPassword}
                  name="password"
                  autoComplete="new-password"
                  value={values.password}
                  onChange={(password) => setValues((v) => ({ ...v, password }))}
                  errorMessage={errorOf(error, 'password')}
                />
                <PasswordField
                  label={t.confirmPassword}
                  name="confirm_password"
                  autoComplete="new-password"
                  toggleLabel="Show confirm password"
                  value={values.confirm_password}
                  onChange={(confirm_password) => setValues((v) => ({ ...v, confirm_password }))}
                  errorMessage={errorOf(error, 'confirm_password')}
                />
                <Button type="submit" fullWidth isPending={isPending}>
                  {t.changePassword}
                </Button>
              </>
            )}
          </Stack>
        </form>
      </Card>
    </div>
  );
}
