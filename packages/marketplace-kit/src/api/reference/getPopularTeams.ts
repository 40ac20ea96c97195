import type { OperationReply } from '@momento/contract';
import type { Client } from '../client.ts';
import { popularTeamsRoute } from '@momento/contract/routes';

/** GET /popular.php?action=teams. */
export function getPopularTeams(
  client: Client,
  signal?: AbortSignal,
): Promise<OperationReply<'popularTeams'>> {
  return client.call('popularTeams', {}, { signal, route: popularTeamsRoute });
}
