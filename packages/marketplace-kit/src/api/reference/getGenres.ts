import type { OperationQuery, OperationReply } from '@momento/contract';
import type { Client } from '../client.ts';
import { genresRoute } from '@momento/contract/routes';

/** GET /genre.php: genres with their sub-genres (status defaults to APPROVED on the server). */
export function getGenres(
  client: Client,
  query: OperationQuery<'genres'> = {},
  signal?: AbortSignal,
): Promise<OperationReply<'genres'>> {
  return client.call('genres', { query }, { signal, route: genresRoute });
}
