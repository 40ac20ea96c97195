import type { OperationReply } from '@momento/contract';
import { partnerMarker } from '../../session/partnerMarker.ts';
import type { Client } from '../client.ts';
import { orderCreateRoute } from '@momento/contract/routes';

/**
 * POST /user/orders/order.php: places the order of a checkout; the reply carries its order_no. The partner marker the
 * site kept from a partner's link, while it lasts, goes with it (session/partnerMarker.ts).
 */
export function placeOrder(
  client: Client,
  checkoutId: number,
  signal?: AbortSignal,
): Promise<OperationReply<'orderCreate'>> {
  const partner = partnerMarker();
  return client.call(
    'orderCreate',
    { body: { checkout_id: checkoutId, ...(partner === undefined ? {} : { partner }) } },
    { signal, route: orderCreateRoute },
  );
}
