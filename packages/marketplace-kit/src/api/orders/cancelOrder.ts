import type { Order } from '@momento/contract';
import type { Client } from '../client.ts';
import { orderCancelRoute } from '@momento/contract/routes';

/** DELETE /user/orders/order.php: cancels an unpaid order. */
export function cancelOrder(client: Client, orderNo: string, signal?: AbortSignal): Promise<Order> {
  return client.call('orderCancel', { body: { order_no: orderNo } }, { signal, route: orderCancelRoute });
}
