import { operationIds, operations, routes, type OperationId, type Route } from '@momento/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHandlers } from '../../src/handlers/auth.ts';
import { browsingHandlers } from '../../src/handlers/browsing.ts';
import { devHandlers } from '../../src/handlers/dev.ts';
import { handlers } from '../../src/handlers/index.ts';
import { isAnonymous } from '../../src/http/pipeline.ts';
import { notify } from '../../src/notifications/notify.ts';
import { unsubscribeToken } from '../../src/notifications/unsubscribe.ts';
import {
  ADDRESS,
  addToCart,
  checkout,
  deliveredOrder,
  makeOffer,
  ok,
  paidOrder,
  placeOrder,
  shippedOrder,
  startWorld,
  testToken,
  tomorrow,
  TRACKING,
  type Person,
  type World,
} from '../world.ts';

// The authorisation matrix: every signed-in operation (all but sign-in, browsing and development) x {anonymous,
// buyer, other buyer, seller, other seller, admin, expired token}, with the status each must get. The resources
// belong to "buyer" (B) and "seller" (S); "other buyer" and "other seller" are strangers to them; the admin is a
// plain admin user (not a seller).
// Cells that must be refused run first, so a refused call that wrongly succeeded would show, and the allowed cells
// run last (a `fresh` case gets new people and resources per cell, because the allowed calls compete).

type Who = 'anonymous' | 'expired' | 'buyer' | 'otherBuyer' | 'seller' | 'otherSeller' | 'admin';
type Cast = { B: Person; B2: Person; S: Person; S2: Person; A: Person; expired: string };
type Request = { query?: Record<string, string | number>; body?: unknown };
type Case = { setup?: (c: Cast) => Promise<Request>; expect: Partial<Record<Who, number>>; fresh?: boolean };

const WHO: Who[] = ['anonymous', 'expired', 'buyer', 'otherBuyer', 'seller', 'otherSeller', 'admin'];

let w: World;
beforeAll(async () => {
  w = await startWorld();
});
afterAll(async () => {
  await w?.close();
});

async function cast(): Promise<Cast> {
  const B = await w.person({ name: 'Buyer' });
  return {
    B,
    B2: await w.person({ name: 'Other buyer' }),
    S: await w.person({ seller: true, name: 'Seller' }),
    S2: await w.person({ seller: true, name: 'Other seller' }),
    A: await w.person({ admin: true, name: 'Admin' }),
    expired: await w.expiredToken(B),
  };
}

const all = (status: number): Partial<Record<Who, number>> => ({
  buyer: status,
  otherBuyer: status,
  seller: status,
  otherSeller: status,
  admin: status,
});
/** Only the listed people may; strangers get 404 (their resource does not exist for them). */
const only = (allowed: Partial<Record<Who, number>>, others = 404): Partial<Record<Who, number>> => ({
  ...all(others),
  ...allowed,
});
/** Active-seller operations: buyers and the (non-seller) admin get 403. */
const sellerOp = (allowed: Partial<Record<Who, number>>, otherSeller = 404) => ({
  buyer: 403,
  otherBuyer: 403,
  admin: 403,
  otherSeller,
  ...allowed,
});

const ticketBody = () => ({
  listing_name: 'Stub',
  event: { event_id: w.refs.eventId },
  ticket_type: w.refs.ticketTypeId,
  isSale: 1,
  cost: 10,
  quality: 'GOOD',
  images: [{ image_file: w.png, image_name: 'a.png' }],
});
/** An event the seller created (not admin created), at the shared venue. */
const ownEventOf = async (c: Cast) =>
  (
    await w.db
      .insertInto('events')
      .values({
        name: 'Own event',
        event_date: new Date('1999-05-01T00:00:00Z'),
        venue_id: w.refs.venueId,
        status: 'INQUEUE',
        is_admin_created: false,
        created_by: c.S.id,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
const address = async (p: Person, type: 'DELIVERY' | 'BILL') =>
  ok(await w.call('POST', '/user/account/address.php', { token: p.token, body: { ...ADDRESS, type } }))
    .id as number;
const orderFor = async (c: Cast) => placeOrder(w, c.B, [await w.ticket(c.S.id)]);
const subOrderOf = async (c: Cast, orderNo: string) =>
  ok(await w.call('GET', `/user/orders/order.php?order_no=${orderNo}`, { token: c.B.token })).sub_orders[0]
    .id as number;
const offerOf = async (c: Cast) => makeOffer(w, c.B, c.S.id, await w.ticket(c.S.id));
const roomOf = async (c: Cast) =>
  ok(await w.call('POST', '/user/message/rooms.php', { token: c.B.token, body: { receiver_id: c.S.id } }))
    .room_id as number;
const reportOf = async (c: Cast) =>
  ok(
    await w.call('POST', '/user/common_report/report.php', {
      token: c.B.token,
      body: { reportType: w.refs.commonTypeId, title: 'T', description: 'D' },
    }),
  ).room_id as number;
/** A saved search of the cast's buyer. */
const savedSearchOf = async (c: Cast) =>
  ok(
    await w.call('POST', '/user/saved_searches.php', {
      token: c.B.token,
      body: { name: `Search ${Math.random()}`, filters: { q: 'stub' } },
    }),
  ).id as number;
const stars = { communication_rating: 4, description_rating: 4, shipping_rating: 4 };
/** Admin operations: only the admin; every other signed-in caller gets 403. */
const adminOp = { ...all(403), admin: 200 };
let partnerSeq = 0;
/** A partner site with one origin of its own, for the admin area's partner operations. */
const partnerRow = async () =>
  (
    await w.db
      .insertInto('partners')
      .values({ name: `Venue ${++partnerSeq}` })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
/** A venue the seller created, waiting in the moderation queue. */
const queuedVenue = async (c: Cast, name = 'Queued venue') =>
  (
    await w.db
      .insertInto('venues')
      .values({
        name: `${name} ${c.S.id}`,
        display_name: `${name} ${c.S.id}`,
        status: 'INQUEUE',
        is_admin_created: false,
        created_by: c.S.id,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
const shippedSubOrder = async (c: Cast) =>
  subOrderOf(c, await shippedOrder(w, c.B, c.S, [await w.ticket(c.S.id)]));

const cases: Partial<Record<OperationId, Case>> = {
  cartGet: { expect: all(200) },
  cartAdd: {
    fresh: true,
    setup: async (c) => ({ body: { type: 'BUY', product_id: await w.ticket(c.S.id) } }),
    expect: { ...all(200), seller: 403 },
  },
  cartRemove: {
    setup: async (c) => {
      const id = await w.ticket(c.S.id);
      await addToCart(w, c.B, id);
      return { body: { product_id: id } };
    },
    expect: only({ buyer: 200 }),
  },
  checkoutCreate: {
    setup: async (c) => ({ body: { cart_id: (await addToCart(w, c.B, await w.ticket(c.S.id))).cart_id } }),
    expect: only({ buyer: 200 }),
  },
  checkoutGet: {
    setup: async (c) => ({
      query: { checkout_id: (await checkout(w, c.B, [await w.ticket(c.S.id)])).checkout_id },
    }),
    expect: only({ buyer: 200 }),
  },
  checkoutUpdateShipping: {
    setup: async (c) => {
      const co = await checkout(w, c.B, [await w.ticket(c.S.id)]);
      return { body: { checkout_id: co.checkout_id, address_id: await address(c.B, 'DELIVERY') } };
    },
    expect: only({ buyer: 200 }),
  },
  checkoutUpdateBilling: {
    setup: async (c) => {
      const co = await checkout(w, c.B, [await w.ticket(c.S.id)]);
      return { body: { checkout_id: co.checkout_id, address_id: await address(c.B, 'BILL') } };
    },
    expect: only({ buyer: 200 }),
  },
  addressList: { setup: async () => ({ query: { type: 'DELIVERY' } }), expect: all(200) },
  addressCreate: { setup: async () => ({ body: { ...ADDRESS, type: 'CONTACT' } }), expect: all(200) },
  addressUpdate: {
    setup: async (c) => ({ body: { ...ADDRESS, type: 'DELIVERY', id: await address(c.B, 'DELIVERY') } }),
    expect: only({ buyer: 200 }),
  },
  addressDelete: {
    setup: async (c) => ({ body: { id: await address(c.B, 'DELIVERY') } }),
    expect: only({ buyer: 200 }),
  },
  addressSetDefaultShipping: {
    setup: async (c) => ({ body: { id: await address(c.B, 'DELIVERY') } }),
    expect: only({ buyer: 200 }),
  },
  orderCreate: {
    setup: async (c) => ({
      body: { checkout_id: (await checkout(w, c.B, [await w.ticket(c.S.id)])).checkout_id },
    }),
    expect: only({ buyer: 200 }),
  },
  orderGet: {
    setup: async (c) => ({ query: { order_no: await orderFor(c) } }),
    expect: only({ buyer: 200, seller: 200 }),
  },
  orderExpiryCheck: {
    setup: async (c) => ({ query: { order_no: await orderFor(c) } }),
    expect: only({ buyer: 200, seller: 403 }),
  },
  buyerOrders: { expect: all(200) },
  orderPaymentUpdate: {
    setup: async (c) => {
      const orderNo = await orderFor(c);
      return {
        body: {
          order_no: orderNo,
          payment_result: { is_paid: true, token: await testToken(w, c.B, orderNo) },
        },
      };
    },
    expect: only({ buyer: 200, seller: 403 }),
  },
  orderCancel: {
    setup: async (c) => ({ body: { order_no: await orderFor(c) } }),
    expect: only({ buyer: 200, seller: 403 }),
  },
  orderReceived: {
    setup: async (c) => {
      const orderNo = await shippedOrder(w, c.B, c.S, [await w.ticket(c.S.id)]);
      return { body: { order_no: orderNo, sub_order_id: await subOrderOf(c, orderNo) } };
    },
    expect: only({ buyer: 200, seller: 403 }),
  },
  userGet: { expect: all(200) },
  userUpdate: {
    setup: async () => ({ body: { user_name: 'New name', mobile_no: '123' } }),
    expect: all(200),
  },
  changePassword: {
    setup: async () => ({
      body: { old_password: 'not-the-password', new_password: 'n', confirm_password: 'n' },
    }),
    expect: all(400),
  },
  uploadProfilePhoto: {
    setup: async () => ({ body: { image_file: w.png, image_name: 'me.png' } }),
    expect: all(200),
  },
  deleteAccount: { setup: async () => ({ body: { password: 'not-the-password' } }), expect: all(400) },
  sellerPaymentGet: { expect: { ...all(403), seller: 200, otherSeller: 200 } },
  sellerRegister: {
    setup: async () => ({ body: { paypal_details: { id: 'PP', email: 'pp@momento.test' } } }),
    expect: { ...all(200), seller: 409, otherSeller: 409 },
  },
  sellerPaymentUpdate: {
    setup: async (c) => {
      const details = ok(await w.call('GET', '/seller/account/payment_policy.php', { token: c.S.token }));
      return {
        body: {
          paypal_details_id: details.paypal_details.id,
          paypal_id: 'NEW',
          paypal_email: 'n@momento.test',
        },
      };
    },
    expect: sellerOp({ seller: 200 }),
  },
  myTickets: { expect: all(200) },
  ticketCreate: {
    setup: async () => ({ body: ticketBody() }),
    expect: sellerOp({ seller: 200, otherSeller: 200 }),
  },
  ticketUpdate: {
    setup: async (c) => ({ body: { ...ticketBody(), images: [], product_id: await w.ticket(c.S.id) } }),
    expect: sellerOp({ seller: 200 }),
  },
  eventUpdate: {
    setup: async (c) => ({
      body: {
        event_id: await ownEventOf(c),
        event_name: 'Renamed',
        event_date: '1999-05-02',
        venue: w.refs.venueId,
      },
    }),
    expect: sellerOp({ seller: 200 }, 403),
  },
  moveToSell: {
    setup: async (c) => ({ body: { product_id: await w.ticket(c.S.id, { isSale: false }), cost: 5 } }),
    expect: sellerOp({ seller: 200 }),
  },
  ticketDeleteImages: {
    setup: async (c) => {
      const id = await w.ticket(c.S.id, { images: 2 });
      const image = await w.db
        .selectFrom('ticket_images')
        .select('id')
        .where('ticket_id', '=', id)
        .orderBy('id')
        .executeTakeFirstOrThrow();
      return { body: { product_id: id, images: [image.id] } };
    },
    expect: sellerOp({ seller: 200 }),
  },
  ticketDelete: {
    setup: async (c) => ({ body: { product_id: await w.ticket(c.S.id) } }),
    expect: sellerOp({ seller: 200 }),
  },
  sellerCollections: { expect: all(200) },
  collectionCreate: {
    setup: async () => ({ body: { collection_name: 'C', isSale: '0' } }),
    expect: sellerOp({ seller: 200, otherSeller: 200 }),
  },
  collectionUpdate: {
    setup: async (c) => ({
      body: { collection_id: await w.collection(c.S.id), collection_name: 'D', isSale: '0' },
    }),
    expect: sellerOp({ seller: 200 }),
  },
  collectionDelete: {
    setup: async (c) => ({ body: { collection_id: await w.collection(c.S.id) } }),
    expect: sellerOp({ seller: 200 }),
  },
  collectionRemoveTicket: {
    setup: async (c) => {
      const collectionId = await w.collection(c.S.id);
      return { body: { collection_id: collectionId, product_id: await w.ticket(c.S.id, { collectionId }) } };
    },
    expect: sellerOp({ seller: 200 }),
  },
  sellerOrders: { expect: sellerOp({ seller: 200, otherSeller: 200 }) },
  fulfilmentAdd: {
    setup: async (c) => ({
      body: {
        order_no: await paidOrder(w, c.B, [await w.ticket(c.S.id)]),
        ...TRACKING,
        expected_delivery: tomorrow(),
      },
    }),
    expect: sellerOp({ seller: 200 }),
  },
  fulfilmentUpdate: {
    setup: async (c) => ({
      body: {
        order_no: await shippedOrder(w, c.B, c.S, [await w.ticket(c.S.id)]),
        ...TRACKING,
        expected_delivery: tomorrow(),
      },
    }),
    expect: sellerOp({ seller: 200 }),
  },
  orderDelivered: {
    setup: async (c) => ({ body: { order_no: await shippedOrder(w, c.B, c.S, [await w.ticket(c.S.id)]) } }),
    expect: sellerOp({ seller: 200 }),
  },
  offers: { setup: async () => ({ query: { type: 'BUY' } }), expect: all(200) },
  offerGet: {
    setup: async (c) => ({ query: { offer_no: (await offerOf(c)).offer_no } }),
    expect: only({ buyer: 200, seller: 200 }),
  },
  offerCreate: {
    setup: async (c) => ({
      body: {
        offer_type: 'OFFER',
        offer_price: 5,
        seller_id: c.S.id,
        offer_items: [{ product_id: await w.ticket(c.S.id), product_listing_name: 'x' }],
      },
    }),
    expect: { ...all(200), seller: 403 },
  },
  offerCounter: {
    setup: async (c) => {
      const offer = await offerOf(c);
      return {
        body: {
          offer_type: 'COUNTER_OFFER',
          offer_no: offer.offer_no,
          offer_price: 7,
          offer_items: [{ product_id: offer.offer_items[0]!.product_id, product_listing_name: 'x' }],
        },
      };
    },
    expect: only({ buyer: 409, seller: 200 }),
  },
  offerUpdate: {
    setup: async (c) => {
      const offer = await offerOf(c);
      return {
        body: {
          offer_no: offer.offer_no,
          offer_id: offer.offer_id,
          offer_price: 6,
          offer_items: [{ product_id: offer.offer_items[0]!.product_id, product_listing_name: 'x' }],
        },
      };
    },
    expect: only({ buyer: 200, seller: 403 }),
  },
  offerSetStatus: {
    setup: async (c) => {
      const offer = await offerOf(c);
      return { body: { offer_no: offer.offer_no, offer_id: offer.offer_id, status: 'ACCEPT' } };
    },
    expect: only({ buyer: 409, seller: 204 }),
  },
  rooms: { expect: all(200) },
  roomCreate: {
    setup: async (c) => ({ body: { receiver_id: c.S.id } }),
    expect: { ...all(200), seller: 400 },
  },
  messages: {
    setup: async (c) => ({ query: { room_id: await roomOf(c) } }),
    expect: only({ buyer: 200, seller: 200 }),
  },
  messageSend: {
    setup: async (c) => ({ body: { room_id: await roomOf(c), message: 'Hello' } }),
    expect: only({ buyer: 200, seller: 200 }),
  },
  messagesMarkRead: {
    setup: async (c) => ({ body: { room_id: await roomOf(c) } }),
    expect: only({ buyer: 200, seller: 200 }),
  },
  notifications: { expect: all(200) },
  notificationsMarkRead: {
    setup: async (c) => ({
      body: {
        id:
          (await notify(w.db, {
            userId: c.B.id,
            type: 'order_shipped',
            key: 'authz',
            title: 'T',
            body: 'B',
            link: '/',
          })) ?? 0,
      },
    }),
    expect: only({ buyer: 200 }),
  },
  notificationsMarkAllRead: { expect: all(200) },
  notificationPreferences: { expect: all(200) },
  notificationPreferencesUpdate: { setup: async () => ({ body: { messages: false } }), expect: all(200) },
  // The sign-in window's calls take any signed-in user's site session (for a partner: the embed demo's page is one by
  // default outside production).
  embedGrant: {
    setup: async () => ({ body: { origin: 'http://127.0.0.1:5174', challenge: 'a'.repeat(43) } }),
    expect: all(200),
  },
  // A widget's load is counted for the partner of its Origin (none here); anyone may send it, with or without a token.
  embedView: { expect: { ...all(204), anonymous: 204, expired: 204 } },
  embedAllowance: { setup: async () => ({ query: { origin: 'https://partner.example' } }), expect: all(200) },
  // The account's partner sites: each user lists their own, and revokes only their own (someone else's is not found).
  embedSites: { expect: all(200) },
  embedSiteRevoke: {
    setup: async (c) => {
      const [row] = await w.db
        .insertInto('embed_allowances')
        .values({
          user_id: c.B.id,
          origin: 'http://127.0.0.1:5174',
          expires_at: new Date(Date.now() + 86_400_000),
        })
        .returning('id')
        .execute();
      return { body: { id: row!.id } };
    },
    expect: only({ buyer: 200 }),
  },
  // Public: the code is the authority (an unknown one is refused alike for everyone; test/embed-sign-in.test.ts).
  embedToken: {
    setup: async () => ({ body: { code: 'unknown', verifier: 'a'.repeat(43) } }),
    expect: { ...all(400), anonymous: 400, expired: 400 },
  },
  // Public: the signed token is the authority (a mail's link, used without signing in).
  unsubscribe: {
    setup: async (c) => ({ query: { token: await unsubscribeToken(w.api.config, c.B.id, 'offers') } }),
    expect: { ...all(200), anonymous: 200, expired: 200 },
  },
  ratingPut: {
    setup: async (c) => {
      const { orderNo, subOrderId } = await deliveredOrder(w, c.B, c.S, [await w.ticket(c.S.id)]);
      return { body: { ...stars, order_no: orderNo, sub_order_id: subOrderId } };
    },
    expect: only({ buyer: 200, seller: 200 }),
  },
  reviewPut: {
    setup: async (c) => {
      const { orderNo, subOrderId } = await deliveredOrder(w, c.B, c.S, [await w.ticket(c.S.id)]);
      return { body: { order_no: orderNo, sub_order_id: subOrderId, description: 'Fine' } };
    },
    expect: only({ buyer: 200, seller: 200 }),
  },
  reviews: { expect: all(200) },
  sellerRatings: { setup: async (c) => ({ query: { seller_id: c.S.id } }), expect: all(200) },
  sellerReputation: {
    setup: async (c) => ({ query: { seller_id: c.S.id } }),
    expect: { ...all(200), anonymous: 200, expired: 200 },
  },
  sellerReviews: {
    setup: async (c) => ({ query: { seller_id: c.S.id } }),
    expect: { ...all(200), anonymous: 200, expired: 200 },
  },
  reportSeller: {
    setup: async (c) => ({ body: { report_type: w.refs.sellerTypeId, report_on: c.S.id, content: 'x' } }),
    expect: { ...all(200), seller: 400 },
  },
  sellerReportTypes: { expect: { ...all(200), anonymous: 200, expired: 200 } },
  reportRooms: { expect: all(200) },
  reportTypes: { expect: all(200) },
  fairPrice: {
    setup: async () => ({ query: { event_id: w.refs.eventId } }),
    expect: { ...all(200), anonymous: 200, expired: 200 },
  },
  watchlist: { expect: all(200) },
  watchIds: { expect: all(200) },
  // Each caller watches the seller's ticket; the seller may not watch their own.
  watchAdd: {
    setup: async (c) => ({ body: { type: 'TICKET', id: await w.ticket(c.S.id) } }),
    expect: { ...all(200), seller: 400 },
  },
  watchRemove: {
    setup: async (c) => ({ body: { type: 'TICKET', id: await w.ticket(c.S.id) } }),
    expect: all(200),
  },
  savedSearches: { expect: all(200) },
  savedSearchCreate: {
    setup: async () => ({ body: { name: 'Stubs', filters: { q: 'stub' } } }),
    expect: all(200),
  },
  savedSearchUpdate: {
    setup: async (c) => ({ body: { id: await savedSearchOf(c), alert: 'DAILY' } }),
    expect: only({ buyer: 200 }),
  },
  savedSearchSeen: {
    setup: async (c) => ({ body: { id: await savedSearchOf(c) } }),
    expect: only({ buyer: 200 }),
  },
  savedSearchDelete: {
    setup: async (c) => ({ body: { id: await savedSearchOf(c) } }),
    expect: only({ buyer: 200 }),
  },
  priceHistory: {
    setup: async () => ({ query: { event: w.refs.eventId } }),
    expect: { ...all(200), anonymous: 200, expired: 200 },
  },
  reportCreate: {
    setup: async () => ({ body: { reportType: w.refs.commonTypeId, title: 'T', description: 'D' } }),
    expect: all(200),
  },
  reportReplies: {
    setup: async (c) => ({ query: { room_id: await reportOf(c) } }),
    expect: only({ buyer: 200, admin: 200 }),
  },
  reportReply: {
    setup: async (c) => ({ body: { room_id: await reportOf(c), message: 'More' } }),
    expect: only({ buyer: 200, admin: 200 }),
  },
  adminQueue: { expect: adminOp },
  adminQueueDecide: {
    setup: async (c) => ({ body: { decision: 'APPROVE', kind: 'venue', id: await queuedVenue(c) } }),
    expect: adminOp,
  },
  adminQueueBulkApprove: {
    setup: async (c) => ({ body: { items: [{ kind: 'venue', id: await queuedVenue(c) }] } }),
    expect: adminOp,
  },
  adminQueueMerge: {
    setup: async (c) => ({ body: { kind: 'venue', id: await queuedVenue(c), into: w.refs.venueId } }),
    expect: adminOp,
  },
  adminReports: { expect: adminOp },
  adminReport: { setup: async (c) => ({ query: { report_id: await reportOf(c) } }), expect: adminOp },
  adminReportReply: {
    setup: async (c) => ({ body: { report_id: await reportOf(c), message: 'We are on it' } }),
    expect: adminOp,
  },
  adminReportClose: { setup: async (c) => ({ body: { report_id: await reportOf(c) } }), expect: adminOp },
  adminReportReopen: {
    setup: async (c) => {
      const id = await reportOf(c);
      await w.db.updateTable('reports').set({ status: 'CLOSED' }).where('id', '=', id).execute();
      return { body: { report_id: id } };
    },
    expect: adminOp,
  },
  adminDeliveries: { expect: adminOp },
  adminDeliveryApprove: {
    setup: async (c) => ({ body: { sub_order_id: await shippedSubOrder(c) } }),
    expect: adminOp,
  },
  adminDeliveryCancel: {
    setup: async (c) => ({ body: { sub_order_id: await shippedSubOrder(c), reason: 'Never arrived' } }),
    expect: adminOp,
  },
  adminUsers: { setup: async (c) => ({ query: { q: c.B.email } }), expect: adminOp },
  adminUser: { setup: async (c) => ({ query: { user_id: c.S.id } }), expect: adminOp },
  adminSellerPermission: {
    setup: async (c) => ({ body: { user_id: c.S.id, status: 'INACTIVE', reason: 'Fake tickets' } }),
    expect: adminOp,
  },
  adminTickets: { setup: async (c) => ({ query: { seller: c.S.id } }), expect: adminOp },
  adminTicketVisibility: {
    setup: async (c) => ({
      body: { product_id: await w.ticket(c.S.id), hidden: true, reason: 'Counterfeit' },
    }),
    expect: adminOp,
  },
  adminDashboard: { setup: async () => ({ query: { days: 7 } }), expect: adminOp },
  adminPartners: { expect: adminOp },
  adminPartnerCreate: {
    setup: async () => ({ body: { name: 'Venue', origins: [`http://venue-${++partnerSeq}.example`] } }),
    expect: adminOp,
  },
  adminPartnerUpdate: {
    setup: async () => ({ body: { partner_id: await partnerRow(), status: 'PAUSED' } }),
    expect: adminOp,
  },
  adminPartnerDelete: { setup: async () => ({ body: { partner_id: await partnerRow() } }), expect: adminOp },
  adminPartner: { setup: async () => ({ query: { partner_id: await partnerRow() } }), expect: adminOp },
  adminPartnerOrders: { setup: async () => ({ query: { partner_id: await partnerRow() } }), expect: adminOp },
  adminPartnerExport: { setup: async () => ({ query: { partner_id: await partnerRow() } }), expect: adminOp },
  adminAudit: { expect: adminOp },
};

function url(op: OperationId, query: Record<string, string | number> = {}): string {
  const route = routes[op] as { path: string; action?: string };
  const params = new URLSearchParams();
  if (route.action) params.set('action', route.action);
  for (const [k, v] of Object.entries(query)) params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${route.path}?${qs}` : route.path;
}

function tokenOf(c: Cast, who: Who): string | undefined {
  switch (who) {
    case 'anonymous':
      return undefined;
    case 'expired':
      return c.expired;
    case 'buyer':
      return c.B.token;
    case 'otherBuyer':
      return c.B2.token;
    case 'seller':
      return c.S.token;
    case 'otherSeller':
      return c.S2.token;
    case 'admin':
      return c.A.token;
  }
}

const signInBrowsingAndDev = new Set([
  ...Object.keys(authHandlers),
  ...Object.keys(browsingHandlers),
  ...Object.keys(devHandlers),
]);
const signedInOperations = Object.keys(handlers).filter(
  (id) => !signInBrowsingAndDev.has(id),
) as OperationId[];

describe('authorisation matrix', () => {
  it('covers every signed-in operation', () => {
    expect(Object.keys(cases).sort()).toEqual([...signedInOperations].sort());
  });

  it.each(signedInOperations.map((op) => [op]))(
    '%s answers each kind of caller with the expected status',
    async (op) => {
      const spec = cases[op];
      if (!spec) expect.fail(`no matrix case for ${op}`);
      const route = routes[op] as { method: string; auth: string };
      const expected = (who: Who): number => spec.expect[who] ?? (route.auth === 'public' ? 200 : 401);
      // Refusals first, then the allowed calls.
      const order = [...WHO].sort((a, b) => Number(expected(a) < 300) - Number(expected(b) < 300));
      let shared: { c: Cast; req: Request } | null = null;
      const failures: string[] = [];
      for (const who of order) {
        if (!shared || spec.fresh) {
          const c = await cast();
          shared = { c, req: spec.setup ? await spec.setup(c) : {} };
        }
        const { c, req } = shared;
        const res = await w.call(route.method, url(op, req.query), {
          token: tokenOf(c, who),
          body: req.body,
        });
        if (res.status !== expected(who))
          failures.push(`${who}: expected ${expected(who)}, got ${res.status} ${JSON.stringify(res.body)}`);
        if (res.status >= 400 && typeof res.body?.error?.message !== 'string')
          failures.push(`${who}: error without a message`);
        if (who === 'expired' && res.status === 401) expect(res.body.error.code).toBe('TOKEN_EXPIRED');
      }
      expect(failures).toEqual([]);
    },
  );
});

// Authentication, then authorisation, then validation, for every operation of the contract: a caller without a
// valid token learns nothing about an operation's field rules, and a caller without the permission nothing either.
// Each operation gets requests that break its schema (a body of the wrong shape, a body that is not JSON, every
// query parameter out of range); the caller the operation is for gets 400 for each (so they really are malformed),
// anonymous and expired callers 401, a buyer on a seller operation 403.

type Malformed = { label: string; query: Record<string, string>; body?: unknown; rawBody?: string };

/** Too long for every query parameter of the contract: ids, flags, enums, dates and texts alike refuse it. */
const JUNK = 'x'.repeat(1100);

function malformedRequests(op: OperationId): Malformed[] {
  const route: Route = routes[op];
  const shape = (operations[op].query as unknown as { shape?: Record<string, unknown> }).shape ?? {};
  const junkQuery = Object.fromEntries(Object.keys(shape).map((key) => [key, JUNK]));
  if (route.method === 'GET')
    return Object.keys(junkQuery).length > 0 ? [{ label: 'a malformed query', query: junkQuery }] : [];
  // A body discriminated by a field keeps it, so that the request still reaches this operation.
  const wrongShape = route.when?.in === 'body' ? { [route.when.key]: route.when.value ?? 'x' } : [];
  const query = route.when?.in === 'query' ? { [route.when.key]: '1' } : {};
  return [
    { label: 'a body of the wrong shape', query, body: wrongShape },
    { label: 'a body that is not JSON', query, rawBody: '{"not json' },
    ...(Object.keys(junkQuery).length > 0
      ? [{ label: 'a malformed query', query: junkQuery, body: wrongShape }]
      : []),
  ];
}

const guarded = operationIds.filter((op) => !isAnonymous(routes[op]));

describe('authentication comes before authorisation, and both before validation', () => {
  it('guards every operation but the anonymous ones', () => {
    // The public operations that need no token at all; everything else must answer 401 without one.
    expect(
      operationIds.filter((op) => isAnonymous(routes[op])).every((op) => routes[op].auth === 'public'),
    ).toBe(true);
    expect(guarded.length).toBeGreaterThan(60);
  });

  it.each(guarded.map((op) => [op]))(
    '%s answers a malformed request with 401 before any validation',
    async (op) => {
      const route: Route = routes[op];
      const c = await cast();
      const intended =
        route.auth === 'seller' || route.auth === 'activeSeller'
          ? c.S.token
          : route.auth === 'admin'
            ? c.A.token
            : c.B.token;
      const failures: string[] = [];
      const send = (token: string | undefined, req: Malformed) => {
        const route: Route = routes[op];
        const params = new URLSearchParams(route.action ? { action: route.action, ...req.query } : req.query);
        const target = params.size ? `${route.path}?${params}` : route.path;
        return w.call(route.method, target, {
          token,
          body: req.body,
          ...(req.rawBody !== undefined
            ? { rawBody: req.rawBody, headers: { 'content-type': 'application/json' } }
            : {}),
        });
      };
      const check = async (
        who: string,
        token: string | undefined,
        req: Malformed,
        status: number,
        code: string,
      ) => {
        const res = await send(token, req);
        if (res.status !== status || res.body?.error?.code !== code)
          failures.push(
            `${who} with ${req.label}: expected ${status} ${code}, got ${res.status} ${JSON.stringify(res.body)}`,
          );
      };
      const requests = malformedRequests(op);
      for (const req of [{ label: 'no input', query: {} }, ...requests]) {
        await check('anonymous', undefined, req, 401, 'UNAUTHORIZED');
        await check('a garbage token', 'not-a-token', req, 401, 'UNAUTHORIZED');
        if (route.bearer !== 'refresh') await check('an expired token', c.expired, req, 401, 'TOKEN_EXPIRED');
      }
      for (const req of requests) {
        if (route.auth === 'seller' || route.auth === 'activeSeller' || route.auth === 'admin')
          await check('a buyer', c.B2.token, req, 403, 'FORBIDDEN');
        if (route.bearer !== 'refresh') await check('its caller', intended, req, 400, 'VALIDATION');
      }
      expect(failures).toEqual([]);
    },
  );
});
