import { HOUSE_NAME } from '@momento/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReservationSweeper } from '../../src/jobs/sweeper.ts';
import {
  ADDRESS,
  addAddresses,
  addToCart,
  checkout,
  ok,
  pay,
  paidOrder,
  placeOrder,
  startWorld,
  testToken,
  type Person,
  type World,
} from '../world.ts';

let w: World;
let seller: Person;
let seller2: Person;
let buyer: Person;

beforeAll(async () => {
  w = await startWorld();
  seller = await w.person({ seller: true, name: 'Sam Seller' });
  seller2 = await w.person({ seller: true, name: 'Sue Seller' });
  buyer = await w.person({ name: 'Bea Buyer' });
});
afterAll(async () => {
  await w?.close();
});

const status = async (id: number) =>
  (await w.db.selectFrom('tickets').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

describe('cart', () => {
  it('adds a ticket, reserves it for 15 minutes and prices the cart with 8% tax', async () => {
    const b = await w.person();
    const id = await w.ticket(seller.id, { price: 1250 });
    const cart = await addToCart(w, b, id);
    expect(cart.cart_id).toEqual(expect.any(Number));
    expect(cart.items).toHaveLength(1);
    const item = cart.items[0]!;
    expect(item.type).toBe('BUY');
    expect(item.details[0]).toMatchObject({ product_id: id, cost: { value: '12.50', currency: 'USD' } });
    expect(item.seller).toEqual({ id: seller.id, name: 'Sam Seller', is_admin: 0 });
    const minutes = (Date.parse(item.expiry_date) - Date.parse(item.created_date)) / 60_000;
    expect(minutes).toBeCloseTo(15, 0);
    expect(cart.price_sub_total).toEqual({ value: '12.50', currency: 'USD' });
    expect(cart.total_tax).toEqual({ value: '1.00', currency: 'USD' });
    expect(cart.grand_total).toEqual({ value: '13.50', currency: 'USD' });
    expect(await status(id)).toBe('CART');
  });

  it('shows an admin seller under the house name in the cart and the order', async () => {
    const house = await w.person({ seller: true, admin: true, name: 'Alice Admin' });
    const b = await w.person();
    const id = await w.ticket(house.id);
    const cart = await addToCart(w, b, id);
    expect(cart.items[0]!.seller).toEqual({ id: house.id, name: HOUSE_NAME, is_admin: 1 });
    ok(await w.op('cartRemove', { token: b.token, body: { product_id: id } }));
    const orderNo = await placeOrder(w, b, [id]);
    const order = ok(await w.op('orderGet', { query: { order_no: orderNo }, token: b.token }));
    expect(order.sub_orders[0]!.seller).toMatchObject({ name: HOUSE_NAME, is_admin: 1 });
  });

  it('prices the tickets a buyer adds to an existing cart with the same tax rounding', async () => {
    const b = await w.person();
    await addToCart(w, b, await w.ticket(seller.id, { price: 1256 }));
    const cart = await addToCart(w, b, await w.ticket(seller.id, { price: 1257 }));
    expect(cart.items.map((i: { tax_price: { value: string } }) => i.tax_price.value)).toEqual([
      '1.00',
      '1.01',
    ]);
    expect(cart.total_tax).toEqual({ value: '2.01', currency: 'USD' });
    expect(cart.price_sub_total).toEqual({ value: '25.13', currency: 'USD' });
  });

  it('answers a cart write compressed to a client that accepts gzip, the same cart as uncompressed', async () => {
    const b = await w.person();
    for (let k = 0; k < 4; k += 1) await addToCart(w, b, await w.ticket(seller.id, { price: 1000 + k }));
    const id = await w.ticket(seller2.id, { price: 2000 });
    const zipped = await w.op('cartAdd', {
      token: b.token,
      body: { type: 'BUY', product_id: id },
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(zipped.status).toBe(200);
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.body.data.items).toHaveLength(5);
    const plain = await w.op('cartGet', { token: b.token, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(zipped.body.data).toEqual(plain.body.data);
    const removed = await w.op('cartRemove', {
      token: b.token,
      body: { product_id: id },
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(removed.headers.get('content-encoding')).toBe('gzip');
    expect(removed.body.data.items).toHaveLength(4);
  });

  it("creates a buyer's cart with their first line, and none for a refused first add", async () => {
    const b = await w.person();
    const refused = await w.op('cartAdd', {
      token: b.token,
      body: { type: 'BUY', product_id: await w.ticket(seller.id, { isSale: false }) },
    });
    expect(refused.status).toBe(409);
    expect(ok(await w.op('cartGet', { token: b.token })).cart_id).toBeNull();
    const id = await w.ticket(seller.id, { price: 1500 });
    const cart = await addToCart(w, b, id);
    expect(cart.cart_id).toEqual(expect.any(Number));
    expect(cart.items.map((i: { details: { product_id: number }[] }) => i.details[0]?.product_id)).toEqual([
      id,
    ]);
    expect(cart.price_sub_total).toEqual({ value: '15.00', currency: 'USD' });
    expect(await status(id)).toBe('CART');
    expect(ok(await w.op('cartGet', { token: b.token })).cart_id).toBe(cart.cart_id);
  });

  it('answers an empty cart for a new user', async () => {
    const b = await w.person();
    const cart = ok(await w.op('cartGet', { token: b.token }));
    expect(cart).toMatchObject({ cart_id: null, items: [], grand_total: { value: '0.00', currency: 'USD' } });
  });

  it("refuses the buyer's own ticket with 403 and a message", async () => {
    const id = await w.ticket(seller.id);
    const res = await w.op('cartAdd', { token: seller.token, body: { type: 'BUY', product_id: id } });
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe('You can not buy your own ticket.');
  });

  it('refuses a ticket that is not for sale', async () => {
    const id = await w.ticket(seller.id, { isSale: false });
    const res = await w.op('cartAdd', { token: buyer.token, body: { type: 'BUY', product_id: id } });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('This ticket is not for sale.');
  });

  it('refuses a ticket reserved by someone else, and the same ticket twice', async () => {
    const id = await w.ticket(seller.id);
    const first = await w.person();
    await addToCart(w, first, id);
    const again = await w.op('cartAdd', { token: first.token, body: { type: 'BUY', product_id: id } });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('This item is already in your cart.');
    const other = await w.op('cartAdd', { token: buyer.token, body: { type: 'BUY', product_id: id } });
    expect(other.status).toBe(409);
    expect(other.body.error.message).toBe('This ticket is reserved by someone else. Please try again later.');
  });

  it('answers 404 for an unknown ticket', async () => {
    const res = await w.op('cartAdd', { token: buyer.token, body: { type: 'BUY', product_id: 99999999 } });
    expect(res.status).toBe(404);
  });

  it('releases an expired reservation so another buyer can take the ticket', async () => {
    const id = await w.ticket(seller.id);
    const first = await w.person();
    await addToCart(w, first, id);
    await sql`UPDATE cart_items SET expires_at = now() - interval '1 minute' WHERE ticket_id = ${id}`.execute(
      w.db,
    );
    const cart = ok(await w.op('cartGet', { token: first.token }));
    expect(cart.items).toHaveLength(0);
    expect(await status(id)).toBe('SELL');
    const second = await w.person();
    const taken = await addToCart(w, second, id);
    expect(taken.items[0]!.details[0]!.product_id).toBe(id);
  });

  it('releases expired reservations in the background, without anyone touching a cart', async () => {
    const id = await w.ticket(seller.id);
    await addToCart(w, await w.person(), id);
    await sql`UPDATE cart_items SET expires_at = now() - interval '1 minute' WHERE ticket_id = ${id}`.execute(
      w.db,
    );
    const stop = startReservationSweeper(
      w.api.database,
      w.api.server.services.logger,
      () => w.api.server.services.catalog.clear(),
      20,
    );
    try {
      await expect.poll(() => status(id), { timeout: 10_000, interval: 50 }).toBe('SELL');
    } finally {
      await stop();
    }
    const search = ok(await w.op('products', { query: { seller: seller.id, full_result: 1 } }));
    expect(search.items.map((t: { product_id: number }) => t.product_id)).toContain(id);
  });

  it('answers every add and removal with the cart a fresh read shows: lines of each kind, images, prices, dates', async () => {
    const house = await w.person({ seller: true, admin: true, name: 'Hal House' });
    const b = await w.person();
    const collectionId = await w.collection(seller2.id, { price: 4000 });
    await w.ticket(seller2.id, { collectionId, images: 2 });
    const read = async () => ok(await w.op('cartGet', { token: b.token }));
    const collection = ok(
      await w.op('cartAdd', { token: b.token, body: { type: 'COLLECTION', id: collectionId } }),
    );
    expect(collection).toEqual(await read());
    const ids = [
      await w.ticket(seller.id, { price: 1999, images: 3 }),
      await w.ticket(house.id, { price: 505, images: 0 }),
      await w.ticket(seller2.id, { price: 77 }),
    ];
    for (const id of ids) {
      const added = ok(await w.op('cartAdd', { token: b.token, body: { type: 'BUY', product_id: id } }));
      expect(added).toEqual(await read());
      expect(added.items.at(-1)!.details).toEqual([expect.objectContaining({ product_id: id })]);
    }
    expect((await read()).items.map((i: { type: string }) => i.type)).toEqual([
      'COLLECTION',
      'BUY',
      'BUY',
      'BUY',
    ]);
    const removed = ok(await w.op('cartRemove', { token: b.token, body: { product_id: ids[1]! } }));
    expect(removed).toEqual(await read());
    expect(removed.items).toHaveLength(3);
    const emptied = [ok(await w.op('cartRemove', { token: b.token, body: { collection_id: collectionId } }))];
    for (const id of [ids[0]!, ids[2]!])
      emptied.push(ok(await w.op('cartRemove', { token: b.token, body: { product_id: id } })));
    expect(emptied.map((cart) => cart.items.length)).toEqual([2, 1, 0]);
    expect(emptied.at(-1)).toEqual(await read());
    expect(emptied.at(-1)).toMatchObject({ cart_id: collection.cart_id, grand_total: { value: '0.00' } });
  });

  it('removes a line by product_id and lists the ticket again', async () => {
    const b = await w.person();
    const id = await w.ticket(seller.id);
    await addToCart(w, b, id);
    const cart = ok(await w.op('cartRemove', { token: b.token, body: { product_id: id } }));
    expect(cart.items).toHaveLength(0);
    expect(await status(id)).toBe('SELL');
    const missing = await w.op('cartRemove', { token: b.token, body: { product_id: id } });
    expect(missing.status).toBe(404);
  });

  it('adds a whole collection, reserving its tickets (collection status CART), and refuses the owner', async () => {
    const collectionId = await w.collection(seller.id, { price: 9000 });
    const t1 = await w.ticket(seller.id, { collectionId });
    const t2 = await w.ticket(seller.id, { isSale: false, collectionId });
    const own = await w.op('cartAdd', {
      token: seller.token,
      body: { type: 'COLLECTION', id: collectionId },
    });
    expect(own.status).toBe(403);
    expect(own.body.error.message).toBe('You can not buy your own collection.');
    const b = await w.person();
    const cart = ok(
      await w.op('cartAdd', { token: b.token, body: { type: 'COLLECTION', id: collectionId, name: 'x' } }),
    );
    expect(cart.items[0]).toMatchObject({
      type: 'COLLECTION',
      collection_id: collectionId,
      base_price: { value: '90.00' },
    });
    expect(cart.items[0]!.details.map((d: { product_id: number }) => d.product_id)).toEqual([t1, t2]);
    const c = await w.db
      .selectFrom('collections')
      .select('status')
      .where('id', '=', collectionId)
      .executeTakeFirstOrThrow();
    expect(c.status).toBe('CART');
    const other = await w.op('cartAdd', {
      token: buyer.token,
      body: { type: 'COLLECTION', id: collectionId },
    });
    expect(other.status).toBe(409);
    // Removing it gives everything back.
    ok(await w.op('cartRemove', { token: b.token, body: { collection_id: collectionId } }));
    expect(await status(t1)).toBe('SELL');
    expect(await status(t2)).toBe('OWNED');
  });

  it('refuses a collection that is not for sale or empty', async () => {
    const show = await w.collection(seller.id, { isSale: false });
    expect(
      (await w.op('cartAdd', { token: buyer.token, body: { type: 'COLLECTION', id: show } })).status,
    ).toBe(409);
    const empty = await w.collection(seller.id);
    const res = await w.op('cartAdd', { token: buyer.token, body: { type: 'COLLECTION', id: empty } });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('This collection has no tickets.');
  });
});

describe('addresses', () => {
  it('adds, lists by type, edits, sets the default shipping address and deletes', async () => {
    const b = await w.person();
    const first = ok(await w.op('addressCreate', { token: b.token, body: { ...ADDRESS, type: 'DELIVERY' } }));
    expect(first.is_primary).toBe(1);
    const second = ok(
      await w.op('addressCreate', {
        token: b.token,
        body: { ...ADDRESS, type: 'DELIVERY', city: 'Shelbyville' },
      }),
    );
    expect(second.is_primary).toBe(0);
    const list = ok(await w.op('addressList', { query: { type: 'DELIVERY' }, token: b.token }));
    expect(list.items.map((a: { id: number }) => a.id)).toEqual([first.id, second.id]);
    expect(ok(await w.op('addressList', { query: { type: 'BILL' }, token: b.token })).items).toEqual([]);
    const edited = ok(
      await w.op('addressUpdate', {
        token: b.token,
        body: { ...ADDRESS, id: second.id, type: 'DELIVERY', city: 'Capital City' },
      }),
    );
    expect(edited.city).toBe('Capital City');
    const primary = ok(await w.op('addressSetDefaultShipping', { token: b.token, body: { id: second.id } }));
    expect(primary.is_primary).toBe(1);
    const after = ok(await w.op('addressList', { query: { type: 'DELIVERY' }, token: b.token }));
    expect(
      after.items.filter((a: { is_primary: number }) => a.is_primary === 1).map((a: { id: number }) => a.id),
    ).toEqual([second.id]);
    ok(await w.op('addressDelete', { token: b.token, body: { id: first.id } }));
    expect(ok(await w.op('addressList', { query: { type: 'DELIVERY' }, token: b.token })).items).toHaveLength(
      1,
    );
  });

  it.each([
    ['first_name', 'x'.repeat(257)],
    ['last_name', ''],
    ['mobile_no', '1'.repeat(21)],
    ['address_line_1', 'x'.repeat(1001)],
    ['address_line_2', 'x'.repeat(1001)],
    ['city', 'x'.repeat(301)],
    ['administrative_area', 'x'.repeat(301)],
    ['postal_code', 'x'.repeat(51)],
    ['country', 'x'.repeat(101)],
  ])('refuses %s beyond the spec limit with 400', async (field, value) => {
    const res = await w.op('addressCreate', {
      token: buyer.token,
      body: { ...ADDRESS, type: 'DELIVERY', [field]: value },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toContain(field);
  });

  it('accepts values at the limits', async () => {
    const body = {
      ...ADDRESS,
      type: 'CONTACT' as const,
      first_name: 'x'.repeat(256),
      mobile_no: '1'.repeat(20),
      city: 'c'.repeat(300),
      postal_code: 'p'.repeat(50),
      country: 'k'.repeat(100),
    };
    ok(await w.op('addressCreate', { token: buyer.token, body }));
  });

  it("does not let a user edit, delete or default someone else's address", async () => {
    const owner = await w.person();
    const a = ok(await w.op('addressCreate', { token: owner.token, body: { ...ADDRESS, type: 'DELIVERY' } }));
    expect(
      (await w.op('addressUpdate', { token: buyer.token, body: { ...ADDRESS, id: a.id, type: 'DELIVERY' } }))
        .status,
    ).toBe(404);
    expect((await w.op('addressDelete', { token: buyer.token, body: { id: a.id } })).status).toBe(404);
    expect((await w.op('addressSetDefaultShipping', { token: buyer.token, body: { id: a.id } })).status).toBe(
      404,
    );
  });
});

describe('checkout', () => {
  it('starts from the cart with the default addresses and the accepted payment method', async () => {
    const b = await w.person();
    const id = await w.ticket(seller.id, { price: 1000 });
    const co = await checkout(w, b, [id]);
    expect(co.status).toBe('OPEN');
    expect(co.line_items).toHaveLength(1);
    expect(co.pricing_summary).toEqual({
      price_sub_total: { value: '10.00', currency: 'USD' },
      tax: { value: '0.80', currency: 'USD' },
      total: { value: '10.80', currency: 'USD' },
    });
    expect(co.shipping_address?.type).toBe('DELIVERY');
    expect(co.billing_address?.type).toBe('BILL');
    expect(co.accepted_payment_methods).toEqual([
      expect.objectContaining({ payment_method_type: 'TEST', selected: true }),
    ]);
    expect(co.buyer).toEqual({ id: b.id, name: b.name });
    expect(await status(id)).toBe('IN_CHECK_OUT');
    expect(
      ok(await w.op('checkoutGet', { query: { checkout_id: co.checkout_id }, token: b.token })).checkout_id,
    ).toBe(co.checkout_id);
  });

  it('changes the shipping and billing address, only to own addresses of the right type', async () => {
    const b = await w.person();
    const co = await checkout(w, b, [await w.ticket(seller.id)]);
    const other = ok(
      await w.op('addressCreate', {
        token: b.token,
        body: { ...ADDRESS, type: 'DELIVERY', city: 'Ogdenville' },
      }),
    );
    const changed = ok(
      await w.op('checkoutUpdateShipping', {
        token: b.token,
        body: { checkout_id: co.checkout_id, address_id: other.id },
      }),
    );
    expect(changed.shipping_address?.city).toBe('Ogdenville');
    const wrongType = await w.op('checkoutUpdateBilling', {
      token: b.token,
      body: { checkout_id: co.checkout_id, address_id: other.id },
    });
    expect(wrongType.status).toBe(404);
    const { bill } = await addAddresses(w, buyer);
    const foreign = await w.op('checkoutUpdateBilling', {
      token: b.token,
      body: { checkout_id: co.checkout_id, address_id: bill },
    });
    expect(foreign.status).toBe(404);
  });

  it('expires an open checkout when one of its lines leaves the cart, and refuses to order from it', async () => {
    const b = await w.person();
    const id = await w.ticket(seller.id);
    const co = await checkout(w, b, [id]);
    ok(await w.op('cartRemove', { token: b.token, body: { product_id: id } }));
    expect(
      ok(await w.op('checkoutGet', { query: { checkout_id: co.checkout_id }, token: b.token })).status,
    ).toBe('EXPIRED');
    const res = await w.op('orderCreate', { token: b.token, body: { checkout_id: co.checkout_id } });
    expect(res.status).toBe(409);
    expect(await status(id)).toBe('SELL');
  });

  it('refuses an empty cart', async () => {
    const b = await w.person();
    const id = await w.ticket(seller.id);
    const cart = await addToCart(w, b, id);
    ok(await w.op('cartRemove', { token: b.token, body: { product_id: id } }));
    const res = await w.op('checkoutCreate', { token: b.token, body: { cart_id: cart.cart_id } });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('Your cart is empty!');
  });
});

describe('orders', () => {
  it('places an order with a sub-order per seller, tax, processing fee and a 30-minute payment window', async () => {
    const b = await w.person();
    const a1 = await w.ticket(seller.id, { price: 1000 });
    const a2 = await w.ticket(seller.id, { price: 2000 });
    const c1 = await w.ticket(seller2.id, { price: 5000 });
    const orderNo = await placeOrder(w, b, [a1, a2, c1]);
    expect(orderNo).toMatch(/^MO-\d{4}-\d{6}$/);
    const order = ok(await w.op('orderGet', { query: { order_no: orderNo }, token: b.token }));
    expect(order.status).toBe('PENDING_PAYMENT');
    expect(order.sub_orders).toHaveLength(2);
    expect(order.pricing_summary).toEqual({
      price_sub_total: { value: '80.00', currency: 'USD' },
      delivery: { value: '0.00', currency: 'USD' },
      tax: { value: '6.40', currency: 'USD' },
      processing_fee: { value: '8.00', currency: 'USD' },
      total: { value: '86.40', currency: 'USD' },
    });
    expect((Date.parse(order.expiry_date) - Date.parse(order.order_date)) / 60_000).toBeCloseTo(30, 0);
    expect(order.payment_summary).toBeNull();
    expect(order.shipping_address?.city).toBe('Springfield');
    for (const id of [a1, a2, c1]) expect(await status(id)).toBe('IN_ORDER');
    // The cart is empty again; the checkout cannot be used twice.
    expect(ok(await w.op('cartGet', { token: b.token })).items).toHaveLength(0);
    // A seller sees only their own part of the order.
    const asSeller = ok(await w.op('orderGet', { query: { order_no: orderNo }, token: seller2.token }));
    expect(asSeller.sub_orders).toHaveLength(1);
    expect(asSeller.sub_orders[0]!.seller.id).toBe(seller2.id);
    expect(asSeller.pricing_summary.price_sub_total.value).toBe('50.00');
  });

  it("shows a seller the buyer's addresses only once the order is paid; the buyer always sees them", async () => {
    const b = await w.person();
    const s = await w.person({ seller: true });
    const orderNo = await placeOrder(w, b, [await w.ticket(s.id)]);
    const read = (token: string) => w.op('orderGet', { query: { order_no: orderNo }, token });
    const unpaid = ok(await read(s.token));
    expect(unpaid.status).toBe('PENDING_PAYMENT');
    expect(unpaid.billing_address).toBeNull();
    expect(unpaid.shipping_address).toBeNull();
    const asBuyer = ok(await read(b.token));
    expect(asBuyer.billing_address).toMatchObject({ city: ADDRESS.city });
    expect(asBuyer.shipping_address).toMatchObject({ city: ADDRESS.city });
    await pay(w, b, orderNo);
    const paid = ok(await read(s.token));
    expect(paid.status).toBe('PAID');
    expect(paid.billing_address).toMatchObject({ city: ADDRESS.city, first_name: ADDRESS.first_name });
    expect(paid.shipping_address).toMatchObject({ city: ADDRESS.city, first_name: ADDRESS.first_name });
  });

  it("keeps the buyer's addresses from a seller of a cancelled order", async () => {
    const b = await w.person();
    const s = await w.person({ seller: true });
    const orderNo = await placeOrder(w, b, [await w.ticket(s.id)]);
    ok(await w.op('orderCancel', { token: b.token, body: { order_no: orderNo } }));
    const cancelled = ok(await w.op('orderGet', { query: { order_no: orderNo }, token: s.token }));
    expect(cancelled.status).toBe('CANCELLED');
    expect(cancelled.billing_address).toBeNull();
    expect(cancelled.shipping_address).toBeNull();
  });

  it('answers 404 to anyone else reading the order', async () => {
    const b = await w.person();
    const orderNo = await placeOrder(w, b, [await w.ticket(seller.id)]);
    const stranger = await w.person();
    expect((await w.op('orderGet', { query: { order_no: orderNo }, token: stranger.token })).status).toBe(
      404,
    );
    expect((await w.op('orderGet', { query: { order_no: orderNo }, token: seller2.token })).status).toBe(404);
  });

  it('refuses to place a second order from the same checkout', async () => {
    const b = await w.person();
    const co = await checkout(w, b, [await w.ticket(seller.id)]);
    ok(await w.op('orderCreate', { token: b.token, body: { checkout_id: co.checkout_id } }));
    const again = await w.op('orderCreate', { token: b.token, body: { checkout_id: co.checkout_id } });
    expect(again.status).toBe(409);
  });

  it('requires a shipping address', async () => {
    const b = await w.person();
    const cart = await addToCart(w, b, await w.ticket(seller.id));
    const co = ok(await w.op('checkoutCreate', { token: b.token, body: { cart_id: cart.cart_id } }));
    const res = await w.op('orderCreate', { token: b.token, body: { checkout_id: co.checkout_id } });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Please add a shipping address.');
  });

  it('cancels an unpaid order and releases its tickets; only the buyer may', async () => {
    const b = await w.person();
    const id = await w.ticket(seller.id);
    const orderNo = await placeOrder(w, b, [id]);
    expect((await w.op('orderCancel', { token: seller.token, body: { order_no: orderNo } })).status).toBe(
      403,
    );
    const cancelled = ok(await w.op('orderCancel', { token: b.token, body: { order_no: orderNo } }));
    expect(cancelled.status).toBe('CANCELLED');
    expect(await status(id)).toBe('SELL');
    await addToCart(w, await w.person(), id);
  });

  it('expires an unpaid order after its window: the expiry check says so and the tickets are free', async () => {
    const b = await w.person();
    const id = await w.ticket(seller.id);
    const orderNo = await placeOrder(w, b, [id]);
    expect(ok(await w.op('orderExpiryCheck', { query: { order_no: orderNo }, token: b.token })).status).toBe(
      false,
    );
    await sql`UPDATE orders SET expires_at = now() - interval '1 second' WHERE order_no = ${orderNo}`.execute(
      w.db,
    );
    expect(ok(await w.op('orderExpiryCheck', { query: { order_no: orderNo }, token: b.token }))).toEqual({
      order_no: orderNo,
      status: true,
    });
    expect(await status(id)).toBe('SELL');
    const paid = await w.op('orderPaymentUpdate', {
      token: b.token,
      body: { order_no: orderNo, payment_result: { is_paid: true, token: 'whatever' } },
    });
    expect(paid.status).toBe(409);
    expect(paid.body.error.message).toBe('Order Expired');
  });

  it('lists the buyer orders per sub-order with date filters and paging', async () => {
    const b = await w.person();
    const first = await placeOrder(w, b, [await w.ticket(seller.id)]);
    const second = await placeOrder(w, b, [await w.ticket(seller.id), await w.ticket(seller2.id)]);
    const list = ok(await w.op('buyerOrders', { query: { type: 'BUYER' }, token: b.token }));
    expect(list.items.map((o: { order_no: string }) => o.order_no)).toEqual([second, second, first]);
    expect(list.items[0]).toMatchObject({
      order_status: 'PENDING_PAYMENT',
      delivery_status: 'OPEN',
      remaining_items_count: 0,
    });
    expect(list.next).toBeUndefined();
    const today = new Date().toISOString().slice(0, 10);
    expect(
      ok(await w.op('buyerOrders', { query: { date_from: today, date_to: today }, token: b.token })).items,
    ).toHaveLength(3);
    expect(
      ok(await w.op('buyerOrders', { query: { date_to: '2000-01-01' }, token: b.token })).items,
    ).toHaveLength(0);
    await sql`UPDATE orders SET ordered_at = now() - interval '3 days' WHERE order_no = ${first}`.execute(
      w.db,
    );
    expect(ok(await w.op('buyerOrders', { query: { date_from: today }, token: b.token })).items).toHaveLength(
      2,
    );
  });
});

describe('payment', () => {
  it('marks an order paid only with a capture token the server issued for that order and amount', async () => {
    const b = await w.person();
    const id = await w.ticket(seller.id);
    const orderNo = await placeOrder(w, b, [id]);
    const forged = await w.op('orderPaymentUpdate', {
      token: b.token,
      body: { order_no: orderNo, payment_result: { is_paid: true, token: 'EC-FORGED123' } },
    });
    expect(forged.status).toBe(400);
    expect(forged.body.error.message).toBe('The payment could not be verified.');
    expect(ok(await w.op('orderGet', { query: { order_no: orderNo }, token: b.token })).status).toBe(
      'PENDING_PAYMENT',
    );
    const paid = await pay(w, b, orderNo);
    expect(paid.status).toBe('PAID');
    expect(paid.payment_summary).toMatchObject({
      is_paid: true,
      status: 'COMPLETED',
      method: 'TEST',
      payment_amount: { value: '27.00' },
    });
    expect(await status(id)).toBe('SELL'.replace('SELL', 'SOLD'));
    // A paid order can no longer be cancelled.
    expect((await w.op('orderCancel', { token: b.token, body: { order_no: orderNo } })).status).toBe(409);
  });

  it("refuses another order's token and a tampered amount", async () => {
    const b = await w.person();
    const one = await placeOrder(w, b, [await w.ticket(seller.id)]);
    const two = await placeOrder(w, b, [await w.ticket(seller.id, { price: 100 })]);
    const tokenOfOne = await testToken(w, b, one);
    const res = await w.op('orderPaymentUpdate', {
      token: b.token,
      body: { order_no: two, payment_result: { is_paid: true, token: tokenOfOne } },
    });
    expect(res.status).toBe(400);
    const [head = '', signature = ''] = tokenOfOne.slice(5).split('.');
    const claims = JSON.parse(Buffer.from(head, 'base64url').toString());
    const tampered = `test_${Buffer.from(JSON.stringify({ ...claims, a: 1 })).toString('base64url')}.${signature}`;
    expect(
      (
        await w.op('orderPaymentUpdate', {
          token: b.token,
          body: { order_no: one, payment_result: { is_paid: true, token: tampered } },
        })
      ).status,
    ).toBe(400);
  });

  it('changes nothing when the browser reports is_paid false, and only the buyer gets a test token', async () => {
    const b = await w.person();
    const orderNo = await placeOrder(w, b, [await w.ticket(seller.id)]);
    const token = await testToken(w, b, orderNo);
    const notPaid = ok(
      await w.op('orderPaymentUpdate', {
        token: b.token,
        body: { order_no: orderNo, payment_result: { is_paid: false, token } },
      }),
    );
    expect(notPaid.status).toBe('PENDING_PAYMENT');
    expect(
      (await w.call('POST', '/dev/test-payments', { token: seller.token, body: { order_no: orderNo } }))
        .status,
    ).toBe(404);
    expect((await w.call('POST', '/dev/test-payments', { body: { order_no: orderNo } })).status).toBe(401);
  });

  it('books a replayed payment once', async () => {
    const b = await w.person();
    const orderNo = await placeOrder(w, b, [await w.ticket(seller.id)]);
    const token = await testToken(w, b, orderNo);
    const body = { order_no: orderNo, payment_result: { is_paid: true, token } };
    for (let i = 0; i < 3; i += 1)
      expect(ok(await w.op('orderPaymentUpdate', { token: b.token, body })).status).toBe('PAID');
    const payments = await w.db
      .selectFrom('payments')
      .innerJoin('orders', 'orders.id', 'payments.order_id')
      .select('payments.id')
      .where('orders.order_no', '=', orderNo)
      .execute();
    expect(payments).toHaveLength(1);
  });

  it('shows a paid order to its seller in the seller list', async () => {
    const b = await w.person();
    const s = await w.person({ seller: true });
    const orderNo = await paidOrder(w, b, [await w.ticket(s.id, { price: 10000 })]);
    const list = ok(await w.op('sellerOrders', { token: s.token }));
    expect(list.items).toHaveLength(1);
    expect(list.items[0]).toMatchObject({
      order_no: orderNo,
      fulfillment_status: 'OPEN',
      pricing_summary: {
        base_price: { value: '100.00' },
        tax_price: { value: '8.00' },
        processing_fee: { value: '10.00' },
        total_price: { value: '108.00' },
      },
      due_amount: { value: '98.00' },
      payment_summary: { type: 'TEST' },
    });
  });
});
