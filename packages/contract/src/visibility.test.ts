import { describe, expect, it } from 'vitest';
import {
  isCollectionOpen,
  isTicketOpen,
  mayOpenTicket,
  mayReadRejectionReason,
  shownToReader,
} from './visibility.ts';

const creator = { id: 7, is_admin: 0 as const };
const admin = { id: 1, is_admin: 1 as const };
const stranger = { id: 9, is_admin: false };

describe('the rejection reason', () => {
  const rejected = { created_by: 7, status: 'REJECTED', rejection_reason: 'Never took place.' };

  it('is read by the creator and the operators only', () => {
    expect(mayReadRejectionReason(creator, rejected)).toBe(true);
    expect(mayReadRejectionReason(admin, rejected)).toBe(true);
    expect(mayReadRejectionReason(stranger, rejected)).toBe(false);
    expect(mayReadRejectionReason(null, rejected)).toBe(false);
    expect(mayReadRejectionReason(stranger, { created_by: null })).toBe(false);
  });

  it('is left out of the item for everyone else, the rest of the item as it was', () => {
    expect(shownToReader(creator, rejected)).toEqual(rejected);
    expect(shownToReader(admin, rejected)).toEqual(rejected);
    expect(shownToReader(stranger, rejected)).toEqual({ created_by: 7, status: 'REJECTED' });
    expect(shownToReader(null, rejected)).not.toHaveProperty('rejection_reason');
  });
});

describe('listings and collections', () => {
  const ticket = { seller_id: 7, hidden: false, seller_deactivated: false };

  it('are open unless an admin hid the listing or deactivated its seller; its seller and the admins open it anyway', () => {
    expect(isTicketOpen(ticket)).toBe(true);
    for (const closed of [
      { ...ticket, hidden: true },
      { ...ticket, seller_deactivated: true },
    ]) {
      expect(isTicketOpen(closed)).toBe(false);
      expect(mayOpenTicket(stranger, closed)).toBe(false);
      expect(mayOpenTicket(null, closed)).toBe(false);
      expect(mayOpenTicket(creator, closed)).toBe(true);
      expect(mayOpenTicket(admin, closed)).toBe(true);
    }
    expect(isCollectionOpen({ seller_deactivated: false })).toBe(true);
    expect(isCollectionOpen({ seller_deactivated: true })).toBe(false);
  });
});
