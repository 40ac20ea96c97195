// Who may be a partner (docs/embed-sign-in.md, "Security model"): the server's settings, and a hostile site's attempt to
// get a visitor's embed token against a production-like server, through the site's production server
// (apps/site/server.ts) as a browser reaches it, every request of the attack written out.
import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMBED_REFUSALS, EMBED_SIGNIN_PATH } from '@momento/contract';
import { loadConfig } from '../src/config.ts';
import { sha256 } from '../src/auth/tokens.ts';
import { BUYER, startTestApi, type TestApi } from './harness.ts';
import { startSiteServer, type SiteServer } from './siteServer.ts';

const SECRET = 'a-production-secret-of-at-least-32-characters';
// What production refuses to start without, besides the partner list.
const PRODUCTION = {
  NODE_ENV: 'production',
  JWT_SECRET: SECRET,
  PAYMENT_PROVIDER: 'paypal',
  PAYPAL_MERCHANT_ID: 'MERCHANT123',
  DEV_ROUTES: '0',
};

describe('partner origins in the settings', () => {
  it('has no partner in production unless PARTNER_ORIGINS lists them', () => {
    expect(loadConfig(PRODUCTION, { dataDir: null }).partnerOrigins).toEqual([]);
    expect(
      loadConfig(
        { ...PRODUCTION, PARTNER_ORIGINS: 'https://venue.example, https://shop.example:8443' },
        { dataDir: null },
      ).partnerOrigins,
    ).toEqual(['https://venue.example', 'https://shop.example:8443']);
  });

  it('refuses to start in production with a wildcard, a plain http origin or anything but an exact origin', () => {
    expect(() => loadConfig({ ...PRODUCTION, PARTNER_ORIGINS: '*' }, { dataDir: null })).toThrow(
      /PARTNER_ORIGINS.*\*/,
    );
    expect(() =>
      loadConfig({ ...PRODUCTION, PARTNER_ORIGINS: 'https://venue.example,*' }, { dataDir: null }),
    ).toThrow(/PARTNER_ORIGINS/);
    expect(() =>
      loadConfig({ ...PRODUCTION, PARTNER_ORIGINS: 'http://venue.example' }, { dataDir: null }),
    ).toThrow(/PARTNER_ORIGINS.*https:/);
    for (const wrong of [
      'https://venue.example/',
      'https://venue.example/shop',
      'venue.example',
      'https://*.venue.example',
    ]) {
      expect(() => loadConfig({ ...PRODUCTION, PARTNER_ORIGINS: wrong }, { dataDir: null }), wrong).toThrow(
        /PARTNER_ORIGINS/,
      );
    }
  });

  it('outside production defaults to the embed demo page only, never to any site', () => {
    for (const NODE_ENV of ['development', 'test']) {
      expect(loadConfig({ NODE_ENV }, { dataDir: null }).partnerOrigins).toEqual([
        'http://127.0.0.1:5174',
        'http://localhost:5174',
      ]);
      expect(loadConfig({ NODE_ENV, EMBED_PORT: '6000' }, { dataDir: null }).partnerOrigins).toEqual([
        'http://127.0.0.1:6000',
        'http://localhost:6000',
      ]);
    }
    // Development may list a plain http partner (a local page), but still only exact origins.
    expect(
      loadConfig({ NODE_ENV: 'development', PARTNER_ORIGINS: 'http://127.0.0.1:9000' }, { dataDir: null })
        .partnerOrigins,
    ).toEqual(['http://127.0.0.1:9000']);
    expect(() =>
      loadConfig(
        { NODE_ENV: 'development', PARTNER_ORIGINS: 'http://127.0.0.1:9000/page' },
        { dataDir: null },
      ),
    ).toThrow(/PARTNER_ORIGINS/);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// The attack, against the API in production settings behind the site's server
// ---------------------------------------------------------------------------------------------------------------

const EVIL = 'https://evil.example';
const PARTNER = 'https://venue.example';

let api: TestApi;
let site: SiteServer | undefined;

beforeAll(async () => {
  // Production as an admin starts it who did not list any partner.
  api = await startTestApi({ env: PRODUCTION });
  // The attack only needs the site server's /api forwarding and the sign-in window's page.
  site = await startSiteServer(api, {
    env: { NODE_ENV: 'production' },
    pages: { 'embed/signin/index.html': '<!doctype html><title>Sign in with Momento</title>' },
  });
}, 120_000);

afterAll(async () => {
  await site?.stop();
  await api?.close();
});

/** A request to the API through the site's server, as the victim's browser sends it. */
async function viaSite(
  method: string,
  apiPath: string,
  options: { token?: string; body?: unknown; origin?: string } = {},
) {
  const headers: Record<string, string> = {};
  if (options.token) headers['authorization'] = `Bearer ${options.token}`;
  if (options.origin) headers['origin'] = options.origin;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const reply = await fetch(`${site!.url}/api/v1${apiPath}`, {
    method,
    headers,
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
  const text = await reply.text();
  return { status: reply.status, headers: reply.headers, body: text ? JSON.parse(text) : null };
}

describe('a site that is not a partner', () => {
  it('gets no embed token for a signed-in visitor who clicks "Continue as", and no allowance is stored', async () => {
    // The victim is signed in on the Momento site (through the site's server, as the site's login form does).
    const login = await viaSite('POST', '/user/user_settings.php?action=login', {
      body: { email: BUYER.email, password: BUYER.password },
    });
    expect(login.status).toBe(200);
    const victim = { token: login.body.data.token as string, id: login.body.data.user_data.id as number };

    // 1. evil.example's page opens the site's sign-in window for its own origin, with a nonce of its own.
    const nonce = randomBytes(16).toString('base64url');
    const signInWindow = await fetch(
      `${site!.url}${EMBED_SIGNIN_PATH}?origin=${encodeURIComponent(EVIL)}&nonce=${nonce}`,
    );
    expect(signInWindow.status).toBe(200);

    // 2. Its script makes a PKCE pair and posts the challenge to the window.
    const verifier = randomBytes(32).toString('base64url');
    const challenge = createHash('sha256').update(verifier).digest('base64url');

    // 3. The window, with the victim's site session, asks whether evil.example was allowed before: it was not.
    const allowed = await viaSite(
      'GET',
      `/auth/embed.php?action=allowance&origin=${encodeURIComponent(EVIL)}`,
      { token: victim.token, origin: site!.url },
    );
    expect(allowed.status).toBe(200);
    expect(allowed.body.data).toEqual({ allowed: false });

    // 4. The victim clicks "Continue as ...": the window asks for a code for evil.example. Refused.
    const granted = await viaSite('POST', '/auth/embed.php?action=grant', {
      token: victim.token,
      origin: site!.url,
      body: { origin: EVIL, challenge },
    });
    expect(granted.status).toBe(403);
    expect(granted.body.error).toEqual({ code: 'FORBIDDEN', message: EMBED_REFUSALS.partner });
    expect(granted.body.data).toBeUndefined();

    // 5. Nothing was remembered: the next visit to evil.example is not let through without a question either.
    const stored = await api.database.db
      .selectFrom('embed_allowances')
      .selectAll()
      .where('user_id', '=', victim.id)
      .where('origin', '=', EVIL)
      .execute();
    expect(stored).toEqual([]);
    const grants = await api.database.db
      .selectFrom('embed_grants')
      .selectAll()
      .where('user_id', '=', victim.id)
      .where('origin', '=', EVIL)
      .execute();
    expect(grants).toEqual([]);
    expect(
      (
        await viaSite('GET', `/auth/embed.php?action=allowance&origin=${encodeURIComponent(EVIL)}`, {
          token: victim.token,
        })
      ).body.data,
    ).toEqual({ allowed: false });

    // 6. evil.example's page tries the exchange itself, from its origin: its browser cannot even send it (no CORS)...
    const preflight = await fetch(`${site!.url}/api/v1/auth/embed.php?action=token`, {
      method: 'OPTIONS',
      headers: {
        origin: EVIL,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    // ...and a code for evil.example, however it came by one (say, from before the site was removed from the partner
    // list), is refused from evil.example's origin.
    const code = randomBytes(32).toString('base64url');
    await api.database.db
      .insertInto('embed_grants')
      .values({
        code_hash: sha256(code),
        user_id: victim.id,
        origin: EVIL,
        challenge,
        expires_at: new Date(Date.now() + 60_000),
      })
      .execute();
    const exchanged = await viaSite('POST', '/auth/embed.php?action=token', {
      origin: EVIL,
      body: { code, verifier },
    });
    expect(exchanged.status).toBe(403);
    expect(exchanged.body.error).toEqual({ code: 'FORBIDDEN', message: EMBED_REFUSALS.partner });
    expect(exchanged.body.data).toBeUndefined();
    expect(
      await api.database.db
        .selectFrom('embed_allowances')
        .selectAll()
        .where('user_id', '=', victim.id)
        .where('origin', '=', EVIL)
        .execute(),
    ).toEqual([]);
  });

  it('is refused where PARTNER_ORIGINS lists other partners, while a listed partner signs in', async () => {
    const listed = await startTestApi({ env: { ...PRODUCTION, PARTNER_ORIGINS: PARTNER } });
    try {
      const { token } = await listed.login(BUYER.email, BUYER.password);
      const challenge = createHash('sha256')
        .update(randomBytes(32).toString('base64url'))
        .digest('base64url');
      const evil = await listed.op('embedGrant', { token, body: { origin: EVIL, challenge } });
      expect(evil.status).toBe(403);
      expect(evil.body.error.message).toBe(EMBED_REFUSALS.partner);
      const partner = await listed.op('embedGrant', { token, body: { origin: PARTNER, challenge } });
      expect(partner.status).toBe(200);
    } finally {
      await listed.close();
    }
  });
});
