// Who may delete their account (zod-free): the rule and its texts, read by the API (profile handlers) and the kit's
// mock server, so a story shows an account as deletable exactly when the server would delete it. In words:
// docs/rules/account-deletion.md.

import type { FulfilmentStatus, OfferStatus, OrderStatus } from './statuses.ts';

/** Orders still waiting for their payment keep an account alive, whoever's side the person is on. */
export const DELETION_BLOCKING_ORDER_STATUSES: readonly OrderStatus[] = [
  'PENDING_PAYMENT',
  'PAYMENT_PROCESSING',
];
/** A paid sub-order keeps both its buyer's and its seller's account alive until the buyer has it (or it ended). */
export const DELETION_BLOCKING_FULFILMENTS: readonly FulfilmentStatus[] = [
  'OPEN',
  'SHIPPED',
  'DELIVERED_ACK_SELLER',
];
/** Offers accepted, or on their way to an order, keep both parties' accounts alive. */
export const DELETION_BLOCKING_OFFER_STATUSES: readonly OfferStatus[] = [
  'ACCEPTED_BUYER',
  'ACCEPTED_SELLER',
  'CART',
  'IN_CHECK_OUT',
  'IN_ORDER',
];

/** What the API answers when it refuses a password change (and a deletion with a wrong password). */
export const PASSWORD_REFUSALS = {
  wrong: 'The password is not correct.',
  same: 'The new password must differ from the old one.',
} as const;

/** What the API answers when it refuses to delete an account. */
export const ACCOUNT_DELETION_REFUSALS = {
  wrongPassword: PASSWORD_REFUSALS.wrong,
  activeBusiness: 'Your account has active orders or approved offers, so it can not be deleted.',
} as const;

/** The facts both sides gather about the person: their sub-orders (as buyer or seller) and their offers. */
export interface AccountDeletionFacts {
  /** Every sub-order the person buys or sells, with its order's status. */
  readonly subOrders: ReadonlyArray<{
    readonly orderStatus: OrderStatus;
    readonly fulfilment: FulfilmentStatus;
  }>;
  /** The status of every offer thread the person is a party of. */
  readonly offerStatuses: readonly OfferStatus[];
}

/** Whether an account may be deleted now: no unpaid order, no paid sub-order still under way, no live accepted offer. */
export function canDeleteAccount(facts: AccountDeletionFacts): boolean {
  const busyOrder = facts.subOrders.some(
    ({ orderStatus, fulfilment }) =>
      DELETION_BLOCKING_ORDER_STATUSES.includes(orderStatus) ||
      (orderStatus === 'PAID' && DELETION_BLOCKING_FULFILMENTS.includes(fulfilment)),
  );
  return (
    !busyOrder && !facts.offerStatuses.some((status) => DELETION_BLOCKING_OFFER_STATUSES.includes(status))
  );
}
