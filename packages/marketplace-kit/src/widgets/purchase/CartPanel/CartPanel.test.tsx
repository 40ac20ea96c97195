import { HOUSE_NAME } from '@momento/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '#testing/axe.ts';
import { useCartCount } from '#api/cart/useCartCount.ts';
import { createMockApi, MOCK_BUYER_EMAIL, mockLogin } from '#mocks/index.ts';
import { MarketplaceProvider } from '#provider/MarketplaceProvider.tsx';
import { createSessionStore } from '#session/sessionStore.ts';
import { cartTexts, notices } from '../purchaseTexts.ts';
import { BUYER_ID, seedCart } from '../purchaseScenarios.ts';
import { CartPanel } from './CartPanel.tsx';

const API = 'http://mock.test/api/v1';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function CartCount() {
  return <output aria-label="cart count">{useCartCount()}</output>;
}

function renderCart({
  filled = true,
  overrides = [] as HttpHandler[],
  clock = undefined as (() => number) | undefined,
} = {}) {
  const api = createMockApi({ apiBase: API });
  if (filled) seedCart(api.db);
  server.use(...overrides, ...api.handlers);
  const session = createSessionStore({ apiBase: API, storage: null });
  session.signIn(mockLogin(api.db, MOCK_BUYER_EMAIL));
  const navigate = vi.fn();
  const view = render(
    <MarketplaceProvider
      apiBase={API}
      session={session}
      storage={null}
      restoreSession={false}
      navigation={{ navigate }}
      clock={clock}
    >
      <CartCount />
      <CartPanel />
    </MarketplaceProvider>,
  );
  return { api, navigate, ...view };
}

describe('CartPanel', () => {
  it('shows each line with its BUY or COLLECTION badge, seller link, dates and cost, and the pricing details', async () => {
    const { container } = renderCart();
    const lines = await screen.findAllByRole('article');
    expect(lines).toHaveLength(3);
    const [first, admin, collection] = lines as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(first).getByText('BUY')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Grace Hopper' })).toHaveAttribute(
      'href',
      '/tickets?seller=2',
    );
    expect(within(first).getByText(cartTexts.added)).toBeInTheDocument();
    expect(within(first).getByText(cartTexts.expires)).toBeInTheDocument();
    expect(within(admin).getByRole('link', { name: HOUSE_NAME })).toHaveAttribute(
      'href',
      '/tickets?seller=9',
    );
    expect(within(collection).getByText('COLLECTION')).toBeInTheDocument();
    expect(within(collection).getAllByText('Cubs 2016 run').length).toBeGreaterThan(0);
    expect(within(collection).queryByRole('button', { name: /Remove/ })).toBeNull();
    const pricing = screen.getByRole('complementary', { name: cartTexts.pricingDetails });
    expect(within(pricing).getByText(cartTexts.price)).toBeInTheDocument();
    expect(within(pricing).getByText(cartTexts.tax)).toBeInTheDocument();
    expect(within(pricing).getByText(cartTexts.totalAmount)).toBeInTheDocument();
    expect(within(pricing).getByText('$2,470.00')).toBeInTheDocument();
    expect(within(pricing).getByText('$2,667.60')).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("marks every line 'Reservation expired' once the provider's clock is past the lines' expiry", async () => {
    // The lines expire 13 and 14 minutes from now; the provider's clock reads 20 minutes from now.
    const later = Date.now() + 20 * 60_000;
    renderCart({ clock: () => later });
    expect(await screen.findAllByRole('article')).toHaveLength(3);
    expect(screen.getAllByText(cartTexts.expired)).toHaveLength(3);
  });

  it("removes a BUY line with 'Item Removed From Cart' and the header count follows", async () => {
    const user = userEvent.setup();
    const { api } = renderCart();
    await waitFor(() => expect(screen.getByRole('status', { name: 'cart count' })).toHaveTextContent('3'));
    await user.click(await screen.findByRole('button', { name: 'Remove Game 7 ticket stub, section 112' }));
    expect(await screen.findByText(notices.itemRemovedFromCart)).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    expect(screen.getByRole('status', { name: 'cart count' })).toHaveTextContent('2');
    expect(api.db.carts.get(BUYER_ID)).toHaveLength(2);
    expect(api.db.tickets.find((ticket) => ticket.product_id === 101)?.status).toBe('SELL');
  });

  it('Checkout initiates a checkout and goes to /checkout with its id', async () => {
    const user = userEvent.setup();
    const { api, navigate } = renderCart();
    await user.click(await screen.findByRole('button', { name: cartTexts.checkout }));
    await waitFor(() => expect(navigate).toHaveBeenCalled());
    const [checkoutId] = [...api.db.checkouts.keys()];
    expect(navigate).toHaveBeenCalledWith(`/checkout?id=${checkoutId}`);
  });

  it("shows 'Your cart is empty!' with 'Shop now' to /tickets for an empty cart", async () => {
    const { container } = renderCart({ filled: false });
    expect(await screen.findByText(cartTexts.empty)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: cartTexts.shopNow })).toHaveAttribute('href', '/tickets');
    expect(screen.queryByRole('button', { name: cartTexts.checkout })).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows the empty cart, without an error, when the cart fails to load', async () => {
    renderCart({
      overrides: [
        http.get(`${API}/user/cart.php`, () =>
          HttpResponse.json({ error: { code: 'INTERNAL', message: 'boom' } }, { status: 500 }),
        ),
      ],
    });
    expect(await screen.findByText(cartTexts.empty)).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'cart count' })).toHaveTextContent('0');
    expect(screen.queryByText('boom')).toBeNull();
  });
});
