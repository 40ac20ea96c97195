// Notifications (ours; the spec shows none): what the server tells a user happened, in the notification centre and by
// e-mail. Zod-free, shared by the API (which writes them), the mocks and the kit (which lists them).

/**
 * The kinds a user can switch e-mail off for on the profile page, and the essential ones they cannot (replies to
 * their own reports, and an admin's decisions about their items and account).
 */
export const NOTIFICATION_KINDS = [
  'orders',
  'offers',
  'messages',
  'saved_searches',
  'price_drops',
  'reports',
  'moderation',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
export const NOTIFICATION_PREFERENCE_KINDS = [
  'orders',
  'offers',
  'messages',
  'saved_searches',
  'price_drops',
] as const satisfies readonly NotificationKind[];
export type NotificationPreferenceKind = (typeof NOTIFICATION_PREFERENCE_KINDS)[number];

/** Every event worth telling, with the kind it belongs to. */
export const NOTIFICATION_TYPES = {
  order_paid: 'orders',
  order_payment_closing: 'orders',
  order_cancelled: 'orders',
  order_expired: 'orders',
  order_shipped: 'orders',
  order_delivered: 'orders',
  order_received: 'orders',
  rating_received: 'orders',
  offer_received: 'offers',
  offer_countered: 'offers',
  offer_accepted: 'offers',
  offer_rejected: 'offers',
  offer_cancelled: 'offers',
  offer_expired: 'offers',
  offer_expiring: 'offers',
  offer_answered_automatically: 'offers',
  message_received: 'messages',
  report_replied: 'reports',
  order_settled: 'orders',
  order_refunded: 'orders',
  reference_approved: 'moderation',
  reference_rejected: 'moderation',
  listing_hidden: 'moderation',
  listing_restored: 'moderation',
  seller_deactivated: 'moderation',
  seller_reactivated: 'moderation',
  /** A new or repriced ticket matches a saved search with alerts on (one per search, however many tickets). */
  saved_search_match: 'saved_searches',
  /** A watched ticket or collection became cheaper (follow.ts, isPriceDropAlert). */
  price_drop: 'price_drops',
} as const satisfies Record<string, NotificationKind>;
export type NotificationType = keyof typeof NOTIFICATION_TYPES;

/** A seller ships a paid order within this many days ('ship by' in the seller's notification). */
export const SHIP_BY_DAYS = 3;
/** Reminders before an open offer or counter expires, to the party who has to answer it: 24 h and 1 h before. */
export const OFFER_REMINDER_HOURS = [24, 1] as const;
/** The buyer of an unpaid order is reminded this long before its payment window closes. */
export const PAYMENT_REMINDER_MINUTES = 10;
/** Chat e-mails: at most one per room and recipient in this many minutes. */
export const MESSAGE_MAIL_MINUTES = 15;
