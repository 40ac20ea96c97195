// The widgets' dates and dollar amounts in the provider's locale: under locale="de" a user reads Intl's German formats
// ('1.234,50 $', '04.03.2026', '22.11.2026, 12:01') where the widget shows them; English keeps the product's formats.
import { screen, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  buildBuyerOrder,
  buildCart,
  buildCartItem,
  buildOffer,
  buildTicket,
  MOCK_BUYER_EMAIL,
  MOCK_SELLER_EMAIL,
  usd,
} from '#mocks/index.ts';
import { Watchlist } from '#widgets/account/follow/Watchlist/Watchlist.tsx';
import { MyTicketCard } from '#widgets/account/tickets/MyTickets/MyTicketCard.tsx';
import { OfferThreadView } from '#widgets/account/offers/OfferThread/OfferThreadView.tsx';
import { OrderCard } from '#widgets/account/orders/OrderCard/OrderCard.tsx';
import { CartPanelView } from '#widgets/purchase/CartPanel/CartPanelView.tsx';
import { renderWithApi } from '#widgets/shared/testSetup.tsx';
import { de } from './de.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const german = { locale: 'de', messages: de };
const noop = () => {};
/** A German date and time as Intl writes it ('22.11.2026, 11:58'); the hour depends on the runtime's zone. */
const germanDateTime = (day: string) => new RegExp(`${day.replace(/\./g, '\\.')}, \\d{2}:\\d{2}`);

describe('the widgets under locale="de"', () => {
  it("an order's card shows its total and its order date in German formats", () => {
    const order = buildBuyerOrder({ order_total: usd(1234.5), order_date: '2026-11-22T11:58:00.000Z' });
    renderWithApi(server, <OrderCard variant="buy" order={order} />, {
      signedInAs: MOCK_BUYER_EMAIL,
      ...german,
    });
    const card = within(screen.getByRole('article', { name: /Game 7 ticket stub/ }));
    expect(card.getByText('1.234,50 $')).toBeVisible();
    expect(card.getByText(germanDateTime('22.11.2026'))).toBeVisible();
    expect(card.queryByText('$1,234.50')).toBeNull();
  });

  it("the same order's card keeps the product's English formats without a locale", () => {
    const order = buildBuyerOrder({ order_total: usd(1234.5) });
    renderWithApi(server, <OrderCard variant="buy" order={order} />, { signedInAs: MOCK_BUYER_EMAIL });
    const card = within(screen.getByRole('article', { name: /Game 7 ticket stub/ }));
    expect(card.getByText('$1,234.50')).toBeVisible();
    expect(card.queryByText('1.234,50 $')).toBeNull();
  });

  it("My Cart shows a line's cost and when it was added in German formats", () => {
    const cart = buildCart({
      items: [
        buildCartItem({
          base_price: usd(1234.5),
          tax_price: usd(0),
          created_date: '2026-11-22T11:55:00.000Z',
        }),
      ],
    });
    renderWithApi(server, <CartPanelView cart={cart} onRemove={noop} onCheckout={noop} />, german);
    expect(screen.getAllByText('1.234,50 $').length).toBeGreaterThan(0);
    expect(screen.getAllByText(germanDateTime('22.11.2026')).length).toBeGreaterThan(0);
    expect(screen.queryByText('$1,234.50')).toBeNull();
  });

  it('a ticket of My Tickets shows its event date and price in German formats', () => {
    const ticket = buildTicket({ date: '2026-03-04', cost: usd(1234.5) });
    renderWithApi(server, <MyTicketCard ticket={ticket} isActiveSeller />, {
      signedInAs: MOCK_SELLER_EMAIL,
      ...german,
    });
    const card = within(screen.getByRole('article', { name: /Game 7 ticket stub/ }));
    expect(card.getByText('04.03.2026')).toBeVisible();
    expect(card.getByText('1.234,50 $')).toBeVisible();
  });

  it('an offer thread shows the offered price and when it was made in German formats', () => {
    const offer = buildOffer({ offer_price: usd(1234.5), created_at: '2026-11-21T18:20:00.000Z' });
    renderWithApi(server, <OfferThreadView offer={offer} viewerId={1} actions={[]} onAction={noop} />, {
      signedInAs: MOCK_BUYER_EMAIL,
      ...german,
    });
    expect(screen.getAllByText(/1\.234,50 \$/).length).toBeGreaterThan(0);
    expect(screen.getAllByText(germanDateTime('21.11.2026')).length).toBeGreaterThan(0);
    expect(screen.queryByText(/\$1,234\.50/)).toBeNull();
  });

  it('the watchlist shows the price now and the watched price in German formats', async () => {
    renderWithApi(server, <Watchlist />, { signedInAs: MOCK_BUYER_EMAIL, ...german });
    const card = within(
      await screen.findByRole('article', { name: 'Game 7 ticket stub, section 112' }, { timeout: 5000 }),
    );
    expect(card.getByText('450,00 $')).toBeVisible();
    expect(card.getByText('500,00 $')).toBeVisible();
    expect(card.queryByText('$450.00')).toBeNull();
  });
});
