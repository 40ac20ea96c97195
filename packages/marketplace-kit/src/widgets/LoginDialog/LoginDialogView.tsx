import type { OperationBody } from '@momento/contract';
import { Button, Dialog, Inline, Modal, PasswordField, Stack, TextField } from '@momento/ui';
import { useState, type FormEvent } from 'react';
import { validateLogin } from '../../validation/auth.ts';
import { errorOf } from '../AppShell/fieldError.ts';
import { shellTexts as t } from '../AppShell/texts.ts';
import * as styles from '../AppShell/forms.css.ts';

export type LoginValues = OperationBody<'login'>;

export interface LoginDialogViewProps {
  /** Called with valid values (public-site.md section 5: email required, valid, max 256; password required, max 256). */
  onSubmit: (values: LoginValues) => void;
  /** The login request is running: the Login button shows a spinner and ignores presses. @default false */
  isPending?: boolean;
  /** 'Forget Password?' */
  onForgotPassword: () => void;
  /** 'Create one' */
  onCreateAccount: () => void;
  /** Close button, Escape, outside press. */
  onClose: () => void;
}

/** The login dialog: Email, Password, Login, 'Forget Password?' and 'Create one'. */
export function LoginDialogView({ onSubmit, isPending = false, onForgotPassword, onCreateAccount, onClose }: LoginDialogViewProps) {
  const [values, setValues] = useState<LoginValues>({ email: '', password: '' });
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const message = validateLogin(values);
    setError(message);
    if (message === null) onSubmit({ email: values.email.trim(), password: values.password });
  };
  return (
    <Modal isOpen onOpenChange={(isOpen) => !isOpen && onClose()} size="small">
      <Dialog title={t.loginTitle} onClose={onClose}>
        <form noValidate onSubmit={submit}>
          <Stack space="large">
            <TextField
              label={t.email}
              type="email"
              name="email"
              autoComplete="email"
              value={values.email}
              onChange={(email) => setValues((v) => ({ ...v, email }))}
              errorMessage={errorOf(error, 'email')}
            />
            <PasswordField
              label={t.password}
              name="password"
              value={values.password}
              onChange={(password) => setValues((v) => ({ ...v, password }))}
              errorMessage={errorOf(error, 'password')}
            />
            <Inline justify="flex-end">
              <Button variant="ghost" size="small" onPress={onForgotPassword}>
                {t.forgetPassword}
              </Button>
            </Inline>
            <Button type="submit" fullWidth isPending={isPending}>
              {t.login}
            </Button>
            <p className={styles.switchLine}>
              {t.noAccount}{' '}
              <Button variant="ghost" size="small" onPress={onCreateAccount}>
                {t.createOne}
              </Button>
            </p>
          </Stack>
        </form>
      </Dialog>
    </Modal>
  );
}
