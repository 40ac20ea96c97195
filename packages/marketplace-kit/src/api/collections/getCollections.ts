import type { OperationQuery, OperationReply } from '@momento/contract';
import type { Client } from '../client.ts';
import { collectionsRoute } from '@momento/contract/routes';

/** GET /collections.php: one page of collections. */
export function getCollections(
  client: Client,
  query: OperationQuery<'collections'> = {},
  signal?: AbortSignal,
): Promise<OperationReply<'collections'>> {
  return client.call('collections', { query }, { signal, route: collectionsRoute });
}
