import { TicketForm } from '@momento/marketplace-kit';
import { useNavigate, useParams } from 'react-router';

/** /account/mytickets/new (Add) and /account/mytickets/{id}/edit (Edit): Cancel and a save return to the list. */
export function Component() {
  const { id } = useParams();
  const navigate = useNavigate();
  return <TicketForm key={id ?? 'new'} productId={id ?? null} onDone={() => void navigate('/account/mytickets')} />;
}
