import { Unsubscribe } from '@momento/marketplace-kit';
import { useSearchParams } from 'react-router';

/** /unsubscribe?token=... (the link of a notification e-mail; no sign-in needed). */
export function Component() {
  const [params] = useSearchParams();
  const token = params.get('token');
  // Another link (another token) unsubscribes again.
  return <Unsubscribe key={token ?? ''} token={token} />;
}
