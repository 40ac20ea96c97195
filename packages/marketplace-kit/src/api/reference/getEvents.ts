import type { OperationQuery, OperationReply } from '@momento/contract';
import type { Client } from '../client.ts';
import { eventsRoute } from '@momento/contract/routes';

/** GET /events.php: one page (`page` in the query) of events. */
export function getEvents(
  client: Client,
  query: OperationQuery<'events'> = {},
  signal?: AbortSignal,
): Promise<OperationReply<'events'>> {
  return client.call('events', { query }, { signal, route: eventsRoute });
}
