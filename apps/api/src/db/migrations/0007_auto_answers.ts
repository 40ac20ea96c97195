/**
 * Automatic answers to offers: a listing's auto-accept and auto-decline prices (cents, null when not set), and a
 * mark on the offer entry the seller answered through them.
 */
export const statements = [
  `ALTER TABLE tickets ADD COLUMN auto_accept_cents integer, ADD COLUMN auto_decline_cents integer`,
  `ALTER TABLE tickets ADD CONSTRAINT tickets_auto_answers_check CHECK (
     (auto_accept_cents IS NULL OR auto_accept_cents >= 0) AND (auto_decline_cents IS NULL OR auto_decline_cents >= 0)
     AND (auto_accept_cents IS NULL OR auto_decline_cents IS NULL OR auto_decline_cents < auto_accept_cents))`,
  `ALTER TABLE offer_entries ADD COLUMN answered_automatically boolean NOT NULL DEFAULT false`,
];
