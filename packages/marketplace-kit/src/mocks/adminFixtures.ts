// The admin area's mock state and fixture builders: a queue with an item of every kind (one a likely duplicate),
// open and closed reports, a disputed delivery, users' pages, 90 days of dashboard series and an audit log.
import type {
  AdminDashboardDay,
  AdminDelivery,
  AdminTicket,
  AdminPartner,
  AdminPartnerOrder,
  AdminPerson,
  AdminQueueItem,
  AdminReportDetail,
  AdminUserDetail,
  AuditEntry,
} from '@momento/contract';
import type { PartnerDayCounts } from '@momento/contract/routes';
import { usd } from './fixtures.ts';

/** The seeded admin (is_admin = 1). */
export const MOCK_ADMIN_EMAIL = 'admin@example.com';
export const MOCK_ADMIN_ID = 9;

const DAY_MS = 86_400_000;

export interface MockAdminState {
  queue: AdminQueueItem[];
  /** Reports as the admin sees them; a COMMON report's id is the reporter's report room id. */
  reports: AdminReportDetail[];
  deliveries: AdminDelivery[];
  /** The users' pages by user id (their orders, tickets, offers and reports). */
  users: Map<
    number,
    Pick<AdminUserDetail, 'orders' | 'listings' | 'offers' | 'reports' | 'counts' | 'created_date'>
  >;
  /** One entry per day, oldest first, ending on the mock's today (90 days). */
  series: AdminDashboardDay[];
  /** Newest first. */
  audit: AuditEntry[];
  /** The partner sites, newest first. */
  partners: AdminPartner[];
  /** What started in each partner's embed, by partner id: the days with any activity, oldest first. */
  partnerDays: Map<number, PartnerDayCounts[]>;
  /** The orders attributed to partners, newest first, each with its partner. */
  partnerOrders: Array<AdminPartnerOrder & { partner_id: number }>;
}

const ada: AdminPerson = { id: 1, name: 'Ada Lovelace', email: 'ada@example.com' };
const grace: AdminPerson = { id: 2, name: 'Grace Hopper', email: 'grace@example.com' };
export const mockAdminPerson: AdminPerson = {
  id: MOCK_ADMIN_ID,
  name: 'Momento Operator',
  email: MOCK_ADMIN_EMAIL,
};

const iso = (now: number, daysAgo: number) => new Date(now - daysAgo * DAY_MS).toISOString();

export function buildQueueItem(overrides: Partial<AdminQueueItem> = {}): AdminQueueItem {
  return {
    kind: 'venue',
    id: 31,
    name: 'wrigley feild',
    display_name: 'Wrigley Feild, Chicago',
    status: 'INQUEUE',
    details: 'Chicago, United States',
    creator: grace,
    created_date: '2026-11-20T10:00:00.000Z',
    listings: { count: 1, items: [{ product_id: 101, listing_name: '1908 World Series ticket stub' }] },
    event_count: 1,
    similar: null,
    ...overrides,
  };
}

export function buildAdminReport(overrides: Partial<AdminReportDetail> = {}): AdminReportDetail {
  return {
    report_id: 71,
    scope: 'SELLER',
    type: 'Counterfeit item',
    title: 'Counterfeit item',
    content: 'The stub I received looks printed at home.',
    status: 'OPEN',
    created_date: '2026-11-21T09:00:00.000Z',
    updated_date: '2026-11-21T09:00:00.000Z',
    reporter: ada,
    reported_seller: { ...grace, listings_on_sale: 2, sub_orders: 3 },
    reply_count: 0,
    last_reply_date: null,
    replies: [],
    ...overrides,
  };
}

export function buildAdminDelivery(overrides: Partial<AdminDelivery> = {}): AdminDelivery {
  return {
    sub_order_id: 501,
    order_no: 'MO-2026-000120',
    buyer: ada,
    seller: grace,
    fulfilment_status: 'SHIPPED',
    shipped_date: '2026-11-02T15:00:00.000Z',
    expected_delivery: '2026-11-09',
    days_since_shipped: 20,
    total: usd(486),
    reasons: ['OVERDUE', 'REPORTED'],
    reports: [{ report_id: 71, title: 'Counterfeit item' }],
    tracking: { carrier_name: 'UPS', service_name: 'Ground', tracking_no: '1Z999AA10123456784' },
    payment_method: 'TEST',
    ...overrides,
  };
}

export function buildAdminTicket(overrides: Partial<AdminTicket> = {}): AdminTicket {
  return {
    product_id: 101,
    listing_name: '1908 World Series ticket stub',
    event_name: '1908 World Series',
    status: 'SELL',
    isSale: '1',
    cost: usd(450),
    seller: grace,
    hidden: false,
    hidden_reason: null,
    created_date: '2026-10-01T12:00:00.000Z',
    ...overrides,
  };
}

export function buildAuditEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: 81,
    actor: mockAdminPerson,
    at: '2026-11-21T12:00:00.000Z',
    action: 'QUEUE_APPROVE',
    item_kind: 'team',
    item_id: 2,
    before: { status: 'INQUEUE' },
    after: { status: 'APPROVED' },
    ...overrides,
  };
}

/**
 * 90 days of activity with a shape: a slow rise, busier weekends and a quiet day now and then. Deterministic, so
 * stories and tests see the same charts every day.
 */
export function buildDashboardSeries(now: number, days = 90): AdminDashboardDay[] {
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  return Array.from({ length: days }, (_, index) => {
    const time = today - (days - 1 - index) * DAY_MS;
    const weekday = new Date(time).getUTCDay();
    const weekend = weekday === 0 || weekday === 6 ? 2 : 0;
    const trend = Math.floor(index / 15);
    const wave = Math.round(2 + 2 * Math.sin(index / 4));
    const orders = index % 13 === 5 ? 0 : wave + trend + weekend;
    return {
      date: new Date(time).toISOString().slice(0, 10),
      orders,
      sales_cents: orders * (9_500 + ((index * 3_700) % 21_000)),
      new_listings: 1 + ((index * 7) % 5) + trend,
      offers_made: 2 + ((index * 5) % 6) + weekend,
      offers_accepted: (index * 5) % 6 > 3 ? 2 : 1,
    };
  });
}

export function buildAdminPartner(overrides: Partial<AdminPartner> = {}): AdminPartner {
  return {
    id: 61,
    name: 'Riverside Arena',
    contact_email: 'tickets@riverside.example',
    status: 'ACTIVE',
    origins: ['https://riverside.example', 'https://shop.riverside.example'],
    created_date: '2026-11-18T10:00:00.000Z',
    updated_date: '2026-11-18T10:00:00.000Z',
    ...overrides,
  };
}

/** A partner's last `days` days of activity ending on the mock's today: views every day, the rest on some days. */
export function buildPartnerDays(now: number, days = 90): PartnerDayCounts[] {
  return Array.from({ length: days }, (_, i) => {
    const index = days - 1 - i;
    const date = new Date(now - index * DAY_MS).toISOString().slice(0, 10);
    const orders = index % 4 === 1 ? 1 + (index % 3 === 0 ? 1 : 0) : 0;
    return {
      date,
      views: 40 + ((index * 13) % 35),
      sign_ins: 2 + ((index * 3) % 4),
      offers: (index * 5) % 3,
      orders,
      sales_cents: orders * 12_500,
    };
  });
}

export function buildPartnerOrder(
  overrides: Partial<AdminPartnerOrder & { partner_id: number }> = {},
): AdminPartnerOrder & { partner_id: number } {
  return {
    partner_id: 61,
    order_no: 'MO-2026-000120',
    buyer: ada,
    status: 'PAID',
    total: usd(125),
    source: 'EMBED',
    ordered_date: '2026-11-20T10:00:00.000Z',
    paid_date: '2026-11-20T10:05:00.000Z',
    ...overrides,
  };
}

/** The seeded state: a queue with an item of every kind, reports, a disputed delivery, users' pages, series, a log. */
export function createAdminState(now: number): MockAdminState {
  const listing = buildAdminTicket();
  return {
    queue: [
      buildQueueItem({ created_date: iso(now, 9) }),
      buildQueueItem({
        kind: 'team',
        id: 32,
        name: 'chicago cubbs',
        display_name: 'Chicago Cubbs',
        details: 'Baseball',
        created_date: iso(now, 6),
        listings: { count: 0, items: [] },
        event_count: 1,
        similar: { id: 1, display_name: 'Chicago Cubs', similarity: 0.72 },
      }),
      buildQueueItem({
        kind: 'artist',
        id: 33,
        name: 'the beatles',
        display_name: 'The Beatles',
        details: 'Rock',
        created_date: iso(now, 4),
        listings: { count: 0, items: [] },
        event_count: 0,
      }),
      buildQueueItem({
        kind: 'sub_genre',
        id: 34,
        name: 'cricket',
        display_name: 'Cricket',
        details: 'Sports',
        created_date: iso(now, 2),
        listings: { count: 0, items: [] },
        event_count: 0,
      }),
      buildQueueItem({
        kind: 'event',
        id: 35,
        name: '1908 World Series Game 5',
        display_name: '1908 World Series Game 5',
        details: 'October 14, 1908 · Wrigley Feild, Chicago',
        created_date: iso(now, 1),
        listings: { count: 1, items: [{ product_id: 101, listing_name: listing.listing_name }] },
        event_count: 0,
      }),
    ],
    reports: [
      buildAdminReport({ created_date: iso(now, 3), updated_date: iso(now, 3) }),
      buildAdminReport({
        report_id: 72,
        scope: 'COMMON',
        type: 'Payment problem',
        title: 'Payment charged twice',
        content: 'My card shows two charges for one order.',
        reported_seller: null,
        created_date: iso(now, 12),
        updated_date: iso(now, 10),
        status: 'CLOSED',
        reply_count: 1,
        last_reply_date: iso(now, 10),
        replies: [
          {
            message_id: 73,
            content: 'We refunded the second charge.',
            message: 'We refunded the second charge.',
            sent_date: iso(now, 10),
            sender: { user_id: MOCK_ADMIN_ID, user_name: mockAdminPerson.name, avatar: null },
          },
        ],
      }),
    ],
    deliveries: [buildAdminDelivery({ shipped_date: iso(now, 20) })],
    users: new Map([
      [
        2,
        {
          created_date: iso(now, 200),
          counts: {
            orders: 1,
            sub_orders_sold: 3,
            listings: 2,
            listings_on_sale: 2,
            offers: 1,
            reports_made: 0,
            reports_received: 1,
          },
          orders: [
            { order_no: 'MO-2026-000090', status: 'PAID', total: usd(120), ordered_date: iso(now, 40) },
          ],
          listings: [
            listing,
            buildAdminTicket({
              product_id: 102,
              listing_name: 'Live Aid wristband and ticket',
              event_name: 'Live Aid',
              cost: usd(820),
            }),
          ],
          offers: [
            {
              offer_no: 'OF-2026-000012',
              status: 'OPEN',
              role: 'SELLER',
              price: usd(400),
              created_date: iso(now, 5),
            },
          ],
          reports: [
            {
              report_id: 71,
              title: 'Counterfeit item',
              status: 'OPEN',
              role: 'REPORTED',
              created_date: iso(now, 3),
            },
          ],
        },
      ],
    ]),
    series: buildDashboardSeries(now),
    audit: [buildAuditEntry({ at: iso(now, 1) })],
    partners: [
      buildAdminPartner({ created_date: iso(now, 8), updated_date: iso(now, 8) }),
      buildAdminPartner({
        id: 62,
        name: 'Harbor Stadium',
        contact_email: null,
        status: 'PAUSED',
        origins: ['https://harborstadium.example'],
        created_date: iso(now, 30),
        updated_date: iso(now, 2),
      }),
    ],
    partnerDays: new Map([[61, buildPartnerDays(now)]]),
    partnerOrders: [
      buildPartnerOrder({ ordered_date: iso(now, 1), paid_date: iso(now, 1) }),
      buildPartnerOrder({
        order_no: 'MO-2026-000117',
        buyer: grace,
        total: usd(250),
        source: 'LINK',
        ordered_date: iso(now, 5),
        paid_date: iso(now, 5),
      }),
      buildPartnerOrder({
        order_no: 'MO-2026-000109',
        status: 'EXPIRED',
        ordered_date: iso(now, 9),
        paid_date: null,
      }),
    ],
  };
}

/** An admin area with nothing to do (Empty stories): no queue, reports, deliveries, log or activity. */
export function emptyAdminState(now: number): MockAdminState {
  return {
    queue: [],
    reports: [],
    deliveries: [],
    users: new Map(),
    series: buildDashboardSeries(now).map((day) => ({
      ...day,
      orders: 0,
      sales_cents: 0,
      new_listings: 0,
      offers_made: 0,
      offers_accepted: 0,
    })),
    audit: [],
    partners: [],
    partnerDays: new Map(),
    partnerOrders: [],
  };
}

/** @deprecated use buildAdminTicket. */
export const buildAdminListing = buildAdminTicket;
