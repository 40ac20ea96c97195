import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '#testing/axe.ts';
import { MOCK_ADMIN_EMAIL, mockErrorHandler } from '#mocks/index.ts';
import { renderWithApi, TEST_API } from '#widgets/shared/testSetup.tsx';
import { adminTexts, adminSharedTexts } from '../adminTexts.ts';
import { deliveriesTexts as t } from './deliveriesTexts.ts';
import { withEmptyAdmin } from '../adminScenarios.ts';
import { AdminDeliveries } from './AdminDeliveries.tsx';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const ORDER = 'MO-2026-000120';

describe('AdminDeliveries', () => {
  it('shows the disputed sub-order with its order, buyer, seller, shipped date, days waiting and report, and passes axe', async () => {
    const { container } = renderWithApi(server, <AdminDeliveries />, { signedInAs: MOCK_ADMIN_EMAIL });
    const delivery = await screen.findByRole('article', { name: `${t.order} ${ORDER}` });
    expect(within(delivery).getByRole('link', { name: 'Ada Lovelace (ada@example.com)' })).toHaveAttribute(
      'href',
      '/admin/users/1',
    );
    expect(within(delivery).getByRole('link', { name: 'Grace Hopper (grace@example.com)' })).toHaveAttribute(
      'href',
      '/admin/users/2',
    );
    expect(within(delivery).getByText(t.daysWaiting(20), { exact: false })).toBeInTheDocument();
    expect(within(delivery).getByText(t.reasonOverdue)).toBeInTheDocument();
    expect(within(delivery).getByRole('link', { name: t.reportLink('Counterfeit item') })).toHaveAttribute(
      'href',
      '/admin/reports/71',
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it('approves the delivery after confirming: the toast says so and it leaves the list', async () => {
    const { api } = renderWithApi(server, <AdminDeliveries />, { signedInAs: MOCK_ADMIN_EMAIL });
    await userEvent.click(
      within(await screen.findByRole('article', { name: `${t.order} ${ORDER}` })).getByRole('button', {
        name: t.approve,
      }),
    );
    const confirm = await screen.findByRole('alertdialog', { name: t.approveTitle(ORDER) });
    await userEvent.click(within(confirm).getByRole('button', { name: t.approve }));
    expect(await screen.findByText(t.approved(ORDER))).toBeInTheDocument();
    expect(await screen.findByText(t.empty)).toBeInTheDocument();
    expect(api.db.admin.audit[0]).toMatchObject({
      action: 'DELIVERY_APPROVE',
      after: { fulfilment_status: 'DELIVERED_ACK_ADMIN' },
    });
  });

  it('cancels and refunds with a reason, saying the amount first', async () => {
    const { api } = renderWithApi(server, <AdminDeliveries />, { signedInAs: MOCK_ADMIN_EMAIL });
    await userEvent.click(
      within(await screen.findByRole('article', { name: `${t.order} ${ORDER}` })).getByRole('button', {
        name: t.cancel,
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: t.cancelTitle(ORDER) });
    expect(within(dialog).getByText(t.cancelMessage('$486.00'))).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: t.cancelConfirm('$486.00') }));
    expect(
      within(dialog).getByRole('textbox', { name: new RegExp(adminSharedTexts.reason) }),
    ).toHaveAccessibleDescription(adminSharedTexts.reasonRequired);
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: new RegExp(adminSharedTexts.reason) }),
      'The item never arrived.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: t.cancelConfirm('$486.00') }));
    expect(await screen.findByText(t.refundPending('$486.00'))).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.db.admin.deliveries).toHaveLength(0);
  });

  it('says so when no delivery waits', async () => {
    renderWithApi(server, <AdminDeliveries />, { signedInAs: MOCK_ADMIN_EMAIL, arrange: withEmptyAdmin });
    expect(await screen.findByText(t.empty)).toBeInTheDocument();
  });

  it('offers Try again when the list fails to load', async () => {
    renderWithApi(server, <AdminDeliveries />, {
      signedInAs: MOCK_ADMIN_EMAIL,
      overrides: [mockErrorHandler(TEST_API, 'adminDeliveries')],
    });
    expect(await screen.findByRole('button', { name: adminTexts.tryAgain })).toBeInTheDocument();
  });
});
