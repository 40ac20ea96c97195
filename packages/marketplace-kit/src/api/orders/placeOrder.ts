import type { OperationReply } from '@momento/contract';
import type { Client } from '../client.ts';

/** POST /user/orders/order.php: places the order of a checkout; the reply carries its order_no. */
export function placeOrder(client: Client, checkoutId: number, signal?: AbortSignal): Promise<OperationReply<'orderCreate'>> {
  return client.call('orderCreate', { body: { checkout_id: checkoutId } }, { signal });
}
