import { partnerNameFromOrigin } from '@momento/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import type { Logger } from '../logger.ts';

/**
 * The origins of the ACTIVE partners, in memory, for the checks every request makes (CORS, the embed sign-in, embed
 * tokens): a set lookup, no query. The operator changes partners in the console through any process
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

export class PartnerRegistry {
  private origins: ReadonlySet<string> = new Set();
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

  /** The ACTIVE partners' origins as this process knows them now. */
  list(): string[] {
    return [...this.origins];
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
    const row = await this.db.selectFrom('partner_registry').select('version').where('id', '=', 1).executeTakeFirst();
    const version = row ? Number(row.version) : 0;
    if (version === this.version) return;
    const rows = await this.db
      .selectFrom('partner_origins')
      .innerJoin('partners', 'partners.id', 'partner_origins.partner_id')
      .select('partner_origins.origin')
      .where('partners.status', '=', 'ACTIVE')
      .execute();
    this.origins = new Set(rows.map((r) => r.origin));
    this.version = version;
  }

  /** Checks for changes every `intervalMs`; returns a stop function that waits for a running check. */
  start(intervalMs: number): () => Promise<void> {
    let failing = false;
    const timer = setInterval(() => {
      this.refresh().then(
        () => {
          if (failing) this.logger.info('partner registry read again');
          failing = false;
        },
        (error: unknown) => {
          // The last known list stays in force; one warning per outage.
          if (!failing) this.logger.warn({ err: error }, 'reading the partners failed; the last known partners stay in force');
          failing = true;
        },
      );
    }, intervalMs);
    timer.unref();
    return async () => {
      clearInterval(timer);
      await this.running?.catch(() => undefined);
    };
  }
}

/**
 * The first start's partners: when PARTNER_ORIGINS lists origins and the database has never been seeded with them,
 * one ACTIVE partner per origin, named after its host, unless the operator already added partners. Marked seeded in
 * the same transaction, so later starts (and processes starting together: the registry row's lock orders them) leave
 * the console's list alone whatever the setting says. A start without origins marks nothing. Returns how many
 * partners it added.
 */
export async function seedPartnersOnce(db: Kysely<DB>, origins: readonly string[]): Promise<number> {
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
      const partner = await trx.insertInto('partners').values({ name: partnerNameFromOrigin(origin) }).returning('id').executeTakeFirstOrThrow();
      await trx.insertInto('partner_origins').values({ origin, partner_id: partner.id, position: 0 }).execute();
      added += 1;
    }
    return added;
  });
}
