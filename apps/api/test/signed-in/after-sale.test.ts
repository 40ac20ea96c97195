import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  deliveredOrder,
  ok,
  paidOrder,
  placeOrder,
  shippedOrder,
  startWorld,
  ticketFormBody,
  tomorrow,
  TRACKING,
  type Person,
  type World,
} from '../world.ts';

let w: World;
let seller: Person;

beforeAll(async () => {
  w = await startWorld();
  seller = await w.person({ seller: true, name: 'Sam Seller' });
});
afterAll(async () => {
  await w?.close();
});

const yesterday = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

describe('fulfilment', () => {
  it('adds tracking to a paid order (OPEN -> SHIPPED), edits it, and refuses a date before today', async () => {
    const buyer = await w.person();
    const orderNo = await paidOrder(w, buyer, [await w.ticket(seller.id)]);
    const past = await w.op('fulfilmentAdd', {
      token: seller.token,
      body: { order_no: orderNo, ...TRACKING, expected_delivery: yesterday() },
    });
    expect(past.status).toBe(400);
    expect(past.body.error.message).toBe('The expected delivery date can not be before today.');
    const added = ok(
      await w.op('fulfilmentAdd', {
        token: seller.token,
        body: { order_no: orderNo, ...TRACKING, expected_delivery: tomorrow() },
      }),
    );
    expect(added).toEqual({
      estimated_delivery_at: tomorrow(),
      delivery_status: 'SHIPPED',
      carrier_name: 'UPS',
      service_name: 'Ground',
      tracking_no: '1Z999',
      delivery_cost: { shipping_cost: { value: '7.50', currency: 'USD' } },
      order_no: orderNo,
    });
    expect(
      (
        await w.op('fulfilmentAdd', {
          token: seller.token,
          body: { order_no: orderNo, ...TRACKING, expected_delivery: tomorrow() },
        })
      ).status,
    ).toBe(409);
    const edited = ok(
      await w.op('fulfilmentUpdate', {
        token: seller.token,
        body: { order_no: orderNo, ...TRACKING, tracking_no: '1Z000', expected_delivery: tomorrow() },
      }),
    );
    expect(edited.tracking_no).toBe('1Z000');
    const card = ok(await w.op('buyerOrders', { token: buyer.token })).items[0];
    expect(card).toMatchObject({
      delivery_status: 'SHIPPED',
      carrier: 'UPS',
      tracking_id: '1Z000',
      delivery_date: tomorrow(),
    });
  });

  it('refuses tracking on an unpaid order and for another seller', async () => {
    const buyer = await w.person();
    const orderNo = await placeOrder(w, buyer, [await w.ticket(seller.id)]);
    expect(
      (
        await w.op('fulfilmentAdd', {
          token: seller.token,
          body: { order_no: orderNo, ...TRACKING, expected_delivery: tomorrow() },
        })
      ).status,
    ).toBe(409);
    const other = await w.person({ seller: true });
    expect(
      (
        await w.op('fulfilmentAdd', {
          token: other.token,
          body: { order_no: orderNo, ...TRACKING, expected_delivery: tomorrow() },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await w.op('fulfilmentUpdate', {
          token: seller.token,
          body: { order_no: orderNo, ...TRACKING, expected_delivery: tomorrow() },
        })
      ).status,
    ).toBe(409);
  });

  it('lets the seller mark delivered only from SHIPPED, and the buyer mark received', async () => {
    const buyer = await w.person();
    const paid = await paidOrder(w, buyer, [await w.ticket(seller.id)]);
    const early = await w.op('orderDelivered', { token: seller.token, body: { order_no: paid } });
    expect(early.status).toBe(409);
    expect(early.body.error.message).toBe('An order can be marked delivered only from the shipped status.');
    const ticket = await w.ticket(seller.id);
    const orderNo = await shippedOrder(w, buyer, seller, [ticket]);
    const order = ok(await w.op('orderGet', { query: { order_no: orderNo }, token: buyer.token }));
    const subOrderId = order.sub_orders[0]!.id;
    expect((await w.op('orderDelivered', { token: buyer.token, body: { order_no: orderNo } })).status).toBe(
      403,
    );
    const delivered = ok(await w.op('orderDelivered', { token: seller.token, body: { order_no: orderNo } }));
    expect(delivered).toEqual({
      order_no: orderNo,
      sub_order_id: subOrderId,
      delivery_status: 'DELIVERED_ACK_SELLER',
    });
    expect(
      (
        await w.op('orderReceived', {
          token: seller.token,
          body: { order_no: orderNo, sub_order_id: subOrderId },
        })
      ).status,
    ).toBe(403);
    const received = ok(
      await w.op('orderReceived', {
        token: buyer.token,
        body: { order_no: orderNo, sub_order_id: subOrderId },
      }),
    );
    expect(received.delivery_status).toBe('DELIVERED_ACK_BUYER');
    // The tickets now belong to the buyer, shown only, ready for Move To Sell.
    const owned = ok(await w.op('myTickets', { query: { product_id: ticket }, token: buyer.token }));
    expect(owned.items[0]).toMatchObject({ product_id: ticket, status: 'OWNED', isSale: '0' });
  });

  it('refuses a buyer who is also an active seller to mark their own purchase delivered', async () => {
    const sellingBuyer = await w.person({ seller: true, name: 'Selling Buyer' });
    const orderNo = await shippedOrder(w, sellingBuyer, seller, [await w.ticket(seller.id)]);
    const res = await w.op('orderDelivered', { token: sellingBuyer.token, body: { order_no: orderNo } });
    expect(res.status).toBe(404);
    const card = ok(await w.op('buyerOrders', { token: sellingBuyer.token })).items[0];
    expect(card).toMatchObject({ order_no: orderNo, delivery_status: 'SHIPPED' });
  });

  it('refuses received before shipping', async () => {
    const buyer = await w.person();
    const orderNo = await paidOrder(w, buyer, [await w.ticket(seller.id)]);
    const order = ok(await w.op('orderGet', { query: { order_no: orderNo }, token: buyer.token }));
    const res = await w.op('orderReceived', {
      token: buyer.token,
      body: { order_no: orderNo, sub_order_id: order.sub_orders[0]!.id },
    });
    expect(res.status).toBe(409);
  });

  it('filters the seller list by date', async () => {
    const s = await w.person({ seller: true });
    await paidOrder(w, await w.person(), [await w.ticket(s.id)]);
    const today = new Date().toISOString().slice(0, 10);
    expect(
      ok(await w.op('sellerOrders', { query: { date_from: today }, token: s.token })).items,
    ).toHaveLength(1);
    expect(
      ok(await w.op('sellerOrders', { query: { date_to: '2001-01-01' }, token: s.token })).items,
    ).toHaveLength(0);
  });
});

describe('supporting documents after a sale', () => {
  it("keeps the seller's supporting document from the buyer who now owns the ticket (an admin still reads it)", async () => {
    const s = await w.person({ seller: true });
    const bytes = Buffer.from("%PDF-1.4 the seller's receipt, with their name and address");
    const created = ok(
      await w.op('ticketCreate', {
        token: s.token,
        body: ticketFormBody(w, {
          support_document: [{ document_data: bytes.toString('base64'), document_name: 'receipt.pdf' }],
        }),
      }),
    );
    const url = `${w.api.url.replace(/\/api\/v1$/, '')}${created.support_document?.url}`;
    const download = (person: Person) => fetch(url, { headers: { authorization: `Bearer ${person.token}` } });
    expect((await download(s)).status).toBe(200);
    // Sold and shipped, the ticket is still the seller's: so is the document.
    const buyer = await w.person();
    const orderNo = await shippedOrder(w, buyer, s, [created.product_id]);
    expect((await download(s)).status).toBe(200);
    expect((await download(buyer)).status).toBe(404);
    // The buyer confirms receipt and owns the ticket; the document does not come with it.
    const order = ok(await w.op('orderGet', { query: { order_no: orderNo }, token: buyer.token }));
    ok(
      await w.op('orderReceived', {
        token: buyer.token,
        body: { order_no: orderNo, sub_order_id: order.sub_orders[0]!.id },
      }),
    );
    const owned = ok(
      await w.op('myTickets', { query: { product_id: created.product_id }, token: buyer.token }),
    ).items[0];
    expect(owned).toMatchObject({ product_id: created.product_id, status: 'OWNED' });
    expect(owned?.support_document).toBeNull();
    expect((await download(buyer)).status).toBe(404);
    // Nor is it the previous seller's to read from a ticket they no longer own; the admins keep it.
    expect((await download(s)).status).toBe(404);
    const admin = await w.person({ admin: true });
    const kept = await download(admin);
    expect(kept.status).toBe(200);
    expect(Buffer.from(await kept.arrayBuffer()).equals(bytes)).toBe(true);
  });
});

describe('ratings and reviews', () => {
  it('lets both sides rate and review after delivery, and lists them for the rated person', async () => {
    const buyer = await w.person({ name: 'Bob Buyer' });
    const s = await w.person({ seller: true, name: 'Sal Seller' });
    const { orderNo, subOrderId } = await deliveredOrder(w, buyer, s, [await w.ticket(s.id)]);
    const stars = { communication_rating: 5, description_rating: 4, shipping_rating: 3 };
    const rating = ok(
      await w.op('ratingPut', {
        token: buyer.token,
        body: { ...stars, order_no: orderNo, sub_order_id: subOrderId },
      }),
    );
    expect(rating).toEqual({ sub_order_id: subOrderId, order_no: orderNo, ...stars });
    ok(
      await w.op('reviewPut', {
        token: buyer.token,
        body: { order_no: orderNo, sub_order_id: subOrderId, description: 'Great seller' },
      }),
    );
    // Update instead of a second rating.
    ok(
      await w.op('ratingPut', {
        token: buyer.token,
        body: { ...stars, shipping_rating: 5, order_no: orderNo, suborder_no: `${orderNo}-${subOrderId}` },
      }),
    );
    ok(
      await w.op('ratingPut', {
        token: s.token,
        body: { ...stars, order_no: orderNo, sub_order_id: subOrderId },
      }),
    );
    const aboutSeller = ok(await w.op('reviews', { token: s.token }));
    expect(aboutSeller.items).toHaveLength(1);
    expect(aboutSeller.items[0]).toMatchObject({
      type: 'BUYER',
      content: 'Great seller',
      user_details: { id: buyer.id, name: 'Bob Buyer' },
      ratings: { ...stars, shipping_rating: 5 },
    });
    const aboutBuyer = ok(await w.op('reviews', { token: buyer.token }));
    expect(aboutBuyer.items[0]).toMatchObject({ type: 'SELLER', content: null });
    const publicRatings = ok(await w.op('sellerRatings', { query: { seller_id: s.id }, token: buyer.token }));
    expect(publicRatings.items).toHaveLength(1);
    const order = ok(await w.op('orderGet', { query: { order_no: orderNo }, token: buyer.token }));
    expect(order.sub_orders[0]!.ratings.seller_ratings).toMatchObject({ ...stars, shipping_rating: 5 });
    expect(order.sub_orders[0]!.review.buyer_review).toBe('Great seller');
  });

  it('refuses ratings before delivery, out-of-range stars, and strangers', async () => {
    const buyer = await w.person();
    const orderNo = await shippedOrder(w, buyer, seller, [await w.ticket(seller.id)]);
    const order = ok(await w.op('orderGet', { query: { order_no: orderNo }, token: buyer.token }));
    const body = {
      communication_rating: 5,
      description_rating: 5,
      shipping_rating: 5,
      order_no: orderNo,
      sub_order_id: order.sub_orders[0]!.id,
    };
    const early = await w.op('ratingPut', { token: buyer.token, body });
    expect(early.status).toBe(409);
    expect(
      (await w.op('ratingPut', { token: buyer.token, body: { ...body, shipping_rating: 6 } })).status,
    ).toBe(400);
    expect(
      (await w.op('ratingPut', { token: buyer.token, body: { ...body, shipping_rating: 0 } })).status,
    ).toBe(400);
    expect((await w.op('ratingPut', { token: (await w.person()).token, body })).status).toBe(404);
  });
});
