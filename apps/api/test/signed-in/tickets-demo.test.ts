import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUYER, SELLER, startTestApi, type TestApi } from '../harness.ts';

// The seller tools' demo of the seed (My Tickets, My Collections, queued reference items), read through the API as
// the demo seller sees it.

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
}, 120_000);
afterAll(async () => {
  await api?.close();
});

describe('seller tools demo', () => {
  it('gives the demo seller a ticket in every inventory status, the orders demo still selling and holding its own', async () => {
    const { token } = await api.login(SELLER.email, SELLER.password);
    const statuses = new Set<string>();
    let names: string[] = [];
    for (let page = 1; page <= 200; page += 1) {
      const reply = await api.op('myTickets', { query: { full_result: 1, page: page }, token });
      expect(reply.status).toBe(200);
      for (const ticket of reply.body.data.items as { status: string; listing_name: string }[]) {
        statuses.add(ticket.status);
        names.push(ticket.listing_name);
      }
      if (!reply.body.data.next) break;
    }
    expect([...statuses].sort()).toEqual([
      'CART',
      'INACTIVE',
      'IN_CHECK_OUT',
      'IN_ORDER',
      'OFFER',
      'OWNED',
      'SELL',
      'SOLD',
    ]);
    names = names.filter((name) => name.startsWith('Game 7 program, kept'));
    expect(names).toEqual(['Game 7 program, kept for my own shelf']);
  });

  it('gives the demo seller two collections, one of them in a cart', async () => {
    const { token } = await api.login(SELLER.email, SELLER.password);
    const reply = await api.op('sellerCollections', { query: { full_result: 1, page: 1 }, token });
    const mine = (
      reply.body.data.items as { collection_name: string; status: string; ticket_count: number }[]
    ).filter((item) => ['World Series 1986', 'Signed programs'].includes(item.collection_name));
    expect(mine).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ collection_name: 'World Series 1986', status: 'ACTIVE', ticket_count: 2 }),
        expect.objectContaining({ collection_name: 'Signed programs', status: 'CART', ticket_count: 1 }),
      ]),
    );
  });

  it("puts an editable demo ticket on the seller's own event (not admin created) with their queued venue, sub-genre, team and artist", async () => {
    const { token } = await api.login(SELLER.email, SELLER.password);
    const reply = await api.op('myTickets', { query: { full_result: 1, page: 1 }, token });
    const ticket = (
      reply.body.data.items as {
        listing_name: string;
        status: string;
        event: {
          created_by: number;
          is_admin_created: number;
          name: string;
          venue: { display_name: string };
          sub_genre: { display_name: string };
          teams: { display_name: string }[];
          artists: { display_name: string }[];
        };
      }[]
    ).find((item) => item.listing_name === 'Game 7 program, kept for my own shelf');
    const me = await api.op('userGet', { token });
    expect(ticket).toMatchObject({
      status: 'OWNED',
      event: { name: 'Bayside Gulls first home game', created_by: me.body.data.id, is_admin_created: 0 },
    });
    expect(ticket?.event).toMatchObject({
      venue: { display_name: 'Riverside Ballpark' },
      sub_genre: { display_name: 'Minor League Baseball' },
      teams: [{ display_name: 'Bayside Gulls' }],
      artists: [{ display_name: 'The Seventh Inning Band' }],
    });
  });

  it('lists the reference items the seller created as waiting for approval (INQUEUE)', async () => {
    const { token } = await api.login(SELLER.email, SELLER.password);
    const venues = await api.op('venues', { query: { status: 'APPROVED,INQUEUE' }, token });
    expect(venues.body.data.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          display_name: 'Riverside Ballpark',
          status: 'INQUEUE',
          is_admin_created: 0,
        }),
      ]),
    );
    const teams = await api.op('teams', { query: { status: 'INQUEUE' }, token });
    expect(teams.body.data.items).toEqual([
      expect.objectContaining({ display_name: 'Bayside Gulls', status: 'INQUEUE' }),
    ]);
    const artists = await api.op('artists', { query: { status: 'INQUEUE' }, token });
    expect(artists.body.data.items).toEqual([
      expect.objectContaining({ display_name: 'The Seventh Inning Band' }),
    ]);
    const events = await api.op('events', { query: { status: 'INQUEUE', full_result: 1, page: 1 }, token });
    expect(events.body.data.items).toEqual([
      expect.objectContaining({
        name: 'Bayside Gulls first home game',
        status: 'INQUEUE',
        is_admin_created: 0,
      }),
    ]);
  });
});

describe('automatic answers demo', () => {
  // The offers' demo and the other collectors' rated purchases need more of the demo seller's tickets on sale than
  // the small seed gives.
  let full: TestApi;
  beforeAll(async () => {
    full = await startTestApi({ listings: 600 });
  }, 120_000);
  afterAll(async () => {
    await full?.close();
  });

  it('gives the demo buyer one offer accepted and one declined at once by the listings automatic answers', async () => {
    const api = full;
    const { token } = await api.login(BUYER.email, BUYER.password);
    const reply = await api.op('offers', { query: { type: 'BUY', page: 1 }, token });
    const automatic = (
      reply.body.data.items as { offer_status: string; answered_automatically: boolean }[]
    ).filter((offer) => offer.answered_automatically);
    expect(automatic.map((offer) => offer.offer_status).sort()).toEqual(['ACCEPTED_SELLER', 'REJECTED']);
    // The seller sees the prices that answered them in the ticket form; the buyer never does.
    const seller = await api.login(SELLER.email, SELLER.password);
    const own = await api.op('myTickets', { query: { full_result: 1 }, token: seller.token });
    const withAnswers = (own.body.data.items as { auto_answers?: { decline_price: unknown } }[]).filter(
      (ticket) => ticket.auto_answers?.decline_price,
    );
    expect(withAnswers.length).toBeGreaterThanOrEqual(2);
  });

  it('gives the demo buyer an offer that ended in a paid order: SOLD, and the order has its OFFER line', async () => {
    const { token } = await full.login(BUYER.email, BUYER.password);
    const offers: {
      offer_no: string;
      offer_status: string;
      counter_offers: unknown[];
      offer_price: { value: string };
    }[] = [];
    for (let page = 1; page <= 5; page += 1) {
      const reply = await full.op('offers', { query: { type: 'BUY', page: page }, token });
      offers.push(...reply.body.data.items);
      if (!reply.body.data.next) break;
    }
    const sold = offers.find((offer) => offer.offer_status === 'SOLD');
    expect(sold?.counter_offers).toHaveLength(1);
    const orders = await full.op('buyerOrders', { query: { type: 'BUYER', page: 1 }, token });
    const lines = (
      orders.body.data.items as { line_items: { type: string; base_price: { value: string } }[] }[]
    ).flatMap((order) => order.line_items);
    expect(lines.filter((line) => line.type === 'OFFER')).toHaveLength(1);
  });

  it("gives the demo seller a reputation (five buyers' ratings) and a public reviews page, newest first", async () => {
    const seller = await full.login(SELLER.email, SELLER.password);
    const id = seller.user_data.id;
    const reputation = await full.op('sellerReputation', { query: { seller_id: id } });
    expect(reputation.body.data).toEqual({
      seller: { id, name: 'Sam Seller', is_admin: 0 },
      review_count: 5,
      averages: { communication_rating: 4.6, description_rating: 4.2, shipping_rating: 4.6 },
    });
    const reviews = await full.op('sellerReviews', { query: { seller_id: id } });
    expect((reviews.body.data.items as { content: string }[]).map((item) => item.content)).toEqual([
      'Answered every question about the stub within the hour, and it came in a rigid mailer.',
      'Tickets arrived in a rigid sleeve, exactly as described. Quick answers to every question.',
      'Good condition for its age; one corner is softer than the photos suggest.',
      'The stub has a small crease the photos did not show, otherwise fine.',
      'Exactly as listed, shipped the next morning.',
    ]);
  });
});
