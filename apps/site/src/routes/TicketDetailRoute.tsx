import { TicketDetail } from '@momento/marketplace-kit';
import { useParams } from 'react-router';
import { watchSeller, watchTicket } from './Follow.tsx';
import { useSellerActions } from './SellerActions.tsx';
import { useRequireLogin } from '../navigation.tsx';

/** /tickets/{product_id}: Watch for the ticket and its seller; the kit shows the event's price history below. */
export function Component() {
  const { productId = '' } = useParams();
  const requireLogin = useRequireLogin();
  const { onMessageSeller, onReportSeller, onMakeOffer, dialog } = useSellerActions();
  return (
    <>
      <TicketDetail
        key={productId}
        productId={productId}
        onRequireLogin={requireLogin}
        onMessageSeller={onMessageSeller}
        onReportSeller={onReportSeller}
        onMakeOffer={(_productId, ticket) => onMakeOffer(ticket.seller.id, ticket)}
        ticketAction={watchTicket}
        sellerAction={watchSeller}
      />
      {dialog}
    </>
  );
}
