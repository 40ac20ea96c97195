import { TicketSearch } from '@momento/marketplace-kit';
import { PriceHistorySection, watchSeller, watchTicketCard } from './Follow.tsx';
import { useSellerActions } from './SellerActions.tsx';
import { useQueryProps, useRequireLogin } from '../navigation.tsx';

/**
 * /tickets with q, date, sub_genre, event, venue, team, artist, section, row, face_price, seat, price, seller. With
 * ?seller= the seller panel offers Message seller, Report seller and Make Offer (the offer starts with no ticket
 * chosen); their code loads on first use. With ?event= the event's price history shows under its header. Each card
 * and the seller panel carry Watch (loaded when first shown).
 */
export function Component() {
  const requireLogin = useRequireLogin();
  const { onMessageSeller, onReportSeller, onMakeOffer, dialog } = useSellerActions();
  const queryProps = useQueryProps();
  const eventId = Number(queryProps.query.event);
  return (
    <>
      <TicketSearch
        {...queryProps}
        onRequireLogin={requireLogin}
        onMessageSeller={onMessageSeller}
        onReportSeller={onReportSeller}
        onMakeOffer={(sellerId) => onMakeOffer(sellerId)}
        ticketAction={watchTicketCard}
        renderSellerAction={watchSeller}
        // PriceHistory itself shows an id that cannot be an event as having no history.
        aside={eventId > 0 ? <PriceHistorySection key={eventId} eventId={eventId} /> : null}
      />
      {dialog}
    </>
  );
}
