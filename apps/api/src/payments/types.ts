// The payment provider contract, shared by the providers and the factory that picks one.

import { PAYMENT_REFUSALS } from '@momento/contract';

/** The message of every refused capture, whichever provider refused it. */
export const PAYMENT_NOT_VERIFIED = PAYMENT_REFUSALS.notVerified;

/** What a provider confirms about a payment: its capture, booked once (unique per provider and capture id). */
export type VerifiedCapture = {
  captureId: string;
  providerOrderId: string;
  amountCents: number;
  currency: 'USD';
  raw: unknown;
};

export type ExpectedPayment = { orderNo: string; amountCents: number };

/**
 * The provider refused a refund for good (PayPal answered 4xx: the capture is already refunded, too old, the amount is
 * wrong): asking again with the same request id would get the same answer. Any other failure (no answer in time, a
 * 5xx, a dropped connection) may be retried.
 */
export class RefundRefused extends Error {
  override readonly name = 'RefundRefused';
}

/** A refund the provider accepted (PayPal may still be completing it: `status` PENDING). */
export type Refund = { refundId: string; status: 'COMPLETED' | 'PENDING'; raw: unknown };

/**
 * A payment service. The browser never decides that an order is paid: it hands over a token (PayPal's order id,
 * or a test token) and the server asks the provider whether a capture of the right amount for that order number
 * completed. A provider throws an ApiError when it cannot confirm.
 */
export interface PaymentProvider {
  readonly name: 'test' | 'paypal';
  readonly method: 'TEST' | 'PAYPAL';
  verifyCapture(token: string, expected: ExpectedPayment): Promise<VerifiedCapture>;
  /**
   * Refunds `amountCents` of a capture. `requestId` makes a retry of the same refund a no-op at the provider (one
   * refund per sub-order). Throws RefundRefused when the provider refuses for good, another error when it could not
   * be asked or did not answer (worth retrying with the same request id).
   */
  refundCapture(captureId: string, amountCents: number, requestId: string): Promise<Refund>;
  /**
   * Reads back a refund the provider accepted as PENDING (PayPal completes some refunds later). Throws RefundRefused
   * when the provider says it failed or was cancelled, another error when it could not be asked.
   */
  refundStatus(refundId: string): Promise<Refund>;
}
