import { TicketForm } from '@momento/marketplace-kit';
import { useNavigate, useParams } from 'react-router';

/** /account/mytickets/new (Add) and /account/mytickets/{id}/edit (Edit): Cancel and a save return to the list. */
export function Component() {
  const { id } = useParams();
  const navigate = useNavigate();
  const backToList = () => {
    void navigate('/account/mytickets');
    // The form is long and Save is at its end: the list starts at its top, where a new ticket shows.
    window.scrollTo(0, 0);
  };
  return <TicketForm key={id ?? 'new'} productId={id ?? null} onDone={backToList} />;
}
