import { useMyTickets } from '#api/sellerTickets/useMyTickets.ts';
import { useNavigation, useSession } from '#provider/MarketplaceProvider.tsx';
import { isActiveSeller as activeSeller } from '#session/sessionStore.ts';
import { MyTicketsView } from './MyTicketsView.tsx';

/** Where 'Add Ticket' goes: the ticket form in Add mode. */
export const NEW_TICKET_HREF = '/account/mytickets/new';

/** /account/mytickets, connected: the signed-in user's tickets; the seller actions only for active sellers. */
export function MyTickets() {
  const session = useSession();
  const navigation = useNavigation();
  const list = useMyTickets();
  return (
    <MyTicketsView
      list={list}
      isActiveSeller={activeSeller(session.permissions)}
      onAddTicket={() => navigation.navigate(NEW_TICKET_HREF)}
    />
  );
}
