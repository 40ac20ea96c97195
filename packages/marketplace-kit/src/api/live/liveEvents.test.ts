import { LIVE_EVENTS_PATH } from '@momento/contract';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMockApi, emitLive, MOCK_BUYER_EMAIL, mockLogin, openLiveStreams } from '../../mocks/index.ts';
import { createSessionStore } from '../../session/sessionStore.ts';
import { memoryStorage } from '../../testing/jwt.ts';
import { createClient } from '../client.ts';
import { LIVE_POLL_MS, liveHubOf, type LiveEvent } from './liveEvents.ts';
import { siteRoutes } from '@momento/contract/routes';

const API = 'http://mock.test/api/v1';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => server.close());

function signedInClient() {
  const api = createMockApi({ apiBase: API });
  server.use(...api.handlers);
  const session = createSessionStore({ apiBase: API, storage: memoryStorage() });
  session.signIn(mockLogin(api.db, MOCK_BUYER_EMAIL));
  const client = createClient({ apiBase: API, routes: siteRoutes, session });
  const buyer = api.db.accounts.find((account) => account.user.mail === MOCK_BUYER_EMAIL)?.user.id ?? 0;
  return { api, session, client, buyer };
}

describe('the live event hub of a client', () => {
  it('opens one stream for all its listeners and closes it when the last one leaves', async () => {
    const { api, client, buyer } = signedInClient();
    const first: LiveEvent[] = [];
    const second: LiveEvent[] = [];
    const stopFirst = liveHubOf(client).subscribe((event) => first.push(event));
    const stopSecond = liveHubOf(client).subscribe((event) => second.push(event));
    await vi.waitFor(() => expect(openLiveStreams(api.db)).toBe(1));
    emitLive(api.db, [buyer], { type: 'read', room_id: 5 });
    await vi.waitFor(() => expect(second).toEqual([{ type: 'read', room_id: 5 }]));
    expect(first).toEqual([{ type: 'read', room_id: 5 }]);
    stopFirst();
    expect(openLiveStreams(api.db)).toBe(1);
    stopSecond();
    await vi.waitFor(() => expect(openLiveStreams(api.db)).toBe(0));
  });

  it('asks for the stream with the client’s credentials: a partner page’s widget sends no cookies', async () => {
    const { session } = signedInClient();
    // Node's fetch drops `credentials` before MSW sees the request: the call itself is read.
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () => new Response(null, { status: 403 }));
    const stopSite = liveHubOf(createClient({ apiBase: API, routes: siteRoutes, session })).subscribe(
      () => {},
    );
    const stopEmbed = liveHubOf(
      createClient({ apiBase: API, routes: siteRoutes, session, credentials: 'omit' }),
    ).subscribe(() => {});
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    expect(fetch.mock.calls.map(([, init]) => init?.credentials).sort()).toEqual(['include', 'omit']);
    stopSite();
    stopEmbed();
    fetch.mockRestore();
  });

  it('closes the stream when the user logs out', async () => {
    const { api, client, session } = signedInClient();
    const stop = liveHubOf(client).subscribe(() => {});
    await vi.waitFor(() => expect(openLiveStreams(api.db)).toBe(1));
    session.clear();
    await vi.waitFor(() => expect(openLiveStreams(api.db)).toBe(0));
    stop();
  });

  it('polls when the stream is refused: a poll event every LIVE_POLL_MS', async () => {
    const { client } = signedInClient();
    let asked = 0;
    server.use(
      http.get(`${API}${LIVE_EVENTS_PATH}`, () => {
        asked += 1;
        return HttpResponse.json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, { status: 404 });
      }),
    );
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const events: LiveEvent[] = [];
    const stop = liveHubOf(client).subscribe((event) => events.push(event));
    await vi.waitFor(() => expect(asked).toBe(1));
    // Let the refusal be handled (the poll timer starts), then let two intervals pass.
    await new Promise((resolve) => setTimeout(resolve, 20));
    vi.advanceTimersByTime(LIVE_POLL_MS * 2);
    expect(events).toEqual([{ type: 'poll' }, { type: 'poll' }]);
    expect(asked).toBe(1);
    stop();
  });
});
