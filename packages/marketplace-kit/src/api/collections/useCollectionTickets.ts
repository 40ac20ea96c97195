import type { Ticket } from '@momento/contract';
import { useClient } from '../../provider/MarketplaceProvider.tsx';
import { getProducts } from '../products/getProducts.ts';
import { useInfiniteList, type InfiniteList } from '../useInfiniteList.ts';
import { collectionKeys } from './keys.ts';

/** /collections/{id}: the tickets of one collection (products filtered by collection_id); waits without an id. */
export function useCollectionTickets(collectionId: number | null | undefined): InfiniteList<Ticket> {
  const client = useClient();
  const valid = typeof collectionId === 'number' && Number.isInteger(collectionId) && collectionId > 0;
  return useInfiniteList(valid ? collectionKeys.tickets(collectionId) : null, (page) =>
    getProducts(client, {
      collection_id: collectionId ?? undefined,
      full_result: 1,
      full_collection: 1,
      page,
    }),
  );
}
