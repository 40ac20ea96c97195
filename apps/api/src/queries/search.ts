import type { OperationQuery } from '@momento/contract';
import { sql, type RawBuilder } from 'kysely';
import type { Queryable } from '../db/database.ts';
import { ApiError } from '../http/errors.ts';
import { toCents } from './money.ts';

/**
 * The public ticket search behind /tickets: listed tickets (status SELL, not deleted) matching every
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

/** The planner's estimate of the listed tickets meeting `conditions` (one planning round trip, no execution). */
async function estimatedRows(db: Queryable, conditions: RawBuilder<boolean>[]): Promise<number> {
  const plan = await sql<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] | string }>`
    EXPLAIN (FORMAT JSON) SELECT t.id FROM tickets t WHERE ${sql.join(conditions, sql` AND `)}`.execute(db);
  const raw = plan.rows[0]?.['QUERY PLAN'];
  const parsed = typeof raw === 'string' ? (JSON.parse(raw) as [{ Plan: { 'Plan Rows': number } }]) : raw;
  return parsed?.[0]?.Plan['Plan Rows'] ?? 0;
}

/**
 * The page query (`id`, `ord`) of a search by SQL, or null when nothing can match. When event filters are combined
 * with other filters, the matching events are looked up first (events keep their count of listed tickets): none
 * means an empty answer without touching the listings, few listings means collect-and-sort on the event index.
 * Otherwise the planner walks the best `(filter, id)` index newest first and stops at the page.
 */
export async function searchPageSql(db: Queryable, c: SearchCriteria, limit: number, offset: number): Promise<RawBuilder<unknown> | null> {
  const byTicket = ticketConditions(c);
  const byEvent = eventConditions(c, 'e');
  let byEvents: { ids: number[]; listed: number } | null = null;
  // Two ticket conditions are always there (status, not deleted).
  if (byEvent.length && byEvent.length + byTicket.length > 3) {
    const events = await sql<{ id: number; ticket_count: number }>`
      SELECT e.id, e.ticket_count FROM events e WHERE ${sql.join(byEvent, sql` AND `)} AND e.ticket_count > 0`.execute(db);
    if (!events.rows.length) return null;
    const listed = events.rows.reduce((sum, e) => sum + e.ticket_count, 0);
    byEvents = { ids: events.rows.map((e) => e.id), listed };
    if (listed <= (c.words.length ? COLLECT_LIMIT_WITH_WORDS : COLLECT_LIMIT)) return collectByEvents(byEvents.ids, byTicket, limit, offset);
  }
  const conditions = [...byTicket, ...eventConditions(c, 't')];
  // One filter: the planner walks its `(filter, id)` index newest first and stops at the page.
  if (conditions.length <= 3) {
    // Newest listings first; ord = -id keeps that order through the hydrating join.
    return sql`SELECT t.id, -t.id AS ord FROM tickets t WHERE ${sql.join(conditions, sql` AND `)}
               ORDER BY t.id DESC LIMIT ${limit} OFFSET ${offset}`;
  }
  // Several filters: the planner cannot tell how often they meet, and walking the newest-first index past rows that
  // never match costs the whole table (1,000,000 listings: 2-4 s for a word and a team that rarely meet). So the walk
  // is bounded to the newest PROBE_ROWS listings, in two steps (the bound: one index-only step on tickets_public_id_idx): if they
  // hold the page (filters that often meet), that is the answer; if not, the matches are rare, and they are collected
  // through the filters' own indexes (a bitmap of the trigram and B-tree indexes; OFFSET 0 keeps the planner from
  // walking ids instead) and sorted.
  const needed = offset + limit;
  for (const window of PROBE_ROWS) {
    const probeRows = Math.max(window, needed * 20);
    const probe = await sql<{ bound: number; ids: number[] }>`
      WITH b AS MATERIALIZED (
        SELECT coalesce((SELECT p.id FROM tickets p WHERE p.status = 'SELL' AND p.deleted_at IS NULL
                          ORDER BY p.id DESC OFFSET ${probeRows} LIMIT 1), 0) AS bound)
      SELECT (SELECT b.bound FROM b) AS bound,
             ARRAY(SELECT t.id FROM tickets t WHERE ${sql.join(conditions, sql` AND `)} AND t.id >= (SELECT b.bound FROM b)
                    ORDER BY t.id DESC LIMIT ${needed}) AS ids`.execute(db);
    const found = probe.rows[0];
    if (found && (found.ids.length >= needed || found.bound === 0)) {
      return sql`SELECT x.id, -x.id AS ord FROM unnest(${found.ids.slice(offset)}::int[]) AS x(id)`;
    }
  }
  // Words with events whose listings are still fewer than the word's own matches, as the planner estimates them (a
  // common word and a team that never meet, 1,000,000 listings: ~45,000 rows of the team's events instead of ~300,000
  // of the trigram bitmap, 1,170 ms -> 310 ms).
  if (byEvents && c.words.length && byEvents.listed < (await estimatedRows(db, byTicket))) return collectByEvents(byEvents.ids, byTicket, limit, offset);
  return sql`SELECT m.id, -m.id AS ord FROM (SELECT t.id FROM tickets t WHERE ${sql.join(conditions, sql` AND `)} OFFSET 0) AS m
             ORDER BY m.id DESC LIMIT ${limit} OFFSET ${offset}`;
}

/** Every match among the listings of `events`, sorted (the event index gathers them). */
function collectByEvents(events: number[], byTicket: RawBuilder<boolean>[], limit: number, offset: number): RawBuilder<unknown> {
  // OFFSET 0 keeps the inner query whole, so the planner gathers the matches by index instead of walking ids.
  return sql`SELECT m.id, -m.id AS ord FROM (
               SELECT t.id FROM tickets t
                WHERE t.event_id = ANY(${events}::int[]) AND ${sql.join(byTicket, sql` AND `)}
               OFFSET 0) AS m
             ORDER BY m.id DESC LIMIT ${limit} OFFSET ${offset}`;
}

/**
 * Listed tickets a search with several filters checks newest first before it collects its matches by index: the
 * newest 3,000, then the newest 30,000. Filters that each match a large share of the catalogue but meet in about
 * one listing of a hundred (a seller and a team at 1,000,000 listings) fill their page within the wider window
 * (EXPLAIN ANALYZE on PostgreSQL: 45 ms, 2,347 rows walked), where collecting them reads the bitmap of each filter
 * (166,531 heap rows for the seller, 866 ms).
 */
const PROBE_ROWS = [3000, 30_000];

// ─── in memory ───

/** A ticket row as the index reads it (listed or not: a listing leaves and rejoins the sale in place). */
export type IndexRow = {
  id: number;
  listed: boolean;
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

/** The columns of IndexRow, read by the build and by every delta. */
const INDEX_COLUMNS = sql`t.id, (t.status = 'SELL' AND t.deleted_at IS NULL) AS listed, t.event_id, t.seller_id, t.collection_id,
  CASE WHEN t.is_sale THEN t.price_cents END AS sale_price_cents, t.face_price_cents, t.is_featured,
  t.event_date, t.venue_id, t.sub_genre_id,
  lower(t.section) AS section, lower(t.row) AS row, lower(t.seat_no) AS seat, t.search_text`;

/** The ticket rows of `ids` (absent: deleted from the table). */
export async function readIndexRows(db: Queryable, ids: number[]): Promise<IndexRow[]> {
  if (!ids.length) return [];
  return (await sql<IndexRow>`SELECT ${INDEX_COLUMNS} FROM tickets t WHERE t.id = ANY(${ids}::int[])`.execute(db)).rows;
}

/** Rows of one word, team or artist: a flag per row, the positions of the flagged ones (ascending), and the test. */
type RowSet = { flags: Uint8Array; positions: number[]; test: (i: number) => boolean };

/** Row sets an index keeps (see SearchIndex#lazyRows); 12.5 KB of flags each at 100,000 rows. */
const MAX_LAZY_SETS = 500;

/** Nullable numbers as NaN: every comparison with NaN is false, as every SQL comparison with NULL is. */
const num = (value: number | null) => (value === null ? Number.NaN : value);

/** A listing's state before and after a change (null: not in the catalogue then). */
export type RowChange = { before: IndexRow | null; after: IndexRow | null };

const grow = <T extends Int32Array | Float64Array | Uint8Array>(array: T, capacity: number): T => {
  const bigger = new (array.constructor as new (n: number) => T)(capacity);
  bigger.set(array);
  return bigger;
};

/** Inserts `value` into the ascending `list` unless it is there. */
function insertSorted(list: number[], value: number): void {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((list[mid] as number) < value) lo = mid + 1;
    else hi = mid;
  }
  if (list[lo] !== value) list.splice(lo, 0, value);
}

/**
 * Every ticket row's searchable fields in columns, in id order (so newest last): a search scans from the end and
 * stops at the page. Searches by event or seller scan only that event's or seller's positions. Same answers as
 * searchPageSql (test: search-index.test.ts compares both on random criteria and random writes).
 *
 * Changes apply in place (`apply`), in time proportional to the rows changed: a row keeps its position for good (a
 * listing leaving the sale is flagged, not removed), and a new listing, having the highest id, is appended. Position
 * lists only grow: a row whose event (say) changed is added to its new event's list and left in the old one, and every
 * filter is checked again on each row scanned, so a stale position costs a check, never a wrong answer.
 */
export class SearchIndex {
  #size = 0;
  #id: Int32Array;
  #listed: Uint8Array;
  #event: Int32Array;
  #seller: Int32Array;
  #collection: Float64Array;
  #price: Float64Array;
  #facePrice: Float64Array;
  #featured: Uint8Array;
  #date: Float64Array;
  #venue: Float64Array;
  #subGenre: Float64Array;
  readonly #section: (string | null)[] = [];
  readonly #row: (string | null)[] = [];
  readonly #seat: (string | null)[] = [];
  readonly #text: string[] = [];
  readonly #position = new Map<number, number>();
  #listedCount = 0;
  // Positions (ascending) of the rows with each value of the selective filters: a search scans the shortest list
  // among its filters instead of every row.
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
   * Rows of a word, of a team's or an artist's events, computed at the first search that needs them (one scan,
   * ~10 ms for a word on 100,000 listings) and kept up to date by `apply`, since people search the same words and
   * names again and again.
   */
  readonly #lazyRows = new Map<string, RowSet>();

  /** `rows` in ascending id order; `teams` and `artists` as [event, team or artist] pairs. */
  constructor(rows: IndexRow[], teams: [number, number][], artists: [number, number][]) {
    const capacity = Math.max(1024, Math.ceil(rows.length * 1.25));
    this.#id = new Int32Array(capacity);
    this.#listed = new Uint8Array(capacity);
    this.#event = new Int32Array(capacity);
    this.#seller = new Int32Array(capacity);
    this.#collection = new Float64Array(capacity);
    this.#price = new Float64Array(capacity);
    this.#facePrice = new Float64Array(capacity);
    this.#featured = new Uint8Array(capacity);
    this.#date = new Float64Array(capacity);
    this.#venue = new Float64Array(capacity);
    this.#subGenre = new Float64Array(capacity);
    for (const r of rows) this.#append(r);
    this.#teamEvents = eventsOf(teams);
    this.#artistEvents = eventsOf(artists);
  }

  /** Listed tickets (the public catalogue). */
  get size(): number {
    return this.#listedCount;
  }

  /** Rows held, listed or not. */
  get rows(): number {
    return this.#size;
  }

  #capacity(): number {
    return this.#id.length;
  }

  #ensureCapacity(): void {
    if (this.#size < this.#capacity()) return;
    const capacity = this.#capacity() * 2;
    this.#id = grow(this.#id, capacity);
    this.#listed = grow(this.#listed, capacity);
    this.#event = grow(this.#event, capacity);
    this.#seller = grow(this.#seller, capacity);
    this.#collection = grow(this.#collection, capacity);
    this.#price = grow(this.#price, capacity);
    this.#facePrice = grow(this.#facePrice, capacity);
    this.#featured = grow(this.#featured, capacity);
    this.#date = grow(this.#date, capacity);
    this.#venue = grow(this.#venue, capacity);
    this.#subGenre = grow(this.#subGenre, capacity);
    for (const set of this.#lazyRows.values()) set.flags = grow(set.flags, capacity);
  }

  #append(r: IndexRow): void {
    this.#ensureCapacity();
    const i = this.#size;
    this.#size += 1;
    this.#id[i] = r.id;
    this.#position.set(r.id, i);
    this.#write(i, r, null);
  }

  /** Writes `r` at position `i`; `before`: what was there (position lists to extend only where a value changed). */
  #write(i: number, r: IndexRow, before: IndexRow | null): void {
    if (before?.listed) this.#listedCount -= 1;
    if (r.listed) this.#listedCount += 1;
    this.#listed[i] = r.listed ? 1 : 0;
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
    const day = (d: Date | null) => (d ? Math.floor(d.getTime() / DAY_MS) * DAY_MS : null);
    const add = <K,>(map: Map<K, number[]>, key: K | null, old: K | null | undefined) => {
      if (key === null || (before && old === key)) return;
      const list = map.get(key);
      if (!list) map.set(key, [i]);
      else if ((list.at(-1) ?? -1) < i) list.push(i);
      else insertSorted(list, i);
    };
    add(this.#byEvent, r.event_id, before?.event_id);
    add(this.#bySeller, r.seller_id, before?.seller_id);
    add(this.#byVenue, r.venue_id, before?.venue_id);
    add(this.#bySubGenre, r.sub_genre_id, before?.sub_genre_id);
    add(this.#bySection, r.section, before?.section);
    add(this.#byCollection, r.collection_id, before?.collection_id);
    add(this.#byDay, day(r.event_date), before ? day(before.event_date) : undefined);
    if (r.is_featured && !before?.is_featured) {
      if ((this.#featuredRows.at(-1) ?? -1) < i) this.#featuredRows.push(i);
      else insertSorted(this.#featuredRows, i);
    }
    for (const set of this.#lazyRows.values()) {
      const matches = set.test(i);
      if (matches && set.flags[i] !== 1) {
        if ((set.positions.at(-1) ?? -1) < i) set.positions.push(i);
        else insertSorted(set.positions, i);
      }
      set.flags[i] = matches ? 1 : 0;
    }
  }

  #rowAt(i: number): IndexRow {
    const at = (v: number) => (Number.isNaN(v) ? null : v);
    const date = this.#date[i] as number;
    return {
      id: this.#id[i] as number,
      listed: this.#listed[i] === 1,
      event_id: this.#event[i] as number,
      seller_id: this.#seller[i] as number,
      collection_id: at(this.#collection[i] as number),
      sale_price_cents: at(this.#price[i] as number),
      face_price_cents: at(this.#facePrice[i] as number),
      is_featured: this.#featured[i] === 1,
      event_date: Number.isNaN(date) ? null : new Date(date),
      venue_id: at(this.#venue[i] as number),
      sub_genre_id: at(this.#subGenre[i] as number),
      section: this.#section[i] ?? null,
      row: this.#row[i] ?? null,
      seat: this.#seat[i] ?? null,
      search_text: this.#text[i] as string,
    };
  }

  /** Ids of the listed tickets, newest first, at most `limit` of them. */
  listedIds(limit: number): number[] {
    const out: number[] = [];
    for (let i = this.#size - 1; i >= 0 && out.length < limit; i--) if (this.#listed[i] === 1) out.push(this.#id[i] as number);
    return out;
  }

  /** The highest id held (0 when empty). */
  get maxId(): number {
    return this.#size ? (this.#id[this.#size - 1] as number) : 0;
  }

  /**
   * Applies the current state of changed tickets: `rows` as read now, `ids` every id that changed (an id without a
   * row was deleted from the table). Returns each listing's state before and after, or null when a row cannot be
   * placed (an id below the highest held that the index never saw: a transaction that took its id earlier committed
   * later), and the index must be built again.
   */
  apply(ids: Iterable<number>, rows: IndexRow[]): RowChange[] | null {
    const byId = new Map(rows.map((r) => [r.id, r]));
    const fresh = [...byId.values()].filter((r) => !this.#position.has(r.id)).sort((a, b) => a.id - b.id);
    if (fresh.length && (fresh[0] as IndexRow).id < this.maxId) return null;
    const changes: RowChange[] = [];
    for (const id of ids) {
      const i = this.#position.get(id);
      const after = byId.get(id) ?? null;
      if (i === undefined) {
        if (after) changes.push({ before: null, after });
        continue;
      }
      const before = this.#rowAt(i);
      this.#write(i, after ?? { ...before, listed: false }, before);
      changes.push({ before: before.listed ? before : null, after: after?.listed ? after : null });
    }
    for (const r of fresh) this.#append(r);
    return changes.map((c) => ({ before: c.before?.listed ? c.before : null, after: c.after?.listed ? c.after : null }));
  }

  /** Sets the teams and artists of `events` (their current links, as [event, id] pairs) and forgets their row sets. */
  relink(events: Iterable<number>, teams: [number, number][], artists: [number, number][]): void {
    const touched = new Set(events);
    const update = (map: Map<number, Set<number>>, pairs: [number, number][], prefix: string) => {
      for (const [key, set] of map) {
        for (const event of touched) {
          if (set.delete(event)) this.#lazyRows.delete(`${prefix}:${key}`);
        }
      }
      for (const [event, key] of pairs) {
        if (!touched.has(event)) continue;
        const set = map.get(key);
        if (set) set.add(event);
        else map.set(key, new Set([event]));
        this.#lazyRows.delete(`${prefix}:${key}`);
      }
    };
    update(this.#teamEvents, teams, 'team');
    update(this.#artistEvents, artists, 'artist');
  }

  /** Whether listing `r` (listed) meets every filter of `c`, as searchPageSql would decide. */
  matches(r: IndexRow, c: SearchCriteria): boolean {
    if (!r.listed) return false;
    if (c.event !== undefined && r.event_id !== c.event) return false;
    if (c.seller !== undefined && r.seller_id !== c.seller) return false;
    if (c.collectionId !== undefined && r.collection_id !== c.collectionId) return false;
    if (c.subGenre !== undefined && r.sub_genre_id !== c.subGenre) return false;
    if (c.venue !== undefined && r.venue_id !== c.venue) return false;
    if (c.featured && !r.is_featured) return false;
    if (c.maxPriceCents !== undefined && !(r.sale_price_cents !== null && r.sale_price_cents <= c.maxPriceCents)) return false;
    if (c.maxFacePriceCents !== undefined && !(r.face_price_cents !== null && r.face_price_cents <= c.maxFacePriceCents)) return false;
    if (c.day) {
      const t = r.event_date?.getTime() ?? Number.NaN;
      if (!(t >= c.day[0] && t < c.day[1])) return false;
    }
    if (c.section !== undefined && r.section !== c.section) return false;
    if (c.row !== undefined && r.row !== c.row) return false;
    if (c.seat !== undefined && r.seat !== c.seat) return false;
    if (c.team !== undefined && !this.#teamEvents.get(c.team)?.has(r.event_id)) return false;
    if (c.artist !== undefined && !this.#artistEvents.get(c.artist)?.has(r.event_id)) return false;
    return c.words.every((word) => r.search_text.includes(word));
  }

  #rows(key: string, test: (i: number) => boolean): RowSet {
    const known = this.#lazyRows.get(key);
    if (known) return known;
    const flags = new Uint8Array(this.#capacity());
    const positions: number[] = [];
    for (let i = 0; i < this.#size; i++) {
      if (test(i)) {
        flags[i] = 1;
        positions.push(i);
      }
    }
    // Bounded: the oldest set goes first.
    if (this.#lazyRows.size >= MAX_LAZY_SETS) this.#lazyRows.delete(this.#lazyRows.keys().next().value as string);
    const set = { flags, positions, test };
    this.#lazyRows.set(key, set);
    return set;
  }

  /** Ids of the page (`offset`, `limit`) of listed tickets matching `c`, newest first. */
  search(c: SearchCriteria, limit: number, offset: number): number[] {
    const sets: RowSet[] = c.words.map((word) => this.#rows(`q:${word}`, (i) => (this.#text[i] as string).includes(word)));
    if (c.team !== undefined) {
      const team = c.team;
      sets.push(this.#rows(`team:${team}`, (i) => this.#teamEvents.get(team)?.has(this.#event[i] as number) ?? false));
    }
    if (c.artist !== undefined) {
      const artist = c.artist;
      sets.push(this.#rows(`artist:${artist}`, (i) => this.#artistEvents.get(artist)?.has(this.#event[i] as number) ?? false));
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
    const count = list ? list.length : this.#size;
    // From the end: the newest rows first.
    rows: for (let k = count - 1; k >= 0 && out.length < limit; k--) {
      const i = list ? (list[k] as number) : k;
      if (this.#listed[i] !== 1) continue;
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

/** The teams and artists of events (all of them, or those of `events`), as [event, team or artist] pairs. */
async function readLinks(db: Queryable, events?: number[]): Promise<{ teams: [number, number][]; artists: [number, number][] }> {
  const only = (table: 'event_teams' | 'event_artists', column: 'team_id' | 'artist_id') =>
    events
      ? sql<{ event_id: number; id: number }>`SELECT event_id, ${sql.ref(column)} AS id FROM ${sql.table(table)} WHERE event_id = ANY(${events}::int[])`
      : sql<{ event_id: number; id: number }>`SELECT event_id, ${sql.ref(column)} AS id FROM ${sql.table(table)}`;
  const teams = await only('event_teams', 'team_id').execute(db);
  const artists = await only('event_artists', 'artist_id').execute(db);
  return { teams: teams.rows.map((r) => [r.event_id, r.id]), artists: artists.rows.map((r) => [r.event_id, r.id]) };
}

/** Reads every ticket row into a SearchIndex; null when there are more than `maxRows`. */
export async function buildSearchIndex(db: Queryable, maxRows: number): Promise<SearchIndex | null> {
  // Count first (one index-only scan): a catalogue too big to keep is not read row by row at every attempt.
  const counted = await sql<{ n: number }>`SELECT count(*)::int AS n FROM tickets t`.execute(db);
  if ((counted.rows[0]?.n ?? 0) > maxRows) return null;
  const rows: IndexRow[] = [];
  let after = 0;
  for (;;) {
    const chunk = await sql<IndexRow>`SELECT ${INDEX_COLUMNS} FROM tickets t WHERE t.id > ${after} ORDER BY t.id LIMIT ${BUILD_CHUNK}`.execute(db);
    rows.push(...chunk.rows);
    if (rows.length > maxRows) return null;
    const last = chunk.rows.at(-1);
    if (!last || chunk.rows.length < BUILD_CHUNK) break;
    after = last.id;
  }
  const { teams, artists } = await readLinks(db);
  return new SearchIndex(rows, teams, artists);
}

/** Above this many listings changed at once (a bulk import), the index is built again rather than patched. */
const MAX_DELTA_ROWS = 20_000;

export type SearchIndexOptions = {
  /** SEARCH_INDEX. */
  enabled: boolean;
  /** PUBLIC_CACHE_MS: 0 turns the index off too. */
  ttlMs: number;
  /** Builds start at most this often (ms); at least ten times the last build's duration. */
  minIntervalMs?: number;
  /** Above this many ticket rows the index is not kept (memory), and SQL answers every search. */
  maxListings?: number;
  onError?: (error: unknown) => void;
  /** A build finished and its index answers from now on. */
  onBuilt?: (index: SearchIndex) => void;
};

/** What an applied change did to the index: each listing's state before and after, or null when it cannot tell. */
export type AppliedChange = { rows: RowChange[]; index: SearchIndex } | null;

/** A change read from the database for the index (SearchIndexHolder#read), not applied yet; null: nothing to apply. */
export type IndexDelta = {
  index: SearchIndex;
  tickets: Set<number>;
  events: Set<number>;
  rows: IndexRow[];
  links: { teams: [number, number][]; artists: [number, number][] } | null;
} | null;

/**
 * Keeps a SearchIndex: built in the background on demand, then kept fresh by `apply` (the catalogue caches call it
 * with each change read from the change log), and built again only when a change cannot be applied as a delta
 * (`invalidate`: something else than listings and events changed, a bulk import). While there is no index, `current`
 * is null and SQL answers. Changes committed during a build are applied to the new index before it answers.
 */
export class SearchIndexHolder {
  readonly #options: Required<Omit<SearchIndexOptions, 'onError' | 'onBuilt'>> & Pick<SearchIndexOptions, 'onError' | 'onBuilt'>;
  #index: SearchIndex | null = null;
  #generation = 0;
  #building: Promise<void> | null = null;
  /** Ids changed while a build runs (applied to its index before it answers). */
  #duringBuild: { tickets: Set<number>; events: Set<number> } | null = null;
  #nextBuildAt = 0;
  #lastBuild: { ms: number; listings: number } | null = null;

  constructor(options: SearchIndexOptions) {
    this.#options = { minIntervalMs: 2000, maxListings: 300_000, ...options };
  }

  /** The index to answer from now, or null (SQL answers); starts a build when due. */
  current(db: Queryable): SearchIndex | null {
    const { enabled, ttlMs } = this.#options;
    if (!enabled || ttlMs <= 0) return null;
    if (!this.#index && !this.#building && Date.now() >= this.#nextBuildAt) this.#building = this.#build(db);
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

  /** Drops the index (and any build running): the next search starts a new build. */
  invalidate(): void {
    this.#generation += 1;
    this.#index = null;
  }

  /**
   * Reads the current rows of changed listings and the links of changed events, for `apply`. Callers read and apply
   * one change at a time, in the order of the change log. Null when there is no index to patch (SQL answers) or the
   * change is too big for a delta (the index is dropped and built again).
   */
  async read(db: Queryable, tickets: Set<number>, events: Set<number>): Promise<IndexDelta> {
    if (this.#duringBuild) {
      for (const id of tickets) this.#duringBuild.tickets.add(id);
      for (const id of events) this.#duringBuild.events.add(id);
    }
    const index = this.#index;
    if (!index) return null;
    if (tickets.size > MAX_DELTA_ROWS) {
      this.invalidate();
      return null;
    }
    const rows = await readIndexRows(db, [...tickets]);
    const links = events.size ? await readLinks(db, [...events]) : null;
    return { index, tickets, events, rows, links };
  }

  /**
   * Applies a change read by `read`, synchronously: a search sees the index before it or after it, never half of it.
   * Null when the index it was read for is gone, or the change could not be applied (the index is dropped and built
   * again).
   */
  apply(delta: IndexDelta): AppliedChange {
    if (!delta || this.#index !== delta.index) return null;
    if (delta.links) delta.index.relink(delta.events, delta.links.teams, delta.links.artists);
    const rows = delta.index.apply(delta.tickets, delta.rows);
    if (!rows) this.invalidate();
    return rows ? { rows, index: delta.index } : null;
  }

  async #patch(db: Queryable, index: SearchIndex, tickets: Set<number>, events: Set<number>): Promise<RowChange[] | null> {
    const rows = await readIndexRows(db, [...tickets]);
    const links = events.size ? await readLinks(db, [...events]) : null;
    if (links) index.relink(events, links.teams, links.artists);
    return index.apply(tickets, rows);
  }

  async #build(db: Queryable): Promise<void> {
    const generation = this.#generation;
    const started = Date.now();
    this.#duringBuild = { tickets: new Set(), events: new Set() };
    try {
      const index = await buildSearchIndex(db, this.#options.maxListings);
      // Changes committed while the build read: apply them (and those committed meanwhile) before answering.
      while (index && generation === this.#generation && (this.#duringBuild.tickets.size || this.#duringBuild.events.size)) {
        const { tickets, events } = this.#duringBuild;
        this.#duringBuild = { tickets: new Set(), events: new Set() };
        if (tickets.size > MAX_DELTA_ROWS || !(await this.#patch(db, index, tickets, events))) this.#generation += 1;
      }
      this.#lastBuild = { ms: Date.now() - started, listings: index?.size ?? 0 };
      if (generation === this.#generation && index) {
        this.#index = index;
        this.#options.onBuilt?.(index);
      }
    } catch (error) {
      this.#index = null;
      this.#options.onError?.(error);
    } finally {
      this.#duringBuild = null;
      const took = Date.now() - started;
      this.#nextBuildAt = Date.now() + Math.max(this.#options.minIntervalMs, 10 * took);
      this.#building = null;
    }
  }
}
