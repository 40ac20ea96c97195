// Status enums, their spec labels and the groups the screens use. Zod-free: browser bundles import these values.
// The statuses and their transitions are described in docs/rules/statuses.md. "(ours)" marks a choice the product
// leaves open.

import type { Tone } from './tone.ts';

export type { Tone };

/** The fixed marketplace display name for admin users and admin sellers (the spec does not show its text: ours). */
export const HOUSE_NAME = 'Momento';

/** The name a person is shown under: admins (as users and as sellers) always under HOUSE_NAME, anyone else by name. */
export const displayName = (name: string, isAdmin: boolean | 0 | 1): string => (isAdmin ? HOUSE_NAME : name);

// ---------------------------------------------------------------------------------------------------------------
// Ticket inventory statuses (see docs/rules/statuses.md)
// ---------------------------------------------------------------------------------------------------------------
export * from './ticketStatuses.ts';

export * from './forSale.ts';

export const TICKET_QUALITIES = ['EXCELLENT', 'GOOD', 'AVERAGE', 'POOR', 'VERY_POOR'] as const;
export type TicketQuality = (typeof TICKET_QUALITIES)[number];

/** Reference items (events, venues, sub-genres, teams, artists): APPROVED by default; REJECTED is ours. */
export const REFERENCE_STATUSES = ['APPROVED', 'INQUEUE', 'REJECTED'] as const;
export type ReferenceStatus = (typeof REFERENCE_STATUSES)[number];
export const DEFAULT_REFERENCE_STATUS: ReferenceStatus = 'APPROVED';

// ---------------------------------------------------------------------------------------------------------------
// Collections: a collection in a cart shows a badge instead of Edit/Delete.
// ---------------------------------------------------------------------------------------------------------------
export const COLLECTION_STATUSES = ['ACTIVE', 'CART', 'IN_CHECK_OUT', 'IN_ORDER', 'SOLD'] as const;
export type CollectionStatus = (typeof COLLECTION_STATUSES)[number];

// ---------------------------------------------------------------------------------------------------------------
// Order (payment) statuses: the product leaves the exact values open; these are ours (docs/rules/statuses.md).
// ---------------------------------------------------------------------------------------------------------------
export const ORDER_STATUSES = [
  'PENDING_PAYMENT',
  'PAYMENT_PROCESSING',
  'PAID',
  'CANCELLED',
  'EXPIRED',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** "A pending-payment state and one other active state allow payment and cancel." */
export const ORDER_PAYABLE_STATUSES = [
  'PENDING_PAYMENT',
  'PAYMENT_PROCESSING',
] as const satisfies readonly OrderStatus[];

/** Texts the buy-order card shows per payment status (spec texts; EXPIRED reuses 'Order Expired'). */
export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  PENDING_PAYMENT: 'Not Paid',
  PAYMENT_PROCESSING: 'Not Paid',
  PAID: 'Paid',
  CANCELLED: 'Order Cancelled',
  EXPIRED: 'Order Expired',
};

// ---------------------------------------------------------------------------------------------------------------
// Fulfilment (delivery) statuses of a sub-order, with their labels (docs/rules/statuses.md)
// ---------------------------------------------------------------------------------------------------------------
export const FULFILMENT_STATUSES = [
  'OPEN',
  'SHIPPED',
  'DELIVERED_ACK_BUYER',
  'DELIVERED_ACK_SELLER',
  'DELIVERED_ACK_ADMIN',
  'RETURNED',
] as const;
export type FulfilmentStatus = (typeof FULFILMENT_STATUSES)[number];

export const FULFILMENT_STATUS_LABELS: Readonly<Record<FulfilmentStatus, string>> = {
  OPEN: 'Your order is Pending',
  SHIPPED: 'Your order has been Dispatched',
  DELIVERED_ACK_BUYER: 'Your order has been Delivered',
  DELIVERED_ACK_SELLER: 'Your order has been Delivered, Approved by Seller',
  DELIVERED_ACK_ADMIN: `Your order has been Delivered, Approved by ${HOUSE_NAME}`,
  RETURNED: 'RETURNED',
};

/** Tracking can be added (OPEN) and edited (SHIPPED): "available in two fulfilment statuses". */
export const FULFILMENT_TRACKING_STATUSES = [
  'OPEN',
  'SHIPPED',
] as const satisfies readonly FulfilmentStatus[];
/** 'Order Delivered' (seller), 'Order Received' (buyer) and 'Delivery Expected by' apply in the shipped status. */
export const FULFILMENT_SHIPPED_STATUS = 'SHIPPED' as const satisfies FulfilmentStatus;
/** "A 'Completed' badge shows for three later statuses"; 'Give Ratings' appears for delivered statuses. */
export const FULFILMENT_DELIVERED_STATUSES = [
  'DELIVERED_ACK_BUYER',
  'DELIVERED_ACK_SELLER',
  'DELIVERED_ACK_ADMIN',
] as const satisfies readonly FulfilmentStatus[];
/** "Ratings show only for the two final statuses" (names not shown): the buyer's or the admin's acknowledgement. */
export const FULFILMENT_FINAL_STATUSES = [
  'DELIVERED_ACK_BUYER',
  'DELIVERED_ACK_ADMIN',
] as const satisfies readonly FulfilmentStatus[];

/** Allowed transitions, for the server and for tests (ours; spec: seller marks delivered from shipped, buyer received). */
export const FULFILMENT_TRANSITIONS = {
  fulfilmentAdd: { from: ['OPEN'], to: 'SHIPPED' },
  fulfilmentUpdate: { from: ['SHIPPED'], to: 'SHIPPED' },
  orderDelivered: { from: ['SHIPPED'], to: 'DELIVERED_ACK_SELLER' },
  orderReceived: { from: ['SHIPPED', 'DELIVERED_ACK_SELLER'], to: 'DELIVERED_ACK_BUYER' },
  // Ours, the admin settles a delivery the buyer has not confirmed, or cancels the sub-order and refunds it
  // (RETURNED: its tickets go back to the seller's tickets).
  adminDeliveryApprove: { from: ['SHIPPED', 'DELIVERED_ACK_SELLER'], to: 'DELIVERED_ACK_ADMIN' },
  adminDeliveryCancel: { from: ['OPEN', 'SHIPPED', 'DELIVERED_ACK_SELLER'], to: 'RETURNED' },
} as const satisfies Record<string, { from: readonly FulfilmentStatus[]; to: FulfilmentStatus }>;

// ---------------------------------------------------------------------------------------------------------------
// Offers (see docs/rules/statuses.md)
// ---------------------------------------------------------------------------------------------------------------
export const OFFER_TYPES = ['OFFER', 'COUNTER_OFFER'] as const;
export type OfferType = (typeof OFFER_TYPES)[number];

/** "Some places also use SOLD": kept so such replies validate. */
export const OFFER_STATUSES = [
  'OPEN',
  'ACCEPTED_BUYER',
  'ACCEPTED_SELLER',
  'CANCELLED',
  'DROPPED',
  'REJECTED',
  'CART',
  'IN_CHECK_OUT',
  'IN_ORDER',
  'SOLD',
  // Ours: an open offer or counter nobody answered within OFFER_EXPIRY_HOURS.
  'EXPIRED',
] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

export const OFFER_STATUS_LABELS: Readonly<Record<OfferStatus, string>> = {
  OPEN: 'OPEN',
  ACCEPTED_BUYER: 'BUYER ACCEPTED',
  ACCEPTED_SELLER: 'SELLER ACCEPTED',
  CANCELLED: 'SELLER CANCELLED',
  DROPPED: 'OFFER DROPPED',
  REJECTED: 'SELLER REJECTED',
  CART: 'ADDED TO CART',
  IN_CHECK_OUT: 'ADDED TO CART',
  IN_ORDER: 'ADDED TO ORDER',
  SOLD: 'SOLD',
  EXPIRED: 'OFFER EXPIRED',
};

export const OFFER_STATUS_TONES: Readonly<Record<OfferStatus, Tone>> = {
  OPEN: 'warning',
  ACCEPTED_BUYER: 'success',
  ACCEPTED_SELLER: 'success',
  CART: 'success',
  IN_CHECK_OUT: 'success',
  IN_ORDER: 'success',
  SOLD: 'success',
  CANCELLED: 'danger',
  DROPPED: 'danger',
  REJECTED: 'danger',
  EXPIRED: 'danger',
};

/** The `status` of `offerSetStatus` is the action; the server derives the new status from the viewer's side. */
export const OFFER_ACTIONS = ['ACCEPT', 'REJECT', 'CANCEL'] as const;
export type OfferAction = (typeof OFFER_ACTIONS)[number];

/** Spec results of a status change: seller Accept/Reject/Cancel, buyer Accept. */
export const OFFER_ACTION_RESULTS = {
  seller: { ACCEPT: 'ACCEPTED_SELLER', REJECT: 'REJECTED', CANCEL: 'CANCELLED' },
  buyer: { ACCEPT: 'ACCEPTED_BUYER' },
} as const satisfies {
  seller: Record<OfferAction, OfferStatus>;
  buyer: Partial<Record<OfferAction, OfferStatus>>;
};

/** Offer list sides (`type` of the offers list query). */
export const OFFER_LIST_TYPES = ['BUY', 'SELL'] as const;
export type OfferListType = (typeof OFFER_LIST_TYPES)[number];

// ---------------------------------------------------------------------------------------------------------------
// Cart, addresses, users, reviews, reports, payments
// ---------------------------------------------------------------------------------------------------------------
/** Cart lines: BUY (one ticket), COLLECTION, OFFER (an accepted offer's tickets; the spec's badge shows BUY or COLLECTION). */
export const CART_ITEM_TYPES = ['BUY', 'COLLECTION', 'OFFER'] as const;
export type CartItemType = (typeof CART_ITEM_TYPES)[number];

export const CART_STATUSES = ['ACTIVE', 'IN_CHECK_OUT', 'ORDERED'] as const;
export type CartStatus = (typeof CART_STATUSES)[number];

export const CHECKOUT_STATUSES = ['OPEN', 'ORDERED', 'EXPIRED'] as const;
export type CheckoutStatus = (typeof CHECKOUT_STATUSES)[number];

export const ADDRESS_TYPES = ['DELIVERY', 'BILL', 'CONTACT'] as const;
export type AddressType = (typeof ADDRESS_TYPES)[number];

/** A permission entry `{ permission: 'SELLER', status }` marks a registered seller; status ACTIVE an active one. */
export const SELLER_PERMISSION = 'SELLER' as const;
export const PERMISSION_STATUSES = ['ACTIVE', 'INACTIVE'] as const;
export type PermissionStatus = (typeof PERMISSION_STATUSES)[number];
/** Seller status display: Active or In Active, derived from the seller permission. */
export const SELLER_STATUS_LABELS: Readonly<Record<PermissionStatus, string>> = {
  ACTIVE: 'Active',
  INACTIVE: 'In Active',
};

/** Buyer order list `type` (spec: type BUYER). */
export const ORDER_LIST_TYPES = ['BUYER'] as const;

/** Review list item type: a BUYER type is displayed as SELL, otherwise BUY. */
export const REVIEW_TYPES = ['BUYER', 'SELLER'] as const;
export type ReviewType = (typeof REVIEW_TYPES)[number];
export const reviewTypeLabel = (type: ReviewType): 'SELL' | 'BUY' => (type === 'BUYER' ? 'SELL' : 'BUY');

export const RATING_MIN = 1;
export const RATING_MAX = 5;

export const REPORT_STATUSES = ['OPEN', 'CLOSED'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** PayPal is the spec's payment service; TEST is the server's offline provider (development and tests only). */
export const PAYMENT_METHOD_TYPES = ['PAYPAL', 'TEST'] as const;
export type PaymentMethodType = (typeof PAYMENT_METHOD_TYPES)[number];
/**
 * REFUNDED and PARTIALLY_REFUNDED are ours: an admin cancelled the order's sub-orders (all of them, or some of a
 * several-seller order) and the payment service confirmed their refunds (docs/rules/refunds.md).
 */
export const PAYMENT_STATUSES = ['PENDING', 'COMPLETED', 'FAILED', 'REFUNDED', 'PARTIALLY_REFUNDED'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
