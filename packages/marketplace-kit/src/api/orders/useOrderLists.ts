import type { BuyerOrder, SellOrder } from '@momento/contract';
import { useClient, useSignedInReads } from '../../provider/MarketplaceProvider.tsx';
import { useInfiniteList, type InfiniteList } from '../useInfiniteList.ts';
import { orderKeys, type OrderListFilters } from './keys.ts';
import { getBuyerOrders, getSellerOrders } from './orderLists.ts';

/** My Orders, BUY tab: infinite scroll over the buyer's orders; waits while logged out. */
export function useBuyerOrders(
  filters: OrderListFilters,
  { enabled = true }: { enabled?: boolean } = {},
): InfiniteList<BuyerOrder> {
  const client = useClient();
  const canRead = useSignedInReads();
  return useInfiniteList(enabled && canRead ? orderKeys.buyList(filters) : null, (page) =>
    getBuyerOrders(client, { ...filters, page }),
  );
}

/** My Orders, SELL tab (active sellers): infinite scroll over the seller's sub-orders. */
export function useSellerOrders(
  filters: OrderListFilters,
  { enabled = true }: { enabled?: boolean } = {},
): InfiniteList<SellOrder> {
  const client = useClient();
  const canRead = useSignedInReads();
  return useInfiniteList(enabled && canRead ? orderKeys.sellList(filters) : null, (page) =>
    getSellerOrders(client, { ...filters, page }),
  );
}
