// Parity: the kit's mock server (packages/marketplace-kit/src/mocks) and the real API answer the same client
// actions with the same status, error code and message. Each scenario below is written once and played against both,
// as equivalent users (a buyer, a seller, an administrator, a visitor); the shared rules and texts live in
// packages/contract (docs/rules/README.md).

import { crc32, deflateSync } from 'node:zlib';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, BUYER, SELLER, startTestApi, type TestApi } from '../apps/api/test/harness.ts';
import { createMockApi, type MockApi } from '../packages/marketplace-kit/src/mocks/createMockApi.ts';
import { MOCK_ADMIN_EMAIL } from '../packages/marketplace-kit/src/mocks/adminFixtures.ts';
import {
  MOCK_BUYER_EMAIL,
  MOCK_PASSWORD,
  MOCK_SELLER_EMAIL,
} from '../packages/marketplace-kit/src/mocks/db.ts';
import { mockLogin } from '../packages/marketplace-kit/src/mocks/login.ts';

/** What a client sees of a reply: its status and, for an error, its code and message. */
type Outcome = { status: number; code?: string; message?: string };
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Reply = { status: number; body: any };
type Role = 'visitor' | 'buyer' | 'seller' | 'admin';

/** One side of the comparison: a way to call it as each role, and the facts a scenario needs. */
type Side = {
  call: (role: Role, method: string, path: string, body?: unknown) => Promise<Reply>;
  ids: Record<'buyer' | 'seller', number>;
  /** The buyer's password. */
  buyerPassword: string;
  /** A ticket the seller has for sale. */
  sellerTicket: { product_id: number; product_listing_name: string };
  /** Another ticket the seller has for sale, which the purchase scenario buys. */
  saleTicket: number;
  /** A ticket type of the reference data. */
  ticketTypeId: number;
};

const outcome = ({ status, body }: Reply): Outcome =>
  body?.error ? { status, code: body.error.code, message: body.error.message } : { status };

const MOCK_BASE = 'http://mock.test/api/v1';
const msw = setupServer();
let api: TestApi;
let mock: MockApi;
let real: Side;
let mocked: Side;

async function fetchReply(url: string, method: string, token: string | null, body: unknown): Promise<Reply> {
  const headers: Record<string, string> = {};
  if (token) headers['authorization'] = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(url, {
    method,
    headers,
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

beforeAll(async () => {
  // Only the mock's base is answered by MSW; the real API's requests pass through.
  msw.listen({ onUnhandledFrame: 'bypass' });
  api = await startTestApi();
  const [buyer, seller, admin] = await Promise.all([
    api.login(BUYER.email, BUYER.password),
    api.login(SELLER.email, SELLER.password),
    api.login(ADMIN.email, ADMIN.password),
  ]);
  const apiTokens: Record<Role, string | null> = {
    visitor: null,
    buyer: buyer.token,
    seller: seller.token,
    admin: admin.token,
  };
  // A ticket of the seller's for sale without automatic answers, so an offer on it stays open.
  const onSale = api.database.db
    .selectFrom('tickets')
    .select(['id', 'listing_name'])
    .where('seller_id', '=', seller.user_data.id)
    .where('status', '=', 'SELL')
    .where('is_sale', '=', true)
    .where('price_cents', 'is not', null)
    .where('hidden_at', 'is', null)
    .where('deleted_at', 'is', null)
    .orderBy('id');
  const apiTicket = await onSale.where('auto_accept_cents', 'is', null).executeTakeFirstOrThrow();
  const apiEvent = await api.database.db
    .selectFrom('events')
    .select('id')
    .where('status', '=', 'APPROVED')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const apiTicketType = await api.database.db
    .selectFrom('ticket_types')
    .select('id')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  real = {
    call: (role, method, path, body) => fetchReply(`${api.url}${path}`, method, apiTokens[role], body),
    ids: { buyer: buyer.user_data.id, seller: seller.user_data.id },
    buyerPassword: BUYER.password,
    sellerTicket: { product_id: apiTicket.id, product_listing_name: apiTicket.listing_name },
    saleTicket: 0,
    ticketTypeId: apiTicketType.id,
  };
  real.saleTicket = await newTicket(real, apiEvent.id);

  mock = createMockApi({ apiBase: MOCK_BASE });
  msw.use(...mock.handlers);
  const logins = {
    buyer: mockLogin(mock.db, MOCK_BUYER_EMAIL),
    seller: mockLogin(mock.db, MOCK_SELLER_EMAIL),
    admin: mockLogin(mock.db, MOCK_ADMIN_EMAIL),
  };
  const mockTokens: Record<Role, string | null> = {
    visitor: null,
    buyer: logins.buyer.token,
    seller: logins.seller.token,
    admin: logins.admin.token,
  };
  const mockTicket = mock.db.tickets.find(
    (item) =>
      item.seller.id === logins.seller.user_data.id &&
      item.status === 'SELL' &&
      (item.isSale === 1 || item.isSale === '1') &&
      item.cost !== null,
  );
  mocked = {
    call: (role, method, path, body) => fetchReply(`${MOCK_BASE}${path}`, method, mockTokens[role], body),
    ids: { buyer: logins.buyer.user_data.id, seller: logins.seller.user_data.id },
    buyerPassword: MOCK_PASSWORD,
    sellerTicket: { product_id: mockTicket!.product_id, product_listing_name: mockTicket!.listing_name },
    saleTicket: 0,
    ticketTypeId: mock.db.masterData.ticket_types[0]!.id,
  };
  mocked.saleTicket = await newTicket(
    mocked,
    mock.db.events.find((event) => event.status === 'APPROVED')!.event_id,
  );
});

/** A 16 x 16 PNG (the smallest image the API takes), in base64. */
function smallPng(): string {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(16, 0);
  header.writeUInt32BE(16, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.concat(
    Array.from({ length: 16 }, () => Buffer.concat([Buffer.from([0]), Buffer.alloc(48, 0x7a)])),
  );
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]).toString('base64');
}

/** The seller lists a new ticket for sale on `eventId`, for the purchase scenario (no offer scenario touches it). */
async function newTicket(side: Side, eventId: number): Promise<number> {
  const made = await side.call('seller', 'POST', '/seller/products.php', {
    listing_name: 'Parity purchase',
    event: { event_id: eventId },
    ticket_type: side.ticketTypeId,
    isSale: 1,
    cost: 30,
    quality: 'GOOD',
    images: [{ image_file: smallPng(), image_name: 'seat.png' }],
  });
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  return made.body.data.product_id;
}

afterAll(async () => {
  msw.close();
  await api?.close();
});

/** Plays `scenario` against the real API and the mock and expects the same outcome of every step. */
async function same(scenario: (side: Side) => Promise<Outcome[]>): Promise<Outcome[]> {
  const fromApi = await scenario(real);
  const fromMock = await scenario(mocked);
  expect(fromMock, 'the mock answers as the API does').toEqual(fromApi);
  return fromApi;
}

const OFFERS = '/user/offers/offers.php';

/** The buyer offers on the seller's ticket; the reply's offer. */
async function openOffer(side: Side): Promise<{ offer_no: string; offer_id: number }> {
  const made = await side.call('buyer', 'POST', OFFERS, {
    offer_type: 'OFFER',
    offer_price: 5,
    seller_id: side.ids.seller,
    offer_items: [side.sellerTicket],
  });
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  return made.body.data;
}

describe('offers', () => {
  it('refuses an offer on the caller’s own tickets alike', async () => {
    const [refused] = await same(async (side) => [
      outcome(
        await side.call('seller', 'POST', OFFERS, {
          offer_type: 'OFFER',
          offer_price: 5,
          seller_id: side.ids.seller,
          offer_items: [side.sellerTicket],
        }),
      ),
    ]);
    expect(refused).toMatchObject({ status: 403, code: 'FORBIDDEN' });
  });

  it('answers an unknown offer, and another pair’s offer, with the same 404', async () => {
    const steps = await same(async (side) => {
      const offer = await openOffer(side);
      return [
        outcome(await side.call('buyer', 'GET', `${OFFERS}?offer_no=OF-2026-999999`)),
        outcome(await side.call('admin', 'GET', `${OFFERS}?offer_no=${offer.offer_no}`)),
      ];
    });
    expect(steps[0]).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });

  it('refuses the same moves the action table does not allow', async () => {
    await same(async (side) => {
      const offer = await openOffer(side);
      const setStatus = (role: Role, status: string, offerId = offer.offer_id) =>
        side.call(role, 'PUT', `${OFFERS}?action=set_status`, {
          offer_no: offer.offer_no,
          offer_id: offerId,
          status,
        });
      return [
        // The buyer can not accept, and the seller can not cancel, an open offer of the buyer's.
        outcome(await setStatus('buyer', 'ACCEPT')),
        outcome(await setStatus('seller', 'CANCEL')),
        // Only the other side counters.
        outcome(
          await side.call('buyer', 'POST', OFFERS, {
            offer_type: 'COUNTER_OFFER',
            offer_no: offer.offer_no,
            offer_price: 6,
            offer_items: [side.sellerTicket],
          }),
        ),
        // The seller rejects; nothing more can be done to a rejected offer.
        outcome(await setStatus('seller', 'REJECT')),
        outcome(await setStatus('buyer', 'CANCEL')),
      ];
    });
  });
});

describe('who may call what', () => {
  // The demo administrator of the API's seed also sells and the mock's does not, so seller routes are compared for
  // the other three roles (the rule is the same; the people differ).
  const routes: Array<[string, string, readonly Role[]]> = [
    ['GET', '/user/cart.php', ['visitor', 'buyer', 'seller', 'admin']],
    ['GET', '/seller/account/payment_policy.php', ['visitor', 'buyer', 'seller']],
    // Identity comes before input: a buyer is refused an active seller's operation whatever it sends.
    ['PUT', '/seller/products.php?action=move_to_sell', ['visitor', 'buyer']],
    ['GET', '/admin/moderation.php', ['visitor', 'buyer', 'seller', 'admin']],
    // A buyer calling a seller's operation, a seller an admin's.
    ['POST', '/seller/products.php', ['visitor', 'buyer']],
    ['GET', '/seller/orders/order.php', ['visitor', 'buyer']],
    ['GET', '/admin/users.php', ['visitor', 'buyer', 'seller']],
  ];
  for (const [method, path, roles] of routes) {
    it(`answers ${method} ${path} alike for ${roles.join(', ')}`, async () => {
      await same(async (side) => {
        const outcomes: Outcome[] = [];
        for (const role of roles) outcomes.push(outcome(await side.call(role, method, path)));
        return outcomes;
      });
    });
  }
});

describe('partner sites', () => {
  it('adds a partner, then refuses its origin to another, a blank name, an inexact origin and an unknown partner alike', async () => {
    const steps = await same(async (side) => {
      const PARTNERS = '/admin/partners.php';
      const origin = 'https://parity-venue.example';
      const added = await side.call('admin', 'POST', PARTNERS, {
        name: 'Parity Venue',
        contact_email: null,
        origins: [origin],
      });
      const outcomes = [
        outcome(
          await side.call('buyer', 'POST', PARTNERS, { name: 'Mine', origins: ['https://mine.example'] }),
        ),
        outcome(await side.call('admin', 'POST', PARTNERS, { name: 'Copycat', origins: [origin] })),
        outcome(
          await side.call('admin', 'POST', PARTNERS, { name: '  ', origins: ['https://blank.example'] }),
        ),
        outcome(
          await side.call('admin', 'POST', PARTNERS, {
            name: 'Paths',
            origins: ['https://paths.example/tickets'],
          }),
        ),
        outcome(await side.call('admin', 'PUT', PARTNERS, { partner_id: 999_999, status: 'PAUSED' })),
        outcome(await side.call('admin', 'DELETE', PARTNERS, { partner_id: added.body.data.id })),
      ];
      return [{ status: added.status, message: added.body.data.name }, ...outcomes];
    });
    expect(steps.map((step) => step.status)).toEqual([200, 403, 409, 400, 400, 404, 200]);
  });
});

const CART = '/user/cart.php';
const CHECKOUT = '/user/orders/checkout.php';
const ORDER = '/user/orders/order.php';
const FULFILMENT = '/seller/orders/fulfillment.php';
const PRODUCTS = '/seller/products.php';

/** An address of the buyer's, of `type`; the reply's id. */
async function addAddress(side: Side, type: 'DELIVERY' | 'BILL'): Promise<number> {
  const made = await side.call('buyer', 'POST', '/user/account/address.php', {
    type,
    first_name: 'Pat',
    last_name: 'Parity',
    mobile_no: '5550100',
    address_line_1: '1 Main Street',
    address_line_2: null,
    administrative_area: 'State',
    city: 'Town',
    postal_code: '12345',
    country: 'US',
  });
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  return made.body.data.id;
}

describe('cart and checkout', () => {
  it('adds a ticket, refuses it twice, refuses the seller’s own and removes it alike; refuses checkouts alike', async () => {
    const steps = await same(async (side) => {
      const add = (role: Role, product_id: number) =>
        side.call(role, 'PUT', CART, { type: 'BUY', product_id });
      const added = await add('buyer', side.saleTicket);
      expect(added.status, JSON.stringify(added.body)).toBe(200);
      const cartId: number = added.body.data.cart_id;
      const outcomes = [
        outcome(added),
        outcome(await add('buyer', side.saleTicket)),
        outcome(await add('seller', side.saleTicket)),
        outcome(await add('buyer', 999_999)),
        outcome(await side.call('buyer', 'POST', CHECKOUT, { cart_id: 999_999 })),
        outcome(await side.call('buyer', 'DELETE', CART, { product_id: side.saleTicket })),
        outcome(await side.call('buyer', 'DELETE', CART, { product_id: side.saleTicket })),
        // The buyer's cart, empty now.
        outcome(await side.call('buyer', 'POST', CHECKOUT, { cart_id: cartId })),
        outcome(await side.call('buyer', 'POST', ORDER, { checkout_id: 999_999 })),
      ];
      return outcomes;
    });
    expect(steps.map((step) => step.status)).toEqual([200, 409, 403, 404, 404, 200, 404, 409, 404]);
  });

  it('buys a ticket, then refuses it to another buyer, and walks its sub-order through the fulfilment transitions alike', async () => {
    const steps = await same(async (side) => {
      const outcomes: Outcome[] = [];
      const step = async (role: Role, method: string, path: string, body?: unknown): Promise<Reply> => {
        const reply = await side.call(role, method, path, body);
        outcomes.push(outcome(reply));
        return reply;
      };
      const added = await step('buyer', 'PUT', CART, { type: 'BUY', product_id: side.saleTicket });
      const checkout = await step('buyer', 'POST', CHECKOUT, { cart_id: added.body.data.cart_id });
      const checkoutId: number = checkout.body.data.checkout_id;
      await step('buyer', 'PUT', `${CHECKOUT}?action=updateShippingAddress`, {
        checkout_id: checkoutId,
        address_id: 999_999,
      });
      await step('buyer', 'PUT', `${CHECKOUT}?action=updateShippingAddress`, {
        checkout_id: checkoutId,
        address_id: await addAddress(side, 'DELIVERY'),
      });
      await step('buyer', 'PUT', `${CHECKOUT}?action=updateBillingAddress`, {
        checkout_id: checkoutId,
        address_id: await addAddress(side, 'BILL'),
      });
      const ordered = await step('buyer', 'POST', ORDER, { checkout_id: checkoutId });
      const orderNo: string = ordered.body.data.order_no;
      await step('buyer', 'POST', ORDER, { checkout_id: checkoutId });
      // Paid through the development payment step, as the quick start does.
      const payment = await side.call('buyer', 'POST', '/dev/test-payments', { order_no: orderNo });
      expect(payment.status, JSON.stringify(payment.body)).toBe(200);
      await step('buyer', 'PUT', `${ORDER}?action=paymentUpdate`, {
        order_no: orderNo,
        payment_result: { is_paid: true, token: payment.body.data.token },
      });
      // Sold: no one else can have it.
      await step('admin', 'PUT', CART, { type: 'BUY', product_id: side.saleTicket });
      const tracking = (expected_delivery: string) => ({
        order_no: orderNo,
        carrier_name: 'Parcel Co',
        service_name: 'Express',
        tracking_no: 'PC123',
        shipping_cost: 5,
        expected_delivery,
      });
      // Fulfilment: the transitions the contract allows, and the ones it refuses.
      await step('seller', 'PUT', FULFILMENT, tracking('2099-01-01'));
      await step('seller', 'PUT', `${ORDER.replace('/user/', '/seller/')}?action=updateOrderDelivered`, {
        order_no: orderNo,
      });
      await step('seller', 'POST', FULFILMENT, tracking('2000-01-01'));
      await step('seller', 'POST', FULFILMENT, tracking('2099-01-01'));
      await step('seller', 'POST', FULFILMENT, tracking('2099-01-01'));
      await step('seller', 'PUT', FULFILMENT, tracking('2099-01-02'));
      const subOrderId: number = (await side.call('buyer', 'GET', `${ORDER}?order_no=${orderNo}`)).body.data
        .sub_orders[0].id;
      await step('seller', 'PUT', `${ORDER}?action=updateOrderReceived`, {
        order_no: orderNo,
        sub_order_id: subOrderId,
      });
      await step('seller', 'PUT', `${ORDER.replace('/user/', '/seller/')}?action=updateOrderDelivered`, {
        order_no: orderNo,
      });
      await step('seller', 'PUT', `${ORDER.replace('/user/', '/seller/')}?action=updateOrderDelivered`, {
        order_no: orderNo,
      });
      await step('buyer', 'PUT', `${ORDER}?action=updateOrderReceived`, {
        order_no: orderNo,
        sub_order_id: subOrderId,
      });
      await step('buyer', 'PUT', `${ORDER}?action=updateOrderReceived`, {
        order_no: orderNo,
        sub_order_id: subOrderId,
      });
      return outcomes;
    });
    expect(steps.map((step) => step.status)).toEqual([
      200, 200, 404, 200, 200, 200, 409, 200, 409, 409, 409, 400, 200, 409, 200, 403, 200, 409, 200, 409,
    ]);
  });
});

describe('a seller’s tickets', () => {
  it('refuses a new ticket without a known type, without a price, with automatic answers above it, or for an unknown event alike', async () => {
    await same(async (side) => {
      const ticket = (changes: Record<string, unknown>) => ({
        listing_name: 'Parity seats',
        event: { event_id: 999_999 },
        ticket_type: side.ticketTypeId,
        isSale: 1,
        cost: 40,
        quality: 'GOOD',
        images: [{ image_file: 'aGVsbG8=', image_name: 'seat.jpg' }],
        ...changes,
      });
      return [
        outcome(await side.call('seller', 'POST', PRODUCTS, ticket({ ticket_type: 999_999 }))),
        outcome(await side.call('seller', 'POST', PRODUCTS, ticket({ cost: null }))),
        outcome(await side.call('seller', 'POST', PRODUCTS, ticket({ auto_accept_price: 45 }))),
        outcome(await side.call('seller', 'POST', PRODUCTS, ticket({}))),
        outcome(await side.call('seller', 'PUT', PRODUCTS, { ...ticket({}), product_id: 999_999 })),
        // The whole body wrong: the schema's refusal names the body.
        outcome(await side.call('seller', 'POST', PRODUCTS, [])),
      ];
    });
  });
});

describe('account', () => {
  it('refuses a password change with a wrong old password, or the same password again, alike', async () => {
    await same(async (side) => {
      const change = (old_password: string, new_password: string) =>
        side.call('buyer', 'PUT', '/user/account/user.php?action=change_password', {
          old_password,
          new_password,
          confirm_password: new_password,
        });
      return [
        outcome(await change('not-the-password', 'a-new-password-1')),
        outcome(await change(side.buyerPassword, side.buyerPassword)),
      ];
    });
  });

  it('refuses a wrong password, and an account with an accepted offer, alike', async () => {
    const steps = await same(async (side) => {
      const deleteAccount = (password: string) =>
        side.call('buyer', 'DELETE', '/user/account/user.php', { password });
      const wrong = outcome(await deleteAccount('not-the-password'));
      // The seller accepts the buyer's offer: until it is bought or called off, the buyer's account stays.
      const offer = await openOffer(side);
      const accepted = outcome(
        await side.call('seller', 'PUT', `${OFFERS}?action=set_status`, {
          offer_no: offer.offer_no,
          offer_id: offer.offer_id,
          status: 'ACCEPT',
        }),
      );
      return [wrong, accepted, outcome(await deleteAccount(side.buyerPassword))];
    });
    expect(steps[2]).toMatchObject({ status: 409, code: 'CONFLICT' });
  });

  it('deletes a new account with nothing under way, after refusing a wrong password, alike', async () => {
    const steps = await same(async (side) => {
      const USER = '/user/user_settings.php';
      const email = `parity-${side === real ? 'api' : 'mock'}@momento.test`;
      const password = 'parity-password-1';
      const registered = outcome(
        await side.call('visitor', 'POST', `${USER}?action=register`, {
          user_name: 'Parity Person',
          email,
          password,
          confirm_password: password,
        }),
      );
      const mails = await side.call('visitor', 'GET', `/dev/outbox?to=${encodeURIComponent(email)}`);
      const link = new URL(mails.body.data.items[0].links[0], 'http://site.test');
      const key = link.searchParams.get('verification_key');
      const verified = outcome(
        await side.call('visitor', 'POST', `${USER}?action=verify`, { email, email_verification_key: key }),
      );
      const login = await side.call('visitor', 'POST', `${USER}?action=login`, { email, password });
      const token: string = login.body.data.token;
      const remove = (body: unknown) =>
        fetchReply(`${side === real ? api.url : MOCK_BASE}/user/account/user.php`, 'DELETE', token, body);
      return [
        registered,
        verified,
        outcome(login),
        outcome(await remove({ password: 'not-the-password' })),
        outcome(await remove({ password })),
        outcome(await side.call('visitor', 'POST', `${USER}?action=login`, { email, password })),
      ];
    });
    expect(steps.map((step) => step.status)).toEqual([200, 200, 200, 400, 200, 401]);
  });
});
