import type { Checkout } from '@momento/contract';
import type { Client } from '../client.ts';
import { checkoutCreateRoute } from '@momento/contract/routes';

/** POST /user/orders/checkout.php: starts a checkout from the cart (initiate checkout). */
export function createCheckout(client: Client, cartId: number, signal?: AbortSignal): Promise<Checkout> {
  return client.call('checkoutCreate', { body: { cart_id: cartId } }, { signal, route: checkoutCreateRoute });
}
