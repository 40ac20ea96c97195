import { act, render, screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '#testing/axe.ts';
import { buildTokens, createMockApi, MOCK_BUYER_EMAIL, mockLogin } from '#mocks/index.ts';
import { useBuyerOrders } from '#api/orders/useOrderLists.ts';
import { MarketplaceProvider } from '#provider/MarketplaceProvider.tsx';
import { createSessionStore } from '#session/sessionStore.ts';
import { createSiteGateStore } from '#session/siteGateStore.ts';
import { memoryStorage } from '#testing/jwt.ts';
import { AppShell } from './AppShell.tsx';
import { RequireLogin } from './RequireLogin.tsx';
import { SHELL_TEST_API } from './shellTesting.tsx';
import { shellTexts as t } from './texts.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function renderApp(
  page: ReactNode,
  { gatePassed = true, signedIn = false, location = '/', slowMeta = false } = {},
) {
  const api = createMockApi({ apiBase: SHELL_TEST_API });
  if (slowMeta) {
    server.use(
      http.get(`${SHELL_TEST_API}/metaContents.php`, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
  }
  server.use(...api.handlers);
  const session = createSessionStore({ apiBase: SHELL_TEST_API, storage: memoryStorage() });
  if (signedIn) session.signIn(mockLogin(api.db, MOCK_BUYER_EMAIL));
  const siteGate = createSiteGateStore({ apiBase: SHELL_TEST_API, storage: memoryStorage() });
  if (gatePassed) siteGate.succeed(buildTokens());
  const navigate = vi.fn();
  const view = render(
    <MarketplaceProvider
      apiBase={SHELL_TEST_API}
      session={session}
      siteGate={siteGate}
      storage={null}
      restoreSession={false}
      navigation={{ navigate }}
    >
      <AppShell location={location}>{page}</AppShell>
    </MarketplaceProvider>,
  );
  return { ...view, navigate, session, siteGate };
}

describe('AppShell', () => {
  it('shows the site login gate before anything else', () => {
    renderApp(<p>Page</p>, { gatePassed: false });
    expect(screen.queryByText('Page')).not.toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });

  it('covers the whole app with a loader until the global data has loaded', async () => {
    renderApp(<p>Page</p>, { slowMeta: true });
    expect(screen.getByRole('progressbar', { name: t.loading })).toBeInTheDocument();
    // The page is mounted underneath (its requests start early) but hidden from sight and assistive technology.
    expect(screen.getByText('Page')).not.toBeVisible();
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });

  it('frames the page with header, main landmark and footer once loaded, without axe violations', async () => {
    const { container } = renderApp(<h1>Page</h1>);
    expect(await screen.findByRole('heading', { name: 'Page' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { name: 'Page' }));
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('RequireLogin', () => {
  it('sends a logged-out visitor home and opens the login dialog', async () => {
    const { navigate } = renderApp(
      <RequireLogin>
        <p>Account area</p>
      </RequireLogin>,
      { location: '/account' },
    );
    expect(await screen.findByRole('dialog', { name: t.loginTitle })).toBeInTheDocument();
    expect(navigate).toHaveBeenCalledWith('/', { replace: true });
    expect(screen.queryByText('Account area')).not.toBeInTheDocument();
  });

  it('shows the page to a logged-in user', async () => {
    const { navigate } = renderApp(
      <RequireLogin>
        <p>Account area</p>
      </RequireLogin>,
      { location: '/account', signedIn: true },
    );
    expect(await screen.findByText('Account area')).toBeInTheDocument();
    await waitFor(() => expect(navigate).not.toHaveBeenCalled());
  });

  it("starts the page's own reads while a stored session is restored, and shows the page once the user has loaded", async () => {
    const api = createMockApi({ apiBase: SHELL_TEST_API });
    const requests: string[] = [];
    let releaseUser = () => {};
    const userReleased = new Promise<void>((resolve) => (releaseUser = resolve));
    server.use(
      // Both handlers answer nothing themselves: the mock API's own handlers below them reply.
      http.get(`${SHELL_TEST_API}/user/account/user.php`, async () => {
        requests.push('user');
        await userReleased;
      }),
      http.get(`${SHELL_TEST_API}/user/orders/order.php`, () => {
        requests.push('orders');
      }),
      ...api.handlers,
    );
    const stored = mockLogin(api.db, MOCK_BUYER_EMAIL);
    const storage = memoryStorage({ [`momento:${SHELL_TEST_API}:refresh_token`]: stored.refresh_token });
    const siteGate = createSiteGateStore({ apiBase: SHELL_TEST_API, storage: memoryStorage() });
    siteGate.succeed(buildTokens());
    function Orders() {
      const orders = useBuyerOrders({});
      // The demo buyer of the mocks has no orders: an answered first page is an empty list.
      return <h1>{orders.isEmpty ? 'No Order Found' : 'Loading orders'}</h1>;
    }
    render(
      <MarketplaceProvider
        apiBase={SHELL_TEST_API}
        siteGate={siteGate}
        storage={storage}
        navigation={{ navigate: vi.fn() }}
      >
        <AppShell location="/account/myorders">
          <RequireLogin>
            <Orders />
          </RequireLogin>
        </AppShell>
      </MarketplaceProvider>,
    );

    // The user's read is held: the orders are asked for meanwhile, behind the loader.
    await waitFor(() => expect(requests).toEqual(expect.arrayContaining(['user', 'orders'])));
    expect(screen.getByRole('progressbar', { name: t.loading })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();

    releaseUser();
    expect(await screen.findByRole('heading', { level: 1, name: 'No Order Found' })).toBeVisible();
    expect(screen.queryByRole('progressbar', { name: t.loading })).not.toBeInTheDocument();
  });

  it('sends a user who logs out (or deletes the account) on the page home without the login dialog', async () => {
    const { navigate, session } = renderApp(
      <RequireLogin>
        <p>Account area</p>
      </RequireLogin>,
      { location: '/account', signedIn: true },
    );
    expect(await screen.findByText('Account area')).toBeInTheDocument();
    act(() => session.clear());
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/', { replace: true }));
    expect(screen.queryByRole('dialog', { name: t.loginTitle })).not.toBeInTheDocument();
  });

  it('asks a user whose session expired on the page to log in again', async () => {
    const { navigate, session } = renderApp(
      <RequireLogin>
        <p>Account area</p>
      </RequireLogin>,
      { location: '/account', signedIn: true },
    );
    expect(await screen.findByText('Account area')).toBeInTheDocument();
    act(() => session.clear({ refreshError: true }));
    expect(await screen.findByRole('dialog', { name: t.loginTitle })).toBeInTheDocument();
    expect(navigate).toHaveBeenCalledWith('/', { replace: true });
  });
});
