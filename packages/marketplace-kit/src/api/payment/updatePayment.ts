import type { OperationBody, Order } from '@momento/contract';
import type { Client } from '../client.ts';
import { orderPaymentUpdateRoute } from '@momento/contract/routes';

/**
 * PUT /user/orders/order.php?action=paymentUpdate with `{ order_no, payment_result: { is_paid, token } }`. The token
 * is the payment service's order id (or the test provider's capture token); the server verifies it itself.
 */
export function updatePayment(
  client: Client,
  body: OperationBody<'orderPaymentUpdate'>,
  signal?: AbortSignal,
): Promise<Order> {
  return client.call('orderPaymentUpdate', { body }, { signal, route: orderPaymentUpdateRoute });
}
