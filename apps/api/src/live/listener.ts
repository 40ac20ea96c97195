import pg from 'pg';
import type { Database } from '../db/database.ts';
import type { Logger } from '../logger.ts';
import { LIVE_CHANNEL, type LiveHub } from './hub.ts';

/**
 * Hands every notification on LIVE_CHANNEL to the hub. On PostgreSQL one connection of its own LISTENs (outside the
 * pool) and reconnects with a backoff when it is lost; events published meanwhile are missed. So that no stream
 * stays open while it misses events, the hub's streams are closed when the connection is lost and again once LISTEN
 * works again: the clients reconnect (Last-Event-ID) and resync, which brings the state back. On PGlite the
 * database delivers in-process. Returns the stop function.
 *
 * `also` names other channels the same connection LISTENs to, each with what to do on a notification: a hint that
 * something changed (the payload is not read), so each is also called once LISTEN works again after a loss, since
 * notifications sent meanwhile were missed. Their owners keep a periodic check of their own as well.
 */
export async function startLiveListener(
  database: Database,
  hub: LiveHub,
  logger: Logger,
  also: Readonly<Record<string, () => void>> = {},
): Promise<() => Promise<void>> {
  const channels = Object.keys(also);
  if (database.kind === 'pglite') {
    if (!database.pglite) return async () => {};
    const pglite = database.pglite;
    const unlisten = [
      await pglite.listen(LIVE_CHANNEL, (payload) => hub.deliver(payload)),
      ...(await Promise.all(channels.map((channel) => pglite.listen(channel, () => also[channel]?.())))),
    ];
    return async () => {
      for (const stop of unlisten) await stop();
    };
  }
  const url = database.url;
  if (!url) return async () => {};
  let closed = false;
  let client: pg.Client | null = null;
  let timer: NodeJS.Timeout | null = null;
  let delayMs = 500;
  let lostSince: number | null = null;

  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: url, application_name: 'momento-live-listener' });
    client = c;
    let lost = false;
    const lose = (error: Error) => {
      if (lost) return;
      lost = true;
      if (client === c) client = null;
      c.end().catch(() => undefined);
      if (closed) return;
      hub.closeAll();
      if (lostSince === null) logger.warn({ err: error }, 'live listener lost; reconnecting');
      lostSince ??= Date.now();
      timer = setTimeout(() => {
        timer = null;
        void connect();
      }, delayMs);
      timer.unref();
      delayMs = Math.min(delayMs * 2, 30_000);
    };
    c.on('error', lose);
    c.on('end', () => lose(new Error('the live listener connection ended')));
    c.on('notification', (message) => {
      if (message.channel === LIVE_CHANNEL && message.payload) hub.deliver(message.payload);
      else also[message.channel]?.();
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${LIVE_CHANNEL}`);
      for (const channel of channels) await c.query(`LISTEN ${channel}`);
      delayMs = 500;
      if (lostSince !== null) {
        // Streams opened while the listener was down missed what was published meanwhile.
        hub.closeAll();
        for (const channel of channels) also[channel]?.();
        logger.info({ afterMs: Date.now() - lostSince }, 'live listener reconnected');
      }
      lostSince = null;
    } catch (error) {
      lose(error instanceof Error ? error : new Error(String(error)));
    }
  };
  await connect();
  return async () => {
    closed = true;
    if (timer) clearTimeout(timer);
    const c = client;
    client = null;
    if (c) await c.end().catch(() => undefined);
  };
}
