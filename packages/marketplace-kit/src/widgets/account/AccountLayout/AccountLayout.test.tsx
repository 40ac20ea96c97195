import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '#testing/axe.ts';
import { MOCK_BUYER_EMAIL, MOCK_SELLER_EMAIL } from '#mocks/index.ts';
import { renderShell } from '../../shell/AppShell/shellTesting.tsx';
import { accountTexts as t, ACCOUNT_MENU, currentMenuEntry } from '../accountTexts.ts';
import { AccountLayout } from './AccountLayout.tsx';
import { AccountLayoutView } from './AccountLayoutView.tsx';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('AccountLayout', () => {
  it("shows 'Become a seller' to a user without a seller permission entry, and the page inside the frame", async () => {
    const { container } = renderShell(server, <AccountLayout location="/account">page body</AccountLayout>, {
      signedInAs: MOCK_BUYER_EMAIL,
      withDialogs: false,
    });
    await userEvent.click(await screen.findByRole('button', { name: `${t.openMenu}: ${t.myProfile}` }));
    const nav = await screen.findByRole('navigation', { name: t.navigation });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([t.becomeSeller, ...ACCOUNT_MENU.map((entry) => entry.label)]);
    expect(within(nav).getByRole('link', { name: t.myProfile })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('page body')).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("hides 'Become a seller' from a registered seller", async () => {
    renderShell(server, <AccountLayout location="/account/mytickets">page body</AccountLayout>, {
      signedInAs: MOCK_SELLER_EMAIL,
      withDialogs: false,
    });
    await userEvent.click(await screen.findByRole('button', { name: `${t.openMenu}: ${t.myTickets}` }));
    const nav = await screen.findByRole('navigation', { name: t.navigation });
    expect(within(nav).queryByRole('link', { name: t.becomeSeller })).toBeNull();
    expect(within(nav).getByRole('link', { name: t.myTickets })).toHaveAttribute('aria-current', 'page');
  });

  it('closes the small-screen menu when the location changes', async () => {
    const { moveTo } = renderShell(server, <AccountLayoutView location="/account" isCompact />, {
      withDialogs: false,
    });
    await userEvent.click(screen.getByRole('button', { name: `${t.openMenu}: ${t.myProfile}` }));
    expect(await screen.findByRole('dialog', { name: t.openMenu })).toBeInTheDocument();
    moveTo('/account/myorders', <AccountLayoutView location="/account/myorders" isCompact />);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: `${t.openMenu}: ${t.myOrders}` })).toBeInTheDocument();
  });

  it('shows the left menu without a button from medium screens up', () => {
    renderShell(server, <AccountLayoutView location="/account/myoffers/OF-12" />, { withDialogs: false });
    expect(screen.queryByRole('button', { name: /Account pages/ })).toBeNull();
    expect(screen.getByRole('link', { name: t.myOffers })).toHaveAttribute('aria-current', 'page');
  });

  it('marks the entry a deeper page or a query string belongs to, and My Profile only on /account itself', () => {
    expect(currentMenuEntry('/account/myorders?tab=SELL', ACCOUNT_MENU)?.label).toBe(t.myOrders);
    expect(currentMenuEntry('/account/mymessages/7', ACCOUNT_MENU)?.label).toBe(t.myMessages);
    expect(currentMenuEntry('/account/', ACCOUNT_MENU)?.label).toBe(t.myProfile);
    expect(currentMenuEntry('/account/unknown', ACCOUNT_MENU)).toBeUndefined();
  });
});
