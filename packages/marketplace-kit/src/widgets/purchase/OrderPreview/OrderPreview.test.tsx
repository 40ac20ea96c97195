import { HOUSE_NAME } from '@momento/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '#testing/axe.ts';
import { createMockApi, MOCK_BUYER_EMAIL, mockLogin, type MockApi } from '#mocks/index.ts';
import { MarketplaceProvider } from '#provider/MarketplaceProvider.tsx';
import { createSessionStore } from '#session/sessionStore.ts';
import { errorTexts, notices, orderTexts as t } from '../purchaseTexts.ts';
import { minutesFromNow, seedOrder } from '../purchaseScenarios.ts';
import { OrderPreview } from './OrderPreview.tsx';

// PayPal's SDK loads a script from paypal.com; this stand-in runs the same callbacks with PayPal's action shapes.
const paypal = vi.hoisted(() => ({
  created: [] as unknown[],
  orderId: 'PAYPAL-ORDER-1',
  captureStatus: 'COMPLETED',
  fail: false,
}));
vi.mock('@paypal/react-paypal-js', () => ({
  PayPalScriptProvider: ({ children }: { children: ReactNode }) => <>{children}</>,
  PayPalButtons: (props: {
    createOrder: (
      data: unknown,
      actions: { order: { create: (body: unknown) => Promise<string> } },
    ) => Promise<string>;
    onApprove: (
      data: { orderID: string },
      actions: { order: { capture: () => Promise<{ status: string }> } },
    ) => Promise<void>;
    onError: (error: Record<string, unknown>) => void;
  }) => (
    <button
      type="button"
      onClick={async () => {
        if (paypal.fail) return props.onError({ message: 'popup closed unexpectedly' });
        const orderId = await props.createOrder(
          {},
          { order: { create: async (body) => (paypal.created.push(body), paypal.orderId) } },
        );
        await props.onApprove(
          { orderID: orderId },
          { order: { capture: async () => ({ status: paypal.captureStatus }) } },
        );
      }}
    >
      PayPal
    </button>
  ),
}));

const API = 'http://mock.test/api/v1';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  paypal.created = [];
  paypal.fail = false;
});
afterAll(() => server.close());

function renderOrder({
  arrange,
  overrides = [],
}: { arrange?: (api: MockApi) => void; overrides?: HttpHandler[] } = {}) {
  const api = createMockApi({ apiBase: API });
  arrange?.(api);
  server.use(...overrides, ...api.handlers);
  const session = createSessionStore({ apiBase: API, storage: null });
  session.signIn(mockLogin(api.db, MOCK_BUYER_EMAIL));
  const view = render(
    <MarketplaceProvider
      apiBase={API}
      session={session}
      storage={null}
      restoreSession={false}
      navigation={{ navigate: vi.fn() }}
    >
      <OrderPreview orderNo="MO-2026-000123" />
    </MarketplaceProvider>,
  );
  return { api, ...view };
}

describe('OrderPreview', () => {
  it('shows the order id, dates, addresses, products per seller and the pricing details of a pending order', async () => {
    const { container } = renderOrder({ arrange: ({ db }) => void seedOrder(db) });
    expect(
      await screen.findByRole('heading', { level: 1, name: `${t.orderId}: MO-2026-000123` }),
    ).toBeInTheDocument();
    expect(screen.getByText(t.orderedOn)).toBeInTheDocument();
    expect(screen.getByText(t.paymentExpires)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: t.shippingAddress })).toHaveTextContent('12 Clark Street');
    expect(screen.getByRole('region', { name: t.billingAddress })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: `${t.seller} Grace Hopper` })).toHaveTextContent(
      'Game 7 ticket stub, section 112',
    );
    const house = screen.getByRole('region', { name: `${t.seller} Admin Nine` });
    expect(within(house).getByRole('link', { name: HOUSE_NAME })).toHaveAttribute(
      'href',
      '/tickets?seller=9',
    );
    const pricing = screen.getByRole('complementary', { name: t.pricingDetails });
    for (const label of [t.price, t.shipping, t.tax, t.totalAmount])
      expect(within(pricing).getByText(label)).toBeInTheDocument();
    expect(within(pricing).getByText('$1,782.00')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: t.payWithTestProvider })).toBeInTheDocument();
    expect(screen.getByText(t.testProviderNote)).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("pays with the test provider through paymentUpdate, then shows 'Your order has been paid successfully...!'", async () => {
    const user = userEvent.setup();
    const { api } = renderOrder({ arrange: ({ db }) => void seedOrder(db) });
    await user.click(await screen.findByRole('button', { name: t.payWithTestProvider }));
    expect(await screen.findByText(notices.paymentCompleted)).toBeInTheDocument();
    expect(await screen.findByText(t.paid)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t.continueShopping })).toHaveAttribute('href', '/home');
    expect(screen.queryByText(t.paymentExpires)).toBeNull();
    expect(screen.queryByRole('button', { name: t.cancel })).toBeNull();
    expect(api.db.orders[0]?.status).toBe('PAID');
  });

  it('pays with PayPal: one USD purchase unit named by the order number, no shipping, capture sent to the server', async () => {
    const user = userEvent.setup();
    const updates: unknown[] = [];
    const { api } = renderOrder({
      arrange: ({ db }) => {
        seedOrder(db);
        db.paymentConfig = { paypal_client_id: 'client-123', test_payments: false };
      },
    });
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'PUT' && request.url.includes('paymentUpdate'))
        updates.push(await request.clone().json());
    });
    // The PayPal chunk is imported lazily on first use.
    await user.click(await screen.findByRole('button', { name: 'PayPal' }, { timeout: 5000 }));
    expect(await screen.findByText(notices.paymentCompleted)).toBeInTheDocument();
    expect(paypal.created).toEqual([
      {
        intent: 'CAPTURE',
        purchase_units: [
          expect.objectContaining({
            reference_id: 'MO-2026-000123',
            invoice_id: 'MO-2026-000123',
            amount: { currency_code: 'USD', value: '1782.00' },
          }),
        ],
        application_context: { shipping_preference: 'NO_SHIPPING' },
      },
    ]);
    expect(updates).toEqual([
      { order_no: 'MO-2026-000123', payment_result: { is_paid: true, token: 'PAYPAL-ORDER-1' } },
    ]);
    expect(await screen.findByText(t.paid)).toBeInTheDocument();
    expect(api.db.orders[0]?.status).toBe('PAID');
    server.events.removeAllListeners();
  });

  it("shows 'Payment failed. Please contact administrator or try again later' on a PayPal error and changes nothing", async () => {
    const user = userEvent.setup();
    paypal.fail = true;
    const { api } = renderOrder({
      arrange: ({ db }) => {
        seedOrder(db);
        db.paymentConfig = { paypal_client_id: 'client-123', test_payments: false };
      },
    });
    // The PayPal chunk is imported lazily on first use.
    await user.click(await screen.findByRole('button', { name: 'PayPal' }, { timeout: 5000 }));
    expect(await screen.findByText(errorTexts.paymentFailed)).toBeInTheDocument();
    expect(api.db.orders[0]?.status).toBe('PENDING_PAYMENT');
  });

  it("shows 'Payment update done failure. Please contact administrator' when the server refuses the payment", async () => {
    const user = userEvent.setup();
    renderOrder({
      arrange: ({ db }) => void seedOrder(db),
      overrides: [
        http.put(`${API}/user/orders/order.php`, () =>
          HttpResponse.json(
            { error: { code: 'VALIDATION', message: 'The payment could not be verified.' } },
            { status: 400 },
          ),
        ),
      ],
    });
    await user.click(await screen.findByRole('button', { name: t.payWithTestProvider }));
    expect(await screen.findByText(errorTexts.paymentUpdateFailed)).toBeInTheDocument();
    expect(screen.queryByText(t.paid)).toBeNull();
  });

  it("cancels after 'Are you sure want cancel your order ?': No keeps the order, Yes gives 'Order Cancelled'", async () => {
    const user = userEvent.setup();
    const { api } = renderOrder({ arrange: ({ db }) => void seedOrder(db) });
    await user.click(await screen.findByRole('button', { name: t.cancel }));
    let alert = await screen.findByRole('alertdialog', { name: t.cancelTitle });
    expect(alert).toHaveAccessibleDescription(t.cancelConfirm);
    await user.click(within(alert).getByRole('button', { name: t.no }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.db.orders[0]?.status).toBe('PENDING_PAYMENT');
    await user.click(screen.getByRole('button', { name: t.cancel }));
    alert = await screen.findByRole('alertdialog', { name: t.cancelTitle });
    await user.click(within(alert).getByRole('button', { name: t.yes }));
    expect(await screen.findByText(notices.orderCancelled)).toBeInTheDocument();
    expect(await screen.findByText(t.cancelled)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.queryByRole('button', { name: t.payWithTestProvider })).toBeNull();
  });

  it("shows 'Cancel Order failure' when cancelling fails", async () => {
    const user = userEvent.setup();
    renderOrder({
      arrange: ({ db }) => void seedOrder(db),
      overrides: [
        http.delete(`${API}/user/orders/order.php`, () =>
          HttpResponse.json({ error: { code: 'CONFLICT', message: 'no' } }, { status: 409 }),
        ),
      ],
    });
    await user.click(await screen.findByRole('button', { name: t.cancel }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: t.yes }));
    expect(await screen.findByText(errorTexts.cancelOrderFailed)).toBeInTheDocument();
  });

  it("replaces the payment by 'Complete order' after expiry; the check reports 'Order Expired'", async () => {
    const user = userEvent.setup();
    renderOrder({
      arrange: ({ db }) =>
        void seedOrder(db, { order_date: minutesFromNow(-40), expiry_date: minutesFromNow(-10) }),
    });
    await user.click(await screen.findByRole('button', { name: t.completeOrder }));
    expect(await screen.findByText(errorTexts.orderExpired)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t.payWithTestProvider })).toBeNull();
    expect(screen.queryByText(t.paymentExpires)).toBeNull();
  });

  it("shows 'Order Expiry check failure' when the expiry check fails", async () => {
    const user = userEvent.setup();
    renderOrder({
      arrange: ({ db }) => void seedOrder(db, { status: 'EXPIRED' }),
      overrides: [
        http.get(`${API}/user/orders/order.php`, ({ request }) =>
          new URL(request.url).searchParams.get('action') === 'Isexpired'
            ? HttpResponse.json({ error: { code: 'INTERNAL', message: 'boom' } }, { status: 500 })
            : undefined,
        ),
      ],
    });
    await user.click(await screen.findByRole('button', { name: t.completeOrder }));
    expect(await screen.findByText(errorTexts.orderExpiryCheckFailed)).toBeInTheDocument();
  });

  it("shows 'Your order has been cancelled...!' for a cancelled order, without payment or Cancel", async () => {
    renderOrder({ arrange: ({ db }) => void seedOrder(db, { status: 'CANCELLED' }) });
    expect(await screen.findByText(t.cancelled)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t.cancel })).toBeNull();
    expect(screen.queryByRole('button', { name: t.completeOrder })).toBeNull();
  });
});
