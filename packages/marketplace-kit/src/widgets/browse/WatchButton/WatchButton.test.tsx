import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FOLLOW_REFUSALS } from '@momento/contract/routes';
import { errorTexts } from '#texts.ts';
import { axeViolations } from '#testing/axe.ts';
import { MOCK_BUYER_EMAIL, MOCK_SELLER_EMAIL } from '#mocks/index.ts';
import { SHELL_TEST_API, renderShell } from '#widgets/shell/AppShell/shellTesting.tsx';
import { shellTexts } from '#widgets/shell/AppShell/texts.ts';
import { FOLLOW_TEXTS, followTexts as t } from '../followTexts.ts';
import { CollectionDetail } from '../CollectionDetail/CollectionDetail.tsx';
import { TicketDetail } from '../TicketDetail/TicketDetail.tsx';
import { TicketSearch } from '../TicketSearch/TicketSearch.tsx';
import { WatchButton } from './WatchButton.tsx';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const LIVE_AID = { type: 'TICKET', id: 102 } as const;
const COLLECTION = { type: 'COLLECTION', id: 1 } as const;
const buyerId = 1;

describe('WatchButton', () => {
  it('shows a watched item as pressed, and stops watching it on a press, without axe violations', async () => {
    const { api, container } = renderShell(
      server,
      <WatchButton target={LIVE_AID} name="Live Aid wristband" />,
      { signedInAs: MOCK_BUYER_EMAIL },
    );
    const button = await screen.findByRole('button', { name: FOLLOW_TEXTS.watching, pressed: true });
    expect(await axeViolations(container)).toEqual([]);
    await userEvent.click(button);
    expect(screen.getByRole('button', { name: FOLLOW_TEXTS.watch, pressed: false })).toBeInTheDocument();
    await waitFor(() =>
      expect(api.db.watches.some((watch) => watch.user_id === buyerId && watch.id === 102)).toBe(false),
    );
  });

  it('watches an item with the keyboard, at the price it has now', async () => {
    const { api } = renderShell(server, <WatchButton target={COLLECTION} name="Cubs 2016 run" />, {
      signedInAs: MOCK_BUYER_EMAIL,
    });
    const button = await screen.findByRole('button', { name: FOLLOW_TEXTS.watch, pressed: false });
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('button', { name: FOLLOW_TEXTS.watching, pressed: true })).toHaveFocus();
    await waitFor(() =>
      expect(
        api.db.watches.find((watch) => watch.type === 'COLLECTION' && watch.id === 1)?.watched_price,
      ).toEqual({ value: '1200.00', currency: 'USD' }),
    );
  });

  it('makes one watch-ids request for every button of the page, and the buttons of one item change together', async () => {
    let reads = 0;
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).searchParams.get('action') === 'ids') reads += 1;
    });
    renderShell(
      server,
      <>
        <WatchButton target={LIVE_AID} name="Live Aid wristband" variant="compact" />
        <WatchButton target={LIVE_AID} name="Live Aid wristband" />
        <WatchButton target={COLLECTION} name="Cubs 2016 run" variant="compact" />
      </>,
      { signedInAs: MOCK_BUYER_EMAIL },
    );
    const compact = await screen.findByRole('button', {
      name: t.watchItem('Live Aid wristband'),
      pressed: true,
    });
    expect(
      screen.getByRole('button', { name: t.watchItem('Cubs 2016 run'), pressed: false }),
    ).toBeInTheDocument();
    await userEvent.click(compact);
    expect(
      screen.getByRole('button', { name: t.watchItem('Live Aid wristband'), pressed: false }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: FOLLOW_TEXTS.watch, pressed: false })).toBeInTheDocument();
    expect(reads).toBe(1);
    server.events.removeAllListeners();
  });

  it("goes back and says the server's reason when the change is refused", async () => {
    renderShell(server, <WatchButton target={COLLECTION} name="Cubs 2016 run" />, {
      signedInAs: MOCK_BUYER_EMAIL,
      overrides: () => [
        http.post(`${SHELL_TEST_API}/user/watchlist.php`, () =>
          HttpResponse.json(
            { error: { code: 'VALIDATION', message: FOLLOW_REFUSALS.watchLimit } },
            { status: 400 },
          ),
        ),
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: FOLLOW_TEXTS.watch, pressed: false }));
    expect(await screen.findByText(FOLLOW_REFUSALS.watchLimit)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: FOLLOW_TEXTS.watch, pressed: false })).toBeInTheDocument();
  });

  it('goes back and says what to do when the server cannot be reached', async () => {
    renderShell(server, <WatchButton target={LIVE_AID} name="Live Aid wristband" />, {
      signedInAs: MOCK_BUYER_EMAIL,
      overrides: () => [http.delete(`${SHELL_TEST_API}/user/watchlist.php`, () => HttpResponse.error())],
    });
    await userEvent.click(await screen.findByRole('button', { name: FOLLOW_TEXTS.watching, pressed: true }));
    expect(await screen.findByText(errorTexts.network)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: FOLLOW_TEXTS.watching, pressed: true })).toBeInTheDocument();
  });

  it("opens the kit's login dialog for a visitor, and the app's sign-in when it gives one", async () => {
    const first = renderShell(server, <WatchButton target={LIVE_AID} name="Live Aid wristband" />);
    await userEvent.click(screen.getByRole('button', { name: FOLLOW_TEXTS.watch, pressed: false }));
    expect(await screen.findByRole('dialog', { name: shellTexts.loginTitle })).toBeInTheDocument();
    expect(first.api.db.watches.filter((watch) => watch.id === 102)).toHaveLength(1);
    first.unmount();
    const onRequireLogin = vi.fn();
    renderShell(
      server,
      <WatchButton
        target={LIVE_AID}
        name="Live Aid wristband"
        variant="compact"
        onRequireLogin={onRequireLogin}
      />,
      { withDialogs: false },
    );
    await userEvent.click(
      screen.getByRole('button', { name: t.watchItem('Live Aid wristband'), pressed: false }),
    );
    expect(onRequireLogin).toHaveBeenCalledOnce();
  });

  it("shows no button to the item's owner", async () => {
    renderShell(server, <WatchButton target={LIVE_AID} name="Live Aid wristband" ownerId={2} />, {
      signedInAs: MOCK_SELLER_EMAIL,
    });
    await waitFor(() => expect(screen.queryByRole('button')).toBeNull());
  });

  it('leaves the button as it was while the watch ids fail to load, and a press still watches', async () => {
    const { api } = renderShell(server, <WatchButton target={COLLECTION} name="Cubs 2016 run" />, {
      signedInAs: MOCK_BUYER_EMAIL,
      overrides: () => [
        http.get(`${SHELL_TEST_API}/user/watchlist.php`, () =>
          HttpResponse.json({ error: { code: 'INTERNAL', message: 'down' } }, { status: 500 }),
        ),
      ],
    });
    await userEvent.click(screen.getByRole('button', { name: FOLLOW_TEXTS.watch, pressed: false }));
    await waitFor(() => expect(api.db.watches.some((watch) => watch.type === 'COLLECTION')).toBe(true));
  });
});

describe('WatchButton in the catalogue widgets', () => {
  it("sits on each search result's card (ticketAction) and watches that ticket", async () => {
    const { api } = renderShell(
      server,
      <TicketSearch
        query={{ q: 'Game 7' }}
        onQueryChange={() => undefined}
        ticketAction={(ticket) => (
          <WatchButton
            target={{ type: 'TICKET', id: ticket.product_id }}
            name={ticket.listing_name}
            ownerId={ticket.seller.id}
            variant="compact"
          />
        )}
      />,
      { signedInAs: MOCK_BUYER_EMAIL, arrange: ({ db }) => void (db.watches = []) },
    );
    const link = await screen.findByRole(
      'link',
      { name: /Game 7 ticket stub, section 112/ },
      { timeout: 5000 },
    );
    const card = within(link.closest('article')!);
    await userEvent.click(
      card.getByRole('button', { name: t.watchItem('Game 7 ticket stub, section 112'), pressed: false }),
    );
    expect(
      card.getByRole('button', { name: t.watchItem('Game 7 ticket stub, section 112'), pressed: true }),
    ).toBeInTheDocument();
    await waitFor(() => expect(api.db.watches.map((watch) => watch.id)).toEqual([101]));
  });

  it("sits beside Add to Cart and the seller's name on the ticket page, and beside the collection's name", async () => {
    const view = renderShell(
      server,
      <TicketDetail
        productId={101}
        ticketAction={(ticket) => (
          <WatchButton
            target={{ type: 'TICKET', id: ticket.product_id }}
            name={ticket.listing_name}
            ownerId={ticket.seller.id}
          />
        )}
        sellerAction={(seller) => (
          <WatchButton
            target={{ type: 'SELLER', id: seller.id }}
            name={seller.name}
            ownerId={seller.id}
            variant="compact"
          />
        )}
      />,
      { signedInAs: MOCK_BUYER_EMAIL },
    );
    expect(
      await screen.findByRole('button', { name: FOLLOW_TEXTS.watching, pressed: true }, { timeout: 5000 }),
    ).toBeInTheDocument();
    const panel = within(screen.getByRole('region', { name: 'Seller' }));
    expect(
      await panel.findByRole('button', { name: t.watchItem('Grace Hopper'), pressed: true }),
    ).toBeInTheDocument();
    view.unmount();
    renderShell(
      server,
      <CollectionDetail
        collectionId={1}
        collectionAction={(collection) => (
          <WatchButton
            target={{ type: 'COLLECTION', id: collection.id }}
            name={collection.name}
            ownerId={collection.sellerId}
          />
        )}
      />,
      {
        signedInAs: MOCK_BUYER_EMAIL,
        arrange: ({ db }) =>
          void (db.tickets = db.tickets.map((ticket) =>
            ticket.product_id === 101
              ? { ...ticket, collection: { collection_id: 1, collection_name: 'Cubs 2016 run' } }
              : ticket,
          )),
      },
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cubs 2016 run' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: FOLLOW_TEXTS.watch, pressed: false }),
    ).toBeInTheDocument();
  });
});
