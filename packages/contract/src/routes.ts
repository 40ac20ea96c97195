// @momento/contract/routes: the zod-free route table. Browser bundles import values from here; schemas live in
// operations.ts. Every call the product makes is one entry; `ours: true` marks a
// path or a split that the spec does not show.

export * from './constants.ts';
export * from './errors.ts';
export * from './statuses.ts';
export * from './refunds.ts';
export * from './buyerAddresses.ts';
export * from './visibility.ts';
export * from './fairPrice.ts';
export * from './autoAnswers.ts';
export * from './offerActions.ts';
export * from './offerTexts.ts';
export * from './access.ts';
export * from './accountDeletion.ts';
export * from './reputation.ts';
export * from './text.ts';
export * from './notifications.ts';
export * from './follow.ts';
export * from './admin.ts';
export * from './partners.ts';
export * from './attribution.ts';
export * from './consoleRoutes.ts';
export * from './embed.ts';
export * from './embedOrders.ts';
export * from './embedRoutes.ts';
export * from './routeTypes.ts';

import { EVENT_BODY_BYTES, IMAGE_BODY_BYTES, JSON_BODY_BYTES, MAX_BODY_BYTES, OFFER_BODY_BYTES } from './constants.ts';
import { consoleRoutes } from './consoleRoutes.ts';
import { EMBED_OPERATIONS, embedRoutes } from './embedRoutes.ts';
import type { Discriminator, Route } from './routeTypes.ts';

// No side effects: a bundle keeps only the route tables it uses.
const r = /* @__NO_SIDE_EFFECTS__ */ <const T extends Route>(route: T): T => route;

/** Every call of the site and the embed: the operator's console's are in `consoleRoutes`, so that a bundle of the
 * site's client does not carry them (the console loads them with its own code). */
export const siteRoutes = {
  // ---- Site gate and session ----------------------------------------------------------------
  siteLogin: r({ method: 'POST', path: '/sitelogin.php', auth: 'public'}),
  siteRefresh: r({
    method: 'GET',
    path: '/sitelogin.php',
    action: 'refresh_token',
    auth: 'siteGate',
    bearer: 'refresh',
  }),
  login: r({ method: 'POST', path: '/user/user_settings.php', action: 'login', auth: 'public'}),
  refresh: r({
    method: 'GET',
    path: '/user/user_settings.php',
    action: 'refresh_token',
    auth: 'public',
    bearer: 'refresh',
  }),
  logout: r({
    method: 'POST',
    path: '/user/user_settings.php',
    action: 'logout',
    auth: 'user',
  }),
  /** Ends every session of the user, the caller's included, and their partner sites' embed tokens. */
  logoutEverywhere: r({
    method: 'POST',
    path: '/user/user_settings.php',
    action: 'logout_everywhere',
    auth: 'user',
    ours: true,
  }),
  register: r({ method: 'POST', path: '/user/user_settings.php', action: 'register', auth: 'public'}),
  verifyEmail: r({ method: 'POST', path: '/user/user_settings.php', action: 'verify', auth: 'public'}),
  resetMail: r({ method: 'POST', path: '/user/user_settings.php', action: 'resetmail', auth: 'public'}),
  resetPassword: r({ method: 'POST', path: '/user/user_settings.php', action: 'resetpassword', auth: 'public'}),

  // ---- Browsing and reference data -------------------------------------------------------------------------------
  popularSearches: r({ method: 'GET', path: '/popular.php', action: 'searches', auth: 'public'}),
  popularEvents: r({ method: 'GET', path: '/popular.php', action: 'events', auth: 'public'}),
  popularTeams: r({ method: 'GET', path: '/popular.php', action: 'teams', auth: 'public'}),
  genres: r({ method: 'GET', path: '/genre.php', auth: 'public'}),
  subGenres: r({ method: 'GET', path: '/sub_genre.php', auth: 'public'}),
  adminSubGenres: r({
    method: 'GET',
    path: '/admin/sub_genre.php',
    auth: 'user',
  }),
  venues: r({ method: 'GET', path: '/venues.php', auth: 'public'}),
  teams: r({ method: 'GET', path: '/teams.php', auth: 'public'}),
  artists: r({ method: 'GET', path: '/artist.php', auth: 'public'}),
  events: r({ method: 'GET', path: '/events.php', auth: 'public', list: true}),
  products: r({ method: 'GET', path: '/products.php', auth: 'public', list: true}),
  product: r({
    method: 'GET',
    path: '/products.php',
    auth: 'public',
    ours: true,
    when: { in: 'query', key: 'product_id' },
  }),
  fairPrice: r({
    method: 'GET',
    path: '/products.php',
    action: 'fair_price',
    auth: 'public',
    ours: true,
  }),
  searchProducts: r({ method: 'GET', path: '/search/products.php', auth: 'public', list: true}),
  collections: r({ method: 'GET', path: '/collections.php', auth: 'public', list: true}),
  metaContents: r({ method: 'GET', path: '/metaContents.php', auth: 'public'}),
  agreementContent: r({
    method: 'GET',
    path: '/metaContents.php',
    action: 'agreement',
    auth: 'public',
    ours: true,
  }),
  masterPaymentData: r({ method: 'GET', path: '/masterPaymentData.php', action: 'payment', auth: 'public'}),
  masterData: r({ method: 'GET', path: '/masterData.php', auth: 'user'}),

  // ---- Cart, checkout, addresses, orders (buyer) -----------------------------------------------------------------
  cartGet: r({ method: 'GET', path: '/user/cart.php', auth: 'user'}),
  cartAdd: r({ method: 'PUT', path: '/user/cart.php', auth: 'user'}),
  cartRemove: r({ method: 'DELETE', path: '/user/cart.php', auth: 'user'}),
  checkoutCreate: r({ method: 'POST', path: '/user/orders/checkout.php', auth: 'user'}),
  checkoutGet: r({ method: 'GET', path: '/user/orders/checkout.php', auth: 'user'}),
  checkoutUpdateShipping: r({ method: 'PUT', path: '/user/orders/checkout.php', action: 'updateShippingAddress', auth: 'user'}),
  checkoutUpdateBilling: r({ method: 'PUT', path: '/user/orders/checkout.php', action: 'updateBillingAddress', auth: 'user'}),
  addressList: r({ method: 'GET', path: '/user/account/address.php', auth: 'user'}),
  addressCreate: r({ method: 'POST', path: '/user/account/address.php', auth: 'user'}),
  addressUpdate: r({ method: 'PUT', path: '/user/account/address.php', auth: 'user'}),
  addressDelete: r({ method: 'DELETE', path: '/user/account/address.php', auth: 'user'}),
  addressSetDefaultShipping: r({ method: 'PUT', path: '/user/account/address.php', action: 'set_default_shipping', auth: 'user'}),
  orderCreate: r({ method: 'POST', path: '/user/orders/order.php', auth: 'user'}),
  orderGet: r({
    method: 'GET',
    path: '/user/orders/order.php',
    auth: 'user',
    when: { in: 'query', key: 'order_no' },
  }),
  orderExpiryCheck: r({ method: 'GET', path: '/user/orders/order.php', action: 'Isexpired', auth: 'user'}),
  buyerOrders: r({ method: 'GET', path: '/user/orders/order.php', auth: 'user', list: true}),
  orderPaymentUpdate: r({ method: 'PUT', path: '/user/orders/order.php', action: 'paymentUpdate', auth: 'user'}),
  orderCancel: r({ method: 'DELETE', path: '/user/orders/order.php', auth: 'user'}),
  orderReceived: r({ method: 'PUT', path: '/user/orders/order.php', action: 'updateOrderReceived', auth: 'user'}),

  // ---- Profile ------------------------------------------------------------------------------
  userGet: r({ method: 'GET', path: '/user/account/user.php', auth: 'user'}),
  userUpdate: r({ method: 'PUT', path: '/user/account/user.php', auth: 'user'}),
  changePassword: r({ method: 'PUT', path: '/user/account/user.php', action: 'change_password', auth: 'user'}),
  uploadProfilePhoto: r({
    method: 'POST',
    path: '/user/account/user.php',
    action: 'upload_profile',
    auth: 'user',
    maxBody: IMAGE_BODY_BYTES,
  }),
  deleteAccount: r({ method: 'DELETE', path: '/user/account/user.php', auth: 'user'}),

  // ---- Seller ----------------------------------------------------------------------------------------------------
  sellerPaymentGet: r({ method: 'GET', path: '/seller/account/payment_policy.php', auth: 'seller'}),
  sellerRegister: r({ method: 'POST', path: '/seller/account/payment_policy.php', auth: 'user'}),
  sellerPaymentUpdate: r({ method: 'PUT', path: '/seller/account/payment_policy.php', auth: 'seller'}),

  // ---- Tickets ---------------------------------------------------------------------------------------------------
  myTickets: r({ method: 'GET', path: '/user/products.php', auth: 'user', list: true}),
  ticketCreate: r({ method: 'POST', path: '/seller/products.php', auth: 'activeSeller', maxBody: MAX_BODY_BYTES }),
  ticketUpdate: r({ method: 'PUT', path: '/seller/products.php', auth: 'activeSeller', maxBody: MAX_BODY_BYTES }),
  moveToSell: r({
    method: 'PUT',
    path: '/seller/products.php',
    action: 'move_to_sell',
    auth: 'activeSeller',
    ours: true,
  }),
  ticketDeleteImages: r({ method: 'DELETE', path: '/seller/products.php', action: 'delete_image', auth: 'activeSeller'}),
  ticketDelete: r({ method: 'DELETE', path: '/seller/products.php', action: 'delete_product', auth: 'activeSeller'}),
  eventUpdate: r({
    method: 'PUT',
    path: '/seller/events.php',
    auth: 'activeSeller',
    ours: true,
    maxBody: EVENT_BODY_BYTES,
  }),

  // ---- Collections -----------------------------------------------------------------------------------------------
  sellerCollections: r({ method: 'GET', path: '/seller/collection.php', auth: 'user', list: true}),
  collectionCreate: r({ method: 'POST', path: '/seller/collection.php', auth: 'activeSeller'}),
  collectionUpdate: r({ method: 'PUT', path: '/seller/collection.php', auth: 'activeSeller'}),
  collectionDelete: r({ method: 'DELETE', path: '/seller/collection.php', auth: 'activeSeller'}),
  collectionRemoveTicket: r({
    method: 'DELETE',
    path: '/seller/collection.php',
    action: 'remove_ticket',
    auth: 'activeSeller',
    ours: true,
  }),

  // ---- Seller orders and fulfilment ------------------------------------------------------------------------------
  sellerOrders: r({ method: 'GET', path: '/seller/orders/order.php', auth: 'activeSeller', list: true}),
  fulfilmentAdd: r({ method: 'POST', path: '/seller/orders/fulfillment.php', auth: 'activeSeller'}),
  fulfilmentUpdate: r({ method: 'PUT', path: '/seller/orders/fulfillment.php', auth: 'activeSeller'}),
  orderDelivered: r({ method: 'PUT', path: '/seller/orders/order.php', action: 'updateOrderDelivered', auth: 'activeSeller'}),

  // ---- Offers ----------------------------------------------------------------------------------------------------
  offers: r({ method: 'GET', path: '/user/offers/offers.php', auth: 'user', list: true}),
  offerGet: r({
    method: 'GET',
    path: '/user/offers/offers.php',
    auth: 'user',
    when: { in: 'query', key: 'offer_no' },
  }),
  offerCreate: r({
    method: 'POST',
    path: '/user/offers/offers.php',
    auth: 'user',
    ours: true,
    maxBody: OFFER_BODY_BYTES,
  }),
  offerCounter: r({
    method: 'POST',
    path: '/user/offers/offers.php',
    auth: 'user',
    when: { in: 'body', key: 'offer_type', value: 'COUNTER_OFFER' },
    maxBody: OFFER_BODY_BYTES,
  }),
  offerUpdate: r({ method: 'PUT', path: '/user/offers/offers.php', auth: 'user', maxBody: OFFER_BODY_BYTES }),
  offerSetStatus: r({
    method: 'PUT',
    path: '/user/offers/offers.php',
    action: 'set_status',
    auth: 'user',
    noContent: true,
  }),

  // ---- Messages --------------------------------------------------------------------------------------------------
  rooms: r({ method: 'GET', path: '/user/message/rooms.php', auth: 'user', list: true}),
  roomCreate: r({
    method: 'POST',
    path: '/user/message/rooms.php',
    auth: 'user',
    ours: true,
  }),
  messages: r({ method: 'GET', path: '/user/message/messages.php', auth: 'user', list: true}),
  messageSend: r({ method: 'POST', path: '/user/message/messages.php', auth: 'user'}),
  messagesMarkRead: r({ method: 'PUT', path: '/user/message/messages.php', action: 'updateUnreadMessageFlag', auth: 'user'}),

  // ---- Ratings and reviews ---------------------------------------------------------------------------------------
  ratingPut: r({ method: 'PUT', path: '/user/ratings.php', auth: 'user'}),
  reviewPut: r({ method: 'PUT', path: '/user/reviews.php', auth: 'user'}),
  reviews: r({ method: 'GET', path: '/user/reviews.php', auth: 'user', list: true}),
  sellerRatings: r({ method: 'GET', path: '/user/ratings.php', auth: 'user', list: true}),
  sellerReputation: r({
    method: 'GET',
    path: '/ratings.php',
    action: 'reputation',
    auth: 'public',
    ours: true,
  }),
  sellerReviews: r({
    method: 'GET',
    path: '/ratings.php',
    auth: 'public',
    list: true,
    ours: true,
  }),

  // ---- Reports ---------------------------------------------------------------------------------------------------
  reportSeller: r({ method: 'POST', path: '/user/reports.php', auth: 'user', ours: true}),
  sellerReportTypes: r({
    method: 'GET',
    path: '/user/reports.php',
    auth: 'public',
  }),
  reportRooms: r({ method: 'GET', path: '/user/common_report/report.php', auth: 'user', list: true}),
  reportTypes: r({ method: 'GET', path: '/user/common_report/report.php', action: 'type', auth: 'user'}),
  reportCreate: r({ method: 'POST', path: '/user/common_report/report.php', auth: 'user'}),
  reportReplies: r({ method: 'GET', path: '/user/common_report/replies.php', auth: 'user'}),
  reportReply: r({ method: 'POST', path: '/user/common_report/replies.php', auth: 'user'}),

  // ---- Notifications (ours) -------------------------------------------------------------------------------------
  notifications: r({
    method: 'GET',
    path: '/user/notifications.php',
    auth: 'user',
    ours: true,
    list: true,
  }),
  notificationsMarkRead: r({
    method: 'PUT',
    path: '/user/notifications.php',
    action: 'mark_read',
    auth: 'user',
    ours: true,
  }),
  notificationsMarkAllRead: r({
    method: 'PUT',
    path: '/user/notifications.php',
    action: 'mark_all_read',
    auth: 'user',
    ours: true,
  }),
  notificationPreferences: r({
    method: 'GET',
    path: '/user/account/notifications.php',
    auth: 'user',
    ours: true,
  }),
  notificationPreferencesUpdate: r({
    method: 'PUT',
    path: '/user/account/notifications.php',
    auth: 'user',
    ours: true,
  }),
  unsubscribe: r({
    method: 'POST',
    path: '/notifications/unsubscribe.php',
    auth: 'public',
    ours: true,
  }),

  // ---- Following (ours): the watchlist, saved searches, an event's price history ---------------------------------
  watchlist: r({ method: 'GET', path: '/user/watchlist.php', auth: 'user', ours: true, list: true }),
  watchIds: r({ method: 'GET', path: '/user/watchlist.php', action: 'ids', auth: 'user', ours: true }),
  /** Watches an item, or changes its alert price when already watched. */
  watchAdd: r({ method: 'POST', path: '/user/watchlist.php', auth: 'user', ours: true }),
  watchRemove: r({ method: 'DELETE', path: '/user/watchlist.php', auth: 'user', ours: true }),
  savedSearches: r({ method: 'GET', path: '/user/saved_searches.php', auth: 'user', ours: true, list: true }),
  savedSearchCreate: r({ method: 'POST', path: '/user/saved_searches.php', auth: 'user', ours: true }),
  /** Renames it or changes its alert. */
  savedSearchUpdate: r({ method: 'PUT', path: '/user/saved_searches.php', auth: 'user', ours: true }),
  /** The buyer ran it: its new matches are seen. */
  savedSearchSeen: r({ method: 'PUT', path: '/user/saved_searches.php', action: 'seen', auth: 'user', ours: true }),
  savedSearchDelete: r({ method: 'DELETE', path: '/user/saved_searches.php', auth: 'user', ours: true }),
  priceHistory: r({ method: 'GET', path: '/search/price_history.php', auth: 'public', ours: true }),

  // ---- Development ----------------------------------------------------------------------------------------------
  devOutbox: r({
    method: 'GET',
    path: '/dev/outbox',
    auth: 'public',
    ours: true,
    devOnly: true,
    list: true,
  }),
} as const satisfies Record<string, Route>;


type AllRoutes = typeof siteRoutes & typeof consoleRoutes & typeof embedRoutes;

/** The site's, the console's and the partner sign-in's tables in one, the widget's operations flagged `embed`. */
const allRoutes = /* @__NO_SIDE_EFFECTS__ */ (): AllRoutes => {
  const flagged = Object.fromEntries(EMBED_OPERATIONS.map((id) => [id, { ...siteRoutes[id], embed: true }]));
  return Object.assign({}, siteRoutes, consoleRoutes, embedRoutes, flagged);
};

/** Every call: the site's, the console's and the partner sign-in's (pure: a bundle that uses none keeps none). */
export const routes: AllRoutes = allRoutes();

export type Routes = typeof routes;
export type ConsoleOperationId = keyof typeof consoleRoutes;
export type OperationId = keyof Routes;
// Pure: a bundle that never lists the operations (the site's client) leaves the whole table out.
export const operationIds = /* @__PURE__ */ Object.keys(routes) as OperationId[];

/** Normalises a path: the spec writes some without the leading slash; a trailing slash is ignored. */
export const normalizePath = (path: string): string => {
  const withSlash = path.startsWith('/') ? path : `/${path}`;
  return withSlash.length > 1 && withSlash.endsWith('/') ? withSlash.slice(0, -1) : withSlash;
};

type QueryLike = URLSearchParams | Readonly<Record<string, unknown>> | undefined;

const readKey = (source: QueryLike | unknown, key: string): unknown => {
  if (source instanceof URLSearchParams) return source.get(key) ?? undefined;
  if (source !== null && typeof source === 'object') return (source as Record<string, unknown>)[key];
  return undefined;
};

const isPresent = (value: unknown): boolean => value !== undefined && value !== null && value !== '';

const fits = (when: Discriminator, query: QueryLike, body: unknown): boolean => {
  const value = readKey(when.in === 'query' ? query : body, when.key);
  // A query key that is there picks its operation even when empty (`?order_no=`): that operation's schema then refuses
  // the empty value (400, the validation envelope) instead of the request falling back to another operation (the list).
  if (when.in === 'query' && when.value === undefined) return value !== undefined && value !== null;
  if (!isPresent(value)) return false;
  return when.value === undefined || String(value) === when.value;
};

/**
 * The operation a request is for, or `undefined` (then the server answers 404). `path` is relative to the API base.
 * Operations that share method + path are told apart by `action` (query) first, then by a `when` discriminator
 * (a query key such as `order_no`, or a body value such as `offer_type`); the one without `when` is the fallback. A
 * query key counts when it is there at all, empty or not (`?order_no=` is a malformed order read, not the list).
 */
export function matchRoute(method: string, path: string, query?: QueryLike, body?: unknown): OperationId | undefined {
  const wanted = normalizePath(path);
  const verb = method.toUpperCase();
  const action = readKey(query, 'action');
  const actionText = isPresent(action) ? String(action) : undefined;
  let fallback: OperationId | undefined;
  for (const id of operationIds) {
    const route: Route = routes[id];
    if (route.method !== verb || route.path !== wanted || route.action !== actionText) continue;
    if (route.when === undefined) fallback ??= id;
    else if (fits(route.when, query, body)) return id;
  }
  return fallback;
}

/** The largest request body an operation takes, in bytes: its route's `maxBody`, JSON_BODY_BYTES by default. */
export const bodyLimit = (route: Route): number => route.maxBody ?? JSON_BODY_BYTES;

/** The path (with `?action=` when the operation has one) a client requests, relative to the API base. */
export const routeUrl = (id: OperationId): string => {
  const route: Route = routes[id];
  return route.action === undefined ? route.path : `${route.path}?action=${encodeURIComponent(route.action)}`;
};

/**
 * The `next` link of a paged list: the route's path with `page` first, then the other query parameters in the
 * order given (the action included, empty values left out). Server and mocks build it the same way.
 */
export const nextPageLink = (
  id: OperationId,
  query: Readonly<Record<string, string | number | undefined | null>>,
  nextPage: number,
): string => {
  const route: Route = routes[id];
  const params = new URLSearchParams({ page: String(nextPage) });
  if (route.action !== undefined) params.set('action', route.action);
  for (const [key, value] of Object.entries(query)) {
    if (key === 'page' || key === 'action' || value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  return `${route.path}?${params.toString()}`;
};
