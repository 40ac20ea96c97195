import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import type { Queryable } from '../db/database.ts';

/** The channel the catalogue triggers notify (migration 0004_catalog_notify). */
export const CATALOG_CHANNEL = 'momento_catalog';

/** Payloads of `sync`'s own notifications; the triggers send an empty payload. */
const SYNC_PREFIX = 'sync:';

export type CatalogListenerOptions = {
  /** PostgreSQL connection string: the listener holds one connection of its own, outside the pool. */
  connectionString: string;
  /** The pool, for `sync`'s NOTIFY. */
  db: Queryable;
  /**
   * A catalogue table changed (the notifying transaction has committed), by someone else than `ownOrigin`. A promise
   * returned is waited for by `sync`.
   */
  onChange: () => void | Promise<void>;
  /** The payload of this process's own writes (migration 0004): they are not reported. */
  ownOrigin?: string;
  /** LISTEN succeeded: from now on every committed change is heard (changes before it may have been missed). */
  onListening: () => void;
  /** The connection failed or ended: changes may go unheard until `onListening` again. */
  onLost: (error: Error) => void;
  /** Wait before the first reconnect, doubled after each failure up to `maxDelayMs`. @default 1000 */
  initialDelayMs?: number;
  /** @default 30000 */
  maxDelayMs?: number;
};

export type CatalogListener = {
  /** Resolves after the first attempt to LISTEN, whether it succeeded or not (then it keeps retrying). */
  readonly ready: Promise<void>;
  /** LISTEN is active on a live connection. */
  readonly listening: boolean;
  /**
   * Resolves once every change committed before the call has been handled (`onChange` ran and what it returned has
   * settled): it sends a notification
   * of its own and waits for it, and notifications arrive in commit order. Resolves at once while not listening (or
   * when the connection is lost meanwhile: `onLost` stands for every notification it may have missed).
   */
  sync: () => Promise<void>;
  /** Stops listening for good: no reconnect; resolves when the connection has ended. */
  close: () => Promise<void>;
};

/**
 * Keeps one connection LISTENing on CATALOG_CHANNEL and reconnects with a backoff when it is lost (PostgreSQL
 * restarted, an administrator terminated the backend, the network dropped). Errors never escape: they are reported
 * through `onLost`.
 */
export function listenForCatalogChanges(options: CatalogListenerOptions): CatalogListener {
  const initialDelayMs = options.initialDelayMs ?? 1000;
  const maxDelayMs = options.maxDelayMs ?? 30_000;
  let delayMs = initialDelayMs;
  let client: pg.Client | null = null;
  let listening = false;
  let closed = false;
  let timer: NodeJS.Timeout | null = null;
  const syncs = new Map<string, () => void>();
  /** What the latest onChange returned: a sync resolves after it. */
  let handled: Promise<void> = Promise.resolve();

  const releaseSyncs = () => {
    for (const resolve of syncs.values()) resolve();
    syncs.clear();
  };

  const connect = async (): Promise<void> => {
    // The application name tells this connection apart in pg_stat_activity.
    const c = new pg.Client({
      connectionString: options.connectionString,
      application_name: 'momento-catalog-listener',
    });
    client = c;
    let lost = false;
    const lose = (error: Error) => {
      if (lost) return;
      lost = true;
      listening = false;
      if (client === c) client = null;
      // A client that failed may still hold its socket.
      c.end().catch(() => undefined);
      releaseSyncs();
      if (closed) return;
      options.onLost(error);
      timer = setTimeout(() => {
        timer = null;
        attempt = connect();
      }, delayMs);
      timer.unref();
      delayMs = Math.min(delayMs * 2, maxDelayMs);
    };
    c.on('error', lose);
    c.on('end', () => lose(new Error('the catalogue listener connection ended')));
    c.on('notification', (message) => {
      if (message.channel !== CATALOG_CHANNEL) return;
      const payload = message.payload ?? '';
      if (payload.startsWith(SYNC_PREFIX)) {
        const resolve = syncs.get(payload);
        syncs.delete(payload);
        if (resolve) void handled.then(resolve);
        return;
      }
      if (options.ownOrigin !== undefined && payload === options.ownOrigin) return;
      handled = Promise.resolve(options.onChange()).catch(() => undefined);
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${CATALOG_CHANNEL}`);
    } catch (error) {
      lose(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    if (lost) return;
    if (closed) {
      await c.end().catch(() => undefined);
      return;
    }
    listening = true;
    delayMs = initialDelayMs;
    options.onListening();
  };

  const ready = connect();
  /** The latest connection attempt (the first, or a reconnect). */
  let attempt = ready;

  return {
    ready,
    get listening() {
      return listening;
    },
    async sync() {
      if (!listening) return;
      const payload = `${SYNC_PREFIX}${randomUUID()}`;
      const heard = new Promise<void>((resolve) => syncs.set(payload, resolve));
      try {
        await sql`SELECT pg_notify(${CATALOG_CHANNEL}, ${payload})`.execute(options.db);
      } catch (error) {
        syncs.delete(payload);
        throw error;
      }
      await heard;
    },
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      timer = null;
      listening = false;
      releaseSyncs();
      // Ending the client also stops an attempt still connecting, which then ends on its own.
      const c = client;
      client = null;
      if (c) await c.end().catch(() => undefined);
      await attempt;
    },
  };
}
