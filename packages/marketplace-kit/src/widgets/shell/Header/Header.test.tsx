import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '#testing/axe.ts';
import { buildCartItem, MOCK_BUYER_EMAIL } from '#mocks/index.ts';
import { renderShell } from '../AppShell/shellTesting.tsx';
import { shellTexts as t } from '../AppShell/texts.ts';
import { preloadAccountMenu } from './AccountMenuSlot.tsx';
import { Header } from './Header.tsx';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
// The avatar menu's code is in place before the first press (see preloadAccountMenu).
beforeAll(() => preloadAccountMenu());
afterEach(() => {
  server.resetHandlers();
  setViewport('narrow');
});
afterAll(() => server.close());

/** The header picks the dropdown (600 px and up) or the side menu (smaller) with matchMedia. */
function setViewport(width: 'narrow' | 'wide') {
  window.matchMedia = (query: string) =>
    ({
      matches: width === 'wide' && query.includes('min-width'),
      media: query,
      onchange: null,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

function cartWith(count: number) {
  return (api: { db: { carts: Map<number, unknown[]> } }) =>
    api.db.carts.set(
      1,
      Array.from({ length: count }, (_, index) =>
        buildCartItem({ id: index + 1, expiry_date: new Date(Date.now() + 3_600_000).toISOString() }),
      ),
    );
}

describe('Header', () => {
  it('shows logo, search, Login, the cart and the main navigation to a visitor, without axe violations', async () => {
    const { container } = renderShell(server, <Header location="/" />);
    expect(screen.getByRole('link', { name: t.homeLink })).toHaveAttribute('href', '/');
    expect(screen.getByRole('searchbox', { name: t.search })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: t.login })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: t.mainNavigation });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Team/Artist', 'Genre', 'Venue', 'Moments In History', 'Collections']);
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('sends a search to /tickets?q=...', async () => {
    const { navigate } = renderShell(server, <Header location="/" />);
    await userEvent.type(screen.getByRole('searchbox', { name: t.search }), 'game 7{Enter}');
    expect(navigate).toHaveBeenCalledWith('/tickets?q=game%207');
  });

  it('opens the login dialog from Login and from the cart while logged out', async () => {
    const { navigate } = renderShell(server, <Header location="/genre" />);
    await userEvent.click(screen.getByRole('button', { name: /^Cart/ }));
    expect(await screen.findByRole('dialog', { name: t.loginTitle })).toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();
  });

  it("shows the cart count, '10+' above 10, and goes to /mycart when logged in", async () => {
    const { navigate } = renderShell(server, <Header location="/" />, {
      signedInAs: MOCK_BUYER_EMAIL,
      arrange: cartWith(11),
    });
    expect(await screen.findByRole('button', { name: 'Cart, 10+ items' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cart, 10+ items' }));
    expect(navigate).toHaveBeenCalledWith('/mycart');
  });

  it('shows the exact count up to 10', async () => {
    renderShell(server, <Header location="/" />, { signedInAs: MOCK_BUYER_EMAIL, arrange: cartWith(3) });
    expect(await screen.findByRole('button', { name: 'Cart, 3 items' })).toBeInTheDocument();
  });

  it('offers My Profile and LogOut in the avatar menu on wide screens; LogOut sends the user home', async () => {
    setViewport('wide');
    const { navigate, session } = renderShell(server, <Header location="/genre" />, {
      signedInAs: MOCK_BUYER_EMAIL,
    });
    expect(screen.queryByRole('button', { name: t.login })).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: t.accountMenu }));
    const menu = await screen.findByRole('menu', { name: t.accountMenu });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([t.myProfile, t.logOut]);
    await userEvent.click(within(menu).getByRole('menuitem', { name: t.myProfile }));
    expect(navigate).toHaveBeenCalledWith('/account');

    await userEvent.click(screen.getByRole('button', { name: t.accountMenu }));
    await userEvent.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: t.logOut }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/'));
    expect(session.getSnapshot().status).toBe('loggedOut');
  });

  it('opens a side menu with the user name and LogOut on small screens and closes it on route change', async () => {
    const { moveTo } = renderShell(server, <Header location="/genre" />, { signedInAs: MOCK_BUYER_EMAIL });
    await userEvent.click(await screen.findByRole('button', { name: t.accountMenu }));
    const drawer = await screen.findByRole('dialog', { name: t.accountMenu });
    expect(drawer).toHaveTextContent('Ada Lovelace');
    expect(within(drawer).getByRole('button', { name: t.logOut })).toBeInTheDocument();
    moveTo('/venue', <Header location="/venue" />);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: t.accountMenu })).not.toBeInTheDocument(),
    );
  });
});
