import { memo, useMemo } from 'react';
import { usePopularEvents } from '#api/reference/usePopularEvents.ts';
import { usePopularSearches } from '#api/reference/usePopularSearches.ts';
import { usePopularTeams } from '#api/reference/usePopularTeams.ts';
import { useDeferredQuery } from '#api/useDeferredQuery.ts';
import { PopularListsView } from './PopularListsView.tsx';

/** Renders again only when a list changes (see PopularLists). */
const PopularListsPart = /* @__PURE__ */ memo(PopularListsView);

/** Home's popular searches, events and teams/artists, connected. */
export function PopularLists() {
  // Each list renders as a transition (React splits it into short slices), not in its data's synchronous update.
  const searches = useDeferredQuery(usePopularSearches());
  const events = useDeferredQuery(usePopularEvents());
  const teams = useDeferredQuery(usePopularTeams());
  const searchList = useMemo(
    () => ({ items: searches.data?.items, isLoading: searches.isLoading }),
    [searches.data, searches.isLoading],
  );
  const eventList = useMemo(
    () => ({ items: events.data?.items, isLoading: events.isLoading }),
    [events.data, events.isLoading],
  );
  const teamList = useMemo(
    () => ({ items: teams.data?.items, isLoading: teams.isLoading }),
    [teams.data, teams.isLoading],
  );
  return <PopularListsPart searches={searchList} events={eventList} teams={teamList} />;
}
