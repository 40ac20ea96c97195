// The admin area (ours): the values the admin operations share with the kit and the server. Zod-free, so
// browser bundles may import them. Who may do what is in docs/rules/permissions.md; the statuses an admin sets
// and their transitions are in docs/rules/statuses.md.

/** The reference items sellers create and an admin moderates (INQUEUE -> APPROVED or REJECTED). */
export const MODERATION_KINDS = ['venue', 'sub_genre', 'team', 'artist', 'event'] as const;
export type ModerationKind = (typeof MODERATION_KINDS)[number];

export const MODERATION_KIND_LABELS: Readonly<Record<ModerationKind, string>> = {
  venue: 'Venue',
  sub_genre: 'Sub-genre',
  team: 'Team',
  artist: 'Artist',
  event: 'Event',
};

/** Kinds a duplicate can be merged into an approved item of the same kind (events are edited, not merged). */
export const MERGEABLE_KINDS = [
  'venue',
  'sub_genre',
  'team',
  'artist',
] as const satisfies readonly ModerationKind[];
export type MergeableKind = (typeof MERGEABLE_KINDS)[number];

/** An admin's decision on one queued item; EDIT_APPROVE renames the item, then approves it. */
export const MODERATION_DECISIONS = ['APPROVE', 'REJECT', 'EDIT_APPROVE'] as const;
export type ModerationDecision = (typeof MODERATION_DECISIONS)[number];

/** How many of the tickets that use a queued item the queue names (the rest are counted). */
export const QUEUE_TICKET_SAMPLE = 3;
/**
 * A queued item is flagged as a likely duplicate of the approved item of the same kind whose name has the highest
 * trigram similarity (PostgreSQL pg_trgm's `similarity`, 0..1) when it reaches this value.
 */
export const DUPLICATE_SIMILARITY_MIN = 0.4;
/** How many recent orders, tickets, offers and reports a user's page shows (the counts cover all). */
export const ADMIN_USER_RECENT = 10;
/** Most items one bulk approval takes. */
export const BULK_APPROVE_MAX = 100;

/**
 * A shipped sub-order the buyer has not confirmed this many days after shipping appears in the admin's deliveries
 * (the default of the server setting `DELIVERY_OVERDUE_DAYS`).
 */
export const DELIVERY_OVERDUE_DAYS = 14;
/** Why a sub-order is in the deliveries list: overdue confirmation, or an open report by its buyer about its seller. */
export const DELIVERY_REASONS = ['OVERDUE', 'REPORTED'] as const;
export type DeliveryReason = (typeof DELIVERY_REASONS)[number];

/** The dashboard's periods in days. */
export const DASHBOARD_DAYS = [7, 30, 90] as const;
export type DashboardDays = (typeof DASHBOARD_DAYS)[number];
export const DEFAULT_DASHBOARD_DAYS: DashboardDays = 30;

/** Every admin action; each one writes one audit entry in the transaction that makes the change. */
export const AUDIT_ACTIONS = [
  'QUEUE_APPROVE',
  'QUEUE_REJECT',
  'QUEUE_EDIT_APPROVE',
  'QUEUE_MERGE',
  'REPORT_REPLY',
  'REPORT_CLOSE',
  'REPORT_REOPEN',
  'DELIVERY_APPROVE',
  'DELIVERY_CANCEL',
  'SELLER_DEACTIVATE',
  'SELLER_REACTIVATE',
  'LISTING_HIDE',
  'LISTING_RESTORE',
  'PARTNER_CREATE',
  'PARTNER_UPDATE',
  'PARTNER_PAUSE',
  'PARTNER_RESUME',
  'PARTNER_DELETE',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ACTION_LABELS: Readonly<Record<AuditAction, string>> = {
  QUEUE_APPROVE: 'Approved',
  QUEUE_REJECT: 'Rejected',
  QUEUE_EDIT_APPROVE: 'Edited and approved',
  QUEUE_MERGE: 'Merged',
  REPORT_REPLY: 'Replied to report',
  REPORT_CLOSE: 'Closed report',
  REPORT_REOPEN: 'Reopened report',
  DELIVERY_APPROVE: 'Approved delivery',
  DELIVERY_CANCEL: 'Cancelled and refunded',
  SELLER_DEACTIVATE: 'Deactivated seller',
  SELLER_REACTIVATE: 'Reactivated seller',
  LISTING_HIDE: 'Hid listing',
  LISTING_RESTORE: 'Restored listing',
  PARTNER_CREATE: 'Added partner',
  PARTNER_UPDATE: 'Edited partner',
  PARTNER_PAUSE: 'Paused partner',
  PARTNER_RESUME: 'Resumed partner',
  PARTNER_DELETE: 'Removed partner',
};

/** What an audit entry is about: a reference item, a report, a sub-order, a user, a ticket or a partner site. */
export const AUDIT_ITEM_KINDS = [
  ...MODERATION_KINDS,
  'report',
  'sub_order',
  'user',
  'listing',
  'partner',
] as const;
export type AuditItemKind = (typeof AUDIT_ITEM_KINDS)[number];

/** @deprecated use QUEUE_TICKET_SAMPLE. */
export const QUEUE_LISTING_SAMPLE = QUEUE_TICKET_SAMPLE;
