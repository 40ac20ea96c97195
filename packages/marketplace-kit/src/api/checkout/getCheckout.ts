import type { Checkout } from '@momento/contract';
import type { Client } from '../client.ts';
import { checkoutGetRoute } from '@momento/contract/routes';

/** GET /user/orders/checkout.php?checkout_id=... */
export function getCheckout(client: Client, checkoutId: number, signal?: AbortSignal): Promise<Checkout> {
  return client.call(
    'checkoutGet',
    { query: { checkout_id: checkoutId } },
    { signal, route: checkoutGetRoute },
  );
}
