import { TicketDetail, useProduct } from '@momento/marketplace-kit';
import { Stack } from '@momento/ui';
import { useParams } from 'react-router';
import { PriceHistorySection, watchSeller, watchTicket } from './Follow.tsx';
import { useSellerActions } from './SellerActions.tsx';
import { useRequireLogin } from '../navigation.tsx';

/** /tickets/{product_id}: Watch for the ticket and its seller, and its event's price history below the listing. */
export function Component() {
  const { productId = '' } = useParams();
  const requireLogin = useRequireLogin();
  const { onMessageSeller, onReportSeller, onMakeOffer, dialog } = useSellerActions();
  // The same read as the detail's (one request): the listing names its event.
  const { data: ticket } = useProduct(productId);
  return (
    <>
      <Stack space="xlarge">
        <TicketDetail
          key={productId}
          productId={productId}
          onRequireLogin={requireLogin}
          onMessageSeller={onMessageSeller}
          onReportSeller={onReportSeller}
          onMakeOffer={(_productId, ticket) => onMakeOffer(ticket.seller.id, ticket)}
          renderAction={watchTicket}
          renderSellerAction={watchSeller}
        />
        {ticket ? <PriceHistorySection key={ticket.event.event_id} eventId={ticket.event.event_id} /> : null}
      </Stack>
      {dialog}
    </>
  );
}
