import type { BuyerOrder, ListPage, SellOrder } from '@momento/contract';
import type { Client } from '../client.ts';
import type { OrderListFilters } from './keys.ts';
import { buyerOrdersRoute, sellerOrdersRoute } from '@momento/contract/routes';

/** GET /user/orders/order.php: the buyer's orders, one card per sub-order (type BUYER, date range, page). */
export function getBuyerOrders(
  client: Client,
  query: OrderListFilters & { page?: number },
  signal?: AbortSignal,
): Promise<ListPage<BuyerOrder>> {
  return client.call(
    'buyerOrders',
    { query: { ...query, type: 'BUYER' } },
    { signal, route: buyerOrdersRoute },
  );
}

/** GET /seller/orders/order.php: the active seller's sub-orders (date range, page). */
export function getSellerOrders(
  client: Client,
  query: OrderListFilters & { page?: number },
  signal?: AbortSignal,
): Promise<ListPage<SellOrder>> {
  return client.call('sellerOrders', { query }, { signal, route: sellerOrdersRoute });
}
