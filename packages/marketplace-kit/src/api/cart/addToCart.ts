import type { Cart, OperationBody } from '@momento/contract';
import type { Client } from '../client.ts';
import { cartAddRoute } from '@momento/contract/routes';

/** PUT /user/cart.php: a ticket (BUY), a collection (COLLECTION) or an accepted offer (OFFER). */
export function addToCart(
  client: Client,
  body: OperationBody<'cartAdd'>,
  signal?: AbortSignal,
): Promise<Cart> {
  return client.call('cartAdd', { body }, { signal, route: cartAddRoute });
}
