import { useRegister } from '#api/auth/useRegister.ts';
import { useAuthDialogs } from '../AppShell/authDialogContext.tsx';
import { RetryNotice } from '../../shared/RetryNotice.tsx';
import { RegisterDialogView } from './RegisterDialogView.tsx';

/**
 * The register dialog, connected: in progress, registered ('Registration completed successfully' and the
 * 'Email verification' message), error (the server message). 'Back to login' resets the registered flag.
 */
export function RegisterDialog() {
  const dialogs = useAuthDialogs();
  // Keep the final status: the registered flag shows the verification message until 'Back to login'.
  const register = useRegister();
  const isRegistered = register.data !== undefined;
  return (
    <RegisterDialogView
      isPending={register.isPending}
      isRegistered={isRegistered}
      onClose={dialogs.close}
      onLogin={() => {
        register.reset();
        dialogs.openLogin();
      }}
      onSubmit={(values) => void register.run(values)}
      notice={<RetryNotice error={register.error} />}
    />
  );
}
