import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SELLER_STATUS_LABELS } from '@momento/contract/routes';
import { axeViolations } from '#testing/axe.ts';
import { MOCK_ADMIN_EMAIL, mockErrorHandler } from '#mocks/index.ts';
import { renderWithApi, TEST_API } from '#widgets/shared/testSetup.tsx';
import { adminTexts, adminSharedTexts } from '../adminTexts.ts';
import { usersTexts as t } from '../AdminUsers/usersTexts.ts';
import { BUYER_ID, SELLER_ID } from '../adminScenarios.ts';
import { AdminUser } from './AdminUser.tsx';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('AdminUser', () => {
  it("shows a seller's orders, listings, offers and reports, and passes axe", async () => {
    const { container } = renderWithApi(server, <AdminUser userId={SELLER_ID} />, {
      signedInAs: MOCK_ADMIN_EMAIL,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Grace Hopper' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: `${t.orders} (1)` })).getByText('MO-2026-000090'),
    ).toBeInTheDocument();
    const listings = screen.getByRole('region', { name: `${t.listings} (2)` });
    expect(within(listings).getByRole('link', { name: '1908 World Series ticket stub' })).toHaveAttribute(
      'href',
      '/tickets/101',
    );
    expect(
      within(screen.getByRole('region', { name: `${t.offers} (1)` })).getByText('OF-2026-000012'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: `${t.reports} (1)` })).getByRole('link', {
        name: 'Counterfeit item',
      }),
    ).toHaveAttribute('href', '/admin/reports/71');
    expect(screen.getByRole('link', { name: t.sellerTickets })).toHaveAttribute(
      'href',
      `/tickets?seller=${SELLER_ID}`,
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it('deactivates the seller after confirming, then reactivates them, each in the history', async () => {
    const { api } = renderWithApi(server, <AdminUser userId={SELLER_ID} />, { signedInAs: MOCK_ADMIN_EMAIL });
    await userEvent.click(await screen.findByRole('button', { name: t.deactivate }));
    const confirm = await screen.findByRole('alertdialog', { name: t.deactivateTitle('Grace Hopper') });
    await userEvent.click(within(confirm).getByRole('button', { name: t.deactivate }));
    expect(await screen.findByText(t.deactivated('Grace Hopper'))).toBeInTheDocument();
    expect(await screen.findByText(t.seller(SELLER_STATUS_LABELS.INACTIVE))).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: t.reactivate }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: t.reactivateTitle('Grace Hopper') })).getByRole(
        'button',
        { name: t.reactivate },
      ),
    );
    expect(await screen.findByText(t.reactivated('Grace Hopper'))).toBeInTheDocument();
    const history = screen.getByRole('region', { name: adminSharedTexts.history });
    expect(await within(history).findByText('seller_status: INACTIVE → ACTIVE')).toBeInTheDocument();
    expect(
      api.db.accounts.find((account) => account.user.id === SELLER_ID)?.user.permissions[0]?.status,
    ).toBe('ACTIVE');
  });

  it('hides a listing with a reason and restores it', async () => {
    renderWithApi(server, <AdminUser userId={SELLER_ID} />, { signedInAs: MOCK_ADMIN_EMAIL });
    await userEvent.click(
      await screen.findByRole('button', { name: `${t.hide} 1908 World Series ticket stub` }),
    );
    const dialog = await screen.findByRole('dialog', { name: t.hideTitle('1908 World Series ticket stub') });
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: new RegExp(adminSharedTexts.reason) }),
      'Looks counterfeit',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: t.hide }));
    expect(await screen.findByText(t.hiddenDone('1908 World Series ticket stub'))).toBeInTheDocument();
    expect(await screen.findByText(t.hiddenBecause('Looks counterfeit'))).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: `${t.restore} 1908 World Series ticket stub` }));
    expect(await screen.findByText(t.restored('1908 World Series ticket stub'))).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(t.hiddenBecause('Looks counterfeit'))).toBeNull());
  });

  it('shows empty parts for a user with nothing yet, and no seller actions for a non-seller', async () => {
    renderWithApi(server, <AdminUser userId={BUYER_ID} />, { signedInAs: MOCK_ADMIN_EMAIL });
    expect(await screen.findByText(t.noOrders)).toBeInTheDocument();
    expect(screen.getByText(t.noListings)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t.deactivate })).toBeNull();
  });

  it('offers Try again when the page fails to load', async () => {
    renderWithApi(server, <AdminUser userId={SELLER_ID} />, {
      signedInAs: MOCK_ADMIN_EMAIL,
      overrides: [mockErrorHandler(TEST_API, 'adminUser')],
    });
    expect(await screen.findByRole('button', { name: adminTexts.tryAgain })).toBeInTheDocument();
  });
});
