import type { Event, OperationBody } from '@momento/contract';
import type { Client } from '../client.ts';
import { eventUpdateRoute } from '@momento/contract/routes';

/** PUT /seller/events.php (ours): the creator's event edited, with renames of its own INQUEUE reference items. */
export function updateEvent(
  client: Client,
  body: OperationBody<'eventUpdate'>,
  signal?: AbortSignal,
): Promise<Event> {
  return client.call('eventUpdate', { body }, { signal, route: eventUpdateRoute });
}
