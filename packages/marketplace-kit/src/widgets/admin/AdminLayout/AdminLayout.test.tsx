import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '#testing/axe.ts';
import { MOCK_ADMIN_EMAIL, MOCK_BUYER_EMAIL } from '#mocks/index.ts';
import { renderShell } from '#widgets/shell/AppShell/shellTesting.tsx';
import { chromeTexts } from '#widgets/shell/AppShell/chromeTexts.ts';
import { preloadAccountMenu } from '#widgets/shell/Header/AccountMenuSlot.tsx';
import { Header } from '#widgets/shell/Header/Header.tsx';
import { accountMenuTexts } from '#widgets/shell/Header/accountMenuTexts.ts';
import { adminMenu, adminTexts as t, currentAdminEntry } from '../adminTexts.ts';
import { AdminLayout } from './AdminLayout.tsx';

const server = setupServer();
const initialMatchMedia = window.matchMedia;
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
// The avatar menu's code is in place before the first press (see preloadAccountMenu).
beforeAll(() => preloadAccountMenu());
afterEach(() => {
  server.resetHandlers();
  window.matchMedia = initialMatchMedia;
});
afterAll(() => server.close());

/** The header's account menu is a dropdown from 600 px up (matchMedia), a side menu below. */
function setWide(isWide: boolean) {
  window.matchMedia = (query: string) => ({
    ...initialMatchMedia(query),
    matches: isWide && query.includes('min-width'),
  });
}

const notFound = <h1>Oops. Nothing here...</h1>;

describe('AdminLayout', () => {
  it('shows an admin the console menu with the current page marked, and the page; passes axe', async () => {
    const { container } = renderShell(
      server,
      <AdminLayout location="/admin/reports/71" notFound={notFound}>
        the page
      </AdminLayout>,
      { signedInAs: MOCK_ADMIN_EMAIL, withDialogs: false },
    );
    const nav = await screen.findByRole('navigation', { name: t.navigation });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([t.dashboard, t.moderation, t.reports, t.deliveries, t.users, t.partners, t.auditLog]);
    expect(within(nav).getByRole('link', { name: t.reports })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('the page')).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows a signed-in user who is not an admin the 404 page, never the console', async () => {
    renderShell(
      server,
      <AdminLayout location="/admin" notFound={notFound}>
        the page
      </AdminLayout>,
      { signedInAs: MOCK_BUYER_EMAIL, withDialogs: false },
    );
    expect(await screen.findByRole('heading', { name: 'Oops. Nothing here...' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: t.navigation })).toBeNull();
    expect(screen.queryByText('the page')).toBeNull();
  });

  it('sends a visitor home with the login dialog', async () => {
    const { navigate } = renderShell(
      server,
      <AdminLayout location="/admin" notFound={notFound}>
        the page
      </AdminLayout>,
      { location: '/admin' },
    );
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/', { replace: true }));
    expect(await screen.findByRole('dialog', { name: chromeTexts.login })).toBeInTheDocument();
    expect(screen.queryByText('the page')).toBeNull();
  });

  it('marks the dashboard only on the console root, and the entry a deeper page belongs to', () => {
    const entries = adminMenu('/admin');
    expect(currentAdminEntry('/admin/', entries)?.label).toBe(t.dashboard);
    expect(currentAdminEntry('/admin/users/2?tab=x', entries)?.label).toBe(t.users);
    expect(currentAdminEntry('/admin/unknown', entries)).toBeUndefined();
  });
});

describe('Operator console in the account menu', () => {
  it('is offered to an admin in the dropdown, and opens /admin', async () => {
    setWide(true);
    const { navigate } = renderShell(server, <Header location="/" />, { signedInAs: MOCK_ADMIN_EMAIL });
    await userEvent.click(await screen.findByRole('button', { name: chromeTexts.accountMenu }));
    const menu = await screen.findByRole('menu', { name: chromeTexts.accountMenu });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([chromeTexts.myProfile, accountMenuTexts.operatorConsole, chromeTexts.logOut]);
    await userEvent.click(within(menu).getByRole('menuitem', { name: accountMenuTexts.operatorConsole }));
    expect(navigate).toHaveBeenCalledWith('/admin');
  });

  it('is a link in the small-screen side menu of an admin', async () => {
    setWide(false);
    renderShell(server, <Header location="/" />, { signedInAs: MOCK_ADMIN_EMAIL });
    await userEvent.click(await screen.findByRole('button', { name: chromeTexts.accountMenu }));
    const drawer = await screen.findByRole('dialog', { name: chromeTexts.accountMenu });
    expect(within(drawer).getByRole('link', { name: accountMenuTexts.operatorConsole })).toHaveAttribute(
      'href',
      '/admin',
    );
  });

  it('is not offered to anyone else', async () => {
    setWide(true);
    renderShell(server, <Header location="/" />, { signedInAs: MOCK_BUYER_EMAIL });
    await userEvent.click(await screen.findByRole('button', { name: chromeTexts.accountMenu }));
    const menu = await screen.findByRole('menu', { name: chromeTexts.accountMenu });
    expect(within(menu).queryByRole('menuitem', { name: accountMenuTexts.operatorConsole })).toBeNull();
  });
});
