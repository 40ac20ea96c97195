import type { Collection } from '@momento/contract';
import { useClient } from '../../provider/MarketplaceProvider.tsx';
import { useInfiniteList, type InfiniteList } from '../useInfiniteList.ts';
import { getCollections } from './getCollections.ts';
import { collectionKeys, type CollectionFilters } from './keys.ts';

/** /collections: all collections with infinite scroll ('No more collections found' / 'No collections Found'). */
export function useCollections(filters: CollectionFilters = {}): InfiniteList<Collection> {
  const client = useClient();
  return useInfiniteList(collectionKeys.list(filters), (page) =>
    getCollections(client, { ...filters, page }),
  );
}
