import type { OperationQuery, OperationReply } from '@momento/contract';
import type { Client } from '../client.ts';
import { venuesRoute } from '@momento/contract/routes';

/** GET /venues.php: unauthenticated, by display_order ascending. */
export function getVenues(
  client: Client,
  query: OperationQuery<'venues'> = {},
  signal?: AbortSignal,
): Promise<OperationReply<'venues'>> {
  return client.call('venues', { query }, { signal, route: venuesRoute });
}
