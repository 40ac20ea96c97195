import { randomUUID } from 'node:crypto';
import type { OperationBody, OperationId, OperationReply } from '@momento/contract';
import sharp from 'sharp';
import { expect } from 'vitest';
import { hashPassword } from '../src/auth/passwords.ts';
import { issueRefreshToken, signAccessToken } from '../src/auth/tokens.ts';
import type { Queryable } from '../src/db/database.ts';
import { ingestImage } from '../src/images/images.ts';
import {
  startTestApi,
  type CallOptions,
  type CallResult,
  type OpCall,
  type OpResult,
  type TestApi,
} from './harness.ts';

/**
 * The test world: the harness (a real server on port 0, PGlite or TEST_DATABASE_URL) without the demo
 * seed, plus just the reference data and people the purchase and account tests need, created straight in the
 * database (fast), and helpers that walk the real HTTP flows (cart -> checkout -> order -> payment -> shipping).
 */

export const PASSWORD = 'password-123';

export type Person = { id: number; email: string; token: string; name: string };
export type Refs = {
  genreId: number;
  subGenreId: number;
  venueId: number;
  eventId: number;
  ticketTypeId: number;
  seatTypeId: number;
  imageHash: string;
  sellerTypeId: number;
  commonTypeId: number;
};

export type World = {
  api: TestApi;
  db: Queryable;
  refs: Refs;
  png: string;
  call: (method: string, path: string, options?: CallOptions) => Promise<CallResult>;
  /** Calls an operation by its id (the harness's `op`). */
  op: OpCall;
  person: (options?: { seller?: boolean | 'inactive'; admin?: boolean; name?: string }) => Promise<Person>;
  expiredToken: (person: Person) => Promise<string>;
  ticket: (
    sellerId: number,
    options?: {
      price?: number | null;
      isSale?: boolean;
      status?: string;
      images?: number;
      collectionId?: number | null;
    },
  ) => Promise<number>;
  collection: (ownerId: number, options?: { price?: number; isSale?: boolean }) => Promise<number>;
  close: () => Promise<void>;
};

let counter = 0;

export async function startWorld(options: { env?: Record<string, string> } = {}): Promise<World> {
  const api = await startTestApi({ seed: false, ...(options.env ? { env: options.env } : {}) });
  const db = api.database.db;
  const hash = await hashPassword(PASSWORD, api.config.scryptCost);
  const pngBytes = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3a7' } })
    .png()
    .toBuffer();
  const imageHash = await ingestImage(db, api.server.services.storage, pngBytes);

  const genre = await db
    .insertInto('genres')
    .values({ name: 'Sports', display_name: 'Sports' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const sub = await db
    .insertInto('sub_genres')
    .values({ genre_id: genre.id, name: 'Football', display_name: 'Football' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const venue = await db
    .insertInto('venues')
    .values({ name: 'Wembley', display_name: 'Wembley' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const event = await db
    .insertInto('events')
    .values({
      name: 'Cup Final 1966',
      event_date: new Date('1966-07-30T15:00:00Z'),
      venue_id: venue.id,
      genre_id: genre.id,
      sub_genre_id: sub.id,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const type = await db
    .insertInto('ticket_types')
    .values({ name: 'Paper ticket' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const seat = await db
    .insertInto('seat_types')
    .values({ name: 'Standing' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('payment_methods')
    .values([
      { type: 'PAYPAL', name: 'PayPal' },
      { type: 'TEST', name: 'Test payment' },
    ])
    .execute();
  const sellerType = await db
    .insertInto('report_types')
    .values({ scope: 'SELLER', type: 'Fake tickets' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const commonType = await db
    .insertInto('report_types')
    .values({ scope: 'COMMON', type: 'Payment problem' })
    .returning('id')
    .executeTakeFirstOrThrow();

  const world: World = {
    api,
    db,
    png: pngBytes.toString('base64'),
    refs: {
      genreId: genre.id,
      subGenreId: sub.id,
      venueId: venue.id,
      eventId: event.id,
      ticketTypeId: type.id,
      seatTypeId: seat.id,
      imageHash,
      sellerTypeId: sellerType.id,
      commonTypeId: commonType.id,
    },
    call: api.call,
    op: api.op,
    async person(options = {}) {
      counter += 1;
      const name = options.name ?? `Person ${counter}`;
      const email = `p${counter}-${Math.random().toString(36).slice(2, 8)}@momento.test`;
      const user = await db
        .insertInto('users')
        .values({
          name,
          email,
          password_hash: hash,
          is_email_verified: true,
          is_admin: options.admin ?? false,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (options.seller) {
        await db.insertInto('sellers').values({ user_id: user.id }).execute();
        await db
          .insertInto('seller_paypal_details')
          .values({ seller_id: user.id, paypal_id: `PP${user.id}`, paypal_mail: `pp${user.id}@momento.test` })
          .execute();
        await db
          .insertInto('permissions')
          .values({
            user_id: user.id,
            permission: 'SELLER',
            status: options.seller === 'inactive' ? 'INACTIVE' : 'ACTIVE',
          })
          .execute();
      }
      // A session as a login starts it: a refresh token family, which the access token names.
      const session = randomUUID();
      await issueRefreshToken(db, api.config, { kind: 'USER', userId: user.id, familyId: session });
      const { token } = await signAccessToken(api.config, {
        sub: String(user.id),
        kind: 'user',
        sid: session,
      });
      return { id: user.id, email, token, name };
    },
    async expiredToken(person) {
      return (
        await signAccessToken(
          { ...api.config, accessTokenSeconds: -120 },
          { sub: String(person.id), kind: 'user' },
        )
      ).token;
    },
    async ticket(sellerId, options = {}) {
      const isSale = options.isSale ?? true;
      const price = options.price === undefined ? 2500 : options.price;
      const row = await db
        .insertInto('tickets')
        .values({
          seller_id: sellerId,
          event_id: event.id,
          ticket_type_id: type.id,
          listing_name: `Ticket ${(counter += 1)}`,
          is_sale: isSale,
          price_cents: isSale ? price : null,
          status: (options.status ?? (isSale ? 'SELL' : 'OWNED')) as 'SELL',
          collection_id: options.collectionId ?? null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (let i = 0; i < (options.images ?? 1); i += 1) {
        await db
          .insertInto('ticket_images')
          .values({ ticket_id: row.id, image_hash: imageHash, position: i })
          .execute();
      }
      // On PostgreSQL these writes reach the server's catalogue caches as a notification: wait until it has cleared
      // them, so that it does not clear what the test caches next.
      await api.server.catalogListener?.sync();
      return row.id;
    },
    async collection(ownerId, options = {}) {
      const isSale = options.isSale ?? true;
      const row = await db
        .insertInto('collections')
        .values({
          user_id: ownerId,
          name: `Collection ${(counter += 1)}`,
          is_sale: isSale,
          price_cents: options.price ?? (isSale ? 9000 : 0),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await api.server.catalogListener?.sync();
      return row.id;
    },
    close: () => api.close(),
  };
  return world;
}

// ─── flows over HTTP ───

export const ADDRESS = {
  first_name: 'Ada',
  last_name: 'Buyer',
  mobile_no: '+1 555 0100',
  address_line_1: '1 Main Street',
  address_line_2: '',
  administrative_area: 'CA',
  city: 'Springfield',
  postal_code: '90001',
  country: 'United States',
};

/**
 * Expects a status and returns `data` (prints the error body when the status is wrong): typed as the operation's
 * reply for an `op` call; for a raw `call`, JSON read by the tests field by field (like the harness's
 * `CallResult.body`), hence the loose default type.
 */
export function ok<Id extends OperationId>(res: OpResult<Id>, status?: number): OperationReply<Id>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function ok<T = any>(res: CallResult, status?: number): T;
export function ok(res: CallResult, status = 200): unknown {
  if (res.status !== status)
    expect.fail(`expected ${status}, got ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body?.data;
}

export async function addToCart(w: World, buyer: Person, productId: number) {
  const cart = ok(
    await w.op('cartAdd', { token: buyer.token, body: { type: 'BUY', product_id: productId } }),
  );
  // A cart with an item has an id (`null` only for an empty one).
  return { ...cart, cart_id: cart.cart_id ?? expect.fail('the cart has no id') };
}

export async function addAddresses(w: World, buyer: Person): Promise<{ delivery: number; bill: number }> {
  const delivery = ok(
    await w.op('addressCreate', { token: buyer.token, body: { ...ADDRESS, type: 'DELIVERY' } }),
  );
  const bill = ok(await w.op('addressCreate', { token: buyer.token, body: { ...ADDRESS, type: 'BILL' } }));
  return { delivery: delivery.id, bill: bill.id };
}

/** Cart -> addresses -> checkout; returns the checkout. */
export async function checkout(w: World, buyer: Person, productIds: number[]) {
  let cart: { cart_id: number } | null = null;
  for (const id of productIds) cart = await addToCart(w, buyer, id);
  const existing = ok(await w.op('addressList', { query: { type: 'DELIVERY' }, token: buyer.token })).items;
  if (!existing.length) await addAddresses(w, buyer);
  cart ??= {
    cart_id: ok(await w.op('cartGet', { token: buyer.token })).cart_id ?? expect.fail('the cart has no id'),
  };
  return ok(await w.op('checkoutCreate', { token: buyer.token, body: { cart_id: cart.cart_id } }));
}

/** Places an order for the tickets; returns the order number. */
export async function placeOrder(w: World, buyer: Person, productIds: number[]): Promise<string> {
  const co = await checkout(w, buyer, productIds);
  return ok(await w.op('orderCreate', { token: buyer.token, body: { checkout_id: co.checkout_id } }))
    .order_no;
}

export async function testToken(w: World, buyer: Person, orderNo: string): Promise<string> {
  const res = await w.call('POST', '/dev/test-payments', { token: buyer.token, body: { order_no: orderNo } });
  return ok(res).token;
}

export async function pay(w: World, buyer: Person, orderNo: string) {
  const token = await testToken(w, buyer, orderNo);
  return ok(
    await w.op('orderPaymentUpdate', {
      token: buyer.token,
      body: { order_no: orderNo, payment_result: { is_paid: true, token } },
    }),
  );
}

export const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

export const TRACKING = {
  carrier_name: 'UPS',
  service_name: 'Ground',
  tracking_no: '1Z999',
  shipping_cost: '7.50',
};

export async function paidOrder(w: World, buyer: Person, productIds: number[]): Promise<string> {
  const orderNo = await placeOrder(w, buyer, productIds);
  await pay(w, buyer, orderNo);
  return orderNo;
}

export async function shippedOrder(
  w: World,
  buyer: Person,
  seller: Person,
  productIds: number[],
): Promise<string> {
  const orderNo = await paidOrder(w, buyer, productIds);
  ok(
    await w.op('fulfilmentAdd', {
      token: seller.token,
      body: { order_no: orderNo, ...TRACKING, expected_delivery: tomorrow() },
    }),
  );
  return orderNo;
}

export async function deliveredOrder(
  w: World,
  buyer: Person,
  seller: Person,
  productIds: number[],
): Promise<{ orderNo: string; subOrderId: number }> {
  const orderNo = await shippedOrder(w, buyer, seller, productIds);
  const order = ok(await w.op('orderGet', { query: { order_no: orderNo }, token: buyer.token }));
  const subOrderId = order.sub_orders[0]!.id;
  ok(
    await w.op('orderReceived', {
      token: buyer.token,
      body: { order_no: orderNo, sub_order_id: subOrderId },
    }),
  );
  return { orderNo, subOrderId };
}

/** The ticket form's body (POST/PUT /seller/products.php) for the world's event, with `extra` fields over it. */
export function ticketFormBody<Extra extends Record<string, unknown> = Record<never, never>>(
  w: World,
  extra: Extra = {} as Extra,
) {
  const form: OperationBody<'ticketCreate'> = {
    listing_name: 'World Cup Final stub',
    event: { event_id: w.refs.eventId },
    ticket_type: w.refs.ticketTypeId,
    isSale: 1,
    cost: '120.50',
    quality: 'GOOD',
    images: [{ image_file: w.png, image_name: 'front.png' }],
    ticket_details: {
      section: 'A',
      row: '3',
      seat: '12',
      face_price: '2.50',
      description: 'Original stub',
      grade: 'PSA 8',
      seat_type: w.refs.seatTypeId,
    },
  };
  return { ...form, ...extra };
}

export async function makeOffer(w: World, buyer: Person, sellerId: number, productId: number, price = 20) {
  return ok(
    await w.op('offerCreate', {
      token: buyer.token,
      body: {
        offer_type: 'OFFER',
        offer_price: price,
        seller_id: sellerId,
        offer_items: [{ product_id: productId, product_listing_name: 'x' }],
      },
    }),
  );
}
