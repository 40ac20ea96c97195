import { randomUUID } from 'node:crypto';
import type { OperationId } from '@momento/contract';
import { SearchIndexHolder } from '../queries/search.ts';
import { ListingCaches } from '../queries/tickets.ts';

/**
 * A small in-process cache of public catalogue replies (anonymous GETs of browsing operations), so that the
 * same search asked again within `ttlMs` costs no database round trip. Any committed write through this
 * process clears it at once; on PostgreSQL, writes through other processes clear it when their notification
 * arrives (src/db/catalogListener.ts), or show after at most `ttlMs` while the listener is not connected
 * (PUBLIC_CACHE_MS, 0 turns the cache off). Replies that depend on the viewer (a bearer token is present) are never
 * cached.
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
 * Writes that cannot change any catalogue reply (sessions, sign-in, addresses, passwords, messages, reports): they
 * leave the catalogue caches and the search index alone. Every other committed write clears them. Sign-in and
 * token refreshes come with every visit; clearing on them would keep the search index from ever being fresh.
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

export class ReplyCache {
  readonly ttlMs: number;
  readonly maxEntries: number;
  /** Bound on the bodies kept (a page of 20 listings is ~28 KB, so the default holds ~2,000 pages). */
  readonly maxBytes: number;
  readonly #entries = new Map<string, CachedReply>();
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

  /** Changes with every clear: take it before reading what a reply is made of, and give it to `set`. */
  get generation(): number {
    return this.#generation;
  }

  /** Bytes of the bodies kept (not counting their gzip, a few KB each). */
  get bytes(): number {
    return this.#bytes;
  }

  /**
   * Keeps `body` for `key`, unless the cache was cleared since `generation` was taken: a reply read before a change
   * and finished after it would otherwise outlive the change by `ttlMs`. The oldest entries go first when the cache
   * is over `maxEntries` or `maxBytes`. Returns the entry either way.
   */
  set(key: string, body: Buffer, generation: number): CachedReply {
    const entry: CachedReply = { body, gzip: null, expires: Date.now() + this.ttlMs };
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

  #delete(key: string, entry: CachedReply): void {
    this.#entries.delete(key);
    this.#bytes -= entry.body.byteLength;
  }
}

export type CatalogCacheOptions = {
  /** PUBLIC_CACHE_MS; 0 turns every catalogue cache off. */
  ttlMs: number;
  /**
   * The caches are cleared on every change to the database, so the entity caches and the search index need not
   * expire: the database changes only through this process (an embedded PGlite it opened). Otherwise (PostgreSQL,
   * possibly shared by several servers; a database a test writes into) they live `ttlMs`, until setExclusive(true)
   * (PostgreSQL with the catalogue listener connected). Replies live `ttlMs` either way.
   */
  exclusive: boolean;
  /** SEARCH_INDEX. */
  searchIndex: boolean;
  onSearchIndexError?: (error: unknown) => void;
};

/**
 * The process's catalogue caches: public replies, the event and listing caches and the search index. `clear` runs
 * after every committed write of this process (except CATALOGUE_NEUTRAL_WRITES) and after the reservation sweep released something, so a ticket
 * that changed hands (or came back to sale) shows at once in this process; on PostgreSQL also on every change another
 * process made (src/db/catalogListener.ts).
 */
export class CatalogCaches {
  readonly replies: ReplyCache;
  /** Events and listings by id, for the queries (loadTickets, loadEvents). */
  readonly entities: ListingCaches;
  /** The in-memory search index (queries/search.ts). */
  readonly search: SearchIndexHolder;

  #exclusive: boolean;

  /**
   * This process's name on its own catalogue writes (momento.catalog_origin, migration 0004): it clears its caches
   * when they commit, so the notifications they cause are not for it.
   */
  readonly origin = randomUUID();

  constructor(options: CatalogCacheOptions) {
    this.#exclusive = options.exclusive;
    this.replies = new ReplyCache(options.ttlMs);
    this.entities = new ListingCaches(options.ttlMs, options.exclusive);
    this.search = new SearchIndexHolder({
      enabled: options.searchIndex,
      ttlMs: options.ttlMs,
      exclusive: options.exclusive,
      ...(options.onSearchIndexError ? { onError: options.onSearchIndexError } : {}),
    });
  }

  clear(): void {
    this.replies.clear();
    this.entities.clear();
    this.search.invalidate();
  }

  /**
   * Switches between exclusive (every change to the database clears the caches: entity entries and the search index
   * do not expire) and `ttlMs` expiry, for the catalogue listener on PostgreSQL; clears the caches either way, since
   * changes may have gone unheard.
   */
  setExclusive(exclusive: boolean): void {
    this.#exclusive = exclusive;
    this.replies.clear();
    this.entities.setExclusive(exclusive);
    this.search.setExclusive(exclusive);
  }

  /** Every change to the database clears the caches (see setExclusive). */
  get exclusive(): boolean {
    return this.#exclusive;
  }
}
