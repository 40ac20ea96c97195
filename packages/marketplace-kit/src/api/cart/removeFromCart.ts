import type { Cart, OperationBody } from '@momento/contract';
import type { Client } from '../client.ts';
import { cartRemoveRoute } from '@momento/contract/routes';

/** DELETE /user/cart.php by product_id (or collection_id / offer_no). */
export function removeFromCart(
  client: Client,
  body: OperationBody<'cartRemove'>,
  signal?: AbortSignal,
): Promise<Cart> {
  return client.call('cartRemove', { body }, { signal, route: cartRemoveRoute });
}
