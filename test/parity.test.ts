// Parity: the kit's mock server (packages/marketplace-kit/src/mocks) and the real API answer the same client
// actions with the same status, error code and message. Each scenario below is written once and played against both,
// as equivalent users (a buyer, a seller, an administrator, a visitor); the shared rules and texts live in
// packages/contract (docs/rules/README.md).

import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, BUYER, SELLER, startTestApi, type TestApi } from '../apps/api/test/harness.ts';
import { createMockApi, type MockApi } from '../packages/marketplace-kit/src/mocks/createMockApi.ts';
import { MOCK_ADMIN_EMAIL } from '../packages/marketplace-kit/src/mocks/adminFixtures.ts';
import { MOCK_BUYER_EMAIL, MOCK_PASSWORD, MOCK_SELLER_EMAIL } from '../packages/marketplace-kit/src/mocks/db.ts';
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
};

const outcome = ({ status, body }: Reply): Outcome => (body?.error ? { status, code: body.error.code, message: body.error.message } : { status });

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
  const response = await fetch(url, { method, headers, ...(body !== undefined ? { body: JSON.stringify(body) } : {}) });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

beforeAll(async () => {
  // Only the mock's base is answered by MSW; the real API's requests pass through.
  msw.listen({ onUnhandledFrame: 'bypass' });
  api = await startTestApi();
  const [buyer, seller, admin] = await Promise.all([api.login(BUYER.email, BUYER.password), api.login(SELLER.email, SELLER.password), api.login(ADMIN.email, ADMIN.password)]);
  const apiTokens: Record<Role, string | null> = { visitor: null, buyer: buyer.token, seller: seller.token, admin: admin.token };
  // A ticket of the seller's for sale without automatic answers, so an offer on it stays open.
  const apiTicket = await api.database.db
    .selectFrom('tickets')
    .select(['id', 'listing_name'])
    .where('seller_id', '=', seller.user_data.id)
    .where('status', '=', 'SELL')
    .where('auto_accept_cents', 'is', null)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  real = {
    call: (role, method, path, body) => fetchReply(`${api.url}${path}`, method, apiTokens[role], body),
    ids: { buyer: buyer.user_data.id, seller: seller.user_data.id },
    buyerPassword: BUYER.password,
    sellerTicket: { product_id: apiTicket.id, product_listing_name: apiTicket.listing_name },
  };

  mock = createMockApi({ apiBase: MOCK_BASE });
  msw.use(...mock.handlers);
  const logins = { buyer: mockLogin(mock.db, MOCK_BUYER_EMAIL), seller: mockLogin(mock.db, MOCK_SELLER_EMAIL), admin: mockLogin(mock.db, MOCK_ADMIN_EMAIL) };
  const mockTokens: Record<Role, string | null> = { visitor: null, buyer: logins.buyer.token, seller: logins.seller.token, admin: logins.admin.token };
  const mockTicket = mock.db.tickets.find((item) => item.seller.id === logins.seller.user_data.id && item.status === 'SELL')!;
  mocked = {
    call: (role, method, path, body) => fetchReply(`${MOCK_BASE}${path}`, method, mockTokens[role], body),
    ids: { buyer: logins.buyer.user_data.id, seller: logins.seller.user_data.id },
    buyerPassword: MOCK_PASSWORD,
    sellerTicket: { product_id: mockTicket.product_id, product_listing_name: mockTicket.listing_name },
  };
});

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
  const made = await side.call('buyer', 'POST', OFFERS, { offer_type: 'OFFER', offer_price: 5, seller_id: side.ids.seller, offer_items: [side.sellerTicket] });
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  return made.body.data;
}

describe('offers', () => {
  it('refuses an offer on the caller’s own tickets alike', async () => {
    const [refused] = await same(async (side) => [
      outcome(await side.call('seller', 'POST', OFFERS, { offer_type: 'OFFER', offer_price: 5, seller_id: side.ids.seller, offer_items: [side.sellerTicket] })),
    ]);
    expect(refused).toMatchObject({ status: 403, code: 'FORBIDDEN' });
  });

  it('answers an unknown offer, and another pair’s offer, with the same 404', async () => {
    const steps = await same(async (side) => {
      const offer = await openOffer(side);
      return [outcome(await side.call('buyer', 'GET', `${OFFERS}?offer_no=OF-2026-999999`)), outcome(await side.call('admin', 'GET', `${OFFERS}?offer_no=${offer.offer_no}`))];
    });
    expect(steps[0]).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });

  it('refuses the same moves the action table does not allow', async () => {
    await same(async (side) => {
      const offer = await openOffer(side);
      const setStatus = (role: Role, status: string, offerId = offer.offer_id) => side.call(role, 'PUT', `${OFFERS}?action=set_status`, { offer_no: offer.offer_no, offer_id: offerId, status });
      return [
        // The buyer can not accept, and the seller can not cancel, an open offer of the buyer's.
        outcome(await setStatus('buyer', 'ACCEPT')),
        outcome(await setStatus('seller', 'CANCEL')),
        // Only the other side counters.
        outcome(await side.call('buyer', 'POST', OFFERS, { offer_type: 'COUNTER_OFFER', offer_no: offer.offer_no, offer_price: 6, offer_items: [side.sellerTicket] })),
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
      const added = await side.call('admin', 'POST', PARTNERS, { name: 'Parity Venue', contact_email: null, origins: [origin] });
      const outcomes = [
        outcome(await side.call('buyer', 'POST', PARTNERS, { name: 'Mine', origins: ['https://mine.example'] })),
        outcome(await side.call('admin', 'POST', PARTNERS, { name: 'Copycat', origins: [origin] })),
        outcome(await side.call('admin', 'POST', PARTNERS, { name: '  ', origins: ['https://blank.example'] })),
        outcome(await side.call('admin', 'POST', PARTNERS, { name: 'Paths', origins: ['https://paths.example/tickets'] })),
        outcome(await side.call('admin', 'PUT', PARTNERS, { partner_id: 999_999, status: 'PAUSED' })),
        outcome(await side.call('admin', 'DELETE', PARTNERS, { partner_id: added.body.data.id })),
      ];
      return [{ status: added.status, message: added.body.data.name }, ...outcomes];
    });
    expect(steps.map((step) => step.status)).toEqual([200, 403, 409, 400, 400, 404, 200]);
  });
});

describe('account', () => {
  it('refuses a password change with a wrong old password, or the same password again, alike', async () => {
    await same(async (side) => {
      const change = (old_password: string, new_password: string) =>
        side.call('buyer', 'PUT', '/user/account/user.php?action=change_password', { old_password, new_password, confirm_password: new_password });
      return [outcome(await change('not-the-password', 'a-new-password-1')), outcome(await change(side.buyerPassword, side.buyerPassword))];
    });
  });


  it('refuses a wrong password, and an account with an accepted offer, alike', async () => {
    const steps = await same(async (side) => {
      const deleteAccount = (password: string) => side.call('buyer', 'DELETE', '/user/account/user.php', { password });
      const wrong = outcome(await deleteAccount('not-the-password'));
      // The seller accepts the buyer's offer: until it is bought or called off, the buyer's account stays.
      const offer = await openOffer(side);
      const accepted = outcome(await side.call('seller', 'PUT', `${OFFERS}?action=set_status`, { offer_no: offer.offer_no, offer_id: offer.offer_id, status: 'ACCEPT' }));
      return [wrong, accepted, outcome(await deleteAccount(side.buyerPassword))];
    });
    expect(steps[2]).toMatchObject({ status: 409, code: 'CONFLICT' });
  });
});
