// Saved-search matching on two API processes sharing one PostgreSQL (docs/rules/follow.md: "Each change is matched
// once, whichever API process wrote it"): tickets written through both processes at once, and tickets written
// straight into the database (claimed by whichever process's follow matcher gets them), each match once, the buyer's
// centre holds one notification for the search, and one e-mail lists every match. Runs in the api-postgres project.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiProcess, type Cleanups } from './cluster.ts';
import { BUYER, SELLER } from './harness.ts';

const adminUrl = process.env['TEST_DATABASE_URL'];
const cleanups: Cleanups = [];

// Replies are read field by field below; typing each one would only repeat the contract.
async function call(
  api: ApiProcess,
  method: string,
  path: string,
  token: string | null,
  body?: unknown,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
): Promise<any> {
  const reply = await fetch(`${api.url}/api/v1${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json = (await reply.json()) as { data?: unknown; error?: unknown };
  if (reply.status !== 200)
    expect.fail(`${method} ${path} on ${api.name}: ${reply.status} ${JSON.stringify(json.error)}`);
  return json.data;
}

async function until<T>(
  what: string,
  read: () => Promise<T>,
  done: (value: T) => boolean,
  ms = 20_000,
): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() - started > ms) expect.fail(`${what}: still ${JSON.stringify(value)} after ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.runIf(Boolean(adminUrl))('following on two API processes, one PostgreSQL', () => {
  let db: pg.Client;
  let a: ApiProcess;
  let b: ApiProcess;

  beforeAll(async () => {
    const name = `momento_follow_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(adminUrl as string);
    url.pathname = `/${name}`;
    cleanups.push(async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    });
    const env = {
      NODE_ENV: 'development',
      DATABASE_URL: url.toString(),
      JWT_SECRET: randomBytes(32).toString('hex'),
      SCRYPT_COST: '1024',
      LOG_LEVEL: 'warn',
      DEV_ROUTES: '1',
      BLOB_STORE: 'fs',
      // Both processes run the follow round often. The instant e-mails are gathered for eight seconds: every ticket
      // below is written and matched (by either process's matcher, within MATCH_INTERVAL_MS of its commit) inside
      // that window even on a loaded machine, where the six tickets with images take seconds to write.
      MAIL_INTERVAL_MS: '100',
      ALERT_MAIL_DELAY_MS: '8000',
    };
    a = new ApiProcess('A', env, cleanups);
    b = new ApiProcess('B', env, cleanups);
    await a.start();
    await b.start();
    db = new pg.Client({ connectionString: url.toString() });
    await db.connect();
    cleanups.push(() => db.end());
  }, 240_000);

  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('matches every new listing once, tells the buyer once per search and sends one e-mail', async () => {
    const buyer = await call(a, 'POST', '/user/user_settings.php?action=login', null, {
      email: BUYER.email,
      password: BUYER.password,
    });
    const seller = await call(b, 'POST', '/user/user_settings.php?action=login', null, {
      email: SELLER.email,
      password: SELLER.password,
    });
    const search = await call(a, 'POST', '/user/saved_searches.php', buyer.token, {
      name: 'Scale-out stubs',
      filters: { q: 'scaleout' },
      alert: 'INSTANT',
    });
    const refs = (
      await db.query<{ event_id: number; ticket_type_id: number }>(
        `SELECT event_id, ticket_type_id FROM tickets WHERE status = 'SELL' ORDER BY id LIMIT 1`,
      )
    ).rows[0];
    const png = (
      await sharp({ create: { width: 40, height: 30, channels: 3, background: '#37a' } })
        .png()
        .toBuffer()
    ).toString('base64');
    const body = (n: number) => ({
      listing_name: `Scaleout stub ${n}`,
      event: { event_id: refs?.event_id },
      ticket_type: refs?.ticket_type_id,
      isSale: 1,
      cost: '50',
      quality: 'GOOD',
      images: [{ image_file: png, image_name: 'front.png' }],
    });
    // Six tickets through both processes at once, four written straight into the database.
    const viaApi = await Promise.all(
      Array.from({ length: 6 }, (_, n) =>
        call(n % 2 ? b : a, 'POST', '/seller/products.php', seller.token, body(n)),
      ),
    );
    const direct = await db.query<{ id: number }>(
      `INSERT INTO tickets (seller_id, event_id, ticket_type_id, listing_name, is_sale, price_cents, status)
       SELECT seller_id, event_id, ticket_type_id, 'Scaleout direct ' || g, true, 4000, 'SELL' FROM tickets, generate_series(1, 4) g
        WHERE id = $1 RETURNING id`,
      [viaApi[0].product_id],
    );
    const ids = [
      ...viaApi.map((t: { product_id: number }) => t.product_id),
      ...direct.rows.map((r) => r.id),
    ].sort((x, y) => x - y);

    const matched = await until(
      'the matches',
      async () =>
        (
          await db.query<{ ticket_id: number }>(
            `SELECT ticket_id FROM saved_search_matches WHERE search_id = $1 ORDER BY ticket_id`,
            [search.id],
          )
        ).rows.map((r) => r.ticket_id),
      (rows) => rows.length >= ids.length,
    );
    expect(matched).toEqual(ids);
    expect((await db.query(`SELECT 1 FROM follow_changes`)).rows).toEqual([]);
    const told = await call(b, 'GET', '/user/notifications.php', buyer.token);
    expect(
      told.items.filter(
        (n: { type: string; link: string }) =>
          n.type === 'saved_search_match' && n.link === '/tickets?q=scaleout',
      ),
    ).toHaveLength(1);
    expect(
      (await call(b, 'GET', '/user/saved_searches.php', buyer.token)).items.find(
        (s: { id: number }) => s.id === search.id,
      ).new_matches,
    ).toBe(ids.length);

    const mails = await until(
      'the alert e-mail',
      async () =>
        (
          await db.query<{ text_body: string }>(
            `SELECT text_body FROM outbox_mails WHERE to_address = $1 AND subject LIKE '%for your saved searches'`,
            [BUYER.email],
          )
        ).rows,
      (rows) => rows.length > 0,
    );
    // A few more rounds of both processes: still one.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(
      (
        await db.query(
          `SELECT 1 FROM outbox_mails WHERE to_address = $1 AND subject LIKE '%for your saved searches'`,
          [BUYER.email],
        )
      ).rows,
    ).toHaveLength(1);
    for (const id of ids) expect(mails[0]?.text_body).toContain(`/tickets/${id}`);
  });
});
