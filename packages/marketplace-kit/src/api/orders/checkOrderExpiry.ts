import type { OperationReply } from '@momento/contract';
import type { Client } from '../client.ts';
import { orderExpiryCheckRoute } from '@momento/contract/routes';

/** GET /user/orders/order.php?action=Isexpired&order_no=...: `status` is true when the order has expired. */
export function checkOrderExpiry(
  client: Client,
  orderNo: string,
  signal?: AbortSignal,
): Promise<OperationReply<'orderExpiryCheck'>> {
  return client.call(
    'orderExpiryCheck',
    { query: { order_no: orderNo } },
    { signal, route: orderExpiryCheckRoute },
  );
}
