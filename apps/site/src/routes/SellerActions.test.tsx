import { AuthDialogsProvider, browseTexts, createSessionStore, MarketplaceProvider, reportSellerTexts } from '@momento/marketplace-kit';
import { createMockApi, MOCK_BUYER_EMAIL, MOCK_SELLER_EMAIL, mockLogin } from '@momento/marketplace-kit/mocks';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as TicketDetailRoute from './TicketDetailRoute.tsx';

const API = 'http://mock.test/api/v1';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function renderTicket(email: string) {
  const api = createMockApi({ apiBase: API });
  server.use(...api.handlers);
  const session = createSessionStore({ apiBase: API, storage: null });
  session.signIn(mockLogin(api.db, email));
  const navigate = vi.fn();
  const router = createMemoryRouter(
    [
      {
        element: (
          <MarketplaceProvider apiBase={API} session={session} storage={null} restoreSession={false} navigation={{ navigate }}>
            <AuthDialogsProvider location="/">
              <Outlet />
            </AuthDialogsProvider>
          </MarketplaceProvider>
        ),
        children: [{ path: 'tickets/:productId', Component: TicketDetailRoute.Component }],
      },
    ],
    { initialEntries: ['/tickets/102'] },
  );
  render(<RouterProvider router={router} />);
  return { api, navigate };
}

describe('the seller panel of /tickets/{product_id}', () => {
  it('Message seller opens the room with the seller and goes to /account/mymessages/{room_id}', async () => {
    const { api, navigate } = renderTicket(MOCK_BUYER_EMAIL);
    await userEvent.click(await screen.findByRole('button', { name: browseTexts.messageSeller }, { timeout: 10_000 }));
    await waitFor(() => expect(api.db.rooms).toHaveLength(1));
    expect(navigate).toHaveBeenCalledWith(`/account/mymessages/${api.db.rooms[0]?.room_id}`);
  });

  it('Report seller opens the Report Seller dialog', async () => {
    renderTicket(MOCK_BUYER_EMAIL);
    await userEvent.click(await screen.findByRole('button', { name: browseTexts.reportSeller }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: reportSellerTexts.title });
    await userEvent.click(within(dialog).getByRole('button', { name: reportSellerTexts.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows no seller actions to the seller of the ticket', async () => {
    renderTicket(MOCK_SELLER_EMAIL);
    expect(await screen.findByRole('heading', { level: 1, name: 'Live Aid wristband and ticket' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: browseTexts.messageSeller })).toBeNull();
    expect(screen.queryByRole('button', { name: browseTexts.reportSeller })).toBeNull();
  });
});
