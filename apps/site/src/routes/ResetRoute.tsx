import { ResetPassword } from '@momento/marketplace-kit';
import { useSearchParams } from 'react-router';

/** /reset?reset_key=... */
export function Component() {
  const [params] = useSearchParams();
  return <ResetPassword resetKey={params.get('reset_key')} />;
}
