import { OwnTicketDetail } from '@momento/marketplace-kit';
import { useParams } from 'react-router';
import { useRequireLogin } from './useBrowseProps.ts';

/** /mytickets/{id}: the user's own ticket, read-only (account-area.md section 2, My Tickets). */
export function Component() {
  const { id = '' } = useParams();
  return <OwnTicketDetail key={id} productId={id} onRequireLogin={useRequireLogin()} />;
}
