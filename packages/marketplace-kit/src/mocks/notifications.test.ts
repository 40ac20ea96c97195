import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Client } from '../api/client.ts';
import { createMockApi, type MockApi } from './createMockApi.ts';
import { MOCK_BUYER_EMAIL, MOCK_SELLER_EMAIL } from './db.ts';
import { checked, clientOf, MOCK_API, testAddress as address } from '../testing/mockClients.ts';

// The mock server tells people of its own offers, orders and messages as the server does, in the same words (the
// contract's notificationTexts.ts): the notification centre of a story that acts is not empty. The API's test of the
// same words: apps/api/test/notifications.test.ts.

const API = MOCK_API;
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('mock notifications', () => {
  let api: MockApi;
  let buyer: Client;
  let seller: Client;
  let buyerName: string;
  const latest = async (client: Client) => (await checked(client, 'notifications', { query: {} })).items[0];

  beforeAll(() => {
    api = createMockApi({ apiBase: API });
    buyer = clientOf(api, MOCK_BUYER_EMAIL);
    seller = clientOf(api, MOCK_SELLER_EMAIL);
    buyerName = api.db.accounts.find((account) => account.user.mail === MOCK_BUYER_EMAIL)!.user.name;
  });
  beforeEach(() => server.use(...api.handlers));

  it('tell the seller of a buyer’s offer in the server’s words', async () => {
    const before = (await checked(seller, 'notifications', { query: {} })).unread_count ?? 0;
    const offer = await checked(buyer, 'offerCreate', {
      body: {
        offer_type: 'OFFER',
        offer_price: 120,
        seller_id: 2,
        offer_items: [{ product_id: 101, product_listing_name: 'x' }],
      },
    });
    expect(await latest(seller)).toMatchObject({
      type: 'offer_received',
      kind: 'offers',
      title: `New offer ${offer.offer_no}: $120.00`,
      body: `A buyer offered $120.00 for your tickets (offer ${offer.offer_no}). Accept, reject or counter it before it expires.`,
      link: `/account/myoffers/${offer.offer_no}`,
      read_at: null,
    });
    expect((await checked(seller, 'notifications', { query: {} })).unread_count).toBe(before + 1);
    // The answer is news to the buyer.
    await checked(seller, 'offerSetStatus', {
      body: { offer_no: offer.offer_no, offer_id: offer.offer_id, status: 'REJECT' },
    });
    expect(await latest(buyer)).toMatchObject({
      type: 'offer_rejected',
      title: `Offer ${offer.offer_no} rejected`,
      body: `The seller rejected offer ${offer.offer_no}.`,
    });
  });

  it('tell the seller of a paid order in the server’s words, and the buyer of its shipping', async () => {
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
    await checked(buyer, 'orderPaymentUpdate', {
      body: { order_no, payment_result: { is_paid: true, token: 'PAYPAL-ORDER-1' } },
    });
    const shipBy = new Date(api.db.now() + 3 * 86_400_000).toLocaleDateString('en-US', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    });
    expect(await latest(seller)).toMatchObject({
      type: 'order_paid',
      kind: 'orders',
      title: `Order ${order_no} is paid: please ship it`,
      body: `Your tickets sold and the buyer paid for order ${order_no}. Please ship them by ${shipBy} and add the tracking details.`,
      link: '/account/myorders?tab=SELL',
    });
    await checked(seller, 'fulfilmentAdd', {
      body: {
        order_no,
        carrier_name: 'UPS',
        service_name: 'Ground',
        tracking_no: '1Z999',
        shipping_cost: 5,
        expected_delivery: new Date(api.db.now() + 86_400_000).toISOString().slice(0, 10),
      },
    });
    expect(await latest(buyer)).toMatchObject({
      type: 'order_shipped',
      body: `The seller shipped your tickets of order ${order_no} with UPS, tracking id 1Z999.`,
      link: '/account/myorders',
    });
  });

  it('tell the seller of a message in the server’s words while no page of theirs is open', async () => {
    const room = await checked(buyer, 'roomCreate', { body: { receiver_id: 2 } });
    await checked(buyer, 'messageSend', {
      body: { room_id: room.room_id, message: 'Is it still available?' },
    });
    expect(await latest(seller)).toMatchObject({
      type: 'message_received',
      kind: 'messages',
      title: `New message from ${buyerName}`,
      body: `${buyerName} sent you a message on Momento.`,
      link: `/account/mymessages/${room.room_id}`,
    });
    // As on the server, a second message within a quarter of an hour is in the room when they come to read it.
    const count = (await checked(seller, 'notifications', { query: {} })).items.length;
    await checked(buyer, 'messageSend', { body: { room_id: room.room_id, message: 'Hello?' } });
    expect((await checked(seller, 'notifications', { query: {} })).items).toHaveLength(count);
  });
});
