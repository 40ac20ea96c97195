import type { Event, OperationQuery } from '@momento/contract';
import { useClient } from '../../provider/MarketplaceProvider.tsx';
import { useInfiniteList, type InfiniteList } from '../useInfiniteList.ts';
import { getEvents } from './getEvents.ts';
import { referenceKeys } from './keys.ts';

/**
 * /momentHistory: events with infinite scroll. Filters (genre, venue, team, artist, name) come from the query string;
 * only events that have tickets are requested, with full_result=1.
 */
export function useEvents(filters: Omit<OperationQuery<'events'>, 'page'> = {}): InfiniteList<Event> {
  const client = useClient();
  const query = { full_result: 1, has_tickets: 1, ...filters } as const;
  return useInfiniteList(referenceKeys.events(query), (page) => getEvents(client, { ...query, page }));
}
