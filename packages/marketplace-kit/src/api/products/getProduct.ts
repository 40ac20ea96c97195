import type { OperationReply } from '@momento/contract';
import type { Client } from '../client.ts';
import { productRoute } from '@momento/contract/routes';

/** One ticket by product_id (GET /products.php?product_id=..., collection-aware with full_collection=1). */
export function getProduct(
  client: Client,
  productId: number,
  signal?: AbortSignal,
): Promise<OperationReply<'product'>> {
  return client.call(
    'product',
    { query: { product_id: productId, full_collection: 1 } },
    { signal, route: productRoute },
  );
}
