import type { OperationQuery } from '@momento/contract';
import { sql, type RawBuilder } from 'kysely';
import type { Queryable } from '../db/database.ts';
import { ApiError } from '../http/errors.ts';
import { toCents } from './money.ts';

/**
 * The public ticket search (public-site.md §2 /tickets): listed tickets (status SELL, not deleted) matching every
 * given filter, newest first. `q` matches every word against the search text (listing, event, venue, teams,
 * artists, significance); `price` and `face_price` are upper bounds; section, row and seat compare
 * case-insensitively. The event's own filters (date, sub_genre, event, venue) read copies kept on the ticket row.
 *
 * A search is answered in one of two ways with the same result: by SQL on the database (always correct, one index
 * walk per search), or by the in-memory SearchIndex below while it is fresh (no database round trip for the page
 * of ids). `SearchCriteria` is the one normalised reading of the query that both use.
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

const DAY_MS = 86_400_000;

/** Start and end of the UTC day of a date filter ('2026-11-22' or a timestamp). */
function dayRange(value: string): [number, number] {
  const start = new Date(`${value.slice(0, 10)}T00:00:00.000Z`).getTime();
  if (Number.isNaN(start)) throw new ApiError('VALIDATION', 'date: invalid date');
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

// ─── by SQL ───

/** `text` as a literal inside a LIKE pattern. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** Conditions of the event (alias `e` for the events table, `t` for the copies on the ticket row). */
function eventConditions(c: SearchCriteria, alias: 't' | 'e'): RawBuilder<boolean>[] {
  const where: RawBuilder<boolean>[] = [];
  const column = (name: string) => sql.ref(`${alias}.${name}`);
  const eventId = sql.ref(alias === 't' ? 't.event_id' : 'e.id');
  if (c.day) where.push(sql<boolean>`${column('event_date')} >= ${new Date(c.day[0])} AND ${column('event_date')} < ${new Date(c.day[1])}`);
  if (c.subGenre !== undefined) where.push(sql<boolean>`${column('sub_genre_id')} = ${c.subGenre}`);
  if (c.event !== undefined) where.push(sql<boolean>`${eventId} = ${c.event}`);
  if (c.venue !== undefined) where.push(sql<boolean>`${column('venue_id')} = ${c.venue}`);
  if (c.team !== undefined) where.push(sql<boolean>`${eventId} IN (SELECT event_id FROM event_teams WHERE team_id = ${c.team})`);
  if (c.artist !== undefined) where.push(sql<boolean>`${eventId} IN (SELECT event_id FROM event_artists WHERE artist_id = ${c.artist})`);
  return where;
}

function ticketConditions(c: SearchCriteria): RawBuilder<boolean>[] {
  const where: RawBuilder<boolean>[] = [sql<boolean>`t.status = 'SELL'`, sql<boolean>`t.deleted_at IS NULL`];
  for (const word of c.words) where.push(sql<boolean>`t.search_text LIKE ${`%${escapeLike(word)}%`}`);
  if (c.seller !== undefined) where.push(sql<boolean>`t.seller_id = ${c.seller}`);
  if (c.collectionId !== undefined) where.push(sql<boolean>`t.collection_id = ${c.collectionId}`);
  if (c.section !== undefined) where.push(sql<boolean>`lower(t.section) = ${c.section}`);
  if (c.row !== undefined) where.push(sql<boolean>`lower(t.row) = ${c.row}`);
  if (c.seat !== undefined) where.push(sql<boolean>`lower(t.seat_no) = ${c.seat}`);
  if (c.maxPriceCents !== undefined) where.push(sql<boolean>`t.is_sale AND t.price_cents <= ${c.maxPriceCents}`);
  if (c.maxFacePriceCents !== undefined) where.push(sql<boolean>`t.face_price_cents <= ${c.maxFacePriceCents}`);
  if (c.featured) where.push(sql<boolean>`t.is_featured`);
  return where;
}

/**
 * Below this many listed tickets among the matching events, the search collects every match and sorts it instead of
 * walking the newest-first index: a walk that has to skip most rows (filters that rarely meet, or never do) costs
 * far more than sorting a few thousand ids. Words follow the events they name, so words with event filters are
 * collected up to the higher limit (measured on 100,000 listings: 10 ms instead of 98 ms for a word and a team
 * that never meet).
 */
const COLLECT_LIMIT = 4000;
const COLLECT_LIMIT_WITH_WORDS = 15_000;

/**
 * The page query (`id`, `ord`) of a search by SQL, or null when nothing can match. When event filters are combined
 * with other filters, the matching events are looked up first (events keep their count of listed tickets): none
 * means an empty answer without touching the listings, few listings means collect-and-sort on the event index.
 * Otherwise the planner walks the best `(filter, id)` index newest first and stops at the page.
 */
export async function searchPageSql(db: Queryable, c: SearchCriteria, limit: number, offset: number): Promise<RawBuilder<unknown> | null> {
  const byTicket = ticketConditions(c);
  const byEvent = eventConditions(c, 'e');
  // Two ticket conditions are always there (status, not deleted).
  if (byEvent.length && byEvent.length + byTicket.length > 3) {
    const events = await sql<{ id: number; ticket_count: number }>`
      SELECT e.id, e.ticket_count FROM events e WHERE ${sql.join(byEvent, sql` AND `)} AND e.ticket_count > 0`.execute(db);
    if (!events.rows.length) return null;
    const listed = events.rows.reduce((sum, e) => sum + e.ticket_count, 0);
    if (listed <= (c.words.length ? COLLECT_LIMIT_WITH_WORDS : COLLECT_LIMIT)) {
      // OFFSET 0 keeps the inner query whole, so the planner gathers the matches by index instead of walking ids.
      return sql`SELECT m.id, -m.id AS ord FROM (
                   SELECT t.id FROM tickets t
                    WHERE t.event_id = ANY(${events.rows.map((e) => e.id)}::int[]) AND ${sql.join(byTicket, sql` AND `)}
                   OFFSET 0) AS m
                 ORDER BY m.id DESC LIMIT ${limit} OFFSET ${offset}`;
    }
  }
  // Newest listings first; ord = -id keeps that order through the hydrating join.
  return sql`SELECT t.id, -t.id AS ord FROM tickets t WHERE ${sql.join([...byTicket, ...eventConditions(c, 't')], sql` AND `)}
             ORDER BY t.id DESC LIMIT ${limit} OFFSET ${offset}`;
}

// ─── in memory ───

type IndexRow = {
  id: number;
  event_id: number;
  seller_id: number;
  collection_id: number | null;
  sale_price_cents: number | null;
  face_price_cents: number | null;
  is_featured: boolean;
  event_date: Date | null;
  venue_id: number | null;
  sub_genre_id: number | null;
  section: string | null;
  row: string | null;
  seat: string | null;
  search_text: string;
};

/** Rows of one word, team or artist: a flag per row and the positions of the flagged ones (ascending). */
type RowSet = { flags: Uint8Array; positions: number[] };

/** Row sets an index keeps (see SearchIndex#lazyRows); 12.5 KB of flags each at 100,000 listings. */
const MAX_LAZY_SETS = 500;

/** Nullable numbers as NaN: every comparison with NaN is false, as every SQL comparison with NULL is. */
const num = (value: number | null) => (value === null ? Number.NaN : value);

/**
 * Every listed ticket's searchable fields in columns, newest first, so that a search is a scan that stops at the
 * page. Searches by event or seller scan only that event's or seller's positions. Same answers as searchPageSql
 * (test: search-index.test.ts compares both on random criteria).
 */
export class SearchIndex {
  readonly size: number;
  readonly #id: Int32Array;
  readonly #event: Int32Array;
  readonly #seller: Int32Array;
  readonly #collection: Float64Array;
  readonly #price: Float64Array;
  readonly #facePrice: Float64Array;
  readonly #featured: Uint8Array;
  readonly #date: Float64Array;
  readonly #venue: Float64Array;
  readonly #subGenre: Float64Array;
  readonly #section: (string | null)[];
  readonly #row: (string | null)[];
  readonly #seat: (string | null)[];
  readonly #text: string[];
  // Positions (ascending, so newest first) of the rows with each value of the selective filters: a search scans
  // the shortest list among its filters instead of every row.
  readonly #byEvent = new Map<number, number[]>();
  readonly #bySeller = new Map<number, number[]>();
  readonly #byVenue = new Map<number, number[]>();
  readonly #bySubGenre = new Map<number, number[]>();
  readonly #bySection = new Map<string, number[]>();
  readonly #byCollection = new Map<number, number[]>();
  /** By the UTC day of the event (its start in ms), for the date filter. */
  readonly #byDay = new Map<number, number[]>();
  readonly #featuredRows: number[] = [];
  readonly #teamEvents: Map<number, Set<number>>;
  readonly #artistEvents: Map<number, Set<number>>;
  /**
   * Rows of a word, of a team's or an artist's events: flags and positions, computed at the first search that needs
   * them (one scan, ~10 ms for a word on 100,000 listings) and kept with this index, since people search the same
   * words and names again and again.
   */
  readonly #lazyRows = new Map<string, RowSet>();

  /** `rows` newest first (id descending); `teams` and `artists` as [event, team or artist] pairs. */
  constructor(rows: IndexRow[], teams: [number, number][], artists: [number, number][]) {
    const n = rows.length;
    this.size = n;
    this.#id = new Int32Array(n);
    this.#event = new Int32Array(n);
    this.#seller = new Int32Array(n);
    this.#collection = new Float64Array(n);
    this.#price = new Float64Array(n);
    this.#facePrice = new Float64Array(n);
    this.#featured = new Uint8Array(n);
    this.#date = new Float64Array(n);
    this.#venue = new Float64Array(n);
    this.#subGenre = new Float64Array(n);
    this.#section = new Array<string | null>(n);
    this.#row = new Array<string | null>(n);
    this.#seat = new Array<string | null>(n);
    this.#text = new Array<string>(n);
    rows.forEach((r, i) => {
      this.#id[i] = r.id;
      this.#event[i] = r.event_id;
      this.#seller[i] = r.seller_id;
      this.#collection[i] = num(r.collection_id);
      this.#price[i] = num(r.sale_price_cents);
      this.#facePrice[i] = num(r.face_price_cents);
      this.#featured[i] = r.is_featured ? 1 : 0;
      this.#date[i] = r.event_date ? r.event_date.getTime() : Number.NaN;
      this.#venue[i] = num(r.venue_id);
      this.#subGenre[i] = num(r.sub_genre_id);
      this.#section[i] = r.section;
      this.#row[i] = r.row;
      this.#seat[i] = r.seat;
      this.#text[i] = r.search_text;
      push(this.#byEvent, r.event_id, i);
      push(this.#bySeller, r.seller_id, i);
      if (r.venue_id !== null) push(this.#byVenue, r.venue_id, i);
      if (r.sub_genre_id !== null) push(this.#bySubGenre, r.sub_genre_id, i);
      if (r.section !== null) push(this.#bySection, r.section, i);
      if (r.collection_id !== null) push(this.#byCollection, r.collection_id, i);
      if (r.event_date) push(this.#byDay, Math.floor(r.event_date.getTime() / DAY_MS) * DAY_MS, i);
      if (r.is_featured) this.#featuredRows.push(i);
    });
    this.#teamEvents = eventsOf(teams);
    this.#artistEvents = eventsOf(artists);
  }

  #rows(key: string, matches: (i: number) => boolean): RowSet {
    const known = this.#lazyRows.get(key);
    if (known) return known;
    const flags = new Uint8Array(this.size);
    const positions: number[] = [];
    for (let i = 0; i < this.size; i++) {
      if (matches(i)) {
        flags[i] = 1;
        positions.push(i);
      }
    }
    // Bounded: the oldest set goes first.
    if (this.#lazyRows.size >= MAX_LAZY_SETS) this.#lazyRows.delete(this.#lazyRows.keys().next().value as string);
    const set = { flags, positions };
    this.#lazyRows.set(key, set);
    return set;
  }

  /** Ids of the page (`offset`, `limit`) of listed tickets matching `c`, newest first. */
  search(c: SearchCriteria, limit: number, offset: number): number[] {
    const sets: RowSet[] = c.words.map((word) => this.#rows(`q:${word}`, (i) => (this.#text[i] as string).includes(word)));
    if (c.team !== undefined) {
      const events = this.#teamEvents.get(c.team) ?? new Set<number>();
      sets.push(this.#rows(`team:${c.team}`, (i) => events.has(this.#event[i] as number)));
    }
    if (c.artist !== undefined) {
      const events = this.#artistEvents.get(c.artist) ?? new Set<number>();
      sets.push(this.#rows(`artist:${c.artist}`, (i) => events.has(this.#event[i] as number)));
    }
    // The shortest list of positions among the filters; every filter is still checked on each row.
    let positions: readonly number[] | null = null;
    const consider = (list: readonly number[] | undefined) => {
      const candidate = list ?? [];
      if (!positions || candidate.length < positions.length) positions = candidate;
    };
    if (c.event !== undefined) consider(this.#byEvent.get(c.event));
    if (c.seller !== undefined) consider(this.#bySeller.get(c.seller));
    if (c.venue !== undefined) consider(this.#byVenue.get(c.venue));
    if (c.subGenre !== undefined) consider(this.#bySubGenre.get(c.subGenre));
    if (c.section !== undefined) consider(this.#bySection.get(c.section));
    if (c.collectionId !== undefined) consider(this.#byCollection.get(c.collectionId));
    if (c.day) consider(this.#byDay.get(c.day[0]));
    if (c.featured) consider(this.#featuredRows);
    for (const set of sets) consider(set.positions);
    const list = positions as readonly number[] | null;

    const out: number[] = [];
    let skip = offset;
    const count = list ? list.length : this.size;
    rows: for (let k = 0; k < count && out.length < limit; k++) {
      const i = list ? (list[k] as number) : k;
      if (c.event !== undefined && this.#event[i] !== c.event) continue;
      if (c.seller !== undefined && this.#seller[i] !== c.seller) continue;
      if (c.collectionId !== undefined && this.#collection[i] !== c.collectionId) continue;
      if (c.subGenre !== undefined && this.#subGenre[i] !== c.subGenre) continue;
      if (c.venue !== undefined && this.#venue[i] !== c.venue) continue;
      if (c.featured && !this.#featured[i]) continue;
      if (c.maxPriceCents !== undefined && !((this.#price[i] as number) <= c.maxPriceCents)) continue;
      if (c.maxFacePriceCents !== undefined && !((this.#facePrice[i] as number) <= c.maxFacePriceCents)) continue;
      if (c.day && !((this.#date[i] as number) >= c.day[0] && (this.#date[i] as number) < c.day[1])) continue;
      if (c.section !== undefined && this.#section[i] !== c.section) continue;
      if (c.row !== undefined && this.#row[i] !== c.row) continue;
      if (c.seat !== undefined && this.#seat[i] !== c.seat) continue;
      for (const set of sets) if (set.flags[i] !== 1) continue rows;
      if (skip > 0) {
        skip -= 1;
        continue;
      }
      out.push(this.#id[i] as number);
    }
    return out;
  }
}

function push<K>(map: Map<K, number[]>, key: K, value: number): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

function eventsOf(pairs: [number, number][]): Map<number, Set<number>> {
  const map = new Map<number, Set<number>>();
  for (const [eventId, key] of pairs) {
    const set = map.get(key);
    if (set) set.add(eventId);
    else map.set(key, new Set([eventId]));
  }
  return map;
}

/** Rows per read while building: short statements, so that requests interleave with a build (PGlite runs in-thread). */
const BUILD_CHUNK = 2000;

/** Reads every listed ticket into a SearchIndex; null when there are more than `maxListings`. */
export async function buildSearchIndex(db: Queryable, maxListings: number): Promise<SearchIndex | null> {
  // Count first (one index-only scan): a catalogue too big to keep is not read row by row at every attempt.
  const listed = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM tickets t WHERE t.status = 'SELL' AND t.deleted_at IS NULL`.execute(db);
  if ((listed.rows[0]?.n ?? 0) > maxListings) return null;
  const rows: IndexRow[] = [];
  let before = 2_147_483_647;
  for (;;) {
    const chunk = await sql<IndexRow>`
      SELECT t.id, t.event_id, t.seller_id, t.collection_id,
             CASE WHEN t.is_sale THEN t.price_cents END AS sale_price_cents, t.face_price_cents, t.is_featured,
             t.event_date, t.venue_id, t.sub_genre_id,
             lower(t.section) AS section, lower(t.row) AS row, lower(t.seat_no) AS seat, t.search_text
        FROM tickets t
       WHERE t.status = 'SELL' AND t.deleted_at IS NULL AND t.id < ${before}
       ORDER BY t.id DESC
       LIMIT ${BUILD_CHUNK}`.execute(db);
    rows.push(...chunk.rows);
    if (rows.length > maxListings) return null;
    const last = chunk.rows.at(-1);
    if (!last || chunk.rows.length < BUILD_CHUNK) break;
    before = last.id;
  }
  const teams = await sql<{ event_id: number; id: number }>`SELECT event_id, team_id AS id FROM event_teams`.execute(db);
  const artists = await sql<{ event_id: number; id: number }>`SELECT event_id, artist_id AS id FROM event_artists`.execute(db);
  return new SearchIndex(
    rows,
    teams.rows.map((r) => [r.event_id, r.id]),
    artists.rows.map((r) => [r.event_id, r.id]),
  );
}

export type SearchIndexOptions = {
  /** SEARCH_INDEX. */
  enabled: boolean;
  /** PUBLIC_CACHE_MS: 0 turns the index off too. */
  ttlMs: number;
  /**
   * Every change to the database drops the index (an embedded PGlite this process opened, which changes only through
   * it; PostgreSQL while the catalogue listener is connected, which hears of every change), so the index never
   * expires. Otherwise (PostgreSQL without the listener) it is rebuilt once older than `ttlMs`, and the older one
   * answers until the new one is ready. Changes at run time with setExclusive.
   */
  exclusive: boolean;
  /** Builds start at most this often (ms); at least ten times the last build's duration. */
  minIntervalMs?: number;
  /** Above this many listed tickets the index is not kept (memory), and SQL answers every search. */
  maxListings?: number;
  onError?: (error: unknown) => void;
};

/**
 * Keeps a SearchIndex fresh: built in the background on demand, dropped by `invalidate` (every committed write of
 * this process, the reservation sweep, a change notified by PostgreSQL), rebuilt at most every `minIntervalMs` so
 * that a steady stream of writes does not keep the process busy rebuilding. While there is no fresh index, `current`
 * is null and SQL answers.
 */
export class SearchIndexHolder {
  readonly #options: Required<Omit<SearchIndexOptions, 'onError'>> & Pick<SearchIndexOptions, 'onError'>;
  #index: SearchIndex | null = null;
  #builtAt = 0;
  #generation = 0;
  #building: Promise<void> | null = null;
  #nextBuildAt = 0;
  #lastBuild: { ms: number; listings: number } | null = null;
  #exclusive: boolean;

  constructor(options: SearchIndexOptions) {
    this.#options = { minIntervalMs: 2000, maxListings: 300_000, ...options };
    this.#exclusive = options.exclusive;
  }

  /** The index to answer from now, or null (SQL answers); starts a build when due. */
  current(db: Queryable): SearchIndex | null {
    const { enabled, ttlMs } = this.#options;
    if (!enabled || ttlMs <= 0) return null;
    const now = Date.now();
    const stale = !this.#index || (!this.#exclusive && now - this.#builtAt >= ttlMs);
    if (stale && !this.#building && now >= this.#nextBuildAt) this.#building = this.#build(db);
    return this.#index;
  }

  /** Duration and size of the last finished build (the bench prints it). */
  get lastBuild(): { ms: number; listings: number } | null {
    return this.#lastBuild;
  }

  /** Resolves when no build is running (tests, the bench's warm-up). */
  async settled(): Promise<void> {
    while (this.#building) await this.#building;
  }

  invalidate(): void {
    this.#generation += 1;
    this.#index = null;
  }

  /** See SearchIndexOptions#exclusive. Drops the index (changes may have been missed while not exclusive). */
  setExclusive(exclusive: boolean): void {
    this.#exclusive = exclusive;
    this.invalidate();
  }

  async #build(db: Queryable): Promise<void> {
    const generation = this.#generation;
    const started = Date.now();
    try {
      const index = await buildSearchIndex(db, this.#options.maxListings);
      this.#lastBuild = { ms: Date.now() - started, listings: index?.size ?? 0 };
      // A write during the build may be in it or not: only a build that saw no write is kept.
      if (generation === this.#generation) {
        this.#index = index;
        this.#builtAt = Date.now();
      }
    } catch (error) {
      this.#index = null;
      this.#options.onError?.(error);
    } finally {
      const took = Date.now() - started;
      this.#nextBuildAt = Date.now() + Math.max(this.#options.minIntervalMs, 10 * took);
      this.#building = null;
    }
  }
}
