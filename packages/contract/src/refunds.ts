// Refunds (ours): an admin's cancellation of a paid sub-order pays its total back through the payment service the
// order was paid with. The rule is in docs/rules/refunds.md. Zod-free: the server, the mocks and the kit read it.

import type { PaymentStatus } from './statuses.ts';

/**
 * A refund is recorded as PENDING in the cancellation itself and asked of the payment service afterwards, outside
 * the request; it becomes COMPLETED when the service confirms it, FAILED when the service refuses it for good (an
 * admin then settles it by hand).
 */
export const REFUND_STATUSES = ['PENDING', 'COMPLETED', 'FAILED'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** What the buyer and the admin read about a refund, next to its amount (and, once refunded, its date). */
export const REFUND_STATUS_LABELS: Readonly<Record<RefundStatus, string>> = {
  PENDING: 'Refund pending',
  COMPLETED: 'Refunded',
  FAILED: 'Refund failed',
};

/**
 * A paid payment's status from what has been refunded of it (confirmed refunds only): all of it REFUNDED, part of it
 * (one seller's sub-order of a several-seller order) PARTIALLY_REFUNDED, nothing COMPLETED.
 */
export function paymentStatusAfterRefunds(
  paidCents: number,
  refundedCents: number,
): Extract<PaymentStatus, 'COMPLETED' | 'PARTIALLY_REFUNDED' | 'REFUNDED'> {
  if (refundedCents <= 0) return 'COMPLETED';
  return refundedCents >= paidCents ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
}

/** The PayPal-Request-Id (or the test provider's request id) of a sub-order's refund: one refund per sub-order, ever. */
export const refundRequestId = (subOrderId: number): string => `momento-refund-sub-order-${subOrderId}`;
