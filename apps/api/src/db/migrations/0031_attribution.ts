/**
 * Partner attribution (docs/rules/attribution.md): what started in a partner's embed, recorded by the server.
 * - `partner_days`: per partner and day (UTC), how many times its widgets loaded (`views`), visitors signed in through
 *   them (`sign_ins`) and offers were made from them (`offers`). Counts only: no visitor, no address, no user.
 * - `cart_items.partner_id`: the partner whose embed put the line in the cart (the embed token's origin).
 * - `orders.partner_id` and `orders.partner_source`: the partner an order is attributed to and how the server knew it:
 *   EMBED (a line of the order was added through the partner's embed) or LINK (the site carried the partner's marker,
 *   `?partner=`, to the order). Orders and sales per day are read from the orders themselves.
 * Removing a partner removes its counts and leaves its orders unattributed.
 */
export const statements: string[] = [
  `CREATE TABLE partner_days (
     partner_id integer NOT NULL REFERENCES partners (id) ON DELETE CASCADE,
     day date NOT NULL,
     views integer NOT NULL DEFAULT 0 CHECK (views >= 0),
     sign_ins integer NOT NULL DEFAULT 0 CHECK (sign_ins >= 0),
     offers integer NOT NULL DEFAULT 0 CHECK (offers >= 0),
     PRIMARY KEY (partner_id, day)
   )`,
  `ALTER TABLE cart_items ADD COLUMN partner_id integer REFERENCES partners (id) ON DELETE SET NULL`,
  `ALTER TABLE orders ADD COLUMN partner_id integer REFERENCES partners (id) ON DELETE SET NULL`,
  `ALTER TABLE orders ADD COLUMN partner_source text CHECK (partner_source IN ('EMBED', 'LINK'))`,
  `CREATE INDEX orders_partner_idx ON orders (partner_id, ordered_at DESC, id DESC) WHERE partner_id IS NOT NULL`,
  `CREATE INDEX orders_partner_paid_idx ON orders (partner_id, paid_at) WHERE partner_id IS NOT NULL AND paid_at IS NOT NULL`,
];
