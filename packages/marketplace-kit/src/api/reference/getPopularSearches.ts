import type { OperationReply } from '@momento/contract';
import type { Client } from '../client.ts';
import { popularSearchesRoute } from '@momento/contract/routes';

/** GET /popular.php?action=searches. */
export function getPopularSearches(
  client: Client,
  signal?: AbortSignal,
): Promise<OperationReply<'popularSearches'>> {
  return client.call('popularSearches', {}, { signal, route: popularSearchesRoute });
}
