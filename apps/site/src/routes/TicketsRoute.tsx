import { TicketSearch } from '@momento/marketplace-kit';
import { useQueryProps, useRequireLogin } from './useBrowseProps.ts';

/** /tickets with q, date, sub_genre, event, venue, team, artist, section, row, face_price, seat, price, seller. */
export function Component() {
  const requireLogin = useRequireLogin();
  return <TicketSearch {...useQueryProps()} onRequireLogin={requireLogin} />;
}
