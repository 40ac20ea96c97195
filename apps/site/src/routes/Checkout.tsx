import { CheckoutFlow, RequireLogin } from '@momento/marketplace-kit';
import { useSearchParams } from 'react-router';

/** /checkout?id={checkout_id}; without an id the widget goes to /mycart. */
export function Component() {
  const [params] = useSearchParams();
  return (
    <RequireLogin>
      <CheckoutFlow checkoutId={params.get('id')} />
    </RequireLogin>
  );
}
