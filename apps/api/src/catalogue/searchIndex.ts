// A search answered in memory: every ticket row's searchable fields in columns, with the same answers as the SQL.
import { sql, type RawBuilder } from 'kysely';
import type { Queryable } from '../db/database.ts';
import { DAY_MS, type SearchCriteria } from '../queries/search/criteria.ts';

/** A ticket row as the index reads it (listed or not: a ticket leaves and rejoins the sale in place). */
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
  return (
    await sql<IndexRow>`SELECT ${INDEX_COLUMNS} FROM tickets t WHERE t.id = ANY(${ids}::int[])`.execute(db)
  ).rows;
}

/** At most this many rows travel with the change log (a bulk change reads its rows on its own, or rebuilds). */
const ALONGSIDE_MAX_ROWS = 2000;

/**
 * The rows of the tickets `ids` (a query of ids) as one JSON value, for a read that travels with the change log's
 * (CatalogChangeFeed#read's `alongside`); indexRowsFromJson reads it back.
 */
export const indexRowsJson = (ids: RawBuilder<unknown>): RawBuilder<unknown> =>
  sql`(SELECT json_agg(r) FROM (SELECT ${INDEX_COLUMNS} FROM tickets t WHERE t.id IN (${ids}) LIMIT ${ALONGSIDE_MAX_ROWS + 1}) AS r)`;

/**
 * IndexRows from indexRowsJson's value (JSON has no dates: the event's date comes back as text); null when there were
 * more than it reads (the caller reads them itself).
 */
export function indexRowsFromJson(value: unknown): IndexRow[] | null {
  const rows = (typeof value === 'string' ? JSON.parse(value) : value) as
    (Omit<IndexRow, 'event_date'> & { event_date: string | null })[] | null;
  if (rows && rows.length > ALONGSIDE_MAX_ROWS) return null;
  return (rows ?? []).map((row) => ({
    ...row,
    event_date: row.event_date === null ? null : new Date(row.event_date),
  }));
}

/** Rows of one word, team or artist: a flag per row, the positions of the flagged ones (ascending), and the test. */
type RowSet = { flags: Uint8Array; positions: number[]; test: (i: number) => boolean };

/** Row sets an index keeps (see SearchIndex#lazyRows); 12.5 KB of flags each at 100,000 rows. */
const MAX_LAZY_SETS = 500;

/**
 * At most this many rows move up to make room for a ticket that committed late (its id below the highest held);
 * further back, the index is built again (`apply` answers null). Concurrent writes commit out of order by a few rows.
 */
const MAX_LATE_SHIFT = 10_000;

/** Adds one to every position at or above `from` in the ascending `list`. */
function shiftPositions(list: number[], from: number): void {
  if ((list.at(-1) ?? -1) < from) return;
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((list[mid] as number) < from) lo = mid + 1;
    else hi = mid;
  }
  for (let k = lo; k < list.length; k++) list[k] = (list[k] as number) + 1;
}

/** Nullable numbers as NaN: every comparison with NaN is false, as every SQL comparison with NULL is. */
const num = (value: number | null) => (value === null ? Number.NaN : value);

/** A ticket's state before and after a change (null: not in the catalogue then). */
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
 * Changes apply in place (`apply`), in time proportional to the rows changed: a row keeps its place for good (a
 * ticket leaving the sale is flagged, not removed), and a new ticket, having the highest id, is appended. Ids are
 * taken at insert, not at commit, so a ticket whose transaction commits after a newer one's arrives below the highest
 * id: it is inserted at its place, which moves the rows after it up by one (MAX_LATE_SHIFT bounds them). Position
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
   * ~10 ms for a word on 100,000 tickets) and kept up to date by `apply`, since people search the same words and
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

  /**
   * Inserts `r` at position `i`, below rows already held (a ticket whose transaction committed after a newer one's):
   * the rows from `i` on move up by one, in the columns, the positions by id and every list of positions.
   */
  #insertAt(i: number, r: IndexRow): void {
    this.#ensureCapacity();
    const end = this.#size;
    for (const column of [
      this.#id,
      this.#listed,
      this.#event,
      this.#seller,
      this.#collection,
      this.#price,
      this.#facePrice,
      this.#featured,
      this.#date,
      this.#venue,
      this.#subGenre,
    ]) {
      column.copyWithin(i + 1, i, end);
    }
    for (const column of [this.#section, this.#row, this.#seat]) column.splice(i, 0, null);
    this.#text.splice(i, 0, '');
    this.#size += 1;
    for (let k = i + 1; k <= end; k++) this.#position.set(this.#id[k] as number, k);
    for (const map of [
      this.#byEvent,
      this.#bySeller,
      this.#byVenue,
      this.#bySubGenre,
      this.#bySection,
      this.#byCollection,
      this.#byDay,
    ] as Map<unknown, number[]>[]) {
      for (const list of map.values()) shiftPositions(list, i);
    }
    shiftPositions(this.#featuredRows, i);
    for (const set of this.#lazyRows.values()) {
      set.flags.copyWithin(i + 1, i, end);
      set.flags[i] = 0;
      shiftPositions(set.positions, i);
    }
    // A new row: nothing listed or flagged at `i` yet (#write counts and flags it).
    this.#listed[i] = 0;
    this.#id[i] = r.id;
    this.#position.set(r.id, i);
    this.#write(i, r, null);
  }

  /** The position of the first row held with an id at or above `id`. */
  #lowerBound(id: number): number {
    let lo = 0;
    let hi = this.#size;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((this.#id[mid] as number) < id) lo = mid + 1;
      else hi = mid;
    }
    return lo;
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
    const add = <K>(map: Map<K, number[]>, key: K | null, old: K | null | undefined) => {
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
    for (let i = this.#size - 1; i >= 0 && out.length < limit; i--)
      if (this.#listed[i] === 1) out.push(this.#id[i] as number);
    return out;
  }

  /** The highest id held (0 when empty). */
  get maxId(): number {
    return this.#size ? (this.#id[this.#size - 1] as number) : 0;
  }

  /**
   * Applies the current state of changed tickets: `rows` as read now, `ids` every id that changed (an id without a
   * row was deleted from the table). Returns each ticket's state before and after, or null when a row cannot be
   * placed (an id the index never saw, more than MAX_LATE_SHIFT rows below the highest held: a transaction that took
   * its id long before committed now), and the index must be built again; nothing is changed then.
   */
  apply(ids: Iterable<number>, rows: IndexRow[]): RowChange[] | null {
    const byId = new Map(rows.map((r) => [r.id, r]));
    const fresh = [...byId.values()].filter((r) => !this.#position.has(r.id)).sort((a, b) => a.id - b.id);
    if (fresh.length && this.#size - this.#lowerBound((fresh[0] as IndexRow).id) > MAX_LATE_SHIFT)
      return null;
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
    for (const r of fresh) {
      if (r.id > this.maxId) this.#append(r);
      else this.#insertAt(this.#lowerBound(r.id), r);
    }
    return changes.map((c) => ({
      before: c.before?.listed ? c.before : null,
      after: c.after?.listed ? c.after : null,
    }));
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

  /** Whether ticket `r` (listed) meets every filter of `c`, as searchPageSql would decide. */
  matches(r: IndexRow, c: SearchCriteria): boolean {
    if (!r.listed) return false;
    if (c.event !== undefined && r.event_id !== c.event) return false;
    if (c.seller !== undefined && r.seller_id !== c.seller) return false;
    if (c.collectionId !== undefined && r.collection_id !== c.collectionId) return false;
    if (c.subGenre !== undefined && r.sub_genre_id !== c.subGenre) return false;
    if (c.venue !== undefined && r.venue_id !== c.venue) return false;
    if (c.featured && !r.is_featured) return false;
    if (
      c.maxPriceCents !== undefined &&
      !(r.sale_price_cents !== null && r.sale_price_cents <= c.maxPriceCents)
    )
      return false;
    if (
      c.maxFacePriceCents !== undefined &&
      !(r.face_price_cents !== null && r.face_price_cents <= c.maxFacePriceCents)
    )
      return false;
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
    if (this.#lazyRows.size >= MAX_LAZY_SETS)
      this.#lazyRows.delete(this.#lazyRows.keys().next().value as string);
    const set = { flags, positions, test };
    this.#lazyRows.set(key, set);
    return set;
  }

  /** Ids of the page (`offset`, `limit`) of listed tickets matching `c`, newest first. */
  search(c: SearchCriteria, limit: number, offset: number): number[] {
    const sets: RowSet[] = c.words.map((word) =>
      this.#rows(`q:${word}`, (i) => (this.#text[i] as string).includes(word)),
    );
    if (c.team !== undefined) {
      const team = c.team;
      sets.push(
        this.#rows(`team:${team}`, (i) => this.#teamEvents.get(team)?.has(this.#event[i] as number) ?? false),
      );
    }
    if (c.artist !== undefined) {
      const artist = c.artist;
      sets.push(
        this.#rows(
          `artist:${artist}`,
          (i) => this.#artistEvents.get(artist)?.has(this.#event[i] as number) ?? false,
        ),
      );
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
      if (c.maxFacePriceCents !== undefined && !((this.#facePrice[i] as number) <= c.maxFacePriceCents))
        continue;
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
export async function readLinks(
  db: Queryable,
  events?: number[],
): Promise<{ teams: [number, number][]; artists: [number, number][] }> {
  const only = (table: 'event_teams' | 'event_artists', column: 'team_id' | 'artist_id') =>
    events
      ? sql<{
          event_id: number;
          id: number;
        }>`SELECT event_id, ${sql.ref(column)} AS id FROM ${sql.table(table)} WHERE event_id = ANY(${events}::int[])`
      : sql<{
          event_id: number;
          id: number;
        }>`SELECT event_id, ${sql.ref(column)} AS id FROM ${sql.table(table)}`;
  const teams = await only('event_teams', 'team_id').execute(db);
  const artists = await only('event_artists', 'artist_id').execute(db);
  return {
    teams: teams.rows.map((r) => [r.event_id, r.id]),
    artists: artists.rows.map((r) => [r.event_id, r.id]),
  };
}

/** Reads every ticket row into a SearchIndex; null when there are more than `maxRows`. */
export async function buildSearchIndex(db: Queryable, maxRows: number): Promise<SearchIndex | null> {
  // Count first (one index-only scan): a catalogue too big to keep is not read row by row at every attempt.
  const counted = await sql<{ n: number }>`SELECT count(*)::int AS n FROM tickets t`.execute(db);
  if ((counted.rows[0]?.n ?? 0) > maxRows) return null;
  const rows: IndexRow[] = [];
  let after = 0;
  for (;;) {
    const chunk =
      await sql<IndexRow>`SELECT ${INDEX_COLUMNS} FROM tickets t WHERE t.id > ${after} ORDER BY t.id LIMIT ${BUILD_CHUNK}`.execute(
        db,
      );
    rows.push(...chunk.rows);
    if (rows.length > maxRows) return null;
    const last = chunk.rows.at(-1);
    if (!last || chunk.rows.length < BUILD_CHUNK) break;
    after = last.id;
  }
  const { teams, artists } = await readLinks(db);
  return new SearchIndex(rows, teams, artists);
}
