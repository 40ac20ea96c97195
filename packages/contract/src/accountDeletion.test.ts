import { describe, expect, it } from 'vitest';
import { canDeleteAccount } from './accountDeletion.ts';

describe('canDeleteAccount', () => {
  it('lets a person with nothing under way delete their account', () => {
    expect(canDeleteAccount({ subOrders: [], offerStatuses: [] })).toBe(true);
    expect(
      canDeleteAccount({
        subOrders: [
          { orderStatus: 'PAID', fulfilment: 'DELIVERED_ACK_BUYER' },
          { orderStatus: 'CANCELLED', fulfilment: 'OPEN' },
        ],
        offerStatuses: ['REJECTED', 'SOLD'],
      }),
    ).toBe(true);
  });

  it('refuses while an order waits for its payment or a paid sub-order is not with its buyer yet', () => {
    expect(
      canDeleteAccount({
        subOrders: [{ orderStatus: 'PENDING_PAYMENT', fulfilment: 'OPEN' }],
        offerStatuses: [],
      }),
    ).toBe(false);
    // The seller says it arrived; the buyer has not confirmed it.
    expect(
      canDeleteAccount({
        subOrders: [{ orderStatus: 'PAID', fulfilment: 'DELIVERED_ACK_SELLER' }],
        offerStatuses: [],
      }),
    ).toBe(false);
  });

  it('refuses while an accepted offer is in a cart, a checkout or an order', () => {
    for (const status of ['ACCEPTED_SELLER', 'CART', 'IN_CHECK_OUT', 'IN_ORDER'] as const)
      expect(canDeleteAccount({ subOrders: [], offerStatuses: [status] })).toBe(false);
  });
});
