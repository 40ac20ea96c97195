// Every operation: the route (routes.ts) plus its query, body and reply schemas. `reply` is the schema of `data`
// inside the envelope; paged lists answer `{ items, next? }`. Bodies check the spec's limits so the server rejects
// bad input with 400 before any SQL; the user-facing messages live in the kit.
import { z } from 'zod';
import { LIMITS } from './constants.ts';
import { isExactOrigin, PKCE_VALUE } from './embed.ts';
import {
  address,
  artist,
  buyerOrder,
  cart,
  checkout,
  collection,
  embedAllowance,
  embedGrant,
  embedSession,
  embedSite,
  event,
  fulfilmentReply,
  genre,
  loginReply,
  masterData,
  message,
  metaContent,
  offer,
  offerItem,
  notification,
  notificationPreferences,
  outboxMail,
  priceHistory,
  savedSearch,
  watchIds,
  watchItem,
  order,
  paymentConfig,
  popularEvent,
  popularSearch,
  popularTeam,
  rating,
  reportDetail,
  reportReply,
  reportRoom,
  reportType,
  review,
  reviewItem,
  room,
  sellOrder,
  seller,
  sellerReport,
  sellerReputation,
  subGenre,
  team,
  ticket,
  tokens,
  user,
  venue,
} from './entities.ts';
import {
  adminDashboard,
  adminDelivery,
  adminDeliveryResult,
  adminTicket,
  adminMergeResult,
  adminQueueDecision,
  adminQueueItem,
  adminReport,
  adminReportDetail,
  adminUserDetail,
  adminPartner,
  adminPartnerDetail,
  adminPartnerOrder,
  adminUserSummary,
  auditEntry,
} from './adminEntities.ts';
import {
  AUDIT_ITEM_KINDS,
  BULK_APPROVE_MAX,
  DASHBOARD_DAYS,
  DELIVERY_REASONS,
  MERGEABLE_KINDS,
  MODERATION_KINDS,
  type DashboardDays,
} from './admin.ts';
import { listPage } from './envelope.ts';
import {
  base64,
  dateOrDateTime,
  email,
  flag,
  id,
  isSale,
  money,
  optionalText,
  optionalMultilineText,
  multilineText,
  plainString,
  documentNo,
  page,
  password,
  priceInput,
  queryCount,
  queryFlag,
  queryId,
  statusFilter,
  text,
} from './primitives.ts';
import { routes, type OperationId, type Routes } from './routes.ts';
import {
  ADDRESS_TYPES,
  FULFILMENT_STATUSES,
  OFFER_ACTIONS,
  OFFER_LIST_TYPES,
  ORDER_LIST_TYPES,
  PERMISSION_STATUSES,
  REPORT_STATUSES,
  TICKET_QUALITIES,
  isForSale,
} from './statuses.ts';
import { TICKET_REFUSALS } from './sellerTexts.ts';
import { EMAIL_PATTERN } from './text.ts';
import { SAVED_SEARCH_ALERTS, SAVED_SEARCH_FILTER_KEYS, WATCH_TARGETS } from './follow.ts';
import { PARTNER_ORIGIN_MAX, PARTNER_ORIGINS_MAX, PARTNER_STATUSES } from './partners.ts';
import { NOTIFICATION_PREFERENCE_KINDS } from './notifications.ts';

// ---------------------------------------------------------------------------------------------------------------
// Shared pieces
// ---------------------------------------------------------------------------------------------------------------
/** No query parameters besides `action` (which the route fixes). */
const noQuery = z.object({});
/** No body. */
const noBody = z.undefined();

/**
 * Ours: a partner's details as the admin area sends them. The shape only (no control characters, bounded sizes): the
 * server then applies partners.ts's rules with their texts (PARTNER_REFUSALS), as the admin area's form does, so both
 * say the same words. `origins` are exact origins (https://venue.example), one per entry.
 */
const partnerBody = z.object({
  name: plainString(LIMITS.name),
  /** Empty or null: no contact. */
  contact_email: plainString(LIMITS.email).nullable().optional(),
  origins: z.array(plainString(PARTNER_ORIGIN_MAX)).max(PARTNER_ORIGINS_MAX * 5),
});
/** Replies the spec does not show ("not shown beyond error messages"): `{ ok: true }` (ours). */
export const ackReply = z.object({ ok: z.literal(true) }).meta({ id: 'Ack' });
/** Lists without paging still answer `{ items }` (spec: "data.data.items"). */
const items = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item) });

const credentials = z.object({ email, password });

/** A partner page's origin exactly as its browser sends it (`https://venue.example`, no path). */
const partnerOrigin = z.string().refine(isExactOrigin, {
  message: 'must be an http(s) origin without a path, such as https://venue.example',
});
const pkceValue = z.string().regex(PKCE_VALUE, { message: 'must be 43 base64url characters' });

const passwordsMatch = (value: { password: string; confirm_password: string }) =>
  value.password === value.confirm_password;
const mismatch = { message: 'password and confirm_password differ', path: ['confirm_password'] };

const referenceQuery = z.object({
  /** One status or a comma list; default APPROVED. */
  status: statusFilter,
  has_tickets: queryFlag.optional(),
  genre: queryId.optional(),
  sub_genre: queryId.optional(),
  /** Case-insensitive "contains" on the name. */
  name: optionalText(LIMITS.query),
});

/** Ticket filters of /tickets as query parameters. */
const productFilters = {
  q: optionalText(LIMITS.query),
  date: dateOrDateTime.optional(),
  sub_genre: queryId.optional(),
  event: queryId.optional(),
  venue: queryId.optional(),
  team: queryId.optional(),
  artist: queryId.optional(),
  section: optionalText(LIMITS.section),
  row: optionalText(LIMITS.row),
  face_price: z.coerce.number().nonnegative().optional(),
  seat: optionalText(LIMITS.seat),
  /** Highest cost. */
  price: z.coerce.number().nonnegative().optional(),
  seller: queryId.optional(),
  is_featured: queryFlag.optional(),
  collection_id: queryId.optional(),
  full_collection: queryFlag.optional(),
  full_result: queryFlag.optional(),
  page,
};

/** A saved search's filters in a request body: the /tickets filters, each as its query-string text. */
const savedSearchFilterFields = Object.fromEntries(
  SAVED_SEARCH_FILTER_KEYS.map((key) => [key, z.string().trim().max(LIMITS.query).optional()]),
) as Record<(typeof SAVED_SEARCH_FILTER_KEYS)[number], z.ZodOptional<z.ZodString>>;

const addressFields = {
  type: z.enum(ADDRESS_TYPES),
  first_name: text(LIMITS.firstName),
  last_name: text(LIMITS.lastName),
  mobile_no: text(LIMITS.mobileNo),
  address_line_1: text(LIMITS.addressLine),
  address_line_2: optionalText(LIMITS.addressLine).nullable(),
  administrative_area: text(LIMITS.state),
  city: text(LIMITS.city),
  postal_code: text(LIMITS.postalCode),
  country: text(LIMITS.country),
  is_primary: flag.optional(),
};

const orderNo = documentNo;
const offerNo = documentNo;

/** An existing reference item by id, or a new one by name (the ticket form's "Or" plus button). */
const refOrNew = (max: number) => z.union([id, z.object({ name: text(max) })]);

const imageUpload = z.object({ image_file: base64, image_name: text(LIMITS.fileName) });

const newEvent = z.object({
  event_name: text(LIMITS.eventName),
  event_date: dateOrDateTime,
  venue: refOrNew(LIMITS.venueName),
  significance: optionalMultilineText(LIMITS.description),
  additional_significance: z.array(text(LIMITS.description)).max(20).optional(),
  genre: z
    .object({
      genre_id: id,
      sub_genre: refOrNew(LIMITS.subGenreName).optional(),
      teams: z.array(refOrNew(LIMITS.name)).max(50).optional(),
      artists: z.array(refOrNew(LIMITS.name)).max(50).optional(),
    })
    .optional(),
});

const ticketFields = {
  listing_name: text(LIMITS.listingName),
  /** An existing event (`{ event_id }`) or a new one. */
  event: z.union([z.object({ event_id: id }), newEvent]),
  ticket_type: id,
  isSale,
  cost: priceInput.nullable().optional(),
  quality: z.enum(TICKET_QUALITIES),
  /**
   * Ours, automatic answers to offers (autoAnswers.ts): an offer at or above `auto_accept_price` is accepted at once,
   * one below `auto_decline_price` rejected at once. Both below `cost`, decline below accept; absent or null: none.
   * Only for a ticket on sale; never shown to buyers.
   */
  auto_accept_price: priceInput.nullable().optional(),
  auto_decline_price: priceInput.nullable().optional(),
  support_document: z
    .array(z.object({ document_data: base64, document_name: text(LIMITS.fileName), doc_id: id.optional() }))
    .max(1)
    .optional(),
  ticket_details: z
    .object({
      section: optionalText(LIMITS.section),
      row: optionalText(LIMITS.row),
      seat: optionalText(LIMITS.seat),
      face_price: priceInput.nullable().optional(),
      description: optionalMultilineText(LIMITS.description),
      grade: optionalText(LIMITS.grade),
      seat_type: id.nullable().optional(),
      collection: id.nullable().optional(),
    })
    .optional(),
};
const costWhenForSale = (value: { isSale: '0' | '1' | 0 | 1; cost?: unknown }) =>
  !isForSale(value.isSale) || (value.cost !== undefined && value.cost !== null && value.cost !== '');
const costRequired = { message: TICKET_REFUSALS.price, path: ['cost'] };

const ticketCreateBody = z
  .object({ ...ticketFields, images: z.array(imageUpload).min(1).max(10) })
  .refine(costWhenForSale, costRequired);
const ticketUpdateBody = z
  .object({
    ...ticketFields,
    product_id: id,
    images: z.array(imageUpload).max(10).optional(),
    /** Ids of images removed in the form. */
    removed_images: z.array(id).max(10).optional(),
  })
  .refine(costWhenForSale, costRequired);

/**
 * Ours, reference-item editing (docs/rules/permissions.md: an event by its creator when not admin created; a venue,
 * sub-genre, team or artist by its creator while INQUEUE and not admin created). The body is the ticket form's new
 * event with the event's id: the event takes the name, date, venue, significance, genre, sub-genre, teams and artists
 * given (checked as for a new event), and `renames` gives new names to the items the event then refers to.
 */
const referenceRename = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('venue'), id, name: text(LIMITS.venueName) }),
  z.object({ kind: z.literal('sub_genre'), id, name: text(LIMITS.subGenreName) }),
  z.object({ kind: z.literal('team'), id, name: text(LIMITS.name) }),
  z.object({ kind: z.literal('artist'), id, name: text(LIMITS.name) }),
]);
const eventUpdateBody = newEvent.extend({
  event_id: id,
  /** New names of the event's own INQUEUE venue, sub-genre, teams and artists (one entry per item). */
  renames: z.array(referenceRename).max(102).optional(),
});

/**
 * Ours, the fair-price hint: the tickets on sale for one event (the same section when given and at least
 * FAIR_PRICE_MIN_COMPARABLES of them share it, else the whole event), without the ticket being priced. The client
 * compares a price with `median` (fairPrice.ts); fewer than FAIR_PRICE_MIN_COMPARABLES comparables give no verdict.
 */
const fairPriceReply = z
  .object({
    /** How many tickets the median is taken over. */
    comparables: z.number().int().nonnegative(),
    /** Their median price; null without comparables. */
    median: money.nullable(),
    /** True when the comparables share the section asked for. */
    by_section: z.boolean(),
  })
  .meta({ id: 'FairPrice' });

const collectionFields = {
  collection_name: text(LIMITS.collectionName),
  isSale,
  cost: priceInput.nullable().optional(),
};

const trackingBody = z.object({
  order_no: orderNo,
  /** The sub-order; optional because a seller has one sub-order per order. */
  sub_order_id: id.optional(),
  carrier_name: text(LIMITS.carrier),
  service_name: text(LIMITS.service),
  tracking_no: text(LIMITS.trackingId),
  shipping_cost: priceInput,
  expected_delivery: dateOrDateTime,
});

const offerItemsInput = z
  .array(z.object({ product_id: id, product_listing_name: plainString(LIMITS.listingName) }))
  .min(1)
  .max(50);
const offerPrice = z.number().nonnegative().max(99_999_999);
const offerMessage = optionalMultilineText(LIMITS.offerMessage);

const ratingScore = z.number().int().min(1).max(5);

const dateRange = { date_from: dateOrDateTime.optional(), date_to: dateOrDateTime.optional() };

// ---------------------------------------------------------------------------------------------------------------
// The admin area (ours)
// ---------------------------------------------------------------------------------------------------------------
const moderationKind = z.enum(MODERATION_KINDS);
const moderationReason = text(LIMITS.moderationReason);
/** The longest name of any reference kind (each kind's own limit is checked by the server). */
const referenceNameMax = Math.max(LIMITS.venueName, LIMITS.subGenreName, LIMITS.name, LIMITS.eventName);

const queueDecideBody = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('APPROVE'), kind: moderationKind, id }),
  z.object({ decision: z.literal('REJECT'), kind: moderationKind, id, reason: moderationReason }),
  /** Rename the item (its display name; the key name follows it), then approve it. */
  z.object({
    decision: z.literal('EDIT_APPROVE'),
    kind: moderationKind,
    id,
    display_name: text(referenceNameMax),
  }),
]);

const dashboardDays = z
  .preprocess(
    (value) => (typeof value === 'string' && /^[0-9]{1,3}$/.test(value) ? Number(value) : value),
    z.number().int(),
  )
  .refine((value): value is DashboardDays => (DASHBOARD_DAYS as readonly number[]).includes(value), {
    message: `days must be one of ${DASHBOARD_DAYS.join(', ')}`,
  });

/**
 * Ours: a partner page's date range, both ends optional (YYYY-MM-DD, UTC). The shape only: the handler applies
 * partnerStatsRange with its texts (PARTNER_RANGE_REFUSALS), as the admin area's form does.
 */
const partnerRange = z.object({ from: z.string().max(10).optional(), to: z.string().max(10).optional() });

const ticketVisibilityBody = z
  .object({ product_id: id, hidden: z.boolean(), reason: optionalText(LIMITS.moderationReason) })
  .refine((value) => !value.hidden || (value.reason !== undefined && value.reason !== ''), {
    message: 'reason is required when hiding a listing',
    path: ['reason'],
  });

// ---------------------------------------------------------------------------------------------------------------
// The schemas per operation
// ---------------------------------------------------------------------------------------------------------------
type Schemas = { query: z.ZodType; body: z.ZodType; reply: z.ZodType };

const schemas = {
  siteLogin: { query: noQuery, body: credentials, reply: tokens },
  siteRefresh: { query: noQuery, body: noBody, reply: tokens },
  login: { query: noQuery, body: credentials, reply: loginReply },
  refresh: { query: noQuery, body: noBody, reply: tokens },
  logout: {
    query: noQuery,
    body: z.object({ refresh_token: plainString(2048).optional() }).optional(),
    reply: ackReply,
  },
  logoutEverywhere: { query: noQuery, body: noBody, reply: ackReply },
  register: {
    query: noQuery,
    body: z
      .object({ user_name: text(LIMITS.name), email, password, confirm_password: password })
      .refine(passwordsMatch, mismatch),
    reply: ackReply,
  },
  verifyEmail: {
    query: noQuery,
    body: z.object({ email, email_verification_key: text(512) }),
    reply: ackReply,
  },
  resetMail: { query: noQuery, body: z.object({ email }), reply: ackReply },
  resetPassword: {
    query: noQuery,
    body: z
      .object({ reset_key: text(512), password, confirm_password: password })
      .refine(passwordsMatch, mismatch),
    reply: ackReply,
  },

  embedGrant: {
    query: noQuery,
    body: z.object({ origin: partnerOrigin, challenge: pkceValue }),
    reply: embedGrant,
  },
  embedAllowance: { query: z.object({ origin: partnerOrigin }), body: noBody, reply: embedAllowance },
  embedToken: {
    query: noQuery,
    body: z.object({ code: plainString(128), verifier: pkceValue }),
    reply: embedSession,
  },
  embedView: { query: noQuery, body: noBody, reply: z.null() },
  embedSites: { query: noQuery, body: noBody, reply: items(embedSite) },
  embedSiteRevoke: { query: noQuery, body: z.object({ id }), reply: ackReply },

  popularSearches: { query: noQuery, body: noBody, reply: items(popularSearch) },
  popularEvents: { query: noQuery, body: noBody, reply: items(popularEvent) },
  popularTeams: { query: noQuery, body: noBody, reply: items(popularTeam) },
  genres: {
    query: referenceQuery.pick({ status: true, has_tickets: true }),
    body: noBody,
    reply: items(genre),
  },
  subGenres: {
    query: referenceQuery.pick({ status: true, has_tickets: true, genre: true }),
    body: noBody,
    reply: items(subGenre),
  },
  adminSubGenres: {
    query: referenceQuery.pick({ status: true, genre: true }),
    body: noBody,
    reply: items(subGenre),
  },
  venues: {
    query: referenceQuery.pick({ status: true, has_tickets: true, name: true }),
    body: noBody,
    reply: items(venue),
  },
  teams: { query: referenceQuery, body: noBody, reply: items(team) },
  artists: { query: referenceQuery, body: noBody, reply: items(artist) },
  events: {
    query: z.object({
      status: statusFilter,
      /** One event (the /tickets?event= header). */
      event_id: queryId.optional(),
      full_result: queryFlag.optional(),
      has_tickets: queryFlag.optional(),
      genre: queryId.optional(),
      venue: queryId.optional(),
      team: queryId.optional(),
      artist: queryId.optional(),
      name: optionalText(LIMITS.query),
      page,
    }),
    body: noBody,
    reply: listPage(event),
  },
  products: { query: z.object(productFilters), body: noBody, reply: listPage(ticket) },
  product: {
    query: z.object({ product_id: queryId, full_collection: queryFlag.optional() }),
    body: noBody,
    reply: ticket,
  },
  fairPrice: {
    query: z.object({
      event_id: queryId,
      section: optionalText(LIMITS.section),
      product_id: queryId.optional(),
    }),
    body: noBody,
    reply: fairPriceReply,
  },
  searchProducts: { query: z.object(productFilters), body: noBody, reply: listPage(ticket) },
  collections: {
    query: z.object({ page, seller: queryId.optional(), full_collection: queryFlag.optional() }),
    body: noBody,
    reply: listPage(collection),
  },
  metaContents: {
    query: z.object({ page_name: optionalText(100) }),
    body: noBody,
    reply: items(metaContent),
  },
  agreementContent: { query: noQuery, body: noBody, reply: metaContent },
  masterPaymentData: { query: noQuery, body: noBody, reply: paymentConfig },
  masterData: { query: noQuery, body: noBody, reply: masterData },

  cartGet: { query: z.object({ full_collection: queryFlag.optional() }), body: noBody, reply: cart },
  cartAdd: {
    query: noQuery,
    body: z.discriminatedUnion('type', [
      z.object({ type: z.literal('BUY'), product_id: id, name: plainString(LIMITS.listingName).optional() }),
      z.object({ type: z.literal('COLLECTION'), id, name: plainString(LIMITS.collectionName).optional() }),
      z.object({ type: z.literal('OFFER'), offer: z.object({ offer_no: offerNo, offer_id: id }) }),
    ]),
    reply: cart,
  },
  cartRemove: {
    query: noQuery,
    body: z.union([
      z.object({ product_id: id }),
      z.object({ collection_id: id }),
      z.object({ offer_no: offerNo }),
    ]),
    reply: cart,
  },
  checkoutCreate: { query: noQuery, body: z.object({ cart_id: id }), reply: checkout },
  checkoutGet: { query: z.object({ checkout_id: queryId }), body: noBody, reply: checkout },
  checkoutUpdateShipping: {
    query: noQuery,
    body: z.object({ checkout_id: id, address_id: id }),
    reply: checkout,
  },
  checkoutUpdateBilling: {
    query: noQuery,
    body: z.object({ checkout_id: id, address_id: id }),
    reply: checkout,
  },
  addressList: { query: z.object({ type: z.enum(ADDRESS_TYPES) }), body: noBody, reply: items(address) },
  addressCreate: { query: noQuery, body: z.object(addressFields), reply: address },
  addressUpdate: { query: noQuery, body: z.object({ id, ...addressFields }), reply: address },
  addressDelete: { query: noQuery, body: z.object({ id }), reply: ackReply },
  addressSetDefaultShipping: { query: noQuery, body: z.object({ id }), reply: address },
  orderCreate: {
    query: noQuery,
    /**
     * `partner` (ours): the partner marker the site kept from a partner's link (`?partner=`, docs/rules/attribution.md);
     * the server attributes the order to it only when it is an ACTIVE partner and no line came through a partner's embed.
     */
    body: z.object({ checkout_id: id, partner: id.optional() }),
    reply: z.object({ order_no: z.string() }),
  },
  orderGet: { query: z.object({ order_no: orderNo }), body: noBody, reply: order },
  orderExpiryCheck: {
    query: z.object({ order_no: orderNo }),
    body: noBody,
    /** `status` is true when the order has expired ('Order Expired'). */
    reply: z.object({ order_no: z.string(), status: z.boolean() }),
  },
  buyerOrders: {
    query: z.object({ page, type: z.enum(ORDER_LIST_TYPES).optional(), ...dateRange }),
    body: noBody,
    reply: listPage(buyerOrder),
  },
  orderPaymentUpdate: {
    query: noQuery,
    body: z.object({
      order_no: orderNo,
      /** `token` is the payment service's order id; the server verifies the capture itself. */
      payment_result: z.object({ is_paid: z.boolean(), token: text(256) }),
    }),
    reply: order,
  },
  orderCancel: { query: noQuery, body: z.object({ order_no: orderNo }), reply: order },
  orderReceived: {
    query: noQuery,
    body: z.object({ order_no: orderNo, sub_order_id: id }),
    reply: z.object({ order_no: z.string(), sub_order_id: id, delivery_status: z.enum(FULFILMENT_STATUSES) }),
  },

  userGet: { query: noQuery, body: noBody, reply: user },
  userUpdate: {
    query: noQuery,
    body: z.object({ user_name: text(LIMITS.name), mobile_no: text(LIMITS.mobileNo) }),
    reply: user,
  },
  changePassword: {
    query: noQuery,
    body: z
      .object({ old_password: password, new_password: password, confirm_password: password })
      .refine((value) => value.new_password === value.confirm_password, {
        message: 'new_password and confirm_password differ',
        path: ['confirm_password'],
      }),
    reply: ackReply,
  },
  uploadProfilePhoto: { query: noQuery, body: imageUpload, reply: user },
  deleteAccount: { query: noQuery, body: z.object({ password }), reply: ackReply },

  sellerPaymentGet: { query: noQuery, body: noBody, reply: seller },
  sellerRegister: {
    query: noQuery,
    body: z.object({ paypal_details: z.object({ id: text(LIMITS.paypalId), email: email }) }),
    reply: seller,
  },
  sellerPaymentUpdate: {
    query: noQuery,
    body: z.object({
      paypal_details_id: id,
      paypal_id: text(LIMITS.paypalId),
      paypal_email: z
        .string()
        .trim()
        .max(LIMITS.paypalEmail)
        .pipe(z.email({ pattern: EMAIL_PATTERN })),
    }),
    reply: seller,
  },

  myTickets: {
    query: z.object({
      page,
      full_result: queryFlag.optional(),
      collection_id: queryId.optional(),
      /** One own ticket (/mytickets/{id}, the edit form): a page of zero or one item. */
      product_id: queryId.optional(),
    }),
    body: noBody,
    reply: listPage(ticket),
  },
  ticketCreate: { query: noQuery, body: ticketCreateBody, reply: ticket },
  ticketUpdate: { query: noQuery, body: ticketUpdateBody, reply: ticket },
  moveToSell: { query: noQuery, body: z.object({ product_id: id, cost: priceInput }), reply: ticket },
  ticketDeleteImages: {
    query: noQuery,
    body: z.object({ product_id: id, images: z.array(id).min(1).max(10) }),
    reply: ticket,
  },
  ticketDelete: { query: noQuery, body: z.object({ product_id: id }), reply: ackReply },
  eventUpdate: { query: noQuery, body: eventUpdateBody, reply: event },

  sellerCollections: {
    query: z.object({ page, full_result: queryFlag.optional() }),
    body: noBody,
    reply: listPage(collection),
  },
  collectionCreate: {
    query: noQuery,
    body: z.object(collectionFields).refine(costWhenForSale, costRequired),
    reply: collection,
  },
  collectionUpdate: {
    query: noQuery,
    body: z.object({ collection_id: id, ...collectionFields }).refine(costWhenForSale, costRequired),
    reply: collection,
  },
  collectionDelete: { query: noQuery, body: z.object({ collection_id: id }), reply: ackReply },
  collectionRemoveTicket: {
    query: noQuery,
    body: z.object({ collection_id: id, product_id: id }),
    reply: ackReply,
  },

  sellerOrders: { query: z.object({ page, ...dateRange }), body: noBody, reply: listPage(sellOrder) },
  fulfilmentAdd: { query: noQuery, body: trackingBody, reply: fulfilmentReply },
  fulfilmentUpdate: { query: noQuery, body: trackingBody, reply: fulfilmentReply },
  orderDelivered: {
    query: noQuery,
    body: z.object({ order_no: orderNo, sub_order_id: id.optional() }),
    reply: z.object({ order_no: z.string(), sub_order_id: id, delivery_status: z.enum(FULFILMENT_STATUSES) }),
  },

  offers: { query: z.object({ page, type: z.enum(OFFER_LIST_TYPES) }), body: noBody, reply: listPage(offer) },
  offerGet: { query: z.object({ offer_no: offerNo }), body: noBody, reply: offer },
  offerCreate: {
    query: noQuery,
    body: z.object({
      offer_type: z.literal('OFFER'),
      offer_price: offerPrice,
      seller_id: id,
      offer_items: offerItemsInput,
      message: offerMessage,
    }),
    reply: offer,
  },
  offerCounter: {
    query: noQuery,
    body: z.object({
      offer_type: z.literal('COUNTER_OFFER'),
      offer_no: offerNo,
      offer_price: offerPrice,
      offer_items: offerItemsInput,
      message: offerMessage,
    }),
    reply: offer,
  },
  offerUpdate: {
    query: noQuery,
    body: z.object({
      offer_no: offerNo,
      offer_id: id,
      offer_price: offerPrice,
      offer_items: offerItemsInput,
      message: offerMessage,
    }),
    reply: z.object({
      offer_id: id,
      offer_price: offer.shape.offer_price,
      offer_message: z.string().nullable(),
      offer_items: z.array(offerItem),
    }),
  },
  offerSetStatus: {
    query: noQuery,
    body: z.object({ offer_no: offerNo, offer_id: id, status: z.enum(OFFER_ACTIONS) }),
    /** 204: no body; the kit reads it as null. */
    reply: z.null(),
  },

  rooms: {
    query: z.object({
      page,
      receiver_id: queryId.optional(),
      room_id: queryId.optional(),
      /** Ours: only the rooms with unread messages for the caller (the header's unread badge counts them). */
      unread: queryFlag.optional(),
    }),
    body: noBody,
    reply: listPage(room),
  },
  roomCreate: { query: noQuery, body: z.object({ receiver_id: id }), reply: room },
  messages: { query: z.object({ room_id: queryId, page }), body: noBody, reply: listPage(message) },
  messageSend: {
    query: noQuery,
    body: z.object({ room_id: id, message: multilineText(LIMITS.chatMessage) }),
    reply: message,
  },
  messagesMarkRead: { query: noQuery, body: z.object({ room_id: id }), reply: ackReply },

  ratingPut: {
    query: noQuery,
    body: z
      .object({
        communication_rating: ratingScore,
        description_rating: ratingScore,
        shipping_rating: ratingScore,
        order_no: orderNo,
        suborder_no: text(60).optional(),
        sub_order_id: id.optional(),
      })
      .refine((value) => value.sub_order_id !== undefined || value.suborder_no !== undefined, {
        message: 'sub_order_id or suborder_no is required',
        path: ['sub_order_id'],
      }),
    reply: rating,
  },
  reviewPut: {
    query: noQuery,
    body: z.object({ order_no: orderNo, sub_order_id: id, description: multilineText(LIMITS.description) }),
    reply: review,
  },
  reviews: { query: z.object({ page }), body: noBody, reply: listPage(reviewItem) },
  sellerRatings: { query: z.object({ seller_id: queryId, page }), body: noBody, reply: listPage(reviewItem) },
  sellerReputation: { query: z.object({ seller_id: queryId }), body: noBody, reply: sellerReputation },
  sellerReviews: { query: z.object({ seller_id: queryId, page }), body: noBody, reply: listPage(reviewItem) },

  reportSeller: {
    query: noQuery,
    body: z.object({ content: optionalMultilineText(LIMITS.reportContent), report_type: id, report_on: id }),
    reply: sellerReport,
  },
  sellerReportTypes: { query: noQuery, body: noBody, reply: items(reportType) },
  reportRooms: { query: z.object({ page }), body: noBody, reply: listPage(reportRoom) },
  reportTypes: { query: noQuery, body: noBody, reply: items(reportType) },
  reportCreate: {
    query: noQuery,
    body: z.object({
      reportType: id,
      title: text(LIMITS.reportTitle),
      description: multilineText(LIMITS.reportDescription),
    }),
    reply: reportRoom,
  },
  reportReplies: { query: z.object({ room_id: queryId }), body: noBody, reply: items(reportDetail) },
  reportReply: {
    query: noQuery,
    body: z.object({ room_id: id, message: multilineText(LIMITS.chatMessage) }),
    reply: reportReply.extend({ title: z.string(), description: z.string() }),
  },

  notifications: {
    query: z.object({ page, unread: queryFlag.optional() }),
    body: noBody,
    // The server always adds how many of the user's notifications are unread (the header bell's count); optional in the
    // schema so that the reply stays a plain page for list helpers.
    reply: listPage(notification).extend({ unread_count: z.number().int().nonnegative().optional() }),
  },
  notificationsMarkRead: { query: noQuery, body: z.object({ id }), reply: ackReply },
  notificationsMarkAllRead: { query: noQuery, body: noBody, reply: ackReply },
  notificationPreferences: { query: noQuery, body: noBody, reply: notificationPreferences },
  watchlist: { query: z.object({ page }), body: noBody, reply: listPage(watchItem) },
  watchIds: { query: noQuery, body: noBody, reply: watchIds },
  watchAdd: {
    query: noQuery,
    body: z.object({
      type: z.enum(WATCH_TARGETS),
      id,
      /** The buyer's own alert price; null or absent: the default drop rule. */
      alert_price: priceInput.nullable().optional(),
    }),
    reply: watchItem,
  },
  watchRemove: { query: noQuery, body: z.object({ type: z.enum(WATCH_TARGETS), id }), reply: ackReply },
  savedSearches: { query: z.object({ page }), body: noBody, reply: listPage(savedSearch) },
  savedSearchCreate: {
    query: noQuery,
    body: z.object({
      name: z.string().max(1000),
      filters: z.object(savedSearchFilterFields),
      alert: z.enum(SAVED_SEARCH_ALERTS).optional(),
    }),
    reply: savedSearch,
  },
  savedSearchUpdate: {
    query: noQuery,
    body: z.object({
      id,
      name: z.string().max(1000).optional(),
      alert: z.enum(SAVED_SEARCH_ALERTS).optional(),
    }),
    reply: savedSearch,
  },
  savedSearchSeen: { query: noQuery, body: z.object({ id }), reply: savedSearch },
  savedSearchDelete: { query: noQuery, body: z.object({ id }), reply: ackReply },
  priceHistory: { query: z.object({ event: queryId }), body: noBody, reply: priceHistory },
  notificationPreferencesUpdate: {
    query: noQuery,
    body: notificationPreferences.partial(),
    reply: notificationPreferences,
  },
  unsubscribe: {
    query: z.object({ token: z.string().min(1).max(2000) }),
    // RFC 8058: mail clients POST `List-Unsubscribe=One-Click` as a form; the site's page posts nothing.
    body: z.unknown(),
    reply: z.object({ kind: z.enum(NOTIFICATION_PREFERENCE_KINDS) }),
  },
  adminQueue: {
    query: z.object({
      kind: moderationKind.optional(),
      /** Only items waiting at least this many days. */
      age: queryCount.optional(),
      page,
    }),
    body: noBody,
    reply: listPage(adminQueueItem),
  },
  adminQueueDecide: { query: noQuery, body: queueDecideBody, reply: adminQueueDecision },
  adminQueueBulkApprove: {
    query: noQuery,
    body: z.object({
      items: z
        .array(z.object({ kind: moderationKind, id }))
        .min(1)
        .max(BULK_APPROVE_MAX),
    }),
    reply: items(adminQueueDecision),
  },
  adminQueueMerge: {
    query: noQuery,
    /** `id`: the INQUEUE duplicate; `into`: the APPROVED item of the same kind. */
    body: z.object({ kind: z.enum(MERGEABLE_KINDS), id, into: id }),
    reply: adminMergeResult,
  },
  adminReports: {
    query: z.object({
      status: z.enum(REPORT_STATUSES).optional(),
      scope: z.enum(['SELLER', 'COMMON']).optional(),
      page,
    }),
    body: noBody,
    reply: listPage(adminReport),
  },
  adminReport: { query: z.object({ report_id: queryId }), body: noBody, reply: adminReportDetail },
  adminReportReply: {
    query: noQuery,
    body: z.object({ report_id: id, message: multilineText(LIMITS.chatMessage) }),
    reply: reportReply,
  },
  adminReportClose: { query: noQuery, body: z.object({ report_id: id }), reply: adminReport },
  adminReportReopen: { query: noQuery, body: z.object({ report_id: id }), reply: adminReport },
  adminDeliveries: {
    query: z.object({ reason: z.enum(DELIVERY_REASONS).optional(), page }),
    body: noBody,
    reply: listPage(adminDelivery),
  },
  adminDeliveryApprove: { query: noQuery, body: z.object({ sub_order_id: id }), reply: adminDeliveryResult },
  adminDeliveryCancel: {
    query: noQuery,
    body: z.object({ sub_order_id: id, reason: moderationReason }),
    reply: adminDeliveryResult,
  },
  adminUsers: {
    query: z.object({
      /** Case-insensitive "contains" on the name or the e-mail. */
      q: optionalText(LIMITS.query),
      page,
    }),
    body: noBody,
    reply: listPage(adminUserSummary),
  },
  adminUser: { query: z.object({ user_id: queryId }), body: noBody, reply: adminUserDetail },
  adminSellerPermission: {
    query: noQuery,
    body: z.object({
      user_id: id,
      status: z.enum(PERMISSION_STATUSES),
      reason: optionalText(LIMITS.moderationReason),
    }),
    reply: adminUserSummary,
  },
  adminTickets: {
    query: z.object({
      seller: queryId.optional(),
      hidden: queryFlag.optional(),
      /** Case-insensitive "contains" on the listing name. */
      q: optionalText(LIMITS.query),
      page,
    }),
    body: noBody,
    reply: listPage(adminTicket),
  },
  adminTicketVisibility: { query: noQuery, body: ticketVisibilityBody, reply: adminTicket },
  adminDashboard: {
    query: z.object({ days: dashboardDays.optional() }),
    body: noBody,
    reply: adminDashboard,
  },
  adminAudit: {
    query: z.object({
      item_kind: z.enum(AUDIT_ITEM_KINDS).optional(),
      item_id: queryId.optional(),
      actor: queryId.optional(),
      page,
    }),
    body: noBody,
    reply: listPage(auditEntry),
  },
  adminPartners: { query: noQuery, body: noBody, reply: items(adminPartner) },
  adminPartnerCreate: { query: noQuery, body: partnerBody, reply: adminPartner },
  adminPartnerUpdate: {
    query: noQuery,
    /** Only the fields given change; `origins`, when given, replaces the partner's whole list. */
    body: partnerBody.partial().extend({ partner_id: id, status: z.enum(PARTNER_STATUSES).optional() }),
    reply: adminPartner,
  },
  adminPartnerDelete: { query: noQuery, body: z.object({ partner_id: id }), reply: ackReply },
  adminPartner: {
    query: partnerRange.extend({ partner_id: queryId }),
    body: noBody,
    reply: adminPartnerDetail,
  },
  adminPartnerOrders: {
    query: z.object({ partner_id: queryId, page }),
    body: noBody,
    reply: listPage(adminPartnerOrder),
  },
  /** The CSV text (PARTNER_CSV_COLUMNS, one row a day; partnerStatsCsv), sent as a file, not in the envelope. */
  adminPartnerExport: {
    query: partnerRange.extend({ partner_id: queryId }),
    body: noBody,
    reply: z.string(),
  },
  devOutbox: {
    query: z.object({ to: optionalText(LIMITS.email), page }),
    body: noBody,
    reply: listPage(outboxMail),
  },
} as const satisfies Record<OperationId, Schemas>;

type SchemaTable = typeof schemas;

export type Operation<Id extends OperationId> = Routes[Id] & SchemaTable[Id];

/** Every operation: its route plus `query`, `body` and `reply` schemas. */
// Through `Record<string, unknown>`: comparing the union of every entry with the mapped type directly is more
// than the compiler will do.
export const operations = Object.fromEntries(
  (Object.keys(routes) as OperationId[]).map((operationId) => [
    operationId,
    { ...routes[operationId], ...schemas[operationId] },
  ]),
) as Record<string, unknown> as { readonly [Id in OperationId]: Operation<Id> };

/** Query parameters as the client sends them (numbers, 0/1 flags) and the server reads them after parsing. */
export type OperationQuery<Id extends OperationId> = z.output<SchemaTable[Id]['query']>;
/** The JSON body as the client sends it (`undefined` when the operation has none). */
export type OperationBody<Id extends OperationId> = z.input<SchemaTable[Id]['body']>;
/** `data` of the success envelope. */
export type OperationReply<Id extends OperationId> = z.output<SchemaTable[Id]['reply']>;

export type AckReply = z.infer<typeof ackReply>;
