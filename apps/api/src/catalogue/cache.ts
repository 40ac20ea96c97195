import { randomUUID } from 'node:crypto';
import { matchRoute, operations, type OperationId, type OperationQuery } from '@momento/contract';
import { CatalogChangeFeed, isEmptyChange, type CatalogChange } from './catalogChanges.ts';
import type { Queryable } from '../db/database.ts';
import { criteriaOf, type SearchCriteria } from '../queries/search/criteria.ts';
import { SearchIndexHolder, type AppliedChange, type IndexDelta } from './holder.ts';
import { indexRowsFromJson, indexRowsJson, type IndexRow, type SearchIndex } from './searchIndex.ts';
import { TicketCaches, loadTicketTexts, newestListedIds } from '../queries/tickets.ts';
import { bodyBytes, type ReplyBody } from '../views/json.ts';

/**
 * A small in-process cache of public catalogue replies (anonymous GETs of browsing operations), so that the
 * same search asked again within `ttlMs` costs no database round trip. A committed change drops the replies it can
 * affect (ReplyCache#invalidate): at once for a write through this process; on PostgreSQL, for writes through other
 * processes, when their notification arrives (src/catalogue/catalogListener.ts), or after at most `ttlMs` while the listener
 * is not connected (PUBLIC_CACHE_MS, 0 turns the cache off). Replies that depend on the viewer (a bearer token is
 * present) are never cached.
 */
export const CACHEABLE_OPERATIONS: ReadonlySet<OperationId> = new Set<OperationId>([
  'products',
  'searchProducts',
  'product',
  'events',
  'genres',
  'subGenres',
  'venues',
  'teams',
  'artists',
  'collections',
  'popularSearches',
  'popularEvents',
  'popularTeams',
  'metaContents',
  'agreementContent',
]);

/**
 * Writes that cannot change any catalogue reply (sessions, sign-in, addresses, passwords, messages, reports): the
 * catalogue caches do not even read the change log after them. Every other committed write makes them read it.
 */
export const CATALOGUE_NEUTRAL_WRITES: ReadonlySet<OperationId> = new Set<OperationId>([
  'siteLogin',
  'siteRefresh',
  'login',
  'refresh',
  'logout',
  'register',
  'verifyEmail',
  'resetMail',
  'resetPassword',
  'changePassword',
  'embedGrant',
  'embedToken',
  'embedSiteRevoke',
  'addressCreate',
  'addressUpdate',
  'addressDelete',
  'addressSetDefaultShipping',
  'messageSend',
  'messagesMarkRead',
  'roomCreate',
  'reportSeller',
  'reportCreate',
  'reportReply',
  'adminPartnerCreate',
  'adminPartnerUpdate',
  'adminPartnerDelete',
  // Following: watches and saved searches (a seller's watch_count is in their own reads, which no cache keeps).
  'watchAdd',
  'watchRemove',
  'savedSearchCreate',
  'savedSearchUpdate',
  'savedSearchSeen',
  'savedSearchDelete',
]);

/** A cached reply: its JSON as UTF-8, and its gzip once a client that accepts gzip asked for it. */
export type CachedReply = { body: ReplyBody; gzip: Promise<Buffer> | null; expires: number };

/** A cached reply's gzip, compressed once and shared by every request for it; a failure is not kept. */
export function gzipOfReply(
  entry: CachedReply,
  compress: (body: Buffer) => Promise<Buffer>,
): Promise<Buffer> {
  entry.gzip ??= compress(bodyBytes(entry.body)).catch((error: unknown) => {
    entry.gzip = null;
    throw error;
  });
  return entry.gzip;
}

/**
 * What a cached reply depends on, read from its key (`path?query`): a search (its criteria: it changes only when a
 * ticket that meets them changes), one ticket (by id), or anything else (lists of events, venues...: any change).
 *
 * A search's `floor`: a page is the matches newest first (highest id first) from its offset, fetched with one more
 * than it shows (that one decides `next`). When that extra match was there, its id is the floor, and the reply is
 * made of matches with ids at or above it only: a ticket with a lower id can join or leave the matches without
 * changing this reply (the matches above it keep their order and places). 0: any matching change counts (the last
 * page, or the handler could not tell).
 */
/** What a handler knows of its reply that the reply cache can use (HandlerContext#replyHints). */
/** `floor`: a search's (ReplyScope); `filename`: the attachment's name of a file reply (a route with `csv`). */
export type ReplyHints = { floor?: number; filename?: string };

export type ReplyScope =
  | { kind: 'search'; criteria: SearchCriteria; floor: number }
  | { kind: 'listing'; id: number }
  | { kind: 'other' };

export function scopeOfKey(key: string): ReplyScope {
  const mark = key.indexOf('?');
  const path = mark < 0 ? key : key.slice(0, mark);
  const params = new URLSearchParams(mark < 0 ? '' : key.slice(mark + 1));
  const id = matchRoute('GET', path, params, undefined);
  if (id !== 'products' && id !== 'searchProducts' && id !== 'product') return { kind: 'other' };
  const query: Record<string, string> = {};
  for (const [name, value] of params) if (name !== 'action') query[name] = value;
  const parsed = operations[id].query.safeParse(query);
  return parsed.success ? scopeOf(id, parsed.data) : { kind: 'other' };
}

/** What a reply of operation `id` to the (validated) `query` depends on (see ReplyScope); `hints` from its handler. */
export function scopeOf(id: OperationId, query: unknown, hints: ReplyHints = {}): ReplyScope {
  if (id === 'products' || id === 'searchProducts') {
    try {
      return {
        kind: 'search',
        criteria: criteriaOf(query as OperationQuery<'products'>),
        floor: hints.floor ?? 0,
      };
    } catch {
      return { kind: 'other' };
    }
  }
  // A collection's reply shows its other tickets too.
  if (id === 'product') {
    const q = query as OperationQuery<'product'>;
    if (q.full_collection !== 1) return { kind: 'listing', id: q.product_id };
  }
  return { kind: 'other' };
}

/** `criteria`: a search's criteria as text (the pages of one search share it, and one test answers for all of them). */
type Entry = CachedReply & { key: string; scope: ReplyScope; bucket: string; criteria: string | null };

/** Search criteria's equality filters, most selective first: a search reply is filed under the first one it has. */
const BUCKET_FILTERS = [
  ['event', 'event_id'],
  ['seller', 'seller_id'],
  ['collectionId', 'collection_id'],
  ['venue', 'venue_id'],
  ['subGenre', 'sub_genre_id'],
] as const;

const DAY_MS = 86_400_000;

/**
 * The bucket a reply is filed under, so that a change looks only at the replies it can affect, and the filter a
 * changed ticket must meet to reach that bucket at all when the bucket cannot be named from the ticket's columns:
 * `listing:<id>`; a search under its most selective filter: an equality (`event:<id>`, ...), a team or an artist
 * (`team:<id>`, tested: a ticket reaches it through its event's links), a section, a day, its first word (`word:<w>`,
 * tested), featured; `search` for the rest (prices alone, or nothing: checked one by one); `other` for everything
 * else.
 */
function bucketOf(scope: ReplyScope): { bucket: string; test?: SearchCriteria } {
  if (scope.kind === 'other') return { bucket: 'other' };
  if (scope.kind === 'listing') return { bucket: `listing:${scope.id}` };
  const c = scope.criteria;
  for (const [filter] of BUCKET_FILTERS)
    if (c[filter] !== undefined) return { bucket: `${filter}:${c[filter]}` };
  if (c.team !== undefined)
    return { bucket: `team:${c.team}`, test: { words: [], featured: false, team: c.team } };
  if (c.artist !== undefined)
    return { bucket: `artist:${c.artist}`, test: { words: [], featured: false, artist: c.artist } };
  if (c.section !== undefined) return { bucket: `section:${c.section}` };
  if (c.day) return { bucket: `day:${c.day[0]}` };
  const word = c.words[0];
  if (word !== undefined) return { bucket: `word:${word}`, test: { words: [word], featured: false } };
  if (c.featured) return { bucket: 'featured' };
  return { bucket: 'search' };
}

/** The buckets a listing names from its own columns (bucketOf). */
function bucketsOfTicket(row: IndexRow): string[] {
  const buckets = ['search'];
  for (const [filter, column] of BUCKET_FILTERS)
    if (row[column] !== null) buckets.push(`${filter}:${row[column]}`);
  if (row.section !== null) buckets.push(`section:${row.section}`);
  if (row.event_date) buckets.push(`day:${Math.floor(row.event_date.getTime() / DAY_MS) * DAY_MS}`);
  if (row.is_featured) buckets.push('featured');
  return buckets;
}

export class ReplyCache {
  readonly ttlMs: number;
  readonly maxEntries: number;
  /** Bound on the bodies kept (a page of 20 tickets is ~28 KB, so the default holds ~2,000 pages). */
  readonly maxBytes: number;
  readonly #entries = new Map<string, Entry>();
  /** Keys by bucket (bucketOf). */
  readonly #buckets = new Map<string, Set<string>>();
  /** The buckets among them that a changed ticket is tested against (team, artist, word), with their filter. */
  readonly #testedBuckets = new Map<string, SearchCriteria>();
  #bytes = 0;
  #generation = 0;

  constructor(ttlMs: number, maxEntries = 5000, maxBytes = 64 * 1024 * 1024) {
    this.ttlMs = ttlMs;
    this.maxEntries = maxEntries;
    this.maxBytes = maxBytes;
  }

  get(key: string): CachedReply | null {
    if (this.ttlMs <= 0) return null;
    const entry = this.#entries.get(key);
    if (!entry) return null;
    if (entry.expires < Date.now()) {
      this.#delete(key, entry);
      return null;
    }
    return entry;
  }

  /** Changes with every clear or invalidation: take it before reading what a reply is made of, and give it to `set`. */
  get generation(): number {
    return this.#generation;
  }

  /** Bytes of the bodies kept (not counting their gzip, a few KB each). */
  get bytes(): number {
    return this.#bytes;
  }

  /** Replies kept. */
  get size(): number {
    return this.#entries.size;
  }

  /**
   * Keeps `body` for `key`, unless a change has dropped replies since `generation` was taken: a
   * reply read before a change and finished after it would otherwise outlive the change by `ttlMs`. The oldest
   * entries go first when the cache is over `maxEntries` or `maxBytes`. Returns the entry either way. `scope`: what
   * the reply depends on, when the caller knows it (read from the key otherwise).
   */
  set(key: string, body: ReplyBody, generation: number, scope: ReplyScope = scopeOfKey(key)): CachedReply {
    const expires = Date.now() + this.ttlMs;
    if (this.ttlMs <= 0 || generation !== this.#generation || body.byteLength > this.maxBytes)
      return { body, gzip: null, expires };
    const criteria = scope.kind === 'search' ? JSON.stringify(scope.criteria) : null;
    const { bucket: name, test } = bucketOf(scope);
    const entry: Entry = { key, scope, bucket: name, criteria, body, gzip: null, expires };
    const previous = this.#entries.get(key);
    if (previous) this.#delete(key, previous);
    // Maps iterate in insertion order: the first entries are the oldest.
    for (const [oldKey, oldEntry] of this.#entries) {
      if (this.#entries.size < this.maxEntries && this.#bytes + body.byteLength <= this.maxBytes) break;
      this.#delete(oldKey, oldEntry);
    }
    this.#entries.set(key, entry);
    const bucket = this.#buckets.get(entry.bucket);
    if (bucket) bucket.add(key);
    else {
      this.#buckets.set(entry.bucket, new Set([key]));
      if (test) this.#testedBuckets.set(entry.bucket, test);
    }
    this.#bytes += body.byteLength;
    return entry;
  }

  clear(): void {
    this.#entries.clear();
    this.#buckets.clear();
    this.#testedBuckets.clear();
    this.#bytes = 0;
    this.#generation += 1;
  }

  /**
   * Drops the replies `change` can affect. A search reply goes when a changed ticket at or above its floor meets its
   * criteria before or after the change (`applied`: the index's view of both; without it, when a changed ticket is
   * at or above its floor);
   * a ticket's reply when it or any event changed; every other reply on any change. Only the buckets a changed
   * ticket can reach are looked at, so the cost follows the change, not the number of replies kept.
   */
  invalidate(change: CatalogChange, applied: AppliedChange): void {
    if (change.everything || change.events.size > 0) return this.clear();
    if (isEmptyChange(change)) return;
    this.#generation += 1;
    this.#dropBucket('other');
    if (change.tickets.size === 0) return;
    for (const id of change.tickets) this.#dropBucket(`listing:${id}`);
    if (!applied) {
      // Without the index's view of the changed rows, any of them may meet any search: a search reply stays only when
      // every changed ticket is below its floor.
      let top = -1;
      for (const id of change.tickets) if (id > top) top = id;
      for (const [bucket, keys] of [...this.#buckets]) {
        if (bucket.startsWith('listing:') || bucket === 'other') continue;
        for (const key of [...keys]) {
          const entry = this.#entries.get(key);
          if (entry && (entry.scope.kind !== 'search' || top >= entry.scope.floor)) this.#delete(key, entry);
        }
      }
      return;
    }
    const rows = applied.rows.flatMap((row) =>
      [row.before, row.after].filter((r): r is NonNullable<typeof r> => r !== null),
    );
    if (rows.length === 0) return;
    let topRow = -1;
    for (const row of rows) if (row.id > topRow) topRow = row.id;
    // The highest id among the changed rows that meet a criteria (-1: none), once per criteria for all its pages.
    const highest = new Map<string, number>();
    const meets = ({ scope, criteria }: Entry) => {
      if (scope.kind !== 'search' || criteria === null) return false;
      // Every changed row is below this reply's floor: no need to test the criteria (most edits touch older tickets).
      if (topRow < scope.floor) return false;
      let top = highest.get(criteria);
      if (top === undefined) {
        top = -1;
        for (const row of rows) if (row.id > top && applied.index.matches(row, scope.criteria)) top = row.id;
        highest.set(criteria, top);
      }
      return top >= scope.floor;
    };
    const candidates = new Set<string>(rows.flatMap(bucketsOfTicket));
    for (const [bucket, test] of this.#testedBuckets)
      if (rows.some((row) => applied.index.matches(row, test))) candidates.add(bucket);
    for (const bucket of candidates) {
      const keys = this.#buckets.get(bucket);
      if (!keys) continue;
      for (const key of [...keys]) {
        const entry = this.#entries.get(key);
        if (entry && meets(entry)) this.#delete(key, entry);
      }
    }
  }

  #dropBucket(bucket: string): void {
    const keys = this.#buckets.get(bucket);
    if (keys) this.#dropKeys(keys);
  }

  #dropKeys(keys: Set<string>): void {
    for (const key of [...keys]) {
      const entry = this.#entries.get(key);
      if (entry) this.#delete(key, entry);
    }
  }

  #delete(key: string, entry: Entry): void {
    this.#entries.delete(key);
    const bucket = this.#buckets.get(entry.bucket);
    bucket?.delete(key);
    if (bucket?.size === 0) {
      this.#buckets.delete(entry.bucket);
      this.#testedBuckets.delete(entry.bucket);
    }
    this.#bytes -= entry.body.byteLength;
  }
}

export type CatalogCacheOptions = {
  /** PUBLIC_CACHE_MS; 0 turns every catalogue cache off. */
  ttlMs: number;
  /**
   * Every change to the database reaches the caches, so the entity caches need not expire: the database changes
   * only through this process (an embedded PGlite it opened). Otherwise (PostgreSQL, possibly shared by several
   * servers; a database a test writes into) they live `ttlMs` and a search reads the change log first when it was last
   * read more than `ttlMs` ago, until setExclusive(true) (PostgreSQL with the catalogue listener connected). Replies live `ttlMs` either way.
   */
  exclusive: boolean;
  /** SEARCH_INDEX. */
  searchIndex: boolean;
  /** The primary database: the change log and the rows that changed are read there. */
  db: Queryable;
  /** PUBLIC_API_BASE, for the image links of the cached tickets. */
  apiBase: string;
  onSearchIndexError?: (error: unknown) => void;
  /** Reading the change log failed (everything cached was dropped; the next change or read tries again). */
  onChangeLogError?: (error: unknown) => void;
};

/**
 * Tickets per statement while the ticket cache is filled after an index build: PGlite answers in this thread, so a
 * statement blocks every request for its duration (~0.1-0.2 ms per ticket); requests run between chunks.
 */
const WARM_CHUNK = 50;

/** At most this many changed tickets are read again at once after a change (a bulk change leaves the rest to the searches). */
const REFRESH_MAX = 500;

/** Changed tickets are read back into the ticket cache together, this long after the first of them changed. */
const REFILL_BATCH_MS = 25;

/** How often the change log is read while the catalogue listener is lost (setExclusive(false)). */
const LOST_LISTENER_POLL_MS = 1000;

/**
 * The process's catalogue caches: public replies, the event and ticket caches and the search index. `changed` runs
 * after every committed write of this process (except CATALOGUE_NEUTRAL_WRITES), after the reservation sweep released
 * something, and on PostgreSQL when another process's change is notified (src/catalogue/catalogListener.ts): the caches then
 * read the change log (src/catalogue/catalogChanges.ts) and drop or patch exactly what changed, all in one synchronous step
 * once the rows it needs are read. A writer answers without waiting for that read, and reads of the caches that start
 * before it has run wait for it (`written`); reads that only other processes' changes started are not waited for.
 */
export class CatalogCaches {
  readonly replies: ReplyCache;
  /** Events and tickets by id, for the queries (loadTickets, loadEvents). */
  readonly entities: TicketCaches;
  /** The in-memory search index (catalogue/searchIndex.ts). */
  readonly search: SearchIndexHolder;

  #exclusive: boolean;
  readonly #ttlMs: number;
  readonly #db: Queryable;
  readonly #apiBase: string;
  readonly #feed = new CatalogChangeFeed();
  readonly #onChangeLogError: ((error: unknown) => void) | undefined;
  /** The reads of the change log: the loop running them, whether another must follow, and how many have started. */
  #loop: Promise<void> | null = null;
  #again = false;
  #started = 0;
  #waiters: { target: number; resolve: () => void }[] = [];
  /** The change-log read the latest write of this process started, until it has run (see `written`). */
  #written: Promise<void> | null = null;
  #lastChange: { at: number; ms: number } | null = null;
  #poll: NodeJS.Timeout | null = null;
  /** The ticket cache being filled after an index build (see #warm), and the last fill's duration and size. */
  #warming: Promise<void> | null = null;
  #warmedWithoutIndex = false;
  readonly #onSearchIndexError: ((error: unknown) => void) | undefined;
  #lastWarm: { ms: number; listings: number } | null = null;
  readonly #refills = new Set<Promise<void>>();
  readonly #refillIds = new Set<number>();
  #refillTimer: NodeJS.Timeout | null = null;
  #closed = false;

  /**
   * This process's name on its own catalogue writes (momento.catalog_origin, migration 0004): it reads the change log
   * when they commit, so the notifications they cause are not for it.
   */
  readonly origin = randomUUID();

  constructor(options: CatalogCacheOptions) {
    this.#exclusive = options.exclusive;
    this.#ttlMs = options.ttlMs;
    this.#db = options.db;
    this.#apiBase = options.apiBase;
    this.#onChangeLogError = options.onChangeLogError;
    this.replies = new ReplyCache(options.ttlMs);
    this.entities = new TicketCaches(options.ttlMs, options.exclusive);
    this.search = new SearchIndexHolder({
      enabled: options.searchIndex,
      ttlMs: options.ttlMs,
      ...(options.onSearchIndexError ? { onError: options.onSearchIndexError } : {}),
      onBuilt: (index) => this.#startWarm(() => index.listedIds(this.entities.listings.maxEntries)),
      onTooLarge: () => this.#warmWithoutIndex(),
    });
    this.#onSearchIndexError = options.onSearchIndexError;
  }

  /**
   * Starts the search index's first build; without an index (SEARCH_INDEX off), fills the ticket cache with the
   * newest listed tickets instead, as a build too large to keep does.
   */
  start(): void {
    if (this.search.enabled) this.search.current(this.#db);
    else this.#warmWithoutIndex();
  }

  /** Once per process: SQL answers every search, and the newest tickets are the ones its pages show most. */
  #warmWithoutIndex(): void {
    if (this.#warmedWithoutIndex) return;
    this.#warmedWithoutIndex = true;
    this.#startWarm(() => newestListedIds(this.#db, this.entities.listings.maxEntries));
  }

  #startWarm(ids: () => number[] | Promise<number[]>): void {
    if (!this.entities.listings.enabled) return;
    this.#warming ??= this.#warm(ids).finally(() => (this.#warming = null));
  }

  /**
   * Fills the ticket cache with the anonymous JSON of listed tickets (every one the index holds, or the newest ones
   * without an index; newest first, up to the cache's size), a few at a time in the background, so that searches find
   * their tickets cached instead of each reading its missing ones (on PGlite a search that has to read 20 tickets
   * blocks the thread for several milliseconds). Tickets already cached are not read again.
   */
  async #warm(listed: () => number[] | Promise<number[]>): Promise<void> {
    const started = performance.now();
    try {
      const ids = await listed();
      for (let k = 0; k < ids.length && !this.#closed; k += WARM_CHUNK) {
        await new Promise((resolve) => setImmediate(resolve));
        await loadTicketTexts(this.#db, ids.slice(k, k + WARM_CHUNK), this.#apiBase, this.entities);
      }
      this.#lastWarm = { ms: performance.now() - started, listings: ids.length };
    } catch (error) {
      // Searches read the tickets they lack themselves.
      this.#onSearchIndexError?.(error);
    }
  }

  /**
   * Reads `ids` into the ticket cache in the background (a ticket not read now is read by the next search showing
   * it). The tickets of the changes of the next REFILL_BATCH_MS are read together: one statement instead of one per
   * write, each of which holds the database (one connection on PGlite) while other writes wait.
   */
  #refill(ids: number[]): void {
    for (const id of ids) this.#refillIds.add(id);
    if (this.#refillTimer) return;
    this.#refillTimer = setTimeout(() => {
      this.#refillTimer = null;
      const batch = [...this.#refillIds].slice(0, REFRESH_MAX);
      this.#refillIds.clear();
      if (this.#closed || batch.length === 0) return;
      const read = loadTicketTexts(this.#db, batch, this.#apiBase, this.entities)
        .then(() => undefined)
        .catch((error: unknown) => this.#onChangeLogError?.(error))
        .finally(() => this.#refills.delete(read));
      this.#refills.add(read);
    }, REFILL_BATCH_MS);
    this.#refillTimer.unref();
  }

  /** Resolves when no index build and no ticket cache fill is running (tests, the bench's warm-up). */
  async settled(): Promise<void> {
    await this.search.settled();
    while (this.#warming) await this.#warming;
  }

  /** Duration and size of the last ticket cache fill (the bench prints it). */
  get lastWarm(): { ms: number; listings: number } | null {
    return this.#lastWarm;
  }

  /** Drops every cache and the search index (the change log is still read from where it was). */
  clear(): void {
    this.replies.clear();
    this.entities.clear();
    this.search.invalidate();
  }

  /**
   * Something in the catalogue may have changed: read the change log now, or right after the read in progress (reads
   * never overlap, and one read covers every call made before it started). Resolves once a read that started after
   * the call has finished, so what was committed before the call has reached the caches (a write of this process
   * calls it through `written`).
   */
  changed(): Promise<void> {
    if (this.#ttlMs <= 0) return Promise.resolve();
    const target = this.#started + 1;
    const done = new Promise<void>((resolve) => this.#waiters.push({ target, resolve }));
    if (this.#loop) this.#again = true;
    else this.#loop = this.#readLoop();
    return done;
  }

  /**
   * A write of this process committed (anything but CATALOGUE_NEUTRAL_WRITES): the change log is read as `changed`
   * reads it, and the writer answers without waiting for that read. Every read of the caches that starts before the
   * read has run waits for it (`fresh`, `writesRead`), so a request that follows a write's reply (the writer's next
   * page, anybody's) sees what the write changed, as it did when the writer waited; a write under a search load
   * spares a turn of the thread or two (the read, and a read in progress that it would queue behind).
   */
  written(): void {
    if (this.#ttlMs <= 0) return;
    const read = this.changed();
    this.#written = read;
    void read.then(() => {
      if (this.#written === read) this.#written = null;
    });
  }

  /** The change-log read that the writes of this process started and that has not run yet, or null (see `written`). */
  writesRead(): Promise<void> | null {
    return this.#written;
  }

  /**
   * Resolves when the caches may answer: once the change-log read of this process's writes has run (see `written`);
   * at once, unless the change log has never been read, or (while not exclusive) was last read more than `ttlMs` ago;
   * then after a read. A read that only other processes' changes started is not waited for: it changes the caches in
   * one synchronous step at its end (see #readChanges).
   */
  async fresh(): Promise<void> {
    if (this.#written) await this.#written;
    if (
      this.#ttlMs > 0 &&
      (this.#feed.readAt === 0 || (!this.#exclusive && Date.now() - this.#feed.readAt >= this.#ttlMs))
    )
      await this.changed();
  }

  async #readLoop(): Promise<void> {
    try {
      do {
        this.#again = false;
        this.#started += 1;
        const read = this.#started;
        await this.#readChanges();
        this.#waiters = this.#waiters.filter((w) => (w.target <= read ? (w.resolve(), false) : true));
      } while (this.#again);
    } finally {
      this.#loop = null;
      // Every waiter's read has run (a failed read counts: it dropped the caches).
      for (const w of this.#waiters.splice(0)) w.resolve();
    }
  }

  /** When the last non-empty change was applied and how long reading and applying it took (the bench prints it). */
  get lastChange(): { at: number; ms: number } | null {
    return this.#lastChange;
  }

  async #readChanges(): Promise<void> {
    const started = performance.now();
    let change: CatalogChange;
    // With an index kept, the changed tickets' rows come in the same statement as the log (one round trip).
    const index = this.search.index;
    let known: { index: SearchIndex; rows: IndexRow[] } | undefined;
    try {
      if (index) {
        const read = await this.#feed.read(this.#db, indexRowsJson);
        change = read;
        const rows = indexRowsFromJson(read.alongside);
        if (rows) known = { index, rows };
      } else change = await this.#feed.read(this.#db);
    } catch (error) {
      // Unknown changes: nothing cached can be trusted, and the next read (or a build) starts from the database.
      this.clear();
      this.#onChangeLogError?.(error);
      return;
    }
    if (isEmptyChange(change)) return;
    if (change.everything) {
      this.clear();
      return;
    }
    // What the index needs is read first; then the index, the ticket and event caches and the replies change
    // together, synchronously, so that a search running meanwhile sees the catalogue before the change or after it
    // (searches do not wait for these reads).
    let delta: IndexDelta = null;
    try {
      delta = await this.search.read(this.#db, change.tickets, change.events, known);
    } catch (error) {
      this.search.invalidate();
      this.#onChangeLogError?.(error);
    }
    this.entities.forget(change.tickets, change.events);
    const applied = this.search.apply(delta);
    this.replies.invalidate(change, applied);
    // The changed tickets that are listed now go back into the ticket cache right away, after the writer has its
    // answer, so that the searches that show them next need no statement of their own.
    const listed = applied ? applied.rows.flatMap((row) => (row.after ? [row.after.id] : [])) : [];
    if (listed.length && listed.length <= REFRESH_MAX) this.#refill(listed);
    this.#lastChange = { at: Date.now(), ms: performance.now() - started };
  }

  /**
   * Switches between exclusive (every change to the database reaches the caches: entity entries do not expire) and
   * `ttlMs` expiry, for the catalogue listener on PostgreSQL. Changes may have gone unheard meanwhile: the reply and
   * entity caches are cleared, and the change log is read (the search index catches up from it).
   */
  setExclusive(exclusive: boolean): void {
    this.#exclusive = exclusive;
    this.replies.clear();
    this.entities.setExclusive(exclusive);
    void this.changed();
    if (this.#poll) clearInterval(this.#poll);
    this.#poll = null;
    if (!exclusive && this.#ttlMs > 0) {
      // The listener is lost: nothing tells this process of other servers' changes, so it reads the log every second.
      this.#poll = setInterval(() => void this.changed(), LOST_LISTENER_POLL_MS);
      this.#poll.unref();
    }
  }

  /** Stops reading the change log (the server is closing); waits for a read in progress. */
  async close(): Promise<void> {
    this.#closed = true;
    if (this.#poll) clearInterval(this.#poll);
    this.#poll = null;
    if (this.#refillTimer) clearTimeout(this.#refillTimer);
    this.#refillTimer = null;
    await this.#loop;
    await this.#warming;
    await Promise.all(this.#refills);
  }

  /** Every change to the database reaches the caches (see setExclusive). */
  get exclusive(): boolean {
    return this.#exclusive;
  }
}
