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
export * from './adminRoutes.ts';
export * from './embed.ts';
export * from './embedOrders.ts';
export * from './embedRoutes.ts';
export * from './routeTypes.ts';
export * from './siteRoutes/session.ts';
export * from './siteRoutes/browse.ts';
export * from './siteRoutes/purchase.ts';
export * from './siteRoutes/profile.ts';
export * from './siteRoutes/seller.ts';
export * from './siteRoutes/sellerTickets.ts';
export * from './siteRoutes/sellerCollections.ts';
export * from './siteRoutes/sellerOrders.ts';
export * from './siteRoutes/offers.ts';
export * from './siteRoutes/messages.ts';
export * from './siteRoutes/reviews.ts';
export * from './siteRoutes/reports.ts';
export * from './siteRoutes/notifications.ts';
export * from './siteRoutes/following.ts';
export * from './siteRoutes/development.ts';

import { JSON_BODY_BYTES } from './constants.ts';
import { adminRoutes } from './adminRoutes.ts';
import { EMBED_OPERATIONS, embedRoutes } from './embedRoutes.ts';
import type { Discriminator, Route } from './routeTypes.ts';
import * as session from './siteRoutes/session.ts';
import * as browse from './siteRoutes/browse.ts';
import * as purchase from './siteRoutes/purchase.ts';
import * as profile from './siteRoutes/profile.ts';
import * as seller from './siteRoutes/seller.ts';
import * as sellerTickets from './siteRoutes/sellerTickets.ts';
import * as sellerCollections from './siteRoutes/sellerCollections.ts';
import * as sellerOrders from './siteRoutes/sellerOrders.ts';
import * as offers from './siteRoutes/offers.ts';
import * as messages from './siteRoutes/messages.ts';
import * as reviews from './siteRoutes/reviews.ts';
import * as reports from './siteRoutes/reports.ts';
import * as notifications from './siteRoutes/notifications.ts';
import * as following from './siteRoutes/following.ts';
import * as development from './siteRoutes/development.ts';

// Every call of the site and the embed, each operation's route a const of its own (`<operation>Route`, a plain object: a
// bundle keeps only those it reads), one module per area (siteRoutes/, so that a bundle puts an area's routes with the
// code that calls them): a client that passes the routes it calls (the kit's requests do,
// `client.call(id, input, { route })`) carries only those, not the whole table (the embed's first paint calls two).
// `siteRoutes` below gathers them by operation.

/** Every call of the site and the embed by operation: the admin area's are in `adminRoutes`, so that a
 * bundle of the site's client does not carry them (the admin area loads them with its own code). */
export const siteRoutes = {
  siteLogin: session.siteLoginRoute,
  siteRefresh: session.siteRefreshRoute,
  login: session.loginRoute,
  refresh: session.refreshRoute,
  logout: session.logoutRoute,
  logoutEverywhere: session.logoutEverywhereRoute,
  register: session.registerRoute,
  verifyEmail: session.verifyEmailRoute,
  resetMail: session.resetMailRoute,
  resetPassword: session.resetPasswordRoute,
  popularSearches: browse.popularSearchesRoute,
  popularEvents: browse.popularEventsRoute,
  popularTeams: browse.popularTeamsRoute,
  genres: browse.genresRoute,
  subGenres: browse.subGenresRoute,
  adminSubGenres: browse.adminSubGenresRoute,
  venues: browse.venuesRoute,
  teams: browse.teamsRoute,
  artists: browse.artistsRoute,
  events: browse.eventsRoute,
  products: browse.productsRoute,
  product: browse.productRoute,
  fairPrice: browse.fairPriceRoute,
  searchProducts: browse.searchProductsRoute,
  collections: browse.collectionsRoute,
  metaContents: browse.metaContentsRoute,
  agreementContent: browse.agreementContentRoute,
  masterPaymentData: browse.masterPaymentDataRoute,
  masterData: browse.masterDataRoute,
  cartGet: purchase.cartGetRoute,
  cartAdd: purchase.cartAddRoute,
  cartRemove: purchase.cartRemoveRoute,
  checkoutCreate: purchase.checkoutCreateRoute,
  checkoutGet: purchase.checkoutGetRoute,
  checkoutUpdateShipping: purchase.checkoutUpdateShippingRoute,
  checkoutUpdateBilling: purchase.checkoutUpdateBillingRoute,
  addressList: purchase.addressListRoute,
  addressCreate: purchase.addressCreateRoute,
  addressUpdate: purchase.addressUpdateRoute,
  addressDelete: purchase.addressDeleteRoute,
  addressSetDefaultShipping: purchase.addressSetDefaultShippingRoute,
  orderCreate: purchase.orderCreateRoute,
  orderGet: purchase.orderGetRoute,
  orderExpiryCheck: purchase.orderExpiryCheckRoute,
  buyerOrders: purchase.buyerOrdersRoute,
  orderPaymentUpdate: purchase.orderPaymentUpdateRoute,
  orderCancel: purchase.orderCancelRoute,
  orderReceived: purchase.orderReceivedRoute,
  userGet: profile.userGetRoute,
  userUpdate: profile.userUpdateRoute,
  changePassword: profile.changePasswordRoute,
  uploadProfilePhoto: profile.uploadProfilePhotoRoute,
  deleteAccount: profile.deleteAccountRoute,
  sellerPaymentGet: seller.sellerPaymentGetRoute,
  sellerRegister: seller.sellerRegisterRoute,
  sellerPaymentUpdate: seller.sellerPaymentUpdateRoute,
  myTickets: sellerTickets.myTicketsRoute,
  ticketCreate: sellerTickets.ticketCreateRoute,
  ticketUpdate: sellerTickets.ticketUpdateRoute,
  moveToSell: sellerTickets.moveToSellRoute,
  ticketDeleteImages: sellerTickets.ticketDeleteImagesRoute,
  ticketDelete: sellerTickets.ticketDeleteRoute,
  eventUpdate: sellerTickets.eventUpdateRoute,
  sellerCollections: sellerCollections.sellerCollectionsRoute,
  collectionCreate: sellerCollections.collectionCreateRoute,
  collectionUpdate: sellerCollections.collectionUpdateRoute,
  collectionDelete: sellerCollections.collectionDeleteRoute,
  collectionRemoveTicket: sellerCollections.collectionRemoveTicketRoute,
  sellerOrders: sellerOrders.sellerOrdersRoute,
  fulfilmentAdd: sellerOrders.fulfilmentAddRoute,
  fulfilmentUpdate: sellerOrders.fulfilmentUpdateRoute,
  orderDelivered: sellerOrders.orderDeliveredRoute,
  offers: offers.offersRoute,
  offerGet: offers.offerGetRoute,
  offerCreate: offers.offerCreateRoute,
  offerCounter: offers.offerCounterRoute,
  offerUpdate: offers.offerUpdateRoute,
  offerSetStatus: offers.offerSetStatusRoute,
  rooms: messages.roomsRoute,
  roomCreate: messages.roomCreateRoute,
  messages: messages.messagesRoute,
  messageSend: messages.messageSendRoute,
  messagesMarkRead: messages.messagesMarkReadRoute,
  ratingPut: reviews.ratingPutRoute,
  reviewPut: reviews.reviewPutRoute,
  reviews: reviews.reviewsRoute,
  sellerRatings: reviews.sellerRatingsRoute,
  sellerReputation: reviews.sellerReputationRoute,
  sellerReviews: reviews.sellerReviewsRoute,
  reportSeller: reports.reportSellerRoute,
  sellerReportTypes: reports.sellerReportTypesRoute,
  reportRooms: reports.reportRoomsRoute,
  reportTypes: reports.reportTypesRoute,
  reportCreate: reports.reportCreateRoute,
  reportReplies: reports.reportRepliesRoute,
  reportReply: reports.reportReplyRoute,
  notifications: notifications.notificationsRoute,
  notificationsMarkRead: notifications.notificationsMarkReadRoute,
  notificationsMarkAllRead: notifications.notificationsMarkAllReadRoute,
  notificationPreferences: notifications.notificationPreferencesRoute,
  notificationPreferencesUpdate: notifications.notificationPreferencesUpdateRoute,
  unsubscribe: notifications.unsubscribeRoute,
  watchlist: following.watchlistRoute,
  watchIds: following.watchIdsRoute,
  watchAdd: following.watchAddRoute,
  watchRemove: following.watchRemoveRoute,
  savedSearches: following.savedSearchesRoute,
  savedSearchCreate: following.savedSearchCreateRoute,
  savedSearchUpdate: following.savedSearchUpdateRoute,
  savedSearchSeen: following.savedSearchSeenRoute,
  savedSearchDelete: following.savedSearchDeleteRoute,
  priceHistory: following.priceHistoryRoute,
  devOutbox: development.devOutboxRoute,
} as const satisfies Record<string, Route>;

type AllRoutes = typeof siteRoutes & typeof adminRoutes & typeof embedRoutes;

/** The site's, the admin area's and the partner sign-in's tables in one, the widget's operations flagged `embed`. */
const allRoutes = /* @__NO_SIDE_EFFECTS__ */ (): AllRoutes => {
  const flagged = Object.fromEntries(EMBED_OPERATIONS.map((id) => [id, { ...siteRoutes[id], embed: true }]));
  return Object.assign({}, siteRoutes, adminRoutes, embedRoutes, flagged);
};

/** Every call: the site's, the admin area's and the partner sign-in's (pure: a bundle that uses none keeps none). */
export const routes: AllRoutes = allRoutes();

export type Routes = typeof routes;
export type AdminOperationId = keyof typeof adminRoutes;
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
export function matchRoute(
  method: string,
  path: string,
  query?: QueryLike,
  body?: unknown,
): OperationId | undefined {
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

/** @deprecated use AdminOperationId. */
export type ConsoleOperationId = AdminOperationId;
