import { TicketSearch } from '@momento/marketplace-kit';
import { lazy, Suspense } from 'react';
import type { FollowProps } from '../lazy/Follow.tsx';
import { useSellerActions } from './SellerActions.tsx';
import { useQueryProps, useRequireLogin } from '../navigation.tsx';
import { loadInOwnTask } from '../pageChunk.ts';

// Watch and 'Save this search', loaded when first shown (lazy/Follow.tsx); nothing shows while they load.
const FollowChunk = lazy(() => loadInOwnTask(() => import('../lazy/Follow.tsx')));
const Follow = (props: FollowProps) => (
  <Suspense fallback={null}>
    <FollowChunk {...props} />
  </Suspense>
);

/**
 * /tickets with q, date, sub_genre, event, venue, team, artist, section, row, face_price, seat, price, seller. With
 * ?seller= the seller panel offers Message seller, Report seller and Make Offer (the offer starts with no ticket
 * chosen); their code loads on first use. 'Save this search' keeps the filters of the URL; each card and the seller
 * panel carry Watch.
 */
export function Component() {
  const requireLogin = useRequireLogin();
  const { onMessageSeller, onReportSeller, onMakeOffer, dialog } = useSellerActions();
  const queryProps = useQueryProps();
  return (
    <>
      <TicketSearch
        {...queryProps}
        onRequireLogin={requireLogin}
        onMessageSeller={onMessageSeller}
        onReportSeller={onReportSeller}
        onMakeOffer={(sellerId) => onMakeOffer(sellerId)}
        ticketAction={(ticket) => <Follow kind="ticketCard" ticket={ticket} />}
        sellerAction={(seller) => <Follow kind="seller" seller={seller} />}
        aside={<Follow kind="saveSearch" filters={queryProps.query} />}
      />
      {dialog}
    </>
  );
}
