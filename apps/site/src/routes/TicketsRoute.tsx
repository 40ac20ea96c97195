import { TicketSearch } from '@momento/marketplace-kit';
import { useSellerActions } from './SellerActions.tsx';
import { useQueryProps, useRequireLogin } from './useBrowseProps.ts';

/** /tickets with q, date, sub_genre, event, venue, team, artist, section, row, face_price, seat, price, seller. */
export function Component() {
  const requireLogin = useRequireLogin();
  const { onMessageSeller, onReportSeller, dialog } = useSellerActions();
  return (
    <>
      <TicketSearch {...useQueryProps()} onRequireLogin={requireLogin} onMessageSeller={onMessageSeller} onReportSeller={onReportSeller} />
      {dialog}
    </>
  );
}
