import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FOLLOW_REFUSALS, MAX_SAVED_SEARCHES, MAX_WATCHES, SAVED_SEARCH_NAME_MAX } from '@momento/contract';
import type { Client } from '../api/client.ts';
import { isApiError } from '../api/ApiError.ts';
import { createMockApi, type MockApi } from './createMockApi.ts';
import { MOCK_BUYER_EMAIL, MOCK_SELLER_EMAIL } from './db.ts';
import { checked, clientOf, MOCK_API } from '../testing/mockClients.ts';

// Following in the mock server, with the contract's rules and texts (docs/rules/follow.md), as the API applies them.

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** The error a call fails with (status and message), or null when it succeeds. */
async function refusal(call: Promise<unknown>): Promise<{ status: number; message: string } | null> {
  try {
    await call;
    return null;
  } catch (error) {
    if (isApiError(error)) return { status: error.status, message: error.message };
    throw error;
  }
}

describe('mock following', () => {
  let api: MockApi;
  let buyer: Client;
  let seller: Client;

  beforeEach(() => {
    api = createMockApi({ apiBase: MOCK_API });
    server.use(...api.handlers);
    buyer = clientOf(api, MOCK_BUYER_EMAIL);
    seller = clientOf(api, MOCK_SELLER_EMAIL);
  });

  it("seeds the demo buyer's watchlist: a price dropped since watching, a listing sold, one with an alert price, a seller", async () => {
    const { items } = await checked(buyer, 'watchlist', { query: {} });
    expect(items.map((item) => [item.type, item.id, item.state])).toEqual([
      ['TICKET', 101, 'ON_SALE'],
      ['TICKET', 104, 'SOLD'],
      ['TICKET', 102, 'ON_SALE'],
      ['SELLER', 2, 'ON_SALE'],
    ]);
    expect(items[0]).toMatchObject({
      price: { value: '450.00' },
      watched_price: { value: '500.00' },
      link: '/tickets/101',
    });
    expect(items[1]).toMatchObject({ price: null, name: 'Game 7 scorecard, filled in' });
    expect(items[2]).toMatchObject({ alert_price: { value: '700.00' } });
    expect(items[3]).toMatchObject({
      name: 'Grace Hopper',
      detail: '3 listings on sale',
      price: null,
      watched_price: null,
      link: '/tickets?seller=2',
    });
    expect(await checked(buyer, 'watchIds')).toEqual({
      tickets: [101, 104, 102],
      collections: [],
      sellers: [2],
    });
  });

  it('watches at the price of now, changes only the alert price when watched again, and removes', async () => {
    const added = await checked(buyer, 'watchAdd', { body: { type: 'COLLECTION', id: 1 } });
    expect(added).toMatchObject({
      type: 'COLLECTION',
      id: 1,
      state: 'ON_SALE',
      price: { value: '1200.00' },
      watched_price: { value: '1200.00' },
      alert_price: null,
    });
    const again = await checked(buyer, 'watchAdd', {
      body: { type: 'COLLECTION', id: 1, alert_price: '999.5' },
    });
    expect(again).toMatchObject({ alert_price: { value: '999.50' }, watched_at: added.watched_at });
    expect((await checked(buyer, 'watchIds')).collections).toEqual([1]);
    await checked(buyer, 'watchRemove', { body: { type: 'COLLECTION', id: 1 } });
    expect((await checked(buyer, 'watchIds')).collections).toEqual([]);
  });

  it("refuses the seller's own listing, a missing or closed item, an alert price of zero and a full watchlist, in the contract's words", async () => {
    expect(await refusal(seller.call('watchAdd', { body: { type: 'TICKET', id: 101 } }))).toEqual({
      status: 400,
      message: FOLLOW_REFUSALS.watchOwn,
    });
    expect(await refusal(seller.call('watchAdd', { body: { type: 'SELLER', id: 2 } }))).toEqual({
      status: 400,
      message: FOLLOW_REFUSALS.watchOwn,
    });
    expect(await refusal(buyer.call('watchAdd', { body: { type: 'TICKET', id: 9999 } }))).toEqual({
      status: 404,
      message: FOLLOW_REFUSALS.watchMissing,
    });
    // Not for sale (103), and sold since (104) but not watched by the seller's other buyers.
    expect(await refusal(buyer.call('watchAdd', { body: { type: 'TICKET', id: 103 } }))).toEqual({
      status: 404,
      message: FOLLOW_REFUSALS.watchMissing,
    });
    expect(
      await refusal(buyer.call('watchAdd', { body: { type: 'COLLECTION', id: 1, alert_price: 0 } })),
    ).toEqual({ status: 400, message: FOLLOW_REFUSALS.alertPrice });
    for (let id = 0; api.db.watches.filter((watch) => watch.user_id === 1).length < MAX_WATCHES; id += 1) {
      api.db.watches.push({
        user_id: 1,
        type: 'SELLER',
        id: 50_000 + id,
        watched_price: null,
        alert_price: null,
        watched_at: new Date().toISOString(),
        name: 'x',
        detail: '',
      });
    }
    expect(await refusal(buyer.call('watchAdd', { body: { type: 'COLLECTION', id: 1 } }))).toEqual({
      status: 400,
      message: FOLLOW_REFUSALS.watchLimit,
    });
  });

  it('keeps a watched item that closed on the list with its state (an operator hid the seller)', async () => {
    const grace = api.db.accounts.find((account) => account.user.id === 2)!.user;
    grace.permissions = [{ permission: 'SELLER', status: 'INACTIVE' }];
    const { items } = await checked(buyer, 'watchlist', { query: {} });
    expect(items.map((item) => item.state)).toEqual(['UNAVAILABLE', 'SOLD', 'UNAVAILABLE', 'UNAVAILABLE']);
    expect(items[0]?.price).toBeNull();
  });

  it('shows the seller how many buyers watch each of their listings, never who', async () => {
    const { items } = await checked(seller, 'myTickets', { query: {} });
    expect(Object.fromEntries(items.map((ticket) => [ticket.product_id, ticket.watch_count]))).toMatchObject({
      101: 1,
      102: 1,
      103: 0,
    });
    expect(JSON.stringify(items)).not.toContain('ada@example.com');
    const { items: publicItems } = await checked(buyer, 'products', { query: {} });
    expect(publicItems.every((ticket) => ticket.watch_count === undefined)).toBe(true);
  });

  it('saves a search with the /tickets filters, refusing a blank, long or taken name, no filters and the limit', async () => {
    const saved = await checked(buyer, 'savedSearchCreate', {
      body: { name: '  Cubs stubs ', filters: { team: '1', q: ' ', price: '600' }, alert: 'DAILY' },
    });
    expect(saved).toMatchObject({
      name: 'Cubs stubs',
      filters: { team: '1', price: '600' },
      alert: 'DAILY',
      new_matches: 0,
    });
    expect(saved.filters).not.toHaveProperty('q');
    const create = (name: string, filters: Record<string, string> = { q: 'Queen' }) =>
      refusal(buyer.call('savedSearchCreate', { body: { name, filters } }));
    expect(await create('   ')).toEqual({ status: 400, message: FOLLOW_REFUSALS.searchName });
    expect(await create('x'.repeat(SAVED_SEARCH_NAME_MAX + 1))).toEqual({
      status: 400,
      message: FOLLOW_REFUSALS.searchNameLong,
    });
    expect(await create('CUBS STUBS')).toEqual({ status: 400, message: FOLLOW_REFUSALS.searchNameTaken });
    expect(await create('Nothing', {})).toEqual({ status: 400, message: FOLLOW_REFUSALS.searchEmpty });
    while (api.db.savedSearches.filter((search) => search.user_id === 1).length < MAX_SAVED_SEARCHES) {
      api.db.savedSearches.push({
        ...saved,
        user_id: 1,
        id: api.db.nextId(),
        name: `filler ${api.db.nextId()}`,
      });
    }
    expect(await create('One more')).toEqual({ status: 400, message: FOLLOW_REFUSALS.searchLimit });
  });

  it('renames, changes the alert, marks matches seen and deletes only the buyer’s own searches', async () => {
    expect(
      await checked(buyer, 'savedSearchUpdate', { body: { id: 901, name: 'Game 7 bargains', alert: 'OFF' } }),
    ).toMatchObject({ name: 'Game 7 bargains', alert: 'OFF' });
    expect(
      await refusal(buyer.call('savedSearchUpdate', { body: { id: 901, name: 'queen at wembley' } })),
    ).toEqual({ status: 400, message: FOLLOW_REFUSALS.searchNameTaken });
    expect(await checked(buyer, 'savedSearchSeen', { body: { id: 901 } })).toMatchObject({ new_matches: 0 });
    expect(await refusal(seller.call('savedSearchDelete', { body: { id: 902 } }))).toEqual({
      status: 404,
      message: FOLLOW_REFUSALS.searchMissing,
    });
    await checked(buyer, 'savedSearchDelete', { body: { id: 902 } });
    expect((await checked(buyer, 'savedSearches', { query: {} })).items.map((search) => search.id)).toEqual([
      901,
    ]);
  });

  it('counts a listing put on sale that matches a search with alerts on, as /tickets would show it', async () => {
    const before = (await checked(buyer, 'savedSearches', { query: {} })).items;
    expect(before.map((search) => [search.id, search.new_matches])).toEqual([
      [901, 2],
      [902, 0],
    ]);
    // 'Game 7 program, signed' (103), owned, put on sale at $400: matches 'Game 7' under $500.
    await checked(seller, 'moveToSell', { body: { product_id: 103, cost: 400 } });
    const after = (await checked(buyer, 'savedSearches', { query: {} })).items;
    expect(after.map((search) => [search.id, search.new_matches])).toEqual([
      [901, 3],
      [902, 0],
    ]);
    // With alerts off, nothing is counted.
    await checked(buyer, 'savedSearchUpdate', { body: { id: 901, alert: 'OFF' } });
    await checked(seller, 'ticketUpdate', {
      body: {
        product_id: 101,
        listing_name: 'Game 7 ticket stub, section 112',
        event: { event_id: 1 },
        ticket_type: 1,
        isSale: 1,
        cost: 420,
        quality: 'GOOD',
      },
    });
    expect((await checked(buyer, 'savedSearches', { query: {} })).items[0]?.new_matches).toBe(3);
  });

  it('answers a visitor with 401', async () => {
    expect((await refusal(clientOf(api).call('watchIds')))?.status).toBe(401);
    expect((await refusal(clientOf(api).call('savedSearches', { query: {} })))?.status).toBe(401);
  });
});
