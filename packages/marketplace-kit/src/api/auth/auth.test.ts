import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMockApi, mockLogin } from '../../mocks/index.ts';
import { createSessionStore } from '../../session/sessionStore.ts';
import { createSiteGateStore } from '../../session/siteGateStore.ts';
import { memoryStorage } from '../../testing/jwt.ts';
import { createClient } from '../client.ts';
import { pageFromNext } from '../useInfiniteList.ts';
import { login } from './login.ts';
import { logout } from './logout.ts';
import { siteLogin } from './siteLogin.ts';
import { siteRoutes } from '@momento/contract/routes';

const API = 'http://mock.test/api/v1';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function setup() {
  const api = createMockApi({ apiBase: API });
  server.use(...api.handlers);
  const storage = memoryStorage();
  const session = createSessionStore({ apiBase: API, storage });
  const siteGate = createSiteGateStore({ apiBase: API, storage });
  return {
    api,
    storage,
    session,
    siteGate,
    client: createClient({ apiBase: API, routes: siteRoutes, session, siteGate }),
  };
}

describe('auth requests', () => {
  it('login stores user, permissions and tokens; the refresh token lands in storage', async () => {
    const { client, session, storage } = setup();
    await login(client, { email: 'grace@example.com', password: 'password123' });
    expect(session.getSnapshot()).toMatchObject({
      status: 'loggedIn',
      permissions: [{ permission: 'SELLER', status: 'ACTIVE' }],
    });
    expect(storage.data.get(`momento:${API}:refresh_token`)).toBe(session.refreshToken());
  });

  it('a failed login leaves the session logged out and rejects with the server message', async () => {
    const { client, session } = setup();
    await expect(login(client, { email: 'ada@example.com', password: 'wrong' })).rejects.toMatchObject({
      message: 'Invalid email or password.',
    });
    expect(session.getSnapshot().status).toBe('loggedOut');
  });

  it('logout revokes the refresh token and clears the session', async () => {
    const { client, session, api } = setup();
    session.signIn(mockLogin(api.db, 'ada@example.com'));
    const refreshToken = session.refreshToken() ?? '';
    await logout(client);
    expect(session.getSnapshot()).toMatchObject({ status: 'loggedOut', user: null, hasRefreshToken: false });
    expect(api.db.refreshTokens.has(refreshToken)).toBe(false);
  });

  it('logout clears the session even when the server fails', async () => {
    const { client, session, api } = setup();
    session.signIn(mockLogin(api.db, 'ada@example.com'));
    server.use(
      http.post(`${API}/user/user_settings.php`, () =>
        HttpResponse.json({ error: { code: 'INTERNAL', message: 'Down' } }, { status: 500 }),
      ),
    );
    await expect(logout(client)).rejects.toMatchObject({ status: 500 });
    expect(session.getSnapshot().status).toBe('loggedOut');
  });

  it('the site gate goes inProgress -> success, or -> error with the server message', async () => {
    const { client, siteGate } = setup();
    const states: string[] = [];
    siteGate.subscribe(() => states.push(siteGate.getSnapshot().status));
    await expect(
      siteLogin(client, { email: 'preview@momento.example', password: 'nope' }),
    ).rejects.toMatchObject({ status: 401 });
    expect(siteGate.getSnapshot()).toMatchObject({ status: 'error', error: 'Invalid email or password.' });
    await siteLogin(client, { email: 'preview@momento.example', password: 'password123' });
    expect(states).toEqual(['inProgress', 'error', 'inProgress', 'success']);
    expect(siteGate.validAccessToken()).not.toBeNull();
  });
});

describe('pageFromNext', () => {
  it('reads the page number of a next link', () => {
    expect(pageFromNext('/events.php?full_result=1&page=3')).toBe(3);
    expect(pageFromNext(undefined)).toBeNull();
    expect(pageFromNext('/events.php?page=zero')).toBeNull();
  });
});
