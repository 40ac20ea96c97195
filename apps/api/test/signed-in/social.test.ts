import { ERR0010_MESSAGE, type OperationBody } from '@momento/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeOffer, ok, placeOrder, startWorld, type Person, type World } from '../world.ts';

let w: World;
let seller: Person;

beforeAll(async () => {
  w = await startWorld();
  seller = await w.person({ seller: true, name: 'Sam Seller' });
});
afterAll(async () => {
  await w?.close();
});

const setStatus = (
  who: Person,
  offer: { offer_no: string },
  offerId: number,
  status: OperationBody<'offerSetStatus'>['status'],
) =>
  w.op('offerSetStatus', { token: who.token, body: { offer_no: offer.offer_no, offer_id: offerId, status } });
const counter = (who: Person, offerNo: string, productId: number, price: number) =>
  w.op('offerCounter', {
    token: who.token,
    body: {
      offer_type: 'COUNTER_OFFER',
      offer_no: offerNo,
      offer_price: price,
      offer_items: [{ product_id: productId, product_listing_name: 'x' }],
    },
  });

describe('offers', () => {
  it('creates an offer and shows it to both sides, and refuses an offer on an own listing', async () => {
    const buyer = await w.person({ name: 'Bo' });
    const ticket = await w.ticket(seller.id, { price: 3000 });
    const offer = await makeOffer(w, buyer, seller.id, ticket, 22.5);
    expect(offer.offer_no).toMatch(/^OF-\d{4}-\d{6}$/);
    expect(offer).toMatchObject({
      offer_type: 'OFFER',
      offer_status: 'OPEN',
      offer_price: { value: '22.50' },
      counter_offers: [],
      buyer_details: { buyer_id: buyer.id },
      seller_details: { seller_id: seller.id },
    });
    expect(offer.offer_items[0]).toMatchObject({ product_id: ticket, price: { value: '30.00' } });
    expect(
      ok(await w.op('offerGet', { query: { offer_no: offer.offer_no }, token: seller.token })).offer_no,
    ).toBe(offer.offer_no);
    expect(
      (await w.op('offerGet', { query: { offer_no: offer.offer_no }, token: (await w.person()).token }))
        .status,
    ).toBe(404);
    expect(ok(await w.op('offers', { query: { type: 'BUY' }, token: buyer.token })).items).toHaveLength(1);
    expect(ok(await w.op('offers', { query: { type: 'SELL' }, token: buyer.token })).items).toHaveLength(0);
    const own = await w.op('offerCreate', {
      token: seller.token,
      body: {
        offer_type: 'OFFER',
        offer_price: 5,
        seller_id: seller.id,
        offer_items: [{ product_id: ticket, product_listing_name: 'x' }],
      },
    });
    expect(own.status).toBe(403);
    expect(own.body.error.message).toBe('You can not make an offer on your own listing.');
  });

  it.each([
    ['an e-mail address', 'write me at someone@example.com'],
    ['a phone number', 'call +1 (555) 010-9999'],
    ['an off-platform payment link', 'pay via paypal.me/someone'],
  ])('refuses %s in an offer message with ERR0010', async (_, message) => {
    const buyer = await w.person();
    const res = await w.op('offerCreate', {
      token: buyer.token,
      body: {
        offer_type: 'OFFER',
        offer_price: 5,
        seller_id: seller.id,
        offer_items: [{ product_id: await w.ticket(seller.id), product_listing_name: 'x' }],
        message,
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({ code: 'ERR0010', message: ERR0010_MESSAGE });
  });

  it('edits only the latest entry, only by its creator', async () => {
    const buyer = await w.person();
    const ticket = await w.ticket(seller.id);
    const offer = await makeOffer(w, buyer, seller.id, ticket, 10);
    const edited = ok(
      await w.op('offerUpdate', {
        token: buyer.token,
        body: {
          offer_no: offer.offer_no,
          offer_id: offer.offer_id,
          offer_price: 12,
          offer_items: [{ product_id: ticket, product_listing_name: 'x' }],
          message: 'better',
        },
      }),
    );
    expect(edited).toMatchObject({
      offer_id: offer.offer_id,
      offer_price: { value: '12.00' },
      offer_message: 'better',
    });
    const bySeller = await w.op('offerUpdate', {
      token: seller.token,
      body: {
        offer_no: offer.offer_no,
        offer_id: offer.offer_id,
        offer_price: 1,
        offer_items: [{ product_id: ticket, product_listing_name: 'x' }],
      },
    });
    expect(bySeller.status).toBe(403);
    const countered = ok(await counter(seller, offer.offer_no, ticket, 20));
    expect(countered.counter_offers).toHaveLength(1);
    const stale = await w.op('offerUpdate', {
      token: buyer.token,
      body: {
        offer_no: offer.offer_no,
        offer_id: offer.offer_id,
        offer_price: 13,
        offer_items: [{ product_id: ticket, product_listing_name: 'x' }],
      },
    });
    expect(stale.status).toBe(409);
    const contact = await w.op('offerUpdate', {
      token: seller.token,
      body: {
        offer_no: offer.offer_no,
        offer_id: countered.counter_offers[0]!.offer_id,
        offer_price: 19,
        offer_items: [{ product_id: ticket, product_listing_name: 'x' }],
        message: 'mail x@y.io',
      },
    });
    expect(contact.body.error.code).toBe('ERR0010');
  });

  it('follows the action table: seller accepts, rejects or counters an open buyer offer; the buyer accepts a counter; the seller confirms or cancels', async () => {
    const buyer = await w.person();
    const ticket = await w.ticket(seller.id);
    // Buyer's own open offer: the buyer can only edit it, not accept it.
    const offer = await makeOffer(w, buyer, seller.id, ticket, 10);
    expect((await setStatus(buyer, offer, offer.offer_id, 'ACCEPT')).status).toBe(409);
    expect((await setStatus(buyer, offer, offer.offer_id, 'REJECT')).status).toBe(409);
    // A counter is only for the other side's open offer.
    expect((await counter(buyer, offer.offer_no, ticket, 11)).status).toBe(409);
    const countered = ok(await counter(seller, offer.offer_no, ticket, 15));
    const counterId = countered.counter_offers[0]!.offer_id;
    expect((await setStatus(seller, offer, counterId, 'ACCEPT')).status).toBe(409);
    expect((await setStatus(buyer, offer, counterId, 'REJECT')).status).toBe(409);
    expect((await setStatus(buyer, offer, offer.offer_id, 'ACCEPT')).status).toBe(409);
    ok(await setStatus(buyer, offer, counterId, 'ACCEPT'), 204);
    expect(
      ok(await w.op('offerGet', { query: { offer_no: offer.offer_no }, token: buyer.token })).offer_status,
    ).toBe('ACCEPTED_BUYER');
    ok(await setStatus(seller, offer, counterId, 'ACCEPT'), 204);
    expect(
      (await w.db.selectFrom('tickets').select('status').where('id', '=', ticket).executeTakeFirstOrThrow())
        .status,
    ).toBe('OFFER');
    ok(await setStatus(seller, offer, counterId, 'CANCEL'), 204);
    expect(
      ok(await w.op('offerGet', { query: { offer_no: offer.offer_no }, token: seller.token })).offer_status,
    ).toBe('CANCELLED');
    expect(
      (await w.db.selectFrom('tickets').select('status').where('id', '=', ticket).executeTakeFirstOrThrow())
        .status,
    ).toBe('SELL');
    const rejected = await makeOffer(w, await w.person(), seller.id, ticket, 1);
    ok(await setStatus(seller, rejected, rejected.offer_id, 'REJECT'), 204);
    expect((await setStatus(seller, rejected, rejected.offer_id, 'ACCEPT')).status).toBe(409);
  });

  it('adds an offer accepted by the seller to the cart at the offer price (offer becomes CART) and orders it', async () => {
    const buyer = await w.person();
    const ticket = await w.ticket(seller.id, { price: 5000 });
    const offer = await makeOffer(w, buyer, seller.id, ticket, 40);
    const early = await w.op('cartAdd', {
      token: buyer.token,
      body: { type: 'OFFER', offer: { offer_no: offer.offer_no, offer_id: offer.offer_id } },
    });
    expect(early.status).toBe(409);
    ok(await setStatus(seller, offer, offer.offer_id, 'ACCEPT'), 204);
    const other = await w.op('cartAdd', {
      token: (await w.person()).token,
      body: { type: 'BUY', product_id: ticket },
    });
    expect(other.status).toBe(409);
    const bySeller = await w.op('cartAdd', {
      token: seller.token,
      body: { type: 'OFFER', offer: { offer_no: offer.offer_no, offer_id: offer.offer_id } },
    });
    expect(bySeller.status).toBe(403);
    const cart = ok(
      await w.op('cartAdd', {
        token: buyer.token,
        body: { type: 'OFFER', offer: { offer_no: offer.offer_no, offer_id: offer.offer_id } },
      }),
    );
    expect(cart.items[0]).toMatchObject({
      type: 'OFFER',
      offer_no: offer.offer_no,
      offer_id: offer.offer_id,
      base_price: { value: '40.00' },
    });
    expect(
      ok(await w.op('offerGet', { query: { offer_no: offer.offer_no }, token: buyer.token })).offer_status,
    ).toBe('CART');
    // Removing the line gives the accepted offer back; adding it again works.
    ok(await w.op('cartRemove', { token: buyer.token, body: { offer_no: offer.offer_no } }));
    expect(
      ok(await w.op('offerGet', { query: { offer_no: offer.offer_no }, token: buyer.token })).offer_status,
    ).toBe('ACCEPTED_SELLER');
    const orderNo = await placeOrder(w, buyer, []).catch(() => null);
    expect(orderNo).toBeNull();
    ok(
      await w.op('cartAdd', {
        token: buyer.token,
        body: { type: 'OFFER', offer: { offer_no: offer.offer_no, offer_id: offer.offer_id } },
      }),
    );
    const placed = await placeOrder(w, buyer, []);
    const order = ok(await w.op('orderGet', { query: { order_no: placed }, token: buyer.token }));
    expect(order.pricing_summary.price_sub_total.value).toBe('40.00');
    expect(
      ok(await w.op('offerGet', { query: { offer_no: offer.offer_no }, token: buyer.token })).offer_status,
    ).toBe('IN_ORDER');
  });
});

describe('offers and reservations', () => {
  it('gives an accepted offer back (ACCEPTED_SELLER, tickets OFFER) when its cart line expires or its order is cancelled', async () => {
    const buyer = await w.person();
    const ticket = await w.ticket(seller.id);
    const offer = await makeOffer(w, buyer, seller.id, ticket, 12);
    ok(await setStatus(seller, offer, offer.offer_id, 'ACCEPT'), 204);
    const add = () =>
      w.op('cartAdd', {
        token: buyer.token,
        body: { type: 'OFFER', offer: { offer_no: offer.offer_no, offer_id: offer.offer_id } },
      });
    ok(await add());
    await sql`UPDATE cart_items SET expires_at = now() - interval '1 second' WHERE released_at IS NULL AND offer_id = (SELECT id FROM offers WHERE offer_no = ${offer.offer_no})`.execute(
      w.db,
    );
    expect(ok(await w.op('cartGet', { token: buyer.token })).items).toEqual([]);
    const state = async () => ({
      offer: ok(await w.op('offerGet', { query: { offer_no: offer.offer_no }, token: buyer.token }))
        .offer_status,
      ticket: (
        await w.db.selectFrom('tickets').select('status').where('id', '=', ticket).executeTakeFirstOrThrow()
      ).status,
    });
    expect(await state()).toEqual({ offer: 'ACCEPTED_SELLER', ticket: 'OFFER' });
    ok(await add());
    const orderNo = await placeOrder(w, buyer, []);
    expect(await state()).toEqual({ offer: 'IN_ORDER', ticket: 'IN_ORDER' });
    ok(await w.op('orderCancel', { token: buyer.token, body: { order_no: orderNo } }));
    expect(await state()).toEqual({ offer: 'ACCEPTED_SELLER', ticket: 'OFFER' });
  });
});

describe('messages', () => {
  it('opens one room per pair, sends messages, flags unread and clears it on open', async () => {
    const buyer = await w.person({ name: 'Bo' });
    const room = ok(await w.op('roomCreate', { token: buyer.token, body: { receiver_id: seller.id } }));
    expect(room).toMatchObject({
      receiver_id: seller.id,
      name: 'Sam Seller',
      hasUnreadMessage: false,
      last_message: null,
    });
    const same = ok(await w.op('roomCreate', { token: seller.token, body: { receiver_id: buyer.id } }));
    expect(same.room_id).toBe(room.room_id);
    const sent = ok(
      await w.op('messageSend', {
        token: buyer.token,
        body: { room_id: room.room_id, message: 'Is it signed?' },
      }),
    );
    expect(sent).toMatchObject({ message: 'Is it signed?', sender: { user_id: buyer.id, user_name: 'Bo' } });
    const sellerRooms = ok(await w.op('rooms', { token: seller.token }));
    const mine = sellerRooms.items.find((r: { room_id: number }) => r.room_id === room.room_id);
    expect(mine).toMatchObject({
      hasUnreadMessage: true,
      lastMsgSentByCurrentUser: false,
      last_message: { message: 'Is it signed?', sender_id: buyer.id },
    });
    // unread=1 (ours, the header badge): only the rooms unread for the caller.
    const unread = ok(await w.op('rooms', { query: { unread: 1 }, token: seller.token }));
    expect(unread.items.map((r: { room_id: number }) => r.room_id)).toContain(room.room_id);
    expect(unread.items.every((r: { hasUnreadMessage: boolean }) => r.hasUnreadMessage)).toBe(true);
    expect(ok(await w.op('rooms', { query: { unread: 1 }, token: buyer.token })).items).toEqual([]);
    const byReceiver = ok(await w.op('rooms', { query: { receiver_id: buyer.id }, token: seller.token }));
    expect(byReceiver.items.map((r: { room_id: number }) => r.room_id)).toEqual([room.room_id]);
    const messages = ok(await w.op('messages', { query: { room_id: room.room_id }, token: seller.token }));
    expect(messages.items.map((m: { message: string }) => m.message)).toEqual(['Is it signed?']);
    const after = ok(await w.op('rooms', { query: { room_id: room.room_id }, token: seller.token }));
    expect(after.items[0]!.hasUnreadMessage).toBe(false);
    ok(await w.op('messageSend', { token: seller.token, body: { room_id: room.room_id, message: 'Yes' } }));
    ok(await w.op('messagesMarkRead', { token: buyer.token, body: { room_id: room.room_id } }));
    expect(
      ok(await w.op('rooms', { query: { room_id: room.room_id }, token: buyer.token })).items[0]!
        .hasUnreadMessage,
    ).toBe(false);
  });

  it('refuses contact details (ERR0010), strangers, yourself and long messages', async () => {
    const buyer = await w.person();
    const room = ok(await w.op('roomCreate', { token: buyer.token, body: { receiver_id: seller.id } }));
    const leak = await w.op('messageSend', {
      token: buyer.token,
      body: { room_id: room.room_id, message: 'mail me: me@example.org' },
    });
    expect(leak.status).toBe(400);
    expect(leak.body.error.code).toBe('ERR0010');
    const stranger = await w.person();
    expect(
      (await w.op('messageSend', { token: stranger.token, body: { room_id: room.room_id, message: 'hi' } }))
        .status,
    ).toBe(404);
    expect((await w.op('messages', { query: { room_id: room.room_id }, token: stranger.token })).status).toBe(
      404,
    );
    expect((await w.op('roomCreate', { token: buyer.token, body: { receiver_id: buyer.id } })).status).toBe(
      400,
    );
    expect(
      (
        await w.op('messageSend', {
          token: buyer.token,
          body: { room_id: room.room_id, message: 'x'.repeat(501) },
        })
      ).status,
    ).toBe(400);
  });
});

describe('reports', () => {
  it('reports a seller with a type from the server, not oneself', async () => {
    const buyer = await w.person();
    const types = ok(await w.op('sellerReportTypes'));
    expect(types.items).toEqual([{ id: w.refs.sellerTypeId, type: 'Fake tickets' }]);
    const report = ok(
      await w.op('reportSeller', {
        token: buyer.token,
        body: { content: 'Looks fake', report_type: w.refs.sellerTypeId, report_on: seller.id },
      }),
    );
    expect(report).toMatchObject({
      report_type: w.refs.sellerTypeId,
      report_on: seller.id,
      content: 'Looks fake',
    });
    expect(
      (
        await w.op('reportSeller', {
          token: seller.token,
          body: { report_type: w.refs.sellerTypeId, report_on: seller.id },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await w.op('reportSeller', {
          token: buyer.token,
          body: { report_type: w.refs.commonTypeId, report_on: seller.id },
        })
      ).status,
    ).toBe(400);
  });

  it('opens a report room, replies newest first, visible to its reporter and admins only', async () => {
    const user = await w.person({ name: 'Rita' });
    const admin = await w.person({ admin: true });
    const types = ok(await w.op('reportTypes', { token: user.token }));
    expect(types.items).toEqual([{ id: w.refs.commonTypeId, type: 'Payment problem' }]);
    const room = ok(
      await w.op('reportCreate', {
        token: user.token,
        body: { reportType: w.refs.commonTypeId, title: 'Charged twice', description: 'Two charges' },
      }),
    );
    expect(room).toMatchObject({
      type: 'Payment problem',
      title: 'Charged twice',
      content: 'Two charges',
      status: 'OPEN',
      reported_by: { id: user.id, name: 'Rita' },
    });
    ok(await w.op('reportReply', { token: user.token, body: { room_id: room.room_id, message: 'first' } }));
    const reply = ok(
      await w.op('reportReply', { token: admin.token, body: { room_id: room.room_id, message: 'second' } }),
    );
    expect(reply).toMatchObject({
      message: 'second',
      content: 'second',
      title: 'Charged twice',
      description: 'Two charges',
    });
    const thread = ok(await w.op('reportReplies', { query: { room_id: room.room_id }, token: user.token }));
    expect(thread.items[0]!.replies.map((r: { message: string }) => r.message)).toEqual(['second', 'first']);
    expect(
      ok(await w.op('reportRooms', { token: user.token })).items.map((r: { room_id: number }) => r.room_id),
    ).toEqual([room.room_id]);
    const stranger = await w.person();
    expect(
      (await w.op('reportReplies', { query: { room_id: room.room_id }, token: stranger.token })).status,
    ).toBe(404);
    expect(
      (await w.op('reportReply', { token: stranger.token, body: { room_id: room.room_id, message: 'x' } }))
        .status,
    ).toBe(404);
    expect(ok(await w.op('reportRooms', { token: stranger.token })).items).toEqual([]);
    const leak = await w.op('reportReply', {
      token: user.token,
      body: { room_id: room.room_id, message: 'call 555 123 4567' },
    });
    expect(leak.body.error.code).toBe('ERR0010');
    expect(
      (
        await w.op('reportCreate', {
          token: user.token,
          body: { reportType: w.refs.commonTypeId, title: 'x'.repeat(257), description: 'd' },
        })
      ).status,
    ).toBe(400);
  });
});
