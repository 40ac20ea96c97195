import type { Ticket } from '@momento/contract';
import { useClient } from '../../provider/MarketplaceProvider.tsx';
import { useInfiniteList, type InfiniteList } from '../useInfiniteList.ts';
import { getProducts } from './getProducts.ts';
import { productKeys, type ProductFilters } from './keys.ts';

/** /tickets search results and the home carousel (`is_featured: 1`), with infinite scroll; full_result=1. */
export function useProducts(filters: ProductFilters = {}): InfiniteList<Ticket> {
  const client = useClient();
  const query = { full_result: 1, ...filters } as const;
  return useInfiniteList(productKeys.list(query), (page) => getProducts(client, { ...query, page }));
}
