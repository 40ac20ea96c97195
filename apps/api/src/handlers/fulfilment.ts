import { FULFILMENT_TRANSITIONS, FULFILMENT_REFUSALS, type FulfilmentReply } from '@momento/contract';
import { sql } from 'kysely';
import type { Queryable } from '../db/database.ts';
import { loadSubOrders, toSellOrder } from '../views/orderView.ts';
import { todayUtc } from '../db/tx.ts';
import { viewerOf, type BodyOf, type HandlerGroup, type Viewer } from '../context.ts';
import { badRequest, conflict, notFound } from '../errors.ts';
import { listReply, pageWindow } from '../views/paging.ts';
import { orderDelivered, orderShipped } from '../notifications/events.ts';
import { money, toCents } from '../views/money.ts';

// A seller's orders and their fulfilment: GET /seller/orders/order.php, POST/PUT /seller/orders/fulfillment.php,
// PUT /seller/orders/order.php?action=updateOrderDelivered. Transitions as FULFILMENT_TRANSITIONS.

/** The viewer's sub-order of an order (a seller has one sub-order per order). */
async function ownSubOrder(db: Queryable, viewer: Viewer, orderNo: string, subOrderId: number | undefined) {
  let query = db
    .selectFrom('sub_orders as so')
    .innerJoin('orders as o', 'o.id', 'so.order_id')
    .select(['so.id', 'so.fulfilment_status', 'o.status as order_status', 'o.order_no'])
    .where('o.order_no', '=', orderNo)
    .where('so.seller_id', '=', viewer.id);
  if (subOrderId !== undefined) query = query.where('so.id', '=', subOrderId);
  const row = await query.executeTakeFirst();
  if (!row) throw notFound(FULFILMENT_REFUSALS.notFound);
  return row;
}

const dateOnly = (value: string) => value.slice(0, 10);

/** Whether a fulfilment transition of the contract starts from `status`. */
const allows = (rule: { readonly from: readonly string[] }, status: string) => rule.from.includes(status);

function checkDate(value: string): string {
  const date = dateOnly(value);
  if (date < todayUtc()) throw badRequest(FULFILMENT_REFUSALS.pastDate);
  return date;
}

async function reply(db: Queryable, subOrderId: number, orderNo: string): Promise<FulfilmentReply> {
  const row = await db
    .selectFrom('fulfilments')
    .innerJoin('sub_orders', 'sub_orders.id', 'fulfilments.sub_order_id')
    .select(['fulfilments.carrier_name', 'fulfilments.service_name', 'fulfilments.tracking_no', 'fulfilments.shipping_cost_cents', 'fulfilments.expected_delivery', 'sub_orders.fulfilment_status'])
    .where('fulfilments.sub_order_id', '=', subOrderId)
    .executeTakeFirstOrThrow();
  return {
    estimated_delivery_at: row.expected_delivery,
    delivery_status: row.fulfilment_status,
    carrier_name: row.carrier_name,
    service_name: row.service_name,
    tracking_no: row.tracking_no,
    delivery_cost: { shipping_cost: money(row.shipping_cost_cents) },
    order_no: orderNo,
  };
}

function trackingColumns(body: BodyOf<'fulfilmentAdd'>) {
  return {
    carrier_name: body.carrier_name,
    service_name: body.service_name,
    tracking_no: body.tracking_no,
    shipping_cost_cents: toCents(body.shipping_cost),
    expected_delivery: checkDate(body.expected_delivery),
  };
}

const dayStart = (value: string) => new Date(`${value.slice(0, 10)}T00:00:00.000Z`);

export const fulfilmentHandlers = {
  async sellerOrders(ctx) {
    const viewer = viewerOf(ctx);
    const q = ctx.query;
    const { offset, limit, size } = pageWindow(q.page);
    // Sellers see their part of paid orders: an unpaid order is not theirs to ship yet.
    const where = [sql<boolean>`so.seller_id = ${viewer.id}`, sql<boolean>`o.status = 'PAID'`];
    if (q.date_from) where.push(sql<boolean>`o.ordered_at >= ${dayStart(q.date_from)}`);
    if (q.date_to) where.push(sql<boolean>`o.ordered_at < ${new Date(dayStart(q.date_to).getTime() + 86_400_000)}`);
    const rows = await loadSubOrders(ctx.db, sql<boolean>`${sql.join(where, sql` AND `)}`, sql`ORDER BY o.ordered_at DESC, so.id DESC LIMIT ${limit} OFFSET ${offset}`);
    return listReply(rows.map((r) => toSellOrder(r, ctx.services.config.publicApiBase)), ctx, q.page, size);
  },

  async fulfilmentAdd(ctx) {
    const viewer = viewerOf(ctx);
    const sub = await ownSubOrder(ctx.db, viewer, ctx.body.order_no, ctx.body.sub_order_id);
    if (sub.order_status !== 'PAID') throw conflict(FULFILMENT_REFUSALS.notPaid);
    const columns = trackingColumns(ctx.body);
    const rule = FULFILMENT_TRANSITIONS.fulfilmentAdd;
    const moved = await sql<{ id: number }>`
      UPDATE sub_orders SET fulfilment_status = ${rule.to}, updated_at = now() WHERE id = ${sub.id} AND fulfilment_status IN (${sql.join(rule.from)}) RETURNING id`.execute(ctx.db);
    if (!moved.rows.length) throw conflict(FULFILMENT_REFUSALS.alreadyShipped);
    await ctx.db.insertInto('fulfilments').values({ sub_order_id: sub.id, ...columns }).execute();
    await orderShipped(ctx.db, sub.id);
    return reply(ctx.db, sub.id, sub.order_no);
  },

  async fulfilmentUpdate(ctx) {
    const viewer = viewerOf(ctx);
    const sub = await ownSubOrder(ctx.db, viewer, ctx.body.order_no, ctx.body.sub_order_id);
    if (!allows(FULFILMENT_TRANSITIONS.fulfilmentUpdate, sub.fulfilment_status)) throw conflict(FULFILMENT_REFUSALS.notShipped);
    const columns = trackingColumns(ctx.body);
    await ctx.db.updateTable('fulfilments').set({ ...columns, updated_at: new Date() }).where('sub_order_id', '=', sub.id).execute();
    return reply(ctx.db, sub.id, sub.order_no);
  },

  async orderDelivered(ctx) {
    const viewer = viewerOf(ctx);
    const sub = await ownSubOrder(ctx.db, viewer, ctx.body.order_no, ctx.body.sub_order_id);
    const rule = FULFILMENT_TRANSITIONS.orderDelivered;
    const moved = await sql<{ id: number }>`
      UPDATE sub_orders SET fulfilment_status = ${rule.to}, updated_at = now()
       WHERE id = ${sub.id} AND fulfilment_status IN (${sql.join(rule.from)}) RETURNING id`.execute(ctx.db);
    if (!moved.rows.length) throw conflict(FULFILMENT_REFUSALS.deliverOnlyShipped);
    await ctx.db.updateTable('fulfilments').set({ delivered_at: new Date(), updated_at: new Date() }).where('sub_order_id', '=', sub.id).execute();
    await orderDelivered(ctx.db, sub.id);
    return { order_no: sub.order_no, sub_order_id: sub.id, delivery_status: rule.to };
  },
} satisfies HandlerGroup;
