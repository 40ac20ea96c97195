import type { OperationReply } from '@momento/contract';
import useSWR, { type SWRResponse } from 'swr';
import { useClient } from '../../provider/MarketplaceProvider.tsx';
import { getProducts } from './getProducts.ts';
import { productKeys } from './keys.ts';

const FEATURED = { is_featured: 1, full_result: 1 } as const;

/**
 * Home's 'Featured Tickets': the first page of tickets requested with is_featured (public-site.md section 2). One
 * page, no infinite scroll, so the home route does without swr/infinite.
 */
export function useFeaturedProducts(): SWRResponse<OperationReply<'products'>> {
  const client = useClient();
  return useSWR(productKeys.list(FEATURED), ([, , filters]) => getProducts(client, filters));
}
