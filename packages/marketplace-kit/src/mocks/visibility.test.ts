import { adminRoutes } from '@momento/contract';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MOCK_ADMIN_EMAIL } from './adminFixtures.ts';
import { createMockApi, type MockApi } from './createMockApi.ts';
import { MOCK_BUYER_EMAIL, MOCK_SELLER_EMAIL } from './db.ts';
import { mockLogin } from './index.ts';
import { checked, clientOf, MOCK_API } from '../testing/mockClients.ts';

// The mock server follows the server's visibility rules (docs/rules/visibility.md), so that stories and tests show
// what the API would answer.

const API = MOCK_API;
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function start(): MockApi {
  const api = createMockApi({ apiBase: API });
  server.use(...api.handlers);
  return api;
}

const SELLER_ID = 2;

describe("an operator's rejection reason in the mock", () => {
  it("reaches the event's creator and the operators, and no other reader of the listing, the search or the events", async () => {
    const api = start();
    const reason = 'This game was never played at that venue.';
    // The seller created the first event, and an admin rejected it.
    const event = {
      ...api.db.events[0]!,
      status: 'REJECTED' as const,
      created_by: SELLER_ID,
      rejection_reason: reason,
    };
    api.db.events = api.db.events.map((item) => (item.event_id === event.event_id ? event : item));
    api.db.tickets = api.db.tickets.map((ticket) =>
      ticket.event.event_id === event.event_id ? { ...ticket, event } : ticket,
    );

    for (const email of [MOCK_SELLER_EMAIL, MOCK_ADMIN_EMAIL]) {
      const client = clientOf(api, email);
      expect((await checked(client, 'product', { query: { product_id: 101 } })).event.rejection_reason).toBe(
        reason,
      );
      expect(
        (await checked(client, 'events', { query: { status: 'REJECTED' } })).items[0]?.rejection_reason,
      ).toBe(reason);
    }
    for (const client of [clientOf(api), clientOf(api, MOCK_BUYER_EMAIL)]) {
      const ticket = await checked(client, 'product', { query: { product_id: 101 } });
      expect(ticket.event.status).toBe('REJECTED');
      expect(ticket.event).not.toHaveProperty('rejection_reason');
      const found = await checked(client, 'searchProducts', { query: { seller: SELLER_ID } });
      expect(found.items.map((item) => item.event)).not.toContainEqual(
        expect.objectContaining({ rejection_reason: reason }),
      );
      const sellerPage = await checked(client, 'products', { query: { seller: SELLER_ID } });
      expect(sellerPage.items.map((item) => item.event)).not.toContainEqual(
        expect.objectContaining({ rejection_reason: reason }),
      );
      const events = await checked(client, 'events', { query: { status: 'REJECTED' } });
      expect(events.items.map((item) => item.rejection_reason)).toEqual(events.items.map(() => undefined));
    }
  });
});

describe("a deactivated seller's listings and collections in the mock", () => {
  it('vanish from the public reads (the listing answers 404) and come back on reactivation', async () => {
    const api = start();
    const admin = clientOf(api, MOCK_ADMIN_EMAIL);
    const visitor = clientOf(api);
    expect((await checked(visitor, 'collections', {})).items.map((item) => item.user_id)).toContain(
      SELLER_ID,
    );

    await admin.call(
      'adminSellerPermission',
      { body: { user_id: SELLER_ID, status: 'INACTIVE', reason: 'Counterfeits' } },
      { route: adminRoutes.adminSellerPermission },
    );
    for (const client of [visitor, clientOf(api, MOCK_BUYER_EMAIL)]) {
      expect((await checked(client, 'collections', { query: { seller: SELLER_ID } })).items).toEqual([]);
      expect((await checked(client, 'searchProducts', { query: { seller: SELLER_ID } })).items).toEqual([]);
      expect((await checked(client, 'products', {})).items).toEqual([]);
      await expect(client.call('product', { query: { product_id: 101 } })).rejects.toMatchObject({
        status: 404,
        code: 'NOT_FOUND',
      });
    }
    // Its seller and the admins still open it.
    for (const client of [clientOf(api, MOCK_SELLER_EMAIL), admin]) {
      expect((await checked(client, 'product', { query: { product_id: 101 } })).product_id).toBe(101);
    }

    await admin.call(
      'adminSellerPermission',
      { body: { user_id: SELLER_ID, status: 'ACTIVE' } },
      { route: adminRoutes.adminSellerPermission },
    );
    expect((await checked(visitor, 'collections', { query: { seller: SELLER_ID } })).items).toHaveLength(1);
    expect((await checked(visitor, 'product', { query: { product_id: 101 } })).product_id).toBe(101);
  });

  it("count in a collection's ticket_count only the listings a buyer can open: not a hidden one", async () => {
    const api = start();
    const [bundle] = api.db.collections;
    const inBundle = { collection_id: bundle!.id, collection_name: bundle!.collection_name };
    // 101 and 102 in the bundle, instead of the demo's own tickets.
    api.db.tickets = api.db.tickets.map((ticket) => ({
      ...ticket,
      collection: ticket.product_id === 101 || ticket.product_id === 102 ? inBundle : null,
    }));
    const visitor = clientOf(api);
    expect((await checked(visitor, 'collections', {})).items.map((item) => item.ticket_count)).toEqual([2]);

    await clientOf(api, MOCK_ADMIN_EMAIL).call(
      'adminTicketVisibility',
      { body: { product_id: 102, hidden: true, reason: 'Counterfeit stub' } },
      { route: adminRoutes.adminTicketVisibility },
    );
    await expect(visitor.call('product', { query: { product_id: 102 } })).rejects.toMatchObject({
      status: 404,
    });
    expect(
      (await checked(visitor, 'products', { query: { collection_id: bundle!.id } })).items.map(
        (item) => item.product_id,
      ),
    ).toEqual([101]);
    expect((await checked(visitor, 'collections', {})).items.map((item) => item.ticket_count)).toEqual([1]);
    // The seller's own collections still count every ticket in them.
    expect(
      (await checked(clientOf(api, MOCK_SELLER_EMAIL), 'sellerCollections', {})).items.map(
        (item) => item.ticket_count,
      ),
    ).toEqual([2]);

    // A buyer can not buy the hidden ticket; buying the collection takes the ticket it counts.
    const buyer = clientOf(api, MOCK_BUYER_EMAIL);
    await expect(buyer.call('cartAdd', { body: { type: 'BUY', product_id: 102 } })).rejects.toMatchObject({
      status: 409,
      message: 'This ticket is no longer available.',
    });
    const cart = await checked(buyer, 'cartAdd', { body: { type: 'COLLECTION', id: bundle!.id } });
    expect(cart.items.map((line) => [line.type, line.details.map((detail) => detail.product_id)])).toEqual([
      ['COLLECTION', [101]],
    ]);
  });

  it("a deactivated seller's collection and listings can not be bought", async () => {
    const api = start();
    await clientOf(api, MOCK_ADMIN_EMAIL).call(
      'adminSellerPermission',
      { body: { user_id: SELLER_ID, status: 'INACTIVE' } },
      { route: adminRoutes.adminSellerPermission },
    );
    const buyer = clientOf(api, MOCK_BUYER_EMAIL);
    await expect(
      buyer.call('cartAdd', { body: { type: 'COLLECTION', id: api.db.collections[0]!.id } }),
    ).rejects.toMatchObject({
      status: 409,
      message: 'This collection is not for sale.',
    });
    await expect(buyer.call('cartAdd', { body: { type: 'BUY', product_id: 101 } })).rejects.toMatchObject({
      status: 409,
    });
  });
});

describe('an empty order number in the mock', () => {
  it('is refused with the validation envelope instead of answering the list of orders', async () => {
    const api = start();
    const { token } = mockLogin(api.db, MOCK_BUYER_EMAIL);
    const headers = { Authorization: `Bearer ${token}` };
    const empty = await fetch(`${API}/user/orders/order.php?order_no=`, { headers });
    expect(empty.status).toBe(400);
    const body = (await empty.json()) as { error: { code: string; message: string } };
    expect(body).toEqual({ error: { code: 'VALIDATION', message: expect.stringMatching(/^order_no: /) } });
    expect((await fetch(`${API}/user/orders/order.php?type=BUYER`, { headers })).status).toBe(200);
  });
});
