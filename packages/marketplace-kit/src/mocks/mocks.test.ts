import {
  EMBED_ALLOWANCE_DAYS,
  EMBED_REFUSALS,
  ERR0010_MESSAGE,
  operationIds,
  operations,
} from '@momento/contract';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../api/client.ts';
import {
  exchangeEmbedCode,
  getEmbedAllowance,
  getEmbedSites,
  grantEmbedCode,
  revokeEmbedSite,
} from '../api/embed/requests.ts';
import { createSessionStore } from '../session/sessionStore.ts';
import { createSiteGateStore } from '../session/siteGateStore.ts';
import { memoryStorage } from '../testing/jwt.ts';
import { checked, testAddress } from '../testing/mockClients.ts';
import { createMockApi, implementations } from './createMockApi.ts';
import { MOCK_BUYER_EMAIL, MOCK_PASSWORD, MOCK_SELLER_EMAIL } from './db.ts';
import { mockErrorHandler, mockLogin } from './index.ts';
import { siteRoutes } from '@momento/contract/routes';

const API = 'http://mock.test/api/v1';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** A fresh mock API and a client signed in as `email` (or signed out). */
function setup(email?: string) {
  const api = createMockApi({ apiBase: API });
  server.use(...api.handlers);
  const session = createSessionStore({ apiBase: API, storage: memoryStorage() });
  const siteGate = createSiteGateStore({ apiBase: API, storage: memoryStorage() });
  const client = createClient({ apiBase: API, routes: siteRoutes, session, siteGate });
  if (email) session.signIn(mockLogin(api.db, email));
  return { api, session, client };
}

describe('createMockApi', () => {
  it('implements every operation of the contract', () => {
    expect(operationIds.filter((id) => !(id in implementations))).toEqual([]);
  });

  it('logs in with a JWT-shaped token whose exp is real, and rejects bad passwords with 401', async () => {
    const { client, session } = setup();
    const reply = await checked(client, 'login', {
      body: { email: MOCK_BUYER_EMAIL, password: MOCK_PASSWORD },
    });
    const payload = JSON.parse(atob(reply.token.split('.')[1] ?? '')) as { exp: number };
    expect(payload.exp).toBeGreaterThan(Date.now() / 1000);
    client.signIn(reply);
    expect(session.getSnapshot().user?.mail).toBe(MOCK_BUYER_EMAIL);
    await expect(
      client.call('login', { body: { email: MOCK_BUYER_EMAIL, password: 'nope' } }),
    ).rejects.toMatchObject({ status: 401 });
  });

  it('answers invalid bodies with 400 VALIDATION and auth-only calls without a token with 401', async () => {
    const { client } = setup(MOCK_BUYER_EMAIL);
    await expect(client.call('addressCreate', { body: { type: 'DELIVERY' } as never })).rejects.toMatchObject(
      { status: 400, code: 'VALIDATION' },
    );
    const anonymous = setup();
    const response = await fetch(`${API}/user/cart.php`);
    expect(response.status).toBe(401);
    await expect(response.json()).resolves.toMatchObject({ error: { code: 'UNAUTHORIZED' } });
    expect(anonymous.session.getSnapshot().status).toBe('loggedOut');
  });

  it('keeps state: add to cart, then the cart shows it, and the ticket is reserved for others', async () => {
    const { client, api } = setup(MOCK_BUYER_EMAIL);
    const before = await checked(client, 'cartGet');
    expect(before.items).toHaveLength(0);
    await checked(client, 'cartAdd', { body: { type: 'BUY', product_id: 101 } });
    const cart = await checked(client, 'cartGet');
    expect(cart.items.map((item) => item.details[0]?.product_id)).toEqual([101]);
    expect(cart.grand_total).toEqual({ value: '486.00', currency: 'USD' });
    expect(api.db.tickets.find((ticket) => ticket.product_id === 101)?.status).toBe('CART');
    await expect(client.call('cartAdd', { body: { type: 'BUY', product_id: 101 } })).rejects.toMatchObject({
      status: 409,
    });
  });

  it('keeps two mock APIs apart', async () => {
    const first = setup(MOCK_BUYER_EMAIL);
    await first.client.call('cartAdd', { body: { type: 'BUY', product_id: 101 } });
    const second = createMockApi({ apiBase: API });
    expect(second.db.tickets.find((ticket) => ticket.product_id === 101)?.status).toBe('SELL');
  });

  it('runs the buying flow end to end with replies that match the contract', async () => {
    const { client } = setup(MOCK_BUYER_EMAIL);
    const address = testAddress;
    const shipping = await checked(client, 'addressCreate', { body: { ...address, type: 'DELIVERY' } });
    const billing = await checked(client, 'addressCreate', { body: { ...address, type: 'BILL' } });
    expect((await checked(client, 'addressList', { query: { type: 'DELIVERY' } })).items).toHaveLength(1);
    const cart = await checked(client, 'cartAdd', { body: { type: 'BUY', product_id: 102 } });
    const checkout = await checked(client, 'checkoutCreate', { body: { cart_id: cart.cart_id ?? 0 } });
    expect(checkout.shipping_address?.id).toBe(shipping.id);
    await checked(client, 'checkoutUpdateBilling', {
      body: { checkout_id: checkout.checkout_id, address_id: billing.id },
    });
    await checked(client, 'checkoutGet', { query: { checkout_id: checkout.checkout_id } });
    const { order_no } = await checked(client, 'orderCreate', {
      body: { checkout_id: checkout.checkout_id },
    });
    expect((await checked(client, 'orderGet', { query: { order_no } })).status).toBe('PENDING_PAYMENT');
    expect((await checked(client, 'orderExpiryCheck', { query: { order_no } })).status).toBe(false);
    const paid = await checked(client, 'orderPaymentUpdate', {
      body: { order_no, payment_result: { is_paid: true, token: 'PAYPAL-ORDER-1' } },
    });
    expect(paid.status).toBe('PAID');
    const orders = await checked(client, 'buyerOrders', { query: { type: 'BUYER' } });
    expect(orders.items[0]?.order_no).toBe(order_no);
    expect((await checked(client, 'cartGet')).items).toHaveLength(0);
  });

  it('serves the public catalogue with paging links and the reference data', async () => {
    const { client } = setup();
    const products = await checked(client, 'products', { query: { full_result: 1 } });
    expect(products.items.length).toBeGreaterThan(0);
    expect(products.next).toBeUndefined();
    await checked(client, 'product', { query: { product_id: 101 } });
    await expect(client.call('product', { query: { product_id: 999 } })).rejects.toMatchObject({
      status: 404,
    });
    for (const id of [
      'genres',
      'venues',
      'teams',
      'artists',
      'subGenres',
      'popularSearches',
      'popularEvents',
      'popularTeams',
      'metaContents',
      'masterPaymentData',
      'agreementContent',
      'sellerReportTypes',
    ] as const) {
      await checked(client, id);
    }
    await checked(client, 'events', { query: { has_tickets: 1, full_result: 1 } });
    await checked(client, 'collections');
    await checked(client, 'searchProducts', { query: { q: 'game' } });
  });

  it('pages lists of more than 20 items with a next link that carries the other parameters', async () => {
    const { client, api } = setup();
    const template = api.db.tickets[0];
    if (!template) throw new Error('seed has tickets');
    for (let index = 0; index < 25; index += 1) api.db.tickets.push({ ...template, product_id: 500 + index });
    const first = await client.call('products', { query: { q: 'stub' } });
    expect(first.items).toHaveLength(20);
    expect(first.next).toBe('/products.php?q=stub&page=2');
    const second = await client.call('products', { query: { q: 'stub', page: 2 } });
    expect(second.next).toBeUndefined();
  });

  it('lets a seller list, edit and sell, and a buyer make, counter and accept offers', async () => {
    const seller = setup(MOCK_SELLER_EMAIL);
    const buyerReply = mockLogin(seller.api.db, MOCK_BUYER_EMAIL);
    const buyerSession = createSessionStore({ apiBase: API, storage: memoryStorage() });
    buyerSession.signIn(buyerReply);
    const buyer = createClient({ apiBase: API, routes: siteRoutes, session: buyerSession });

    await checked(seller.client, 'masterData');
    await checked(seller.client, 'myTickets');
    await checked(seller.client, 'sellerPaymentGet');
    const created = await checked(seller.client, 'ticketCreate', {
      body: {
        listing_name: 'Signed scorecard',
        event: { event_id: 1 },
        ticket_type: 3,
        isSale: 1,
        cost: '150',
        quality: 'EXCELLENT',
        images: [{ image_file: 'aGVsbG8=', image_name: 'front.png' }],
      },
    });
    const collection = await checked(seller.client, 'collectionCreate', {
      body: { collection_name: 'Scorecards', isSale: 1, cost: 300 },
    });
    await checked(seller.client, 'collectionUpdate', {
      body: { collection_id: collection.id, collection_name: 'Scorecards 2016', isSale: '0' },
    });
    await checked(seller.client, 'sellerCollections');

    const offer = await checked(buyer, 'offerCreate', {
      body: {
        offer_type: 'OFFER',
        offer_price: 120,
        seller_id: 2,
        offer_items: [{ product_id: created.product_id, product_listing_name: created.listing_name }],
      },
    });
    await expect(
      buyer.call('offerCreate', {
        body: {
          offer_type: 'OFFER',
          offer_price: 120,
          seller_id: 2,
          offer_items: [{ product_id: created.product_id, product_listing_name: 'x' }],
          message: 'mail me at ada@example.com',
        },
      }),
    ).rejects.toMatchObject({ status: 400, code: 'ERR0010', message: ERR0010_MESSAGE });
    const countered = await checked(seller.client, 'offerCounter', {
      body: {
        offer_type: 'COUNTER_OFFER',
        offer_no: offer.offer_no,
        offer_price: 140,
        offer_items: [{ product_id: created.product_id, product_listing_name: created.listing_name }],
      },
    });
    const latest = countered.counter_offers.at(-1);
    if (!latest) throw new Error('counter entry expected');
    await expect(
      buyer.call('offerSetStatus', {
        body: { offer_no: offer.offer_no, offer_id: latest.offer_id, status: 'ACCEPT' },
      }),
    ).resolves.toBeNull();
    await expect(
      seller.client.call('offerSetStatus', {
        body: { offer_no: offer.offer_no, offer_id: latest.offer_id, status: 'ACCEPT' },
      }),
    ).resolves.toBeNull();
    expect((await checked(buyer, 'offerGet', { query: { offer_no: offer.offer_no } })).offer_status).toBe(
      'ACCEPTED_SELLER',
    );
    await checked(buyer, 'cartAdd', {
      body: { type: 'OFFER', offer: { offer_no: offer.offer_no, offer_id: latest.offer_id } },
    });
    expect((await checked(buyer, 'offers', { query: { type: 'BUY' } })).items[0]?.offer_status).toBe('CART');
  });

  it('rejects seller-only calls from a buyer with 403', async () => {
    const { client } = setup(MOCK_BUYER_EMAIL);
    await expect(client.call('sellerOrders')).rejects.toMatchObject({ status: 403, code: 'FORBIDDEN' });
  });

  it('opens rooms, sends messages (ERR0010 for contact details) and clears unread flags', async () => {
    const buyer = setup(MOCK_BUYER_EMAIL);
    const room = await checked(buyer.client, 'roomCreate', { body: { receiver_id: 2 } });
    await checked(buyer.client, 'messageSend', {
      body: { room_id: room.room_id, message: 'Is the stub still available?' },
    });
    await expect(
      buyer.client.call('messageSend', {
        body: { room_id: room.room_id, message: 'call me on 555 010 0199' },
      }),
    ).rejects.toMatchObject({
      code: 'ERR0010',
    });
    const sellerSession = createSessionStore({ apiBase: API, storage: memoryStorage() });
    sellerSession.signIn(mockLogin(buyer.api.db, MOCK_SELLER_EMAIL));
    const seller = createClient({ apiBase: API, routes: siteRoutes, session: sellerSession });
    expect((await checked(seller, 'rooms')).items[0]?.hasUnreadMessage).toBe(true);
    await checked(seller, 'messages', { query: { room_id: room.room_id } });
    await checked(seller, 'messagesMarkRead', { body: { room_id: room.room_id } });
    expect((await checked(seller, 'rooms')).items[0]?.hasUnreadMessage).toBe(false);
  });

  it('files reports and puts new replies first', async () => {
    const { client } = setup(MOCK_BUYER_EMAIL);
    const types = await checked(client, 'reportTypes');
    const room = await checked(client, 'reportCreate', {
      body: { reportType: types.items[0]?.id ?? 1, title: 'Late', description: 'Never arrived' },
    });
    await checked(client, 'reportReply', { body: { room_id: room.room_id, message: 'First' } });
    await checked(client, 'reportReply', { body: { room_id: room.room_id, message: 'Second' } });
    const thread = await checked(client, 'reportReplies', { query: { room_id: room.room_id } });
    expect(thread.items[0]?.replies.map((reply) => reply.message)).toEqual(['Second', 'First']);
    await checked(client, 'reportRooms');
    await checked(client, 'reportSeller', { body: { report_type: 1, report_on: 2 } });
  });

  it('registers, verifies through the outbox link, and resets a password', async () => {
    const { client } = setup();
    await checked(client, 'register', {
      body: {
        user_name: 'Alan',
        email: 'alan@example.com',
        password: 'enigma-1',
        confirm_password: 'enigma-1',
      },
    });
    await expect(
      client.call('login', { body: { email: 'alan@example.com', password: 'enigma-1' } }),
    ).rejects.toMatchObject({ status: 403 });
    const mail = (await checked(client, 'devOutbox', { query: { to: 'alan@example.com' } })).items[0];
    const link = new URL(mail?.links[0] ?? '', 'http://site.test');
    await checked(client, 'verifyEmail', {
      body: {
        email: 'alan@example.com',
        email_verification_key: link.searchParams.get('verification_key') ?? '',
      },
    });
    await checked(client, 'login', { body: { email: 'alan@example.com', password: 'enigma-1' } });
    await checked(client, 'resetMail', { body: { email: 'alan@example.com' } });
    const reset = new URL(
      (await client.call('devOutbox', { query: { to: 'alan@example.com' } })).items[0]?.links[0] ?? '',
      'http://site.test',
    );
    await checked(client, 'resetPassword', {
      body: {
        reset_key: reset.searchParams.get('reset_key') ?? '',
        password: 'enigma-2',
        confirm_password: 'enigma-2',
      },
    });
    await checked(client, 'login', { body: { email: 'alan@example.com', password: 'enigma-2' } });
  });

  it('passes the site gate, refreshes its tokens and rotates the user refresh token', async () => {
    const { client, session } = setup(MOCK_BUYER_EMAIL);
    const gate = await checked(client, 'siteLogin', {
      body: { email: 'preview@momento.example', password: MOCK_PASSWORD },
    });
    client.siteGate?.succeed(gate);
    await expect(client.refreshSiteGate()).resolves.toBe(true);
    const oldRefresh = session.refreshToken();
    await expect(client.refresh()).resolves.toBe(true);
    expect(session.refreshToken()).not.toBe(oldRefresh);
    await checked(client, 'userGet');
    await checked(client, 'logout', { body: { refresh_token: session.refreshToken() ?? undefined } });
  });

  it('lets a test override one operation with an error answer', async () => {
    const { client } = setup();
    server.use(mockErrorHandler(API, 'venues', { code: 'INTERNAL', message: 'Venues are down' }));
    await expect(client.call('venues')).rejects.toMatchObject({
      status: 500,
      code: 'INTERNAL',
      message: 'Venues are down',
    });
    await checked(client, 'genres');
  });

  it("signs a partner widget in like the server: a code for the origin and challenge, spent once, for a token of the widget's operations only", async () => {
    const { api, client } = setup(MOCK_BUYER_EMAIL);
    const origin = 'https://venue.example';
    const verifier = 'v'.repeat(43);
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier)));
    const challenge = btoa(String.fromCharCode(...digest))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
    expect(await getEmbedAllowance(client, origin)).toEqual({ allowed: false });
    const { code } = operations.embedGrant.reply.parse(await grantEmbedCode(client, { origin, challenge }));
    expect(await getEmbedAllowance(client, origin)).toEqual({ allowed: true });

    const widget = createClient({
      apiBase: API,
      routes: siteRoutes,
      session: createSessionStore({ apiBase: API, storage: memoryStorage() }),
      credentials: 'omit',
    });
    await expect(exchangeEmbedCode(widget, { code, verifier: 'w'.repeat(43) })).rejects.toMatchObject({
      status: 400,
      message: EMBED_REFUSALS.verifier,
    });
    await expect(exchangeEmbedCode(widget, { code, verifier })).rejects.toMatchObject({
      status: 400,
      message: EMBED_REFUSALS.used,
    });

    const second = await grantEmbedCode(client, { origin, challenge });
    const session = operations.embedToken.reply.parse(
      await exchangeEmbedCode(widget, { code: second.code, verifier }),
    );
    expect(session.user_data.mail).toBe(MOCK_BUYER_EMAIL);
    expect(api.db.embedTokens.get(session.access_token)).toBe(origin);
    const asWidget = { Authorization: `Bearer ${session.access_token}` };
    expect((await fetch(`${API}/user/cart.php`, { headers: asWidget })).status).toBe(200);
    const refused = await fetch(`${API}/user/orders/checkout.php`, { headers: asWidget });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
      EMBED_REFUSALS.notEmbed,
    );
    const elsewhere = await fetch(`${API}/user/cart.php`, {
      headers: { ...asWidget, Origin: 'https://elsewhere.example' },
    });
    expect(elsewhere.status).toBe(401);
  });

  it("lists and revokes partner sites like the server: the caller's only, a revoked or lapsed one ends the widget's token at once", async () => {
    const { api, client } = setup(MOCK_BUYER_EMAIL);
    const origin = 'https://venue.example';
    const verifier = 'v'.repeat(43);
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier)));
    const challenge = btoa(String.fromCharCode(...digest))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
    expect((await getEmbedSites(client)).items).toEqual([]);
    const widget = createClient({
      apiBase: API,
      routes: siteRoutes,
      session: createSessionStore({ apiBase: API, storage: memoryStorage() }),
      credentials: 'omit',
    });
    const { access_token } = await exchangeEmbedCode(widget, {
      code: (await grantEmbedCode(client, { origin, challenge })).code,
      verifier,
    });
    const asWidget = { Authorization: `Bearer ${access_token}` };
    const [site] = operations.embedSites.reply.parse(await getEmbedSites(client)).items;
    expect(site).toMatchObject({ origin });
    expect((Date.parse(site!.expires_at) - Date.parse(site!.granted_at)) / 86_400_000).toBe(
      EMBED_ALLOWANCE_DAYS,
    );

    // Someone else's id is not found for the seller; the buyer's site stays.
    const sellerSession = createSessionStore({ apiBase: API, storage: memoryStorage() });
    sellerSession.signIn(mockLogin(api.db, MOCK_SELLER_EMAIL));
    const seller = createClient({
      apiBase: API,
      routes: siteRoutes,
      session: sellerSession,
      siteGate: createSiteGateStore({ apiBase: API, storage: memoryStorage() }),
    });
    await expect(revokeEmbedSite(seller, site!.id)).rejects.toMatchObject({ status: 404 });
    expect((await getEmbedSites(seller)).items).toEqual([]);
    expect((await fetch(`${API}/user/cart.php`, { headers: asWidget })).status).toBe(200);

    await revokeEmbedSite(client, site!.id);
    const revoked = await fetch(`${API}/user/cart.php`, { headers: asWidget });
    expect(revoked.status).toBe(401);
    expect(((await revoked.json()) as { error: { message: string } }).error.message).toBe(
      EMBED_REFUSALS.allowance,
    );
    expect((await getEmbedSites(client)).items).toEqual([]);
    expect(await getEmbedAllowance(client, origin)).toEqual({ allowed: false });

    // A consent given longer ago than EMBED_ALLOWANCE_DAYS has lapsed: the window asks again.
    const again = await exchangeEmbedCode(widget, {
      code: (await grantEmbedCode(client, { origin, challenge })).code,
      verifier,
    });
    for (const allowance of api.db.embedAllowances.values()) allowance.expiresAt = Date.now() - 1;
    expect(await getEmbedAllowance(client, origin)).toEqual({ allowed: false });
    expect(
      (await fetch(`${API}/user/cart.php`, { headers: { Authorization: `Bearer ${again.access_token}` } }))
        .status,
    ).toBe(401);
  });
});
