import { describe, expect, it } from 'vitest';
import {
  isCollectionOpen,
  isTicketOpen,
  mayOpenTicket,
  mayReadRejectionReason,
  shownToReader,
} from './visibility.ts';

const creator = { id: 7, is_admin: 0 as const };
const operator = { id: 1, is_admin: 1 as const };
const stranger = { id: 9, is_admin: false };

describe('the rejection reason', () => {
  const rejected = { created_by: 7, status: 'REJECTED', rejection_reason: 'Never took place.' };

  it('is read by the creator and the operators only', () => {
    expect(mayReadRejectionReason(creator, rejected)).toBe(true);
    expect(mayReadRejectionReason(operator, rejected)).toBe(true);
    expect(mayReadRejectionReason(stranger, rejected)).toBe(false);
    expect(mayReadRejectionReason(null, rejected)).toBe(false);
    expect(mayReadRejectionReason(stranger, { created_by: null })).toBe(false);
  });

  it('is left out of the item for everyone else, the rest of the item as it was', () => {
    expect(shownToReader(creator, rejected)).toEqual(rejected);
    expect(shownToReader(operator, rejected)).toEqual(rejected);
    expect(shownToReader(stranger, rejected)).toEqual({ created_by: 7, status: 'REJECTED' });
    expect(shownToReader(null, rejected)).not.toHaveProperty('rejection_reason');
  });
});

describe('listings and collections', () => {
  const listing = { seller_id: 7, hidden: false, seller_deactivated: false };

  it('are open unless an operator hid the listing or deactivated its seller; its seller and the operators open it anyway', () => {
    expect(isTicketOpen(listing)).toBe(true);
    for (const closed of [
      { ...listing, hidden: true },
      { ...listing, seller_deactivated: true },
    ]) {
      expect(isTicketOpen(closed)).toBe(false);
      expect(mayOpenTicket(stranger, closed)).toBe(false);
      expect(mayOpenTicket(null, closed)).toBe(false);
      expect(mayOpenTicket(creator, closed)).toBe(true);
      expect(mayOpenTicket(operator, closed)).toBe(true);
    }
    expect(isCollectionOpen({ seller_deactivated: false })).toBe(true);
    expect(isCollectionOpen({ seller_deactivated: true })).toBe(false);
  });
});
