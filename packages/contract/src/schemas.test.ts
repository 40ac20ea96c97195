import { describe, expect, it } from 'vitest';
import {
  addressFixture,
  at,
  buyerOrderFixture,
  cartFixture,
  checkoutFixture,
  collectionFixture,
  eventFixture,
  genreFixture,
  messageFixture,
  offerFixture,
  orderFixture,
  reportDetailFixture,
  reportRoomFixture,
  reviewItemFixture,
  roomFixture,
  sellerFixture,
  sellOrderFixture,
  ticketFixture,
  usd,
  userFixture,
} from '../test/fixtures.ts';
import {
  cart,
  money,
  operations,
  routes,
  ticket,
  user,
  type OperationId,
  type OperationReply,
} from './index.ts';

const tokens = { token: 'eyJhbGciOi.x.y', expiry: 1_795_000_000, refresh_token: 'r1' };
const ok = { ok: true as const };
const ref = { status: 'APPROVED' as const, is_admin_created: 1 as const, created_by: null };
const tracking = {
  estimated_delivery_at: '2026-11-30',
  delivery_status: 'SHIPPED' as const,
  carrier_name: 'UPS',
  service_name: 'Ground',
  tracking_no: '1Z999',
  delivery_cost: { shipping_cost: usd('12.00') },
  order_no: 'MO-2026-000123',
};
const rating = {
  sub_order_id: 301,
  order_no: 'MO-2026-000123',
  communication_rating: 5,
  description_rating: 4,
  shipping_rating: 5,
};

const adminView = {
  buyer: { id: 7, name: 'Ada Fan', email: 'ada@example.com' },
  seller: { id: 9, name: 'Sam Seller', email: 'sam@example.com' },
  admin: { id: 1, name: 'Momento Admin', email: 'admin@momento.test' },
};
const queueDecision = {
  kind: 'venue' as const,
  id: 40,
  display_name: 'Forbes Feild',
  status: 'APPROVED' as const,
  rejection_reason: null,
};
const adminQueueItem = {
  kind: 'venue' as const,
  id: 40,
  name: 'forbes_feild',
  display_name: 'Forbes Feild',
  status: 'INQUEUE' as const,
  details: 'Pittsburgh',
  creator: adminView.seller,
  created_date: at,
  listings: { count: 4, items: [{ product_id: 17, listing_name: 'Game 7 stub' }] },
  event_count: 1,
  similar: { id: 3, display_name: 'Forbes Field', similarity: 0.62 },
};
const adminReportItem = {
  report_id: 4,
  scope: 'SELLER' as const,
  type: 'Item not received',
  title: 'Item not received',
  content: 'Never arrived',
  status: 'OPEN' as const,
  created_date: at,
  updated_date: at,
  reporter: adminView.buyer,
  reported_seller: { ...adminView.seller, listings_on_sale: 9, sub_orders: 5 },
  reply_count: 1,
  last_reply_date: at,
};
const adminPartnerFixture = {
  id: 3,
  name: 'Riverside Arena',
  contact_email: 'tickets@riverside.example',
  status: 'ACTIVE' as const,
  origins: ['https://riverside.example', 'https://shop.riverside.example:8443'],
  created_date: at,
  updated_date: at,
};
const adminUserFixture = {
  ...adminView.seller,
  is_admin: 0 as const,
  is_email_verified: 1 as const,
  status: 'ACTIVE' as const,
  seller_status: 'ACTIVE' as const,
  created_date: at,
};
const adminTicketFixture = {
  product_id: 17,
  listing_name: 'Game 7 stub',
  event_name: 'World Series Game 7',
  status: 'SELL' as const,
  isSale: 1 as const,
  cost: usd('250.00'),
  seller: adminView.seller,
  hidden: false,
  hidden_reason: null,
  created_date: at,
};

/** One realistic reply per operation; the type makes the compiler check them too. */
const watchedTicket = {
  type: 'TICKET' as const,
  id: 12,
  name: 'Apollo 11 launch pass',
  detail: 'Apollo 11 Launch · Jul 16, 1969',
  image: null,
  link: '/tickets/12',
  state: 'ON_SALE' as const,
  price: usd('240.00'),
  watched_price: usd('260.00'),
  alert_price: null,
  watched_at: at,
};
const savedSearchReply = {
  id: 3,
  name: 'Apollo under $300',
  filters: { q: 'apollo', price: '300' },
  alert: 'INSTANT' as const,
  new_matches: 2,
  created_at: at,
  last_seen_at: at,
};
const replies: { [Id in OperationId]: OperationReply<Id> } = {
  siteLogin: tokens,
  siteRefresh: tokens,
  login: { ...tokens, user_data: userFixture },
  embedGrant: { code: 'c0de', expires_in: 60 },
  embedAllowance: { allowed: true },
  embedSites: { items: [{ id: 1, origin: 'https://venue.example', granted_at: at, expires_at: at }] },
  embedSiteRevoke: ok,
  embedView: null,
  embedToken: { access_token: tokens.token, expiry: tokens.expiry, user_data: userFixture },
  refresh: tokens,
  logout: ok,
  logoutEverywhere: ok,
  register: ok,
  verifyEmail: ok,
  resetMail: ok,
  resetPassword: ok,
  popularSearches: { items: [{ keyword: 'world series' }] },
  popularEvents: {
    items: [
      { event_id: 12, name: 'World Series Game 7', event_date: at, venue: { display_name: 'Forbes Field' } },
    ],
  },
  popularTeams: { items: [{ id: 5, display_name: 'Pittsburgh Pirates', is_team: 1 }] },
  genres: { items: [genreFixture] },
  subGenres: { items: [{ sub_genre_id: 2, name: 'baseball', display_name: 'Baseball', genre: 1, ...ref }] },
  adminSubGenres: {
    items: [
      { sub_genre_id: 2, name: 'baseball', display_name: 'Baseball', genre: 1, ...ref, status: 'INQUEUE' },
    ],
  },
  venues: {
    items: [
      { venue_id: 3, venue_name: 'forbes_field', display_name: 'Forbes Field', display_order: 1, ...ref },
    ],
  },
  teams: {
    items: [{ team_id: 5, team_name: 'pirates', display_name: 'Pittsburgh Pirates', sub_genre: 2, ...ref }],
  },
  artists: {
    items: [{ artist_id: 6, artist_name: 'beatles', display_name: 'The Beatles', sub_genre: 3, ...ref }],
  },
  events: { items: [eventFixture], next: '/events.php?page=2&full_result=1&has_tickets=1' },
  products: { items: [ticketFixture], next: '/products.php?page=2&is_featured=1' },
  product: ticketFixture,
  searchProducts: { items: [ticketFixture] },
  collections: { items: [collectionFixture] },
  metaContents: { items: [{ page_name: 'about', content_description: '<p>About us</p>' }] },
  agreementContent: { page_name: 'seller_agreement', content_description: '<p>Agreement</p>' },
  masterPaymentData: { paypal_client_id: 'sb-client', test_payments: true },
  masterData: { ticket_types: [{ id: 1, name: 'Stub' }], seat_types: [{ id: 2, name: 'Reserved' }] },
  cartGet: cartFixture,
  cartAdd: cartFixture,
  cartRemove: { ...cartFixture, cart_id: null, items: [] },
  checkoutCreate: checkoutFixture,
  checkoutGet: checkoutFixture,
  checkoutUpdateShipping: checkoutFixture,
  checkoutUpdateBilling: { ...checkoutFixture, billing_address: { ...addressFixture, type: 'BILL' } },
  addressList: { items: [addressFixture] },
  addressCreate: addressFixture,
  addressUpdate: addressFixture,
  addressDelete: ok,
  addressSetDefaultShipping: addressFixture,
  orderCreate: { order_no: 'MO-2026-000123' },
  orderGet: orderFixture,
  orderExpiryCheck: { order_no: 'MO-2026-000123', status: false },
  buyerOrders: { items: [buyerOrderFixture] },
  orderPaymentUpdate: {
    ...orderFixture,
    status: 'PAID',
    order_status: 'PAID',
    payment_summary: {
      payment_amount: usd('270.00'),
      method: 'PAYPAL',
      date: at,
      is_paid: true,
      status: 'COMPLETED',
    },
  },
  orderCancel: { ...orderFixture, status: 'CANCELLED', order_status: 'CANCELLED' },
  orderReceived: { order_no: 'MO-2026-000123', sub_order_id: 301, delivery_status: 'DELIVERED_ACK_BUYER' },
  userGet: userFixture,
  userUpdate: userFixture,
  changePassword: ok,
  uploadProfilePhoto: userFixture,
  deleteAccount: ok,
  sellerPaymentGet: sellerFixture,
  sellerRegister: sellerFixture,
  sellerPaymentUpdate: sellerFixture,
  fairPrice: { comparables: 14, median: { value: '120.00', currency: 'USD' }, by_section: true },
  myTickets: {
    items: [{ ...ticketFixture, isSale: '0', cost: null, sell_details: { cost: null }, status: 'OWNED' }],
  },
  ticketCreate: ticketFixture,
  ticketUpdate: ticketFixture,
  moveToSell: ticketFixture,
  ticketDeleteImages: ticketFixture,
  ticketDelete: ok,
  eventUpdate: eventFixture,
  sellerCollections: { items: [collectionFixture], next: '/seller/collection.php?page=2' },
  collectionCreate: collectionFixture,
  collectionUpdate: collectionFixture,
  collectionDelete: ok,
  collectionRemoveTicket: ok,
  sellerOrders: { items: [sellOrderFixture] },
  fulfilmentAdd: tracking,
  fulfilmentUpdate: tracking,
  orderDelivered: { order_no: 'MO-2026-000123', sub_order_id: 301, delivery_status: 'DELIVERED_ACK_SELLER' },
  offers: { items: [offerFixture] },
  offerGet: offerFixture,
  offerCreate: offerFixture,
  offerCounter: offerFixture,
  offerUpdate: {
    offer_id: 21,
    offer_price: usd('210.00'),
    offer_message: null,
    offer_items: offerFixture.offer_items,
  },
  offerSetStatus: null,
  rooms: { items: [roomFixture] },
  roomCreate: roomFixture,
  messages: { items: [messageFixture], next: '/user/message/messages.php?room_id=3&page=2' },
  messageSend: messageFixture,
  messagesMarkRead: ok,
  ratingPut: rating,
  reviewPut: { sub_order_id: 301, order_no: 'MO-2026-000123', description: 'Great seller' },
  reviews: { items: [reviewItemFixture] },
  sellerRatings: { items: [reviewItemFixture] },
  sellerReputation: {
    seller: { id: 9, name: 'Sam Seller', is_admin: 0 },
    review_count: 12,
    averages: { communication_rating: 4.8, description_rating: 4.3, shipping_rating: 4.6 },
  },
  sellerReviews: { items: [reviewItemFixture], next: '/ratings.php?seller_id=9&page=2' },
  reportSeller: { id: 1, report_type: 2, report_on: 9, content: null, created_date: at },
  sellerReportTypes: { items: [{ id: 2, type: 'Fake ticket' }] },
  reportRooms: { items: [reportRoomFixture] },
  reportTypes: { items: [{ id: 1, type: 'Payment' }] },
  reportCreate: reportRoomFixture,
  reportReplies: { items: [reportDetailFixture] },
  reportReply: {
    ...reportDetailFixture.replies[0]!,
    title: 'Double charge',
    description: 'Payment taken twice',
  },
  notifications: {
    items: [
      {
        id: 7,
        kind: 'offers',
        type: 'offer_countered',
        title: 'Counter-offer on OF-000017: $95.00',
        body: 'The seller countered offer OF-000017 with $95.00. Answer it before it expires.',
        link: '/account/myoffers/OF-000017',
        created_at: at,
        read_at: null,
      },
    ],
    unread_count: 1,
  },
  notificationsMarkRead: ok,
  notificationsMarkAllRead: ok,
  notificationPreferences: {
    orders: true,
    offers: false,
    messages: true,
    saved_searches: true,
    price_drops: false,
  },
  notificationPreferencesUpdate: {
    orders: true,
    offers: false,
    messages: true,
    saved_searches: true,
    price_drops: false,
  },
  unsubscribe: { kind: 'offers' },
  watchlist: { items: [watchedTicket], next: '/user/watchlist.php?page=2' },
  watchIds: { tickets: [12], collections: [], sellers: [8] },
  watchAdd: watchedTicket,
  watchRemove: ok,
  savedSearches: { items: [savedSearchReply] },
  savedSearchCreate: savedSearchReply,
  savedSearchUpdate: { ...savedSearchReply, alert: 'DAILY' },
  savedSearchSeen: { ...savedSearchReply, new_matches: 0 },
  savedSearchDelete: ok,
  priceHistory: {
    event_id: 4,
    event_name: 'Apollo 11 Launch',
    days: [
      {
        day: '2026-11-20',
        lowest: usd('120.00'),
        median: usd('150.00'),
        listings: 4,
        sold_median: null,
        sold: 0,
      },
      { day: '2026-11-21', lowest: null, median: null, listings: 0, sold_median: usd('140.00'), sold: 1 },
    ],
  },
  adminQueue: { items: [adminQueueItem], next: '/admin/moderation.php?page=2&kind=venue' },
  adminQueueDecide: { ...queueDecision, status: 'REJECTED', rejection_reason: 'Not a real venue' },
  adminQueueBulkApprove: {
    items: [queueDecision, { ...queueDecision, kind: 'team', id: 41, display_name: 'Apollo 11' }],
  },
  adminQueueMerge: {
    merged: { ...queueDecision, status: 'REJECTED', rejection_reason: 'Merged into Forbes Field' },
    into: { id: 3, display_name: 'Forbes Field' },
    moved: { events: 1, listings: 2 },
  },
  adminReports: { items: [adminReportItem], next: '/admin/reports.php?page=2&status=OPEN' },
  adminReport: { ...adminReportItem, replies: reportDetailFixture.replies },
  adminReportReply: reportDetailFixture.replies[0]!,
  adminReportClose: { ...adminReportItem, status: 'CLOSED' },
  adminReportReopen: adminReportItem,
  adminDeliveries: {
    items: [
      {
        sub_order_id: 301,
        order_no: 'MO-2026-000123',
        buyer: adminView.buyer,
        seller: adminView.seller,
        fulfilment_status: 'SHIPPED',
        shipped_date: at,
        expected_delivery: '2026-11-30',
        days_since_shipped: 21,
        total: usd('270.00'),
        reasons: ['OVERDUE', 'REPORTED'],
        reports: [{ report_id: 4, title: 'Never arrived' }],
        tracking: { carrier_name: 'UPS', service_name: 'Ground', tracking_no: '1Z999' },
        payment_method: 'TEST',
      },
    ],
  },
  adminDeliveryApprove: {
    order_no: 'MO-2026-000123',
    sub_order_id: 301,
    delivery_status: 'DELIVERED_ACK_ADMIN',
    refund: null,
  },
  adminDeliveryCancel: {
    order_no: 'MO-2026-000123',
    sub_order_id: 301,
    delivery_status: 'RETURNED',
    refund: {
      amount: usd('270.00'),
      provider: 'test',
      status: 'PENDING',
      refund_id: null,
      payment_refunded: false,
    },
  },
  adminUsers: { items: [adminUserFixture], next: '/admin/users.php?page=2&q=sam' },
  adminUser: {
    ...adminUserFixture,
    counts: {
      orders: 2,
      sub_orders_sold: 5,
      listings: 12,
      listings_on_sale: 9,
      offers: 3,
      reports_made: 0,
      reports_received: 1,
    },
    orders: [{ order_no: 'MO-2026-000123', status: 'PAID', total: usd('270.00'), ordered_date: at }],
    listings: [adminTicketFixture],
    offers: [
      { offer_no: 'OF-2026-000001', status: 'OPEN', role: 'SELLER', price: usd('200.00'), created_date: at },
    ],
    reports: [{ report_id: 4, title: 'Never arrived', status: 'OPEN', role: 'REPORTED', created_date: at }],
  },
  adminSellerPermission: { ...adminUserFixture, seller_status: 'INACTIVE' },
  adminTickets: { items: [adminTicketFixture], next: '/admin/listings.php?page=2&hidden=1' },
  adminTicketVisibility: { ...adminTicketFixture, hidden: true, hidden_reason: 'Counterfeit stub' },
  adminDashboard: {
    days: 7,
    series: [
      {
        date: '2026-11-20',
        orders: 3,
        sales_cents: 81_000,
        new_listings: 5,
        offers_made: 4,
        offers_accepted: 1,
      },
    ],
    current: { open_reports: 2, queue_length: 7, disputed_deliveries: 1 },
  },
  adminAudit: {
    items: [
      {
        id: 1,
        actor: adminView.admin,
        at,
        action: 'QUEUE_REJECT',
        item_kind: 'venue',
        item_id: 40,
        before: { status: 'INQUEUE', rejection_reason: null },
        after: { status: 'REJECTED', rejection_reason: 'Not a real venue' },
      },
    ],
  },
  adminPartners: {
    items: [adminPartnerFixture, { ...adminPartnerFixture, id: 4, contact_email: null, status: 'PAUSED' }],
  },
  adminPartnerCreate: adminPartnerFixture,
  adminPartnerUpdate: { ...adminPartnerFixture, status: 'PAUSED' },
  adminPartnerDelete: { ok: true },
  adminPartner: {
    partner: adminPartnerFixture,
    from: '2026-03-01',
    to: '2026-03-02',
    series: [
      { date: '2026-03-01', views: 120, sign_ins: 4, offers: 2, orders: 1, sales_cents: 15_400 },
      { date: '2026-03-02', views: 0, sign_ins: 0, offers: 0, orders: 0, sales_cents: 0 },
    ],
  },
  adminPartnerOrders: {
    items: [
      {
        order_no: 'MO-2026-000001',
        buyer: { id: 7, name: 'Ada Buyer', email: 'ada@example.com' },
        status: 'PAID',
        total: { value: '154.00', currency: 'USD' },
        source: 'EMBED',
        ordered_date: at,
        paid_date: at,
      },
    ],
  },
  adminPartnerExport: 'Date,Views,Sign-ins,Offers,Orders,Sales (USD)\r\n2026-03-01,120,4,2,1,154.00\r\n',
  devOutbox: {
    items: [
      {
        id: 1,
        to: 'ada@example.com',
        subject: 'Verify your e-mail',
        text: 'Open http://localhost:5173/verify?email=ada%40example.com&verification_key=k',
        links: ['http://localhost:5173/verify?email=ada%40example.com&verification_key=k'],
        sent_at: at,
      },
    ],
  },
};

describe('operations', () => {
  it('has schemas for every route and nothing else', () => {
    expect(Object.keys(operations).sort()).toEqual(Object.keys(routes).sort());
    for (const [id, operation] of Object.entries(operations)) {
      expect(operation.method, id).toBe(routes[id as OperationId].method);
      expect(typeof operation.query.parse, id).toBe('function');
      expect(typeof operation.reply.parse, id).toBe('function');
    }
  });

  it.each(Object.keys(replies) as OperationId[])('the reply of %s accepts a realistic fixture', (id) => {
    const result = operations[id].reply.safeParse(replies[id]);
    expect(result.error?.issues ?? [], id).toEqual([]);
  });

  it('paged lists answer items and next, other replies do not carry next', () => {
    for (const id of Object.keys(routes) as OperationId[]) {
      const parsed = operations[id].reply.safeParse({ items: [] });
      if ((routes[id] as { list?: boolean }).list === true) expect(parsed.success, id).toBe(true);
    }
  });
});

describe('entity schemas', () => {
  it('accept isSale as the spec spells it and reject other values', () => {
    expect(ticket.safeParse({ ...ticketFixture, isSale: '0' }).success).toBe(true);
    expect(ticket.safeParse({ ...ticketFixture, isSale: 1 }).success).toBe(true);
    expect(ticket.safeParse({ ...ticketFixture, isSale: '1' }).success).toBe(true);
    expect(ticket.safeParse({ ...ticketFixture, isSale: 2 }).success).toBe(false);
    expect(ticket.safeParse({ ...ticketFixture, isSale: true }).success).toBe(false);
  });

  it('read money as a two-decimal USD value object', () => {
    expect(money.safeParse({ value: '12.50', currency: 'USD' }).success).toBe(true);
    expect(money.safeParse({ value: '12.5', currency: 'USD' }).success).toBe(false);
    expect(money.safeParse({ value: 12.5, currency: 'USD' }).success).toBe(false);
    expect(money.safeParse({ value: '12.50', currency: 'EUR' }).success).toBe(false);
  });

  it('reject a ticket with an unknown status, a cart with a bare-number total and a user without permissions', () => {
    expect(ticket.safeParse({ ...ticketFixture, status: 'LISTED' }).success).toBe(false);
    expect(cart.safeParse({ ...cartFixture, grand_total: 270 }).success).toBe(false);
    const { permissions: _permissions, ...withoutPermissions } = userFixture;
    expect(user.safeParse(withoutPermissions).success).toBe(false);
  });

  it('require ISO timestamps', () => {
    expect(ticket.safeParse({ ...ticketFixture, date: '13/10/1960' }).success).toBe(false);
  });
});

describe('query schemas', () => {
  it('coerce numbers and 0/1 flags from the query string', () => {
    expect(
      operations.products.query.parse({ page: '2', is_featured: '1', seller: '9', price: '300.5' }),
    ).toEqual({
      page: 2,
      is_featured: 1,
      seller: 9,
      price: 300.5,
    });
    expect(
      operations.events.query.parse({ status: 'APPROVED', full_result: '1', has_tickets: '0', page: '1' }),
    ).toEqual({
      status: 'APPROVED',
      full_result: 1,
      has_tickets: 0,
      page: 1,
    });
    expect(operations.teams.query.parse({ status: 'APPROVED,INQUEUE' })).toEqual({
      status: 'APPROVED,INQUEUE',
    });
    // Mocks and servers that parse an object (not a query string) may pass the flag as a number.
    expect(operations.products.query.parse({ full_result: 1, full_collection: '0' })).toEqual({
      full_result: 1,
      full_collection: 0,
    });
    expect(operations.products.query.safeParse({ full_result: 'true' }).success).toBe(false);
  });

  it('reject pages below 1, ids that are not numbers and unknown list types', () => {
    expect(operations.products.query.safeParse({ page: '0' }).success).toBe(false);
    // Only decimal digits make an id or a page (Number() would read all of these), and at most a PostgreSQL integer.
    for (const value of ['1e3', '0x10', ' 7 ', '7 ', '', '+5', '5.0', '2147483648']) {
      expect(operations.product.query.safeParse({ product_id: value }).success, value).toBe(false);
      expect(operations.products.query.safeParse({ page: value }).success, value).toBe(false);
    }
    expect(operations.product.query.parse({ product_id: '2147483647' })).toEqual({ product_id: 2147483647 });
    expect(operations.product.query.parse({ product_id: '007' })).toEqual({ product_id: 7 });
    expect(operations.product.query.safeParse({ product_id: 'abc' }).success).toBe(false);
    expect(operations.product.query.safeParse({}).success).toBe(false);
    expect(operations.offers.query.safeParse({ type: 'ALL' }).success).toBe(false);
    expect(operations.addressList.query.safeParse({ type: 'HOME' }).success).toBe(false);
    expect(operations.teams.query.safeParse({ status: 'approved; drop table' }).success).toBe(false);
  });
});

describe('body schemas', () => {
  const longName = 'x'.repeat(257);

  it('register: accepts the spec payload, rejects names over 256, bad e-mails and mismatched passwords', () => {
    const body = {
      user_name: 'Ada Fan',
      email: 'ada@example.com',
      password: 'secret-1',
      confirm_password: 'secret-1',
    };
    expect(operations.register.body.safeParse(body).success).toBe(true);
    expect(operations.register.body.safeParse({ ...body, user_name: longName }).success).toBe(false);
    expect(operations.register.body.safeParse({ ...body, user_name: 'x'.repeat(256) }).success).toBe(true);
    expect(operations.register.body.safeParse({ ...body, email: 'ada@' }).success).toBe(false);
    expect(operations.register.body.safeParse({ ...body, confirm_password: 'other' }).success).toBe(false);
  });

  it('login: e-mail and password are required', () => {
    expect(operations.login.body.safeParse({ email: 'ada@example.com', password: 'p' }).success).toBe(true);
    expect(operations.login.body.safeParse({ email: 'ada@example.com' }).success).toBe(false);
    expect(
      operations.login.body.safeParse({ email: 'a'.repeat(250) + '@example.com', password: 'p' }).success,
    ).toBe(false);
  });

  it('cartAdd: BUY with product_id, COLLECTION with id, OFFER with offer_no and offer_id', () => {
    expect(operations.cartAdd.body.safeParse({ type: 'BUY', product_id: 17, name: 'Game 7' }).success).toBe(
      true,
    );
    expect(operations.cartAdd.body.safeParse({ type: 'COLLECTION', id: 6, name: '1960' }).success).toBe(true);
    expect(
      operations.cartAdd.body.safeParse({
        type: 'OFFER',
        offer: { offer_no: 'OF-2026-000001', offer_id: 21 },
      }).success,
    ).toBe(true);
    expect(operations.cartAdd.body.safeParse({ type: 'BUY' }).success).toBe(false);
    expect(operations.cartAdd.body.safeParse({ type: 'GIFT', product_id: 17 }).success).toBe(false);
    expect(operations.cartAdd.body.safeParse({ type: 'BUY', product_id: '17' }).success).toBe(false);
  });

  it('address: enforces the limits of section 5 (mobile 20, postal code 50, country 100)', () => {
    const { id: _id, is_primary: _primary, ...fields } = addressFixture;
    expect(operations.addressCreate.body.safeParse(fields).success).toBe(true);
    expect(operations.addressCreate.body.safeParse({ ...fields, mobile_no: '1'.repeat(21) }).success).toBe(
      false,
    );
    expect(operations.addressCreate.body.safeParse({ ...fields, postal_code: '1'.repeat(51) }).success).toBe(
      false,
    );
    expect(operations.addressCreate.body.safeParse({ ...fields, country: 'x'.repeat(101) }).success).toBe(
      false,
    );
    expect(operations.addressCreate.body.safeParse({ ...fields, first_name: '   ' }).success).toBe(false);
    expect(operations.addressUpdate.body.safeParse(fields).success).toBe(false);
  });

  it('offers: create needs offer_type OFFER, a numeric price and a ticket; message is at most 500', () => {
    const create = {
      offer_type: 'OFFER',
      offer_price: 200,
      seller_id: 9,
      offer_items: [{ product_id: 17, product_listing_name: 'Game 7' }],
      message: 'Would you take 200?',
    };
    expect(operations.offerCreate.body.safeParse(create).success).toBe(true);
    expect(operations.offerCreate.body.safeParse({ ...create, offer_price: '200' }).success).toBe(false);
    expect(operations.offerCreate.body.safeParse({ ...create, offer_items: [] }).success).toBe(false);
    expect(operations.offerCreate.body.safeParse({ ...create, message: 'x'.repeat(501) }).success).toBe(
      false,
    );
    expect(operations.offerCreate.body.safeParse({ ...create, offer_type: 'COUNTER_OFFER' }).success).toBe(
      false,
    );
    const counter = {
      offer_type: 'COUNTER_OFFER',
      offer_no: 'OF-2026-000001',
      offer_price: 230,
      offer_items: create.offer_items,
    };
    expect(operations.offerCounter.body.safeParse(counter).success).toBe(true);
    expect(
      operations.offerSetStatus.body.safeParse({ offer_no: 'OF-2026-000001', offer_id: 21, status: 'ACCEPT' })
        .success,
    ).toBe(true);
    expect(
      operations.offerSetStatus.body.safeParse({
        offer_no: 'OF-2026-000001',
        offer_id: 21,
        status: 'ACCEPTED_SELLER',
      }).success,
    ).toBe(false);
  });

  it('ticket create: needs one image, a cost when for sale, at most one supporting document', () => {
    const body = {
      listing_name: 'Game 7 stub',
      event: { event_id: 12 },
      images: [{ image_file: 'data:image/jpeg;base64,/9j/4AAQ', image_name: 'stub.jpg' }],
      ticket_type: 1,
      isSale: 1,
      cost: '250.00',
      quality: 'GOOD',
      ticket_details: {
        section: '31',
        row: 'K',
        seat: '12',
        face_price: '2.50',
        grade: 'PSA 6',
        seat_type: 2,
      },
    };
    expect(operations.ticketCreate.body.safeParse(body).success).toBe(true);
    expect(operations.ticketCreate.body.safeParse({ ...body, images: [] }).success).toBe(false);
    expect(operations.ticketCreate.body.safeParse({ ...body, cost: undefined }).success).toBe(false);
    expect(operations.ticketCreate.body.safeParse({ ...body, isSale: '0', cost: undefined }).success).toBe(
      true,
    );
    expect(operations.ticketCreate.body.safeParse({ ...body, quality: 'MINT' }).success).toBe(false);
    const doc = { document_data: 'JVBERi0=', document_name: 'coa.pdf' };
    expect(operations.ticketCreate.body.safeParse({ ...body, support_document: [doc] }).success).toBe(true);
    expect(operations.ticketCreate.body.safeParse({ ...body, support_document: [doc, doc] }).success).toBe(
      false,
    );
    const newEvent = {
      event_name: 'Moon landing',
      event_date: '1969-07-20',
      venue: { name: 'Sea of Tranquility' },
      genre: { genre_id: 4, sub_genre: { name: 'Space' }, teams: [5, { name: 'Apollo 11' }] },
    };
    expect(operations.ticketCreate.body.safeParse({ ...body, event: newEvent }).success).toBe(true);
    expect(
      operations.ticketUpdate.body.safeParse({ ...body, product_id: 17, images: [], removed_images: [31] })
        .success,
    ).toBe(true);
  });

  it('event update: the new-event fields with the event id, and renames within the name limits', () => {
    const body = {
      event_id: 12,
      event_name: 'Moon landing',
      event_date: '1969-07-20',
      venue: 7,
      genre: { genre_id: 4, sub_genre: 9, teams: [5] },
      renames: [
        { kind: 'venue', id: 7, name: 'Sea of Tranquility' },
        { kind: 'team', id: 5, name: 'Apollo 11' },
      ],
    };
    expect(operations.eventUpdate.body.safeParse(body).success).toBe(true);
    expect(operations.eventUpdate.body.safeParse({ ...body, event_id: undefined }).success).toBe(false);
    expect(operations.eventUpdate.body.safeParse({ ...body, event_name: 'x'.repeat(257) }).success).toBe(
      false,
    );
    expect(
      operations.eventUpdate.body.safeParse({
        ...body,
        renames: [{ kind: 'venue', id: 7, name: 'x'.repeat(257) }],
      }).success,
    ).toBe(false);
    expect(
      operations.eventUpdate.body.safeParse({ ...body, renames: [{ kind: 'genre', id: 4, name: 'Space' }] })
        .success,
    ).toBe(false);
    expect(
      operations.eventUpdate.body.safeParse({ ...body, renames: [{ kind: 'artist', id: 3, name: '  ' }] })
        .success,
    ).toBe(false);
  });

  it('tracking, rating, chat and reports: the limits of section 5', () => {
    const trackingBody = {
      order_no: 'MO-2026-000123',
      carrier_name: 'UPS',
      service_name: 'Ground',
      tracking_no: '1Z999',
      shipping_cost: 12,
      expected_delivery: '2026-11-30',
    };
    expect(operations.fulfilmentAdd.body.safeParse(trackingBody).success).toBe(true);
    expect(operations.fulfilmentAdd.body.safeParse({ ...trackingBody, carrier_name: longName }).success).toBe(
      false,
    );
    expect(operations.ratingPut.body.safeParse({ ...rating, shipping_rating: 6 }).success).toBe(false);
    expect(operations.ratingPut.body.safeParse(rating).success).toBe(true);
    const { sub_order_id: _sub, ...withoutSubOrder } = rating;
    expect(operations.ratingPut.body.safeParse(withoutSubOrder).success).toBe(false);
    expect(
      operations.ratingPut.body.safeParse({ ...withoutSubOrder, suborder_no: 'MO-2026-000123-1' }).success,
    ).toBe(true);
    expect(operations.messageSend.body.safeParse({ room_id: 3, message: 'x'.repeat(500) }).success).toBe(
      true,
    );
    expect(operations.messageSend.body.safeParse({ room_id: 3, message: 'x'.repeat(501) }).success).toBe(
      false,
    );
    expect(operations.messageSend.body.safeParse({ room_id: 3, message: '  ' }).success).toBe(false);
    expect(
      operations.reportCreate.body.safeParse({ reportType: 1, title: 'x'.repeat(257), description: 'd' })
        .success,
    ).toBe(false);
    expect(operations.reportSeller.body.safeParse({ report_type: 2, report_on: 9 }).success).toBe(true);
  });

  it('admin: a rejection needs a reason of at most 1000 characters, hiding a listing needs a reason, merges take the mergeable kinds', () => {
    expect(
      operations.adminQueueDecide.body.safeParse({ decision: 'APPROVE', kind: 'venue', id: 40 }).success,
    ).toBe(true);
    expect(
      operations.adminQueueDecide.body.safeParse({ decision: 'REJECT', kind: 'event', id: 40 }).success,
    ).toBe(false);
    expect(
      operations.adminQueueDecide.body.safeParse({ decision: 'REJECT', kind: 'event', id: 40, reason: '  ' })
        .success,
    ).toBe(false);
    expect(
      operations.adminQueueDecide.body.safeParse({
        decision: 'REJECT',
        kind: 'event',
        id: 40,
        reason: 'x'.repeat(1001),
      }).success,
    ).toBe(false);
    expect(
      operations.adminQueueDecide.body.safeParse({
        decision: 'REJECT',
        kind: 'event',
        id: 40,
        reason: 'Duplicate',
      }).success,
    ).toBe(true);
    expect(
      operations.adminQueueDecide.body.safeParse({
        decision: 'EDIT_APPROVE',
        kind: 'team',
        id: 41,
        display_name: 'Apollo 11',
      }).success,
    ).toBe(true);
    expect(
      operations.adminQueueDecide.body.safeParse({ decision: 'APPROVE', kind: 'genre', id: 1 }).success,
    ).toBe(false);
    expect(operations.adminQueueBulkApprove.body.safeParse({ items: [] }).success).toBe(false);
    expect(
      operations.adminQueueBulkApprove.body.safeParse({
        items: Array.from({ length: 101 }, (_, i) => ({ kind: 'venue', id: i + 1 })),
      }).success,
    ).toBe(false);
    expect(operations.adminQueueMerge.body.safeParse({ kind: 'venue', id: 40, into: 3 }).success).toBe(true);
    expect(operations.adminQueueMerge.body.safeParse({ kind: 'event', id: 40, into: 3 }).success).toBe(false);
    expect(operations.adminTicketVisibility.body.safeParse({ product_id: 17, hidden: true }).success).toBe(
      false,
    );
    expect(
      operations.adminTicketVisibility.body.safeParse({
        product_id: 17,
        hidden: true,
        reason: 'Counterfeit',
      }).success,
    ).toBe(true);
    expect(operations.adminTicketVisibility.body.safeParse({ product_id: 17, hidden: false }).success).toBe(
      true,
    );
    expect(operations.adminDeliveryCancel.body.safeParse({ sub_order_id: 301 }).success).toBe(false);
  });

  it('admin: the dashboard takes 7, 30 or 90 days, the queue a whole number of days', () => {
    expect(operations.adminDashboard.query.parse({ days: '90' })).toEqual({ days: 90 });
    expect(operations.adminDashboard.query.parse({})).toEqual({});
    expect(operations.adminDashboard.query.safeParse({ days: '14' }).success).toBe(false);
    expect(operations.adminQueue.query.parse({ kind: 'team', age: '0', page: '2' })).toEqual({
      kind: 'team',
      age: 0,
      page: 2,
    });
    expect(operations.adminQueue.query.safeParse({ age: '-1' }).success).toBe(false);
  });

  it('operations without a body accept none, logout takes an optional refresh token', () => {
    expect(operations.cartGet.body.safeParse(undefined).success).toBe(true);
    expect(operations.logout.body.safeParse(undefined).success).toBe(true);
    expect(operations.logout.body.safeParse({ refresh_token: 'r1' }).success).toBe(true);
  });
});
