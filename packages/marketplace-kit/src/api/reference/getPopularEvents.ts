import type { OperationReply } from '@momento/contract';
import type { Client } from '../client.ts';
import { popularEventsRoute } from '@momento/contract/routes';

/** GET /popular.php?action=events. */
export function getPopularEvents(
  client: Client,
  signal?: AbortSignal,
): Promise<OperationReply<'popularEvents'>> {
  return client.call('popularEvents', {}, { signal, route: popularEventsRoute });
}
