import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMBED_REFUSALS, PARTNER_REFUSALS } from '@momento/contract';
import { openDatabase, type Database } from '../src/db/database.ts';
import { startServer, type RunningServer } from '../src/server.ts';
import { ADMIN, BUYER, startTestApi, type CallOptions, type CallResult, type TestApi } from './harness.ts';

// Partner sites kept in the admin area (docs/rules/partners.md): two API servers share one database (the
// same PGlite, or two connection pools on one PostgreSQL database with TEST_DATABASE_URL), and a change made through
// one reaches the other's CORS, embed sign-in and embed tokens within seconds, without a restart.

const SEEDED = 'https://seeded.example';
const NEW = 'https://riverside.example';
const SHOP = 'https://shop.riverside.example:8443';
const PARTNERS = '/admin/partners.php';
/** Faster than the default 2 s, so the tests wait less; the mechanism is the same. */
const REFRESH_MS = '150';

type Api = { call: (method: string, path: string, options?: CallOptions) => Promise<CallResult> };

/** A second server on the database of `first`: its own connection pool on PostgreSQL. */
async function secondServer(
  first: TestApi,
): Promise<{ api: Api; server: RunningServer; close: () => Promise<void> }> {
  const database: Database =
    first.kind === 'postgres'
      ? await openDatabase({ databaseUrl: first.config.databaseUrl, dataDir: null, poolSize: 5 })
      : first.database;
  const server = await startServer({
    config: first.config,
    storage: first.server.services.storage,
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
    server,
    close: async () => {
      await server.close();
      if (database !== first.database) await database.close();
    },
  };
}

/** Retries `probe` until `accept` holds (at most 5 s): how long another process may take to follow. */
async function eventually<T>(probe: () => Promise<T>, accept: (value: T) => boolean): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await probe();
    if (accept(value) || Date.now() - started > 5000) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A browser's preflight from `origin` for a widget's signed-in read (GET with the authorization header). */
const preflight = (api: Api, origin: string) =>
  api.call('OPTIONS', '/user/account/user.php', {
    headers: {
      origin,
      'access-control-request-method': 'GET',
      'access-control-request-headers': 'authorization',
    },
  });
const allowsOrigin = (reply: CallResult) => reply.headers.get('access-control-allow-origin');

let a: TestApi;
let b: Awaited<ReturnType<typeof secondServer>>;
let admin: string;
let buyer: string;

beforeAll(async () => {
  a = await startTestApi({ env: { PARTNER_ORIGINS: SEEDED, PARTNER_REFRESH_MS: REFRESH_MS } });
  b = await secondServer(a);
  admin = (await a.login(ADMIN.email, ADMIN.password)).token;
  buyer = (await a.login(BUYER.email, BUYER.password)).token;
}, 120_000);

afterAll(async () => {
  await b?.close();
  await a?.close();
});

/** The window's grant for `origin` with the buyer's site session, then the widget's exchange from `origin`. */
async function signInFrom(api: Api, origin: string): Promise<CallResult> {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const granted = await api.call('POST', '/auth/embed.php?action=grant', {
    token: buyer,
    body: { origin, challenge },
  });
  if (granted.status !== 200) return granted;
  return api.call('POST', '/auth/embed.php?action=token', {
    body: { code: granted.body.data.code, verifier },
    headers: { origin },
  });
}

describe('partners in the console', () => {
  it('lists the partner PARTNER_ORIGINS seeded on the first start, named after its host', async () => {
    const list = await a.call('GET', PARTNERS, { token: admin });
    expect(list.status).toBe(200);
    expect(list.body.data.items).toEqual([
      {
        id: expect.any(Number),
        name: 'seeded.example',
        contact_email: null,
        status: 'ACTIVE',
        origins: [SEEDED],
        created_date: expect.any(String),
        updated_date: expect.any(String),
      },
    ]);
    expect(allowsOrigin(await preflight(b.api, SEEDED))).toBe(SEEDED);
  });

  it('is for operators only', async () => {
    const asBuyer = await a.call('GET', PARTNERS, { token: buyer });
    expect(asBuyer.status).toBe(403);
    const create = await a.call('POST', PARTNERS, {
      token: buyer,
      body: { name: 'Mine', origins: ['https://mine.example'] },
    });
    expect(create.status).toBe(403);
    expect((await a.call('GET', PARTNERS)).status).toBe(401);
  });

  it('refuses a blank name, inexact or wildcard origins, an origin twice and another partner’s origin, in the contract’s words', async () => {
    const refusal = async (body: unknown) => {
      const res = await a.call('POST', PARTNERS, { token: admin, body });
      return { status: res.status, message: res.body.error?.message };
    };
    expect(await refusal({ name: '  ', origins: [NEW] })).toEqual({
      status: 400,
      message: PARTNER_REFUSALS.nameRequired,
    });
    expect(await refusal({ name: 'Riverside', origins: [] })).toEqual({
      status: 400,
      message: PARTNER_REFUSALS.originsRequired,
    });
    expect(await refusal({ name: 'Riverside', origins: [`${NEW}/tickets`] })).toEqual({
      status: 400,
      message: PARTNER_REFUSALS.notExact(`${NEW}/tickets`),
    });
    expect(await refusal({ name: 'Riverside', origins: ['https://*.riverside.example'] })).toEqual({
      status: 400,
      message: PARTNER_REFUSALS.wildcard('https://*.riverside.example'),
    });
    expect(await refusal({ name: 'Riverside', origins: [NEW, NEW] })).toEqual({
      status: 400,
      message: PARTNER_REFUSALS.repeated(NEW),
    });
    expect(
      await refusal({ name: 'Riverside', contact_email: 'tickets at riverside', origins: [NEW] }),
    ).toEqual({
      status: 400,
      message: PARTNER_REFUSALS.contactEmail,
    });
    expect(await refusal({ name: 'Copycat', origins: [NEW, SEEDED] })).toEqual({
      status: 409,
      message: PARTNER_REFUSALS.taken(SEEDED, 'seeded.example'),
    });
    // Nothing of a refused partner was stored.
    const names = (await a.call('GET', PARTNERS, { token: admin })).body.data.items.map(
      (p: { name: string }) => p.name,
    );
    expect(names).toEqual(['seeded.example']);
    const missing = await a.call('PUT', PARTNERS, {
      token: admin,
      body: { partner_id: 999_999, status: 'PAUSED' },
    });
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe(PARTNER_REFUSALS.notFound);
    expect((await a.call('DELETE', PARTNERS, { token: admin, body: { partner_id: 999_999 } })).status).toBe(
      404,
    );
  });

  it('adds, pauses, resumes and removes a partner, and both servers follow within seconds without a restart', async () => {
    // Not a partner yet: neither server lets its page call or sign in.
    expect(allowsOrigin(await preflight(a, NEW))).toBeNull();
    expect(allowsOrigin(await preflight(b.api, NEW))).toBeNull();
    expect((await signInFrom(b.api, NEW)).body.error.message).toBe(EMBED_REFUSALS.partner);

    // Added through server A: A applies it at once, B within its refresh.
    const created = await a.call('POST', PARTNERS, {
      token: admin,
      body: {
        name: ' Riverside Arena ',
        contact_email: 'tickets@riverside.example',
        origins: [` ${NEW} `, SHOP],
      },
    });
    expect(created.status).toBe(200);
    const partner = created.body.data;
    expect(partner).toMatchObject({
      name: 'Riverside Arena',
      contact_email: 'tickets@riverside.example',
      status: 'ACTIVE',
      origins: [NEW, SHOP],
    });
    expect(allowsOrigin(await preflight(a, NEW))).toBe(NEW);
    expect(
      allowsOrigin(
        await eventually(
          () => preflight(b.api, SHOP),
          (r) => allowsOrigin(r) !== null,
        ),
      ),
    ).toBe(SHOP);
    expect(allowsOrigin(await preflight(b.api, NEW))).toBe(NEW);

    // The new partner's widget signs the buyer in through B and reads the account through A.
    const signedIn = await signInFrom(b.api, NEW);
    expect(signedIn.status).toBe(200);
    const asWidget = { token: signedIn.body.data.access_token as string, headers: { origin: NEW } };
    expect((await a.call('GET', '/user/account/user.php', asWidget)).status).toBe(200);

    // Paused through B: B at once, A within its refresh: no CORS, no sign-in, and the widget's token stops working.
    const paused = await b.api.call('PUT', PARTNERS, {
      token: admin,
      body: { partner_id: partner.id, status: 'PAUSED' },
    });
    expect(paused.status).toBe(200);
    expect(paused.body.data).toMatchObject({ status: 'PAUSED', origins: [NEW, SHOP] });
    expect(allowsOrigin(await preflight(b.api, NEW))).toBeNull();
    const refused = await eventually(
      () => a.call('GET', '/user/account/user.php', asWidget),
      (r) => r.status === 401,
    );
    expect(refused.status).toBe(401);
    expect(refused.body.error.message).toBe(EMBED_REFUSALS.otherSite);
    expect(allowsOrigin(await preflight(a, NEW))).toBeNull();
    expect((await signInFrom(a, NEW)).body.error).toEqual({
      code: 'FORBIDDEN',
      message: EMBED_REFUSALS.partner,
    });

    // Resumed: the same token works again (the buyer still allows the site).
    expect(
      (
        await b.api.call('PUT', PARTNERS, {
          token: admin,
          body: { partner_id: partner.id, status: 'ACTIVE' },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await eventually(
          () => a.call('GET', '/user/account/user.php', asWidget),
          (r) => r.status === 200,
        )
      ).status,
    ).toBe(200);

    // Edited: SHOP dropped, a name change; SHOP loses CORS on both.
    const edited = await a.call('PUT', PARTNERS, {
      token: admin,
      body: { partner_id: partner.id, name: 'Riverside', origins: [NEW] },
    });
    expect(edited.body.data).toMatchObject({
      name: 'Riverside',
      origins: [NEW],
      contact_email: 'tickets@riverside.example',
    });
    expect(
      allowsOrigin(
        await eventually(
          () => preflight(b.api, SHOP),
          (r) => allowsOrigin(r) === null,
        ),
      ),
    ).toBeNull();

    // Removed through A: gone from the list, and from B within its refresh; its origin is free for another partner.
    expect(
      (await a.call('DELETE', PARTNERS, { token: admin, body: { partner_id: partner.id } })).body.data,
    ).toEqual({ ok: true });
    expect(
      (await a.call('GET', PARTNERS, { token: admin })).body.data.items.map((p: { id: number }) => p.id),
    ).not.toContain(partner.id);
    expect(
      allowsOrigin(
        await eventually(
          () => preflight(b.api, NEW),
          (r) => allowsOrigin(r) === null,
        ),
      ),
    ).toBeNull();
    expect(
      (
        await eventually(
          () => b.api.call('GET', '/user/account/user.php', asWidget),
          (r) => r.status === 401,
        )
      ).status,
    ).toBe(401);
    expect(allowsOrigin(await preflight(b.api, SEEDED))).toBe(SEEDED);

    // Every step is in the audit log, newest first, with the fields before and after.
    const audit = await a.call('GET', `/admin/audit.php?item_kind=partner&item_id=${partner.id}`, {
      token: admin,
    });
    expect(audit.status).toBe(200);
    expect(
      audit.body.data.items.map((e: { action: string; before: unknown; after: unknown }) => [
        e.action,
        e.before,
        e.after,
      ]),
    ).toEqual([
      [
        'PARTNER_DELETE',
        { name: 'Riverside', contact_email: 'tickets@riverside.example', status: 'ACTIVE', origins: [NEW] },
        null,
      ],
      [
        'PARTNER_UPDATE',
        { name: 'Riverside Arena', origins: [NEW, SHOP] },
        { name: 'Riverside', origins: [NEW] },
      ],
      ['PARTNER_RESUME', { status: 'PAUSED' }, { status: 'ACTIVE' }],
      ['PARTNER_PAUSE', { status: 'ACTIVE' }, { status: 'PAUSED' }],
      [
        'PARTNER_CREATE',
        null,
        {
          name: 'Riverside Arena',
          contact_email: 'tickets@riverside.example',
          status: 'ACTIVE',
          origins: [NEW, SHOP],
        },
      ],
    ]);
  });

  it('gives a removed partner’s origin to a new partner', async () => {
    const other = await a.call('POST', PARTNERS, {
      token: admin,
      body: { name: 'New owner', origins: [NEW] },
    });
    expect(other.status).toBe(200);
    expect(
      allowsOrigin(
        await eventually(
          () => preflight(b.api, NEW),
          (r) => allowsOrigin(r) !== null,
        ),
      ),
    ).toBe(NEW);
    expect(
      (await a.call('DELETE', PARTNERS, { token: admin, body: { partner_id: other.body.data.id } })).status,
    ).toBe(200);
  });
});

describe('PARTNER_ORIGINS', () => {
  const origins = async (db: Database) =>
    (await db.db.selectFrom('partner_origins').select('origin').orderBy('origin').execute()).map(
      (r) => r.origin,
    );

  it('seeds the partners on the first start that lists origins, and never again', async () => {
    // A first start without origins seeds nothing and leaves the seeding to a later start that has some.
    const first = await startTestApi({ seed: false, env: { PARTNER_ORIGINS: '' } });
    try {
      expect(await origins(first.database)).toEqual([]);
      const later = await secondServer({
        ...first,
        config: { ...first.config, partnerOrigins: ['https://one.example', 'https://two.example'] },
      });
      expect(await origins(first.database)).toEqual(['https://one.example', 'https://two.example']);
      expect(later.server.services.partners.has('https://two.example')).toBe(true);
      await later.close();

      // Another list at a later start changes nothing, even after the admin removed every partner.
      await first.database.db.deleteFrom('partners').execute();
      const again = await secondServer({
        ...first,
        config: { ...first.config, partnerOrigins: ['https://three.example'] },
      });
      expect(await origins(first.database)).toEqual([]);
      expect(again.server.services.partners.has('https://three.example')).toBe(false);
      await again.close();
    } finally {
      await first.close();
    }
  });
});

describe('in production', () => {
  it('takes https origins only', async () => {
    const production = await startTestApi({
      env: {
        NODE_ENV: 'production',
        JWT_SECRET: 'a-production-secret-of-at-least-32-characters',
        PAYMENT_PROVIDER: 'paypal',
        PAYPAL_MERCHANT_ID: 'MERCHANT123',
        DEV_ROUTES: '0',
      },
    });
    try {
      const { token } = await production.login(ADMIN.email, ADMIN.password);
      const plain = await production.call('POST', PARTNERS, {
        token,
        body: { name: 'Plain', origins: ['http://plain.example'] },
      });
      expect(plain.status).toBe(400);
      expect(plain.body.error.message).toBe(PARTNER_REFUSALS.notHttps('http://plain.example'));
      const secure = await production.call('POST', PARTNERS, {
        token,
        body: { name: 'Secure', origins: ['https://secure.example'] },
      });
      expect(secure.status).toBe(200);
      // Production lists no partner unless PARTNER_ORIGINS does: this is the only one.
      expect(
        (await production.call('GET', PARTNERS, { token })).body.data.items.map(
          (p: { name: string }) => p.name,
        ),
      ).toEqual(['Secure']);
    } finally {
      await production.close();
    }
  });
});

describe('without waiting for the periodic check', () => {
  it('hears another server’s change at once through the database’s notification', async () => {
    // The periodic check every ten minutes: only the notification (migration 0030's triggers) can tell B in time.
    const first = await startTestApi({ env: { PARTNER_REFRESH_MS: '600000' } });
    const other = await secondServer(first);
    try {
      const token = (await first.login(ADMIN.email, ADMIN.password)).token;
      const origin = 'https://notified.example';
      const created = await first.call('POST', PARTNERS, {
        token,
        body: { name: 'Notified', origins: [origin] },
      });
      expect(created.status).toBe(200);
      const started = Date.now();
      const seen = await eventually(
        () => preflight(other.api, origin),
        (r) => allowsOrigin(r) !== null,
      );
      expect(allowsOrigin(seen)).toBe(origin);
      expect(Date.now() - started).toBeLessThan(2000);
      await first.call('PUT', PARTNERS, {
        token,
        body: { partner_id: created.body.data.id, status: 'PAUSED' },
      });
      expect(
        allowsOrigin(
          await eventually(
            () => preflight(other.api, origin),
            (r) => allowsOrigin(r) === null,
          ),
        ),
      ).toBeNull();
      expect(Date.now() - started).toBeLessThan(4000);
    } finally {
      await other.close();
      await first.close();
    }
  });
});
