import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ABUSE_LIMITS } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/database.ts';
import { startServer, type RunningServer } from '../src/server.ts';
import type { CallOptions, CallResult } from './harness.ts';
import { ok, startWorld, type Person, type World } from './world.ts';

// Abuse limits: messages, offers, reports and registrations per user and per address, each a token bucket (a burst at
// once, then a pace per window), answered 429 with Retry-After and the error envelope. Two API servers share one
// database (the same PGlite, or two connection pools on one PostgreSQL database with TEST_DATABASE_URL), and the calls
// alternate between them: the buckets are the database's, so the limit holds whichever process a request lands on.
// Addresses come from X-Forwarded-For (the servers trust their proxy), one per test, so the tests do not share buckets.

type Api = { call: (method: string, path: string, options?: CallOptions) => Promise<CallResult> };

/** A second server on the database of `w`: its own connection pool on PostgreSQL. */
async function secondServer(w: World): Promise<{ api: Api; close: () => Promise<void> }> {
  const database: Database =
    w.api.kind === 'postgres'
      ? await openDatabase({ databaseUrl: w.api.config.databaseUrl, dataDir: null, poolSize: 5 })
      : w.api.database;
  const server: RunningServer = await startServer({
    config: w.api.config,
    storage: w.api.server.services.storage,
    database,
  });
  const call: Api['call'] = async (method, path, opts = {}) => {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.token) headers['authorization'] = `Bearer ${opts.token}`;
    if (opts.body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${server.url}${path}`, {
      method,
      headers,
      ...(opts.body !== undefined ? { body: JSON.stringify(opts.body) } : {}),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null, headers: response.headers };
  };
  return {
    api: { call },
    close: async () => {
      await server.close();
      if (database !== w.api.database) await database.close();
    },
  };
}

let addressCounter = 0;
const freshAddress = () => `198.51.100.${(addressCounter += 1)}`;

/** A 429 whose Retry-After is whole seconds, at most `longestWait` (the refill of one token), and in its message. */
function expectRateLimited(res: CallResult, refusal: string, longestWait: number): void {
  expect(res.status).toBe(429);
  expect(res.body.error.code).toBe('RATE_LIMITED');
  const retry = Number(res.headers.get('retry-after'));
  expect(Number.isInteger(retry) && retry >= 1 && retry <= longestWait).toBe(true);
  expect(res.body.error.message).toBe(
    `${refusal} Please try again in ${retry} ${retry === 1 ? 'second' : 'seconds'}.`,
  );
}

describe('abuse limits, counted in the database across two servers', () => {
  // A pace per hour: within a test, the bursts (the limits below) are all there is.
  const WINDOW = 3600;
  let w: World;
  let second: Awaited<ReturnType<typeof secondServer>>;
  let servers: Api[];
  let S: Person;

  beforeAll(async () => {
    w = await startWorld({
      env: {
        TRUST_PROXY: '1',
        LIMIT_WINDOW_SECONDS: String(WINDOW),
        LIMIT_MESSAGES_PER_USER: '3',
        LIMIT_MESSAGES_PER_ADDRESS: '5',
        LIMIT_OFFERS_PER_USER: '2',
        LIMIT_REPORTS_PER_USER: '3',
        LIMIT_REGISTRATIONS_PER_ADDRESS: '2',
      },
    });
    second = await secondServer(w);
    servers = [w.api, second.api];
    S = await w.person({ seller: true, name: 'Seller' });
  });
  afterAll(async () => {
    await second?.close();
    await w?.close();
  });
  /** The i-th call goes to server i mod 2. */
  const on = (i: number) => servers[i % 2] as Api;

  it('answers the fourth message of a user at once 429 with Retry-After, whichever server gets it, and stores none of the refused', async () => {
    const B = await w.person({ name: 'Chatty buyer' });
    const ip = freshAddress();
    const room = ok(
      await w.call('POST', '/user/message/rooms.php', { token: B.token, body: { receiver_id: S.id } }),
    ).room_id as number;
    for (let i = 0; i < 3; i += 1) {
      const res = await on(i).call('POST', '/user/message/messages.php', {
        token: B.token,
        body: { room_id: room, message: `Hello ${i}` },
        headers: { 'x-forwarded-for': ip },
      });
      expect(res.status).toBe(200);
    }
    for (let i = 3; i < 5; i += 1) {
      const res = await on(i).call('POST', '/user/message/messages.php', {
        token: B.token,
        body: { room_id: room, message: 'One too many' },
        headers: { 'x-forwarded-for': ip },
      });
      expectRateLimited(res, 'You are sending messages too quickly.', WINDOW);
    }
    const stored = await w.db
      .selectFrom('messages')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('room_id', '=', room)
      .executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(3);
    // The seller answers in the same room: their own count.
    expect(
      (
        await on(1).call('POST', '/user/message/messages.php', {
          token: S.token,
          body: { room_id: room, message: 'Hi' },
          headers: { 'x-forwarded-for': freshAddress() },
        })
      ).status,
    ).toBe(200);
  });

  it('lets exactly the limit through when a user sends many messages at once to both servers', async () => {
    const B = await w.person({ name: 'Burst' });
    const ip = freshAddress();
    const room = ok(
      await w.call('POST', '/user/message/rooms.php', { token: B.token, body: { receiver_id: S.id } }),
    ).room_id as number;
    const replies = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        on(i).call('POST', '/user/message/messages.php', {
          token: B.token,
          body: { room_id: room, message: `Burst ${i}` },
          headers: { 'x-forwarded-for': ip },
        }),
      ),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([...Array(3).fill(200), ...Array(9).fill(429)]);
    const stored = await w.db
      .selectFrom('messages')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('room_id', '=', room)
      .executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(3);
  });

  it('counts every user of one address against the address limit', async () => {
    const ip = freshAddress();
    const first = await w.person({ name: 'Office one' });
    const other = await w.person({ name: 'Office two' });
    const roomOf = async (p: Person) =>
      ok(await w.call('POST', '/user/message/rooms.php', { token: p.token, body: { receiver_id: S.id } }))
        .room_id as number;
    const rooms = new Map([
      [first, await roomOf(first)],
      [other, await roomOf(other)],
    ]);
    const send = (p: Person, i: number) =>
      on(i).call('POST', '/user/message/messages.php', {
        token: p.token,
        body: { room_id: rooms.get(p), message: 'Hello' },
        headers: { 'x-forwarded-for': ip },
      });
    for (let i = 0; i < 3; i += 1) expect((await send(first, i)).status).toBe(200);
    for (let i = 0; i < 2; i += 1) expect((await send(other, i)).status).toBe(200);
    // Five from the address: the second user's third message is refused although that user sent only two.
    expectRateLimited(await send(other, 2), 'You are sending messages too quickly.', WINDOW);
    // From another address the same user is within their own limit.
    // The site reads the wait from another origin: CORS exposes the header to it.
    const site = await on(4).call('POST', '/user/message/messages.php', {
      token: other.token,
      body: { room_id: rooms.get(other), message: 'Hello' },
      headers: { 'x-forwarded-for': ip, origin: 'http://127.0.0.1:5173' },
    });
    expect(site.status).toBe(429);
    expect(site.headers.get('access-control-expose-headers')).toContain('retry-after');
    const elsewhere = await on(3).call('POST', '/user/message/messages.php', {
      token: other.token,
      body: { room_id: rooms.get(other), message: 'Hello' },
      headers: { 'x-forwarded-for': freshAddress() },
    });
    expect(elsewhere.status).toBe(200);
  });

  it('limits offers and counters per user across both servers', async () => {
    const B = await w.person({ name: 'Haggler' });
    const ip = freshAddress();
    const offerOn = async (i: number) =>
      on(i).call('POST', '/user/offers/offers.php', {
        token: B.token,
        body: {
          offer_type: 'OFFER',
          offer_price: 20,
          seller_id: S.id,
          offer_items: [{ product_id: await w.ticket(S.id), product_listing_name: 'x' }],
        },
        headers: { 'x-forwarded-for': ip },
      });
    expect((await offerOn(0)).status).toBe(200);
    expect((await offerOn(1)).status).toBe(200);
    expectRateLimited(await offerOn(2), 'You are making offers too quickly.', WINDOW);
    const made = await w.db
      .selectFrom('offers')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('buyer_id', '=', B.id)
      .executeTakeFirstOrThrow();
    expect(Number(made.n)).toBe(2);
  });

  it('counts new reports, seller reports and report replies together', async () => {
    const B = await w.person({ name: 'Reporter' });
    const ip = freshAddress();
    const headers = { 'x-forwarded-for': ip };
    const report = ok(
      await on(0).call('POST', '/user/common_report/report.php', {
        token: B.token,
        body: { reportType: w.refs.commonTypeId, title: 'T', description: 'D' },
        headers,
      }),
    );
    expect(
      (
        await on(1).call('POST', '/user/reports.php', {
          token: B.token,
          body: { report_type: w.refs.sellerTypeId, report_on: S.id, content: 'x' },
          headers,
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await on(0).call('POST', '/user/common_report/replies.php', {
          token: B.token,
          body: { room_id: report.room_id, message: 'More' },
          headers,
        })
      ).status,
    ).toBe(200);
    expectRateLimited(
      await on(1).call('POST', '/user/common_report/replies.php', {
        token: B.token,
        body: { room_id: report.room_id, message: 'Even more' },
        headers,
      }),
      'You are sending reports too quickly.',
      WINDOW,
    );
  });

  it('limits registrations per address, each address on its own', async () => {
    const ip = freshAddress();
    const register = (i: number, address: string) =>
      on(i).call('POST', '/user/user_settings.php?action=register', {
        body: {
          user_name: `New ${i}`,
          email: `new-${address}-${i}@momento.test`,
          password: 'password-123',
          confirm_password: 'password-123',
        },
        headers: { 'x-forwarded-for': address },
      });
    expect((await register(0, ip)).status).toBe(200);
    expect((await register(1, ip)).status).toBe(200);
    expectRateLimited(await register(2, ip), 'Too many accounts were registered from your address.', WINDOW);
    expect((await register(3, freshAddress())).status).toBe(200);
  });

  it('checks identity and input before counting: anonymous or malformed attempts do not use up the allowance', async () => {
    const B = await w.person({ name: 'Clumsy' });
    const ip = freshAddress();
    const room = ok(
      await w.call('POST', '/user/message/rooms.php', { token: B.token, body: { receiver_id: S.id } }),
    ).room_id as number;
    for (let i = 0; i < 4; i += 1) {
      expect(
        (
          await on(i).call('POST', '/user/message/messages.php', {
            body: { room_id: room, message: 'Hi' },
            headers: { 'x-forwarded-for': ip },
          })
        ).status,
      ).toBe(401);
      expect(
        (
          await on(i).call('POST', '/user/message/messages.php', {
            token: B.token,
            body: { room_id: room },
            headers: { 'x-forwarded-for': ip },
          })
        ).status,
      ).toBe(400);
    }
    for (let i = 0; i < 3; i += 1) {
      expect(
        (
          await on(i).call('POST', '/user/message/messages.php', {
            token: B.token,
            body: { room_id: room, message: `Hello ${i}` },
            headers: { 'x-forwarded-for': ip },
          })
        ).status,
      ).toBe(200);
    }
  });
});

describe('abuse limits lift as the allowance comes back', () => {
  // One offer at once, and one back every 4 seconds.
  const WINDOW = 4;
  let w: World;

  beforeAll(async () => {
    w = await startWorld({ env: { LIMIT_WINDOW_SECONDS: String(WINDOW), LIMIT_OFFERS_PER_USER: '1' } });
  });
  afterAll(async () => {
    await w?.close();
  });

  it('accepts the next offer once Retry-After has passed', async () => {
    const S = await w.person({ seller: true });
    const B = await w.person();
    const offer = async () =>
      w.call('POST', '/user/offers/offers.php', {
        token: B.token,
        body: {
          offer_type: 'OFFER',
          offer_price: 20,
          seller_id: S.id,
          offer_items: [{ product_id: await w.ticket(S.id), product_listing_name: 'x' }],
        },
      });
    expect((await offer()).status).toBe(200);
    const refused = await offer();
    expectRateLimited(refused, 'You are making offers too quickly.', WINDOW);
    await new Promise((resolve) => setTimeout(resolve, Number(refused.headers.get('retry-after')) * 1000));
    expect((await offer()).status).toBe(200);
  });
});

describe('the message limit with its default settings: a burst, then a person’s pace', () => {
  let w: World;
  let second: Awaited<ReturnType<typeof secondServer>>;
  let servers: Api[];
  let S: Person;

  beforeAll(async () => {
    w = await startWorld({ env: { TRUST_PROXY: '1' } });
    second = await secondServer(w);
    servers = [w.api, second.api];
    S = await w.person({ seller: true, name: 'Seller' });
  });
  afterAll(async () => {
    await second?.close();
    await w?.close();
  });

  const on = (i: number) => servers[i % 2] as Api;
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const { burst, perWindow } = DEFAULT_ABUSE_LIMITS.messages.perUser;
  /** Seconds for one message's allowance to come back. */
  const refill = DEFAULT_ABUSE_LIMITS.windowSeconds / perWindow;

  async function roomWithSeller(name: string): Promise<{ B: Person; room: number; ip: string }> {
    const B = await w.person({ name });
    const room = ok(
      await w.call('POST', '/user/message/rooms.php', { token: B.token, body: { receiver_id: S.id } }),
    ).room_id as number;
    return { B, room, ip: freshAddress() };
  }

  it('refuses a script’s 121 messages in a few seconds after the burst allowance, whichever server gets them', async () => {
    const { B, room, ip } = await roomWithSeller('Script');
    const started = Date.now();
    const statuses: number[] = [];
    let lastRefusal: CallResult | null = null;
    for (let i = 0; i < 121; i += 1) {
      const res = await on(i).call('POST', '/user/message/messages.php', {
        token: B.token,
        body: { room_id: room, message: `Spam ${i}` },
        headers: { 'x-forwarded-for': ip },
      });
      statuses.push(res.status);
      if (res.status === 429) lastRefusal = res;
    }
    const seconds = (Date.now() - started) / 1000;
    expect(seconds).toBeLessThan(5);
    // The burst goes through at once; beyond it, only what came back while the script ran (one per `refill` seconds).
    expect(statuses.slice(0, burst)).toEqual(Array(burst).fill(200));
    const sent = statuses.filter((s) => s === 200).length;
    expect(sent).toBeLessThanOrEqual(burst + Math.floor(seconds / refill) + 1);
    expect(statuses.filter((s) => s === 429)).toHaveLength(121 - sent);
    expect(lastRefusal).not.toBeNull();
    expectRateLimited(lastRefusal as CallResult, 'You are sending messages too quickly.', Math.ceil(refill));
    const stored = await w.db
      .selectFrom('messages')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('room_id', '=', room)
      .executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(sent);
  }, 30_000);

  it('never stops a person who types quickly for a moment and then sends a message every few seconds', async () => {
    const { B, room, ip } = await roomWithSeller('Person');
    // A quick exchange of short replies uses the whole burst ...
    for (let i = 0; i < burst; i += 1) {
      expect(
        (
          await on(i).call('POST', '/user/message/messages.php', {
            token: B.token,
            body: { room_id: room, message: `ok ${i}` },
            headers: { 'x-forwarded-for': ip },
          })
        ).status,
      ).toBe(200);
    }
    // ... then a message every few seconds: each finds its allowance back.
    for (let i = 0; i < 3; i += 1) {
      await pause(refill * 1000 + 300);
      expect(
        (
          await on(i).call('POST', '/user/message/messages.php', {
            token: B.token,
            body: { room_id: room, message: `A longer thought ${i}` },
            headers: { 'x-forwarded-for': ip },
          })
        ).status,
      ).toBe(200);
    }
  }, 30_000);
});

describe('Retry-After: whole seconds until one attempt’s allowance is back', () => {
  let w: World;
  let second: Awaited<ReturnType<typeof secondServer>>;

  beforeAll(async () => {
    // One offer at once, then 5 per 10 seconds: one back every 2 seconds.
    w = await startWorld({
      env: { LIMIT_WINDOW_SECONDS: '10', LIMIT_OFFERS_PER_USER: '5', LIMIT_OFFERS_BURST_PER_USER: '1' },
    });
    second = await secondServer(w);
  });
  afterAll(async () => {
    await second?.close();
    await w?.close();
  });

  it('answers the wait for the next token on either server, and the offer after that wait is accepted', async () => {
    const S = await w.person({ seller: true });
    const B = await w.person();
    // The tickets are made first, so that the timed part is the offers alone (a busy machine makes setup slow).
    const tickets = await Promise.all(Array.from({ length: 5 }, () => w.ticket(S.id)));
    const offer = (api: Api) =>
      api.call('POST', '/user/offers/offers.php', {
        token: B.token,
        body: {
          offer_type: 'OFFER',
          offer_price: 20,
          seller_id: S.id,
          offer_items: [{ product_id: tickets.pop()!, product_listing_name: 'x' }],
        },
      });
    const wait = (seconds: number) => new Promise((resolve) => setTimeout(resolve, seconds * 1000));
    // A burst of one, then one token every 2 s: the wait is 2 s at most, less by the time since the last token.
    expect((await offer(w.api)).status).toBe(200);
    const first = await offer(second.api);
    const firstWait = Number(first.headers.get('retry-after'));
    expectRateLimited(first, 'You are making offers too quickly.', firstWait);
    expect(firstWait).toBeGreaterThanOrEqual(1);
    expect(firstWait).toBeLessThanOrEqual(2);
    // Half-way, the other server counts down the same bucket; the refused attempts took no token.
    await wait(1);
    const later = await offer(w.api);
    expectRateLimited(later, 'You are making offers too quickly.', 1);
    await wait(1);
    expect((await offer(second.api)).status).toBe(200);
    // The bucket is empty again: the next is up to a whole token away.
    expect(Number((await offer(w.api)).headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  }, 30_000);
});
