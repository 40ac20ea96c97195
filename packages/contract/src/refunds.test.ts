import { describe, expect, it } from 'vitest';
import { paymentStatusAfterRefunds, REFUND_STATUS_LABELS, refundRequestId } from './refunds.ts';

describe('refunds', () => {
  it.each([
    [10800, 0, 'COMPLETED'],
    [10800, 5400, 'PARTIALLY_REFUNDED'],
    [10800, 10800, 'REFUNDED'],
  ] as const)('a payment of %i cents with %i cents refunded reads %s', (paid, refunded, status) => {
    expect(paymentStatusAfterRefunds(paid, refunded)).toBe(status);
  });

  it('reads a refund as pending until the payment service confirms it, and asks under one request id per sub-order', () => {
    expect(REFUND_STATUS_LABELS).toEqual({
      PENDING: 'Refund pending',
      COMPLETED: 'Refunded',
      FAILED: 'Refund failed',
    });
    expect(refundRequestId(301)).toBe('momento-refund-sub-order-301');
  });
});
