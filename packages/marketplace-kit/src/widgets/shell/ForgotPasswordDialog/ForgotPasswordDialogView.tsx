import { Button, Dialog, Modal, Stack } from '@momento/ui';
import { validateForgot } from '#validation/auth.ts';
import { AuthForm, type AuthField } from '../AppShell/AuthForm.tsx';
import * as styles from '../AppShell/forms.css.ts';
import { useShellTexts, type ShellTexts } from '../AppShell/texts.ts';

const forgotFields = (t: ShellTexts): readonly AuthField<'email'>[] => [
  { name: 'email', label: t.email, type: 'email', autoComplete: 'email' },
];

export interface ForgotPasswordDialogViewProps {
  /** Called with a valid e-mail (required, valid, max 256), trimmed. */
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
export function ForgotPasswordDialogView({
  onSubmit,
  isPending = false,
  isSent = false,
  onLogin,
  onClose,
}: ForgotPasswordDialogViewProps) {
  const t = useShellTexts();
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
          <AuthForm
            fields={forgotFields(t)}
            validate={validateForgot}
            onSubmit={onSubmit}
            submitLabel={t.requestReset}
            isPending={isPending}
            header={<p className={styles.muted}>{t.forgotIntro}</p>}
            footer={
              <p className={styles.switchLine}>
                <Button variant="ghost" size="small" onPress={onLogin}>
                  {t.backToLogin}
                </Button>
              </p>
            }
          />
        </Dialog>
      )}
    </Modal>
  );
}
