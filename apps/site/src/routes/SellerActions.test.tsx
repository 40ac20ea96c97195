import {
  AuthDialogsProvider,
  browseTexts,
  createSessionStore,
  MarketplaceProvider,
  offerTexts,
  reportSellerTexts,
  sellerReputationTexts,
  useAuthDialogs,
} from '@momento/marketplace-kit';
import {
  buildSellerReviews,
  createMockApi,
  MOCK_BUYER_EMAIL,
  MOCK_SELLER_EMAIL,
  mockLogin,
} from '@momento/marketplace-kit/mocks';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as TicketDetailRoute from './TicketDetailRoute.tsx';
import * as TicketsRoute from './TicketsRoute.tsx';

const API = 'http://mock.test/api/v1';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** The shell renders the login dialog from this state; the test shows which dialog it asked for. */
function OpenDialog() {
  const { dialog } = useAuthDialogs();
  return <output aria-label="Open dialog">{dialog ?? ''}</output>;
}

/** The mock seller (Grace Hopper, id 2) with four ratings from buyers. */
const SELLER_ID = 2;

function renderAt(path: string, email: string | null) {
  const api = createMockApi({ apiBase: API });
  api.db.reviews = buildSellerReviews(SELLER_ID, [
    [5, 4, 5],
    [4, 4, 4],
    [5, 5, 4],
    [5, 3, 5],
  ]);
  server.use(...api.handlers);
  const session = createSessionStore({ apiBase: API, storage: null });
  if (email) session.signIn(mockLogin(api.db, email));
  const navigate = vi.fn();
  const router = createMemoryRouter(
    [
      {
        element: (
          <MarketplaceProvider
            apiBase={API}
            session={session}
            storage={null}
            restoreSession={false}
            navigation={{ navigate }}
          >
            <AuthDialogsProvider location="/">
              <Outlet />
              <OpenDialog />
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
  return { api, navigate };
}

const panel = async () =>
  screen.findByRole('region', { name: browseTexts.sellerPanelHeading }, { timeout: 10_000 });

describe('the seller panel of /tickets/{product_id}', () => {
  it('Message seller opens the room with the seller and goes to /account/mymessages/{room_id}', async () => {
    const { api, navigate } = renderAt('/tickets/102', MOCK_BUYER_EMAIL);
    await userEvent.click(
      await screen.findByRole('button', { name: browseTexts.messageSeller }, { timeout: 10_000 }),
    );
    await waitFor(() => expect(api.db.rooms).toHaveLength(1));
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith(`/account/mymessages/${api.db.rooms[0]?.room_id}`),
    );
  });

  it('Report seller opens the Report Seller dialog', async () => {
    renderAt('/tickets/102', MOCK_BUYER_EMAIL);
    await userEvent.click(
      await screen.findByRole('button', { name: browseTexts.reportSeller }, { timeout: 10_000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: reportSellerTexts.title }, { timeout: 10_000 });
    await userEvent.click(within(dialog).getByRole('button', { name: reportSellerTexts.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('Make Offer opens the offer dialog with the ticket of the page chosen', async () => {
    renderAt('/tickets/102', MOCK_BUYER_EMAIL);
    await userEvent.click(
      await screen.findByRole('button', { name: browseTexts.makeOffer }, { timeout: 10_000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: offerTexts.createTitle }, { timeout: 10_000 });
    const chosen = within(dialog).getByRole('region', { name: offerTexts.tickets });
    expect(within(chosen).getByText('Live Aid wristband and ticket')).toBeInTheDocument();
  });

  it('shows the reputation and no seller actions to the seller of the ticket', async () => {
    renderAt('/tickets/102', MOCK_SELLER_EMAIL);
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Live Aid wristband and ticket' },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(
      await within(await panel()).findByRole('link', { name: '4 reviews' }, { timeout: 10_000 }),
    ).toHaveAttribute('href', '/sellers/2/reviews');
    expect(screen.queryByRole('button', { name: browseTexts.messageSeller })).toBeNull();
    expect(screen.queryByRole('button', { name: browseTexts.reportSeller })).toBeNull();
    expect(screen.queryByRole('button', { name: browseTexts.makeOffer })).toBeNull();
  });
});

describe('the seller panel of /tickets?seller={id}', () => {
  it("offers a buyer the three actions and shows the seller's reputation", async () => {
    renderAt(`/tickets?seller=${SELLER_ID}`, MOCK_BUYER_EMAIL);
    const region = await panel();
    expect(within(region).getByRole('heading', { name: 'Grace Hopper' })).toBeInTheDocument();
    for (const name of [browseTexts.messageSeller, browseTexts.reportSeller, browseTexts.makeOffer]) {
      expect(within(region).getByRole('button', { name })).toBeEnabled();
    }
    const rating = await within(region).findByRole(
      'group',
      { name: sellerReputationTexts.sellerRating },
      { timeout: 10_000 },
    );
    // communication 19/4, description 16/4, shipping 18/4
    expect(within(rating).getByRole('img', { name: 'Communication 4.8 out of 5' })).toBeInTheDocument();
    expect(within(rating).getByRole('img', { name: 'Description 4.0 out of 5' })).toBeInTheDocument();
    expect(within(rating).getByRole('img', { name: 'Shipping 4.5 out of 5' })).toBeInTheDocument();
    expect(within(rating).getByRole('link', { name: '4 reviews' })).toHaveAttribute(
      'href',
      '/sellers/2/reviews',
    );
  });

  it('Message seller starts the conversation with the seller and goes to it', async () => {
    const { api, navigate } = renderAt(`/tickets?seller=${SELLER_ID}`, MOCK_BUYER_EMAIL);
    await userEvent.click(within(await panel()).getByRole('button', { name: browseTexts.messageSeller }));
    await waitFor(() => expect(api.db.rooms).toHaveLength(1));
    expect(api.db.rooms[0]?.participants).toContain(SELLER_ID);
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith(`/account/mymessages/${api.db.rooms[0]?.room_id}`),
    );
  });

  it('Report seller opens the Report Seller dialog', async () => {
    renderAt(`/tickets?seller=${SELLER_ID}`, MOCK_BUYER_EMAIL);
    await userEvent.click(within(await panel()).getByRole('button', { name: browseTexts.reportSeller }));
    expect(
      await screen.findByRole('dialog', { name: reportSellerTexts.title }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });

  it("Make Offer opens the offer dialog with no ticket chosen and the seller's tickets in its picker", async () => {
    renderAt(`/tickets?seller=${SELLER_ID}`, MOCK_BUYER_EMAIL);
    await userEvent.click(within(await panel()).getByRole('button', { name: browseTexts.makeOffer }));
    const dialog = await screen.findByRole('dialog', { name: offerTexts.createTitle }, { timeout: 10_000 });
    expect(
      within(within(dialog).getByRole('region', { name: offerTexts.tickets })).getByText(
        offerTexts.noItemsSelected,
      ),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: new RegExp(offerTexts.pickTicket) })).toBeEnabled(),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: new RegExp(offerTexts.pickTicket) }));
    const options = await screen.findAllByRole('option', {}, { timeout: 10_000 });
    expect(options.map((option) => option.textContent)).toEqual(
      expect.arrayContaining([
        expect.stringContaining('Game 7 ticket stub, section 112'),
        expect.stringContaining('Live Aid wristband and ticket'),
      ]),
    );
  });

  it('shows the seller themself their panel without actions', async () => {
    renderAt(`/tickets?seller=${SELLER_ID}`, MOCK_SELLER_EMAIL);
    const region = await panel();
    expect(
      await within(region).findByRole(
        'group',
        { name: sellerReputationTexts.sellerRating },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(within(region).queryAllByRole('button')).toEqual([]);
  });

  it('opens the login dialog for a visitor, whichever action is pressed', async () => {
    const { api } = renderAt(`/tickets?seller=${SELLER_ID}`, null);
    await userEvent.click(within(await panel()).getByRole('button', { name: browseTexts.makeOffer }));
    expect(screen.getByRole('status', { name: 'Open dialog' })).toHaveTextContent('login');
    await userEvent.click(within(await panel()).getByRole('button', { name: browseTexts.messageSeller }));
    expect(screen.queryByRole('dialog', { name: offerTexts.createTitle })).toBeNull();
    expect(api.db.rooms).toHaveLength(0);
  });
});
