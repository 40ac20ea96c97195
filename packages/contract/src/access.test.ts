import { describe, expect, it } from 'vitest';
import { ACCESS_REFUSALS, mayCall, sellerFacts } from './access.ts';
import { restingStatus } from './ticketStatuses.ts';

const buyer = { isSeller: false, isActiveSeller: false, isAdmin: false };

describe('mayCall', () => {
  it('lets any signed-in user call user operations and refuses the levels they lack with their own words', () => {
    expect(mayCall('user', buyer)).toBeNull();
    expect(mayCall('seller', buyer)).toBe(ACCESS_REFUSALS.seller);
    expect(mayCall('activeSeller', buyer)).toBe(ACCESS_REFUSALS.activeSeller);
    expect(mayCall('admin', buyer)).toBe('Only administrators can do this.');
  });

  it('counts a seller of any status as a seller, and only an ACTIVE one as an active seller', () => {
    const pending = { ...sellerFacts([{ permission: 'SELLER', status: 'PENDING' }]), isAdmin: false };
    expect(mayCall('seller', pending)).toBeNull();
    expect(mayCall('activeSeller', pending)).toBe('Only active sellers can do this.');
    expect(
      mayCall('activeSeller', {
        ...sellerFacts([{ permission: 'SELLER', status: 'ACTIVE' }]),
        isAdmin: false,
      }),
    ).toBeNull();
  });
});

describe('restingStatus', () => {
  it('rests a ticket for sale in SELL and a shown-only ticket in OWNED', () => {
    expect(restingStatus(true)).toBe('SELL');
    expect(restingStatus(false)).toBe('OWNED');
  });
});
