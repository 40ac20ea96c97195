import { BROWSING_REFUSALS, type OperationQuery } from '@momento/contract';
import { ApiError } from '../../errors.ts';
import { toCents } from '../../views/money.ts';

/**
 * The public ticket search behind /tickets: listed tickets (status SELL, not deleted) matching every
 * given filter, newest first. `q` matches every word against the search text (ticket, event, venue, teams,
 * artists, significance); `price` and `face_price` are upper bounds; section, row and seat compare
 * case-insensitively. The event's own filters (date, sub_genre, event, venue) read copies kept on the ticket row.
 *
 * A search is answered in one of two ways with the same result: by SQL on the database (always correct, one index
 * walk per search; `sql.ts`), or by the in-memory SearchIndex while it is fresh (no database round trip for the page
 * of ids; `catalogue/searchIndex.ts`, kept by `catalogue/holder.ts`). `SearchCriteria` is the one normalised reading of the query that both use.
 */
export type SearchCriteria = {
  /** Lower-cased words (at most 6); each must occur in the search text. */
  words: string[];
  seller?: number;
  collectionId?: number;
  /** Lower-cased; compared with the lower-cased column. */
  section?: string;
  row?: string;
  seat?: string;
  /** Upper bounds in cents; `maxPriceCents` also requires the ticket to be for sale. */
  maxPriceCents?: number;
  maxFacePriceCents?: number;
  featured: boolean;
  /** The UTC day of the event, [start, end) in ms. */
  day?: [number, number];
  subGenre?: number;
  event?: number;
  venue?: number;
  team?: number;
  artist?: number;
};

type ProductQuery = OperationQuery<'products'>;

export const DAY_MS = 86_400_000;

/** Start and end of the UTC day of a date filter ('2026-11-22' or a timestamp). */
function dayRange(value: string): [number, number] {
  const start = new Date(`${value.slice(0, 10)}T00:00:00.000Z`).getTime();
  if (Number.isNaN(start)) throw new ApiError('VALIDATION', BROWSING_REFUSALS.invalidDate);
  return [start, start + DAY_MS];
}

const PRICE_CAP = 99_999_999;

export function criteriaOf(q: ProductQuery): SearchCriteria {
  const c: SearchCriteria = {
    words: q.q ? q.q.toLowerCase().split(/\s+/).filter(Boolean).slice(0, 6) : [],
    featured: q.is_featured === 1,
  };
  if (q.seller !== undefined) c.seller = q.seller;
  if (q.collection_id !== undefined) c.collectionId = q.collection_id;
  if (q.section) c.section = q.section.toLowerCase();
  if (q.row) c.row = q.row.toLowerCase();
  if (q.seat) c.seat = q.seat.toLowerCase();
  if (q.price !== undefined) c.maxPriceCents = toCents(Math.min(q.price, PRICE_CAP));
  if (q.face_price !== undefined) c.maxFacePriceCents = toCents(Math.min(q.face_price, PRICE_CAP));
  if (q.date) c.day = dayRange(q.date);
  if (q.sub_genre !== undefined) c.subGenre = q.sub_genre;
  if (q.event !== undefined) c.event = q.event;
  if (q.venue !== undefined) c.venue = q.venue;
  if (q.team !== undefined) c.team = q.team;
  if (q.artist !== undefined) c.artist = q.artist;
  return c;
}
