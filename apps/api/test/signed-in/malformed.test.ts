import { routes, type OperationId } from '@momento/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADDRESS,
  checkout,
  makeOffer,
  ok,
  placeOrder,
  startWorld,
  tomorrow,
  TRACKING,
  type Person,
  type World,
} from '../world.ts';

// Property: bad input to the signed-in operations never yields a 5xx. Each request starts from a valid
// template for an operation, aimed at real resources (so the handlers' own checks run, not only the schemas), and
// is then broken: a field dropped or replaced by junk of another type or size, junk nested inside, a body that is
// not the right JSON or not JSON at all, query values that are not ids, or a bad token.

let w: World;
let B: Person;
let S: Person;
let templates: Record<string, { query?: Record<string, string | number>; body?: Record<string, unknown> }>;

beforeAll(async () => {
  w = await startWorld();
  B = await w.person();
  S = await w.person({ seller: true });
  const ticket = await w.ticket(S.id);
  const co = await checkout(w, B, [ticket]);
  const orderNo = await placeOrder(w, B, [await w.ticket(S.id)]);
  const offer = await makeOffer(w, B, S.id, await w.ticket(S.id));
  const room = ok(
    await w.call('POST', '/user/message/rooms.php', { token: B.token, body: { receiver_id: S.id } }),
  );
  const report = ok(
    await w.call('POST', '/user/common_report/report.php', {
      token: B.token,
      body: { reportType: w.refs.commonTypeId, title: 'T', description: 'D' },
    }),
  );
  const addressId = ok(
    await w.call('POST', '/user/account/address.php', {
      token: B.token,
      body: { ...ADDRESS, type: 'DELIVERY' },
    }),
  ).id;
  const collectionId = await w.collection(S.id);
  const ticketBody = {
    listing_name: 'Stub',
    event: { event_id: w.refs.eventId },
    ticket_type: w.refs.ticketTypeId,
    isSale: 1,
    cost: 10,
    quality: 'GOOD',
    images: [{ image_file: w.png, image_name: 'a.png' }],
    ticket_details: { section: 'A', collection: collectionId },
  };
  const items = [{ product_id: ticket, product_listing_name: 'x' }];
  templates = {
    cartGet: { query: { full_collection: 1 } },
    cartAdd: { body: { type: 'BUY', product_id: ticket } },
    cartRemove: { body: { product_id: ticket } },
    checkoutCreate: { body: { cart_id: co.checkout_id } },
    checkoutGet: { query: { checkout_id: co.checkout_id } },
    checkoutUpdateShipping: { body: { checkout_id: co.checkout_id, address_id: addressId } },
    checkoutUpdateBilling: { body: { checkout_id: co.checkout_id, address_id: addressId } },
    addressList: { query: { type: 'DELIVERY' } },
    addressCreate: { body: { ...ADDRESS, type: 'BILL' } },
    addressUpdate: { body: { ...ADDRESS, type: 'DELIVERY', id: addressId } },
    addressDelete: { body: { id: addressId } },
    addressSetDefaultShipping: { body: { id: addressId } },
    orderCreate: { body: { checkout_id: co.checkout_id } },
    orderGet: { query: { order_no: orderNo } },
    orderExpiryCheck: { query: { order_no: orderNo } },
    buyerOrders: { query: { page: 1, date_from: '2026-01-01', date_to: '2026-12-31', type: 'BUYER' } },
    orderPaymentUpdate: {
      body: { order_no: orderNo, payment_result: { is_paid: true, token: 'test_abc.def' } },
    },
    orderCancel: { body: { order_no: orderNo } },
    orderReceived: { body: { order_no: orderNo, sub_order_id: 1 } },
    userGet: {},
    userUpdate: { body: { user_name: 'N', mobile_no: '1' } },
    changePassword: { body: { old_password: 'x', new_password: 'y', confirm_password: 'y' } },
    uploadProfilePhoto: { body: { image_file: w.png, image_name: 'me.png' } },
    deleteAccount: { body: { password: 'wrong' } },
    sellerPaymentGet: {},
    sellerRegister: { body: { paypal_details: { id: 'P', email: 'p@momento.test' } } },
    sellerPaymentUpdate: { body: { paypal_details_id: 1, paypal_id: 'P', paypal_email: 'p@momento.test' } },
    myTickets: { query: { page: 1, collection_id: collectionId, product_id: ticket } },
    ticketCreate: { body: ticketBody },
    ticketUpdate: { body: { ...ticketBody, product_id: ticket, removed_images: [1] } },
    moveToSell: { body: { product_id: ticket, cost: '5' } },
    ticketDeleteImages: { body: { product_id: ticket, images: [1] } },
    ticketDelete: { body: { product_id: 999999 } },
    sellerCollections: { query: { page: 1, full_result: 1 } },
    collectionCreate: { body: { collection_name: 'C', isSale: 1, cost: 5 } },
    collectionUpdate: { body: { collection_id: collectionId, collection_name: 'C', isSale: '0' } },
    collectionDelete: { body: { collection_id: 999999 } },
    collectionRemoveTicket: { body: { collection_id: collectionId, product_id: ticket } },
    sellerOrders: { query: { page: 1, date_from: '2026-01-01' } },
    fulfilmentAdd: { body: { order_no: orderNo, ...TRACKING, expected_delivery: tomorrow() } },
    fulfilmentUpdate: { body: { order_no: orderNo, ...TRACKING, expected_delivery: tomorrow() } },
    orderDelivered: { body: { order_no: orderNo } },
    offers: { query: { type: 'SELL', page: 1 } },
    offerGet: { query: { offer_no: offer.offer_no } },
    offerCreate: {
      body: { offer_type: 'OFFER', offer_price: 5, seller_id: S.id, offer_items: items, message: 'hi' },
    },
    offerCounter: {
      body: { offer_type: 'COUNTER_OFFER', offer_no: offer.offer_no, offer_price: 5, offer_items: items },
    },
    offerUpdate: {
      body: { offer_no: offer.offer_no, offer_id: offer.offer_id, offer_price: 5, offer_items: items },
    },
    offerSetStatus: { body: { offer_no: offer.offer_no, offer_id: offer.offer_id, status: 'ACCEPT' } },
    rooms: { query: { page: 1, receiver_id: S.id, room_id: room.room_id } },
    roomCreate: { body: { receiver_id: S.id } },
    messages: { query: { room_id: room.room_id, page: 1 } },
    messageSend: { body: { room_id: room.room_id, message: 'hello' } },
    messagesMarkRead: { body: { room_id: room.room_id } },
    ratingPut: {
      body: {
        communication_rating: 5,
        description_rating: 5,
        shipping_rating: 5,
        order_no: orderNo,
        sub_order_id: 1,
      },
    },
    reviewPut: { body: { order_no: orderNo, sub_order_id: 1, description: 'ok' } },
    reviews: { query: { page: 1 } },
    sellerRatings: { query: { seller_id: S.id, page: 1 } },
    sellerReputation: { query: { seller_id: S.id } },
    sellerReviews: { query: { seller_id: S.id, page: 1 } },
    reportSeller: { body: { report_type: w.refs.sellerTypeId, report_on: S.id, content: 'c' } },
    sellerReportTypes: {},
    reportRooms: { query: { page: 1 } },
    reportTypes: {},
    reportCreate: { body: { reportType: w.refs.commonTypeId, title: 'T', description: 'D' } },
    reportReplies: { query: { room_id: report.room_id } },
    reportReply: { body: { room_id: report.room_id, message: 'm' } },
  };
});
afterAll(async () => {
  await w?.close();
});

type Request = { method: string; path: string; body?: string; token?: string; label: string };

const junk = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.integer({ min: -1_000_000, max: 0 }),
  fc.double({ noNaN: true }).filter((n) => !Number.isInteger(n)),
  fc.constantFrom(
    null,
    true,
    false,
    [],
    {},
    'x'.repeat(6000),
    '1e999',
    -1,
    0,
    2 ** 53,
    '٣',
    '<script>',
    "'; DROP TABLE users; --",
    '2026-02-30',
    '../../etc/passwd',
  ),
  fc.array(fc.oneof(fc.integer(), fc.string({ maxLength: 4 })), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.oneof(fc.integer(), fc.string({ maxLength: 5 })), {
    maxKeys: 3,
  }),
);
const notAnId = fc.oneof(
  fc.constantFrom('0', '-1', 'abc', '1.5', '', 'NaN', '9'.repeat(30), '%00', '1;2'),
  fc.string({ maxLength: 10 }),
);

function url(op: OperationId, query: Record<string, unknown> = {}): string {
  const route = routes[op] as { path: string; action?: string };
  const params = new URLSearchParams();
  if (route.action) params.set('action', route.action);
  for (const [k, v] of Object.entries(query)) params.set(k, typeof v === 'string' ? v : JSON.stringify(v));
  const qs = params.toString();
  return qs ? `${route.path}?${qs}` : route.path;
}

/** Replaces the value at a random path inside a template (depth-first keys) with `value`, or drops it. */
function mutate(
  template: Record<string, unknown>,
  pick: number,
  value: unknown,
  drop: boolean,
): Record<string, unknown> {
  const copy = structuredClone(template);
  const paths: (string | number)[][] = [];
  const walk = (node: unknown, path: (string | number)[]) => {
    if (node && typeof node === 'object') {
      for (const [k, v] of Object.entries(node)) {
        const key = Array.isArray(node) ? Number(k) : k;
        paths.push([...path, key]);
        walk(v, [...path, key]);
      }
    }
  };
  walk(copy, []);
  const target = paths[pick % Math.max(1, paths.length)];
  if (!target) return copy;
  let node: Record<string | number, unknown> = copy;
  for (const key of target.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = target[target.length - 1] as string | number;
  if (drop && !Array.isArray(node)) delete node[last];
  else node[last] = value;
  return copy;
}

const request = (ops: OperationId[]): fc.Arbitrary<Request> => {
  const op = fc.constantFrom(...ops);
  const token = fc.constantFrom<'buyer' | 'seller' | 'none' | 'garbage'>(
    'buyer',
    'seller',
    'buyer',
    'seller',
    'none',
    'garbage',
  );
  const resolve = (t: string) =>
    t === 'buyer'
      ? B.token
      : t === 'seller'
        ? S.token
        : t === 'garbage'
          ? 'eyJhbGciOiJIUzI1NiJ9.e30.bad'
          : undefined;
  const brokenBody = fc.tuple(op, fc.nat(), junk, fc.boolean(), token).map(([id, pick, value, drop, t]) => {
    const template = templates[id] ?? {};
    const route = routes[id] as { method: string };
    const body = template.body ? mutate(template.body, pick, value, drop) : { unexpected: value };
    return {
      method: route.method,
      path: url(id, template.query),
      body: JSON.stringify(body),
      token: resolve(t),
      label: id,
    };
  });
  const notJson = fc
    .tuple(
      op,
      fc.oneof(
        fc.string({ maxLength: 30 }).map((s) => `{${s}`),
        fc.constantFrom('null', '[]', '"text"', '42', '{"a":'),
      ),
      token,
    )
    .map(([id, text, t]) => ({
      method: (routes[id] as { method: string }).method,
      path: url(id, templates[id]?.query),
      body: text,
      token: resolve(t),
      label: id,
    }));
  const badQuery = fc.tuple(op, fc.nat(), notAnId, token).map(([id, pick, value, t]) => {
    const template = templates[id] ?? {};
    const keys = Object.keys(template.query ?? {});
    const key = keys[pick % Math.max(1, keys.length)] ?? 'page';
    return {
      method: (routes[id] as { method: string }).method,
      path: url(id, { ...template.query, [key]: value }),
      ...(template.body ? { body: JSON.stringify(template.body) } : {}),
      token: resolve(t),
      label: id,
    };
  });
  return fc.oneof(
    { arbitrary: brokenBody, weight: 5 },
    { arbitrary: notJson, weight: 1 },
    { arbitrary: badQuery, weight: 2 },
  );
};

describe('malformed requests to the signed-in operations', () => {
  it('never answer 5xx, and every refusal carries error.message (2,000+ requests)', async () => {
    const ops = Object.keys(templates) as OperationId[];
    let count = 0;
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(request(ops), async (r) => {
        const headers: Record<string, string> = {};
        if (r.body !== undefined) headers['content-type'] = 'application/json';
        if (r.token) headers['authorization'] = `Bearer ${r.token}`;
        const response = await fetch(`${w.api.url}${r.path}`, {
          method: r.method,
          headers,
          ...(r.body !== undefined && r.method !== 'GET' ? { body: r.body } : {}),
        });
        const text = await response.text();
        count += 1;
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        const what = `${r.label}: ${r.method} ${r.path} ${r.body?.slice(0, 200) ?? ''} -> ${response.status} ${text.slice(0, 300)}`;
        expect(response.status, what).toBeLessThan(500);
        if (response.status >= 400) {
          const body = JSON.parse(text) as { error?: { message?: unknown } };
          expect(typeof body.error?.message, what).toBe('string');
        }
      }),
      { numRuns: 2100, seed: Number(process.env['FC_SEED'] ?? 6062026) },
    );
    expect(count).toBeGreaterThanOrEqual(2000);
    expect([...statuses.keys()].filter((s) => s >= 500)).toEqual([]);
    // Refusals of every kind, and requests that still reached the handlers and passed.
    expect([...statuses.keys()]).toEqual(expect.arrayContaining([200, 400, 401, 404]));
  }, 400_000);
});
