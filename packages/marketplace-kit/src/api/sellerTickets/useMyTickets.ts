import type { Ticket } from '@momento/contract';
import { useClient, useSession } from '../../provider/MarketplaceProvider.tsx';
import { useInfiniteList, type InfiniteList } from '../useInfiniteList.ts';
import { sellerTicketKeys } from './keys.ts';
import { getMyTickets } from './sellerTickets.ts';

/** My Tickets: infinite scroll over the signed-in user's own tickets; waits while logged out. */
export function useMyTickets(): InfiniteList<Ticket> {
  const client = useClient();
  const { status } = useSession();
  return useInfiniteList(status === 'loggedIn' ? sellerTicketKeys.mine() : null, (page) => getMyTickets(client, page), { revalidateFirstPage: true });
}
