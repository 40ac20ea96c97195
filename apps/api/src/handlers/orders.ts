import { FULFILMENT_TRANSITIONS, ORDER_REFUSALS, ORDER_PAYABLE_STATUSES, PAYMENT_REFUSALS } from '@momento/contract';
import { sql } from 'kysely';
import type { Queryable } from '../db/database.ts';
import { orderPartner } from '../partners/attribution.ts';
import { toAddress } from '../views/cartView.ts';
import { loadOrder, loadSubOrders, toBuyerOrder, type LineSnapshot } from '../views/orderView.ts';
import { endUnpaidOrder, sweepExpired } from '../domain/reservations.ts';
import { documentNo, inTransaction, percentOf } from '../db/tx.ts';
import { viewerOf, type HandlerGroup, type Viewer } from '../context.ts';
import { badRequest, conflict, forbidden, notFound } from '../errors.ts';
import { listReply, pageWindow } from '../views/paging.ts';
import { orderReceived } from '../notifications/events.ts';

// A buyer's orders: /user/orders/order.php (place, read, expiry check, cancel, the buyer's list, order received). The payment update lives in payments.ts.

export type OrderRow = { id: number; order_no: string; buyer_id: number; status: string; expires_at: Date; total_cents: number };

/**
 * The order by number when the viewer is its buyer or one of its sellers; 404 otherwise (an order number of
 * someone else reveals nothing). `sellerOnly` is set when the viewer sees it as a seller.
 */
export async function visibleOrder(db: Queryable, viewer: Viewer, orderNo: string): Promise<{ order: OrderRow; sellerOnly: boolean }> {
  const order = await db
    .selectFrom('orders')
    .select(['id', 'order_no', 'buyer_id', 'status', 'expires_at', 'total_cents'])
    .where('order_no', '=', orderNo)
    .executeTakeFirst();
  if (!order) throw notFound(ORDER_REFUSALS.notFound);
  if (order.buyer_id === viewer.id) return { order, sellerOnly: false };
  const sells = await db.selectFrom('sub_orders').select('id').where('order_id', '=', order.id).where('seller_id', '=', viewer.id).executeTakeFirst();
  if (!sells) throw notFound(ORDER_REFUSALS.notFound);
  return { order, sellerOnly: true };
}

/** The buyer's own order (404 for strangers, 403 for its sellers). */
export async function buyersOrder(db: Queryable, viewer: Viewer, orderNo: string): Promise<OrderRow> {
  const { order, sellerOnly } = await visibleOrder(db, viewer, orderNo);
  if (sellerOnly) throw forbidden(ORDER_REFUSALS.onlyBuyer);
  return order;
}

/** An unpaid order past its payment window expires now (lazily, on access). */
async function expireIfDue(db: Queryable, order: OrderRow): Promise<void> {
  if ((ORDER_PAYABLE_STATUSES as readonly string[]).includes(order.status) && order.expires_at.getTime() <= Date.now()) {
    await endUnpaidOrder(db, order.id, 'EXPIRED');
  }
}

const dayStart = (value: string) => new Date(`${value.slice(0, 10)}T00:00:00.000Z`);

export const orderHandlers = {
  async orderCreate(ctx) {
    const viewer = viewerOf(ctx);
    const { config } = ctx.services;
    await sweepExpired(ctx.db);
    const checkout = await ctx.db
      .selectFrom('checkouts')
      .selectAll()
      .where('id', '=', ctx.body.checkout_id)
      .where('user_id', '=', viewer.id)
      .executeTakeFirst();
    if (!checkout) throw notFound(ORDER_REFUSALS.checkoutNotFound);
    // The guarded update makes a double click place one order: the second request finds the checkout ORDERED.
    const claimed = await sql<{ id: number }>`
      UPDATE checkouts SET status = 'ORDERED', updated_at = now() WHERE id = ${checkout.id} AND status = 'OPEN' RETURNING id`.execute(ctx.db);
    if (!claimed.rows.length) throw conflict(ORDER_REFUSALS.checkoutNotOpen);
    const address = async (id: number | null) =>
      id === null ? null : await ctx.db.selectFrom('addresses').selectAll().where('id', '=', id).where('user_id', '=', viewer.id).executeTakeFirst();
    const shipping = await address(checkout.shipping_address_id);
    const billing = await address(checkout.billing_address_id);
    if (!shipping) throw badRequest(ORDER_REFUSALS.noShipping);
    if (!billing) throw badRequest(ORDER_REFUSALS.noBilling);

    const items = await sql<{
      id: number;
      type: 'BUY' | 'COLLECTION' | 'OFFER';
      ticket_id: number | null;
      collection_id: number | null;
      offer_id: number | null;
      offer_entry_id: number | null;
      seller_id: number;
      base_price_cents: number;
      tax_cents: number;
      released_at: Date | null;
      details: LineSnapshot[] | null;
    }>`
      SELECT ci.id, ci.type, ci.ticket_id, ci.collection_id, ci.offer_id, ci.offer_entry_id, ci.seller_id, ci.base_price_cents,
             ci.tax_cents, ci.released_at,
             (SELECT json_agg(json_build_object('product_id', t.id, 'listing_name', t.listing_name,
                       'cost_cents', coalesce(oi.price_cents, t.price_cents, 0),
                       'image', (SELECT ti.image_hash FROM ticket_images ti WHERE ti.ticket_id = t.id AND ti.deleted_at IS NULL ORDER BY ti.position, ti.id LIMIT 1))
                     ORDER BY t.id)
                FROM ticket_holds h JOIN tickets t ON t.id = h.ticket_id
                LEFT JOIN offer_items oi ON oi.offer_entry_id = ci.offer_entry_id AND oi.ticket_id = t.id
               WHERE h.cart_item_id = ci.id AND h.released_at IS NULL) AS details
        FROM checkout_items ck JOIN cart_items ci ON ci.id = ck.cart_item_id
       WHERE ck.checkout_id = ${checkout.id}
       ORDER BY ci.seller_id, ci.id`.execute(ctx.db);
    const lines = items.rows;
    if (lines.length === 0 || lines.some((l) => l.released_at !== null || !l.details?.length)) throw conflict(ORDER_REFUSALS.itemsGone);

    const seq = await sql<{ n: number }>`SELECT nextval('order_no_seq')::int AS n`.execute(ctx.db);
    const now = new Date();
    const orderNo = documentNo('MO', seq.rows[0]?.n ?? 0, now);
    const expires = new Date(now.getTime() + config.orderPaymentMinutes * 60_000);
    const bySeller = new Map<number, typeof lines>();
    for (const line of lines) bySeller.set(line.seller_id, [...(bySeller.get(line.seller_id) ?? []), line]);
    const parts = [...bySeller.entries()].map(([sellerId, sellerLines]) => {
      const subtotal = sellerLines.reduce((s, l) => s + l.base_price_cents, 0);
      const tax = sellerLines.reduce((s, l) => s + l.tax_cents, 0);
      const fee = percentOf(subtotal, config.processingFee);
      return { sellerId, sellerLines, subtotal, tax, fee, total: subtotal + tax, due: Math.max(0, subtotal + tax - fee) };
    });
    const subtotal = parts.reduce((s, p) => s + p.subtotal, 0);
    const tax = parts.reduce((s, p) => s + p.tax, 0);
    // Whose partner's order this is, from what the server knows (docs/rules/attribution.md).
    const partner = await orderPartner(ctx.db, lines.map((l) => l.id), ctx.body.partner);
    const order = await ctx.db
      .insertInto('orders')
      .values({
        order_no: orderNo,
        buyer_id: viewer.id,
        checkout_id: checkout.id,
        subtotal_cents: subtotal,
        delivery_cents: 0,
        tax_cents: tax,
        processing_fee_cents: parts.reduce((s, p) => s + p.fee, 0),
        // The buyer pays the price and the tax; the processing fee is deducted from the sellers' due amounts.
        total_cents: subtotal + tax,
        shipping_address: JSON.stringify(toAddress(shipping)),
        billing_address: JSON.stringify(toAddress(billing)),
        payment_method_id: checkout.payment_method_id,
        ordered_at: now,
        expires_at: expires,
        partner_id: partner?.partnerId ?? null,
        partner_source: partner?.source ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const part of parts) {
      const sub = await ctx.db
        .insertInto('sub_orders')
        .values({
          order_id: order.id,
          seller_id: part.sellerId,
          subtotal_cents: part.subtotal,
          tax_cents: part.tax,
          processing_fee_cents: part.fee,
          total_cents: part.total,
          due_cents: part.due,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const line of part.sellerLines) {
        const li = await ctx.db
          .insertInto('line_items')
          .values({
            sub_order_id: sub.id,
            type: line.type,
            ticket_id: line.ticket_id,
            collection_id: line.collection_id,
            offer_id: line.offer_id,
            offer_entry_id: line.offer_entry_id,
            base_price_cents: line.base_price_cents,
            tax_cents: line.tax_cents,
            details: JSON.stringify(line.details ?? []),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        // The cart line's holds become the order line's, for the payment window.
        await sql`UPDATE ticket_holds SET line_item_id = ${li.id}, expires_at = ${expires}
                   WHERE cart_item_id = ${line.id} AND released_at IS NULL`.execute(ctx.db);
      }
    }
    const itemIds = lines.map((l) => l.id);
    await sql`UPDATE cart_items SET released_at = now(), release_reason = 'ORDERED' WHERE id = ANY(${sql.val(itemIds)}::int[])`.execute(ctx.db);
    await sql`UPDATE tickets SET status = 'IN_ORDER', updated_at = now()
               WHERE id IN (SELECT ticket_id FROM ticket_holds WHERE cart_item_id = ANY(${sql.val(itemIds)}::int[]) AND released_at IS NULL)`.execute(ctx.db);
    const collections = lines.map((l) => l.collection_id).filter((id): id is number => id !== null);
    if (collections.length) await sql`UPDATE collections SET status = 'IN_ORDER', updated_at = now() WHERE id = ANY(${sql.val(collections)}::int[])`.execute(ctx.db);
    const offers = lines.map((l) => l.offer_id).filter((id): id is number => id !== null);
    if (offers.length) {
      await sql`UPDATE offers SET status = 'IN_ORDER', updated_at = now() WHERE id = ANY(${sql.val(offers)}::int[])`.execute(ctx.db);
      await sql`UPDATE offer_entries SET status = 'IN_ORDER', updated_at = now() WHERE is_latest AND offer_id = ANY(${sql.val(offers)}::int[])`.execute(ctx.db);
    }
    return { order_no: orderNo };
  },

  async orderGet(ctx) {
    const viewer = viewerOf(ctx);
    return inTransaction(ctx.db, async (db) => {
      const { order, sellerOnly } = await visibleOrder(db, viewer, ctx.query.order_no);
      await expireIfDue(db, order);
      return loadOrder(db, order.id, ctx.services.config.publicApiBase, sellerOnly ? viewer.id : null);
    });
  },

  async orderExpiryCheck(ctx) {
    const viewer = viewerOf(ctx);
    return inTransaction(ctx.db, async (db) => {
      const order = await buyersOrder(db, viewer, ctx.query.order_no);
      await expireIfDue(db, order);
      const now = await db.selectFrom('orders').select('status').where('id', '=', order.id).executeTakeFirstOrThrow();
      return { order_no: order.order_no, status: now.status === 'EXPIRED' };
    });
  },

  async buyerOrders(ctx) {
    const viewer = viewerOf(ctx);
    const q = ctx.query;
    const { offset, limit, size } = pageWindow(q.page);
    const where = [sql<boolean>`o.buyer_id = ${viewer.id}`];
    if (q.date_from) where.push(sql<boolean>`o.ordered_at >= ${dayStart(q.date_from)}`);
    if (q.date_to) where.push(sql<boolean>`o.ordered_at < ${new Date(dayStart(q.date_to).getTime() + 86_400_000)}`);
    return inTransaction(ctx.db, async (db) => {
      await sweepExpired(db);
      const rows = await loadSubOrders(db, sql<boolean>`${sql.join(where, sql` AND `)}`, sql`ORDER BY o.ordered_at DESC, so.id DESC LIMIT ${limit} OFFSET ${offset}`);
      return listReply(rows.map((r) => toBuyerOrder(r, ctx.services.config.publicApiBase)), ctx, q.page, size);
    });
  },

  async orderCancel(ctx) {
    const viewer = viewerOf(ctx);
    const order = await buyersOrder(ctx.db, viewer, ctx.body.order_no);
    await expireIfDue(ctx.db, order);
    if (!(await endUnpaidOrder(ctx.db, order.id, 'CANCELLED'))) {
      const current = await ctx.db.selectFrom('orders').select('status').where('id', '=', order.id).executeTakeFirstOrThrow();
      // Cancelling twice is harmless: the second call answers the cancelled order.
      if (current.status !== 'CANCELLED') throw conflict(current.status === 'EXPIRED' ? PAYMENT_REFUSALS.expired : ORDER_REFUSALS.notCancellable);
    }
    return loadOrder(ctx.db, order.id, ctx.services.config.publicApiBase);
  },

  async orderReceived(ctx) {
    const viewer = viewerOf(ctx);
    const order = await buyersOrder(ctx.db, viewer, ctx.body.order_no);
    const sub = await ctx.db
      .selectFrom('sub_orders')
      .select(['id', 'fulfilment_status'])
      .where('id', '=', ctx.body.sub_order_id)
      .where('order_id', '=', order.id)
      .executeTakeFirst();
    if (!sub) throw notFound(ORDER_REFUSALS.notFound);
    const rule = FULFILMENT_TRANSITIONS.orderReceived;
    const moved = await sql<{ id: number }>`
      UPDATE sub_orders SET fulfilment_status = ${rule.to}, updated_at = now()
       WHERE id = ${sub.id} AND fulfilment_status IN (${sql.join(rule.from)}) RETURNING id`.execute(ctx.db);
    if (!moved.rows.length) throw conflict(ORDER_REFUSALS.notReceivable);
    await ctx.db.updateTable('fulfilments').set({ received_at: new Date(), updated_at: new Date() }).where('sub_order_id', '=', sub.id).execute();
    await transferToBuyer(ctx.db, sub.id, viewer.id);
    await orderReceived(ctx.db, sub.id);
    return { order_no: order.order_no, sub_order_id: sub.id, delivery_status: rule.to };
  },
} satisfies HandlerGroup;

/**
 * Once the buyer has the tickets they are theirs: they become OWNED by the buyer (show only, out of any
 * collection) and the order's permanent holds are released, so the new owner can later Move To Sell them.
 */
export async function transferToBuyer(db: Queryable, subOrderId: number, buyerId: number): Promise<void> {
  const holds = await sql<{ ticket_id: number }>`
    UPDATE ticket_holds SET released_at = now()
     WHERE released_at IS NULL AND line_item_id IN (SELECT id FROM line_items WHERE sub_order_id = ${subOrderId})
    RETURNING ticket_id`.execute(db);
  const ids = holds.rows.map((h) => h.ticket_id);
  if (!ids.length) return;
  await sql`UPDATE tickets SET seller_id = ${buyerId}, status = 'OWNED', is_sale = false, collection_id = NULL, is_featured = false, updated_at = now()
             WHERE id = ANY(${sql.val(ids)}::int[]) AND status = 'SOLD'`.execute(db);
}
