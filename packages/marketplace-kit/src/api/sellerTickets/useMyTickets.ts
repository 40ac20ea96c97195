import type { Ticket } from '@momento/contract';
import { useEffect, useRef } from 'react';
import { useClient, useSignedInReads } from '../../provider/MarketplaceProvider.tsx';
import { useInfiniteList, type InfiniteList } from '../useInfiniteList.ts';
import { sellerTicketKeys } from './keys.ts';
import { getMyTickets } from './sellerTickets.ts';

/** My Tickets: infinite scroll over the signed-in user's own tickets; waits while logged out. */
export function useMyTickets(): InfiniteList<Ticket> {
  const client = useClient();
  const canRead = useSignedInReads();
  const list = useInfiniteList(
    canRead ? sellerTicketKeys.mine() : null,
    (page) => getMyTickets(client, page),
    { revalidateFirstPage: true },
  );
  useReloadWhenBack(list);
  return list;
}

/**
 * Coming back to a list shown from the cache (after the ticket form, say) reads it again at once, past SWR's request
 * deduplication: a quick return would otherwise get the pages of a load that started before the change.
 */
export function useReloadWhenBack(list: Pick<InfiniteList<unknown>, 'items' | 'reload'>): void {
  const cached = useRef(list.items.length > 0);
  const reload = useRef(list.reload);
  useEffect(() => {
    if (cached.current) reload.current();
  }, []);
}
