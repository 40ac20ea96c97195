import { TicketDetail } from '@momento/marketplace-kit';
import { useParams } from 'react-router';
import { useSellerActions } from './SellerActions.tsx';
import { useRequireLogin } from './useBrowseProps.ts';

/** /tickets/{product_id} */
export function Component() {
  const { productId = '' } = useParams();
  const requireLogin = useRequireLogin();
  const { onMessageSeller, onReportSeller, dialog } = useSellerActions();
  // Offers (document 2) are not built yet: signed in, Make an offer asks for nothing and is hidden.
  return (
    <>
      <TicketDetail key={productId} productId={productId} onRequireLogin={requireLogin} onMessageSeller={onMessageSeller} onReportSeller={onReportSeller} />
      {dialog}
    </>
  );
}
