// A saved search's filters in words ('Keyword "Game 7"', 'Venue: Wembley Stadium, London', 'Price up to $500.00'):
// the saved searches list and the Save-this-search dialog (its name's first suggestion) read the names of the
// referenced items from the same cached reference reads as the /tickets filters.
import {
  pickSavedSearchFilters,
  type SavedSearchFilterKey,
  type SavedSearchFilters,
} from '@momento/contract/routes';
import { useArtists } from '#api/reference/useArtists.ts';
import { useEvent } from '#api/reference/useEvent.ts';
import { useSubGenres } from '#api/reference/useSubGenres.ts';
import { useTeams } from '#api/reference/useTeams.ts';
import { useVenues } from '#api/reference/useVenues.ts';
import { formatDate } from '#format/date.ts';
import { formatMoney } from '#format/money.ts';
import { filterWords, followTexts } from './followTexts.ts';

/** The names of the items a search refers to by id, by filter key and id ('venue' -> '2' -> 'Wembley Stadium, London'). */
export type FilterNames = Partial<
  Record<'sub_genre' | 'venue' | 'team' | 'artist' | 'event', ReadonlyMap<string, string>>
>;

/**
 * The filters in words, in the keys' order; an item whose name is not known (yet) shows by its number. Amounts and
 * dates in `locale` (the provider's; English by default).
 */
export function describeFilters(
  filters: SavedSearchFilters,
  names: FilterNames = {},
  locale?: string,
): string[] {
  const picked = pickSavedSearchFilters(filters);
  return (Object.keys(picked) as SavedSearchFilterKey[]).map((key) => {
    const value = picked[key] ?? '';
    switch (key) {
      case 'sub_genre':
      case 'venue':
      case 'team':
      case 'artist':
      case 'event':
        return filterWords[key](names[key]?.get(value) ?? `#${value}`);
      case 'seller':
        return filterWords.seller(`#${value}`);
      case 'price':
      case 'face_price':
        return filterWords[key](formatMoney(value, { fallback: value, locale }));
      case 'date':
        // Event dates are calendar days: shown in UTC so they never shift a day.
        return filterWords.date(formatDate(value, { timeZone: 'UTC', locale }) || value);
      default:
        return filterWords[key](value);
    }
  });
}

/** The filters in one line ('Any ticket' without any), amounts and dates in `locale`. */
export function filterSummary(filters: SavedSearchFilters, names?: FilterNames, locale?: string): string {
  const words = describeFilters(filters, names, locale);
  return words.length === 0 ? followTexts.anyFilter : words.join(' · ');
}

const byId = <T>(items: readonly T[] | undefined, id: (item: T) => number, name: (item: T) => string) =>
  new Map((items ?? []).map((item) => [String(id(item)), name(item)]));

/** The names the filters refer to, from the cached reference reads (one read per kind, shared with /tickets). */
export function useFilterNames(filters: SavedSearchFilters): FilterNames {
  const subGenres = useSubGenres();
  const venues = useVenues();
  const teams = useTeams();
  const artists = useArtists();
  const eventId = filters.event ? Number(filters.event) : null;
  const { data: event } = useEvent(eventId);
  return {
    sub_genre: byId(
      subGenres.data?.items,
      (item) => item.sub_genre_id,
      (item) => item.display_name,
    ),
    venue: byId(
      venues.data?.items,
      (item) => item.venue_id,
      (item) => item.display_name,
    ),
    team: byId(
      teams.data?.items,
      (item) => item.team_id,
      (item) => item.display_name,
    ),
    artist: byId(
      artists.data?.items,
      (item) => item.artist_id,
      (item) => item.display_name,
    ),
    event: event ? new Map([[String(event.event_id), event.name]]) : new Map(),
  };
}
