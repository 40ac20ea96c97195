import { TicketDetail } from '@momento/marketplace-kit';
import { useParams } from 'react-router';
import { useRequireLogin } from './useBrowseProps.ts';

/** /tickets/{product_id} */
export function Component() {
  const { productId = '' } = useParams();
  const requireLogin = useRequireLogin();
  // Messaging, reporting and offers (document 2) are not built yet: signed in, they ask for nothing and are hidden.
  return <TicketDetail key={productId} productId={productId} onRequireLogin={requireLogin} />;
}
