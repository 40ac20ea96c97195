import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createMockApi,
  MOCK_BUYER_EMAIL,
  MOCK_PASSWORD,
  MOCK_SELLER_EMAIL,
  type MockApi,
} from '@momento/marketplace-kit/mocks';
import { setupServer } from 'msw/node';
import { useEffect } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

// The site calls a relative /api/v1 in the browser; Node's fetch needs an absolute base.
const API = 'http://site.test/api/v1';
vi.stubEnv('VITE_API_BASE', API);
const { SiteRoutes } = await import('./routes.tsx');
const { SiteApp } = await import('./SiteRoot.tsx');

const server = setupServer();
let api: MockApi;
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  localStorage.clear();
  api = createMockApi({ apiBase: API });
  server.use(...api.handlers);
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** The site at `path` in a memory router; `site.pathname` and `site.search` follow the router's location. */
function renderSite(path: string) {
  const site = { pathname: path, search: '' };
  function LocationProbe() {
    const { pathname, search } = useLocation();
    useEffect(() => {
      Object.assign(site, { pathname, search });
    }, [pathname, search]);
    return null;
  }
  render(
    <MemoryRouter initialEntries={[path]}>
      <SiteApp>
        <SiteRoutes />
      </SiteApp>
      <LocationProbe />
    </MemoryRouter>,
  );
  return site;
}

async function passGate() {
  await userEvent.type(await screen.findByLabelText('Email'), api.db.gate.email);
  await userEvent.type(screen.getByLabelText('Password'), MOCK_PASSWORD);
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
}

describe('the site', () => {
  it('shows the site login gate first, then home with header, navigation and footer', async () => {
    renderSite('/');
    expect(await screen.findByRole('heading', { name: 'Site Login' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    await passGate();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tickets and memories from moments in history' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('2022');
    expect(await screen.findByRole('heading', { name: 'Featured Tickets' })).toBeInTheDocument();
  });

  it("shows 'Oops. Nothing here...' for an unknown path and 'Go Back Home' leads to /", async () => {
    const site = renderSite('/no/such/page');
    await passGate();
    expect(await screen.findByRole('heading', { name: 'Oops. Nothing here...' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Go Back Home' }));
    await waitFor(() => expect(site.pathname).toBe('/'));
  });

  it('sends a logged-out visitor of /account home with the login dialog, and back to /account after login', async () => {
    const site = renderSite('/account');
    await passGate();
    const dialog = await screen.findByRole('dialog', { name: 'Login' });
    await waitFor(() => expect(site.pathname).toBe('/'));
    await userEvent.type(within(dialog).getByLabelText('Email'), MOCK_BUYER_EMAIL);
    await userEvent.type(within(dialog).getByLabelText('Password'), MOCK_PASSWORD);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(site.pathname).toBe('/account'));
    expect(await screen.findByRole('heading', { name: 'My Profile' })).toBeInTheDocument();
    expect(screen.getByText(MOCK_BUYER_EMAIL)).toBeInTheDocument();
  });

  it('signs out everywhere from /account: the notice, then home, logged out, without the login dialog', async () => {
    const site = renderSite('/account');
    await passGate();
    const login = await screen.findByRole('dialog', { name: 'Login' });
    await userEvent.type(within(login).getByLabelText('Email'), MOCK_BUYER_EMAIL);
    await userEvent.type(within(login).getByLabelText('Password'), MOCK_PASSWORD);
    await userEvent.click(within(login).getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(site.pathname).toBe('/account'));
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Sign out everywhere?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Sign out everywhere' }));

    expect(await screen.findByText('You have been signed out everywhere')).toBeInTheDocument();
    await waitFor(() => expect(site.pathname).toBe('/'));
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Login' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'My Profile' })).toBeNull();
    expect(screen.queryByText('Loading your e-mail preferences')).toBeNull();
  });

  it('shows the 404 page inside the account frame for an unknown /account path', async () => {
    const site = renderSite('/account/no-such-page');
    await passGate();
    const dialog = await screen.findByRole('dialog', { name: 'Login' });
    await userEvent.type(within(dialog).getByLabelText('Email'), MOCK_BUYER_EMAIL);
    await userEvent.type(within(dialog).getByLabelText('Password'), MOCK_PASSWORD);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(site.pathname).toBe('/account/no-such-page'));
    expect(await screen.findByRole('heading', { name: 'Oops. Nothing here...' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Account pages/ })).toBeInTheDocument();
  });

  it("registers a buyer as a seller at /account/seller: back on /account, 'Become a seller' is gone from the menu", async () => {
    const site = renderSite('/account/seller');
    await passGate();
    const dialog = await screen.findByRole('dialog', { name: 'Login' });
    await userEvent.type(within(dialog).getByLabelText('Email'), MOCK_BUYER_EMAIL);
    await userEvent.type(within(dialog).getByLabelText('Password'), MOCK_PASSWORD);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('heading', { name: 'Become a seller' })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Paypal Id' }), 'PAYID1');
    await userEvent.type(screen.getByRole('textbox', { name: 'Paypal Email' }), 'pay@example.com');
    await userEvent.click(screen.getByRole('checkbox', { name: 'I agree to the Seller Agreement Policy' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Seller Agreement Policy' })).getByRole('button', {
        name: 'I Agree',
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(site.pathname).toBe('/account'));
    expect(await screen.findByText('Registered as seller')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /^Account pages/ }));
    const menu = await screen.findByRole('navigation', { name: 'Account' });
    expect(within(menu).queryByRole('link', { name: 'Become a seller' })).toBeNull();
    expect(within(menu).getByRole('link', { name: 'My Tickets' })).toBeInTheDocument();
  });

  it('shows the watchlist at /account/watchlist, reached from the account menu, and Saved searches whose Run opens /tickets with the filters', async () => {
    const site = renderSite('/account/watchlist');
    await passGate();
    const dialog = await screen.findByRole('dialog', { name: 'Login' });
    await userEvent.type(within(dialog).getByLabelText('Email'), MOCK_BUYER_EMAIL);
    await userEvent.type(within(dialog).getByLabelText('Password'), MOCK_PASSWORD);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(site.pathname).toBe('/account/watchlist'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Watchlist' })).toBeInTheDocument();
    // The demo buyer's watched items: the Live Aid ticket among them.
    expect(await screen.findByText('Live Aid wristband and ticket')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /^Account pages/ }));
    const menu = await screen.findByRole('navigation', { name: 'Account' });
    expect(within(menu).getByRole('link', { name: 'Watchlist' })).toHaveAttribute(
      'href',
      '/account/watchlist',
    );
    await userEvent.click(within(menu).getByRole('link', { name: 'Saved searches' }));
    await waitFor(() => expect(site.pathname).toBe('/account/searches'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Saved searches' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Run Game 7 stubs under $500' }));
    await waitFor(() => expect(`${site.pathname}${site.search}`).toBe('/tickets?q=Game+7&price=500'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Tickets: Game 7' })).toBeInTheDocument();
    // The search can be saved again from here (its dialog asks the name); the filters come from the URL.
    expect(await screen.findByRole('button', { name: 'Save this search' })).toBeInTheDocument();
  });

  it('opens the Edit Seller Payment dialog on the profile for /editSellerPaypal', async () => {
    const site = renderSite('/editSellerPaypal');
    await passGate();
    const login = await screen.findByRole('dialog', { name: 'Login' });
    await userEvent.type(within(login).getByLabelText('Email'), MOCK_SELLER_EMAIL);
    await userEvent.type(within(login).getByLabelText('Password'), MOCK_PASSWORD);
    await userEvent.click(within(login).getByRole('button', { name: 'Login' }));
    // The dialog's code loads on demand, beside the profile's lower sections: a cold test worker transforms it first.
    const dialog = await screen.findByRole('dialog', { name: 'Edit Seller Payment' }, { timeout: 10_000 });
    expect(within(dialog).getByRole('textbox', { name: 'Paypal Id' })).toHaveValue('GRACEHOPPER01');
    expect(site.pathname).toBe('/account');
  });

  it('renders a static page from metaContents with its HTML sanitised', async () => {
    api.db.metaContents = [
      {
        page_name: 'about',
        content_description: '<p>About Momento</p><img src=x onerror="alert(1)"><script>alert(2)</script>',
      },
    ];
    renderSite('/about');
    await passGate();
    expect(await screen.findByRole('heading', { name: 'About Us' })).toBeInTheDocument();
    expect(screen.getByText('About Momento')).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
    expect(document.querySelector('img[onerror]')).toBeNull();
  });
});
