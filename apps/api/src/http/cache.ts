import { randomUUID } from 'node:crypto';
import { matchRoute, operations, type OperationId, type OperationQuery } from '@momento/contract';
import { CatalogChangeFeed, isEmptyChange, type CatalogChange } from '../db/catalogChanges.ts';
import type { Queryable } from '../db/database.ts';
import { criteriaOf, type SearchCriteria } from '../queries/search/criteria.ts';
import { SearchIndexHolder, type AppliedChange, type IndexDelta } from '../queries/search/holder.ts';
import type { SearchIndex } from '../queries/search/searchIndex.ts';
import { ListingCaches, loadTicketTexts } from '../queries/tickets.ts';

/**
 * A small in-process cache of public catalogue replies (anonymous GETs of browsing operations), so that the
 * same search asked again within `ttlMs` costs no database round trip. A committed change drops the replies it can
 * affect (ReplyCache#invalidate): at once for a write through this process; on PostgreSQL, for writes through other
 * processes, when their notification arrives (src/db/catalogListener.ts), or after at most `ttlMs` while the listener
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
]);

/** A cached reply: its JSON as UTF-8, and its gzip once a client that accepts gzip asked for it. */
export type CachedReply = { body: Buffer; gzip: Promise<Buffer> | null; expires: number };

/** A cached reply's gzip, compressed once and shared by every request for it; a failure is not kept. */
export function gzipOfReply(entry: CachedReply, compress: (body: Buffer) => Promise<Buffer>): Promise<Buffer> {
  entry.gzip ??= compress(entry.body).catch((error: unknown) => {
    entry.gzip = null;
    throw error;
  });
  return entry.gzip;
}

/**
 * What a cached reply depends on, read from its key (`path?query`): a search (its criteria: it changes only when a
 * listing that meets them changes), one listing (by id), or anything else (lists of events, venues...: any change).
 */
export type ReplyScope = { kind: 'search'; criteria: SearchCriteria } | { kind: 'listing'; id: number } | { kind: 'other' };

export function scopeOfKey(key: string): ReplyScope {
  const mark = key.indexOf('?');
  const path = mark < 0 ? key : key.slice(0, mark);
  const params = new URLSearchParams(mark < 0 ? '' : key.slice(mark + 1));
  const id = matchRoute('GET', path, params, undefined);
  const query: Record<string, string> = {};
  for (const [name, value] of params) if (name !== 'action') query[name] = value;
  if (id === 'products' || id === 'searchProducts') {
    const parsed = operations[id].query.safeParse(query);
    if (!parsed.success) return { kind: 'other' };
    try {
      return { kind: 'search', criteria: criteriaOf(parsed.data as OperationQuery<'products'>) };
    } catch {
      return { kind: 'other' };
    }
  }
  if (id === 'product') {
    const parsed = operations.product.query.safeParse(query);
    // A collection's reply shows its other listings too.
    if (parsed.success && parsed.data.full_collection !== 1) return { kind: 'listing', id: parsed.data.product_id };
  }
  return { kind: 'other' };
}

type Entry = CachedReply & { key: string; scope: ReplyScope | null };

export class ReplyCache {
  readonly ttlMs: number;
  readonly maxEntries: number;
  /** Bound on the bodies kept (a page of 20 listings is ~28 KB, so the default holds ~2,000 pages). */
  readonly maxBytes: number;
  readonly #entries = new Map<string, Entry>();
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
   * entries go first when the cache is over `maxEntries` or `maxBytes`. Returns the entry either way.
   */
  set(key: string, body: Buffer, generation: number): CachedReply {
    const entry: Entry = { key, scope: null, body, gzip: null, expires: Date.now() + this.ttlMs };
    if (this.ttlMs <= 0 || generation !== this.#generation || body.byteLength > this.maxBytes) return entry;
    const previous = this.#entries.get(key);
    if (previous) this.#delete(key, previous);
    // Maps iterate in insertion order: the first entries are the oldest.
    for (const [oldKey, oldEntry] of this.#entries) {
      if (this.#entries.size < this.maxEntries && this.#bytes + body.byteLength <= this.maxBytes) break;
      this.#delete(oldKey, oldEntry);
    }
    this.#entries.set(key, entry);
    this.#bytes += body.byteLength;
    return entry;
  }

  clear(): void {
    this.#entries.clear();
    this.#bytes = 0;
    this.#generation += 1;
  }

  /**
   * Drops the replies `change` can affect. A search reply goes when a changed listing meets its criteria before or
   * after the change (`applied`: the index's view of both; without it, any listing change drops every search reply);
   * a listing's reply when it or any event changed; every other reply on any change.
   */
  invalidate(change: CatalogChange, applied: AppliedChange): void {
    if (change.everything) return this.clear();
    if (isEmptyChange(change)) return;
    this.#generation += 1;
    const listings = change.tickets.size > 0;
    const events = change.events.size > 0;
    for (const [key, entry] of this.#entries) {
      entry.scope ??= scopeOfKey(key);
      const scope = entry.scope;
      let drop: boolean;
      if (scope.kind === 'other') drop = true;
      else if (scope.kind === 'listing') drop = events || change.tickets.has(scope.id);
      else if (events) drop = true;
      else if (!listings) drop = false;
      else if (!applied) drop = true;
      else drop = applied.rows.some((row) => (row.before !== null && applied.index.matches(row.before, scope.criteria)) || (row.after !== null && applied.index.matches(row.after, scope.criteria)));
      if (drop) this.#delete(key, entry);
    }
  }

  #delete(key: string, entry: CachedReply): void {
    this.#entries.delete(key);
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
  /** PUBLIC_API_BASE, for the image links of the cached listings. */
  apiBase: string;
  onSearchIndexError?: (error: unknown) => void;
  /** Reading the change log failed (everything cached was dropped; the next change or read tries again). */
  onChangeLogError?: (error: unknown) => void;
};

/**
 * Listings per statement while the listing cache is filled after an index build: PGlite answers in this thread, so a
 * statement blocks every request for its duration (~0.1-0.2 ms per listing); requests run between chunks.
 */
const WARM_CHUNK = 50;

/** At most this many changed listings are read again at once after a change (a bulk change leaves the rest to the searches). */
const REFRESH_MAX = 500;

/** How often the change log is read while the catalogue listener is lost (setExclusive(false)). */
const LOST_LISTENER_POLL_MS = 1000;

/**
 * The process's catalogue caches: public replies, the event and listing caches and the search index. `changed` runs
 * after every committed write of this process (except CATALOGUE_NEUTRAL_WRITES), after the reservation sweep released
 * something, and on PostgreSQL when another process's change is notified (src/db/catalogListener.ts): the caches then
 * read the change log (src/db/catalogChanges.ts) and drop or patch exactly what changed, all in one synchronous step
 * once the rows it needs are read. A writer awaits that read before it answers; searches do not wait for it (`fresh`).
 */
export class CatalogCaches {
  readonly replies: ReplyCache;
  /** Events and listings by id, for the queries (loadTickets, loadEvents). */
  readonly entities: ListingCaches;
  /** The in-memory search index (queries/search/searchIndex.ts). */
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
  #lastChange: { at: number; ms: number } | null = null;
  #poll: NodeJS.Timeout | null = null;
  /** The listing cache being filled after an index build (see #warm), and the last fill's duration and size. */
  #warming: Promise<void> | null = null;
  #lastWarm: { ms: number; listings: number } | null = null;
  readonly #refills = new Set<Promise<void>>();
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
    this.entities = new ListingCaches(options.ttlMs, options.exclusive);
    this.search = new SearchIndexHolder({
      enabled: options.searchIndex,
      ttlMs: options.ttlMs,
      ...(options.onSearchIndexError ? { onError: options.onSearchIndexError } : {}),
      onBuilt: (index) => {
        this.#warming ??= this.#warm(index, options.onSearchIndexError).finally(() => (this.#warming = null));
      },
    });
  }

  /**
   * Fills the listing cache with the anonymous JSON of every listed ticket the index holds (newest first, up to the
   * cache's size), a few at a time in the background, so that searches find their listings cached instead of each
   * reading its missing ones (on PGlite a search that has to read 20 listings blocks the thread for several
   * milliseconds). Listings already cached are not read again.
   */
  async #warm(index: SearchIndex, onError?: (error: unknown) => void): Promise<void> {
    const started = performance.now();
    const ids = index.listedIds(this.entities.listings.maxEntries);
    try {
      for (let k = 0; k < ids.length && !this.#closed; k += WARM_CHUNK) {
        await new Promise((resolve) => setImmediate(resolve));
        await loadTicketTexts(this.#db, ids.slice(k, k + WARM_CHUNK), this.#apiBase, this.entities);
      }
      this.#lastWarm = { ms: performance.now() - started, listings: ids.length };
    } catch (error) {
      // Searches read the listings they lack themselves.
      onError?.(error);
    }
  }

  /** Reads `ids` into the listing cache in the background (a listing not read now is read by the next search showing it). */
  #refill(ids: number[]): void {
    const read = loadTicketTexts(this.#db, ids, this.#apiBase, this.entities)
      .then(() => undefined)
      .catch((error: unknown) => this.#onChangeLogError?.(error))
      .finally(() => this.#refills.delete(read));
    this.#refills.add(read);
  }

  /** Resolves when no index build and no listing cache fill is running (tests, the bench's warm-up). */
  async settled(): Promise<void> {
    await this.search.settled();
    while (this.#warming) await this.#warming;
  }

  /** Duration and size of the last listing cache fill (the bench prints it). */
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
   * the call has finished, so what was committed before the call has reached the caches: a writer awaits it before it
   * answers, so that its client's next request sees the change.
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
   * Resolves when the caches may answer: at once, unless the change log has never been read, or (while not exclusive)
   * was last read more than `ttlMs` ago; then after a read. A read in progress is not waited for: it changes the caches
   * in one synchronous step at its end (see #readChanges), and a writer awaits it before it answers.
   */
  fresh(): Promise<void> {
    if (this.#ttlMs > 0 && (this.#feed.readAt === 0 || (!this.#exclusive && Date.now() - this.#feed.readAt >= this.#ttlMs))) return this.changed();
    return Promise.resolve();
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
    try {
      change = await this.#feed.read(this.#db);
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
    // What the index needs is read first; then the index, the listing and event caches and the replies change
    // together, synchronously, so that a search running meanwhile sees the catalogue before the change or after it
    // (searches do not wait for these reads).
    let delta: IndexDelta = null;
    try {
      delta = await this.search.read(this.#db, change.tickets, change.events);
    } catch (error) {
      this.search.invalidate();
      this.#onChangeLogError?.(error);
    }
    this.entities.forget(change.tickets, change.events);
    const applied = this.search.apply(delta);
    this.replies.invalidate(change, applied);
    // The changed listings that are listed now go back into the listing cache right away, after the writer has its
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
    await this.#loop;
    await this.#warming;
    await Promise.all(this.#refills);
  }

  /** Every change to the database reaches the caches (see setExclusive). */
  get exclusive(): boolean {
    return this.#exclusive;
  }
}
