import type { OperationQuery, OperationReply } from '@momento/contract';
import type { Client } from '../client.ts';
import { productsRoute } from '@momento/contract/routes';

/** GET /products.php: one page of tickets matching the filters. */
export function getProducts(
  client: Client,
  query: OperationQuery<'products'> = {},
  signal?: AbortSignal,
): Promise<OperationReply<'products'>> {
  return client.call('products', { query }, { signal, route: productsRoute });
}
