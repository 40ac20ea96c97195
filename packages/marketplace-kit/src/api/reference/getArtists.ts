import type { OperationQuery, OperationReply } from '@momento/contract';
import type { Client } from '../client.ts';
import { artistsRoute } from '@momento/contract/routes';

/** GET /artist.php. */
export function getArtists(
  client: Client,
  query: OperationQuery<'artists'> = {},
  signal?: AbortSignal,
): Promise<OperationReply<'artists'>> {
  return client.call('artists', { query }, { signal, route: artistsRoute });
}
