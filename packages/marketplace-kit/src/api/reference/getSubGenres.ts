import type { OperationQuery, OperationReply } from '@momento/contract';
import type { Client } from '../client.ts';
import { subGenresRoute } from '@momento/contract/routes';

/** GET /sub_genre.php. */
export function getSubGenres(
  client: Client,
  query: OperationQuery<'subGenres'> = {},
  signal?: AbortSignal,
): Promise<OperationReply<'subGenres'>> {
  return client.call('subGenres', { query }, { signal, route: subGenresRoute });
}
