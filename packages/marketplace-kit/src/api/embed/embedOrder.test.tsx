import type { Order } from '@momento/contract';
import { renderHook, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { allowEmbedSite, createMockApi, mockLogin } from '../../mocks/index.ts';
import { MarketplaceProvider } from '../../provider/MarketplaceProvider.tsx';
import { createSessionStore } from '../../session/sessionStore.ts';
import { memoryStorage } from '../../testing/jwt.ts';
import { EMBED_OPENER_KEY, readEmbedOpener, rememberEmbedOpener } from './embedOrder.ts';
import { useTellEmbedOpener } from './useTellEmbedOpener.ts';

const API = 'http://mock.test/api/v1';
const PARTNER = 'https://venue.test';
const NONCE = 'n0nce-of-the-cart-tab1';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  sessionStorage.clear();
});
afterAll(() => server.close());

/** The site's tab as the functions see it: its address, history, opener and this tab's session storage. */
function tab(search: string, opener: { postMessage: (message: unknown, origin: string) => void } | null) {
  return {
    location: { href: `https://momento.test/mycart${search}` },
    history: { state: null, replaceState: vi.fn() },
    opener,
    sessionStorage,
  } as unknown as Window & { history: { replaceState: ReturnType<typeof vi.fn> } };
}

const paid = (status: Order['status'] = 'PAID') =>
  ({
    order_no: 'MO-2026-000123',
    status,
    pricing_summary: { total: { value: '245.00', currency: 'USD' } },
  }) as unknown as Order;

function signedIn(allow: boolean) {
  const api = createMockApi({ apiBase: API });
  server.use(...api.handlers);
  const session = createSessionStore({ apiBase: API, storage: memoryStorage() });
  const login = mockLogin(api.db, 'ada@example.com');
  session.signIn(login);
  if (allow) allowEmbedSite(api.db, login.user_data.id, PARTNER);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MarketplaceProvider apiBase={API} session={session} storage={null}>
      {children}
    </MarketplaceProvider>
  );
  return { wrapper };
}

describe('a partner widget’s cart tab', () => {
  it('keeps the widget’s origin and nonce in the tab and takes them out of the address', () => {
    const view = tab(`?partner=acme&embed_origin=${encodeURIComponent(PARTNER)}&embed_nonce=${NONCE}`, {
      postMessage: vi.fn(),
    });
    rememberEmbedOpener(view);
    expect(view.history.replaceState).toHaveBeenCalledWith(
      null,
      '',
      'https://momento.test/mycart?partner=acme',
    );
    expect(readEmbedOpener(view)).toEqual({ origin: PARTNER, nonce: NONCE, told: [] });
  });

  it('keeps nothing without an opener, or for an origin or nonce that is not one', () => {
    rememberEmbedOpener(tab(`?embed_origin=${encodeURIComponent(PARTNER)}&embed_nonce=${NONCE}`, null));
    rememberEmbedOpener(
      tab(`?embed_origin=${encodeURIComponent(`${PARTNER}/path`)}&embed_nonce=${NONCE}`, {
        postMessage: vi.fn(),
      }),
    );
    rememberEmbedOpener(
      tab(`?embed_origin=${encodeURIComponent(PARTNER)}&embed_nonce=short`, { postMessage: vi.fn() }),
    );
    expect(sessionStorage.getItem(EMBED_OPENER_KEY)).toBeNull();
  });

  it('tells the opener, at its origin only and once, when the order is paid and the buyer allows that site', async () => {
    const postMessage = vi.fn();
    const view = tab(`?embed_origin=${encodeURIComponent(PARTNER)}&embed_nonce=${NONCE}`, { postMessage });
    rememberEmbedOpener(view);
    const { wrapper } = signedIn(true);
    const { rerender } = renderHook(({ order }: { order: Order }) => useTellEmbedOpener(order, view), {
      wrapper,
      initialProps: { order: paid('PENDING_PAYMENT') },
    });
    rerender({ order: paid() });
    await waitFor(() => expect(postMessage).toHaveBeenCalledTimes(1));
    expect(postMessage).toHaveBeenCalledWith(
      {
        type: 'momento:order:placed',
        nonce: NONCE,
        order_no: 'MO-2026-000123',
        amount: '245.00',
        currency: 'USD',
      },
      PARTNER,
    );
    rerender({ order: { ...paid() } });
    expect(readEmbedOpener(view)?.told).toEqual(['MO-2026-000123']);
    expect(postMessage).toHaveBeenCalledTimes(1);
  });

  it('tells nothing to a site the buyer does not allow', async () => {
    const postMessage = vi.fn();
    const view = tab(`?embed_origin=${encodeURIComponent(PARTNER)}&embed_nonce=${NONCE}`, { postMessage });
    rememberEmbedOpener(view);
    const { wrapper } = signedIn(false);
    const fetched = vi.fn();
    server.events.on('response:mocked', fetched);
    renderHook(() => useTellEmbedOpener(paid(), view), { wrapper });
    await waitFor(() => expect(fetched).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(postMessage).not.toHaveBeenCalled();
    server.events.removeAllListeners();
  });
});
