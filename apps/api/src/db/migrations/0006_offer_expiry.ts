/**
 * Offers expire (OFFER_EXPIRY_HOURS after their latest entry, unanswered): EXPIRED joins the statuses an offer and
 * its entries may hold, and the sweep finds open offers by their latest entry's time.
 */
const statuses = `'OPEN', 'ACCEPTED_BUYER', 'ACCEPTED_SELLER', 'CANCELLED', 'DROPPED', 'REJECTED', 'CART', 'IN_CHECK_OUT', 'IN_ORDER', 'SOLD', 'EXPIRED'`;

export const statements = [
  `ALTER TABLE offers DROP CONSTRAINT offers_status_check`,
  `ALTER TABLE offers ADD CONSTRAINT offers_status_check CHECK (status IN (${statuses}))`,
  `ALTER TABLE offer_entries DROP CONSTRAINT offer_entries_status_check`,
  `ALTER TABLE offer_entries ADD CONSTRAINT offer_entries_status_check CHECK (status IN (${statuses}))`,
  `CREATE INDEX offer_entries_open_latest_idx ON offer_entries (created_at) WHERE is_latest AND status = 'OPEN'`,
];
