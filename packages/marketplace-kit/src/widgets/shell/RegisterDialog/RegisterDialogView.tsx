import type { OperationBody } from '@momento/contract';
import { Button, Dialog, Link, Modal, Stack } from '@momento/ui';
import type { ReactNode } from 'react';
import { validateRegister } from '#validation/auth.ts';
import { AuthForm, type AuthField } from '../AppShell/AuthForm.tsx';
import * as styles from '../AppShell/forms.css.ts';
import { useShellTexts, type ShellTexts } from '../AppShell/texts.ts';

export type RegisterValues = OperationBody<'register'>;

const registerFields = (t: ShellTexts): readonly AuthField<keyof RegisterValues>[] => [
  { name: 'user_name', label: t.name, autoComplete: 'name' },
  { name: 'email', label: t.emailAddress, type: 'email', autoComplete: 'email' },
  {
    name: 'password',
    label: t.password,
    type: 'password',
    autoComplete: 'new-password',
    toggleLabel: t.showPassword,
  },
  {
    name: 'confirm_password',
    label: t.confirmPassword,
    type: 'password',
    autoComplete: 'new-password',
    toggleLabel: t.showConfirmPassword,
  },
];

export interface RegisterDialogViewProps {
  /** Called with valid values (see docs/rules/validation.md). */
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
  /** Above the button: the wait after the server's abuse limit refused the last attempt (a RetryNotice). */
  notice?: ReactNode;
}

/** 'Create an Account' (Name, Email Address, Password, Confirm Password), then the 'Email verification' message. */
export function RegisterDialogView({
  onSubmit,
  isPending = false,
  isRegistered = false,
  onLogin,
  onClose,
  notice = null,
}: RegisterDialogViewProps) {
  const t = useShellTexts();
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
        <AuthForm
          fields={registerFields(t)}
          validate={validateRegister}
          onSubmit={onSubmit}
          submitLabel={t.signUp}
          isPending={isPending}
          beforeSubmit={
            <>
              <p className={styles.muted}>
                {t.agreePrefix} <Link href="/termscondition">{t.termsAndConditions}</Link> {t.agreeJoin}{' '}
                <Link href="/policy">{t.privacyPolicy}</Link>.
              </p>
              {notice}
            </>
          }
          footer={
            <p className={styles.switchLine}>
              {t.alreadyUser}{' '}
              <Button variant="ghost" size="small" onPress={onLogin}>
                {t.logIn}
              </Button>
            </p>
          }
        />
      </Dialog>
    </Modal>
  );
}
