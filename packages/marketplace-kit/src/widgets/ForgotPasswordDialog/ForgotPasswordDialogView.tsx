import { Button, Dialog, Modal, Stack, TextField } from '@momento/ui';
import { useState, type FormEvent } from 'react';
import { validateForgot } from '../../validation/auth.ts';
import { errorOf } from '../AppShell/fieldError.ts';
import * as styles from '../AppShell/forms.css.ts';
import { shellTexts as t } from '../AppShell/texts.ts';

export interface ForgotPasswordDialogViewProps {
  /** Called with a valid e-mail (required, valid, max 256). */
  onSubmit: (values: { email: string }) => void;
  /** @default false */
  isPending?: boolean;
  /** The reset mail was requested: shows 'Password reset sent'. @default false */
  isSent?: boolean;
  /** 'Back to login' */
  onLogin: () => void;
  onClose: () => void;
}

/** Forgot password: Email and 'Request Password Reset', then 'Password reset sent' with 'Back to login'. */
export function ForgotPasswordDialogView({ onSubmit, isPending = false, isSent = false, onLogin, onClose }: ForgotPasswordDialogViewProps) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const message = validateForgot({ email });
    setError(message);
    if (message === null) onSubmit({ email: email.trim() });
  };
  return (
    <Modal isOpen onOpenChange={(isOpen) => !isOpen && onClose()} size="small">
      {isSent ? (
        <Dialog title={t.resetSentTitle} onClose={onClose}>
          <Stack space="large">
            <p className={styles.text}>{t.resetSentText}</p>
            <Button variant="outline" fullWidth onPress={onLogin}>
              {t.backToLogin}
            </Button>
          </Stack>
        </Dialog>
      ) : (
        <Dialog title={t.forgotTitle} onClose={onClose}>
          <form noValidate onSubmit={submit}>
            <Stack space="large">
              <p className={styles.muted}>{t.forgotIntro}</p>
              <TextField
                label={t.email}
                type="email"
                name="email"
                autoComplete="email"
                value={email}
                onChange={setEmail}
                errorMessage={errorOf(error, 'email')}
              />
              <Button type="submit" fullWidth isPending={isPending}>
                {t.requestReset}
              </Button>
              <p className={styles.switchLine}>
                <Button variant="ghost" size="small" onPress={onLogin}>
                  {t.backToLogin}
                </Button>
              </p>
            </Stack>
          </form>
        </Dialog>
      )}
    </Modal>
  );
}
