import { partnerNameFromOrigin } from '@momento/contract';
import { sql, type Kysely, type Transaction } from 'kysely';
import { every } from '../db/periodic.ts';
import type { DB } from '../db/schema.ts';
import type { Logger } from '../logger.ts';

/**
 * The origins of the ACTIVE partners, in memory, for the checks every request makes (CORS, the embed sign-in, embed
 * tokens): a set lookup, no query. The admin changes partners in the admin area through any process
 * (docs/rules/partners.md); this process then learns of it
 * - at once for its own changes (`refresh` after the change's commit, http/middleware.ts `runWrite`);
 * - at once for another process's, on PostgreSQL: the triggers of migration 0030 NOTIFY PARTNERS_CHANNEL at commit,
 *   which the server's listener connection hears (server.ts);
 * - within `PARTNER_REFRESH_MS` in any case: `start` reads the registry's version (one row, raised by the same triggers
 *   with every change) on that interval and reloads the origins only when it moved, so a notification missed while
 *   the listener was down costs seconds, not correctness.
 */
/** The channel migration 0030's triggers NOTIFY on every change of the partners. */
export const PARTNERS_CHANNEL = 'momento_partners';

/** At most this many widget loads a minute are counted from one client address (more are answered, not counted). */
export const VIEWS_PER_ADDRESS_PER_MINUTE = 30;
/** The addresses remembered for that limit at most (a flood of addresses forgets the oldest minute's at once). */
const VIEW_ADDRESSES_MAX = 50_000;

export class PartnerRegistry {
  private origins: ReadonlyMap<string, number> = new Map();
  /** Widget loads counted and not yet written, by `partnerId day`. */
  private views = new Map<string, number>();
  /** Loads counted this minute per client address (the limit above); forgotten when the minute turns. */
  private viewsByAddress = new Map<string, number>();
  private viewMinute = 0;
  private version: number | null = null;
  private running: Promise<void> | null = null;
  private again = false;

  private readonly db: Kysely<DB>;
  private readonly logger: Logger;

  constructor(db: Kysely<DB>, logger: Logger) {
    this.db = db;
    this.logger = logger;
  }

  /** Whether `origin` is an ACTIVE partner's origin (exact match: browsers send the Origin header exactly). */
  has(origin: string): boolean {
    return this.origins.has(origin);
  }

  /** The ACTIVE partner whose origin this is, or null (the same exact match as `has`). */
  partnerOf(origin: string | undefined): number | null {
    return origin === undefined ? null : (this.origins.get(origin) ?? null);
  }

  /** The ACTIVE partners' origins as this process knows them now. */
  list(): string[] {
    return [...this.origins.keys()];
  }

  /**
   * Counts one widget load for the ACTIVE partner of `origin` (docs/rules/attribution.md), in memory: the counts are
   * written with the next check (`start`) or `flushViews`, one statement per partner and day, so a busy partner page
   * costs no write per load. Only counts: no visitor, no address is kept past the minute of the limit. Answers whether
   * the load was counted (not for a site that is no partner, nor beyond VIEWS_PER_ADDRESS_PER_MINUTE from one address).
   */
  countView(origin: string | undefined, address: string, now = new Date()): boolean {
    const partnerId = this.partnerOf(origin);
    if (partnerId === null) return false;
    const minute = Math.floor(now.getTime() / 60_000);
    if (minute !== this.viewMinute || this.viewsByAddress.size >= VIEW_ADDRESSES_MAX) {
      this.viewsByAddress = new Map();
      this.viewMinute = minute;
    }
    const seen = this.viewsByAddress.get(address) ?? 0;
    if (seen >= VIEWS_PER_ADDRESS_PER_MINUTE) return false;
    this.viewsByAddress.set(address, seen + 1);
    const key = `${partnerId} ${now.toISOString().slice(0, 10)}`;
    this.views.set(key, (this.views.get(key) ?? 0) + 1);
    return true;
  }

  /** Writes the widget loads counted so far (added to the day's row); on failure they are kept for the next try. */
  async flushViews(): Promise<void> {
    if (this.views.size === 0) return;
    const pending = this.views;
    this.views = new Map();
    try {
      const rows = [...pending].map(([key, views]) => {
        const [partnerId = '0', day = ''] = key.split(' ');
        return { partner_id: Number(partnerId), day, views };
      });
      // A partner removed meanwhile has no row to count for: its loads are dropped with it.
      const live = new Set(
        (
          await this.db
            .selectFrom('partners')
            .select('id')
            .where(
              'id',
              'in',
              rows.map((row) => row.partner_id),
            )
            .execute()
        ).map((row) => row.id),
      );
      const kept = rows.filter((row) => live.has(row.partner_id));
      if (kept.length === 0) return;
      await this.db
        .insertInto('partner_days')
        .values(kept)
        .onConflict((conflict) =>
          conflict
            .columns(['partner_id', 'day'])
            .doUpdateSet((eb) => ({ views: sql<number>`${eb.ref('partner_days.views')} + excluded.views` })),
        )
        .execute();
    } catch (error) {
      for (const [key, views] of pending) this.views.set(key, (this.views.get(key) ?? 0) + views);
      throw error;
    }
  }

  /**
   * Reads the version and, when it moved, the ACTIVE partners' origins. One at a time: a call while one runs waits
   * for it and then runs once more (the change it was called for may have committed after that one's read).
   */
  refresh(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      try {
        do {
          this.again = false;
          await this.load();
        } while (this.again);
      } finally {
        this.running = null;
      }
    })();
    return this.running;
  }

  private async load(): Promise<void> {
    // The version first: a change committed between the two reads then shows as a newer version at the next check,
    // which reloads (never an old list kept under a new version).
    const row = await this.db
      .selectFrom('partner_registry')
      .select('version')
      .where('id', '=', 1)
      .executeTakeFirst();
    const version = row ? Number(row.version) : 0;
    if (version === this.version) return;
    const rows = await this.db
      .selectFrom('partner_origins')
      .innerJoin('partners', 'partners.id', 'partner_origins.partner_id')
      .select(['partner_origins.origin', 'partner_origins.partner_id'])
      .where('partners.status', '=', 'ACTIVE')
      .execute();
    this.origins = new Map(rows.map((r) => [r.origin, r.partner_id]));
    this.version = version;
  }

  /**
   * Checks for changes and writes the counted widget loads every `intervalMs`, on the shared `every` loop (listed in
   * jobs/index.ts); returns a stop function that waits for a running check and writes the loads still counted.
   */
  start(intervalMs: number): () => Promise<void> {
    let failing = false;
    const stop = every(
      intervalMs,
      async () => {
        const flushed = this.flushViews().catch((error: unknown) =>
          this.logger.warn(
            { err: error },
            'writing the partners’ widget loads failed; they are kept for the next try',
          ),
        );
        const refreshed = this.refresh().then(
          () => {
            if (failing) this.logger.info('partner registry read again');
            failing = false;
          },
          (error: unknown) => {
            // The last known list stays in force; one warning per outage.
            if (!failing)
              this.logger.warn(
                { err: error },
                'reading the partners failed; the last known partners stay in force',
              );
            failing = true;
          },
        );
        await Promise.all([flushed, refreshed]);
      },
      (error) => this.logger.warn({ err: error }, 'partner registry check failed'),
    );
    return async () => {
      await stop();
      await this.running?.catch(() => undefined);
      await this.flushViews().catch(() => undefined);
    };
  }
}

/**
 * The first start's partners: when PARTNER_ORIGINS lists origins and the database has never been seeded with them,
 * one ACTIVE partner per origin, named after its host, unless the admin already added partners. Marked seeded in
 * the same transaction, so later starts (and processes starting together: the registry row's lock orders them) leave
 * the admin area's list alone whatever the setting says. A start without origins marks nothing. Returns how many
 * partners it added.
 */
export async function seedPartnersOnce(
  db: Kysely<DB>,
  origins: readonly string[],
  /** Runs for each partner added, in the same transaction (the demo's attribution history: seed/demo/partners.ts). */
  onAdded?: (trx: Transaction<DB>, partnerId: number, origin: string) => Promise<void>,
): Promise<number> {
  if (origins.length === 0) return 0;
  return db.transaction().execute(async (trx) => {
    const first = await trx
      .updateTable('partner_registry')
      .set({ seeded_at: new Date() })
      .where('id', '=', 1)
      .where('seeded_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    if (!first) return 0;
    const existing = await trx.selectFrom('partners').select('id').limit(1).executeTakeFirst();
    if (existing) return 0;
    let added = 0;
    for (const origin of new Set(origins)) {
      const partner = await trx
        .insertInto('partners')
        .values({ name: partnerNameFromOrigin(origin) })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('partner_origins')
        .values({ origin, partner_id: partner.id, position: 0 })
        .execute();
      await onAdded?.(trx, partner.id, origin);
      added += 1;
    }
    return added;
  });
}
