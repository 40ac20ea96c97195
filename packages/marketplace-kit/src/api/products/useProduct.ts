import type { Ticket } from '@momento/contract';
import useSWR, { type SWRResponse } from 'swr';
import { useClient } from '../../provider/MarketplaceProvider.tsx';
import { getProduct } from './getProduct.ts';
import { productKeys } from './keys.ts';

/** One ticket (/tickets/{product_id}); waits (null key) while the id is missing or not a positive integer. */
export function useProduct(productId: number | string | null | undefined): SWRResponse<Ticket> {
  const client = useClient();
  const id = Number(productId);
  const valid =
    productId !== null && productId !== undefined && productId !== '' && Number.isInteger(id) && id > 0;
  return useSWR(valid ? productKeys.detail(id) : null, ([, , key]) => getProduct(client, key));
}
