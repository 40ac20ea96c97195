// Periodic work runs once however many processes share the database: the reservation sweep and the outbox
// delivery each take an advisory lock in their transaction. On PostgreSQL (api-postgres project) two servers'
// connection pools compete here: a sweep finds the lock of another session's sweep and skips, and two mail senders
// deliver every mail exactly once between them. On PGlite (one process) the lock is always free and the work runs.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/database.ts';
import { tryTransactionLock } from '../src/db/periodic.ts';
import { sweepOnce } from '../src/jobs/sweeper.ts';
import { createLogger } from '../src/logger.ts';
import { queueMail, startMailSender, type Transport } from '../src/notifications/outbox.ts';
import { startTestApi, type TestApi } from './harness.ts';

let api: TestApi;
/** A second server's view of the same database (its own pool); the same handle on PGlite. */
let other: Database;
const logger = createLogger('silent');

beforeAll(async () => {
  api = await startTestApi({ seed: false });
  other =
    api.kind === 'postgres'
      ? await openDatabase({ databaseUrl: api.config.databaseUrl, poolSize: 4 })
      : api.database;
});
afterAll(async () => {
  if (other && other !== api?.database) await other.close();
  await api?.close();
});

/** A transport that records what it sends and takes a moment per mail, as SMTP does. */
function recordingTransport(sent: string[]): Transport {
  return {
    async sendMail(message) {
      await new Promise((resolve) => setTimeout(resolve, 2));
      sent.push(message.subject);
    },
  };
}

describe('periodic work under advisory locks', () => {
  it('skips a sweep while another session holds the sweep lock, and sweeps once it is free', async () => {
    if (api.kind === 'pglite') {
      // One process: nobody else can hold it.
      expect(await sweepOnce(api.database)).toEqual({ ran: true, cartItems: 0, orders: 0 });
      return;
    }
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked: (value: boolean) => void = () => {};
    const gotLock = new Promise<boolean>((resolve) => (locked = resolve));
    const holder = api.database.db.transaction().execute(async (trx) => {
      locked(await tryTransactionLock(trx, 'reservationSweep'));
      await held;
    });
    expect(await gotLock).toBe(true);
    expect(await sweepOnce(other)).toEqual({ ran: false });
    release();
    await holder;
    expect(await sweepOnce(other)).toEqual({ ran: true, cartItems: 0, orders: 0 });
  });

  it('delivers every queued mail exactly once with a sender in each of two processes', async () => {
    const count = 60;
    for (let i = 0; i < count; i += 1)
      await queueMail(api.database.db, { to: `m${i}@example.com`, subject: `mail ${i}`, text: `hello ${i}` });
    const sentByFirst: string[] = [];
    const sentBySecond: string[] = [];
    const stops = [
      startMailSender(api.database, api.config, logger, {
        transport: recordingTransport(sentByFirst),
        intervalMs: 10,
      }),
      startMailSender(other, api.config, logger, {
        transport: recordingTransport(sentBySecond),
        intervalMs: 10,
      }),
    ];
    try {
      await expect
        .poll(
          async () =>
            (
              await sql<{
                n: number;
              }>`SELECT count(*)::int AS n FROM outbox_mails WHERE sent_at IS NULL`.execute(api.database.db)
            ).rows[0]?.n,
          {
            timeout: 20_000,
            interval: 20,
          },
        )
        .toBe(0);
    } finally {
      for (const stop of stops) await stop();
    }
    const all = [...sentByFirst, ...sentBySecond];
    expect(all).toHaveLength(count);
    expect(new Set(all).size).toBe(count);
  });
});
