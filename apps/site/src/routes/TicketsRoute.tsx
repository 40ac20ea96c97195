import { TicketSearch } from '@momento/marketplace-kit';
import { SaveSearch, watchSeller, watchTicketCard } from './Follow.tsx';
import { useSellerActions } from './SellerActions.tsx';
import { useQueryProps, useRequireLogin } from '../navigation.tsx';

/**
 * /tickets with q, date, sub_genre, event, venue, team, artist, section, row, face_price, seat, price, seller. With
 * ?seller= the seller panel offers Message seller, Report seller and Make Offer (the offer starts with no ticket
 * chosen); their code loads on first use. 'Save this search' keeps the filters of the URL; each card and the seller
 * panel carry Watch (loaded when first shown).
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
        ticketAction={watchTicketCard}
        sellerAction={watchSeller}
        aside={<SaveSearch filters={queryProps.query} />}
      />
      {dialog}
    </>
  );
}
