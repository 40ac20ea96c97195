import { MyTickets } from '@momento/marketplace-kit';

/** /account/mytickets: the seller's tickets; Add Ticket and Edit open the ticket form. */
export function Component() {
  return <MyTickets />;
}
