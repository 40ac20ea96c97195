import { adminRoutes, operations } from '@momento/contract';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMockApi } from './createMockApi.ts';
import { buildAdminDelivery, MOCK_ADMIN_EMAIL } from './adminFixtures.ts';
import { MOCK_BUYER_EMAIL, MOCK_SELLER_EMAIL } from './db.ts';
import { MOCK_REFUND_SECONDS } from './handlers/refunds.ts';
import { checked, clientOf, MOCK_API, testAddress as address } from '../testing/mockClients.ts';

// The mock orders follow the server's rules, so that stories and tests show what the API would answer.

const API = MOCK_API;
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('mock orders', () => {
  it("show a seller the buyer's addresses only once the order is paid, as the server does", async () => {
    const api = createMockApi({ apiBase: API });
    server.use(...api.handlers);
    const buyer = clientOf(api, MOCK_BUYER_EMAIL);
    const seller = clientOf(api, MOCK_SELLER_EMAIL);
    const shipping = await checked(buyer, 'addressCreate', { body: { ...address, type: 'DELIVERY' } });
    const billing = await checked(buyer, 'addressCreate', { body: { ...address, type: 'BILL' } });
    const cart = await checked(buyer, 'cartAdd', { body: { type: 'BUY', product_id: 102 } });
    const checkout = await checked(buyer, 'checkoutCreate', { body: { cart_id: cart.cart_id ?? 0 } });
    await checked(buyer, 'checkoutUpdateShipping', {
      body: { checkout_id: checkout.checkout_id, address_id: shipping.id },
    });
    await checked(buyer, 'checkoutUpdateBilling', {
      body: { checkout_id: checkout.checkout_id, address_id: billing.id },
    });
    const { order_no } = await checked(buyer, 'orderCreate', { body: { checkout_id: checkout.checkout_id } });

    const unpaid = await checked(seller, 'orderGet', { query: { order_no } });
    expect(unpaid.status).toBe('PENDING_PAYMENT');
    expect(unpaid.billing_address).toBeNull();
    expect(unpaid.shipping_address).toBeNull();
    const asBuyer = await checked(buyer, 'orderGet', { query: { order_no } });
    expect(asBuyer.billing_address).toMatchObject({ city: 'Chicago' });
    expect(asBuyer.shipping_address).toMatchObject({ city: 'Chicago' });

    await checked(buyer, 'orderPaymentUpdate', {
      body: { order_no, payment_result: { is_paid: true, token: 'PAYPAL-ORDER-1' } },
    });
    const paid = await checked(seller, 'orderGet', { query: { order_no } });
    expect(paid.billing_address).toMatchObject({ city: 'Chicago' });
    expect(paid.shipping_address).toMatchObject({ city: 'Chicago' });
  });

  it("keep an operator's refund pending until the payment service confirms it, then read REFUNDED with amount and date, as the server does", async () => {
    // The mock's clock, moved by the test (it starts at the real time: the client sends tokens that have not expired).
    let now = Date.now();
    const cancelledAt = new Date(now).toISOString();
    const api = createMockApi({ apiBase: API, seed: { now: () => now } });
    server.use(...api.handlers);
    const buyer = clientOf(api, MOCK_BUYER_EMAIL);
    const admin = clientOf(api, MOCK_ADMIN_EMAIL);
    const shipping = await checked(buyer, 'addressCreate', { body: { ...address, type: 'DELIVERY' } });
    const billing = await checked(buyer, 'addressCreate', { body: { ...address, type: 'BILL' } });
    const cart = await checked(buyer, 'cartAdd', { body: { type: 'BUY', product_id: 102 } });
    const checkout = await checked(buyer, 'checkoutCreate', { body: { cart_id: cart.cart_id ?? 0 } });
    await checked(buyer, 'checkoutUpdateShipping', {
      body: { checkout_id: checkout.checkout_id, address_id: shipping.id },
    });
    await checked(buyer, 'checkoutUpdateBilling', {
      body: { checkout_id: checkout.checkout_id, address_id: billing.id },
    });
    const { order_no } = await checked(buyer, 'orderCreate', { body: { checkout_id: checkout.checkout_id } });
    const paid = await checked(buyer, 'orderPaymentUpdate', {
      body: { order_no, payment_result: { is_paid: true, token: 'PAYPAL-ORDER-1' } },
    });
    const sub = paid.sub_orders[0]!;
    // The sub-order waits in the admin's deliveries; the admin cancels it.
    api.db.admin.deliveries.push(
      buildAdminDelivery({ sub_order_id: sub.id, order_no, total: paid.pricing_summary.total }),
    );
    const cancelled = await admin.call(
      'adminDeliveryCancel',
      { body: { sub_order_id: sub.id, reason: 'Never shipped.' } },
      { route: adminRoutes.adminDeliveryCancel },
    );
    expect(operations.adminDeliveryCancel.reply.safeParse(cancelled).success).toBe(true);
    expect(cancelled.refund).toEqual({
      amount: paid.pricing_summary.total,
      provider: 'test',
      status: 'PENDING',
      refund_id: null,
      payment_refunded: false,
    });

    const pending = await checked(buyer, 'orderGet', { query: { order_no } });
    expect(pending.payment_summary?.status).toBe('COMPLETED');
    expect(pending.sub_orders[0]?.refund).toEqual({
      status: 'PENDING',
      amount: paid.pricing_summary.total,
      requested_at: cancelledAt,
      refunded_at: null,
    });

    now += MOCK_REFUND_SECONDS * 1000;
    const cards = await checked(buyer, 'buyerOrders', { query: { type: 'BUYER' } });
    const card = cards.items.find((item) => item.sub_order_id === sub.id);
    expect(card?.payment_summary.payment_status).toBe('REFUNDED');
    expect(card?.refund).toEqual({
      status: 'COMPLETED',
      amount: paid.pricing_summary.total,
      requested_at: cancelledAt,
      refunded_at: new Date(now).toISOString(),
    });
    expect((await checked(buyer, 'orderGet', { query: { order_no } })).payment_summary?.status).toBe(
      'REFUNDED',
    );
  });
});
