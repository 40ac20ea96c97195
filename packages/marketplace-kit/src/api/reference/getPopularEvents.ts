import type { OperationReply } from '@momento/contract';
import type { Client } from '../client.ts';

/** GET /popular.php?action=events. */
export function getPopularEvents(client: Client, signal?: AbortSignal): Promise<OperationReply<'popularEvents'>> {
  return client.call('popularEvents', {}, { signal });
}
