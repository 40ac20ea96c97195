import { TicketSearch } from '@momento/marketplace-kit';
import { useSellerActions } from './SellerActions.tsx';
import { useQueryProps, useRequireLogin } from '../navigation.tsx';

/**
 * /tickets with q, date, sub_genre, event, venue, team, artist, section, row, face_price, seat, price, seller. With
 * ?seller= the seller panel offers Message seller, Report seller and Make Offer (the offer starts with no ticket
 * chosen); their code loads on first use.
 */
export function Component() {
  const requireLogin = useRequireLogin();
  const { onMessageSeller, onReportSeller, onMakeOffer, dialog } = useSellerActions();
  return (
    <>
      <TicketSearch
        {...useQueryProps()}
        onRequireLogin={requireLogin}
        onMessageSeller={onMessageSeller}
        onReportSeller={onReportSeller}
        onMakeOffer={(sellerId) => onMakeOffer(sellerId)}
      />
      {dialog}
    </>
  );
}
