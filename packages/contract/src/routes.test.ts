import { describe, expect, it } from 'vitest';
import {
  matchRoute,
  nextPageLink,
  normalizePath,
  routes,
  routeUrl,
  type OperationId,
  type Route,
} from './routes.ts';

/**
 * Section 7 of both spec documents, call by call, as the spec writes them (a line ticket several actions or
 * methods is spread over several rows), with the operation that implements each.
 */
const publicSiteCalls: ReadonlyArray<readonly [string, OperationId]> = [
  ['POST /sitelogin.php', 'siteLogin'],
  ['GET /sitelogin.php?action=refresh_token', 'siteRefresh'],
  ['POST /user/user_settings.php?action=login', 'login'],
  ['GET /user/user_settings.php?action=refresh_token', 'refresh'],
  ['POST /user/user_settings.php?action=logout', 'logout'],
  ['POST /user/user_settings.php?action=register', 'register'],
  ['POST /user/user_settings.php?action=verify', 'verifyEmail'],
  ['POST /user/user_settings.php?action=resetmail', 'resetMail'],
  ['POST /user/user_settings.php?action=resetpassword', 'resetPassword'],
  ['GET /popular.php?action=searches', 'popularSearches'],
  ['GET /popular.php?action=events', 'popularEvents'],
  ['GET /popular.php?action=teams', 'popularTeams'],
  ['GET /genre.php', 'genres'],
  ['GET /venues.php', 'venues'],
  ['GET /teams.php', 'teams'],
  ['GET /artist.php', 'artists'],
  ['GET /events.php', 'events'],
  ['GET /sub_genre.php', 'subGenres'],
  ['GET /admin/sub_genre.php', 'adminSubGenres'],
  ['GET /products.php', 'products'],
  ['GET /search/products.php', 'searchProducts'],
  ['GET /collections.php', 'collections'],
  ['GET /metaContents.php', 'metaContents'],
  ['GET /masterPaymentData.php?action=payment', 'masterPaymentData'],
  ['GET /user/cart.php', 'cartGet'],
  ['PUT /user/cart.php', 'cartAdd'],
  ['DELETE /user/cart.php', 'cartRemove'],
  ['POST /user/orders/checkout.php', 'checkoutCreate'],
  ['GET /user/orders/checkout.php', 'checkoutGet'],
  ['PUT /user/orders/checkout.php?action=updateShippingAddress', 'checkoutUpdateShipping'],
  ['PUT /user/orders/checkout.php?action=updateBillingAddress', 'checkoutUpdateBilling'],
  ['GET /user/account/address.php', 'addressList'],
  ['POST /user/account/address.php', 'addressCreate'],
  ['PUT /user/account/address.php', 'addressUpdate'],
  ['DELETE /user/account/address.php', 'addressDelete'],
  ['PUT /user/account/address.php?action=set_default_shipping', 'addressSetDefaultShipping'],
  ['POST /user/orders/order.php', 'orderCreate'],
  ['GET /user/orders/order.php', 'buyerOrders'],
  ['GET /user/orders/order.php?action=Isexpired', 'orderExpiryCheck'],
  ['PUT /user/orders/order.php?action=paymentUpdate', 'orderPaymentUpdate'],
  ['DELETE /user/orders/order.php', 'orderCancel'],
];

const accountAreaCalls: ReadonlyArray<readonly [string, OperationId]> = [
  ['GET /user/account/user.php', 'userGet'],
  ['PUT /user/account/user.php', 'userUpdate'],
  ['PUT /user/account/user.php?action=change_password', 'changePassword'],
  ['POST /user/account/user.php?action=upload_profile', 'uploadProfilePhoto'],
  ['DELETE /user/account/user.php', 'deleteAccount'],
  ['GET /user/account/address.php', 'addressList'],
  ['POST /user/account/address.php', 'addressCreate'],
  ['PUT /user/account/address.php', 'addressUpdate'],
  ['DELETE /user/account/address.php', 'addressDelete'],
  ['PUT /user/account/address.php?action=set_default_shipping', 'addressSetDefaultShipping'],
  ['GET /seller/account/payment_policy.php', 'sellerPaymentGet'],
  ['POST /seller/account/payment_policy.php', 'sellerRegister'],
  ['PUT seller/account/payment_policy.php', 'sellerPaymentUpdate'],
  ['GET /user/products.php', 'myTickets'],
  ['POST /seller/products.php', 'ticketCreate'],
  ['PUT /seller/products.php', 'ticketUpdate'],
  ['DELETE /seller/products.php?action=delete_image', 'ticketDeleteImages'],
  ['DELETE /seller/products.php?action=delete_product', 'ticketDelete'],
  ['GET /products.php', 'products'],
  ['GET /genre.php', 'genres'],
  ['GET /sub_genre.php', 'subGenres'],
  ['GET /venues.php', 'venues'],
  ['GET /teams.php', 'teams'],
  ['GET /artist.php', 'artists'],
  ['GET /events.php', 'events'],
  ['GET /masterData.php', 'masterData'],
  ['GET /seller/collection.php', 'sellerCollections'],
  ['POST /seller/collection.php', 'collectionCreate'],
  ['PUT /seller/collection.php', 'collectionUpdate'],
  ['DELETE /seller/collection.php', 'collectionDelete'],
  ['GET /user/orders/order.php', 'buyerOrders'],
  ['GET /seller/orders/order.php', 'sellerOrders'],
  ['POST /seller/orders/fulfillment.php', 'fulfilmentAdd'],
  ['PUT /seller/orders/fulfillment.php', 'fulfilmentUpdate'],
  ['PUT /seller/orders/order.php?action=updateOrderDelivered', 'orderDelivered'],
  ['PUT /user/orders/order.php?action=updateOrderReceived', 'orderReceived'],
  ['GET /user/offers/offers.php', 'offers'],
  ['POST /user/offers/offers.php', 'offerCreate'],
  ['PUT /user/offers/offers.php', 'offerUpdate'],
  ['PUT /user/offers/offers.php?action=set_status', 'offerSetStatus'],
  ['PUT /user/cart.php', 'cartAdd'],
  ['GET /user/message/rooms.php', 'rooms'],
  ['POST /user/message/rooms.php', 'roomCreate'],
  ['GET /user/message/messages.php', 'messages'],
  ['POST /user/message/messages.php', 'messageSend'],
  ['PUT /user/message/messages.php?action=updateUnreadMessageFlag', 'messagesMarkRead'],
  ['PUT user/ratings.php', 'ratingPut'],
  ['PUT user/reviews.php', 'reviewPut'],
  ['GET user/reviews.php', 'reviews'],
  ['GET user/ratings.php', 'sellerRatings'],
  ['POST user/reports.php', 'reportSeller'],
  ['GET user/reports.php', 'sellerReportTypes'],
  ['GET /user/common_report/report.php', 'reportRooms'],
  ['GET /user/common_report/report.php?action=type', 'reportTypes'],
  ['POST /user/common_report/report.php', 'reportCreate'],
  ['GET /user/common_report/replies.php', 'reportReplies'],
  ['POST /user/common_report/replies.php', 'reportReply'],
];

/** The admin area: operations of ours beyond both documents, admin only. */
const ADMIN_OPERATIONS: OperationId[] = [
  'adminAudit',
  'adminDashboard',
  'adminDeliveries',
  'adminDeliveryApprove',
  'adminDeliveryCancel',
  'adminTicketVisibility',
  'adminTickets',
  'adminPartner',
  'adminPartnerCreate',
  'adminPartnerDelete',
  'adminPartnerExport',
  'adminPartnerOrders',
  'adminPartnerUpdate',
  'adminPartners',
  'adminQueue',
  'adminQueueBulkApprove',
  'adminQueueDecide',
  'adminQueueMerge',
  'adminReport',
  'adminReportClose',
  'adminReportReopen',
  'adminReportReply',
  'adminReports',
  'adminSellerPermission',
  'adminUser',
  'adminUsers',
];

/** Calls the spec names by purpose only ("single", "counter", "by offer_no"), told apart by a query key or body. */
const splitByInput: ReadonlyArray<OperationId> = ['product', 'orderGet', 'offerGet', 'offerCounter'];

const parseCall = (call: string) => {
  const [method = '', target = ''] = call.split(' ');
  const [path = '', search = ''] = target.split('?');
  return {
    method,
    path: normalizePath(path),
    action: new URLSearchParams(search).get('action') ?? undefined,
  };
};

describe('route table', () => {
  it.each([...publicSiteCalls, ...accountAreaCalls])('%s is operation %s', (call, operationId) => {
    const { method, path, action } = parseCall(call);
    const route: Route = routes[operationId];
    expect({ method: route.method, path: route.path, action: route.action }).toEqual({
      method,
      path,
      action,
    });
    expect(matchRoute(method, path, action === undefined ? {} : { action })).toBe(operationId);
  });

  it('has no operation beyond the spec calls except those split by input and those marked ours', () => {
    const specified = new Set<OperationId>([...publicSiteCalls, ...accountAreaCalls].map(([, id]) => id));
    const extra = (Object.keys(routes) as OperationId[]).filter(
      (id) => !specified.has(id) && !splitByInput.includes(id),
    );
    for (const id of extra) expect({ id, ours: (routes[id] as Route).ours }).toEqual({ id, ours: true });
    expect(extra.sort()).toEqual(
      [
        ...ADMIN_OPERATIONS,
        'agreementContent',
        'collectionRemoveTicket',
        'devOutbox',
        'embedAllowance',
        'embedGrant',
        'embedSiteRevoke',
        'embedSites',
        'embedToken',
        'embedView',
        'eventUpdate',
        'fairPrice',
        'logoutEverywhere',
        'moveToSell',
        'notificationPreferences',
        'notificationPreferencesUpdate',
        'notifications',
        'notificationsMarkAllRead',
        'notificationsMarkRead',
        'sellerReputation',
        'sellerReviews',
        'priceHistory',
        'savedSearchCreate',
        'savedSearchDelete',
        'savedSearchSeen',
        'savedSearchUpdate',
        'savedSearches',
        'unsubscribe',
        'watchAdd',
        'watchIds',
        'watchRemove',
        'watchlist',
      ].sort(),
    );
  });

  it('marks the spec\'s "not shown" calls as ours: contact seller, send offer, single ticket, report seller, remove from collection, agreement, event editing, seller reputation and public reviews', () => {
    const ours = (Object.keys(routes) as OperationId[])
      .filter((id) => (routes[id] as Route).ours === true)
      .sort();
    expect(ours).toEqual(
      [
        ...ADMIN_OPERATIONS,
        'agreementContent',
        'collectionRemoveTicket',
        'devOutbox',
        'embedAllowance',
        'embedGrant',
        'embedSiteRevoke',
        'embedSites',
        'embedToken',
        'embedView',
        'eventUpdate',
        'fairPrice',
        'logoutEverywhere',
        'moveToSell',
        'notificationPreferences',
        'notificationPreferencesUpdate',
        'notifications',
        'notificationsMarkAllRead',
        'notificationsMarkRead',
        'offerCreate',
        'product',
        'reportSeller',
        'roomCreate',
        'sellerReputation',
        'sellerReviews',
        'priceHistory',
        'savedSearchCreate',
        'savedSearchDelete',
        'savedSearchSeen',
        'savedSearchUpdate',
        'savedSearches',
        'unsubscribe',
        'watchAdd',
        'watchIds',
        'watchRemove',
        'watchlist',
      ].sort(),
    );
  });

  it("lets embed tokens call only the widget's own operations: its account, cart, offers, messages and watchlist, and the token exchange", () => {
    const embed = (Object.keys(routes) as OperationId[])
      .filter((id) => (routes[id] as Route).embed === true)
      .sort();
    expect(embed).toEqual(
      [
        'cartAdd',
        'cartGet',
        'cartRemove',
        'embedToken',
        'messageSend',
        'messages',
        'messagesMarkRead',
        'offerCounter',
        'offerCreate',
        'offerGet',
        'offerSetStatus',
        'offerUpdate',
        'offers',
        'roomCreate',
        'rooms',
        'userGet',
        'watchAdd',
        'watchIds',
        'watchRemove',
      ].sort(),
    );
    // The window's own calls need the site's session: an embed token must never mint codes for other origins.
    expect((routes.embedGrant as Route).embed).toBeUndefined();
    expect((routes.embedAllowance as Route).embed).toBeUndefined();
  });

  it('gives every route a path with a leading slash and no two routes the same method, path, action and discriminator', () => {
    const seen = new Set<string>();
    for (const [id, route] of Object.entries(routes) as Array<[OperationId, Route]>) {
      expect(route.path, id).toMatch(/^\/[\w/.]+$/);
      const key = `${route.method} ${route.path} ${route.action ?? ''} ${JSON.stringify(route.when ?? null)}`;
      expect(seen.has(key), `${id} duplicates ${key}`).toBe(false);
      seen.add(key);
    }
  });

  it("keeps the operator's console admin only: every /admin/ path but the spec's sub-genre list, each marked ours", () => {
    for (const [id, route] of Object.entries(routes) as Array<[OperationId, Route]>) {
      if (!route.path.startsWith('/admin/') || id === 'adminSubGenres') continue;
      expect({ id, auth: route.auth, ours: route.ours }).toEqual({ id, auth: 'admin', ours: true });
    }
  });

  it('builds the request URL with the action as query parameter', () => {
    expect(routeUrl('login')).toBe('/user/user_settings.php?action=login');
    expect(routeUrl('cartGet')).toBe('/user/cart.php');
    expect(routeUrl('orderExpiryCheck')).toBe('/user/orders/order.php?action=Isexpired');
  });

  it('sends the refresh token as bearer only on the two refresh calls, and offerSetStatus and embedView answer 204', () => {
    const refreshBearers = (Object.keys(routes) as OperationId[]).filter(
      (id) => (routes[id] as Route).bearer === 'refresh',
    );
    expect(refreshBearers.sort()).toEqual(['refresh', 'siteRefresh']);
    const noContent = (Object.keys(routes) as OperationId[]).filter(
      (id) => (routes[id] as Route).noContent === true,
    );
    expect(noContent.sort()).toEqual(['embedView', 'offerSetStatus']);
  });
});

describe('matchRoute', () => {
  it('tells one order, the expiry check and the buyer list apart on GET /user/orders/order.php', () => {
    expect(matchRoute('GET', '/user/orders/order.php', { order_no: 'MO-2026-000123' })).toBe('orderGet');
    expect(
      matchRoute('GET', '/user/orders/order.php', { action: 'Isexpired', order_no: 'MO-2026-000123' }),
    ).toBe('orderExpiryCheck');
    expect(matchRoute('GET', '/user/orders/order.php', { page: '2', type: 'BUYER' })).toBe('buyerOrders');
    expect(matchRoute('GET', '/user/orders/order.php', new URLSearchParams('order_no=MO-1'))).toBe(
      'orderGet',
    );
    // An empty order number is a malformed order read (its schema refuses it), never the list.
    expect(matchRoute('GET', '/user/orders/order.php', new URLSearchParams('order_no='))).toBe('orderGet');
    expect(matchRoute('GET', '/user/orders/order.php', { order_no: '' })).toBe('orderGet');
    expect(matchRoute('GET', '/products.php', new URLSearchParams('product_id='))).toBe('product');
  });

  it('tells an offer from a counter on POST /user/offers/offers.php by offer_type in the body', () => {
    expect(matchRoute('POST', '/user/offers/offers.php', {}, { offer_type: 'OFFER', offer_price: 10 })).toBe(
      'offerCreate',
    );
    expect(
      matchRoute(
        'POST',
        '/user/offers/offers.php',
        {},
        { offer_type: 'COUNTER_OFFER', offer_no: 'OF-2026-000001' },
      ),
    ).toBe('offerCounter');
    // Without a readable body the request is an offer, and the offer schema rejects it with 400.
    expect(matchRoute('POST', '/user/offers/offers.php', {}, undefined)).toBe('offerCreate');
  });

  it('tells the offer list from one offer and the status change from an edit', () => {
    expect(matchRoute('GET', '/user/offers/offers.php', { page: '1', type: 'BUY' })).toBe('offers');
    expect(matchRoute('GET', '/user/offers/offers.php', { offer_no: 'OF-2026-000001' })).toBe('offerGet');
    expect(matchRoute('PUT', '/user/offers/offers.php', {})).toBe('offerUpdate');
    expect(matchRoute('PUT', '/user/offers/offers.php', { action: 'set_status' })).toBe('offerSetStatus');
  });

  it('tells the ticket list from one ticket on GET /products.php', () => {
    expect(matchRoute('GET', '/products.php', { seller: '4', full_result: '1' })).toBe('products');
    expect(matchRoute('GET', '/products.php', { product_id: '17' })).toBe('product');
  });

  it('tells the actions of one path apart', () => {
    expect(matchRoute('GET', '/metaContents.php', {})).toBe('metaContents');
    expect(matchRoute('GET', '/metaContents.php', { action: 'agreement' })).toBe('agreementContent');
    expect(matchRoute('DELETE', '/seller/collection.php', {}, { collection_id: 3 })).toBe('collectionDelete');
    expect(matchRoute('DELETE', '/seller/collection.php', { action: 'remove_ticket' })).toBe(
      'collectionRemoveTicket',
    );
    expect(matchRoute('PUT', '/seller/products.php', {})).toBe('ticketUpdate');
    expect(matchRoute('PUT', '/seller/products.php', { action: 'move_to_sell' })).toBe('moveToSell');
    expect(matchRoute('GET', '/user/reports.php', {})).toBe('sellerReportTypes');
    expect(matchRoute('POST', '/user/reports.php', {})).toBe('reportSeller');
    expect(matchRoute('GET', '/user/common_report/report.php', { action: 'type' })).toBe('reportTypes');
    expect(matchRoute('GET', '/user/common_report/report.php', { page: '1' })).toBe('reportRooms');
    expect(matchRoute('GET', '/sitelogin.php', { action: 'refresh_token' })).toBe('siteRefresh');
    expect(matchRoute('POST', '/sitelogin.php', {})).toBe('siteLogin');
  });

  it('normalises the path and the method and answers undefined for unknown calls', () => {
    expect(matchRoute('put', 'user/ratings.php', {})).toBe('ratingPut');
    expect(matchRoute('GET', '/genre.php/', {})).toBe('genres');
    expect(matchRoute('GET', '/nothing.php', {})).toBeUndefined();
    expect(matchRoute('PATCH', '/user/cart.php', {})).toBeUndefined();
    expect(matchRoute('POST', '/user/user_settings.php', { action: 'unknown' })).toBeUndefined();
    expect(matchRoute('POST', '/user/user_settings.php', {})).toBeUndefined();
  });
});

describe('nextPageLink', () => {
  it('puts page first and keeps the other parameters, without empty ones', () => {
    expect(nextPageLink('events', { full_result: 1, has_tickets: 1, page: 2, name: '' }, 3)).toBe(
      '/events.php?page=3&full_result=1&has_tickets=1',
    );
    expect(nextPageLink('products', { q: 'world series', seller: 9 }, 2)).toBe(
      '/products.php?page=2&q=world+series&seller=9',
    );
  });

  it('links into the matching operation again', () => {
    const link = nextPageLink('buyerOrders', { type: 'BUYER', date_from: '2026-01-01' }, 2);
    const url = new URL(link, 'http://x');
    expect(matchRoute('GET', url.pathname, url.searchParams)).toBe('buyerOrders');
  });
});
