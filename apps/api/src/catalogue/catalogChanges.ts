import { sql, type RawBuilder } from 'kysely';
import type { Queryable } from '../db/database.ts';

/** What changed in the catalogue since the last read of the change log (migration 0010_catalog_changes). */
export type CatalogChange = {
  /** Tickets (their row or their images). */
  tickets: Set<number>;
  /** Events whose displayed fields, teams or artists changed. */
  events: Set<number>;
  /** Events whose count of listed tickets changed (and nothing else). */
  eventCounts: Set<number>;
  /** Something else the catalogue shows changed, or the log cannot tell (see CatalogChangeFeed): drop everything. */
  everything: boolean;
};

export const noChange = (): CatalogChange => ({
  tickets: new Set(),
  events: new Set(),
  eventCounts: new Set(),
  everything: false,
});

export const isEmptyChange = (c: CatalogChange) =>
  !c.everything && !c.tickets.size && !c.events.size && !c.eventCounts.size;

/** How long log rows are kept; a reader that has not read the log for half of it starts over (`everything`). */
export const CHANGE_RETENTION_MS = 10 * 60_000;

type LogRow = { seq: number | string; kind: string | null; ids: number[] | null };

/**
 * Something to read in the same statement as the log (one round trip and one snapshot for both): given the query of
 * the ticket ids the unread log rows name (a superset of the change's `tickets`), a JSON value.
 */
export type AlongsideRead = (ticketIds: RawBuilder<unknown>) => RawBuilder<unknown>;

/**
 * Reads the catalogue change log in order, without missing a row and without reading one twice.
 *
 * `seq` comes from an identity column: it is taken when a row is inserted, not when its transaction commits, so a
 * row with a lower seq can become visible after one with a higher seq (or never, if its transaction rolls back).
 * The feed remembers the seqs it has read above `#final` (every seq at or below it is read or will never appear).
 * A gap below a seq it has read belongs to a transaction that had begun when that seq was read (it took its seq
 * earlier), so once every transaction running then has ended (the snapshot's xmin has passed the xmax of the read
 * that saw the gap), a read sees the gap's row if it committed, and the gap can be closed.
 */
export class CatalogChangeFeed {
  #final = 0;
  readonly #seen = new Set<number>();
  /** Gaps at or below `upTo` are final once a snapshot's xmin reaches `xmax`. */
  readonly #pending: { xmax: bigint; upTo: number }[] = [];
  #readAt = 0;
  #prunedAt = 0;

  /** When the log was last read (0: never). */
  get readAt(): number {
    return this.#readAt;
  }

  /**
   * The changes committed since the previous read. The first read reports `everything`: whatever a reader held
   * before it may be older than the log's start.
   */
  async read(db: Queryable): Promise<CatalogChange>;
  async read(db: Queryable, alongside: AlongsideRead): Promise<CatalogChange & { alongside: unknown }>;
  async read(db: Queryable, alongside?: AlongsideRead): Promise<CatalogChange & { alongside?: unknown }> {
    const started = Date.now();
    const first = this.#readAt === 0;
    const stale = !first && started - this.#readAt > CHANGE_RETENTION_MS / 2;
    const ticketIds = sql`SELECT DISTINCT unnest(c.ids) FROM c WHERE c.kind = 'tickets'`;
    const result = await sql<{
      xmin: string;
      xmax: string;
      log: LogRow[] | string | null;
      alongside: unknown;
    }>`
      WITH c AS MATERIALIZED (SELECT seq, kind, ids FROM catalog_changes WHERE seq > ${this.#final})
      SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS xmin,
             pg_snapshot_xmax(pg_current_snapshot())::text AS xmax,
             (SELECT json_agg(c ORDER BY c.seq) FROM c) AS log,
             ${alongside ? alongside(ticketIds) : sql`NULL`} AS alongside`.execute(db);
    const change: CatalogChange & { alongside?: unknown } = noChange();
    change.everything = first || stale;
    const snapshot = result.rows[0];
    if (!snapshot) throw new Error('the change log read returned no snapshot');
    if (alongside) change.alongside = snapshot.alongside;
    const log = (typeof snapshot.log === 'string' ? JSON.parse(snapshot.log) : snapshot.log) as
      LogRow[] | null;
    let maxSeq = this.#final;
    for (const row of log ?? []) {
      const seq = Number(row.seq);
      maxSeq = Math.max(maxSeq, seq);
      if (this.#seen.has(seq)) continue;
      this.#seen.add(seq);
      if (row.kind === 'tickets') for (const id of row.ids ?? []) change.tickets.add(id);
      else if (row.kind === 'events') for (const id of row.ids ?? []) change.events.add(id);
      else if (row.kind === 'event_counts') for (const id of row.ids ?? []) change.eventCounts.add(id);
      else change.everything = true;
    }
    this.#advance(BigInt(snapshot.xmin), BigInt(snapshot.xmax), maxSeq);
    this.#readAt = started;
    if (started - this.#prunedAt > CHANGE_RETENTION_MS / 10) {
      this.#prunedAt = started;
      await sql`DELETE FROM catalog_changes WHERE changed_at < now() - make_interval(secs => ${CHANGE_RETENTION_MS / 1000})`.execute(
        db,
      );
    }
    return change;
  }

  #advance(xmin: bigint, xmax: bigint, maxSeq: number): void {
    // Gaps whose transactions have all ended since they were seen are final.
    while (this.#pending.length && (this.#pending[0] as { xmax: bigint }).xmax <= xmin) {
      const { upTo } = this.#pending.shift() as { upTo: number };
      if (upTo > this.#final) this.#final = upTo;
    }
    while (this.#seen.has(this.#final + 1)) this.#final += 1;
    for (const seq of this.#seen) if (seq <= this.#final) this.#seen.delete(seq);
    // Seqs read above a gap: the gap may still be filled by a transaction running now.
    if (this.#seen.size && (this.#pending.at(-1)?.upTo ?? 0) < maxSeq)
      this.#pending.push({ xmax, upTo: maxSeq });
  }
}
