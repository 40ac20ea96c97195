// The product on two API processes behind a load balancer, as a deployment that outgrows one machine runs it: two
// real server processes (src/main.ts) on one PostgreSQL database and one S3-compatible bucket (s3rver), behind a
// small round-robin proxy (node:http, test/cluster.ts) that sends each request to the next process. Through the
// proxy, every step may land on either process:
// - both processes start at once on the empty database, and one seeds it;
// - the purchase journey (register, verify, log in, addresses, search, cart, checkout, order, payment) passes as on
//   one process, and both processes then show the ticket as sold;
// - a ticket image uploaded through process A is served by process B (and through the proxy by both);
// - eleven failed logins spread over both processes hit the limit, and so do one user's messages (abuse limits);
// - an expired reservation is released once, by one process; while another session holds the sweep's lock neither
//   process sweeps, and when that session dies (its connection ends) they take the work over; after one process
//   is killed, the other goes on sweeping.
// SCALE_OUT_BLOB_STORE=fs gives each process its own DATA_DIR/blobs instead of the bucket (the image step then
// fails: the check that the test needs the shared store). Runs in the api-postgres project (TEST_DATABASE_URL).
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockKey } from '../src/db/periodic.ts';
import { ADDRESS } from './world.ts';
import { ApiProcess, startProxy, type Cleanups } from './cluster.ts';
import { SELLER } from './harness.ts';
import { startTestS3, type TestS3 } from './s3-server.ts';

const adminUrl = process.env['TEST_DATABASE_URL'];
const sharedStore = process.env['SCALE_OUT_BLOB_STORE'] !== 'fs';

const cleanups: Cleanups = [];

// Replies are read field by field below; typing each one would only repeat the contract.
type Reply = {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  data: any;
  error: { code: string; message: string } | undefined;
  backend: string;
};

async function call(
  base: string,
  method: string,
  pathAndQuery: string,
  token: string | null,
  body?: unknown,
): Promise<Reply> {
  const reply = await fetch(`${base}/api/v1${pathAndQuery}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json = (await reply.json().catch(() => ({}))) as {
    data?: unknown;
    error?: { code: string; message: string };
  };
  return {
    status: reply.status,
    data: json.data,
    error: json.error,
    backend: reply.headers.get('x-backend') ?? '',
  };
}

function ok(reply: Reply, what: string) {
  if (reply.status !== 200)
    expect.fail(
      `${what}: expected 200 from API ${reply.backend}, got ${reply.status} ${JSON.stringify(reply.error)}`,
    );
  return reply.data;
}

describe.runIf(Boolean(adminUrl))(
  'scale-out: two API processes behind a round-robin proxy, one PostgreSQL, one bucket',
  () => {
    let s3: TestS3 | null = null;
    let databaseUrl = '';
    let db: pg.Client;
    let a: ApiProcess;
    let b: ApiProcess;
    let proxy: Awaited<ReturnType<typeof startProxy>>;
    const via = (reply: Reply, seen: Set<string>) => {
      seen.add(reply.backend);
      return reply;
    };

    beforeAll(async () => {
      const name = `momento_scale_${randomBytes(4).toString('hex')}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      const url = new URL(adminUrl as string);
      url.pathname = `/${name}`;
      databaseUrl = url.toString();
      cleanups.push(async () => {
        const client = new pg.Client({ connectionString: adminUrl });
        await client.connect();
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await client.end();
      });
      if (sharedStore) {
        s3 = await startTestS3();
        const started = s3;
        cleanups.push(() => started.close());
      }
      const env = {
        NODE_ENV: 'development',
        DATABASE_URL: databaseUrl,
        // Every process signs and checks tokens (and test payments) with the same key.
        JWT_SECRET: randomBytes(32).toString('hex'),
        SCRYPT_COST: '1024',
        LOG_LEVEL: 'debug',
        DEV_ROUTES: '1',
        PAYMENT_PROVIDER: 'test',
        TRUST_PROXY: '1',
        SWEEP_INTERVAL_MS: '150',
        PARTNER_REFRESH_MS: '200',
        // An hour's window, so that the messages below do not straddle two windows.
        LIMIT_MESSAGES_PER_USER: '4',
        LIMIT_WINDOW_SECONDS: '3600',
        ...(s3 ? s3.env : { BLOB_STORE: 'fs' }),
      };
      a = new ApiProcess('A', env, cleanups);
      b = new ApiProcess('B', env, cleanups);
      // Both at once on the empty database: one seeds (under the seed lock), the other waits and finds the data.
      await Promise.all([a.start(), b.start()]);
      proxy = await startProxy([a, b]);
      cleanups.push(() => proxy.close());
      db = new pg.Client({ connectionString: databaseUrl });
      await db.connect();
      cleanups.push(() => db.end());
    }, 180_000);

    afterAll(async () => {
      for (const cleanup of cleanups.reverse()) await cleanup();
    });

    it('seeds the empty database once although both processes started on it together', async () => {
      const users = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM users WHERE email = 'buyer@momento.test'`,
      );
      expect(users.rows[0]?.n).toBe(1);
      const seeded = [...a.lines, ...b.lines].filter((line) => line.msg === 'demo data seeded');
      expect(seeded).toHaveLength(1);
    });

    it('runs the purchase journey through the proxy, every step on whichever process it lands', async () => {
      const seen = new Set<string>();
      const email = `scale-${randomBytes(3).toString('hex')}@example.com`;
      const password = 'scale-secret-1';
      ok(
        via(
          await call(proxy.url, 'POST', '/user/user_settings.php?action=register', null, {
            user_name: 'Scale Buyer',
            email,
            password,
            confirm_password: password,
          }),
          seen,
        ),
        'register',
      );
      const outbox = ok(
        via(await call(proxy.url, 'GET', `/dev/outbox?to=${encodeURIComponent(email)}`, null), seen),
        'outbox',
      );
      const links: string[] =
        typeof outbox.items[0].links === 'string' ? JSON.parse(outbox.items[0].links) : outbox.items[0].links;
      const verifyLink = new URL(links.find((link) => link.includes('/verify?')) as string);
      ok(
        via(
          await call(proxy.url, 'POST', '/user/user_settings.php?action=verify', null, {
            email,
            email_verification_key: verifyLink.searchParams.get('verification_key'),
          }),
          seen,
        ),
        'verify',
      );
      const session = ok(
        via(
          await call(proxy.url, 'POST', '/user/user_settings.php?action=login', null, { email, password }),
          seen,
        ),
        'login',
      );
      let token: string = session.token;
      for (const type of ['DELIVERY', 'BILL'])
        ok(
          via(await call(proxy.url, 'POST', '/user/account/address.php', token, { ...ADDRESS, type }), seen),
          `${type} address`,
        );
      const listed = ok(
        via(await call(proxy.url, 'GET', '/products.php?full_result=1', null), seen),
        'search',
      );
      const ticket = listed.items.find(
        (item: { isSale: number | string; status: string }) =>
          String(item.isSale) === '1' && item.status === 'SELL',
      );
      expect(ticket, 'a listed ticket').toBeDefined();
      const cart = ok(
        via(
          await call(proxy.url, 'PUT', '/user/cart.php', token, {
            type: 'BUY',
            product_id: ticket.product_id,
          }),
          seen,
        ),
        'add to cart',
      );
      expect(ok(via(await call(proxy.url, 'GET', '/user/cart.php', token), seen), 'cart').items).toHaveLength(
        1,
      );
      const checkout = ok(
        via(
          await call(proxy.url, 'POST', '/user/orders/checkout.php', token, { cart_id: cart.cart_id }),
          seen,
        ),
        'checkout',
      );
      const order = ok(
        via(
          await call(proxy.url, 'POST', '/user/orders/order.php', token, {
            checkout_id: checkout.checkout_id,
          }),
          seen,
        ),
        'order',
      );
      // A refresh on one process of a token issued by another (rotating refresh tokens live in the database).
      const refreshed = await fetch(`${proxy.url}/api/v1/user/user_settings.php?action=refresh_token`, {
        headers: { authorization: `Bearer ${session.refresh_token}` },
      });
      expect(refreshed.status).toBe(200);
      seen.add(refreshed.headers.get('x-backend') ?? '');
      token = ((await refreshed.json()) as { data: { token: string } }).data.token;
      const payment = ok(
        via(await call(proxy.url, 'POST', '/dev/test-payments', token, { order_no: order.order_no }), seen),
        'test payment token',
      );
      ok(
        via(
          await call(proxy.url, 'PUT', '/user/orders/order.php?action=paymentUpdate', token, {
            order_no: order.order_no,
            payment_result: { is_paid: true, token: payment.token },
          }),
          seen,
        ),
        'payment',
      );
      // Both processes read the paid order, and both show the ticket as sold (their catalogue caches heard the change).
      for (let i = 0; i < 2; i += 1) {
        expect(
          ok(
            via(
              await call(proxy.url, 'GET', `/user/orders/order.php?order_no=${order.order_no}`, token),
              seen,
            ),
            'order',
          ).status,
        ).toBe('PAID');
      }
      const soldOn = new Map<string, string>();
      await expect
        .poll(
          async () => {
            const reply = await call(proxy.url, 'GET', `/products.php?product_id=${ticket.product_id}`, null);
            soldOn.set(reply.backend, reply.data?.items?.[0]?.status ?? reply.data?.status);
            return [...soldOn.entries()].filter(([, status]) => status === 'SOLD').length;
          },
          { timeout: 10_000, interval: 50 },
        )
        .toBe(2);
      const payments = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM payments p JOIN orders o ON o.id = p.order_id WHERE o.order_no = $1 AND p.status = 'COMPLETED'`,
        [order.order_no],
      );
      expect(payments.rows[0]?.n).toBe(1);
      expect([...seen].sort()).toEqual(['A', 'B']);
      expect(Math.min(...proxy.served)).toBeGreaterThan(5);
    });

    it('serves a ticket image uploaded through process A from process B', async () => {
      const session = ok(
        await call(a.url, 'POST', '/user/user_settings.php?action=login', null, SELLER),
        'seller login',
      );
      const refs = await db.query<{ event_id: number; ticket_type: number; seat_type: number }>(
        `SELECT (SELECT id FROM events WHERE status = 'APPROVED' ORDER BY id LIMIT 1) AS event_id, (SELECT min(id) FROM ticket_types) AS ticket_type, (SELECT min(id) FROM seat_types) AS seat_type`,
      );
      const { event_id, ticket_type, seat_type } = refs.rows[0] as {
        event_id: number;
        ticket_type: number;
        seat_type: number;
      };
      // A picture no other test has stored (a random colour), so that only this upload can have put it anywhere.
      const colour = {
        r: randomBytes(1)[0] as number,
        g: randomBytes(1)[0] as number,
        b: randomBytes(1)[0] as number,
      };
      const png = await sharp({ create: { width: 64, height: 40, channels: 3, background: colour } })
        .png()
        .toBuffer();
      const created = ok(
        await call(a.url, 'POST', '/seller/products.php', session.token, {
          listing_name: 'Scale-out stub',
          event: { event_id },
          ticket_type,
          isSale: 1,
          cost: '42.00',
          quality: 'GOOD',
          images: [{ image_file: png.toString('base64'), image_name: 'front.png' }],
          ticket_details: {
            section: 'B',
            row: '7',
            seat: '3',
            face_price: '1.50',
            description: 'Uploaded through A',
            grade: 'PSA 7',
            seat_type,
          },
        }),
        'ticket upload through A',
      );
      const imagePath: string = created.images[0].image_400;
      expect(imagePath).toMatch(/^\/api\/v1\/images\/[0-9a-f]+-400\.jpg$/);
      const fromB = await fetch(`${b.url}${imagePath}`);
      expect(fromB.status, `GET ${imagePath} from API B`).toBe(200);
      expect(fromB.headers.get('content-type')).toBe('image/jpeg');
      expect(fromB.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const bytes = Buffer.from(await fromB.arrayBuffer());
      expect((await sharp(bytes).metadata()).format).toBe('jpeg');
      const fromA = Buffer.from(await (await fetch(`${a.url}${imagePath}`)).arrayBuffer());
      expect(bytes.equals(fromA)).toBe(true);
      // Through the proxy, once on each process.
      for (let i = 0; i < 2; i += 1) expect((await fetch(`${proxy.url}${imagePath}`)).status).toBe(200);
    });

    it('counts eleven failed logins spread over both processes against one limit', async () => {
      const email = 'buyer@momento.test';
      const answers: { status: number; backend: string }[] = [];
      for (let i = 0; i < 11; i += 1) {
        const reply = await call(proxy.url, 'POST', '/user/user_settings.php?action=login', null, {
          email,
          password: `wrong-${i}`,
        });
        answers.push({ status: reply.status, backend: reply.backend });
      }
      expect(answers.slice(0, 10).map((answer) => answer.status)).toEqual(Array(10).fill(401));
      expect(answers[10]?.status).toBe(429);
      expect(new Set(answers.map((answer) => answer.backend))).toEqual(new Set(['A', 'B']));
      // The right password is refused too while the limit holds, on either process.
      for (const api of [a, b])
        expect(
          (
            await call(api.url, 'POST', '/user/user_settings.php?action=login', null, {
              email,
              password: 'momento-buyer',
            })
          ).status,
        ).toBe(429);
    });

    it("counts one user's messages spread over both processes against one limit", async () => {
      const left = 3600 - ((Date.now() / 1000) % 3600);
      if (left < 20) await new Promise((resolve) => setTimeout(resolve, left * 1000 + 100));
      const seller = ok(
        await call(proxy.url, 'POST', '/user/user_settings.php?action=login', null, SELLER),
        'seller login',
      );
      const sender = ok(
        await call(proxy.url, 'POST', '/user/user_settings.php?action=login', null, {
          email: 'admin@momento.test',
          password: 'momento-admin',
        }),
        'admin login',
      );
      const room = ok(
        await call(proxy.url, 'POST', '/user/message/rooms.php', sender.token, {
          receiver_id: seller.user_data.id,
        }),
        'room',
      ).room_id as number;
      const answers: Reply[] = [];
      for (let i = 0; i < 5; i += 1)
        answers.push(
          await call(proxy.url, 'POST', '/user/message/messages.php', sender.token, {
            room_id: room,
            message: `Hello ${i}`,
          }),
        );
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 429]);
      expect(answers[4]?.error?.code).toBe('RATE_LIMITED');
      expect(new Set(answers.map((answer) => answer.backend))).toEqual(new Set(['A', 'B']));
      const refused = await fetch(`${proxy.url}/api/v1/user/message/messages.php`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${sender.token}` },
        body: JSON.stringify({ room_id: room, message: 'Still here' }),
      });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      const stored = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM messages WHERE room_id = $1`,
        [room],
      );
      expect(stored.rows[0]?.n).toBe(4);
    });

    it('seeds PARTNER_ORIGINS once, and applies a partner added, paused and removed through one process on the other within seconds', async () => {
      // Both started together on the empty database: one seeded the partners (the development default's two origins).
      expect(
        [...a.lines, ...b.lines].filter((line) => line.msg === 'partners seeded from PARTNER_ORIGINS'),
      ).toHaveLength(1);
      const partners = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM partners`);
      expect(partners.rows[0]?.n).toBe(2);

      const origin = 'https://scale-partner.example';
      // A browser's preflight from the partner's page for a widget's signed-in read, straight to one process.
      const allowed = async (api: ApiProcess) =>
        (
          await fetch(`${api.url}/api/v1/user/account/user.php`, {
            method: 'OPTIONS',
            headers: {
              origin,
              'access-control-request-method': 'GET',
              'access-control-request-headers': 'authorization',
            },
          })
        ).headers.get('access-control-allow-origin');
      const within5s = async (api: ApiProcess, expected: string | null) => {
        const deadline = Date.now() + 5000;
        while ((await allowed(api)) !== expected && Date.now() < deadline)
          await new Promise((resolve) => setTimeout(resolve, 50));
        return allowed(api);
      };
      const admin = ok(
        await call(a.url, 'POST', '/user/user_settings.php?action=login', null, {
          email: 'admin@momento.test',
          password: 'momento-admin',
        }),
        'admin login',
      );
      expect(await allowed(a)).toBeNull();
      expect(await allowed(b)).toBeNull();

      const partner = ok(
        await call(a.url, 'POST', '/admin/partners.php', admin.token, {
          name: 'Scale Partner',
          origins: [origin],
        }),
        'partner added through A',
      );
      expect(await allowed(a)).toBe(origin);
      expect(await within5s(b, origin)).toBe(origin);

      ok(
        await call(b.url, 'PUT', '/admin/partners.php', admin.token, {
          partner_id: partner.id,
          status: 'PAUSED',
        }),
        'partner paused through B',
      );
      expect(await allowed(b)).toBeNull();
      expect(await within5s(a, null)).toBeNull();

      ok(
        await call(a.url, 'PUT', '/admin/partners.php', admin.token, {
          partner_id: partner.id,
          status: 'ACTIVE',
        }),
        'partner resumed through A',
      );
      expect(await within5s(b, origin)).toBe(origin);

      ok(
        await call(b.url, 'DELETE', '/admin/partners.php', admin.token, { partner_id: partner.id }),
        'partner removed through B',
      );
      expect(await allowed(b)).toBeNull();
      expect(await within5s(a, null)).toBeNull();
    });

    it('releases an expired reservation once, by one process; a dead lock holder hands the sweep over; the survivor of a kill goes on sweeping', async () => {
      const seller = ok(
        await call(proxy.url, 'POST', '/user/user_settings.php?action=login', null, SELLER),
        'seller login',
      );
      const buyer = ok(
        await call(proxy.url, 'POST', '/user/user_settings.php?action=login', null, {
          email: 'admin@momento.test',
          password: 'momento-admin',
        }),
        'buyer login',
      );
      const forSale = async () => {
        const rows = await db.query<{ id: number }>(
          `SELECT id FROM tickets WHERE status = 'SELL' AND deleted_at IS NULL AND is_sale AND seller_id = $1 ORDER BY id LIMIT 2`,
          [seller.user_data.id],
        );
        return rows.rows.map((row) => row.id);
      };
      const [first, second] = await forSale();
      const reserve = async (base: string, ticketId: number) => {
        ok(
          await call(base, 'PUT', '/user/cart.php', buyer.token, { type: 'BUY', product_id: ticketId }),
          'add to cart',
        );
        const row = await db.query<{ id: number }>(
          `SELECT id FROM cart_items WHERE ticket_id = $1 AND released_at IS NULL`,
          [ticketId],
        );
        return row.rows[0]?.id as number;
      };
      const released = async (cartItemId: number) =>
        (
          await db.query<{ released_at: Date | null }>(`SELECT released_at FROM cart_items WHERE id = $1`, [
            cartItemId,
          ])
        ).rows[0]?.released_at !== null;

      // Another session holds the sweep's lock (as a process in the middle of a sweep would).
      const holder = new pg.Client({ connectionString: databaseUrl });
      await holder.connect();
      const [namespace, key] = lockKey('reservationSweep');
      await holder.query('SELECT pg_advisory_lock($1::int, $2::int)', [namespace, key]);
      const holderPid = (await holder.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]?.pid;
      holder.on('error', () => {});

      const cartItem = await reserve(proxy.url, first as number);
      const mark = { A: a.lines.length, B: b.lines.length };
      // The reservation ends now (as if its 15 minutes had passed); from here on no request touches a cart, so only
      // the background sweep can release it.
      await db.query(`UPDATE cart_items SET expires_at = now() - interval '1 minute' WHERE id = $1`, [
        cartItem,
      ]);
      // Both processes try and find the lock taken, twice each ...
      await expect
        .poll(
          () =>
            Math.min(
              a.sweepLines(mark.A, 'reservation sweep skipped: another process holds its lock').length,
              b.sweepLines(mark.B, 'reservation sweep skipped: another process holds its lock').length,
            ),
          {
            timeout: 10_000,
            interval: 50,
          },
        )
        .toBeGreaterThanOrEqual(2);
      // ... so the expired reservation is still there.
      expect(await released(cartItem)).toBe(false);
      // The holder dies: PostgreSQL ends its session and its lock with it; the next process to try sweeps.
      await db.query('SELECT pg_terminate_backend($1)', [holderPid]);
      await expect.poll(() => released(cartItem), { timeout: 10_000, interval: 50 }).toBe(true);
      const state = await db.query<{ release_reason: string; status: string; live_holds: number }>(
        `SELECT ci.release_reason, t.status, (SELECT count(*)::int FROM ticket_holds h WHERE h.ticket_id = t.id AND h.released_at IS NULL) AS live_holds
         FROM cart_items ci JOIN tickets t ON t.id = ci.ticket_id WHERE ci.id = $1`,
        [cartItem],
      );
      expect(state.rows[0]).toEqual({ release_reason: 'EXPIRED', status: 'SELL', live_holds: 0 });
      // Wait for the sweeping process's log line, then: one process released it, once.
      const releases = () => [
        ...a.sweepLines(mark.A, 'reservation sweep released').map(() => 'A'),
        ...b.sweepLines(mark.B, 'reservation sweep released').map(() => 'B'),
      ];
      await expect.poll(() => releases().length, { timeout: 5_000, interval: 20 }).toBeGreaterThanOrEqual(1);
      expect(releases()).toHaveLength(1);
      const sweeper = releases()[0] === 'A' ? a : b;
      const survivor = sweeper === a ? b : a;
      const releaseLine = sweeper.sweepLines(
        sweeper === a ? mark.A : mark.B,
        'reservation sweep released',
      )[0];
      expect(releaseLine).toMatchObject({ cartItems: 1, orders: 0 });

      // The process that swept dies; the other one takes over the next expiry.
      await sweeper.kill();
      const next = await reserve(survivor.url, second as number);
      const markSurvivor = survivor.lines.length;
      await db.query(`UPDATE cart_items SET expires_at = now() - interval '1 minute' WHERE id = $1`, [next]);
      await expect.poll(() => released(next), { timeout: 10_000, interval: 50 }).toBe(true);
      await expect
        .poll(() => survivor.sweepLines(markSurvivor, 'reservation sweep released').length, {
          timeout: 5_000,
          interval: 20,
        })
        .toBe(1);
    });
  },
);
