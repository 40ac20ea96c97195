import { usePopularEvents } from '#api/reference/usePopularEvents.ts';
import { usePopularSearches } from '#api/reference/usePopularSearches.ts';
import { usePopularTeams } from '#api/reference/usePopularTeams.ts';
import { PopularListsView } from './PopularListsView.tsx';

/** Home's popular searches, events and teams/artists, connected. */
export function PopularLists() {
  const searches = usePopularSearches();
  const events = usePopularEvents();
  const teams = usePopularTeams();
  return (
    <PopularListsView
      searches={{ items: searches.data?.items, isLoading: searches.isLoading }}
      events={{ items: events.data?.items, isLoading: events.isLoading }}
      teams={{ items: teams.data?.items, isLoading: teams.isLoading }}
    />
  );
}
