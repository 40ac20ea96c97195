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

// No side effects: a bundle keeps only the routes and tables it uses.
const r = /* @__NO_SIDE_EFFECTS__ */ <const T extends Route>(route: T): T => route;

// Every call of the site and the embed, each operation's route a const of its own (`<operation>Route`): a client that
// passes the routes it calls (the kit's requests do, `client.call(id, input, { route })`) carries only those, not the
// whole table (the embed's first paint calls two). `siteRoutes` below gathers them by operation.

// ---- Site gate and session ----------------------------------------------------------------
export const siteLoginRoute = r({ method: 'POST', path: '/sitelogin.php', auth: 'public'});
export const siteRefreshRoute = r({
  method: 'GET',
  path: '/sitelogin.php',
  action: 'refresh_token',
  auth: 'siteGate',
  bearer: 'refresh',
});
export const loginRoute = r({ method: 'POST', path: '/user/user_settings.php', action: 'login', auth: 'public'});
export const refreshRoute = r({
  method: 'GET',
  path: '/user/user_settings.php',
  action: 'refresh_token',
  auth: 'public',
  bearer: 'refresh',
});
export const logoutRoute = r({
  method: 'POST',
  path: '/user/user_settings.php',
  action: 'logout',
  auth: 'user',
});
/** Ends every session of the user, the caller's included, and their partner sites' embed tokens. */
export const logoutEverywhereRoute = r({
  method: 'POST',
  path: '/user/user_settings.php',
  action: 'logout_everywhere',
  auth: 'user',
  ours: true,
});
export const registerRoute = r({ method: 'POST', path: '/user/user_settings.php', action: 'register', auth: 'public'});
export const verifyEmailRoute = r({ method: 'POST', path: '/user/user_settings.php', action: 'verify', auth: 'public'});
export const resetMailRoute = r({ method: 'POST', path: '/user/user_settings.php', action: 'resetmail', auth: 'public'});
export const resetPasswordRoute = r({ method: 'POST', path: '/user/user_settings.php', action: 'resetpassword', auth: 'public'});

// ---- Browsing and reference data -------------------------------------------------------------------------------
export const popularSearchesRoute = r({ method: 'GET', path: '/popular.php', action: 'searches', auth: 'public'});
export const popularEventsRoute = r({ method: 'GET', path: '/popular.php', action: 'events', auth: 'public'});
export const popularTeamsRoute = r({ method: 'GET', path: '/popular.php', action: 'teams', auth: 'public'});
export const genresRoute = r({ method: 'GET', path: '/genre.php', auth: 'public'});
export const subGenresRoute = r({ method: 'GET', path: '/sub_genre.php', auth: 'public'});
export const adminSubGenresRoute = r({
  method: 'GET',
  path: '/admin/sub_genre.php',
  auth: 'user',
});
export const venuesRoute = r({ method: 'GET', path: '/venues.php', auth: 'public'});
export const teamsRoute = r({ method: 'GET', path: '/teams.php', auth: 'public'});
export const artistsRoute = r({ method: 'GET', path: '/artist.php', auth: 'public'});
export const eventsRoute = r({ method: 'GET', path: '/events.php', auth: 'public', list: true});
export const productsRoute = r({ method: 'GET', path: '/products.php', auth: 'public', list: true});
export const productRoute = r({
  method: 'GET',
  path: '/products.php',
  auth: 'public',
  ours: true,
  when: { in: 'query', key: 'product_id' },
});
export const fairPriceRoute = r({
  method: 'GET',
  path: '/products.php',
  action: 'fair_price',
  auth: 'public',
  ours: true,
});
export const searchProductsRoute = r({ method: 'GET', path: '/search/products.php', auth: 'public', list: true});
export const collectionsRoute = r({ method: 'GET', path: '/collections.php', auth: 'public', list: true});
export const metaContentsRoute = r({ method: 'GET', path: '/metaContents.php', auth: 'public'});
export const agreementContentRoute = r({
  method: 'GET',
  path: '/metaContents.php',
  action: 'agreement',
  auth: 'public',
  ours: true,
});
export const masterPaymentDataRoute = r({ method: 'GET', path: '/masterPaymentData.php', action: 'payment', auth: 'public'});
export const masterDataRoute = r({ method: 'GET', path: '/masterData.php', auth: 'user'});

// ---- Cart, checkout, addresses, orders (buyer) -----------------------------------------------------------------
export const cartGetRoute = r({ method: 'GET', path: '/user/cart.php', auth: 'user'});
export const cartAddRoute = r({ method: 'PUT', path: '/user/cart.php', auth: 'user'});
export const cartRemoveRoute = r({ method: 'DELETE', path: '/user/cart.php', auth: 'user'});
export const checkoutCreateRoute = r({ method: 'POST', path: '/user/orders/checkout.php', auth: 'user'});
export const checkoutGetRoute = r({ method: 'GET', path: '/user/orders/checkout.php', auth: 'user'});
export const checkoutUpdateShippingRoute = r({ method: 'PUT', path: '/user/orders/checkout.php', action: 'updateShippingAddress', auth: 'user'});
export const checkoutUpdateBillingRoute = r({ method: 'PUT', path: '/user/orders/checkout.php', action: 'updateBillingAddress', auth: 'user'});
export const addressListRoute = r({ method: 'GET', path: '/user/account/address.php', auth: 'user'});
export const addressCreateRoute = r({ method: 'POST', path: '/user/account/address.php', auth: 'user'});
export const addressUpdateRoute = r({ method: 'PUT', path: '/user/account/address.php', auth: 'user'});
export const addressDeleteRoute = r({ method: 'DELETE', path: '/user/account/address.php', auth: 'user'});
export const addressSetDefaultShippingRoute = r({ method: 'PUT', path: '/user/account/address.php', action: 'set_default_shipping', auth: 'user'});
export const orderCreateRoute = r({ method: 'POST', path: '/user/orders/order.php', auth: 'user'});
export const orderGetRoute = r({
  method: 'GET',
  path: '/user/orders/order.php',
  auth: 'user',
  when: { in: 'query', key: 'order_no' },
});
export const orderExpiryCheckRoute = r({ method: 'GET', path: '/user/orders/order.php', action: 'Isexpired', auth: 'user'});
export const buyerOrdersRoute = r({ method: 'GET', path: '/user/orders/order.php', auth: 'user', list: true});
export const orderPaymentUpdateRoute = r({ method: 'PUT', path: '/user/orders/order.php', action: 'paymentUpdate', auth: 'user'});
export const orderCancelRoute = r({ method: 'DELETE', path: '/user/orders/order.php', auth: 'user'});
export const orderReceivedRoute = r({ method: 'PUT', path: '/user/orders/order.php', action: 'updateOrderReceived', auth: 'user'});

// ---- Profile ------------------------------------------------------------------------------
export const userGetRoute = r({ method: 'GET', path: '/user/account/user.php', auth: 'user'});
export const userUpdateRoute = r({ method: 'PUT', path: '/user/account/user.php', auth: 'user'});
export const changePasswordRoute = r({ method: 'PUT', path: '/user/account/user.php', action: 'change_password', auth: 'user'});
export const uploadProfilePhotoRoute = r({
  method: 'POST',
  path: '/user/account/user.php',
  action: 'upload_profile',
  auth: 'user',
  maxBody: IMAGE_BODY_BYTES,
});
export const deleteAccountRoute = r({ method: 'DELETE', path: '/user/account/user.php', auth: 'user'});

// ---- Seller ----------------------------------------------------------------------------------------------------
export const sellerPaymentGetRoute = r({ method: 'GET', path: '/seller/account/payment_policy.php', auth: 'seller'});
export const sellerRegisterRoute = r({ method: 'POST', path: '/seller/account/payment_policy.php', auth: 'user'});
export const sellerPaymentUpdateRoute = r({ method: 'PUT', path: '/seller/account/payment_policy.php', auth: 'seller'});

// ---- Tickets ---------------------------------------------------------------------------------------------------
export const myTicketsRoute = r({ method: 'GET', path: '/user/products.php', auth: 'user', list: true});
export const ticketCreateRoute = r({ method: 'POST', path: '/seller/products.php', auth: 'activeSeller', maxBody: MAX_BODY_BYTES });
export const ticketUpdateRoute = r({ method: 'PUT', path: '/seller/products.php', auth: 'activeSeller', maxBody: MAX_BODY_BYTES });
export const moveToSellRoute = r({
  method: 'PUT',
  path: '/seller/products.php',
  action: 'move_to_sell',
  auth: 'activeSeller',
  ours: true,
});
export const ticketDeleteImagesRoute = r({ method: 'DELETE', path: '/seller/products.php', action: 'delete_image', auth: 'activeSeller'});
export const ticketDeleteRoute = r({ method: 'DELETE', path: '/seller/products.php', action: 'delete_product', auth: 'activeSeller'});
export const eventUpdateRoute = r({
  method: 'PUT',
  path: '/seller/events.php',
  auth: 'activeSeller',
  ours: true,
  maxBody: EVENT_BODY_BYTES,
});

// ---- Collections -----------------------------------------------------------------------------------------------
export const sellerCollectionsRoute = r({ method: 'GET', path: '/seller/collection.php', auth: 'user', list: true});
export const collectionCreateRoute = r({ method: 'POST', path: '/seller/collection.php', auth: 'activeSeller'});
export const collectionUpdateRoute = r({ method: 'PUT', path: '/seller/collection.php', auth: 'activeSeller'});
export const collectionDeleteRoute = r({ method: 'DELETE', path: '/seller/collection.php', auth: 'activeSeller'});
export const collectionRemoveTicketRoute = r({
  method: 'DELETE',
  path: '/seller/collection.php',
  action: 'remove_ticket',
  auth: 'activeSeller',
  ours: true,
});

// ---- Seller orders and fulfilment ------------------------------------------------------------------------------
export const sellerOrdersRoute = r({ method: 'GET', path: '/seller/orders/order.php', auth: 'activeSeller', list: true});
export const fulfilmentAddRoute = r({ method: 'POST', path: '/seller/orders/fulfillment.php', auth: 'activeSeller'});
export const fulfilmentUpdateRoute = r({ method: 'PUT', path: '/seller/orders/fulfillment.php', auth: 'activeSeller'});
export const orderDeliveredRoute = r({ method: 'PUT', path: '/seller/orders/order.php', action: 'updateOrderDelivered', auth: 'activeSeller'});

// ---- Offers ----------------------------------------------------------------------------------------------------
export const offersRoute = r({ method: 'GET', path: '/user/offers/offers.php', auth: 'user', list: true});
export const offerGetRoute = r({
  method: 'GET',
  path: '/user/offers/offers.php',
  auth: 'user',
  when: { in: 'query', key: 'offer_no' },
});
export const offerCreateRoute = r({
  method: 'POST',
  path: '/user/offers/offers.php',
  auth: 'user',
  ours: true,
  maxBody: OFFER_BODY_BYTES,
});
export const offerCounterRoute = r({
  method: 'POST',
  path: '/user/offers/offers.php',
  auth: 'user',
  when: { in: 'body', key: 'offer_type', value: 'COUNTER_OFFER' },
  maxBody: OFFER_BODY_BYTES,
});
export const offerUpdateRoute = r({ method: 'PUT', path: '/user/offers/offers.php', auth: 'user', maxBody: OFFER_BODY_BYTES });
export const offerSetStatusRoute = r({
  method: 'PUT',
  path: '/user/offers/offers.php',
  action: 'set_status',
  auth: 'user',
  noContent: true,
});

// ---- Messages --------------------------------------------------------------------------------------------------
export const roomsRoute = r({ method: 'GET', path: '/user/message/rooms.php', auth: 'user', list: true});
export const roomCreateRoute = r({
  method: 'POST',
  path: '/user/message/rooms.php',
  auth: 'user',
  ours: true,
});
export const messagesRoute = r({ method: 'GET', path: '/user/message/messages.php', auth: 'user', list: true});
export const messageSendRoute = r({ method: 'POST', path: '/user/message/messages.php', auth: 'user'});
export const messagesMarkReadRoute = r({ method: 'PUT', path: '/user/message/messages.php', action: 'updateUnreadMessageFlag', auth: 'user'});

// ---- Ratings and reviews ---------------------------------------------------------------------------------------
export const ratingPutRoute = r({ method: 'PUT', path: '/user/ratings.php', auth: 'user'});
export const reviewPutRoute = r({ method: 'PUT', path: '/user/reviews.php', auth: 'user'});
export const reviewsRoute = r({ method: 'GET', path: '/user/reviews.php', auth: 'user', list: true});
export const sellerRatingsRoute = r({ method: 'GET', path: '/user/ratings.php', auth: 'user', list: true});
export const sellerReputationRoute = r({
  method: 'GET',
  path: '/ratings.php',
  action: 'reputation',
  auth: 'public',
  ours: true,
});
export const sellerReviewsRoute = r({
  method: 'GET',
  path: '/ratings.php',
  auth: 'public',
  list: true,
  ours: true,
});

// ---- Reports ---------------------------------------------------------------------------------------------------
export const reportSellerRoute = r({ method: 'POST', path: '/user/reports.php', auth: 'user', ours: true});
export const sellerReportTypesRoute = r({
  method: 'GET',
  path: '/user/reports.php',
  auth: 'public',
});
export const reportRoomsRoute = r({ method: 'GET', path: '/user/common_report/report.php', auth: 'user', list: true});
export const reportTypesRoute = r({ method: 'GET', path: '/user/common_report/report.php', action: 'type', auth: 'user'});
export const reportCreateRoute = r({ method: 'POST', path: '/user/common_report/report.php', auth: 'user'});
export const reportRepliesRoute = r({ method: 'GET', path: '/user/common_report/replies.php', auth: 'user'});
export const reportReplyRoute = r({ method: 'POST', path: '/user/common_report/replies.php', auth: 'user'});

// ---- Notifications (ours) -------------------------------------------------------------------------------------
export const notificationsRoute = r({
  method: 'GET',
  path: '/user/notifications.php',
  auth: 'user',
  ours: true,
  list: true,
});
export const notificationsMarkReadRoute = r({
  method: 'PUT',
  path: '/user/notifications.php',
  action: 'mark_read',
  auth: 'user',
  ours: true,
});
export const notificationsMarkAllReadRoute = r({
  method: 'PUT',
  path: '/user/notifications.php',
  action: 'mark_all_read',
  auth: 'user',
  ours: true,
});
export const notificationPreferencesRoute = r({
  method: 'GET',
  path: '/user/account/notifications.php',
  auth: 'user',
  ours: true,
});
export const notificationPreferencesUpdateRoute = r({
  method: 'PUT',
  path: '/user/account/notifications.php',
  auth: 'user',
  ours: true,
});
export const unsubscribeRoute = r({
  method: 'POST',
  path: '/notifications/unsubscribe.php',
  auth: 'public',
  ours: true,
});

// ---- Following (ours): the watchlist, saved searches, an event's price history ---------------------------------
export const watchlistRoute = r({ method: 'GET', path: '/user/watchlist.php', auth: 'user', ours: true, list: true });
export const watchIdsRoute = r({ method: 'GET', path: '/user/watchlist.php', action: 'ids', auth: 'user', ours: true });
/** Watches an item, or changes its alert price when already watched. */
export const watchAddRoute = r({ method: 'POST', path: '/user/watchlist.php', auth: 'user', ours: true });
export const watchRemoveRoute = r({ method: 'DELETE', path: '/user/watchlist.php', auth: 'user', ours: true });
export const savedSearchesRoute = r({ method: 'GET', path: '/user/saved_searches.php', auth: 'user', ours: true, list: true });
export const savedSearchCreateRoute = r({ method: 'POST', path: '/user/saved_searches.php', auth: 'user', ours: true });
/** Renames it or changes its alert. */
export const savedSearchUpdateRoute = r({ method: 'PUT', path: '/user/saved_searches.php', auth: 'user', ours: true });
/** The buyer ran it: its new matches are seen. */
export const savedSearchSeenRoute = r({ method: 'PUT', path: '/user/saved_searches.php', action: 'seen', auth: 'user', ours: true });
export const savedSearchDeleteRoute = r({ method: 'DELETE', path: '/user/saved_searches.php', auth: 'user', ours: true });
export const priceHistoryRoute = r({ method: 'GET', path: '/search/price_history.php', auth: 'public', ours: true });

// ---- Development ----------------------------------------------------------------------------------------------
export const devOutboxRoute = r({
  method: 'GET',
  path: '/dev/outbox',
  auth: 'public',
  ours: true,
  devOnly: true,
  list: true,
});

/** Every call of the site and the embed by operation: the operator's console's are in `consoleRoutes`, so that a
 * bundle of the site's client does not carry them (the console loads them with its own code). */
export const siteRoutes = {
  siteLogin: siteLoginRoute,
  siteRefresh: siteRefreshRoute,
  login: loginRoute,
  refresh: refreshRoute,
  logout: logoutRoute,
  logoutEverywhere: logoutEverywhereRoute,
  register: registerRoute,
  verifyEmail: verifyEmailRoute,
  resetMail: resetMailRoute,
  resetPassword: resetPasswordRoute,
  popularSearches: popularSearchesRoute,
  popularEvents: popularEventsRoute,
  popularTeams: popularTeamsRoute,
  genres: genresRoute,
  subGenres: subGenresRoute,
  adminSubGenres: adminSubGenresRoute,
  venues: venuesRoute,
  teams: teamsRoute,
  artists: artistsRoute,
  events: eventsRoute,
  products: productsRoute,
  product: productRoute,
  fairPrice: fairPriceRoute,
  searchProducts: searchProductsRoute,
  collections: collectionsRoute,
  metaContents: metaContentsRoute,
  agreementContent: agreementContentRoute,
  masterPaymentData: masterPaymentDataRoute,
  masterData: masterDataRoute,
  cartGet: cartGetRoute,
  cartAdd: cartAddRoute,
  cartRemove: cartRemoveRoute,
  checkoutCreate: checkoutCreateRoute,
  checkoutGet: checkoutGetRoute,
  checkoutUpdateShipping: checkoutUpdateShippingRoute,
  checkoutUpdateBilling: checkoutUpdateBillingRoute,
  addressList: addressListRoute,
  addressCreate: addressCreateRoute,
  addressUpdate: addressUpdateRoute,
  addressDelete: addressDeleteRoute,
  addressSetDefaultShipping: addressSetDefaultShippingRoute,
  orderCreate: orderCreateRoute,
  orderGet: orderGetRoute,
  orderExpiryCheck: orderExpiryCheckRoute,
  buyerOrders: buyerOrdersRoute,
  orderPaymentUpdate: orderPaymentUpdateRoute,
  orderCancel: orderCancelRoute,
  orderReceived: orderReceivedRoute,
  userGet: userGetRoute,
  userUpdate: userUpdateRoute,
  changePassword: changePasswordRoute,
  uploadProfilePhoto: uploadProfilePhotoRoute,
  deleteAccount: deleteAccountRoute,
  sellerPaymentGet: sellerPaymentGetRoute,
  sellerRegister: sellerRegisterRoute,
  sellerPaymentUpdate: sellerPaymentUpdateRoute,
  myTickets: myTicketsRoute,
  ticketCreate: ticketCreateRoute,
  ticketUpdate: ticketUpdateRoute,
  moveToSell: moveToSellRoute,
  ticketDeleteImages: ticketDeleteImagesRoute,
  ticketDelete: ticketDeleteRoute,
  eventUpdate: eventUpdateRoute,
  sellerCollections: sellerCollectionsRoute,
  collectionCreate: collectionCreateRoute,
  collectionUpdate: collectionUpdateRoute,
  collectionDelete: collectionDeleteRoute,
  collectionRemoveTicket: collectionRemoveTicketRoute,
  sellerOrders: sellerOrdersRoute,
  fulfilmentAdd: fulfilmentAddRoute,
  fulfilmentUpdate: fulfilmentUpdateRoute,
  orderDelivered: orderDeliveredRoute,
  offers: offersRoute,
  offerGet: offerGetRoute,
  offerCreate: offerCreateRoute,
  offerCounter: offerCounterRoute,
  offerUpdate: offerUpdateRoute,
  offerSetStatus: offerSetStatusRoute,
  rooms: roomsRoute,
  roomCreate: roomCreateRoute,
  messages: messagesRoute,
  messageSend: messageSendRoute,
  messagesMarkRead: messagesMarkReadRoute,
  ratingPut: ratingPutRoute,
  reviewPut: reviewPutRoute,
  reviews: reviewsRoute,
  sellerRatings: sellerRatingsRoute,
  sellerReputation: sellerReputationRoute,
  sellerReviews: sellerReviewsRoute,
  reportSeller: reportSellerRoute,
  sellerReportTypes: sellerReportTypesRoute,
  reportRooms: reportRoomsRoute,
  reportTypes: reportTypesRoute,
  reportCreate: reportCreateRoute,
  reportReplies: reportRepliesRoute,
  reportReply: reportReplyRoute,
  notifications: notificationsRoute,
  notificationsMarkRead: notificationsMarkReadRoute,
  notificationsMarkAllRead: notificationsMarkAllReadRoute,
  notificationPreferences: notificationPreferencesRoute,
  notificationPreferencesUpdate: notificationPreferencesUpdateRoute,
  unsubscribe: unsubscribeRoute,
  watchlist: watchlistRoute,
  watchIds: watchIdsRoute,
  watchAdd: watchAddRoute,
  watchRemove: watchRemoveRoute,
  savedSearches: savedSearchesRoute,
  savedSearchCreate: savedSearchCreateRoute,
  savedSearchUpdate: savedSearchUpdateRoute,
  savedSearchSeen: savedSearchSeenRoute,
  savedSearchDelete: savedSearchDeleteRoute,
  priceHistory: priceHistoryRoute,
  devOutbox: devOutboxRoute,
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
