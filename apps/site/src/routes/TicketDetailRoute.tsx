import { TicketDetail } from '@momento/marketplace-kit';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import type { FollowProps } from '../lazy/Follow.tsx';
import { useSellerActions } from './SellerActions.tsx';
import { useRequireLogin } from '../navigation.tsx';
import { loadInOwnTask } from '../pageChunk.ts';

// Watch, loaded when first shown (lazy/Follow.tsx); nothing shows while it loads.
const FollowChunk = lazy(() => loadInOwnTask(() => import('../lazy/Follow.tsx')));
const Follow = (props: FollowProps) => (
  <Suspense fallback={null}>
    <FollowChunk {...props} />
  </Suspense>
);

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
        ticketAction={(ticket) => <Follow kind="ticket" ticket={ticket} />}
        sellerAction={(seller) => <Follow kind="seller" seller={seller} />}
      />
      {dialog}
    </>
  );
}
