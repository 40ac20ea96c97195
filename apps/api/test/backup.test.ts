import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { seed } from '../src/seed/seed.ts';
import { openServices, startServer, type RunningServer } from '../src/server.ts';
import { ADMIN, BUYER, GATE, SELLER } from './harness.ts';
import { ADDRESS } from './world.ts';
import { startTestS3 } from './s3-server.ts';

// Backups that restore: a seeded demo (database and blob store) is backed up with the script, restored with it into
// an empty database and an empty store, and a server on the copy is used like the original: every demo account signs
// in, the tickets and their images are there, and a purchase goes through to PAID. On PGlite (its own data-directory
// dump) in the node project; on PostgreSQL (pg_dump / pg_restore) instead when TEST_DATABASE_URL is set.

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const adminUrl = process.env['TEST_DATABASE_URL'];
const folders: string[] = [];
const databases: string[] = [];

afterAll(async () => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  if (adminUrl && databases.length) {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    for (const name of databases) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
});

function tempFolder(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'momento-backup-'));
  folders.push(folder);
  return folder;
}

async function newPostgresDatabase(): Promise<string> {
  const name = `momento_backup_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  databases.push(name);
  const url = new URL(adminUrl as string);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The settings of one deployment: its DATA_DIR (blobs, and PGlite without a DATABASE_URL). */
const envOf = (dataDir: string, databaseUrl: string | null): Record<string, string> => ({
  NODE_ENV: 'test',
  // The test payment provider pays the order of the working copy's check.
  DEV_ROUTES: '1',
  SCRYPT_COST: '1024',
  LOG_LEVEL: 'silent',
  PUBLIC_CACHE_MS: '0',
  DATA_DIR: dataDir,
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
});

/** Runs the backup script as an admin would; resolves with its output, rejects on a non-zero exit. */
function script(command: 'backup' | 'restore', folder: string, env: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['scripts/backup.ts', command, folder], {
      cwd: apiDir,
      env: { PATH: process.env['PATH'] ?? '', ...env },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${command} exited with ${code}: ${output}`)),
    );
  });
}

/** Seeds a fresh deployment with the demo data and returns what the copy must show. */
async function seededDemo(env: Record<string, string>): Promise<{ listings: number; images: number }> {
  const config = loadConfig(env);
  const { services } = await openServices({ config });
  try {
    await seed(services.database.db, services.storage, { config, listings: 24, events: 8, images: 2 });
    const listings = await services.database.db
      .selectFrom('tickets')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const images = await services.database.db
      .selectFrom('images')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return { listings: Number(listings.n), images: Number(images.n) };
  } finally {
    await services.database.close();
  }
}

// Replies are read field by field below; typing each one would only repeat the contract.
async function call(
  server: RunningServer,
  method: string,
  pathAndQuery: string,
  token: string | null,
  body?: unknown,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
): Promise<{ status: number; data: any; error?: unknown }> {
  const reply = await fetch(`${server.url}${pathAndQuery}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json = (await reply.json().catch(() => ({}))) as { data?: unknown; error?: unknown };
  return { status: reply.status, data: json.data, error: json.error };
}

async function ok(reply: Promise<{ status: number; data: unknown; error?: unknown }>, what: string) {
  const { status, data, error } = await reply;
  if (status !== 200) expect.fail(`${what}: expected 200, got ${status} ${JSON.stringify(error)}`);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return data as any;
}

/** What the restored copy must do: the demo accounts, the tickets with their images, a purchase to PAID. */
async function expectWorkingCopy(
  env: Record<string, string>,
  expected: { listings: number; images: number },
): Promise<void> {
  const server = await startServer({ config: loadConfig(env, { port: 0, host: '127.0.0.1' }) });
  try {
    const db = server.services.database.db;
    expect(
      Number(
        (
          await db
            .selectFrom('tickets')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    ).toBe(expected.listings);
    expect(
      Number(
        (
          await db
            .selectFrom('images')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    ).toBe(expected.images);

    await ok(call(server, 'POST', '/sitelogin.php', null, GATE), 'site gate');
    const sessions = new Map<string, { token: string }>();
    for (const account of [BUYER, SELLER, ADMIN])
      sessions.set(
        account.email,
        await ok(
          call(server, 'POST', '/user/user_settings.php?action=login', null, account),
          `login of ${account.email}`,
        ),
      );
    const token = (sessions.get(BUYER.email) as { token: string }).token;

    const listed = await ok(call(server, 'GET', '/products.php?full_result=1', null), 'search');
    const ticket = listed.items.find(
      (item: { isSale: number | string; status: string }) =>
        String(item.isSale) === '1' && item.status === 'SELL',
    );
    expect(ticket, 'a listing on sale').toBeDefined();
    // Image URLs are relative to the site (`/api/v1/images/...`).
    const image = await fetch(new URL(ticket.images[0].image_400, server.url));
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    expect((await image.arrayBuffer()).byteLength).toBeGreaterThan(0);

    for (const type of ['DELIVERY', 'BILL'])
      await ok(
        call(server, 'POST', '/user/account/address.php', token, { ...ADDRESS, type }),
        `${type} address`,
      );
    const cart = await ok(
      call(server, 'PUT', '/user/cart.php', token, { type: 'BUY', product_id: ticket.product_id }),
      'add to cart',
    );
    const checkout = await ok(
      call(server, 'POST', '/user/orders/checkout.php', token, { cart_id: cart.cart_id }),
      'checkout',
    );
    const order = await ok(
      call(server, 'POST', '/user/orders/order.php', token, { checkout_id: checkout.checkout_id }),
      'order',
    );
    const payment = await ok(
      call(server, 'POST', '/dev/test-payments', token, { order_no: order.order_no }),
      'test payment token',
    );
    await ok(
      call(server, 'PUT', '/user/orders/order.php?action=paymentUpdate', token, {
        order_no: order.order_no,
        payment_result: { is_paid: true, token: payment.token },
      }),
      'payment',
    );
    expect(
      (await ok(call(server, 'GET', `/user/orders/order.php?order_no=${order.order_no}`, token), 'order'))
        .status,
    ).toBe('PAID');
  } finally {
    await server.close();
  }
}

/** PGlite: its data-directory dump and the blobs, restored into an empty DATA_DIR. */
async function restoresPgliteDemo(): Promise<void> {
  const original = envOf(path.join(tempFolder(), 'data'), null);
  const expected = await seededDemo(original);
  const folder = path.join(tempFolder(), 'backup');
  expect(await script('backup', folder, original)).toMatch(
    /^backed up pglite \(pglite-datadir\.tar\.gz\) and \d+ blobs/,
  );
  // Backing up into a folder that already holds a backup is refused.
  await expect(script('backup', folder, original)).rejects.toThrow(/already holds a backup/);

  const copy = envOf(path.join(tempFolder(), 'data'), null);
  expect(await script('restore', folder, copy)).toMatch(/^restored pglite/);
  // Restoring over a database that has data is refused.
  await expect(script('restore', folder, copy)).rejects.toThrow(/is not empty/);
  await expectWorkingCopy(copy, expected);
}

/** PostgreSQL with a bucket: pg_dump while a server runs on it, pg_restore into an empty database and bucket. */
async function restoresPostgresDemo(): Promise<void> {
  const buckets = [await startTestS3('momento-original'), await startTestS3('momento-copy')];
  try {
    const original = {
      ...envOf(path.join(tempFolder(), 'data'), await newPostgresDatabase()),
      ...buckets[0]?.env,
    };
    const expected = await seededDemo(original);
    const folder = path.join(tempFolder(), 'backup');
    // Backed up while a server runs on it: pg_dump reads one consistent snapshot.
    const running = await startServer({ config: loadConfig(original, { port: 0, host: '127.0.0.1' }) });
    try {
      expect(await script('backup', folder, original)).toMatch(
        /^backed up postgres \(database\.pgdump\) and \d+ blobs/,
      );
    } finally {
      await running.close();
    }

    const copy = {
      ...envOf(path.join(tempFolder(), 'data'), await newPostgresDatabase()),
      ...buckets[1]?.env,
    };
    expect(await script('restore', folder, copy)).toMatch(/^restored postgres/);
    await expect(script('restore', folder, copy)).rejects.toThrow(/is not empty/);
    await expectWorkingCopy(copy, expected);
  } finally {
    for (const bucket of buckets) await bucket.close();
  }
}

// One test in each project, on that project's database: PGlite in `node`, PostgreSQL in `api-postgres`.
describe('backup and restore', () => {
  const what = adminUrl
    ? 'a PostgreSQL demo with a bucket (pg_dump while it serves, pg_restore)'
    : 'a PGlite demo (its data-directory dump) and its blobs';
  it(`restores ${what} into an empty database and store, where everything works`, async () => {
    await (adminUrl ? restoresPostgresDemo() : restoresPgliteDemo());
  }, 120_000);
});
