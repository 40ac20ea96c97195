// The holder of the in-memory index: when it is built, how it is kept fresh, and when SQL answers instead.
import type { Queryable } from '../db/database.ts';
import {
  buildSearchIndex,
  readIndexRows,
  readLinks,
  type IndexRow,
  type RowChange,
  type SearchIndex,
} from './searchIndex.ts';

/** Above this many tickets changed at once (a bulk import), the index is built again rather than patched. */
const MAX_DELTA_ROWS = 20_000;

export type SearchIndexOptions = {
  /** SEARCH_INDEX. */
  enabled: boolean;
  /** PUBLIC_CACHE_MS: 0 turns the index off too. */
  ttlMs: number;
  /** Builds start at most this often (ms); at least ten times the last build's duration. */
  minIntervalMs?: number;
  /** Above this many ticket rows the index is not kept (memory), and SQL answers every search. */
  maxTickets?: number;
  onError?: (error: unknown) => void;
  /** A build finished and its index answers from now on. */
  onBuilt?: (index: SearchIndex) => void;
  /** A build found more ticket rows than maxTickets: SQL answers every search. */
  onTooLarge?: () => void;
};

/** What an applied change did to the index: each ticket's state before and after, or null when it cannot tell. */
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
 * (`invalidate`: something else than tickets and events changed, a bulk import). While there is no index, `current`
 * is null and SQL answers. Changes committed during a build are applied to the new index before it answers.
 */
export class SearchIndexHolder {
  readonly #options: Required<Omit<SearchIndexOptions, 'onError' | 'onBuilt' | 'onTooLarge'>> &
    Pick<SearchIndexOptions, 'onError' | 'onBuilt' | 'onTooLarge'>;
  #index: SearchIndex | null = null;
  #generation = 0;
  #building: Promise<void> | null = null;
  /** Ids changed while a build runs (applied to its index before it answers). */
  #duringBuild: { tickets: Set<number>; events: Set<number> } | null = null;
  #nextBuildAt = 0;
  #lastBuild: { ms: number; listings: number } | null = null;

  constructor(options: SearchIndexOptions) {
    this.#options = { minIntervalMs: 2000, maxTickets: 300_000, ...options };
  }

  /** Whether an index is kept at all (SEARCH_INDEX, and a PUBLIC_CACHE_MS above 0). */
  get enabled(): boolean {
    return this.#options.enabled && this.#options.ttlMs > 0;
  }

  /** The index to answer from now, or null (SQL answers); starts a build when due. */
  current(db: Queryable): SearchIndex | null {
    if (!this.enabled) return null;
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

  /** The index kept now (null: none); `read` takes rows read beside the change log for it. */
  get index(): SearchIndex | null {
    return this.#index;
  }

  /**
   * Reads the current rows of changed tickets and the links of changed events, for `apply`. Callers read and apply
   * one change at a time, in the order of the change log. Null when there is no index to patch (SQL answers) or the
   * change is too big for a delta (the index is dropped and built again). `known`: the rows of (at least) the changed
   * tickets, read with the change log for the index kept then; used if that index is still the one kept.
   */
  async read(
    db: Queryable,
    tickets: Set<number>,
    events: Set<number>,
    known?: { index: SearchIndex; rows: IndexRow[] },
  ): Promise<IndexDelta> {
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
    const rows =
      known?.index === index
        ? known.rows.filter((row) => tickets.has(row.id))
        : await readIndexRows(db, [...tickets]);
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

  async #patch(
    db: Queryable,
    index: SearchIndex,
    tickets: Set<number>,
    events: Set<number>,
  ): Promise<RowChange[] | null> {
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
      const index = await buildSearchIndex(db, this.#options.maxTickets);
      if (!index) this.#options.onTooLarge?.();
      // Changes committed while the build read: apply them (and those committed meanwhile) before answering.
      while (
        index &&
        generation === this.#generation &&
        (this.#duringBuild.tickets.size || this.#duringBuild.events.size)
      ) {
        const { tickets, events } = this.#duringBuild;
        this.#duringBuild = { tickets: new Set(), events: new Set() };
        if (tickets.size > MAX_DELTA_ROWS || !(await this.#patch(db, index, tickets, events)))
          this.#generation += 1;
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
