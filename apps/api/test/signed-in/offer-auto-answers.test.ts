// Automatic answers to offers, as the server enforces them: a seller sets an auto-accept and an auto-decline price
// on a ticket in the ticket form; a buyer's offer, counter or edit at or above the auto-accept price is accepted at
// once, one below the auto-decline price rejected at once, both marked as automatic; buyers never see the prices.
import { AUTO_ANSWER_TEXTS } from '@momento/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok, startWorld, ticketFormBody, type Person, type World } from '../world.ts';

let w: World;
let seller: Person;

beforeAll(async () => {
  w = await startWorld();
  seller = await w.person({ seller: true, name: 'Auto Seller' });
});
afterAll(async () => {
  await w?.close();
});

const ticketBody = <Extra extends Record<string, unknown>>(extra: Extra) =>
  ticketFormBody(w, { listing_name: 'Moon landing press pass', cost: '200.00', ...extra });

/** A ticket at $200 with the given automatic answers, made through the ticket form's call. */
async function listing(autoAccept: string | null, autoDecline: string | null): Promise<number> {
  const created = ok(
    await w.op('ticketCreate', {
      token: seller.token,
      body: ticketBody({ auto_accept_price: autoAccept, auto_decline_price: autoDecline }),
    }),
  );
  return created.product_id as number;
}

async function offer(buyer: Person, productIds: number[], price: number) {
  return w.op('offerCreate', {
    token: buyer.token,
    body: {
      offer_type: 'OFFER',
      offer_price: price,
      seller_id: seller.id,
      offer_items: productIds.map((product_id) => ({ product_id, product_listing_name: 'x' })),
    },
  });
}

const thread = async (who: Person, offerNo: string) =>
  ok(await w.op('offerGet', { query: { offer_no: offerNo }, token: who.token }));
const ticketStatus = async (id: number) =>
  (await w.db.selectFrom('tickets').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

describe('the ticket form keeps the automatic answers', () => {
  it('stores both prices, shows them to the seller only, and clears them for a show-only ticket', async () => {
    const id = await listing('180', '120.50');
    const own = ok(await w.op('myTickets', { query: { product_id: id }, token: seller.token })).items[0];
    expect(own?.auto_answers).toEqual({
      accept_price: { value: '180.00', currency: 'USD' },
      decline_price: { value: '120.50', currency: 'USD' },
    });
    // Nobody else sees them: not anonymously, not a signed-in buyer, not in the lists.
    const buyer = await w.person();
    expect(ok(await w.op('product', { query: { product_id: id } }))).not.toHaveProperty('auto_answers');
    expect(ok(await w.op('product', { query: { product_id: id }, token: buyer.token }))).not.toHaveProperty(
      'auto_answers',
    );
    const listed = ok(await w.op('products', { query: { seller: seller.id } })).items.find(
      (item: { product_id: number }) => item.product_id === id,
    );
    expect(listed).toBeDefined();
    expect(listed).not.toHaveProperty('auto_answers');
    // Show only: a ticket that takes no offers keeps no automatic answers.
    ok(
      await w.op('ticketUpdate', {
        token: seller.token,
        body: ticketBody({
          product_id: id,
          images: [],
          isSale: 0,
          cost: null,
          auto_accept_price: '180',
          auto_decline_price: '100',
        }),
      }),
    );
    const shown = ok(await w.op('myTickets', { query: { product_id: id }, token: seller.token })).items[0];
    expect(shown?.auto_answers).toEqual({ accept_price: null, decline_price: null });
  });

  it.each([
    ['an auto-accept price at the listing price', '200', null, AUTO_ANSWER_TEXTS.acceptBelowPrice],
    ['an auto-decline price above the listing price', null, '250', AUTO_ANSWER_TEXTS.declineBelowPrice],
    ['an auto-decline price at the auto-accept price', '150', '150', AUTO_ANSWER_TEXTS.declineBelowAccept],
  ])('refuses %s with the rule broken, and changes nothing', async (_name, accept, decline, message) => {
    const id = await listing('190', '90');
    const reply = await w.op('ticketUpdate', {
      token: seller.token,
      body: ticketBody({
        product_id: id,
        images: [],
        auto_accept_price: accept,
        auto_decline_price: decline,
      }),
    });
    expect(reply.status).toBe(400);
    expect(reply.body.error.message).toBe(message);
    const own = ok(await w.op('myTickets', { query: { product_id: id }, token: seller.token })).items[0];
    expect(own?.auto_answers).toEqual({
      accept_price: { value: '190.00', currency: 'USD' },
      decline_price: { value: '90.00', currency: 'USD' },
    });
  });
});

describe('offers answered at once', () => {
  it('accepts an offer at the auto-accept price as the seller, claims the ticket and lets the buyer add it to the cart', async () => {
    const id = await listing('180', '120');
    const buyer = await w.person();
    const made = ok(await offer(buyer, [id], 180));
    expect(made.offer_status).toBe('ACCEPTED_SELLER');
    expect(made.answered_automatically).toBe(true);
    expect(made.expires_at).toBeNull();
    expect(await ticketStatus(id)).toBe('OFFER');
    // Nobody else can buy or offer on it meanwhile.
    const rival = await w.person();
    expect(
      (await w.op('cartAdd', { token: rival.token, body: { type: 'BUY', product_id: id } })).status,
    ).toBe(409);
    expect((await offer(rival, [id], 190)).status).toBe(409);
    const cart = ok(
      await w.op('cartAdd', {
        token: buyer.token,
        body: { type: 'OFFER', offer: { offer_no: made.offer_no, offer_id: made.offer_id } },
      }),
    );
    expect(cart.items.length).toBeGreaterThan(0);
    expect((await thread(seller, made.offer_no)).offer_status).toBe('CART');
  });

  it('rejects an offer below the auto-decline price at once, marked as automatic, and leaves the ticket on sale', async () => {
    const id = await listing('180', '120');
    const buyer = await w.person();
    const made = ok(await offer(buyer, [id], 119.99));
    expect(made).toMatchObject({ offer_status: 'REJECTED', answered_automatically: true, expires_at: null });
    expect(await ticketStatus(id)).toBe('SELL');
    // A rejected offer takes no further action.
    const counter = await w.op('offerCounter', {
      token: seller.token,
      body: {
        offer_type: 'COUNTER_OFFER',
        offer_no: made.offer_no,
        offer_price: 170,
        offer_items: [{ product_id: id, product_listing_name: 'x' }],
      },
    });
    expect(counter.status).toBe(409);
  });

  it('leaves an offer between the two prices (and on a listing without them) to the seller', async () => {
    const buyer = await w.person();
    const between = ok(await offer(buyer, [await listing('180', '120')], 150));
    expect(between).toMatchObject({ offer_status: 'OPEN', answered_automatically: false });
    const plain = ok(await offer(buyer, [await listing(null, null)], 1));
    expect(plain).toMatchObject({ offer_status: 'OPEN', answered_automatically: false });
  });

  it('answers an offer on several listings by the sums: accepted only when every listing has an auto-accept price', async () => {
    const buyer = await w.person();
    const [a, b] = [await listing('100', '50'), await listing('80', null)];
    expect(ok(await offer(buyer, [a, b], 179)).offer_status).toBe('OPEN');
    expect(ok(await offer(buyer, [a, b], 49)).offer_status).toBe('REJECTED');
    const plain = await listing(null, null);
    // One ticket without an auto-accept price: the seller decides, however high the offer.
    expect(ok(await offer(buyer, [a, plain], 399)).offer_status).toBe('OPEN');
    expect(ok(await offer(buyer, [a, b], 180)).offer_status).toBe('ACCEPTED_SELLER');
  });

  it("answers the buyer's counter and edit too, never the seller's own counter", async () => {
    const id = await listing('180', '120');
    const buyer = await w.person();
    const made = ok(await offer(buyer, [id], 150));
    // The buyer edits the open offer up to the auto-accept price: accepted at once.
    ok(
      await w.op('offerUpdate', {
        token: buyer.token,
        body: {
          offer_no: made.offer_no,
          offer_id: made.offer_id,
          offer_price: 185,
          offer_items: [{ product_id: id, product_listing_name: 'x' }],
        },
      }),
    );
    const edited = await thread(buyer, made.offer_no);
    expect(edited).toMatchObject({ offer_status: 'ACCEPTED_SELLER', answered_automatically: true });

    const other = await listing('180', '120');
    const second = ok(await offer(buyer, [other], 150));
    const countered = ok(
      await w.op('offerCounter', {
        token: seller.token,
        body: {
          offer_type: 'COUNTER_OFFER',
          offer_no: second.offer_no,
          offer_price: 110,
          offer_items: [{ product_id: other, product_listing_name: 'x' }],
        },
      }),
    );
    // The seller's own counter below the floor is the seller's decision: it stays open.
    expect(countered.offer_status).toBe('OPEN');
    expect(countered.counter_offers.at(-1)!.answered_automatically).toBe(false);
    const low = ok(
      await w.op('offerCounter', {
        token: buyer.token,
        body: {
          offer_type: 'COUNTER_OFFER',
          offer_no: second.offer_no,
          offer_price: 100,
          offer_items: [{ product_id: other, product_listing_name: 'x' }],
        },
      }),
    );
    expect(low.offer_status).toBe('REJECTED');
    expect(low.counter_offers.at(-1)).toMatchObject({
      offer_status: 'REJECTED',
      answered_automatically: true,
      created_by: { id: buyer.id },
    });
  });

  it('refuses the whole offer when its auto-accepted ticket was claimed meanwhile, and keeps nothing of it', async () => {
    const id = await listing('180', null);
    const [first, second] = [await w.person(), await w.person()];
    const replies = await Promise.all([offer(first, [id], 190), offer(second, [id], 195)]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409]);
    const refused = replies.find((reply) => reply.status === 409)!;
    const loser = replies[0] === refused ? first : second;
    expect(ok(await w.op('offers', { query: { type: 'BUY' }, token: loser.token })).items).toHaveLength(0);
  });
});
