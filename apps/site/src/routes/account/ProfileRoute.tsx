import { AccountProfile } from '@momento/marketplace-kit';
import { useSearchParams } from 'react-router';

/** /account: the profile; `?dialog=editSellerPaypal` opens the Edit Seller Payment dialog. */
export function Component() {
  const [search] = useSearchParams();
  return <AccountProfile openSellerPayment={search.get('dialog') === 'editSellerPaypal'} />;
}
