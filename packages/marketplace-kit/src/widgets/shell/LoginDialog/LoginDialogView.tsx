import type { OperationBody } from '@momento/contract';
import { Button, Dialog, Inline, Modal } from '@momento/ui';
import { validateLogin } from '#validation/auth.ts';
import { AuthForm, type AuthField } from '../AppShell/AuthForm.tsx';
import * as styles from '../AppShell/forms.css.ts';
import { shellTexts, useShellTexts, type ShellTexts } from '../AppShell/texts.ts';

export type LoginValues = OperationBody<'login'>;

/** The login form's fields (the dialog's, and the partner sign-in window's), named in `t`'s language. */
export const loginFieldsIn = (t: ShellTexts): readonly AuthField<keyof LoginValues>[] => [
  { name: 'email', label: t.email, type: 'email', autoComplete: 'email' },
  { name: 'password', label: t.password, type: 'password', toggleLabel: t.showPassword },
];

/** The login form's fields in English. */
export const loginFields = loginFieldsIn(shellTexts);

export interface LoginDialogViewProps {
  /** Called with valid values (email required, valid, max 256; password required, max 256; see docs/rules/validation.md). */
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

/** "Don't have an account? Create one" below a login form (the dialog's, and the partner sign-in window's). */
export function CreateAccountLine({ onCreateAccount }: { onCreateAccount: () => void }) {
  const t = useShellTexts();
  return (
    <p className={styles.switchLine}>
      {t.noAccount}{' '}
      <Button variant="ghost" size="small" onPress={onCreateAccount}>
        {t.createOne}
      </Button>
    </p>
  );
}

/** The login dialog: Email, Password, Login, 'Forget Password?' and 'Create one'. */
export function LoginDialogView({
  onSubmit,
  isPending = false,
  onForgotPassword,
  onCreateAccount,
  onClose,
}: LoginDialogViewProps) {
  const t = useShellTexts();
  return (
    <Modal isOpen onOpenChange={(isOpen) => !isOpen && onClose()} size="small">
      <Dialog title={t.loginTitle} onClose={onClose}>
        <AuthForm
          fields={loginFieldsIn(t)}
          validate={validateLogin}
          onSubmit={onSubmit}
          submitLabel={t.login}
          isPending={isPending}
          beforeSubmit={
            <Inline justify="flex-end">
              <Button variant="ghost" size="small" onPress={onForgotPassword}>
                {t.forgetPassword}
              </Button>
            </Inline>
          }
          footer={<CreateAccountLine onCreateAccount={onCreateAccount} />}
        />
      </Dialog>
    </Modal>
  );
}
