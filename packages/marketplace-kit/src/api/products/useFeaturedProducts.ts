import type { OperationReply } from '@momento/contract';
import useSWR, { type SWRResponse } from 'swr';
import { useClient } from '../../provider/MarketplaceProvider.tsx';
import { getProducts } from './getProducts.ts';
import { productKeys } from './keys.ts';

// The first page (20), not full_result=1 (every featured ticket, up to 500): the carousel shows a page, and the
// home's first screen waits for this reply.
const FEATURED = { is_featured: 1 } as const;

/**
 * Home's 'Featured Tickets': the first page of tickets requested with is_featured. One
 * page, no infinite scroll, so the home route does without swr/infinite.
 */
export function useFeaturedProducts(): SWRResponse<OperationReply<'products'>> {
  const client = useClient();
  return useSWR(productKeys.list(FEATURED), ([, , filters]) => getProducts(client, filters));
}
