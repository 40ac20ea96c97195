// A crash in the middle of purchases: the real server process (src/main.ts) on its own data, 20 buyers running
// cart -> checkout -> order -> payment at once, the process killed with SIGKILL at a random moment, restarted on the
// same data, several rounds. After every restart the server must start by itself, and at the end:
// - every order whose payment answered 200 is paid, with exactly one payment;
// - no ticket is held by two live cart lines or two live orders;
// - orders left unpaid expire normally (their tickets are released once the payment window has passed).
// PGlite (a data directory) always; PostgreSQL too when TEST_DATABASE_URL is set (the API is killed, never the
// database). Prints its figures.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { sql, type Kysely } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.ts';
import type { DB } from '../src/db/schema.ts';
import { sweepExpired } from '../src/domain/reservations.ts';
import { ADDRESS } from './world.ts';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BUYERS = 20;
const ROUNDS = 3;
/** Unpaid orders hold their tickets this long here (6 s), so the expiry check needs no long wait. */
const PAYMENT_MINUTES = 0.1;

const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

type Target = {
  kind: 'pglite' | 'postgres';
  env: Record<string, string>;
  open: () => Promise<{ db: Kysely<DB>; close: () => Promise<void> }>;
};

async function pgliteTarget(): Promise<Target> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'momento-crash-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  return {
    kind: 'pglite',
    env: { DATA_DIR: dataDir },
    open: async () => {
      const database = await openDatabase({ databaseUrl: null, dataDir: path.join(dataDir, 'pglite') });
      return { db: database.db, close: () => database.close() };
    },
  };
}

async function postgresTarget(adminUrl: string): Promise<Target> {
  const name = `momento_crash_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'momento-crash-pg-'));
  cleanups.push(async () => {
    rmSync(dataDir, { recursive: true, force: true });
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.end();
  });
  return {
    kind: 'postgres',
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    open: async () => {
      const database = await openDatabase({ databaseUrl: url.toString(), dataDir: null, poolSize: 2 });
      return { db: database.db, close: () => database.close() };
    },
  };
}

class Api {
  child: ChildProcess | null = null;
  url = '';
  readonly target: Target;
  constructor(target: Target) {
    this.target = target;
  }

  async start(): Promise<number> {
    const port = await freePort();
    const started = Date.now();
    const output: string[] = [];
    this.child = spawn(process.execPath, ['src/main.ts'], {
      cwd: apiDir,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        PATH: process.env['PATH'] ?? '',
        HOME: process.env['HOME'] ?? tmpdir(),
        NODE_ENV: 'development',
        API_HOST: '127.0.0.1',
        API_PORT: String(port),
        SCRYPT_COST: '1024',
        LOG_LEVEL: 'warn',
        DEV_ROUTES: '1',
        PAYMENT_PROVIDER: 'test',
        ORDER_PAYMENT_MINUTES: String(PAYMENT_MINUTES),
        ...this.target.env,
      },
    });
    for (const stream of [this.child.stdout, this.child.stderr])
      stream?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    const child = this.child;
    cleanups.push(() => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    });
    this.url = `http://127.0.0.1:${port}/api/v1`;
    while (Date.now() - started < 180_000) {
      if (child.exitCode !== null)
        throw new Error(
          `the API exited (${child.exitCode}) while starting:\n${output.join('').slice(-3000)}`,
        );
      try {
        if ((await fetch(`${this.url}/health`)).ok) return Date.now() - started;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`the API did not answer its health check within 180 s:\n${output.join('').slice(-3000)}`);
  }

  kill(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
    return new Promise((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGKILL');
    });
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      child.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
      child.kill('SIGTERM');
    });
  }

  // Replies are read field by field below; typing each one would only repeat the contract.
  async call(
    method: string,
    pathAndQuery: string,
    token: string | null,
    body?: unknown,
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
  ): Promise<{ status: number; data: any }> {
    const reply = await fetch(`${this.url}${pathAndQuery}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await reply.json().catch(() => ({}))) as { data?: unknown };
    return { status: reply.status, data: json.data };
  }
}

/** A verified buyer with a shipping and a billing address, through the API and the development outbox. */
async function newBuyer(api: Api, index: number): Promise<{ email: string; password: string }> {
  const account = {
    email: `crash-${index}-${randomBytes(3).toString('hex')}@example.com`,
    password: 'crash-secret-1',
  };
  const registered = await api.call('POST', '/user/user_settings.php?action=register', null, {
    user_name: `Crash Buyer ${index}`,
    email: account.email,
    password: account.password,
    confirm_password: account.password,
  });
  expect(registered.status).toBe(200);
  const outbox = await api.call('GET', `/dev/outbox?to=${encodeURIComponent(account.email)}`, null);
  const mail = outbox.data.items[0];
  const links: string[] = typeof mail.links === 'string' ? JSON.parse(mail.links) : mail.links;
  const link = new URL(links.find((item) => item.includes('/verify?')) as string);
  const verified = await api.call('POST', '/user/user_settings.php?action=verify', null, {
    email: account.email,
    email_verification_key: link.searchParams.get('verification_key'),
  });
  expect(verified.status).toBe(200);
  const token = await login(api, account);
  for (const type of ['DELIVERY', 'BILL'])
    expect((await api.call('POST', '/user/account/address.php', token, { ...ADDRESS, type })).status).toBe(
      200,
    );
  return account;
}

async function login(api: Api, account: { email: string; password: string }): Promise<string> {
  const reply = await api.call('POST', '/user/user_settings.php?action=login', null, account);
  expect(reply.status).toBe(200);
  return reply.data.token as string;
}

/** One buyer's purchase; resolves with the order number when the payment answered 200, else null. */
async function purchase(
  api: Api,
  token: string,
  productId: number,
): Promise<{ orderNo: string | null; paid: boolean }> {
  let orderNo: string | null = null;
  try {
    const cart = await api.call('PUT', '/user/cart.php', token, { type: 'BUY', product_id: productId });
    if (cart.status !== 200) return { orderNo, paid: false };
    const checkout = await api.call('POST', '/user/orders/checkout.php', token, {
      cart_id: cart.data.cart_id,
    });
    if (checkout.status !== 200) return { orderNo, paid: false };
    const order = await api.call('POST', '/user/orders/order.php', token, {
      checkout_id: checkout.data.checkout_id,
    });
    if (order.status !== 200) return { orderNo, paid: false };
    orderNo = order.data.order_no as string;
    const testPayment = await api.call('POST', '/dev/test-payments', token, { order_no: orderNo });
    if (testPayment.status !== 200) return { orderNo, paid: false };
    const paid = await api.call('PUT', '/user/orders/order.php?action=paymentUpdate', token, {
      order_no: orderNo,
      payment_result: { is_paid: true, token: testPayment.data.token },
    });
    return { orderNo, paid: paid.status === 200 };
  } catch {
    // The process died under this request: whatever it did, the checks below look at the stored state.
    return { orderNo, paid: false };
  }
}

async function crashRounds(target: Target) {
  const api = new Api(target);
  const firstStart = await api.start();
  const accounts = [];
  for (let i = 0; i < BUYERS; i += 1) accounts.push(await newBuyer(api, i));
  const listed = await api.call('GET', '/products.php?full_result=1', null);
  const forSale: number[] = listed.data.items
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    .filter((item: any) => String(item.isSale) === '1' && item.status === 'SELL')
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    .map((item: any) => item.product_id);
  const paidOrders = new Set<string>();
  const placedOrders = new Set<string>();
  const restarts: number[] = [];
  let paidBeforeKill = 0;
  let lastKill = Date.now();
  for (let round = 0; round < ROUNDS; round += 1) {
    const tokens = await Promise.all(accounts.map((account) => login(api, account)));
    // Two buyers per ticket: the server must give each ticket to one of them at most.
    // Killed at a random moment while purchases are on their way: once a random number (1 to 6) of the 10 that can
    // succeed are paid, whatever the database's speed, or after 5 s.
    let finished = 0;
    const killAfter = 1 + Math.floor(Math.random() * 6);
    let killNow: () => void = () => {};
    const killSignal = new Promise<void>((resolve) => (killNow = resolve));
    const purchases = tokens.map((token, i) =>
      purchase(api, token, forSale[(round * BUYERS + Math.floor(i / 2)) % forSale.length] as number).then(
        (result) => {
          if (result.paid) finished += 1;
          if (finished >= killAfter) killNow();
          return result;
        },
      ),
    );
    await Promise.race([killSignal, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    await api.kill();
    lastKill = Date.now();
    for (const result of await Promise.all(purchases)) {
      if (result.orderNo) placedOrders.add(result.orderNo);
      if (result.paid && result.orderNo) paidOrders.add(result.orderNo);
    }
    paidBeforeKill = paidOrders.size;
    restarts.push(await api.start());
  }

  // Every payment answered 200 is still there, and paid once.
  const buyerTokens = await Promise.all(accounts.map((account) => login(api, account)));
  let paidAfterRestart = 0;
  for (const orderNo of paidOrders) {
    for (const token of buyerTokens) {
      const reply = await api.call('GET', `/user/orders/order.php?order_no=${orderNo}`, token);
      if (reply.status !== 200) continue;
      expect(reply.data.status, orderNo).toBe('PAID');
      paidAfterRestart += 1;
      break;
    }
  }
  // Past the payment window, the unpaid orders expire (the server's own sweep, run here as the background sweeper
  // runs it) and their tickets are released. Every order was placed before the last kill: a window (and a second)
  // after it, all of them are due, however long the restart and the checks above took.
  await new Promise((resolve) =>
    setTimeout(resolve, Math.max(0, lastKill + PAYMENT_MINUTES * 60_000 + 1_000 - Date.now())),
  );
  await api.stop();
  const { db, close } = await target.open();
  try {
    await db.transaction().execute((trx) => sweepExpired(trx));
    const payments = await sql<{ order_no: string; n: number }>`
      SELECT o.order_no, count(p.id)::int AS n FROM orders o LEFT JOIN payments p ON p.order_id = o.id AND p.status = 'COMPLETED'
      WHERE o.status = 'PAID' GROUP BY o.order_no`.execute(db);
    for (const row of payments.rows) expect(row.n, row.order_no).toBe(1);
    for (const orderNo of paidOrders)
      expect(
        payments.rows.some((row) => row.order_no === orderNo),
        orderNo,
      ).toBe(true);
    const doubleHeld = await sql<{ ticket_id: number; n: number }>`
      SELECT ticket_id, count(*)::int AS n FROM ticket_holds WHERE released_at IS NULL GROUP BY ticket_id HAVING count(*) > 1`.execute(
      db,
    );
    expect(doubleHeld.rows).toEqual([]);
    // Past their payment window; the demo seed's own unpaid order (25 minutes left) is not due yet.
    const stillPending = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM orders WHERE status = 'PENDING_PAYMENT' AND expires_at <= now()`.execute(
      db,
    );
    expect(stillPending.rows[0]?.n).toBe(0);
    console.log(
      `[crash ${target.kind}] ${ROUNDS} rounds x ${BUYERS} buyers: ${placedOrders.size} orders placed, ${paidBeforeKill} paid (200) before the kills, ${paidAfterRestart} paid after restarting; first start ${firstStart} ms, restarts ${restarts.join(' / ')} ms`,
    );
  } finally {
    await close();
  }
}

describe('a crash in the middle of purchases', () => {
  // PGlite in the node project; PostgreSQL in the api-postgres project (TEST_DATABASE_URL set).
  const adminUrl = process.env['TEST_DATABASE_URL'];
  it(`${adminUrl ? 'PostgreSQL (only the API is killed)' : 'PGlite (its data directory)'}: the server restarts on its data, paid orders stay paid once, no ticket is held twice, unpaid orders expire`, async () => {
    await crashRounds(adminUrl ? await postgresTarget(adminUrl) : await pgliteTarget());
  }, 400_000);
});
