import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUYER, SELLER, startTestApi, type TestApi } from './harness.ts';
import { openStream, type OpenStream } from './liveStream.ts';

// Live updates across API processes (src/live/hub.ts): two real server processes (src/main.ts) on one PostgreSQL
// database. A message posted to one process reaches a stream open on the other through LISTEN/NOTIFY, both ways;
// a process that loses its listening connection ends its streams (they would miss events), and the streams opened
// again once it listens get every message.
// (This file runs in the api-postgres project only, see vitest.config.ts.)

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** A real API process on the database, started without seeding (the harness seeded it). */
async function startProcess(databaseUrl: string, children: ChildProcess[]): Promise<string> {
  const port = await freePort();
  const output: string[] = [];
  const child = spawn(process.execPath, ['src/main.ts'], {
    cwd: apiDir,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env['PATH'] ?? '',
      HOME: process.env['HOME'] ?? tmpdir(),
      NODE_ENV: 'test',
      API_HOST: '127.0.0.1',
      API_PORT: String(port),
      DATABASE_URL: databaseUrl,
      SEED_ON_START: '0',
      // One secret for both: a token from either process is good on the other, as behind a load balancer.
      JWT_SECRET: 'live-updates-test-secret-of-at-least-32-characters',
      SCRYPT_COST: '1024',
      LOG_LEVEL: 'warn',
    },
  });
  children.push(child);
  for (const stream of [child.stdout, child.stderr])
    stream?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const url = `http://127.0.0.1:${port}/api/v1`;
  const started = Date.now();
  while (Date.now() - started < 120_000) {
    if (child.exitCode !== null)
      throw new Error(`the API exited (${child.exitCode}):\n${output.join('').slice(-3000)}`);
    try {
      if ((await fetch(`${url}/health`)).ok) return url;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the API did not start:\n${output.join('').slice(-3000)}`);
}

async function call(url: string, method: string, route: string, token: string, body?: unknown) {
  const response = await fetch(`${url}${route}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: response.status, body: (await response.json()) as { data: Record<string, unknown> } };
}

describe.runIf(Boolean(process.env['TEST_DATABASE_URL']))(
  'live updates across two API processes on PostgreSQL',
  () => {
    let seeded: TestApi;
    const children: ChildProcess[] = [];
    const streams: OpenStream[] = [];
    let first = '';
    let second = '';

    beforeAll(async () => {
      seeded = await startTestApi();
      [first, second] = await Promise.all([
        startProcess(seeded.config.databaseUrl ?? '', children),
        startProcess(seeded.config.databaseUrl ?? '', children),
      ]);
    }, 240_000);
    afterAll(async () => {
      for (const stream of streams) stream.close();
      await Promise.all(
        children.map(
          (child) =>
            new Promise<void>((resolve) => {
              if (child.exitCode !== null || child.signalCode !== null) return resolve();
              child.once('exit', () => resolve());
              child.kill('SIGTERM');
            }),
        ),
      );
      await seeded?.close();
    });

    it('a message posted to one process arrives on a stream opened on the other, both ways', async () => {
      const login = async (url: string, account: { email: string; password: string }) => {
        const response = await fetch(`${url}/user/user_settings.php?action=login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(account),
        });
        return ((await response.json()) as { data: { token: string; user_data: { id: number } } }).data;
      };
      const buyer = await login(first, BUYER);
      const seller = await login(second, SELLER);
      const room = await call(first, 'POST', '/user/message/rooms.php', buyer.token, {
        receiver_id: seller.user_data.id,
      });
      const roomId = room.body.data['room_id'] as number;

      const sellerOnSecond = await openStream(second, seller.token);
      const buyerOnFirst = await openStream(first, buyer.token);
      streams.push(sellerOnSecond, buyerOnFirst);
      expect([sellerOnSecond.status, buyerOnFirst.status]).toEqual([200, 200]);

      const sent = await call(first, 'POST', '/user/message/messages.php', buyer.token, {
        room_id: roomId,
        message: 'Posted to the first process',
      });
      expect(sent.status).toBe(200);
      const arrived = await sellerOnSecond.next(
        (e) => (e.data as { message_id?: number }).message_id === sent.body.data['message_id'],
      );
      expect(arrived.data).toEqual({
        type: 'message',
        room_id: roomId,
        message_id: sent.body.data['message_id'],
        sender_id: buyer.user_data.id,
      });

      const answer = await call(second, 'POST', '/user/message/messages.php', seller.token, {
        room_id: roomId,
        message: 'Answered on the second',
      });
      await buyerOnFirst.next(
        (e) => (e.data as { message_id?: number }).message_id === answer.body.data['message_id'],
      );
    });

    it('ends its streams when its listening connection is lost, and delivers to the streams opened after it listens again', async () => {
      const login = async (url: string, account: { email: string; password: string }) => {
        const response = await fetch(`${url}/user/user_settings.php?action=login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(account),
        });
        return ((await response.json()) as { data: { token: string; user_data: { id: number } } }).data;
      };
      const buyer = await login(first, BUYER);
      const seller = await login(second, SELLER);
      const roomId = (
        await call(first, 'POST', '/user/message/rooms.php', buyer.token, {
          receiver_id: seller.user_data.id,
        })
      ).body.data['room_id'] as number;
      const before = await openStream(second, seller.token);
      streams.push(before);
      expect(before.status).toBe(200);

      // PostgreSQL ends both processes' listening connections (as a restart or a failover does).
      const admin = new pg.Client({ connectionString: seeded.config.databaseUrl ?? '' });
      await admin.connect();
      try {
        const ended = await admin.query<{ n: number }>(
          `SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity WHERE application_name = 'momento-live-listener' AND datname = current_database()`,
        );
        expect(ended.rows[0]?.n).toBeGreaterThanOrEqual(2);
        // The stream open on the second process ends instead of staying open while it hears nothing.
        await before.ended;
        // Once the process listens again (within its backoff), a new stream gets the next message.
        await expect
          .poll(
            async () =>
              (
                await admin.query<{ n: number }>(
                  `SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = 'momento-live-listener' AND datname = current_database()`,
                )
              ).rows[0]?.n,
            {
              timeout: 10_000,
              interval: 100,
            },
          )
          .toBeGreaterThanOrEqual(2);
      } finally {
        await admin.end();
      }
      // Streams opened before the listener was back are ended once more when it is; open the new one after that.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const after = await openStream(second, seller.token);
      streams.push(after);
      const sent = await call(first, 'POST', '/user/message/messages.php', buyer.token, {
        room_id: roomId,
        message: 'After the listener came back',
      });
      expect(sent.status).toBe(200);
      const arrived = await after.next(
        (e) => (e.data as { message_id?: number }).message_id === sent.body.data['message_id'],
      );
      expect(arrived.data).toMatchObject({ type: 'message', message_id: sent.body.data['message_id'] });
    });

    it("a logout on one process closes that session's stream open on the other, and not another session's", async () => {
      const login = async (url: string, account: { email: string; password: string }) => {
        const response = await fetch(`${url}/user/user_settings.php?action=login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(account),
        });
        return (
          (await response.json()) as {
            data: { token: string; refresh_token: string; user_data: { id: number } };
          }
        ).data;
      };
      const leaving = await login(first, BUYER);
      const staying = await login(first, BUYER);
      const seller = await login(second, SELLER);
      const roomId = (
        await call(second, 'POST', '/user/message/rooms.php', seller.token, {
          receiver_id: leaving.user_data.id,
        })
      ).body.data['room_id'] as number;
      const leavingOnSecond = await openStream(second, leaving.token);
      const stayingOnSecond = await openStream(second, staying.token);
      streams.push(leavingOnSecond, stayingOnSecond);
      expect([leavingOnSecond.status, stayingOnSecond.status]).toEqual([200, 200]);

      expect(
        (
          await call(first, 'POST', '/user/user_settings.php?action=logout', leaving.token, {
            refresh_token: leaving.refresh_token,
          })
        ).status,
      ).toBe(200);
      const outcome = await Promise.race([
        leavingOnSecond.ended.then(() => 'ended'),
        new Promise((resolve) => setTimeout(() => resolve('still open'), 5000)),
      ]);
      expect(outcome).toBe('ended');
      const sent = await call(second, 'POST', '/user/message/messages.php', seller.token, {
        room_id: roomId,
        message: 'Still signed in here?',
      });
      expect(sent.status).toBe(200);
      await stayingOnSecond.next(
        (e) => (e.data as { message_id?: number }).message_id === sent.body.data['message_id'],
      );
    });
  },
);
