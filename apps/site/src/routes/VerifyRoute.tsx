import { VerifyEmail } from '@momento/marketplace-kit';
import { useSearchParams } from 'react-router';

/** /verify?email=...&verification_key=... */
export function Component() {
  const [params] = useSearchParams();
  const email = params.get('email');
  const key = params.get('verification_key');
  // A new link (other parameters) verifies again.
  return <VerifyEmail key={`${email}:${key}`} email={email} verificationKey={key} />;
}
