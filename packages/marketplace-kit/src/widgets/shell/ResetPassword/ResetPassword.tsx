import { useResetPassword } from '#api/auth/useResetPassword.ts';
import { useNavigation } from '#provider/MarketplaceProvider.tsx';
import { ResetPasswordView } from './ResetPasswordView.tsx';

export interface ResetPasswordProps {
  /** The `reset_key` query parameter of the e-mailed link. */
  resetKey: string | null;
}

/** /reset, connected: redirects to / on success; failures show the server message. */
export function ResetPassword({ resetKey }: ResetPasswordProps) {
  const reset = useResetPassword();
  const navigation = useNavigation();
  return (
    <ResetPasswordView
      isInvalidLink={!resetKey}
      isPending={reset.isPending}
      onSubmit={async (values) => {
        if (!resetKey) return;
        const outcome = await reset.run({ reset_key: resetKey, ...values });
        if (outcome.ok) navigation.navigate('/', { replace: true });
      }}
    />
  );
}
