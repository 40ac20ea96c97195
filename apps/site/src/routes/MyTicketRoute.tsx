import { OwnTicketDetail } from '@momento/marketplace-kit';
import { useParams } from 'react-router';
import { useRequireLogin } from '../navigation.tsx';

/** /mytickets/{id}: the user's own ticket, read-only. */
export function Component() {
  const { id = '' } = useParams();
  return <OwnTicketDetail key={id} productId={id} onRequireLogin={useRequireLogin()} />;
}
