// The negotiation rules beyond the spec's table, as the server enforces them: a buyer's round limit (three offers
// or counters per negotiation) and 'one sale wins' (a sold ticket closes every other offer that includes it, in the
// sale's own transaction).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToCart, makeOffer, ok, paidOrder, startWorld, type Person, type World } from '../world.ts';

let w: World;
let seller: Person;

beforeAll(async () => {
  // The rules' one seller counters dozens of times at once (the concurrency tests), beyond a person's burst: the offer
  // abuse limits (tested on their own in abuse-limits.test.ts) are off here, so every refusal is the rules'.
  w = await startWorld({ env: { LIMIT_OFFERS_PER_USER: '0', LIMIT_OFFERS_PER_ADDRESS: '0' } });
  seller = await w.person({ seller: true, name: 'Rule Seller' });
});
afterAll(async () => {
  await w?.close();
});

async function counter(by: Person, offerNo: string, productId: number, price: number) {
  return w.op('offerCounter', {
    token: by.token,
    body: {
      offer_type: 'COUNTER_OFFER',
      offer_no: offerNo,
      offer_price: price,
      offer_items: [{ product_id: productId, product_listing_name: 'x' }],
    },
  });
}

const thread = async (who: Person, offerNo: string) =>
  ok(await w.op('offerGet', { query: { offer_no: offerNo }, token: who.token }));

describe('the buyer round limit', () => {
  it('lets the buyer make three offers or counters in one negotiation and refuses a fourth with a clear message', async () => {
    const buyer = await w.person();
    const ticket = await w.ticket(seller.id);
    const offer = await makeOffer(w, buyer, seller.id, ticket, 10);
    ok(await counter(seller, offer.offer_no, ticket, 30));
    ok(await counter(buyer, offer.offer_no, ticket, 15));
    ok(await counter(seller, offer.offer_no, ticket, 25));
    ok(await counter(buyer, offer.offer_no, ticket, 18));
    ok(await counter(seller, offer.offer_no, ticket, 22));
    const fourth = await counter(buyer, offer.offer_no, ticket, 20);
    expect(fourth.status).toBe(409);
    expect(fourth.body.error.message).toBe(
      "You have made the 3 offers this negotiation allows. Accept the seller's price, or let the offer close.",
    );
    // Nothing changed: the seller's counter is still the current entry, open, and the buyer may accept it.
    const after = await thread(buyer, offer.offer_no);
    expect(after.counter_offers).toHaveLength(5);
    expect(after.offer_status).toBe('OPEN');
    expect(after.counter_offers.at(-1)!.created_by.id).toBe(seller.id);
    const accepted = await w.op('offerSetStatus', {
      token: buyer.token,
      body: { offer_no: offer.offer_no, offer_id: after.counter_offers.at(-1)!.offer_id, status: 'ACCEPT' },
    });
    expect(accepted.status).toBe(204);
  });
});

describe('one sale wins', () => {
  it('closes every other open or accepted offer on a ticket as DROPPED when the ticket is sold', async () => {
    const [first, second, buyer] = [await w.person(), await w.person(), await w.person()];
    const ticket = await w.ticket(seller.id);
    const other = await w.ticket(seller.id);
    const open = await makeOffer(w, first, seller.id, ticket, 10);
    // An offer on two tickets, one of which sells: the whole offer closes.
    const both = ok(
      await w.op('offerCreate', {
        token: second.token,
        body: {
          offer_type: 'OFFER',
          offer_price: 30,
          seller_id: seller.id,
          offer_items: [
            { product_id: ticket, product_listing_name: 'x' },
            { product_id: other, product_listing_name: 'y' },
          ],
        },
      }),
    );
    const untouched = await makeOffer(w, second, seller.id, other, 12);
    await paidOrder(w, buyer, [ticket]);
    expect((await thread(first, open.offer_no)).offer_status).toBe('DROPPED');
    expect((await thread(second, both.offer_no)).offer_status).toBe('DROPPED');
    expect((await thread(second, untouched.offer_no)).offer_status).toBe('OPEN');
    // A dropped offer has no action left.
    const latest = (await thread(seller, open.offer_no)).offer_id;
    const accept = await w.op('offerSetStatus', {
      token: seller.token,
      body: { offer_no: open.offer_no, offer_id: latest, status: 'ACCEPT' },
    });
    expect(accept.status).toBe(409);
    // The other ticket is still for sale.
    const listed = ok(await w.op('product', { query: { product_id: other } }));
    expect(listed).toMatchObject({ product_id: other, status: 'SELL' });
  });
});

describe('expiry', () => {
  /** Moves the offer's latest entry back in time (as if made that many hours ago). */
  async function age(offerNo: string, hours: number) {
    await w.db
      .updateTable('offer_entries')
      .set({ created_at: new Date(Date.now() - hours * 3_600_000) })
      .where('is_latest', '=', true)
      .where('offer_id', 'in', w.db.selectFrom('offers').select('id').where('offer_no', '=', offerNo))
      .execute();
  }

  it('expires an open offer 48 hours after its latest entry; an expired offer takes no action', async () => {
    const buyer = await w.person();
    const ticket = await w.ticket(seller.id);
    const offer = await makeOffer(w, buyer, seller.id, ticket, 10);
    const fresh = await thread(buyer, offer.offer_no);
    const expiresIn = Date.parse(fresh.expires_at ?? '') - Date.now();
    expect(expiresIn).toBeGreaterThan(47.9 * 3_600_000);
    expect(expiresIn).toBeLessThanOrEqual(48 * 3_600_000);
    await age(offer.offer_no, 47);
    expect((await thread(seller, offer.offer_no)).offer_status).toBe('OPEN');
    await age(offer.offer_no, 49);
    const expired = await thread(seller, offer.offer_no);
    expect(expired.offer_status).toBe('EXPIRED');
    expect(expired.expires_at).toBeNull();
    const accept = await w.op('offerSetStatus', {
      token: seller.token,
      body: { offer_no: offer.offer_no, offer_id: expired.offer_id, status: 'ACCEPT' },
    });
    expect(accept.status).toBe(409);
    expect((await counter(seller, offer.offer_no, ticket, 12)).status).toBe(409);
    const listed = ok(await w.op('offers', { query: { type: 'SELL' }, token: seller.token })).items.find(
      (item: { offer_no: string }) => item.offer_no === offer.offer_no,
    );
    expect(listed?.offer_status).toBe('EXPIRED');
  });

  it('starts the clock again for the other side with a counter', async () => {
    const buyer = await w.person();
    const ticket = await w.ticket(seller.id);
    const offer = await makeOffer(w, buyer, seller.id, ticket, 10);
    await age(offer.offer_no, 40);
    ok(await counter(seller, offer.offer_no, ticket, 14));
    const after = await thread(buyer, offer.offer_no);
    expect(after.offer_status).toBe('OPEN');
    expect(Date.parse(after.expires_at ?? '') - Date.now()).toBeGreaterThan(47.9 * 3_600_000);
  });
});

describe('concurrency', () => {
  it('leaves exactly one outcome when 20 accepts and counters on one offer arrive at once, and holds the accepted ticket', async () => {
    for (let round = 0; round < 3; round += 1) {
      const [buyer, rival] = [await w.person(), await w.person()];
      const ticket = await w.ticket(seller.id);
      const offer = await makeOffer(w, buyer, seller.id, ticket, 10);
      const replies = await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          index % 2 === 0
            ? w.op('offerSetStatus', {
                token: seller.token,
                body: { offer_no: offer.offer_no, offer_id: offer.offer_id, status: 'ACCEPT' },
              })
            : counter(seller, offer.offer_no, ticket, 20 + index),
        ),
      );
      const won = replies.filter((reply) => reply.status < 300);
      expect(won).toHaveLength(1);
      expect(replies.filter((reply) => reply.status === 409)).toHaveLength(19);
      const after = await thread(buyer, offer.offer_no);
      if (won[0]!.status === 204) {
        // The accept won: no counter exists, the offer is the seller's, and nobody else can buy its ticket.
        expect(after.counter_offers).toHaveLength(0);
        expect(after.offer_status).toBe('ACCEPTED_SELLER');
        const refused = await w.op('cartAdd', {
          token: rival.token,
          body: { type: 'BUY', product_id: ticket },
        });
        expect(refused.status).toBe(409);
      } else {
        // One counter won: it is the only one and the current, open entry; the ticket is still for sale.
        expect(after.counter_offers).toHaveLength(1);
        expect(after.offer_status).toBe('OPEN');
        expect(after.counter_offers[0]!.created_by.id).toBe(seller.id);
        await addToCart(w, rival, ticket);
      }
    }
  });
});
