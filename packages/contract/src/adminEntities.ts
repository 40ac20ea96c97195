// Ours: the entities of the admin area (admin operations). Admins see people by their real name and
// e-mail, never under the house name, because they act on the account itself.
import { z } from 'zod';
import { AUDIT_ACTIONS, AUDIT_ITEM_KINDS, DELIVERY_REASONS, MODERATION_KINDS } from './admin.ts';
import { reportReply } from './entities.ts';
import { PARTNER_ORDER_SOURCES } from './attribution.ts';
import { PARTNER_STATUSES } from './partners.ts';
import { dateTime, flag, id, isSale, money } from './primitives.ts';
import { REFUND_STATUSES } from './refunds.ts';
import {
  FULFILMENT_STATUSES,
  OFFER_STATUSES,
  ORDER_STATUSES,
  PAYMENT_METHOD_TYPES,
  PERMISSION_STATUSES,
  REFERENCE_STATUSES,
  REPORT_STATUSES,
  TICKET_STATUSES,
} from './statuses.ts';

/** A person as an admin sees them. */
export const adminPerson = z.object({ id, name: z.string(), email: z.string() }).meta({ id: 'AdminPerson' });
export type AdminPerson = z.infer<typeof adminPerson>;

const ticketRef = z.object({ product_id: id, listing_name: z.string() });

// ---------------------------------------------------------------------------------------------------------------
// Moderation queue
// ---------------------------------------------------------------------------------------------------------------
export const adminQueueItem = z
  .object({
    kind: z.enum(MODERATION_KINDS),
    id,
    /** The stored key name (venue_name, team_name, ...; an event's name). */
    name: z.string(),
    display_name: z.string(),
    status: z.enum(REFERENCE_STATUSES),
    /** One line of context: an event's date and venue, a team's or artist's sub-genre, a sub-genre's genre, a venue's city. */
    details: z.string().nullable(),
    creator: adminPerson.nullable(),
    created_date: dateTime,
    /** The tickets that use the item (through its events for venues, teams, artists and sub-genres). */
    listings: z.object({ count: z.number().int().nonnegative(), items: z.array(ticketRef) }),
    /** How many events refer to the item (0 for an event). */
    event_count: z.number().int().nonnegative(),
    /** The closest approved item of the same kind by name (trigram similarity 0..1), when close enough to be a duplicate. */
    similar: z.object({ id, display_name: z.string(), similarity: z.number().min(0).max(1) }).nullable(),
  })
  .meta({ id: 'AdminQueueItem' });
export type AdminQueueItem = z.infer<typeof adminQueueItem>;

/** A reference item after an admin's decision. */
export const adminQueueDecision = z
  .object({
    kind: z.enum(MODERATION_KINDS),
    id,
    display_name: z.string(),
    status: z.enum(REFERENCE_STATUSES),
    rejection_reason: z.string().nullable(),
  })
  .meta({ id: 'AdminQueueDecision' });
export type AdminQueueDecision = z.infer<typeof adminQueueDecision>;

export const adminMergeResult = z
  .object({
    /** The duplicate, now REJECTED with a reason naming the item it was merged into. */
    merged: adminQueueDecision,
    into: z.object({ id, display_name: z.string() }),
    /** What now refers to `into` instead: events (venues, teams, artists, sub-genres) and tickets through them. */
    moved: z.object({ events: z.number().int().nonnegative(), listings: z.number().int().nonnegative() }),
  })
  .meta({ id: 'AdminMergeResult' });
export type AdminMergeResult = z.infer<typeof adminMergeResult>;

// ---------------------------------------------------------------------------------------------------------------
// Reports
// ---------------------------------------------------------------------------------------------------------------
export const adminReport = z
  .object({
    report_id: id,
    /** SELLER: a report about a seller; COMMON: a report opened from the reports page. */
    scope: z.enum(['SELLER', 'COMMON']),
    type: z.string(),
    title: z.string(),
    content: z.string(),
    status: z.enum(REPORT_STATUSES),
    created_date: dateTime,
    updated_date: dateTime,
    reporter: adminPerson,
    /** The reported seller with how many tickets they have on sale and how many sub-orders they sold. */
    reported_seller: adminPerson
      .extend({
        listings_on_sale: z.number().int().nonnegative(),
        sub_orders: z.number().int().nonnegative(),
      })
      .nullable(),
    reply_count: z.number().int().nonnegative(),
    last_reply_date: dateTime.nullable(),
  })
  .meta({ id: 'AdminReport' });
export type AdminReport = z.infer<typeof adminReport>;

/** One report with its replies, newest first (the reporter's thread). */
export const adminReportDetail = adminReport
  .extend({ replies: z.array(reportReply) })
  .meta({ id: 'AdminReportDetail' });
export type AdminReportDetail = z.infer<typeof adminReportDetail>;

// ---------------------------------------------------------------------------------------------------------------
// Deliveries
// ---------------------------------------------------------------------------------------------------------------
export const adminDelivery = z
  .object({
    sub_order_id: id,
    order_no: z.string(),
    buyer: adminPerson,
    seller: adminPerson,
    fulfilment_status: z.enum(FULFILMENT_STATUSES),
    shipped_date: dateTime.nullable(),
    expected_delivery: z.string().nullable(),
    /** Whole days since the seller marked the sub-order shipped. */
    days_since_shipped: z.number().int().nonnegative().nullable(),
    total: money,
    reasons: z.array(z.enum(DELIVERY_REASONS)).min(1),
    /** Open reports by the buyer about the seller. */
    reports: z.array(z.object({ report_id: id, title: z.string() })),
    tracking: z
      .object({ carrier_name: z.string(), service_name: z.string(), tracking_no: z.string() })
      .nullable(),
    payment_method: z.enum(PAYMENT_METHOD_TYPES).nullable(),
  })
  .meta({ id: 'AdminDelivery' });
export type AdminDelivery = z.infer<typeof adminDelivery>;

export const adminDeliveryResult = z
  .object({
    order_no: z.string(),
    sub_order_id: id,
    delivery_status: z.enum(FULFILMENT_STATUSES),
    /**
     * The refund of a cancelled sub-order (its total) through the payment provider the order was paid with. The
     * cancellation records it PENDING; the provider is asked after the cancellation commits (docs/rules/refunds.md).
     */
    refund: z
      .object({
        amount: money,
        provider: z.enum(['test', 'paypal']),
        status: z.enum(REFUND_STATUSES),
        /** The provider's refund id, once the provider has confirmed the refund. */
        refund_id: z.string().nullable(),
        /** The order's payment is REFUNDED once every paid sub-order's refund is confirmed. */
        payment_refunded: z.boolean(),
      })
      .nullable(),
  })
  .meta({ id: 'AdminDeliveryResult' });
export type AdminDeliveryResult = z.infer<typeof adminDeliveryResult>;

// ---------------------------------------------------------------------------------------------------------------
// Users and tickets
// ---------------------------------------------------------------------------------------------------------------
export const adminUserSummary = adminPerson
  .extend({
    is_admin: flag,
    is_email_verified: flag,
    status: z.enum(['ACTIVE', 'DELETED']),
    /** The seller permission's status; null for a user who never registered as a seller. */
    seller_status: z.enum(PERMISSION_STATUSES).nullable(),
    created_date: dateTime,
  })
  .meta({ id: 'AdminUserSummary' });
export type AdminUserSummary = z.infer<typeof adminUserSummary>;

export const adminTicket = z
  .object({
    product_id: id,
    listing_name: z.string(),
    event_name: z.string(),
    status: z.enum(TICKET_STATUSES),
    isSale,
    cost: money.nullable(),
    seller: adminPerson,
    hidden: z.boolean(),
    hidden_reason: z.string().nullable(),
    created_date: dateTime,
  })
  .meta({ id: 'AdminTicket' });
export type AdminTicket = z.infer<typeof adminTicket>;

export const adminUserDetail = adminUserSummary
  .extend({
    counts: z.object({
      orders: z.number().int().nonnegative(),
      sub_orders_sold: z.number().int().nonnegative(),
      listings: z.number().int().nonnegative(),
      listings_on_sale: z.number().int().nonnegative(),
      offers: z.number().int().nonnegative(),
      reports_made: z.number().int().nonnegative(),
      reports_received: z.number().int().nonnegative(),
    }),
    orders: z.array(
      z.object({
        order_no: z.string(),
        status: z.enum(ORDER_STATUSES),
        total: money,
        ordered_date: dateTime,
      }),
    ),
    listings: z.array(adminTicket),
    offers: z.array(
      z.object({
        offer_no: z.string(),
        status: z.enum(OFFER_STATUSES),
        /** The user's side of the offer. */
        role: z.enum(['BUYER', 'SELLER']),
        price: money,
        created_date: dateTime,
      }),
    ),
    reports: z.array(
      z.object({
        report_id: id,
        title: z.string(),
        status: z.enum(REPORT_STATUSES),
        /** REPORTER: the user opened it; REPORTED: it is about the user as a seller. */
        role: z.enum(['REPORTER', 'REPORTED']),
        created_date: dateTime,
      }),
    ),
  })
  .meta({ id: 'AdminUserDetail' });
export type AdminUserDetail = z.infer<typeof adminUserDetail>;

// ---------------------------------------------------------------------------------------------------------------
// Dashboard and audit log
// ---------------------------------------------------------------------------------------------------------------
export const adminDashboardDay = z.object({
  /** The day (UTC), YYYY-MM-DD. */
  date: z.iso.date(),
  /** Orders paid that day. */
  orders: z.number().int().nonnegative(),
  /** Total of the orders paid that day, in cents. */
  sales_cents: z.number().int().nonnegative(),
  new_listings: z.number().int().nonnegative(),
  /** Offers opened that day (first offers, not counters). */
  offers_made: z.number().int().nonnegative(),
  /** Offers accepted that day (by the buyer or the seller). */
  offers_accepted: z.number().int().nonnegative(),
});
export type AdminDashboardDay = z.infer<typeof adminDashboardDay>;

export const adminDashboard = z
  .object({
    days: z.number().int().positive(),
    /** One entry per day, oldest first, ending today (UTC); days without activity are zeros. */
    series: z.array(adminDashboardDay),
    current: z.object({
      open_reports: z.number().int().nonnegative(),
      queue_length: z.number().int().nonnegative(),
      disputed_deliveries: z.number().int().nonnegative(),
    }),
  })
  .meta({ id: 'AdminDashboard' });
export type AdminDashboard = z.infer<typeof adminDashboard>;

const auditState = z.record(z.string(), z.unknown()).nullable();

export const auditEntry = z
  .object({
    id,
    actor: adminPerson,
    at: dateTime,
    action: z.enum(AUDIT_ACTIONS),
    item_kind: z.enum(AUDIT_ITEM_KINDS),
    item_id: id,
    /** The item's fields the action changed, before and after it (null where there was nothing before or after). */
    before: auditState,
    after: auditState,
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof auditEntry>;

// ---------------------------------------------------------------------------------------------------------------
// Partners
// ---------------------------------------------------------------------------------------------------------------
export const adminPartner = z
  .object({
    id,
    name: z.string(),
    /** Whom the admin writes to at the partner; null when none was given. */
    contact_email: z.string().nullable(),
    /** ACTIVE: its origins may embed and sign visitors in; PAUSED: refused like any other site. */
    status: z.enum(PARTNER_STATUSES),
    /** Its exact origins (https://venue.example), each a partner's only once, in the order they were given. */
    origins: z.array(z.string()),
    created_date: dateTime,
    updated_date: dateTime,
  })
  .meta({ id: 'AdminPartner' });
export type AdminPartner = z.infer<typeof adminPartner>;

/** One day (UTC) of a partner's page: what started in its embed that day. */
export const adminPartnerDay = z.object({
  /** The day (UTC), YYYY-MM-DD. */
  date: z.iso.date(),
  /** Its widgets loaded (pages that showed them; counted per load, no visitor recorded). */
  views: z.number().int().nonnegative(),
  /** Visitors signed in through its widgets (embed tokens issued to its origins). */
  sign_ins: z.number().int().nonnegative(),
  /** Offers made from its widgets (first offers, not counters). */
  offers: z.number().int().nonnegative(),
  /** Orders attributed to it that were paid that day. */
  orders: z.number().int().nonnegative(),
  /** Total of those orders, in cents. */
  sales_cents: z.number().int().nonnegative(),
});
export type AdminPartnerDay = z.infer<typeof adminPartnerDay>;

export const adminPartnerDetail = z
  .object({
    partner: adminPartner,
    /** The range shown, both ends included (UTC days, YYYY-MM-DD). */
    from: z.iso.date(),
    to: z.iso.date(),
    /** One entry per day of the range, oldest first; days without activity are zeros. */
    series: z.array(adminPartnerDay),
  })
  .meta({ id: 'AdminPartnerDetail' });
export type AdminPartnerDetail = z.infer<typeof adminPartnerDetail>;

/** An order attributed to a partner, as its page lists them. */
export const adminPartnerOrder = z
  .object({
    order_no: z.string(),
    buyer: adminPerson,
    status: z.enum(ORDER_STATUSES),
    total: money,
    /** EMBED: a line was added through the partner's embed; LINK: the site carried the partner's marker. */
    source: z.enum(PARTNER_ORDER_SOURCES),
    ordered_date: dateTime,
    paid_date: dateTime.nullable(),
  })
  .meta({ id: 'AdminPartnerOrder' });
export type AdminPartnerOrder = z.infer<typeof adminPartnerOrder>;

/** @deprecated use adminTicket. */
export const adminListing = adminTicket;
/** @deprecated use AdminTicket. */
export type AdminListing = AdminTicket;
