import {
  AuthDialogsProvider,
  browseTexts,
  createSessionStore,
  followTexts,
  MarketplaceProvider,
  priceHistoryTexts,
  useAuthDialogs,
} from '@momento/marketplace-kit';
import {
  createMockApi,
  MOCK_BUYER_EMAIL,
  MOCK_SELLER_EMAIL,
  mockLogin,
  type MockApi,
} from '@momento/marketplace-kit/mocks';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as CollectionDetailRoute from './CollectionDetailRoute.tsx';
import * as HomeRoute from './HomeRoute.tsx';
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

const BUYER_ID = 1;
/** The contract's FOLLOW_TEXTS (the site has no dependency on the contract): the full button's two names. */
const FOLLOW_TEXTS = { watch: 'Watch', watching: 'Watching' } as const;

function renderAt(path: string, email: string | null, arrange?: (api: MockApi) => void) {
  const api = createMockApi({ apiBase: API });
  arrange?.(api);
  server.use(...api.handlers);
  const session = createSessionStore({ apiBase: API, storage: null });
  if (email) session.signIn(mockLogin(api.db, email));
  const router = createMemoryRouter(
    [
      {
        element: (
          <MarketplaceProvider
            apiBase={API}
            session={session}
            storage={null}
            restoreSession={false}
            navigation={{ navigate: vi.fn() }}
          >
            <AuthDialogsProvider location="/">
              <Outlet />
              <OpenDialog />
            </AuthDialogsProvider>
          </MarketplaceProvider>
        ),
        children: [
          { index: true, Component: HomeRoute.Component },
          { path: 'tickets', Component: TicketsRoute.Component },
          { path: 'tickets/:productId', Component: TicketDetailRoute.Component },
          { path: 'collections/:id', Component: CollectionDetailRoute.Component },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return { api };
}

describe('Watch on the site', () => {
  it("shows the buyer's watched ticket and seller as Watching on the ticket page, and stops watching the ticket on a press", async () => {
    const { api } = renderAt('/tickets/102', MOCK_BUYER_EMAIL);
    const article = await screen.findByRole('article', { name: 'Live Aid wristband and ticket' });
    const sellerPanel = within(article).getByRole('region', { name: browseTexts.sellerPanelHeading });
    // One beside Add to Cart for the ticket, one in the seller's panel for the seller: both watched.
    await waitFor(
      () =>
        expect(
          within(article).getAllByRole('button', { name: FOLLOW_TEXTS.watching, pressed: true }),
        ).toHaveLength(2),
      { timeout: 10_000 },
    );
    const watching = within(article).getAllByRole('button', { name: FOLLOW_TEXTS.watching, pressed: true });
    const sellerWatch = within(sellerPanel).getByRole('button', {
      name: FOLLOW_TEXTS.watching,
      pressed: true,
    });
    const ticketWatch = watching.find((button) => button !== sellerWatch)!;
    await userEvent.click(ticketWatch);
    expect(ticketWatch).toHaveAccessibleName(FOLLOW_TEXTS.watch);
    expect(ticketWatch).toHaveAttribute('aria-pressed', 'false');
    expect(sellerWatch).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() =>
      expect(
        api.db.watches.some(
          (watch) => watch.user_id === BUYER_ID && watch.type === 'TICKET' && watch.id === 102,
        ),
      ).toBe(false),
    );
  });

  it('puts a Watch heart on every ticket card of /tickets and watches a listing from the keyboard', async () => {
    const { api } = renderAt('/tickets?q=Live', MOCK_BUYER_EMAIL);
    const list = await screen.findByRole('list', { name: browseTexts.ticketsHeading }, { timeout: 10_000 });
    const cards = await within(list).findAllByRole('article');
    expect(cards).toHaveLength(1);
    const heart = await within(cards[0]!).findByRole('button', {
      name: followTexts.watchItem('Live Aid wristband and ticket'),
      pressed: true,
    });
    heart.focus();
    await userEvent.keyboard('{Enter}');
    expect(
      within(cards[0]!).getByRole('button', {
        name: followTexts.watchItem('Live Aid wristband and ticket'),
        pressed: false,
      }),
    ).toHaveFocus();
    await waitFor(() =>
      expect(api.db.watches.some((watch) => watch.type === 'TICKET' && watch.id === 102)).toBe(false),
    );
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(
        api.db.watches.some(
          (watch) => watch.user_id === BUYER_ID && watch.type === 'TICKET' && watch.id === 102,
        ),
      ).toBe(true),
    );
  });

  it("puts a Watch heart beside each featured card's name on home, with the buyer's state, and toggles it", async () => {
    const { api } = renderAt('/', MOCK_BUYER_EMAIL, ({ db }) => {
      db.tickets = db.tickets.filter((ticket) => ticket.product_id === 101);
    });
    const featured = await screen.findByRole('region', { name: 'Featured Tickets' }, { timeout: 10_000 });
    const name = followTexts.watchItem(api.db.tickets[0]!.listing_name);
    const heart = await within(featured).findByRole('button', { name, pressed: true }, { timeout: 10_000 });
    await userEvent.click(heart);
    await waitFor(() =>
      expect(api.db.watches.some((watch) => watch.type === 'TICKET' && watch.id === 101)).toBe(false),
    );
    await userEvent.click(within(featured).getByRole('button', { name, pressed: false }));
    await waitFor(() =>
      expect(
        api.db.watches.some(
          (watch) => watch.user_id === BUYER_ID && watch.type === 'TICKET' && watch.id === 101,
        ),
      ).toBe(true),
    );
  });

  it("offers Watch on a seller's listings (?seller=) and watches the seller", async () => {
    const { api } = renderAt('/tickets?seller=2', MOCK_BUYER_EMAIL);
    const panel = await screen.findByRole(
      'region',
      { name: browseTexts.sellerPanelHeading },
      { timeout: 10_000 },
    );
    const watch = await within(panel).findByRole('button', { name: FOLLOW_TEXTS.watching, pressed: true });
    await userEvent.click(watch);
    await waitFor(() =>
      expect(api.db.watches.some((item) => item.type === 'SELLER' && item.id === 2)).toBe(false),
    );
    await userEvent.click(within(panel).getByRole('button', { name: FOLLOW_TEXTS.watch, pressed: false }));
    await waitFor(() =>
      expect(
        api.db.watches.some((item) => item.user_id === BUYER_ID && item.type === 'SELLER' && item.id === 2),
      ).toBe(true),
    );
  });

  it('watches a collection from its page, next to a heart on each of its tickets', async () => {
    const { api } = renderAt('/collections/1', MOCK_BUYER_EMAIL, ({ db }) => {
      // 101 and 102 in the collection, instead of the demo's own tickets.
      for (const ticket of db.tickets)
        ticket.collection =
          ticket.product_id === 101 || ticket.product_id === 102
            ? { collection_id: 1, collection_name: 'Cubs 2016 run' }
            : null;
    });
    const list = await screen.findByRole('list', { name: 'Cubs 2016 run' }, { timeout: 10_000 });
    const cards = await within(list).findAllByRole('article');
    expect(cards).toHaveLength(2);
    for (const card of cards)
      expect(await within(card).findByRole('button', { name: /^Watch / })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Cubs 2016 run' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: FOLLOW_TEXTS.watch, pressed: false }));
    expect(
      await screen.findByRole('button', { name: FOLLOW_TEXTS.watching, pressed: true }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(
        api.db.watches.some(
          (item) => item.user_id === BUYER_ID && item.type === 'COLLECTION' && item.id === 1,
        ),
      ).toBe(true),
    );
  });

  it('asks a visitor to log in when they press Watch, and shows no Watch on the seller their own ticket', async () => {
    renderAt('/tickets/102', null);
    const article = await screen.findByRole('article', { name: 'Live Aid wristband and ticket' });
    const [ticketWatch] = await within(article).findAllByRole(
      'button',
      { name: FOLLOW_TEXTS.watch, pressed: false },
      { timeout: 10_000 },
    );
    await userEvent.click(ticketWatch!);
    expect(screen.getByRole('status', { name: 'Open dialog' })).toHaveTextContent('login');
  });

  it('shows the seller no Watch on their own ticket or in their own panel', async () => {
    renderAt('/tickets/102', MOCK_SELLER_EMAIL);
    const article = await screen.findByRole('article', { name: 'Live Aid wristband and ticket' });
    // The price history below loads after the Watch buttons would have: by then none has shown.
    expect(
      await screen.findByRole('region', { name: priceHistoryTexts.heading }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(within(article).queryByRole('button', { name: FOLLOW_TEXTS.watch })).toBeNull();
    expect(within(article).queryByRole('button', { name: FOLLOW_TEXTS.watching })).toBeNull();
  });

  it("saves the search of the URL's filters from /tickets, the view's own parameters left out", async () => {
    const { api } = renderAt('/tickets?q=Live&venue=2&page=3', MOCK_BUYER_EMAIL);
    await userEvent.click(
      await screen.findByRole('button', { name: followTexts.saveTitle }, { timeout: 10_000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: followTexts.saveTitle });
    const name = within(dialog).getByRole('textbox', { name: new RegExp(followTexts.name) });
    await userEvent.clear(name);
    await userEvent.type(name, 'Live Aid at Wembley');
    await userEvent.click(within(dialog).getByRole('button', { name: followTexts.save }));
    expect(await screen.findByText(followTexts.saved)).toBeInTheDocument();
    const saved = api.db.savedSearches.find(
      (search) => search.user_id === BUYER_ID && search.name === 'Live Aid at Wembley',
    );
    expect(saved?.filters).toEqual({ q: 'Live', venue: '2' });
  });
});
