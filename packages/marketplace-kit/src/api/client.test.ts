import type { LoginReply, User } from '@momento/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorTexts } from '../texts.ts';
import { createSessionStore } from '../session/sessionStore.ts';
import { createSiteGateStore } from '../session/siteGateStore.ts';
import { fakeJwt, memoryStorage } from '../testing/jwt.ts';
import { ApiError } from './ApiError.ts';
import { buildUrl, createClient } from './client.ts';
import { siteRoutes } from '@momento/contract/routes';

const API = 'https://api.example/api/v1';
const user: User = {
  id: 7,
  name: 'Ada',
  mail: 'ada@example.com',
  mobile_no: null,
  is_email_verified: 1,
  is_admin: 0,
  profile_url: null,
  permissions: [],
};
const nowSeconds = () => Math.floor(Date.now() / 1000);
const tokensFor = (n: number, lifetime = 900) => ({
  token: fakeJwt(nowSeconds() + lifetime, { n }),
  expiry: nowSeconds() + lifetime,
  refresh_token: `refresh-${n}`,
});
const loginReply = (lifetime = 900): LoginReply => ({ ...tokensFor(1, lifetime), user_data: user });

interface Seen {
  method: string;
  url: URL;
  authorization: string | null;
  body: unknown;
  credentials: RequestCredentials | undefined;
}

/** A fetch that answers from a handler and records what it was sent. */
function fakeFetch(answer: (seen: Seen) => Response | Promise<Response>) {
  const seen: Seen[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    const entry: Seen = {
      method: init?.method ?? 'GET',
      url: new URL(String(input)),
      authorization: headers.get('Authorization'),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      credentials: init?.credentials,
    };
    seen.push(entry);
    if (init?.signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
    return answer(entry);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, seen };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function setup(answer: (seen: Seen) => Response | Promise<Response>) {
  const session = createSessionStore({ apiBase: API, storage: memoryStorage() });
  const { fetch, seen } = fakeFetch(answer);
  const client = createClient({ apiBase: API, routes: siteRoutes, session, fetch });
  return { session, client, seen };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
  vi.setSystemTime(new Date('2026-06-01T12:00:00Z'));
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('buildUrl', () => {
  it('puts the action first and joins arrays as comma lists', () => {
    expect(
      buildUrl(API + '/', { path: '/artist.php' }, { status: ['APPROVED', 'INQUEUE'], page: 2, name: '' }),
    ).toBe(`${API}/artist.php?status=APPROVED%2CINQUEUE&page=2`);
    expect(buildUrl(API, { path: '/user/user_settings.php', action: 'login' })).toBe(
      `${API}/user/user_settings.php?action=login`,
    );
  });
});

describe('client.call', () => {
  it('sends credentials and the route action, and resolves with the envelope data', async () => {
    const { client, seen } = setup(() => json({ data: { items: [{ venue_id: 1 }] } }));
    await expect(client.call('venues')).resolves.toEqual({ items: [{ venue_id: 1 }] });
    expect(seen[0]).toMatchObject({ method: 'GET', credentials: 'include', authorization: null });
    expect(seen[0]?.url.pathname).toBe('/api/v1/venues.php');
  });

  it.each([
    { option: undefined, sent: 'include' },
    { option: 'include', sent: 'include' },
    { option: 'omit', sent: 'omit' },
    { option: 'same-origin', sent: 'same-origin' },
  ] as const)('sends credentials $sent when the credentials option is $option', async ({ option, sent }) => {
    const session = createSessionStore({ apiBase: API, storage: memoryStorage() });
    const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
      json({ data: { items: [] } }),
    );
    const client = createClient({
      apiBase: API,
      routes: siteRoutes,
      session,
      fetch: fetch as unknown as typeof globalThis.fetch,
      credentials: option,
    });
    await client.call('venues');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]?.[1]).toMatchObject({ method: 'GET', credentials: sent });
  });

  it("sends the token refresh with the same credentials setting ('omit' for the embed)", async () => {
    const session = createSessionStore({ apiBase: API, storage: memoryStorage() });
    const fetch = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) =>
      new URL(String(input)).searchParams.get('action') === 'refresh_token'
        ? json({ data: tokensFor(2) })
        : json({ data: { cart_id: 1 } }),
    );
    const client = createClient({
      apiBase: API,
      routes: siteRoutes,
      session,
      fetch: fetch as unknown as typeof globalThis.fetch,
      credentials: 'omit',
    });
    session.signIn(loginReply(60));
    vi.setSystemTime(Date.now() + 61_000);
    await client.call('cartGet');
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(fetch.mock.calls.map(([, init]) => init?.credentials)).toEqual(['omit', 'omit']);
  });

  it('attaches the bearer access token while its exp is in the future', async () => {
    const { client, session, seen } = setup(() => json({ data: { items: [] } }));
    session.signIn(loginReply());
    await client.call('cartGet');
    expect(seen[0]?.authorization).toBe(`Bearer ${session.getSnapshot().accessToken}`);
  });

  it('refreshes an expired access token with the refresh token as bearer, then retries with the new token', async () => {
    const { client, session, seen } = setup(({ url }) =>
      url.searchParams.get('action') === 'refresh_token'
        ? json({ data: tokensFor(2) })
        : json({ data: { cart_id: 1 } }),
    );
    session.signIn(loginReply(60));
    vi.setSystemTime(Date.now() + 61_000);
    await expect(client.call('cartGet')).resolves.toEqual({ cart_id: 1 });
    expect(seen.map((s) => s.url.searchParams.get('action'))).toEqual(['refresh_token', null]);
    expect(seen[0]?.authorization).toBe('Bearer refresh-1');
    expect(seen[1]?.authorization).toBe(`Bearer ${tokensFor(2).token}`);
    expect(session.refreshToken()).toBe('refresh-2');
  });

  it('shares one refresh between concurrent calls', async () => {
    let refreshes = 0;
    const { client, session } = setup(async ({ url }) => {
      if (url.searchParams.get('action') === 'refresh_token') {
        refreshes += 1;
        await Promise.resolve();
        return json({ data: tokensFor(2) });
      }
      return json({ data: { ok: true } });
    });
    session.signIn(loginReply(60));
    vi.setSystemTime(Date.now() + 61_000);
    await Promise.all([
      client.call('cartGet'),
      client.call('userGet'),
      client.call('addressList', { query: { type: 'BILL' } }),
    ]);
    expect(refreshes).toBe(1);
  });

  it('logs the user out when the refresh fails, and rejects the call as unauthorized', async () => {
    const { client, session } = setup(() =>
      json({ error: { code: 'UNAUTHORIZED', message: 'Refresh token revoked' } }, 401),
    );
    session.signIn(loginReply(60));
    vi.setSystemTime(Date.now() + 61_000);
    await expect(client.call('cartGet')).rejects.toMatchObject({
      status: 401,
      code: 'UNAUTHORIZED',
      message: errorTexts.unauthorized,
    });
    expect(session.getSnapshot()).toMatchObject({
      status: 'loggedOut',
      user: null,
      refreshError: true,
      hasRefreshToken: false,
    });
  });

  it('raises the unauthorized state without any token and sends nothing', async () => {
    const { client, session, seen } = setup(() => json({ data: {} }));
    await expect(client.call('cartGet')).rejects.toBeInstanceOf(ApiError);
    expect(session.getSnapshot().unauthorized).toBe(true);
    expect(seen).toHaveLength(0);
  });

  it('refreshes on the timer 5 seconds before expiry', async () => {
    const { client, session, seen } = setup(() => json({ data: tokensFor(2) }));
    const stop = client.startAutoRefresh();
    session.signIn(loginReply(60));
    await vi.advanceTimersByTimeAsync(54_000);
    expect(seen).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(seen).toHaveLength(1);
    expect(seen[0]?.url.searchParams.get('action')).toBe('refresh_token');
    expect(session.refreshToken()).toBe('refresh-2');
    stop();
  });

  it("surfaces the reply's error.message and code", async () => {
    const { client, session } = setup(() =>
      json({ error: { code: 'ERR0010', message: errorTexts.offContactInfo } }, 400),
    );
    session.signIn(loginReply());
    const failure = client.call('messageSend', { body: { room_id: 1, message: 'mail me at a@b.co' } });
    await expect(failure).rejects.toMatchObject({
      status: 400,
      code: 'ERR0010',
      message: errorTexts.offContactInfo,
    });
  });

  it("reads a 429's Retry-After seconds into the ApiError's retryAt", async () => {
    const { client, session } = setup(
      () =>
        new Response(
          JSON.stringify({
            error: {
              code: 'RATE_LIMITED',
              message: 'You are sending messages too quickly. Please try again in 30 seconds.',
            },
          }),
          {
            status: 429,
            headers: { 'content-type': 'application/json', 'retry-after': '30' },
          },
        ),
    );
    session.signIn(loginReply());
    const before = Date.now();
    const failure = await client
      .call('messageSend', { body: { room_id: 1, message: 'Hello' } })
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
    const retryAt = (failure as ApiError).retryAt ?? 0;
    expect(retryAt).toBeGreaterThanOrEqual(before + 30_000);
    expect(retryAt).toBeLessThanOrEqual(Date.now() + 30_000);
    const other = setup(() => json({ error: { code: 'CONFLICT', message: 'No.' } }, 409));
    await expect(other.client.call('venues')).rejects.toMatchObject({ status: 409, retryAt: null });
  });

  it('gives a clear message when the server cannot be reached or sends no envelope', async () => {
    const offline = setup(() => {
      throw new TypeError('fetch failed');
    });
    await expect(offline.client.call('venues')).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK',
      message: errorTexts.network,
    });
    const gateway = setup(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(gateway.client.call('venues')).rejects.toMatchObject({
      status: 502,
      code: 'INTERNAL',
      message: 'Request failed with status 502.',
    });
  });

  it('reads a 204 answer as null', async () => {
    const { client, session } = setup(() => new Response(null, { status: 204 }));
    session.signIn(loginReply());
    await expect(
      client.call('offerSetStatus', { body: { offer_no: 'OF-1', offer_id: 1, status: 'ACCEPT' } }),
    ).resolves.toBeNull();
  });

  it('aborts through the signal', async () => {
    const { client } = setup(() => json({ data: {} }));
    const controller = new AbortController();
    controller.abort();
    await expect(client.call('venues', {}, { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });

  it("ends a session that cannot refresh (a partner widget's) when the server refuses its token, keeping the server's message", async () => {
    const refused = 'You no longer allow this site to use your Momento account. Sign in again to allow it.';
    const { client, session } = setup(() => json({ error: { code: 'UNAUTHORIZED', message: refused } }, 401));
    session.signIn({ ...loginReply(), refresh_token: '' });
    await expect(client.call('cartGet')).rejects.toMatchObject({
      status: 401,
      code: 'UNAUTHORIZED',
      message: refused,
    });
    expect(session.getSnapshot().unauthorized).toBe(true);
  });

  it('leaves a session that can refresh alone when one call is refused (the site decides)', async () => {
    const { client, session } = setup(() => json({ error: { code: 'UNAUTHORIZED', message: 'No.' } }, 401));
    session.signIn(loginReply());
    await expect(client.call('cartGet')).rejects.toMatchObject({ status: 401 });
    expect(session.getSnapshot()).toMatchObject({ status: 'loggedIn', unauthorized: false });
  });

  it('refreshes and retries once when the server says the token expired', async () => {
    let calls = 0;
    const { client, session } = setup(({ url }) => {
      if (url.searchParams.get('action') === 'refresh_token') return json({ data: tokensFor(2) });
      calls += 1;
      return calls === 1
        ? json({ error: { code: 'TOKEN_EXPIRED', message: 'expired' } }, 401)
        : json({ data: { id: 7 } });
    });
    session.signIn(loginReply());
    await expect(client.call('userGet')).resolves.toEqual({ id: 7 });
  });
});

describe('session restore and the site gate', () => {
  it('restores a stored session: refresh, then the user data', async () => {
    const storage = memoryStorage({ [`momento:${API}:refresh_token`]: 'stored' });
    const session = createSessionStore({ apiBase: API, storage });
    const { fetch } = fakeFetch(({ url }) =>
      url.searchParams.get('action') === 'refresh_token'
        ? json({ data: tokensFor(2) })
        : json({ data: user }),
    );
    const client = createClient({ apiBase: API, routes: siteRoutes, session, fetch });
    await client.restoreSession();
    expect(session.getSnapshot()).toMatchObject({ status: 'loggedIn', user });
  });

  it('refreshes the site gate with its own refresh token', async () => {
    const gate = createSiteGateStore({ apiBase: API, storage: memoryStorage() });
    const session = createSessionStore({ apiBase: API, storage: memoryStorage() });
    const { fetch, seen } = fakeFetch(() => json({ data: tokensFor(3) }));
    const client = createClient({ apiBase: API, routes: siteRoutes, session, siteGate: gate, fetch });
    const stop = client.startAutoRefresh();
    gate.succeed(tokensFor(9, 30));
    await vi.advanceTimersByTimeAsync(25_000);
    expect(seen[0]?.url.pathname).toBe('/api/v1/sitelogin.php');
    expect(seen[0]?.authorization).toBe('Bearer refresh-9');
    expect(gate.refreshToken()).toBe('refresh-3');
    stop();
  });
});
