import { TicketDetail } from '@momento/marketplace-kit';
import { useParams } from 'react-router';
import { useMakeOffer } from './OfferActions.tsx';
import { useSellerActions } from './SellerActions.tsx';
import { useRequireLogin } from './useBrowseProps.ts';

/** /tickets/{product_id} */
export function Component() {
  const { productId = '' } = useParams();
  const requireLogin = useRequireLogin();
  const { onMessageSeller, onReportSeller, dialog } = useSellerActions();
  const offer = useMakeOffer();
  return (
    <>
      <TicketDetail
        key={productId}
        productId={productId}
        onRequireLogin={requireLogin}
        onMessageSeller={onMessageSeller}
        onReportSeller={onReportSeller}
        onMakeOffer={offer.onMakeOffer}
      />
      {dialog}
      {offer.dialog}
    </>
  );
}
