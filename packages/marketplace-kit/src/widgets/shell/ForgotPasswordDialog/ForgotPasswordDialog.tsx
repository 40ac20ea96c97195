import { useForgotPassword } from '#api/auth/useForgotPassword.ts';
import { useAuthDialogs } from '../AppShell/authDialogContext.tsx';
import { ForgotPasswordDialogView } from './ForgotPasswordDialogView.tsx';

/** Forgot password, connected: the forgot-password-sent flag shows 'Password reset sent'. */
export function ForgotPasswordDialog() {
  const dialogs = useAuthDialogs();
  const forgot = useForgotPassword();
  return (
    <ForgotPasswordDialogView
      isPending={forgot.isPending}
      isSent={forgot.data !== undefined}
      onClose={dialogs.close}
      onLogin={() => {
        forgot.reset();
        dialogs.openLogin();
      }}
      onSubmit={(values) => void forgot.run(values)}
    />
  );
}
