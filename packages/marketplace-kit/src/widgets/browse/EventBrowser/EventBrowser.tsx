import { useEffect, useRef } from 'react';
import { useArtists } from '#api/reference/useArtists.ts';
import { useEvents } from '#api/reference/useEvents.ts';
import { useGenres } from '#api/reference/useGenres.ts';
import { useTeams } from '#api/reference/useTeams.ts';
import { useVenues } from '#api/reference/useVenues.ts';
import { browseTexts } from '../browseTexts.ts';
import { filterOptions } from '../filterOptions.ts';
import {
  compactQuery,
  readId,
  readText,
  toSearch,
  useQueryState,
  type QueryStateProps,
} from '../searchQuery.ts';
import { EventBrowserView } from './EventBrowserView.tsx';
import { eventFilterKeys, type EventFilters } from './eventFilters.ts';

/**
 * /momentHistory: events that have tickets, filtered by genre, venue, team, artist and name, all held in the query
 * string. Apply writes them, Clear resets them; the page scrolls to the results on each change.
 */
export function EventBrowser(props: QueryStateProps) {
  const [query, setQuery] = useQueryState(props);
  const filters = Object.fromEntries(eventFilterKeys.map((key) => [key, query[key] ?? ''])) as EventFilters;
  const list = useEvents({
    genre: readId(query, 'genre'),
    venue: readId(query, 'venue'),
    team: readId(query, 'team'),
    artist: readId(query, 'artist'),
    name: readText(query, 'name'),
  });
  const genres = useGenres();
  const venues = useVenues();
  const teams = useTeams();
  const artists = useArtists();

  const resultsRef = useRef<HTMLHeadingElement>(null);
  const search = toSearch(compactQuery(filters, eventFilterKeys));
  const first = useRef(search);
  useEffect(() => {
    // Not on the first render: only a change of filters scrolls down to the results.
    if (first.current === search) return;
    first.current = search;
    resultsRef.current?.scrollIntoView?.({ block: 'start' });
  }, [search]);

  return (
    <EventBrowserView
      filters={filters}
      genreOptions={filterOptions(
        genres.data?.items,
        (item) => item.genre_id,
        (item) => item.display_name,
        browseTexts.any,
      )}
      venueOptions={filterOptions(
        venues.data?.items,
        (item) => item.venue_id,
        (item) => item.display_name,
        browseTexts.any,
      )}
      teamOptions={filterOptions(
        teams.data?.items,
        (item) => item.team_id,
        (item) => item.display_name,
        browseTexts.any,
      )}
      artistOptions={filterOptions(
        artists.data?.items,
        (item) => item.artist_id,
        (item) => item.display_name,
        browseTexts.any,
      )}
      onApply={(next) => setQuery(compactQuery(next, eventFilterKeys))}
      onClear={() => setQuery({})}
      list={list}
      resultsRef={resultsRef}
    />
  );
}
