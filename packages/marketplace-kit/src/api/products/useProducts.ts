import type { Ticket } from '@momento/contract';
import { useClient } from '../../provider/MarketplaceProvider.tsx';
import { useInfiniteList, type InfiniteList } from '../useInfiniteList.ts';
import { getProducts } from './getProducts.ts';
import { productKeys, type ProductFilters } from './keys.ts';

/**
 * /tickets search results, page by page (20 a page) with infinite scroll. Not full_result=1: the API answers every
 * match at once with it (up to 500 tickets), which the infinite scroll exists to avoid.
 */
export function useProducts(filters: ProductFilters = {}): InfiniteList<Ticket> {
  const client = useClient();
  return useInfiniteList(productKeys.list(filters), (page) => getProducts(client, { ...filters, page }));
}
