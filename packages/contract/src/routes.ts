// @momento/contract/routes: the zod-free route table. Browser bundles import values from here; schemas live in
// operations.ts. Every call of section 7 of public-site.md and account-area.md is one entry; `ours: true` marks a
// path or a split that the spec does not show.

export * from './constants.ts';
export * from './errors.ts';
export * from './statuses.ts';
export * from './fairPrice.ts';
export * from './autoAnswers.ts';
export * from './reputation.ts';
export * from './text.ts';
export * from './notifications.ts';

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'DELETE'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/**
 * Who may call an operation.
 * - public: anyone (browsing reads stay public: the embed needs them).
 * - siteGate: the site-login gate's own refresh (bearer = the gate's refresh token).
 * - user: any signed-in user (bearer access token).
 * - seller: a user with a seller permission entry (any status).
 * - activeSeller: a seller whose permission status is ACTIVE.
 * - admin: `is_admin` = 1.
 */
export const AUTH_LEVELS = ['public', 'siteGate', 'user', 'seller', 'activeSeller', 'admin'] as const;
export type AuthLevel = (typeof AUTH_LEVELS)[number];

/**
 * How a router tells apart operations that share method, path and action (zod-free, plain data):
 * the operation applies when `key` is present in the query or body (and, with `value`, equal to it).
 */
export type Discriminator = { readonly in: 'query' | 'body'; readonly key: string; readonly value?: string };

export type Route = {
  readonly method: HttpMethod;
  /** The spec's path verbatim (leading slash added where the spec omits it), relative to the API base. */
  readonly path: string;
  /** Sent as the `action` query parameter. */
  readonly action?: string;
  readonly auth: AuthLevel;
  /** Paged list: reply `{ items, next? }`, query takes `page`. */
  readonly list?: boolean;
  /** Path or split not shown in the spec: our choice (README.md). */
  readonly ours?: boolean;
  /** Set for operations that share method + path + action with another one. */
  readonly when?: Discriminator;
  /** The bearer token is the refresh token, not the access token (token refresh calls). */
  readonly bearer?: 'refresh';
  /** Answers 204 with no body (the kit reads it as `null`). */
  readonly noContent?: boolean;
  /** Exists only outside production. */
  readonly devOnly?: boolean;
  readonly summary: string;
};

const r = <const T extends Route>(route: T): T => route;

export const routes = {
  // ---- Site gate and session (public-site.md §7) ----------------------------------------------------------------
  siteLogin: r({ method: 'POST', path: '/sitelogin.php', auth: 'public', summary: 'Site-login gate: tokens for the gate' }),
  siteRefresh: r({
    method: 'GET',
    path: '/sitelogin.php',
    action: 'refresh_token',
    auth: 'siteGate',
    bearer: 'refresh',
    summary: "Refresh the site gate's tokens (bearer = the gate's refresh token)",
  }),
  login: r({ method: 'POST', path: '/user/user_settings.php', action: 'login', auth: 'public', summary: 'Log in' }),
  refresh: r({
    method: 'GET',
    path: '/user/user_settings.php',
    action: 'refresh_token',
    auth: 'public',
    bearer: 'refresh',
    summary: 'Rotate the refresh token and get a new access token (bearer = refresh token)',
  }),
  logout: r({
    method: 'POST',
    path: '/user/user_settings.php',
    action: 'logout',
    auth: 'user',
    summary: 'Log out: revokes the refresh token family',
  }),
  register: r({ method: 'POST', path: '/user/user_settings.php', action: 'register', auth: 'public', summary: 'Register; sends the verification e-mail' }),
  verifyEmail: r({ method: 'POST', path: '/user/user_settings.php', action: 'verify', auth: 'public', summary: 'Verify an e-mail address' }),
  resetMail: r({ method: 'POST', path: '/user/user_settings.php', action: 'resetmail', auth: 'public', summary: 'Send a password reset e-mail (if an account exists)' }),
  resetPassword: r({ method: 'POST', path: '/user/user_settings.php', action: 'resetpassword', auth: 'public', summary: 'Set a new password with a reset key' }),

  // ---- Browsing and reference data -------------------------------------------------------------------------------
  popularSearches: r({ method: 'GET', path: '/popular.php', action: 'searches', auth: 'public', summary: 'Popular search keywords' }),
  popularEvents: r({ method: 'GET', path: '/popular.php', action: 'events', auth: 'public', summary: 'Popular events' }),
  popularTeams: r({ method: 'GET', path: '/popular.php', action: 'teams', auth: 'public', summary: 'Popular teams and artists' }),
  genres: r({ method: 'GET', path: '/genre.php', auth: 'public', summary: 'Genres with their sub-genres, by display_order' }),
  subGenres: r({ method: 'GET', path: '/sub_genre.php', auth: 'public', summary: 'Sub-genres' }),
  adminSubGenres: r({
    method: 'GET',
    path: '/admin/sub_genre.php',
    auth: 'user',
    summary: 'Sub-genres of every status the caller may see (admin: all; others: approved and their own)',
  }),
  venues: r({ method: 'GET', path: '/venues.php', auth: 'public', summary: 'Venues by display_order ascending' }),
  teams: r({ method: 'GET', path: '/teams.php', auth: 'public', summary: 'Teams' }),
  artists: r({ method: 'GET', path: '/artist.php', auth: 'public', summary: 'Artists' }),
  events: r({ method: 'GET', path: '/events.php', auth: 'public', list: true, summary: 'Events (moments in history)' }),
  products: r({ method: 'GET', path: '/products.php', auth: 'public', list: true, summary: 'Ticket listings with filters' }),
  product: r({
    method: 'GET',
    path: '/products.php',
    auth: 'public',
    ours: true,
    when: { in: 'query', key: 'product_id' },
    summary: 'One ticket listing by product_id (reply shape ours)',
  }),
  fairPrice: r({
    method: 'GET',
    path: '/products.php',
    action: 'fair_price',
    auth: 'public',
    ours: true,
    summary: 'Ours: the median price of the listings on sale for one event (and section), for the fair-price hint',
  }),
  searchProducts: r({ method: 'GET', path: '/search/products.php', auth: 'public', list: true, summary: 'Ticket search (same reply as products)' }),
  collections: r({ method: 'GET', path: '/collections.php', auth: 'public', list: true, summary: 'All collections' }),
  metaContents: r({ method: 'GET', path: '/metaContents.php', auth: 'public', summary: 'Static pages (terms, policy, about)' }),
  agreementContent: r({
    method: 'GET',
    path: '/metaContents.php',
    action: 'agreement',
    auth: 'public',
    ours: true,
    summary: 'The seller agreement policy (HTML static content)',
  }),
  masterPaymentData: r({ method: 'GET', path: '/masterPaymentData.php', action: 'payment', auth: 'public', summary: 'Payment service client id' }),
  masterData: r({ method: 'GET', path: '/masterData.php', auth: 'user', summary: 'Ticket types and seat types' }),

  // ---- Cart, checkout, addresses, orders (buyer) -----------------------------------------------------------------
  cartGet: r({ method: 'GET', path: '/user/cart.php', auth: 'user', summary: 'The cart' }),
  cartAdd: r({ method: 'PUT', path: '/user/cart.php', auth: 'user', summary: 'Add a ticket, a collection or an accepted offer' }),
  cartRemove: r({ method: 'DELETE', path: '/user/cart.php', auth: 'user', summary: 'Remove a line by product_id (or collection_id / offer_no)' }),
  checkoutCreate: r({ method: 'POST', path: '/user/orders/checkout.php', auth: 'user', summary: 'Start a checkout from the cart' }),
  checkoutGet: r({ method: 'GET', path: '/user/orders/checkout.php', auth: 'user', summary: 'A checkout by checkout_id' }),
  checkoutUpdateShipping: r({ method: 'PUT', path: '/user/orders/checkout.php', action: 'updateShippingAddress', auth: 'user', summary: "Set the checkout's shipping address" }),
  checkoutUpdateBilling: r({ method: 'PUT', path: '/user/orders/checkout.php', action: 'updateBillingAddress', auth: 'user', summary: "Set the checkout's billing address" }),
  addressList: r({ method: 'GET', path: '/user/account/address.php', auth: 'user', summary: 'Saved addresses of a type' }),
  addressCreate: r({ method: 'POST', path: '/user/account/address.php', auth: 'user', summary: 'Add an address' }),
  addressUpdate: r({ method: 'PUT', path: '/user/account/address.php', auth: 'user', summary: 'Edit an address' }),
  addressDelete: r({ method: 'DELETE', path: '/user/account/address.php', auth: 'user', summary: 'Delete an address' }),
  addressSetDefaultShipping: r({ method: 'PUT', path: '/user/account/address.php', action: 'set_default_shipping', auth: 'user', summary: 'Make an address the primary shipping address' }),
  orderCreate: r({ method: 'POST', path: '/user/orders/order.php', auth: 'user', summary: 'Place an order from a checkout' }),
  orderGet: r({
    method: 'GET',
    path: '/user/orders/order.php',
    auth: 'user',
    when: { in: 'query', key: 'order_no' },
    summary: 'One order (buyer or one of its sellers)',
  }),
  orderExpiryCheck: r({ method: 'GET', path: '/user/orders/order.php', action: 'Isexpired', auth: 'user', summary: 'Has the unpaid order expired?' }),
  buyerOrders: r({ method: 'GET', path: '/user/orders/order.php', auth: 'user', list: true, summary: "The buyer's orders" }),
  orderPaymentUpdate: r({ method: 'PUT', path: '/user/orders/order.php', action: 'paymentUpdate', auth: 'user', summary: 'Report a payment; the server verifies it' }),
  orderCancel: r({ method: 'DELETE', path: '/user/orders/order.php', auth: 'user', summary: 'Cancel an unpaid order' }),
  orderReceived: r({ method: 'PUT', path: '/user/orders/order.php', action: 'updateOrderReceived', auth: 'user', summary: 'Buyer confirms a sub-order received' }),

  // ---- Profile (account-area.md §7) ------------------------------------------------------------------------------
  userGet: r({ method: 'GET', path: '/user/account/user.php', auth: 'user', summary: 'The signed-in user' }),
  userUpdate: r({ method: 'PUT', path: '/user/account/user.php', auth: 'user', summary: 'Edit name and phone' }),
  changePassword: r({ method: 'PUT', path: '/user/account/user.php', action: 'change_password', auth: 'user', summary: 'Change the password' }),
  uploadProfilePhoto: r({ method: 'POST', path: '/user/account/user.php', action: 'upload_profile', auth: 'user', summary: 'Upload a profile photo (base64)' }),
  deleteAccount: r({ method: 'DELETE', path: '/user/account/user.php', auth: 'user', summary: 'Delete the account (no active orders or approved offers)' }),

  // ---- Seller ----------------------------------------------------------------------------------------------------
  sellerPaymentGet: r({ method: 'GET', path: '/seller/account/payment_policy.php', auth: 'seller', summary: 'Seller payment details' }),
  sellerRegister: r({ method: 'POST', path: '/seller/account/payment_policy.php', auth: 'user', summary: 'Become a seller' }),
  sellerPaymentUpdate: r({ method: 'PUT', path: '/seller/account/payment_policy.php', auth: 'seller', summary: 'Change payment details' }),

  // ---- Tickets ---------------------------------------------------------------------------------------------------
  myTickets: r({ method: 'GET', path: '/user/products.php', auth: 'user', list: true, summary: "The user's own tickets (or one collection's)" }),
  ticketCreate: r({ method: 'POST', path: '/seller/products.php', auth: 'activeSeller', summary: 'Create a ticket listing' }),
  ticketUpdate: r({ method: 'PUT', path: '/seller/products.php', auth: 'activeSeller', summary: 'Edit a ticket listing' }),
  moveToSell: r({
    method: 'PUT',
    path: '/seller/products.php',
    action: 'move_to_sell',
    auth: 'activeSeller',
    ours: true,
    summary: 'Put an owned ticket up for sale',
  }),
  ticketDeleteImages: r({ method: 'DELETE', path: '/seller/products.php', action: 'delete_image', auth: 'activeSeller', summary: "Remove images of a ticket (not its last)" }),
  ticketDelete: r({ method: 'DELETE', path: '/seller/products.php', action: 'delete_product', auth: 'activeSeller', summary: 'Delete a ticket listing' }),
  eventUpdate: r({
    method: 'PUT',
    path: '/seller/events.php',
    auth: 'activeSeller',
    ours: true,
    summary:
      "Ours: edit an event its caller created (not admin created), and rename the event's venue, sub-genre, teams and artists that are the caller's own and still INQUEUE",
  }),

  // ---- Collections -----------------------------------------------------------------------------------------------
  sellerCollections: r({ method: 'GET', path: '/seller/collection.php', auth: 'user', list: true, summary: "The user's own collections (empty for non-sellers)" }),
  collectionCreate: r({ method: 'POST', path: '/seller/collection.php', auth: 'activeSeller', summary: 'Create a collection' }),
  collectionUpdate: r({ method: 'PUT', path: '/seller/collection.php', auth: 'activeSeller', summary: 'Edit a collection' }),
  collectionDelete: r({ method: 'DELETE', path: '/seller/collection.php', auth: 'activeSeller', summary: 'Delete a collection' }),
  collectionRemoveTicket: r({
    method: 'DELETE',
    path: '/seller/collection.php',
    action: 'remove_ticket',
    auth: 'activeSeller',
    ours: true,
    summary: 'Remove a ticket from a collection',
  }),

  // ---- Seller orders and fulfilment ------------------------------------------------------------------------------
  sellerOrders: r({ method: 'GET', path: '/seller/orders/order.php', auth: 'activeSeller', list: true, summary: "The seller's sub-orders" }),
  fulfilmentAdd: r({ method: 'POST', path: '/seller/orders/fulfillment.php', auth: 'activeSeller', summary: 'Add tracking (OPEN -> SHIPPED)' }),
  fulfilmentUpdate: r({ method: 'PUT', path: '/seller/orders/fulfillment.php', auth: 'activeSeller', summary: 'Edit tracking' }),
  orderDelivered: r({ method: 'PUT', path: '/seller/orders/order.php', action: 'updateOrderDelivered', auth: 'activeSeller', summary: 'Seller marks a sub-order delivered' }),

  // ---- Offers ----------------------------------------------------------------------------------------------------
  offers: r({ method: 'GET', path: '/user/offers/offers.php', auth: 'user', list: true, summary: 'Buy or sell offers' }),
  offerGet: r({
    method: 'GET',
    path: '/user/offers/offers.php',
    auth: 'user',
    when: { in: 'query', key: 'offer_no' },
    summary: 'One offer with its counters',
  }),
  offerCreate: r({
    method: 'POST',
    path: '/user/offers/offers.php',
    auth: 'user',
    ours: true,
    summary: 'Send an offer (send-offer path not shown: POST offers.php with offer_type OFFER; the fallback of the POST)',
  }),
  offerCounter: r({
    method: 'POST',
    path: '/user/offers/offers.php',
    auth: 'user',
    when: { in: 'body', key: 'offer_type', value: 'COUNTER_OFFER' },
    summary: 'Counter the latest offer',
  }),
  offerUpdate: r({ method: 'PUT', path: '/user/offers/offers.php', auth: 'user', summary: 'Edit the latest own offer' }),
  offerSetStatus: r({
    method: 'PUT',
    path: '/user/offers/offers.php',
    action: 'set_status',
    auth: 'user',
    noContent: true,
    summary: 'Accept, reject or cancel an offer (204)',
  }),

  // ---- Messages --------------------------------------------------------------------------------------------------
  rooms: r({ method: 'GET', path: '/user/message/rooms.php', auth: 'user', list: true, summary: 'Chat rooms (all, by receiver_id or by room_id)' }),
  roomCreate: r({
    method: 'POST',
    path: '/user/message/rooms.php',
    auth: 'user',
    ours: true,
    summary: 'Contact a seller: open (or reuse) the room with receiver_id',
  }),
  messages: r({ method: 'GET', path: '/user/message/messages.php', auth: 'user', list: true, summary: 'Messages of a room' }),
  messageSend: r({ method: 'POST', path: '/user/message/messages.php', auth: 'user', summary: 'Send a message' }),
  messagesMarkRead: r({ method: 'PUT', path: '/user/message/messages.php', action: 'updateUnreadMessageFlag', auth: 'user', summary: "Clear a room's unread flag" }),

  // ---- Ratings and reviews ---------------------------------------------------------------------------------------
  ratingPut: r({ method: 'PUT', path: '/user/ratings.php', auth: 'user', summary: 'Add or update a rating of the other side of a sub-order' }),
  reviewPut: r({ method: 'PUT', path: '/user/reviews.php', auth: 'user', summary: 'Add or update a review' }),
  reviews: r({ method: 'GET', path: '/user/reviews.php', auth: 'user', list: true, summary: 'Ratings and reviews about the user' }),
  sellerRatings: r({ method: 'GET', path: '/user/ratings.php', auth: 'user', list: true, summary: "A seller's ratings" }),
  sellerReputation: r({
    method: 'GET',
    path: '/ratings.php',
    action: 'reputation',
    auth: 'public',
    ours: true,
    summary: "Ours: a seller's reputation (the averages of the three rating parts buyers gave them, and how many rated)",
  }),
  sellerReviews: r({
    method: 'GET',
    path: '/ratings.php',
    auth: 'public',
    list: true,
    ours: true,
    summary: 'Ours: the ratings and reviews buyers gave a seller, newest first, for anyone to read',
  }),

  // ---- Reports ---------------------------------------------------------------------------------------------------
  reportSeller: r({ method: 'POST', path: '/user/reports.php', auth: 'user', ours: true, summary: 'Report a seller (path shown only in account-area.md)' }),
  sellerReportTypes: r({
    method: 'GET',
    path: '/user/reports.php',
    auth: 'public',
    summary: 'Seller report types (the one unauthenticated report-type call)',
  }),
  reportRooms: r({ method: 'GET', path: '/user/common_report/report.php', auth: 'user', list: true, summary: "The user's reports (admin: all)" }),
  reportTypes: r({ method: 'GET', path: '/user/common_report/report.php', action: 'type', auth: 'user', summary: 'Report types for a new report' }),
  reportCreate: r({ method: 'POST', path: '/user/common_report/report.php', auth: 'user', summary: 'Open a report' }),
  reportReplies: r({ method: 'GET', path: '/user/common_report/replies.php', auth: 'user', summary: 'A report with its replies (newest first)' }),
  reportReply: r({ method: 'POST', path: '/user/common_report/replies.php', auth: 'user', summary: 'Reply in a report thread' }),

  // ---- Notifications (ours) -------------------------------------------------------------------------------------
  notifications: r({
    method: 'GET',
    path: '/user/notifications.php',
    auth: 'user',
    ours: true,
    list: true,
    summary: 'Ours: notifications, newest first, with the unread count',
  }),
  notificationsMarkRead: r({
    method: 'PUT',
    path: '/user/notifications.php',
    action: 'mark_read',
    auth: 'user',
    ours: true,
    summary: 'Ours: mark one read',
  }),
  notificationsMarkAllRead: r({
    method: 'PUT',
    path: '/user/notifications.php',
    action: 'mark_all_read',
    auth: 'user',
    ours: true,
    summary: 'Ours: mark all read',
  }),
  notificationPreferences: r({
    method: 'GET',
    path: '/user/account/notifications.php',
    auth: 'user',
    ours: true,
    summary: 'Ours: e-mail preferences',
  }),
  notificationPreferencesUpdate: r({
    method: 'PUT',
    path: '/user/account/notifications.php',
    auth: 'user',
    ours: true,
    summary: 'Ours: set e-mail preferences',
  }),
  unsubscribe: r({
    method: 'POST',
    path: '/notifications/unsubscribe.php',
    auth: 'public',
    ours: true,
    summary: 'Ours: one-click unsubscribe (signed token)',
  }),

  // ---- Development ----------------------------------------------------------------------------------------------
  devOutbox: r({
    method: 'GET',
    path: '/dev/outbox',
    auth: 'public',
    ours: true,
    devOnly: true,
    list: true,
    summary: 'E-mails the server would have sent (only outside production, when SMTP is not configured)',
  }),
} as const satisfies Record<string, Route>;

export type Routes = typeof routes;
export type OperationId = keyof Routes;
export const operationIds = Object.keys(routes) as OperationId[];

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
  if (!isPresent(value)) return false;
  return when.value === undefined || String(value) === when.value;
};

/**
 * The operation a request is for, or `undefined` (then the server answers 404). `path` is relative to the API base.
 * Operations that share method + path are told apart by `action` (query) first, then by a `when` discriminator
 * (a query key such as `order_no`, or a body value such as `offer_type`); the one without `when` is the fallback.
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
