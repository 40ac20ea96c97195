import type { OperationQuery, OperationReply } from '@momento/contract';
import type { Client } from '../client.ts';
import { teamsRoute } from '@momento/contract/routes';

/** GET /teams.php (status APPROVED,INQUEUE in the ticket form). */
export function getTeams(
  client: Client,
  query: OperationQuery<'teams'> = {},
  signal?: AbortSignal,
): Promise<OperationReply<'teams'>> {
  return client.call('teams', { query }, { signal, route: teamsRoute });
}
