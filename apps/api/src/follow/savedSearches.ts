import {
  FOLLOW_REFUSALS,
  operations,
  pickSavedSearchFilters,
  SAVED_SEARCH_INDEX_KEYS,
  type SavedSearchFilters,
} from '@momento/contract';
import { ApiError } from '../errors.ts';
import { criteriaOf, type SearchCriteria } from '../queries/search/criteria.ts';

// A saved search's filters and what /tickets makes of them (docs/rules/follow.md: "A match is what /tickets would
// show for the filters"). The filters are read by the /tickets operation's own query schema and the search's own
// reading (criteriaOf), so a saved search and the search it opens never disagree on what a filter means.

/** The /tickets query of `filters`, read as the search reads it; a VALIDATION error naming the filter otherwise. */
export function criteriaOfFilters(filters: SavedSearchFilters): SearchCriteria {
  const parsed = operations.products.query.safeParse(filters);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ApiError(
      'VALIDATION',
      FOLLOW_REFUSALS.searchFilter(issue?.path.join('.') ?? '', issue?.message ?? 'invalid'),
    );
  }
  return criteriaOf(parsed.data);
}

/** The saved-search keys with a value, trimmed, in the keys' order (follow.ts). */
export const savedFilters = (source: Readonly<Record<string, unknown>>): SavedSearchFilters =>
  pickSavedSearchFilters(source);

/**
 * The bucket a search is indexed under: its first equality filter in SAVED_SEARCH_INDEX_KEYS order (`event:12`), else
 * a piece of its longest word (`gram:cup`), or `*` when it has neither. A ticket matches the search only if it has that filter's value, so it is enough for the
 * search to sit in one bucket: a ticket looks up its own buckets (ticketBuckets) and `*`.
 */
export function bucketOf(c: SearchCriteria): string {
  const values: Record<(typeof SAVED_SEARCH_INDEX_KEYS)[number], number | undefined> = {
    event: c.event,
    sub_genre: c.subGenre,
    venue: c.venue,
    team: c.team,
    artist: c.artist,
    seller: c.seller,
  };
  for (const key of SAVED_SEARCH_INDEX_KEYS) {
    const value = values[key];
    if (value !== undefined) return `${key}:${value}`;
  }
  // Without an equality filter, a word of three characters or more still narrows it: the word occurs in a ticket's
  // search text only if each of its three characters in a row does (`gram:` of the longest word's first three).
  const longest = c.words.reduce((a, b) => (b.length > a.length ? b : a), '');
  if (longest.length >= GRAM) return `gram:${longest.slice(0, GRAM)}`;
  return '*';
}

/** The length of the pieces of words the `gram:` buckets hold. */
const GRAM = 3;

/** Every piece of GRAM characters in a row of `text` (UTF-16 code units, as String#includes compares them). */
function gramsOf(text: string): Set<string> {
  const grams = new Set<string>();
  for (let i = 0; i + GRAM <= text.length; i += 1) grams.add(text.slice(i, i + GRAM));
  return grams;
}

/** A ticket as matching reads it: its own columns, its event's copies on its row, its event's teams and artists. */
export type MatchTicket = {
  id: number;
  seller_id: number;
  event_id: number;
  sub_genre_id: number | null;
  venue_id: number | null;
  event_date: Date | null;
  section: string | null;
  row: string | null;
  seat_no: string | null;
  is_sale: boolean;
  is_featured: boolean;
  price_cents: number | null;
  face_price_cents: number | null;
  collection_id: number | null;
  /** tickets.search_text: the ticket's name and its event's text, lower-cased. */
  search_text: string;
  teams: number[];
  artists: number[];
};

/** The buckets a ticket's searches can sit in (bucketOf), `*` included. */
export function ticketBuckets(t: MatchTicket): string[] {
  const buckets = ['*', `event:${t.event_id}`, `seller:${t.seller_id}`];
  if (t.sub_genre_id !== null) buckets.push(`sub_genre:${t.sub_genre_id}`);
  if (t.venue_id !== null) buckets.push(`venue:${t.venue_id}`);
  for (const team of t.teams) buckets.push(`team:${team}`);
  for (const artist of t.artists) buckets.push(`artist:${artist}`);
  for (const gram of gramsOf(t.search_text)) buckets.push(`gram:${gram}`);
  return buckets;
}

const lowerEquals = (value: string | null, wanted: string) =>
  value !== null && value.toLowerCase() === wanted;

/**
 * Whether the listed ticket `t` is among what /tickets shows for `c`: the same conditions as the search by SQL
 * (queries/search/sql.ts) and the in-memory index. A word occurs in the ticket's search text (its name and its
 * event's text joined by a space; a word holds none); prices are upper bounds, `price` only for a ticket for sale;
 * section, row and seat compare lower-cased; the date is the event's UTC day.
 */
export function ticketMatches(c: SearchCriteria, t: MatchTicket): boolean {
  if (c.event !== undefined && t.event_id !== c.event) return false;
  if (c.seller !== undefined && t.seller_id !== c.seller) return false;
  if (c.subGenre !== undefined && t.sub_genre_id !== c.subGenre) return false;
  if (c.venue !== undefined && t.venue_id !== c.venue) return false;
  if (c.team !== undefined && !t.teams.includes(c.team)) return false;
  if (c.artist !== undefined && !t.artists.includes(c.artist)) return false;
  if (c.collectionId !== undefined && t.collection_id !== c.collectionId) return false;
  if (c.featured && !t.is_featured) return false;
  if (c.day) {
    const at = t.event_date?.getTime();
    if (at === undefined || at < c.day[0] || at >= c.day[1]) return false;
  }
  if (
    c.maxPriceCents !== undefined &&
    !(t.is_sale && t.price_cents !== null && t.price_cents <= c.maxPriceCents)
  )
    return false;
  if (
    c.maxFacePriceCents !== undefined &&
    !(t.face_price_cents !== null && t.face_price_cents <= c.maxFacePriceCents)
  )
    return false;
  if (c.section !== undefined && !lowerEquals(t.section, c.section)) return false;
  if (c.row !== undefined && !lowerEquals(t.row, c.row)) return false;
  if (c.seat !== undefined && !lowerEquals(t.seat_no, c.seat)) return false;
  return c.words.every((word) => t.search_text.includes(word));
}

/** The /tickets address of a saved search's filters (Run, and the links of its alerts). */
export function ticketsPath(filters: SavedSearchFilters): string {
  // In the keys' order (a jsonb column keeps its own order of keys).
  const query = new URLSearchParams(
    Object.entries(pickSavedSearchFilters(filters)).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  ).toString();
  return query ? `/tickets?${query}` : '/tickets';
}
