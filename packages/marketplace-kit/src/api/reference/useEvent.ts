import type { Event } from '@momento/contract';
import useSWR, { type SWRResponse } from 'swr';
import { useClient } from '../../provider/MarketplaceProvider.tsx';
import { getEvents } from './getEvents.ts';
import { referenceKeys } from './keys.ts';

/**
 * One event by id (the /tickets?event= header): GET /events.php?event_id=, a page of zero or one item. Resolves
 * null when there is no such event; waits (null key) without a valid id.
 */
export function useEvent(eventId: number | null | undefined): SWRResponse<Event | null> {
  const client = useClient();
  const valid = typeof eventId === 'number' && Number.isInteger(eventId) && eventId > 0;
  return useSWR(valid ? referenceKeys.events({ event_id: eventId }) : null, ([, , query]) =>
    getEvents(client, { ...query, full_result: 1 }).then((page) => page.items[0] ?? null),
  );
}
