import { sql, type RawBuilder } from 'kysely';
import type { Queryable } from '../db/database.ts';
import { restingStatusSql } from '../domain/reservations.ts';
import type { PaymentProvider, VerifiedCapture } from '../payments/types.ts';

// An order's payment (handlers/payments.ts): the order's row lock, the capture booked once, the sale it makes.

/** The order's status under its row lock (concurrent confirmations of one order wait for each other). */
export function lockedOrderStatus(db: Queryable, orderId: number) {
  return db
    .selectFrom('orders')
    .select(['id', 'status'])
    .where('id', '=', orderId)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

/** Books the capture as the order's completed payment; false when it was booked already (by this order or another). */
export async function bookPayment(
  db: Queryable,
  orderId: number,
  provider: Pick<PaymentProvider, 'name' | 'method'>,
  capture: VerifiedCapture,
): Promise<boolean> {
  const booked = await sql<{ id: number }>`
      INSERT INTO payments (order_id, provider, provider_order_id, capture_id, method, amount_cents, currency, status, is_paid, raw, paid_at)
      VALUES (${orderId}, ${provider.name}, ${capture.providerOrderId}, ${capture.captureId}, ${provider.method}, ${capture.amountCents},
              ${capture.currency}, 'COMPLETED', true, ${JSON.stringify(capture.raw)}::jsonb, now())
      ON CONFLICT DO NOTHING
      RETURNING id`.execute(db);
  return booked.rows.length > 0;
}

/** The order a capture was booked for. */
export async function captureOrderId(
  db: Queryable,
  providerName: PaymentProvider['name'],
  captureId: string,
): Promise<number | undefined> {
  return (
    await db
      .selectFrom('payments')
      .select('order_id')
      .where('provider', '=', providerName)
      .where('capture_id', '=', captureId)
      .executeTakeFirst()
  )?.order_id;
}

/** The order is PAID (when it was waiting for its payment). */
export async function markOrderPaid(db: Queryable, orderId: number): Promise<void> {
  await sql`UPDATE orders SET status = 'PAID', paid_at = now(), updated_at = now()
               WHERE id = ${orderId} AND status IN ('PENDING_PAYMENT', 'PAYMENT_PROCESSING')`.execute(db);
}

/** A paid order's tickets are sold for good: holds become permanent, tickets, collections and offers SOLD. */
export async function markSold(db: Queryable, orderId: number): Promise<void> {
  const lines = sql`SELECT li.id FROM line_items li JOIN sub_orders so ON so.id = li.sub_order_id WHERE so.order_id = ${orderId}`;
  await sql`UPDATE ticket_holds SET expires_at = NULL WHERE released_at IS NULL AND line_item_id IN (${lines})`.execute(
    db,
  );
  await sql`UPDATE tickets SET status = 'SOLD', is_featured = false, updated_at = now()
             WHERE id IN (SELECT ticket_id FROM ticket_holds WHERE released_at IS NULL AND line_item_id IN (${lines}))`.execute(
    db,
  );
  const items = sql`SELECT li.collection_id, li.offer_id FROM line_items li JOIN sub_orders so ON so.id = li.sub_order_id WHERE so.order_id = ${orderId}`;
  await sql`UPDATE collections SET status = 'SOLD', updated_at = now() WHERE id IN (SELECT collection_id FROM (${items}) x)`.execute(
    db,
  );
  await sql`UPDATE offers SET status = 'SOLD', updated_at = now() WHERE id IN (SELECT offer_id FROM (${items}) x)`.execute(
    db,
  );
  await sql`UPDATE offer_entries SET status = 'SOLD', updated_at = now() WHERE is_latest AND offer_id IN (SELECT offer_id FROM (${items}) x)`.execute(
    db,
  );
  await dropOffersOfSoldTickets(
    db,
    sql`SELECT ticket_id FROM ticket_holds WHERE released_at IS NULL AND line_item_id IN (${lines})`,
  );
}

/**
 * One sale wins: every other offer still under way that includes a ticket just sold closes as DROPPED, in the sale's
 * own transaction, so no buyer can go on negotiating (or add to the cart) a ticket that is gone.
 */
export async function dropOffersOfSoldTickets(
  db: Queryable,
  soldTickets: RawBuilder<unknown>,
): Promise<void> {
  const dropped = await sql<{ id: number }>`
    UPDATE offers SET status = 'DROPPED', updated_at = now()
     WHERE status IN ('OPEN', 'ACCEPTED_BUYER', 'ACCEPTED_SELLER')
       AND id IN (SELECT e.offer_id FROM offer_entries e JOIN offer_items i ON i.offer_entry_id = e.id
                   WHERE e.is_latest AND i.ticket_id IN (${soldTickets}))
     RETURNING id`.execute(db);
  const ids = dropped.rows.map((row) => row.id);
  if (!ids.length) return;
  await sql`UPDATE offer_entries SET status = 'DROPPED', updated_at = now() WHERE is_latest AND offer_id = ANY(${sql.val(ids)}::int[])`.execute(
    db,
  );
  // The other tickets of an offer the seller had accepted go back on sale.
  await sql`UPDATE tickets SET status = ${restingStatusSql()}, updated_at = now()
             WHERE status = 'OFFER' AND id IN (SELECT i.ticket_id FROM offer_entries e JOIN offer_items i ON i.offer_entry_id = e.id
                                                WHERE e.is_latest AND e.offer_id = ANY(${sql.val(ids)}::int[]))`.execute(
    db,
  );
}
