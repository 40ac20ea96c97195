import type { OperationQuery, OperationReply } from '@momento/contract';
import type { Client } from '../client.ts';

/** GET /sub_genre.php. */
export function getSubGenres(
  client: Client,
  query: OperationQuery<'subGenres'> = {},
  signal?: AbortSignal,
): Promise<OperationReply<'subGenres'>> {
  return client.call('subGenres', { query }, { signal });
}
