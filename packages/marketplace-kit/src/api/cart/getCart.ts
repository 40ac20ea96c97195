import type { Cart } from '@momento/contract';
import type { Client } from '../client.ts';
import { cartGetRoute } from '@momento/contract/routes';

/** GET /user/cart.php, collection-aware (full_collection=1). */
export function getCart(client: Client, signal?: AbortSignal): Promise<Cart> {
  return client.call('cartGet', { query: { full_collection: 1 } }, { signal, route: cartGetRoute });
}
