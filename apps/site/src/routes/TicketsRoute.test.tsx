import {
  AuthDialogsProvider,
  browseTexts,
  MarketplaceProvider,
  priceHistoryTexts,
} from '@momento/marketplace-kit';
import { createMockApi } from '@momento/marketplace-kit/mocks';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import * as TicketDetailRoute from './TicketDetailRoute.tsx';
import * as TicketsRoute from './TicketsRoute.tsx';

const API = 'http://mock.test/api/v1';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function renderAt(path: string) {
  server.use(...createMockApi({ apiBase: API }).handlers);
  const router = createMemoryRouter(
    [
      {
        element: (
          <MarketplaceProvider apiBase={API} storage={null} restoreSession={false}>
            <AuthDialogsProvider location="/">
              <Outlet />
            </AuthDialogsProvider>
          </MarketplaceProvider>
        ),
        children: [
          { path: 'tickets', Component: TicketsRoute.Component },
          { path: 'tickets/:productId', Component: TicketDetailRoute.Component },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('/tickets route', () => {
  it('Apply writes the filters into the URL and back restores the previous ones', async () => {
    const router = renderAt('/tickets?q=game&row=F');
    expect(await screen.findByRole('textbox', { name: browseTexts.row }, { timeout: 10_000 })).toHaveValue(
      'F',
    );
    await userEvent.clear(screen.getByRole('textbox', { name: browseTexts.row }));
    await userEvent.type(screen.getByRole('textbox', { name: browseTexts.section }), '112');
    await userEvent.click(screen.getByRole('button', { name: browseTexts.apply }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=game&section=112'));
    expect(screen.getByRole('textbox', { name: browseTexts.section })).toHaveValue('112');
    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('?q=game&row=F');
    expect(screen.getByRole('textbox', { name: browseTexts.row })).toHaveValue('F');
    expect(screen.getByRole('textbox', { name: browseTexts.section })).toHaveValue('');
  });

  it('reads the product id of /tickets/{product_id}', async () => {
    renderAt('/tickets/102');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Live Aid wristband and ticket' }),
    ).toBeInTheDocument();
  });

  it("shows the ticket's event's price history below the listing, its table a press away", async () => {
    renderAt('/tickets/102');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Live Aid wristband and ticket' }),
    ).toBeInTheDocument();
    const history = await screen.findByRole(
      'region',
      { name: priceHistoryTexts.heading },
      { timeout: 10_000 },
    );
    expect(
      await within(history).findByText(
        /^Lowest asking price fell from \$[\d,.]+ on \w+ \d+ to \$820\.00 on \w+ \d+; 1 listing today\./,
      ),
    ).toBeInTheDocument();
    await userEvent.click(within(history).getByRole('button', { name: priceHistoryTexts.showTable }));
    expect(
      within(history).getByRole('table', { name: priceHistoryTexts.tableCaption('Live Aid') }),
    ).toBeInTheDocument();
  });

  it("shows an event's price history on its listings (?event=), and none on a search without an event", async () => {
    const router = renderAt('/tickets?event=2');
    const history = await screen.findByRole(
      'region',
      { name: priceHistoryTexts.heading },
      { timeout: 10_000 },
    );
    expect(
      await within(history).findByText(/to \$820\.00 on \w+ \d+; 1 listing today\./),
    ).toBeInTheDocument();
    await act(() => router.navigate('/tickets?q=game'));
    expect(
      await screen.findByRole('heading', { level: 1, name: `${browseTexts.ticketsHeading}: game` }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: priceHistoryTexts.heading })).toBeNull();
  });
});
