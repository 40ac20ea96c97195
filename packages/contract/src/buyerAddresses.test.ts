import { describe, expect, it } from 'vitest';
import { sellerSeesBuyerAddresses } from './buyerAddresses.ts';
import { ORDER_STATUSES, type OrderStatus } from './statuses.ts';

describe('sellerSeesBuyerAddresses', () => {
  const expected: Record<OrderStatus, boolean> = {
    PENDING_PAYMENT: false,
    PAYMENT_PROCESSING: false,
    PAID: true,
    CANCELLED: false,
    EXPIRED: false,
  };

  it.each(ORDER_STATUSES.map((status) => [status, expected[status]] as const))('%s: %s', (status, shown) => {
    expect(sellerSeesBuyerAddresses(status)).toBe(shown);
  });
});
