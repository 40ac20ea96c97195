import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '#testing/axe.ts';
import { MOCK_ADMIN_EMAIL, mockErrorHandler } from '#mocks/index.ts';
import { renderWithApi, TEST_API } from '#widgets/shared/testSetup.tsx';
import { adminTexts } from '../adminTexts.ts';
import { dashboardTexts as t } from './dashboardTexts.ts';
import { withEmptyAdmin } from '../adminScenarios.ts';
import { chartSummary } from './chartTypes.ts';
import { AdminDashboard } from './AdminDashboard.tsx';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('AdminDashboard', () => {
  it('shows the counts waiting now, each linking to its page, and four charts named by their summaries; passes axe', async () => {
    const { container } = renderWithApi(server, <AdminDashboard />, { signedInAs: MOCK_ADMIN_EMAIL });
    expect(await screen.findByRole('link', { name: `1 ${t.openReports}` })).toHaveAttribute(
      'href',
      '/admin/reports',
    );
    expect(screen.getByRole('link', { name: `5 ${t.queueLength}` })).toHaveAttribute(
      'href',
      '/admin/moderation',
    );
    expect(screen.getByRole('link', { name: `1 ${t.disputedDeliveries}` })).toHaveAttribute(
      'href',
      '/admin/deliveries',
    );
    expect(
      screen.getAllByRole('figure').map((figure) => figure.querySelector('figcaption')?.textContent),
    ).toEqual([t.ordersPerDay, t.salesPerDay, t.newTickets, t.offers]);
    const orders = await screen.findByRole('img', {
      name: new RegExp(`^${t.ordersPerDay}\\. ${t.orders}: total \\d+`),
    });
    expect(orders.tagName.toLowerCase()).toBe('svg');
    expect(screen.getByRole('radio', { name: t.periodOption(30) })).toBeChecked();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("opens a chart's data table with one row per day of the chosen period", async () => {
    const changes: Array<Record<string, string>> = [];
    const { rerender } = renderWithApi(
      server,
      <AdminDashboard query={{}} onQueryChange={(next) => changes.push(next)} />,
      { signedInAs: MOCK_ADMIN_EMAIL },
    );
    await userEvent.click(await screen.findByRole('radio', { name: t.periodOption(7) }));
    expect(changes).toEqual([{ days: '7' }]);
    rerender(<AdminDashboard query={{ days: '7' }} onQueryChange={() => {}} />);
    const figure = await screen.findByRole('figure', { name: t.salesPerDay });
    const toggle = within(figure).getByRole('button', { name: t.showTable });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(within(figure).getByRole('button', { name: t.hideTable })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const table = within(figure).getByRole('table', { name: t.salesPerDay });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(8));
    expect(within(table).getByRole('columnheader', { name: t.sales })).toBeInTheDocument();
    expect(within(table).getAllByRole('cell')[0]?.textContent).toMatch(/^\$[\d,]+\.\d\d$/);
  });

  it('sums a chart up in one sentence: each series total and its highest day', () => {
    expect(
      chartSummary('Offers', {
        days: ['2026-11-20', '2026-11-21'],
        kind: 'line',
        formatValue: String,
        series: [
          { label: 'Made', values: [1, 4] },
          { label: 'Accepted', values: [0, 0] },
        ],
      }),
    ).toBe('Offers. Made: total 5, highest 4 on Nov 21; Accepted: total 0.');
  });

  it('says so when the period had no activity', async () => {
    renderWithApi(server, <AdminDashboard />, { signedInAs: MOCK_ADMIN_EMAIL, arrange: withEmptyAdmin });
    expect(await screen.findByText(t.empty)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `0 ${t.queueLength}` })).toBeInTheDocument();
  });

  it('offers Try again when the figures fail to load', async () => {
    renderWithApi(server, <AdminDashboard />, {
      signedInAs: MOCK_ADMIN_EMAIL,
      overrides: [mockErrorHandler(TEST_API, 'adminDashboard')],
    });
    expect(await screen.findByRole('button', { name: adminTexts.tryAgain })).toBeInTheDocument();
  });
});
