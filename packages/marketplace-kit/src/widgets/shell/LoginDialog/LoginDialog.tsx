import { useLogin } from '#api/auth/useLogin.ts';
import { useNavigation } from '#provider/MarketplaceProvider.tsx';
import { useAuthDialogs } from '../AppShell/authDialogContext.tsx';
import { LoginDialogView } from './LoginDialogView.tsx';

/**
 * The login dialog, connected: 'Login success' and a return to the saved previous location on success; the server
 * message or 'Login failed' on failure. Rendered by `AuthDialogs`.
 */
export function LoginDialog() {
  const dialogs = useAuthDialogs();
  const navigation = useNavigation();
  const login = useLogin();
  return (
    <LoginDialogView
      isPending={login.isPending}
      onClose={dialogs.close}
      onForgotPassword={dialogs.openForgot}
      onCreateAccount={dialogs.openRegister}
      onSubmit={async (values) => {
        const outcome = await login.run(values);
        if (!outcome.ok) return;
        const { returnTo, location } = dialogs;
        dialogs.close();
        if (returnTo && returnTo !== location) navigation.navigate(returnTo);
      }}
    />
  );
}
