import { useEffect } from 'react';
import { useVerifyEmail } from '#api/auth/useVerifyEmail.ts';
import { VerifyEmailView } from './VerifyEmailView.tsx';

export interface VerifyEmailProps {
  /** The `email` query parameter of the link. */
  email: string | null;
  /** The `verification_key` query parameter of the link. */
  verificationKey: string | null;
}

/** /verify, connected: verifies once on arrival; a link without its parameters fails at once. */
export function VerifyEmail({ email, verificationKey }: VerifyEmailProps) {
  const verify = useVerifyEmail();
  const { run } = verify;
  const hasParameters = !!email && !!verificationKey;
  useEffect(() => {
    if (email && verificationKey) void run({ email, email_verification_key: verificationKey });
  }, [run, email, verificationKey]);
  const state =
    !hasParameters || verify.error !== undefined
      ? 'failed'
      : verify.data !== undefined
        ? 'verified'
        : 'verifying';
  return <VerifyEmailView state={state} />;
}
