import { PAYMENT_REFUSALS, ORDER_PAYABLE_STATUSES } from '@momento/contract';
import { sql, type RawBuilder } from 'kysely';
import type { Queryable } from '../db/database.ts';
import { loadOrder } from '../views/orderView.ts';
import { endUnpaidOrder, restingStatusSql } from '../domain/reservations.ts';
import { viewerOf, type HandlerGroup } from '../context.ts';
import { ApiError, conflict } from '../errors.ts';
import { orderPaid } from '../notifications/events.ts';
import { paymentProvider } from '../payments/provider.ts';
import { buyersOrder } from './orders.ts';

// PUT /user/orders/order.php?action=paymentUpdate. The order becomes PAID only when the
// provider confirms a capture of the order's total for its order number. One state change per order: the order row
// is locked while the payment is booked, a capture is booked once (unique index payments_capture_key), and an order
// has at most one completed payment (payments_one_capture_per_order_key). Replays answer the paid order.

const payable = (status: string) => (ORDER_PAYABLE_STATUSES as readonly string[]).includes(status);

/** A paid order's tickets are sold for good: holds become permanent, tickets, collections and offers SOLD. */
async function markSold(db: Queryable, orderId: number): Promise<void> {
  const lines = sql`SELECT li.id FROM line_items li JOIN sub_orders so ON so.id = li.sub_order_id WHERE so.order_id = ${orderId}`;
  await sql`UPDATE ticket_holds SET expires_at = NULL WHERE released_at IS NULL AND line_item_id IN (${lines})`.execute(db);
  await sql`UPDATE tickets SET status = 'SOLD', is_featured = false, updated_at = now()
             WHERE id IN (SELECT ticket_id FROM ticket_holds WHERE released_at IS NULL AND line_item_id IN (${lines}))`.execute(db);
  const items = sql`SELECT li.collection_id, li.offer_id FROM line_items li JOIN sub_orders so ON so.id = li.sub_order_id WHERE so.order_id = ${orderId}`;
  await sql`UPDATE collections SET status = 'SOLD', updated_at = now() WHERE id IN (SELECT collection_id FROM (${items}) x)`.execute(db);
  await sql`UPDATE offers SET status = 'SOLD', updated_at = now() WHERE id IN (SELECT offer_id FROM (${items}) x)`.execute(db);
  await sql`UPDATE offer_entries SET status = 'SOLD', updated_at = now() WHERE is_latest AND offer_id IN (SELECT offer_id FROM (${items}) x)`.execute(db);
  await dropOffersOfSoldTickets(db, sql`SELECT ticket_id FROM ticket_holds WHERE released_at IS NULL AND line_item_id IN (${lines})`);
}

/**
 * One sale wins: every other offer still under way that includes a ticket just sold closes as DROPPED, in the sale's
 * own transaction, so no buyer can go on negotiating (or add to the cart) a ticket that is gone.
 */
export async function dropOffersOfSoldTickets(db: Queryable, soldTickets: RawBuilder<unknown>): Promise<void> {
  const dropped = await sql<{ id: number }>`
    UPDATE offers SET status = 'DROPPED', updated_at = now()
     WHERE status IN ('OPEN', 'ACCEPTED_BUYER', 'ACCEPTED_SELLER')
       AND id IN (SELECT e.offer_id FROM offer_entries e JOIN offer_items i ON i.offer_entry_id = e.id
                   WHERE e.is_latest AND i.ticket_id IN (${soldTickets}))
     RETURNING id`.execute(db);
  const ids = dropped.rows.map((row) => row.id);
  if (!ids.length) return;
  await sql`UPDATE offer_entries SET status = 'DROPPED', updated_at = now() WHERE is_latest AND offer_id = ANY(${sql.val(ids)}::int[])`.execute(db);
  // The other tickets of an offer the seller had accepted go back on sale.
  await sql`UPDATE tickets SET status = ${restingStatusSql()}, updated_at = now()
             WHERE status = 'OFFER' AND id IN (SELECT i.ticket_id FROM offer_entries e JOIN offer_items i ON i.offer_entry_id = e.id
                                                WHERE e.is_latest AND e.offer_id = ANY(${sql.val(ids)}::int[]))`.execute(db);
}

export const paymentHandlers = {
  async orderPaymentUpdate(ctx) {
    const viewer = viewerOf(ctx);
    const apiBase = ctx.services.config.publicApiBase;
    const order = await buyersOrder(ctx.db, viewer, ctx.body.order_no);
    const { is_paid, token } = ctx.body.payment_result;
    // The browser's word is not proof; without a claimed payment there is nothing to check.
    if (!is_paid || order.status === 'PAID') return loadOrder(ctx.db, order.id, apiBase);
    if (payable(order.status) && order.expires_at.getTime() <= Date.now()) {
      await endUnpaidOrder(ctx.db, order.id, 'EXPIRED');
      throw new ApiError('CONFLICT', PAYMENT_REFUSALS.expired, { commit: true });
    }
    if (!payable(order.status)) throw conflict(order.status === 'EXPIRED' ? PAYMENT_REFUSALS.expired : PAYMENT_REFUSALS.notPayable);

    const provider = paymentProvider(ctx.services.config);
    const capture = await provider.verifyCapture(token, { orderNo: order.order_no, amountCents: order.total_cents });

    // Serialise concurrent confirmations of one order on its row.
    const locked = await ctx.db.selectFrom('orders').select(['id', 'status']).where('id', '=', order.id).forUpdate().executeTakeFirstOrThrow();
    if (locked.status === 'PAID') return loadOrder(ctx.db, order.id, apiBase);
    if (!payable(locked.status)) throw conflict(PAYMENT_REFUSALS.notPayable);
    const booked = await sql<{ id: number }>`
      INSERT INTO payments (order_id, provider, provider_order_id, capture_id, method, amount_cents, currency, status, is_paid, raw, paid_at)
      VALUES (${order.id}, ${provider.name}, ${capture.providerOrderId}, ${capture.captureId}, ${provider.method}, ${capture.amountCents},
              ${capture.currency}, 'COMPLETED', true, ${JSON.stringify(capture.raw)}::jsonb, now())
      ON CONFLICT DO NOTHING
      RETURNING id`.execute(ctx.db);
    if (!booked.rows.length) {
      const owner = await ctx.db.selectFrom('payments').select('order_id').where('provider', '=', provider.name).where('capture_id', '=', capture.captureId).executeTakeFirst();
      if (owner && owner.order_id !== order.id) throw conflict(PAYMENT_REFUSALS.captureUsed);
      return loadOrder(ctx.db, order.id, apiBase);
    }
    await sql`UPDATE orders SET status = 'PAID', paid_at = now(), updated_at = now()
               WHERE id = ${order.id} AND status IN ('PENDING_PAYMENT', 'PAYMENT_PROCESSING')`.execute(ctx.db);
    await markSold(ctx.db, order.id);
    await orderPaid(ctx.db, order.id);
    return loadOrder(ctx.db, order.id, apiBase);
  },
} satisfies HandlerGroup;
