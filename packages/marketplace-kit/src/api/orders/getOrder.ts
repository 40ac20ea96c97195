import type { Order } from '@momento/contract';
import type { Client } from '../client.ts';
import { orderGetRoute } from '@momento/contract/routes';

/** GET /user/orders/order.php?order_no=... */
export function getOrder(client: Client, orderNo: string, signal?: AbortSignal): Promise<Order> {
  return client.call('orderGet', { query: { order_no: orderNo } }, { signal, route: orderGetRoute });
}
