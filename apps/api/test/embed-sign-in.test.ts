import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMBED_ALLOWANCE_DAYS, EMBED_REFUSALS } from '@momento/contract';
import { BUYER, SELLER, startTestApi, type TestApi } from './harness.ts';
import { openStream, waitUntil, type OpenStream } from './liveStream.ts';

// Sign-in of partner widgets through HTTP (docs/embed-sign-in.md): the site's window grants a code for a partner
// origin and a PKCE challenge; the widget trades it, from that origin, for an embed token that only the widget's
// operations accept, and only from that origin.

// One of the partner origins the server allows outside production by default (the embed demo's page); the demo buyer's
// seeded allowance is for the other spelling, http://127.0.0.1:5174.
const PARTNER = 'http://localhost:5174';
const OTHER = 'https://elsewhere.example';
const GRANT = '/auth/embed.php?action=grant';
const TOKEN = '/auth/embed.php?action=token';
const allowance = (origin: string) => `/auth/embed.php?action=allowance&origin=${encodeURIComponent(origin)}`;

let api: TestApi;
let buyer: { token: string; id: number };
let seller: { token: string; id: number };
const opened: OpenStream[] = [];

const pkce = () => {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
};

/** The window's grant with the buyer's site session, for `origin`. */
async function grant(origin = PARTNER) {
  const { verifier, challenge } = pkce();
  const res = await api.op('embedGrant', { token: buyer.token, body: { origin, challenge } });
  expect(res.status).toBe(200);
  return { code: res.body.data.code as string, verifier };
}

/** The widget's exchange, sent from `origin` as a browser on that page would. */
const exchange = (code: string, verifier: string, origin: string | null = PARTNER) =>
  api.op('embedToken', { body: { code, verifier }, headers: origin ? { origin } : {} });

async function embedToken(): Promise<string> {
  const { code, verifier } = await grant();
  const res = await exchange(code, verifier);
  expect(res.status).toBe(200);
  return res.body.data.access_token as string;
}

beforeAll(async () => {
  api = await startTestApi();
  const b = await api.login(BUYER.email, BUYER.password);
  const s = await api.login(SELLER.email, SELLER.password);
  buyer = { token: b.token, id: b.user_data.id };
  seller = { token: s.token, id: s.user_data.id };
}, 120_000);
afterAll(async () => {
  for (const s of opened) s.close();
  await api?.close();
});

describe('the grant and the exchange', () => {
  it('trades a granted code and its verifier for a 30-minute embed session with the user, and remembers the allowance', async () => {
    expect((await api.call('GET', allowance(PARTNER), { token: buyer.token })).body.data).toEqual({
      allowed: false,
    });
    const { verifier, challenge } = pkce();
    const granted = await api.op('embedGrant', { token: buyer.token, body: { origin: PARTNER, challenge } });
    expect(granted.status).toBe(200);
    expect(granted.body.data).toEqual({ code: expect.stringMatching(/^[\w-]{43}$/), expires_in: 60 });
    expect((await api.call('GET', allowance(PARTNER), { token: buyer.token })).body.data).toEqual({
      allowed: true,
    });
    expect((await api.call('GET', allowance(OTHER), { token: buyer.token })).body.data).toEqual({
      allowed: false,
    });

    const res = await exchange(granted.body.data.code, verifier);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.data).sort()).toEqual(['access_token', 'expiry', 'user_data']);
    expect(res.body.data.user_data).toMatchObject({ id: buyer.id, mail: BUYER.email });
    const life = res.body.data.expiry - Date.now() / 1000;
    expect(life).toBeGreaterThan(29 * 60);
    expect(life).toBeLessThanOrEqual(30 * 60 + 1);
    // The partner page may read the reply: CORS for its origin, without credentials.
    expect(res.headers.get('access-control-allow-origin')).toBe(PARTNER);
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();

    const me = await api.op('userGet', { token: res.body.data.access_token, headers: { origin: PARTNER } });
    expect(me.status).toBe(200);
    expect(me.body.data.id).toBe(buyer.id);
  });

  it('stores the code hashed, never as sent', async () => {
    const { code } = await grant();
    const rows = await api.database.db.selectFrom('embed_grants').select(['code_hash']).execute();
    expect(rows.some((row) => row.code_hash === code)).toBe(false);
  });

  it('refuses a wrong verifier, and the code is spent by that attempt', async () => {
    const { code, verifier } = await grant();
    const wrong = await exchange(code, pkce().verifier);
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toEqual({ code: 'VALIDATION', message: EMBED_REFUSALS.verifier });
    const right = await exchange(code, verifier);
    expect(right.status).toBe(400);
    expect(right.body.error.message).toBe(EMBED_REFUSALS.used);
  });

  it('refuses a code used once already', async () => {
    const { code, verifier } = await grant();
    expect((await exchange(code, verifier)).status).toBe(200);
    const again = await exchange(code, verifier);
    expect(again.status).toBe(400);
    expect(again.body.error.message).toBe(EMBED_REFUSALS.used);
  });

  it('refuses an expired code', async () => {
    const { code, verifier } = await grant();
    await api.database.db
      .updateTable('embed_grants')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('used_at', 'is', null)
      .execute();
    const res = await exchange(code, verifier);
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({ code: 'VALIDATION', message: EMBED_REFUSALS.expired });
  });

  it("refuses the exchange from another origin than the grant's, or with no Origin, and spends the code", async () => {
    const first = await grant();
    const elsewhere = await exchange(first.code, first.verifier, OTHER);
    expect(elsewhere.status).toBe(403);
    expect(elsewhere.body.error.message).toBe(EMBED_REFUSALS.origin);
    expect((await exchange(first.code, first.verifier)).body.error.message).toBe(EMBED_REFUSALS.used);
    const second = await grant();
    expect((await exchange(second.code, second.verifier, null)).status).toBe(403);
  });

  it('refuses an unknown code and malformed input', async () => {
    const unknown = await exchange(randomBytes(32).toString('base64url'), pkce().verifier);
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.message).toBe(EMBED_REFUSALS.unknown);
    const short = await api.op('embedToken', {
      body: { code: 'x', verifier: 'short' },
      headers: { origin: PARTNER },
    });
    expect(short.status).toBe(400);
    expect(short.body.error.message).toMatch(/^verifier: /);
  });

  it('grants only for an exact origin, to a signed-in user', async () => {
    const { challenge } = pkce();
    for (const origin of [`${PARTNER}/`, `${PARTNER}/tickets`, '*', 'null', 'javascript:alert(1)']) {
      const res = await api.op('embedGrant', { token: buyer.token, body: { origin, challenge } });
      expect(res.status, origin).toBe(400);
      expect(res.body.error.message, origin).toMatch(/^origin: /);
    }
    expect((await api.op('embedGrant', { body: { origin: PARTNER, challenge } })).status).toBe(401);
    expect((await api.call('GET', allowance(PARTNER))).status).toBe(401);
  });
});

describe('what an embed token can do', () => {
  it("calls the widget's operations from its origin: an offer, a message, the cart", async () => {
    const token = await embedToken();
    const asWidget = { token, headers: { origin: PARTNER } };
    const page = await api.op('products', { query: { page: 1 }, ...asWidget });
    expect(page.status).toBe(200);
    type Item = {
      product_id: number;
      listing_name: string;
      status: string;
      cost: unknown;
      seller: { id: number };
    };
    const onSale = (page.body.data.items as Item[]).filter(
      (t) => t.status === 'SELL' && t.cost !== null && t.seller.id !== buyer.id,
    );
    const [first, second] = onSale;

    const offer = await api.op('offerCreate', {
      ...asWidget,
      body: {
        offer_type: 'OFFER',
        offer_price: 20,
        seller_id: first!.seller.id,
        offer_items: [{ product_id: first!.product_id, product_listing_name: first!.listing_name }],
      },
    });
    expect(offer.status, JSON.stringify(offer.body)).toBe(200);
    const mine = await api.op('offers', { query: { type: 'BUY', page: 1 }, ...asWidget });
    expect(mine.status).toBe(200);
    expect((mine.body.data.items as Array<{ offer_no: string }>).map((o) => o.offer_no)).toContain(
      offer.body.data.offer_no,
    );

    const room = await api.op('roomCreate', { ...asWidget, body: { receiver_id: first!.seller.id } });
    expect(room.status).toBe(200);
    const sent = await api.op('messageSend', {
      ...asWidget,
      body: { room_id: room.body.data.room_id, message: 'Are the seats together?' },
    });
    expect(sent.status).toBe(200);

    const added = await api.op('cartAdd', {
      ...asWidget,
      body: { type: 'BUY', product_id: second!.product_id },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    // The same cart the site shows: checkout continues there.
    const cart = await api.op('cartGet', { query: { full_collection: 1 }, token: buyer.token });
    expect(JSON.stringify(cart.body.data)).toContain(`"product_id":${second!.product_id}`);
  });

  it('answers 403 on an operation the widget may not call, with a message pointing to the site', async () => {
    const token = await embedToken();
    for (const [method, path] of [
      ['GET', '/user/orders/order.php?page=1'],
      ['POST', '/user/orders/checkout.php'],
      ['DELETE', '/user/account/user.php'],
      ['GET', '/user/account/address.php'],
    ] as const) {
      const res = await api.call(method, path, {
        token,
        headers: { origin: PARTNER },
        ...(method === 'GET' ? {} : { body: {} }),
      });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body.error).toEqual({ code: 'FORBIDDEN', message: EMBED_REFUSALS.notEmbed });
    }
  });

  it('cannot grant itself codes (the grant needs the site session)', async () => {
    const token = await embedToken();
    const res = await api.op('embedGrant', {
      token,
      headers: { origin: PARTNER },
      body: { origin: OTHER, challenge: pkce().challenge },
    });
    expect(res.status).toBe(403);
    expect((await api.call('GET', allowance(PARTNER), { token, headers: { origin: PARTNER } })).status).toBe(
      403,
    );
  });

  it('answers 401 when sent from another origin, or from no page at all', async () => {
    const token = await embedToken();
    const elsewhere = await api.op('cartGet', {
      query: { full_collection: 1 },
      token,
      headers: { origin: OTHER },
    });
    expect(elsewhere.status).toBe(401);
    expect(elsewhere.body.error.code).toBe('UNAUTHORIZED');
    expect((await api.op('cartGet', { query: { full_collection: 1 }, token })).status).toBe(401);
    // A public read ignores a token that does not count, as it does any stale token.
    const publicRead = await api.op('venues', { token, headers: { origin: OTHER } });
    expect(publicRead.status).toBe(200);
  });

  it('follows the live events stream from its origin only', async () => {
    const token = await embedToken();
    const refused = await api.call('GET', '/user/events.php', { token, headers: { origin: OTHER } });
    expect(refused.status).toBe(401);
    const live = await openStream(api.url, token, { origin: PARTNER });
    opened.push(live);
    expect(live.status).toBe(200);
    await waitUntil(() => api.server.services.live.openStreams === 1);
    const room = await api.op('roomCreate', { token: seller.token, body: { receiver_id: buyer.id } });
    const sent = await api.op('messageSend', {
      token: seller.token,
      body: { room_id: room.body.data.room_id, message: 'Yes, row 4.' },
    });
    expect(sent.status).toBe(200);
    const event = await live.next(
      (e) => (e.data as { message_id?: number }).message_id === sent.body.data.message_id,
    );
    expect(event.data).toMatchObject({ type: 'message', sender_id: seller.id });
  });
});

describe('consent: how long it lasts and how the user revokes it', () => {
  const SITES = '/auth/embed.php?action=sites';
  const REVOKE = '/auth/embed.php?action=site';
  type Site = { id: number; origin: string; granted_at: string; expires_at: string };
  const sitesOf = async (token: string): Promise<Site[]> => {
    const res = await api.call('GET', SITES, { token });
    expect(res.status).toBe(200);
    return res.body.data.items;
  };

  it('lists the partner sites the user allowed, with when and until when, and only theirs', async () => {
    await grant();
    const site = (await sitesOf(buyer.token)).find((entry) => entry.origin === PARTNER);
    expect(site).toEqual({
      id: expect.any(Number),
      origin: PARTNER,
      granted_at: expect.any(String),
      expires_at: expect.any(String),
    });
    const days = (Date.parse(site!.expires_at) - Date.parse(site!.granted_at)) / 86_400_000;
    expect(days).toBe(EMBED_ALLOWANCE_DAYS);
    expect((await sitesOf(seller.token)).some((entry) => entry.origin === PARTNER)).toBe(false);
    expect((await api.call('GET', SITES)).status).toBe(401);
  });

  it('does not extend the consent when the widget signs in again while it lasts', async () => {
    await grant();
    const before = (await sitesOf(buyer.token)).find((entry) => entry.origin === PARTNER)!;
    await grant();
    const after = (await sitesOf(buyer.token)).find((entry) => entry.origin === PARTNER)!;
    expect(after).toEqual(before);
  });

  it('treats a lapsed allowance as none: the window asks again, the token stops, and a new consent starts afresh', async () => {
    const token = await embedToken();
    const asWidget = { token, headers: { origin: PARTNER } };
    expect((await api.op('cartGet', { query: { full_collection: 1 }, ...asWidget })).status).toBe(200);
    await api.database.db
      .updateTable('embed_allowances')
      .set({
        granted_at: new Date(Date.now() - (EMBED_ALLOWANCE_DAYS + 1) * 86_400_000),
        expires_at: new Date(Date.now() - 86_400_000),
      })
      .where('user_id', '=', buyer.id)
      .where('origin', '=', PARTNER)
      .execute();
    expect((await api.call('GET', allowance(PARTNER), { token: buyer.token })).body.data).toEqual({
      allowed: false,
    });
    expect((await sitesOf(buyer.token)).some((entry) => entry.origin === PARTNER)).toBe(false);
    const lapsed = await api.op('cartGet', { query: { full_collection: 1 }, ...asWidget });
    expect(lapsed.status).toBe(401);
    expect(lapsed.body.error.message).toBe(EMBED_REFUSALS.allowance);
    // The user is asked and agrees again: a new 90 days from now.
    await grant();
    const renewed = (await sitesOf(buyer.token)).find((entry) => entry.origin === PARTNER)!;
    expect(Date.parse(renewed.granted_at)).toBeGreaterThan(Date.now() - 60_000);
    expect((await api.call('GET', allowance(PARTNER), { token: buyer.token })).body.data).toEqual({
      allowed: true,
    });
  });

  it("revoking ends the site's embed tokens at once, and the window asks again", async () => {
    const token = await embedToken();
    const asWidget = { token, headers: { origin: PARTNER } };
    expect((await api.op('userGet', asWidget)).status).toBe(200);
    const site = (await sitesOf(buyer.token)).find((entry) => entry.origin === PARTNER)!;
    const revoked = await api.call('DELETE', REVOKE, { token: buyer.token, body: { id: site.id } });
    expect(revoked.status).toBe(200);
    expect(revoked.body.data).toEqual({ ok: true });
    const next = await api.op('userGet', asWidget);
    expect(next.status).toBe(401);
    expect(next.body.error).toEqual({ code: 'UNAUTHORIZED', message: EMBED_REFUSALS.allowance });
    expect((await api.op('cartGet', { query: { full_collection: 1 }, ...asWidget })).status).toBe(401);
    expect((await api.call('GET', allowance(PARTNER), { token: buyer.token })).body.data).toEqual({
      allowed: false,
    });
    expect((await sitesOf(buyer.token)).some((entry) => entry.origin === PARTNER)).toBe(false);
    // The same site session still works on the site.
    expect((await api.op('userGet', { token: buyer.token })).status).toBe(200);
    // A code granted before the revoke cannot be traded after it either.
    const pending = await grant();
    const again = (await sitesOf(buyer.token)).find((entry) => entry.origin === PARTNER)!;
    await api.call('DELETE', REVOKE, { token: buyer.token, body: { id: again.id } });
    const late = await exchange(pending.code, pending.verifier);
    expect(late.status).toBe(403);
    expect(late.body.error.message).toBe(EMBED_REFUSALS.allowance);
  });

  it("revoking also ends the site's open live events stream, and no other stream of the user", async () => {
    const token = await embedToken();
    const widgetStream = await openStream(api.url, token, { origin: PARTNER });
    const siteStream = await openStream(api.url, buyer.token);
    opened.push(widgetStream, siteStream);
    expect(widgetStream.status).toBe(200);
    expect(siteStream.status).toBe(200);
    await waitUntil(() => api.server.services.live.openStreams >= 2);
    const site = (await sitesOf(buyer.token)).find((entry) => entry.origin === PARTNER)!;
    expect((await api.call('DELETE', REVOKE, { token: buyer.token, body: { id: site.id } })).status).toBe(
      200,
    );
    await expect(
      Promise.race([
        widgetStream.ended.then(() => 'ended'),
        new Promise((resolve) => setTimeout(() => resolve('still open'), 3000)),
      ]),
    ).resolves.toBe('ended');
    // The site's own stream goes on: a message to the buyer still reaches it.
    const room = await api.op('roomCreate', { token: seller.token, body: { receiver_id: buyer.id } });
    const sent = await api.op('messageSend', {
      token: seller.token,
      body: { room_id: room.body.data.room_id, message: 'Still there?' },
    });
    await siteStream.next(
      (e) => (e.data as { message_id?: number }).message_id === sent.body.data.message_id,
    );
    siteStream.close();
  });

  it("answers 404 when revoking another user's allowance, and leaves it alone", async () => {
    await grant();
    const site = (await sitesOf(buyer.token)).find((entry) => entry.origin === PARTNER)!;
    const other = await api.call('DELETE', REVOKE, { token: seller.token, body: { id: site.id } });
    expect(other.status).toBe(404);
    expect((await sitesOf(buyer.token)).map((entry) => entry.id)).toContain(site.id);
    expect((await api.call('DELETE', REVOKE, { token: buyer.token, body: { id: 999_999 } })).status).toBe(
      404,
    );
    // An embed token cannot revoke (or list) anything: that is the site's.
    const token = await embedToken();
    expect(
      (await api.call('DELETE', REVOKE, { token, headers: { origin: PARTNER }, body: { id: site.id } }))
        .status,
    ).toBe(403);
    expect((await api.call('GET', SITES, { token, headers: { origin: PARTNER } })).status).toBe(403);
  });
});

describe('CORS for partner origins', () => {
  const preflight = (path: string, method: string, origin = PARTNER) =>
    api.call('OPTIONS', path, {
      headers: {
        origin,
        'access-control-request-method': method,
        'access-control-request-headers': 'authorization, content-type',
      },
    });

  it('allows the authorization header and the method on an embed operation, without credentials', async () => {
    for (const [path, method] of [
      ['/user/offers/offers.php', 'POST'],
      ['/user/cart.php', 'PUT'],
      ['/user/message/messages.php?action=updateUnreadMessageFlag', 'PUT'],
      [TOKEN, 'POST'],
      ['/user/events.php', 'GET'],
    ] as const) {
      const res = await preflight(path, method);
      expect(res.status).toBe(204);
      expect(res.headers.get('access-control-allow-origin'), path).toBe(PARTNER);
      expect(res.headers.get('access-control-allow-headers'), path).toContain('authorization');
      expect(res.headers.get('access-control-allow-methods'), path).toContain(method);
      expect(res.headers.get('access-control-allow-credentials'), path).toBeNull();
    }
  });

  it('does not allow partners a non-embed operation, nor the grant', async () => {
    for (const [path, method] of [
      ['/user/orders/checkout.php', 'POST'],
      ['/user/account/address.php', 'GET'],
      [GRANT, 'POST'],
      ['/user/user_settings.php?action=logout', 'POST'],
    ] as const) {
      const res = await preflight(path, method);
      expect(res.headers.get('access-control-allow-origin'), path).toBeNull();
      expect(res.headers.get('access-control-allow-headers'), path).toBeNull();
    }
  });

  it('keeps to PARTNER_ORIGINS when it lists origins, and limits the exchanges per address', async () => {
    const strict = await startTestApi({
      seed: false,
      env: { PARTNER_ORIGINS: PARTNER, LIMIT_SIGNINS_PER_ADDRESS: '2' },
    });
    try {
      const attempt = () =>
        strict.op('embedToken', {
          body: { code: randomBytes(32).toString('base64url'), verifier: pkce().verifier },
          headers: { origin: PARTNER },
        });
      expect((await attempt()).status).toBe(400);
      expect((await attempt()).status).toBe(400);
      const limited = await attempt();
      expect(limited.status).toBe(429);
      expect(limited.body.error.message).toMatch(
        /^Too many sign-ins from partner sites\. Please try again in \d+ seconds?\.$/,
      );
      expect(limited.headers.get('access-control-allow-origin')).toBe(PARTNER);
      const listed = await strict.call('OPTIONS', TOKEN, {
        headers: { origin: PARTNER, 'access-control-request-method': 'POST' },
      });
      expect(listed.headers.get('access-control-allow-origin')).toBe(PARTNER);
      const unlisted = await strict.call('OPTIONS', TOKEN, {
        headers: { origin: OTHER, 'access-control-request-method': 'POST' },
      });
      expect(unlisted.headers.get('access-control-allow-origin')).toBeNull();
    } finally {
      await strict.close();
    }
  });
});
