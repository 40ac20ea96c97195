import type { Order } from '@momento/contract';
import useSWR, { type SWRResponse } from 'swr';
import { useClient, useSignedInReads } from '../../provider/MarketplaceProvider.tsx';
import { getOrder } from './getOrder.ts';
import { orderKeys } from './keys.ts';

/** One order by its number; waits (null key) without one or while logged out. */
export function useOrder(orderNo: string | null): SWRResponse<Order> {
  const client = useClient();
  const canRead = useSignedInReads();
  return useSWR(orderNo && canRead ? orderKeys.detail(orderNo) : null, () => getOrder(client, orderNo ?? ''));
}
