import { CART_REFUSALS, CART_RESERVATION_MINUTES, restingStatus } from '@momento/contract';
import { sql, type Expression, type RawBuilder } from 'kysely';
import type { Queryable } from '../db/database.ts';
import { conflict } from '../errors.ts';
import { orderEnded } from '../notifications/events.ts';
import { CART_ITEM_DETAIL, cartJsonSql } from '../views/cartView.ts';
import { inTransaction } from '../db/tx.ts';

// Reservations (the invariant: a ticket is in at most one live cart or order):
// - a cart line holds its tickets for CART_RESERVATION_MINUTES (ticket_holds row with cart_item_id);
// - placing an order moves the holds to the order's lines for ORDER_PAYMENT_MINUTES; payment makes them permanent;
// - the partial unique index ticket_holds_one_live_key lets one live hold exist per ticket, and every state change
//   of a ticket is a guarded UPDATE (`WHERE status = ...`), so two racing buyers cannot both win, on PGlite and
//   PostgreSQL alike. Expired holds are released lazily by `sweepExpired`, which every purchase call runs first.

export const reservationEnd = (from: Date = new Date()) =>
  new Date(from.getTime() + CART_RESERVATION_MINUTES * 60_000);

/**
 * The contract's restingStatus (the status a ticket returns to when nothing holds it: listed for sale, or shown only)
 * as SQL over the tickets row's `is_sale` column (`column`, qualified when the statement joins).
 */
export const restingStatusSql = (column = 'is_sale') =>
  sql<string>`CASE WHEN ${sql.ref(column)} THEN ${sql.lit(restingStatus(true))} ELSE ${sql.lit(restingStatus(false))} END`;
const RESTING_STATUS = restingStatusSql();

/** A cart line about to be written: its tickets are claimed and held for it in the same statement. */
export type CartLine = {
  cart_id: number;
  type: 'BUY' | 'COLLECTION' | 'OFFER';
  ticket_id?: number;
  collection_id?: number;
  offer_id?: number;
  offer_entry_id?: number;
  seller_id: number;
  base_price_cents: number;
  tax_cents: number;
  expires_at: Date;
};

/**
 * Writes a cart line and reserves its tickets in one statement: the tickets move from one of the `from` statuses to
 * CART (a guarded UPDATE, the serialisation point for racing buyers: row locks on PostgreSQL), the line is inserted,
 * and each ticket gets its live hold (the partial unique index ticket_holds_one_live_key refuses a second one).
 * Throws 409 with `claimMessage` when a ticket was not in an expected status, or CART_REFUSALS.reserved when one
 * is already held; the request's transaction then rolls back, so nothing is half-reserved. One statement instead of
 * three matters on PGlite, where a transaction holds the whole database for every statement it runs.
 */
export async function reserveCartLine(
  db: Queryable,
  line: CartLine,
  ticketIds: number[],
  holderId: number,
  from: readonly string[],
  claimMessage: string,
): Promise<number> {
  const result = await sql<{ item_id: number; claimed: number; held: number }>`
    WITH claimed AS (
      UPDATE tickets SET status = 'CART', updated_at = now()
       WHERE id = ANY(${sql.val(ticketIds)}::int[]) AND status = ANY(${sql.val([...from])}::text[]) AND deleted_at IS NULL
      RETURNING id
    ), item AS (
      INSERT INTO cart_items (cart_id, type, ticket_id, collection_id, offer_id, offer_entry_id, seller_id, base_price_cents, tax_cents, expires_at)
      VALUES (${line.cart_id}, ${line.type}, ${line.ticket_id ?? null}, ${line.collection_id ?? null}, ${line.offer_id ?? null},
              ${line.offer_entry_id ?? null}, ${line.seller_id}, ${line.base_price_cents}, ${line.tax_cents}, ${line.expires_at})
      RETURNING id
    ), held AS (
      INSERT INTO ticket_holds (ticket_id, cart_item_id, holder_id, expires_at)
      SELECT claimed.id, item.id, ${holderId}, ${line.expires_at} FROM claimed CROSS JOIN item
      ON CONFLICT (ticket_id) WHERE released_at IS NULL DO NOTHING
      RETURNING ticket_id
    )
    SELECT (SELECT id FROM item) AS item_id, (SELECT count(*) FROM claimed)::int AS claimed, (SELECT count(*) FROM held)::int AS held`.execute(
    db,
  );
  const row = result.rows[0];
  if (!row || row.claimed !== ticketIds.length) throw conflict(claimMessage);
  if (row.held !== ticketIds.length) throw conflict(CART_REFUSALS.reserved);
  return row.item_id;
}

/** What reserveListedTicket read (the ticket, its unreleased hold if any, the buyer's cart) and the line it wrote, if any. */
export type ListedTicketClaim = {
  id: number;
  seller_id: number;
  is_sale: boolean;
  price_cents: number | null;
  status: string;
  hold_expires: Date | null;
  hold_user: number | null;
  hold_line: number | null;
  cart_id: number | null;
  /** The cart line written (null: nothing was written) with its price and tax. */
  item_id: number | null;
  item_price_cents: number | null;
  item_tax_cents: number | null;
  /** The buyer's cart with the line written (cartJsonSql's value), when a line was written. */
  cart: unknown;
};

/**
 * The common cart add in one statement, outside any transaction (a statement is atomic by itself): reads the ticket,
 * its unreleased hold and the buyer's cart, and when the ticket is for sale by someone else, not held and the buyer
 * has a cart, claims it (SELL -> CART, the guarded UPDATE that serialises racing buyers), writes the line at the
 * ticket's current price and takes the hold. A hold taken meanwhile by another buyer fails the whole statement on
 * ticket_holds_one_live_key (23505), so nothing is half-reserved. Returns undefined when the ticket does not exist;
 * otherwise what it read and, if it reserved, the line (the caller answers every other case from what was read).
 * The line's tax is rounded like percentOf in double precision (floor(x + 0.5)); the caller checks it against
 * percentOf. `origin` is the catalogue origin of the write (db/catalogOrigin.ts), set by the statement itself since
 * no transaction is begun for it.
 */
export async function reserveListedTicket(
  db: Queryable,
  claim: { ticketId: number; buyerId: number; expiresAt: Date; taxRate: number; origin: string },
): Promise<ListedTicketClaim | undefined> {
  const { ticketId, buyerId, expiresAt, taxRate, origin } = claim;
  // The line written, as the buyer's cart reply shows it (the statement's own reads do not see it).
  const addedLine = sql`
    SELECT item.id, 'BUY'::text AS type, NULL::int AS offer_id, NULL::text AS offer_no, NULL::int AS offer_entry_id,
           NULL::int AS collection_id, NULL::text AS collection_name, item.base_price_cents, item.tax_cents, claimed.seller_id,
           su.name AS seller_name, su.is_admin AS seller_is_admin, item.created_at, item.expires_at, ${CART_ITEM_DETAIL(sql`tk`)} AS details
      FROM item CROSS JOIN claimed JOIN tickets tk ON tk.id = claimed.id JOIN users su ON su.id = claimed.seller_id`;
  const result = await sql<ListedTicketClaim & { origin: string }>`
    WITH t AS (
      SELECT t.id, t.seller_id, t.is_sale, t.price_cents, t.status, h.expires_at AS hold_expires, h.holder_id AS hold_user, h.line_item_id AS hold_line,
             (SELECT c.id FROM carts c WHERE c.user_id = ${buyerId}) AS cart_id
        FROM tickets t LEFT JOIN ticket_holds h ON h.ticket_id = t.id AND h.released_at IS NULL
       WHERE t.id = ${ticketId} AND t.deleted_at IS NULL
    ), claimed AS (
      UPDATE tickets SET status = 'CART', updated_at = now()
        FROM t
       WHERE tickets.id = t.id AND tickets.status = 'SELL' AND tickets.deleted_at IS NULL AND tickets.is_sale AND tickets.price_cents IS NOT NULL
         AND tickets.seller_id <> ${buyerId} AND t.hold_user IS NULL AND t.cart_id IS NOT NULL
      RETURNING tickets.id, tickets.seller_id, tickets.price_cents
    ), item AS (
      INSERT INTO cart_items (cart_id, type, ticket_id, seller_id, base_price_cents, tax_cents, expires_at)
      SELECT t.cart_id, 'BUY', claimed.id, claimed.seller_id, claimed.price_cents, floor(claimed.price_cents * ${taxRate}::float8 + 0.5)::int, ${expiresAt}
        FROM claimed CROSS JOIN t
      RETURNING id, base_price_cents, tax_cents, created_at, expires_at
    ), held AS (
      INSERT INTO ticket_holds (ticket_id, cart_item_id, holder_id, expires_at)
      SELECT claimed.id, item.id, ${buyerId}, ${expiresAt} FROM claimed CROSS JOIN item
      RETURNING ticket_id
    )
    SELECT t.*, item.id AS item_id, item.base_price_cents AS item_price_cents, item.tax_cents AS item_tax_cents,
           set_config('momento.catalog_origin', ${origin}, true) AS origin,
           CASE WHEN item.id IS NOT NULL THEN ${cartJsonSql(buyerId, { added: addedLine })} END AS cart
      FROM t LEFT JOIN item ON true`.execute(db);
  return result.rows[0];
}

type ReleaseReason = 'REMOVED' | 'EXPIRED' | 'CANCELLED';

/**
 * Ends live cart lines (removed by the buyer, expired, or cancelled with their checkout): their holds go, their
 * tickets return to SELL/OWNED (an accepted offer's tickets to OFFER and the offer to ACCEPTED_SELLER), their
 * collections to ACTIVE, and open checkouts that contained them expire. Only lines still live are touched, so two
 * concurrent releases do the work once. One statement, for the reason reserveCartLine gives: PostgreSQL runs every
 * part of a WITH that writes to completion whether or not the final SELECT reads it, and the parts touch disjoint rows.
 * The lines are ids, or a query of their ids (the lines are found and released in the same statement). Returns how
 * many lines it ended. `origin`: the write's catalogue origin, for a release run outside a transaction (see
 * reserveListedTicket).
 */
export async function releaseCartItems(
  db: Queryable,
  cartItems: number[] | Expression<{ id: number }>,
  reason: ReleaseReason,
  { origin }: { origin?: string } = {},
): Promise<number> {
  if (Array.isArray(cartItems) && cartItems.length === 0) return 0;
  return (
    (
      await releaseStatement(
        cartItems,
        reason,
        origin === undefined ? sql`` : sql`, set_config('momento.catalog_origin', ${origin}, true) AS origin`,
      ).execute(db)
    ).rows[0]?.released ?? 0
  );
}

/**
 * A buyer's removal of cart lines (releaseCartItems's work, outside a transaction: `origin` is the write's catalogue
 * origin) in the statement that also reads the buyer's cart as it is after it (cartJsonSql): how many lines it ended,
 * and the cart.
 */
export async function removeCartLines(
  db: Queryable,
  cartItems: Expression<{ id: number }>,
  { buyerId, origin }: { buyerId: number; origin: string },
): Promise<{ released: number; cart: unknown }> {
  const cart = cartJsonSql(buyerId, { without: sql`SELECT id FROM released` });
  const extra = sql`, set_config('momento.catalog_origin', ${origin}, true) AS origin, ${cart} AS cart`;
  const row = (await releaseStatement(cartItems, 'REMOVED', extra).execute(db)).rows[0];
  return { released: row?.released ?? 0, cart: row?.cart ?? null };
}

/** The statement of releaseCartItems, with `extra` columns in its final SELECT (which reads `released`). */
function releaseStatement(
  cartItems: number[] | Expression<{ id: number }>,
  reason: ReleaseReason,
  extra: RawBuilder<unknown>,
) {
  const which = Array.isArray(cartItems)
    ? sql`id = ANY(${sql.val(cartItems)}::int[])`
    : sql`id IN (${cartItems})`;
  return sql<{ released: number; cart?: unknown }>`
    WITH released AS (
      UPDATE cart_items SET released_at = now(), release_reason = ${reason}
       WHERE ${which} AND released_at IS NULL
      RETURNING id, type, collection_id, offer_id
    ), holds AS (
      UPDATE ticket_holds h SET released_at = now()
        FROM released r
       WHERE h.cart_item_id = r.id AND h.line_item_id IS NULL AND h.released_at IS NULL
      RETURNING h.ticket_id, r.type = 'OFFER' AS is_offer
    ), tickets_back AS (
      UPDATE tickets t SET status = CASE WHEN holds.is_offer THEN 'OFFER' ELSE ${restingStatusSql('t.is_sale')} END, updated_at = now()
        FROM holds
       WHERE t.id = holds.ticket_id AND t.status IN ('CART', 'IN_CHECK_OUT', 'IN_ORDER')
      RETURNING t.id
    ), collections_back AS (
      UPDATE collections SET status = 'ACTIVE', updated_at = now()
       WHERE id IN (SELECT collection_id FROM released WHERE collection_id IS NOT NULL) AND status IN ('CART', 'IN_CHECK_OUT')
      RETURNING id
    ), offers_back AS (
      UPDATE offers SET status = 'ACCEPTED_SELLER', updated_at = now()
       WHERE id IN (SELECT offer_id FROM released WHERE offer_id IS NOT NULL) AND status IN ('CART', 'IN_CHECK_OUT', 'IN_ORDER')
      RETURNING id
    ), entries_back AS (
      UPDATE offer_entries SET status = 'ACCEPTED_SELLER', updated_at = now()
       WHERE offer_id IN (SELECT offer_id FROM released WHERE offer_id IS NOT NULL) AND is_latest AND status IN ('CART', 'IN_CHECK_OUT', 'IN_ORDER')
      RETURNING id
    ), checkouts_ended AS (
      UPDATE checkouts SET status = 'EXPIRED', updated_at = now()
       WHERE status = 'OPEN' AND id IN (SELECT checkout_id FROM checkout_items WHERE cart_item_id IN (SELECT id FROM released))
      RETURNING id
    )
    SELECT count(*)::int AS released${extra} FROM released`;
}

/** Tickets whose reservation ended go back to their resting status (offer tickets back to OFFER). */
export async function restoreTickets(
  db: Queryable,
  plainTickets: number[],
  offerTickets: number[],
): Promise<void> {
  if (plainTickets.length) {
    await sql`UPDATE tickets SET status = ${RESTING_STATUS}, updated_at = now()
               WHERE id = ANY(${sql.val(plainTickets)}::int[]) AND status IN ('CART', 'IN_CHECK_OUT', 'IN_ORDER')`.execute(
      db,
    );
  }
  if (offerTickets.length) {
    await sql`UPDATE tickets SET status = 'OFFER', updated_at = now()
               WHERE id = ANY(${sql.val(offerTickets)}::int[]) AND status IN ('CART', 'IN_CHECK_OUT', 'IN_ORDER')`.execute(
      db,
    );
  }
}

/** An accepted offer whose cart line or unpaid order ended can be added to the cart again. */
export async function reopenAcceptedOffers(db: Queryable, offerIds: number[]): Promise<void> {
  await sql`UPDATE offers SET status = 'ACCEPTED_SELLER', updated_at = now()
             WHERE id = ANY(${sql.val(offerIds)}::int[]) AND status IN ('CART', 'IN_CHECK_OUT', 'IN_ORDER')`.execute(
    db,
  );
  await sql`UPDATE offer_entries SET status = 'ACCEPTED_SELLER', updated_at = now()
             WHERE offer_id = ANY(${sql.val(offerIds)}::int[]) AND is_latest AND status IN ('CART', 'IN_CHECK_OUT', 'IN_ORDER')`.execute(
    db,
  );
}

/**
 * Ends an unpaid order (cancelled by the buyer or expired): its line holds go, its tickets, collections and offers
 * become available again. Returns false when the order was no longer payable (someone else got there first).
 */
export async function endUnpaidOrder(
  db: Queryable,
  orderId: number,
  status: 'CANCELLED' | 'EXPIRED',
): Promise<boolean> {
  const ended = await sql<{ id: number }>`
    UPDATE orders SET status = ${status}, cancelled_at = CASE WHEN ${status} = 'CANCELLED' THEN now() ELSE cancelled_at END, updated_at = now()
     WHERE id = ${orderId} AND status IN ('PENDING_PAYMENT', 'PAYMENT_PROCESSING')
    RETURNING id`.execute(db);
  if (ended.rows.length === 0) return false;
  await orderEnded(db, orderId, status);
  const lines = await sql<{
    id: number;
    type: string;
    collection_id: number | null;
    offer_id: number | null;
  }>`
    SELECT li.id, li.type, li.collection_id, li.offer_id FROM line_items li JOIN sub_orders so ON so.id = li.sub_order_id
     WHERE so.order_id = ${orderId}`.execute(db);
  const lineIds = lines.rows.map((l) => l.id);
  if (lineIds.length === 0) return true;
  const holds = await sql<{ ticket_id: number; line_item_id: number }>`
    UPDATE ticket_holds SET released_at = now()
     WHERE line_item_id = ANY(${sql.val(lineIds)}::int[]) AND released_at IS NULL
    RETURNING ticket_id, line_item_id`.execute(db);
  const offerLines = new Set(lines.rows.filter((l) => l.type === 'OFFER').map((l) => l.id));
  await restoreTickets(
    db,
    holds.rows.filter((h) => !offerLines.has(h.line_item_id)).map((h) => h.ticket_id),
    holds.rows.filter((h) => offerLines.has(h.line_item_id)).map((h) => h.ticket_id),
  );
  const collections = lines.rows.map((l) => l.collection_id).filter((id): id is number => id !== null);
  if (collections.length) {
    await sql`UPDATE collections SET status = 'ACTIVE', updated_at = now()
               WHERE id = ANY(${sql.val(collections)}::int[]) AND status = 'IN_ORDER'`.execute(db);
  }
  const offers = lines.rows.map((l) => l.offer_id).filter((id): id is number => id !== null);
  if (offers.length) await reopenAcceptedOffers(db, offers);
  return true;
}

/**
 * The cheap sweep: releases every cart line past its reservation and expires every unpaid order past its payment
 * window. Indexed (cart_items_expiry_idx, orders_pending_idx), so it costs next to nothing when nothing expired.
 * Returns how many cart lines and orders this call released (a concurrent sweep may have taken some first).
 */
export async function sweepExpiredCounts(db: Queryable): Promise<{ cartItems: number; orders: number }> {
  // One indexed probe in the common case (nothing expired); the work only when something is due.
  const due = await sql<{ items: boolean; orders: boolean }>`
    SELECT EXISTS (SELECT 1 FROM cart_items WHERE released_at IS NULL AND expires_at <= now()) AS items,
           EXISTS (SELECT 1 FROM orders WHERE status IN ('PENDING_PAYMENT', 'PAYMENT_PROCESSING') AND expires_at <= now()) AS orders`.execute(
    db,
  );
  const flags = due.rows[0];
  if (!flags?.items && !flags?.orders) return { cartItems: 0, orders: 0 };
  // The work in one transaction (the caller's, or its own for a caller that runs outside one).
  return inTransaction(db, async (trx) => {
    let cartItems = 0;
    let orders = 0;
    if (flags.items) {
      const items = await sql<{ id: number }>`
        SELECT id FROM cart_items WHERE released_at IS NULL AND expires_at <= now() LIMIT 500`.execute(trx);
      cartItems = await releaseCartItems(
        trx,
        items.rows.map((r) => r.id),
        'EXPIRED',
      );
    }
    if (flags.orders) {
      const due = await sql<{ id: number }>`
        SELECT id FROM orders WHERE status IN ('PENDING_PAYMENT', 'PAYMENT_PROCESSING') AND expires_at <= now() LIMIT 200`.execute(
        trx,
      );
      for (const order of due.rows) if (await endUnpaidOrder(trx, order.id, 'EXPIRED')) orders += 1;
    }
    return { cartItems, orders };
  });
}

/** Releases expired reservations and unpaid orders; true when this call released something. */
export async function sweepExpired(db: Queryable): Promise<boolean> {
  const { cartItems, orders } = await sweepExpiredCounts(db);
  return cartItems + orders > 0;
}
