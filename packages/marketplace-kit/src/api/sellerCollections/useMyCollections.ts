import type { Collection, Ticket } from '@momento/contract';
import { useClient, useSignedInReads } from '../../provider/MarketplaceProvider.tsx';
import { useReloadWhenBack } from '../sellerTickets/useMyTickets.ts';
import { useInfiniteList, type InfiniteList } from '../useInfiniteList.ts';
import { sellerCollectionKeys } from './keys.ts';
import { getMyCollectionTickets, getMyCollections } from './sellerCollections.ts';

/** My Collections: infinite scroll over the signed-in seller's collections; waits while logged out. */
export function useMyCollections(): InfiniteList<Collection> {
  const client = useClient();
  const canRead = useSignedInReads();
  const list = useInfiniteList(
    canRead ? sellerCollectionKeys.mine() : null,
    (page) => getMyCollections(client, page),
    { revalidateFirstPage: true },
  );
  useReloadWhenBack(list);
  return list;
}

/** The tickets of one of my collections (/account/mycollection/{id}); waits without a valid id. */
export function useMyCollectionTickets(collectionId: number | null | undefined): InfiniteList<Ticket> {
  const client = useClient();
  const canRead = useSignedInReads();
  const valid = typeof collectionId === 'number' && Number.isInteger(collectionId) && collectionId > 0;
  const list = useInfiniteList(
    canRead && valid ? sellerCollectionKeys.tickets(collectionId) : null,
    (page) => getMyCollectionTickets(client, collectionId ?? 0, page),
    { revalidateFirstPage: true },
  );
  useReloadWhenBack(list);
  return list;
}
