import type { OperationBody } from '@momento/contract';
import { Button, Dialog, Link, Modal, PasswordField, Stack, TextField } from '@momento/ui';
import { useState, type FormEvent } from 'react';
import { validateRegister } from '../../validation/auth.ts';
import { errorOf } from '../AppShell/fieldError.ts';
import * as styles from '../AppShell/forms.css.ts';
import { shellTexts as t } from '../AppShell/texts.ts';

export type RegisterValues = OperationBody<'register'>;

export interface RegisterDialogViewProps {
  /** Called with valid values (public-site.md section 5). */
  onSubmit: (values: RegisterValues) => void;
  /** The request is running. @default false */
  isPending?: boolean;
  /**
   * Registration succeeded: the dialog shows the 'Email verification' message instead of the form.
   * @default false
   */
  isRegistered?: boolean;
  /** 'Already a user? Log In' and 'Back to login'. */
  onLogin: () => void;
  onClose: () => void;
}

/** 'Create an Account' (Name, Email Address, Password, Confirm Password), then the 'Email verification' message. */
export function RegisterDialogView({ onSubmit, isPending = false, isRegistered = false, onLogin, onClose }: RegisterDialogViewProps) {
  const [values, setValues] = useState<RegisterValues>({ user_name: '', email: '', password: '', confirm_password: '' });
  const [error, setError] = useState<string | null>(null);
  const set = (field: keyof RegisterValues) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const message = validateRegister(values);
    setError(message);
    if (message === null) onSubmit({ ...values, user_name: values.user_name.trim(), email: values.email.trim() });
  };
  if (isRegistered) {
    return (
      <Modal isOpen onOpenChange={(isOpen) => !isOpen && onClose()} size="small">
        <Dialog title={t.verificationTitle} onClose={onClose}>
          <Stack space="medium">
            <p className={styles.text}>
              <strong>{t.verificationThanks}</strong>
            </p>
            <p className={styles.text}>{t.verificationSent}</p>
            <p className={styles.text}>{t.verificationClick}</p>
            <p className={styles.muted}>{t.verificationSpam}</p>
            <Button variant="outline" fullWidth onPress={onLogin}>
              {t.backToLogin}
            </Button>
          </Stack>
        </Dialog>
      </Modal>
    );
  }
  return (
    <Modal isOpen onOpenChange={(isOpen) => !isOpen && onClose()} size="small">
      <Dialog title={t.registerTitle} onClose={onClose}>
        <form noValidate onSubmit={submit}>
          <Stack space="large">
            <TextField
              label={t.name}
              name="user_name"
              autoComplete="name"
              value={values.user_name}
              onChange={set('user_name')}
              errorMessage={errorOf(error, 'user_name')}
            />
            <TextField
              label={t.emailAddress}
              type="email"
              name="email"
              autoComplete="email"
              value={values.email}
              onChange={set('email')}
              errorMessage={errorOf(error, 'email')}
            />
            <PasswordField
              label={t.password}
              name="password"
              autoComplete="new-password"
              value={values.password}
              onChange={set('password')}
              errorMessage={errorOf(error, 'password')}
            />
            <PasswordField
              label={t.confirmPassword}
              name="confirm_password"
              autoComplete="new-password"
              toggleLabel="Show confirm password"
              value={values.confirm_password}
              onChange={set('confirm_password')}
              errorMessage={errorOf(error, 'confirm_password')}
            />
            <p className={styles.muted}>
              {t.agreePrefix} <Link href="/termscondition">{t.termsAndConditions}</Link> {t.agreeJoin}{' '}
              <Link href="/policy">{t.privacyPolicy}</Link>.
            </p>
            <Button type="submit" fullWidth isPending={isPending}>
              {t.signUp}
            </Button>
            <p className={styles.switchLine}>
              {t.alreadyUser}{' '}
              <Button variant="ghost" size="small" onPress={onLogin}>
                {t.logIn}
              </Button>
            </p>
          </Stack>
        </form>
      </Dialog>
    </Modal>
  );
}
