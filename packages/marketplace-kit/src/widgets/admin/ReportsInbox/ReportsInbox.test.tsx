import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '#testing/axe.ts';
import { MOCK_ADMIN_EMAIL, MOCK_BUYER_EMAIL, mockErrorHandler } from '#mocks/index.ts';
import { renderWithApi, TEST_API } from '#widgets/shared/testSetup.tsx';
import { adminTexts } from '../adminTexts.ts';
import { reportsInboxTexts as t } from './reportsInboxTexts.ts';
import { withEmptyAdmin } from '../adminScenarios.ts';
import { ReportsInbox } from './ReportsInbox.tsx';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('ReportsInbox', () => {
  it('lists every report, open first, with the reporter and the reported seller one click away, and passes axe', async () => {
    const { container } = renderWithApi(server, <ReportsInbox />, { signedInAs: MOCK_ADMIN_EMAIL });
    const list = await screen.findByRole('list', { name: t.listLabel });
    const reports = within(list).getAllByRole('article');
    expect(reports.map((report) => within(report).getAllByRole('link')[0]?.textContent)).toEqual([
      'Counterfeit item',
      'Payment charged twice',
    ]);
    const open = reports[0] as HTMLElement;
    expect(within(open).getByRole('link', { name: 'Counterfeit item' })).toHaveAttribute(
      'href',
      '/admin/reports/71',
    );
    expect(within(open).getByText('OPEN')).toBeInTheDocument();
    expect(within(open).getByRole('link', { name: 'Ada Lovelace (ada@example.com)' })).toHaveAttribute(
      'href',
      '/admin/users/1',
    );
    expect(within(open).getByRole('link', { name: 'Grace Hopper (grace@example.com)' })).toHaveAttribute(
      'href',
      '/admin/users/2',
    );
    expect(within(open).getByRole('link', { name: t.sellerTickets(2) })).toHaveAttribute(
      'href',
      '/tickets?seller=2',
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows only the reports of the chosen status and writes it into the query', async () => {
    const changes: Array<Record<string, string>> = [];
    const { rerender } = renderWithApi(
      server,
      <ReportsInbox query={{}} onQueryChange={(next) => changes.push(next)} />,
      { signedInAs: MOCK_ADMIN_EMAIL },
    );
    await userEvent.click(
      within(await screen.findByRole('radiogroup', { name: t.status })).getByRole('radio', {
        name: 'CLOSED',
      }),
    );
    expect(changes).toEqual([{ status: 'CLOSED' }]);
    rerender(<ReportsInbox query={{ status: 'CLOSED' }} onQueryChange={() => {}} />);
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: t.listLabel })).getAllByRole('article')).toHaveLength(1),
    );
    expect(screen.getByRole('link', { name: 'Payment charged twice' })).toBeInTheDocument();
  });

  it("shows 'No reports found' when there is none", async () => {
    renderWithApi(server, <ReportsInbox />, { signedInAs: MOCK_ADMIN_EMAIL, arrange: withEmptyAdmin });
    expect(await screen.findByText(t.empty)).toBeInTheDocument();
  });

  it('offers Try again when the inbox fails to load, and loads it again', async () => {
    const { api } = renderWithApi(server, <ReportsInbox />, {
      signedInAs: MOCK_ADMIN_EMAIL,
      overrides: [mockErrorHandler(TEST_API, 'adminReports')],
    });
    const retry = await screen.findByRole('button', { name: adminTexts.tryAgain });
    server.resetHandlers();
    server.use(...api.handlers);
    await userEvent.click(retry);
    expect(await screen.findByRole('link', { name: 'Counterfeit item' })).toBeInTheDocument();
  });

  it('asks nothing for a signed-in user who is not an admin', async () => {
    renderWithApi(server, <ReportsInbox />, { signedInAs: MOCK_BUYER_EMAIL });
    // No request is made (an unhandled or refused one would fail or show an error): the list stays loading.
    expect(await screen.findByRole('heading', { name: t.title })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
