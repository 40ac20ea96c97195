import { FULFILMENT_TRANSITIONS, FULFILMENT_REFUSALS, type FulfilmentReply } from '@momento/contract';
import type { Queryable } from '../db/database.ts';
import { toSellOrder } from '../views/orderView.ts';
import {
  insertShipping,
  sellerSubOrder,
  sellerSubOrders,
  shippingDelivered,
  shippingOf,
  updateShipping,
} from '../queries/fulfilments.ts';
import { moveFulfilment } from '../queries/orders.ts';
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
  const row = await sellerSubOrder(db, viewer.id, orderNo, subOrderId);
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
  const row = await shippingOf(db, subOrderId);
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
    const from = q.date_from ? dayStart(q.date_from) : null;
    const to = q.date_to ? new Date(dayStart(q.date_to).getTime() + 86_400_000) : null;
    const rows = await sellerSubOrders(ctx.db, viewer.id, from, to, limit, offset);
    return listReply(
      rows.map((r) => toSellOrder(r, ctx.services.config.publicApiBase)),
      ctx,
      q.page,
      size,
    );
  },

  async fulfilmentAdd(ctx) {
    const viewer = viewerOf(ctx);
    const sub = await ownSubOrder(ctx.db, viewer, ctx.body.order_no, ctx.body.sub_order_id);
    if (sub.order_status !== 'PAID') throw conflict(FULFILMENT_REFUSALS.notPaid);
    const columns = trackingColumns(ctx.body);
    const rule = FULFILMENT_TRANSITIONS.fulfilmentAdd;
    if (!(await moveFulfilment(ctx.db, sub.id, rule))) throw conflict(FULFILMENT_REFUSALS.alreadyShipped);
    await insertShipping(ctx.db, sub.id, columns);
    await orderShipped(ctx.db, sub.id);
    return reply(ctx.db, sub.id, sub.order_no);
  },

  async fulfilmentUpdate(ctx) {
    const viewer = viewerOf(ctx);
    const sub = await ownSubOrder(ctx.db, viewer, ctx.body.order_no, ctx.body.sub_order_id);
    if (!allows(FULFILMENT_TRANSITIONS.fulfilmentUpdate, sub.fulfilment_status))
      throw conflict(FULFILMENT_REFUSALS.notShipped);
    const columns = trackingColumns(ctx.body);
    await updateShipping(ctx.db, sub.id, columns);
    return reply(ctx.db, sub.id, sub.order_no);
  },

  async orderDelivered(ctx) {
    const viewer = viewerOf(ctx);
    const sub = await ownSubOrder(ctx.db, viewer, ctx.body.order_no, ctx.body.sub_order_id);
    const rule = FULFILMENT_TRANSITIONS.orderDelivered;
    if (!(await moveFulfilment(ctx.db, sub.id, rule))) throw conflict(FULFILMENT_REFUSALS.deliverOnlyShipped);
    await shippingDelivered(ctx.db, sub.id);
    await orderDelivered(ctx.db, sub.id);
    return { order_no: sub.order_no, sub_order_id: sub.id, delivery_status: rule.to };
  },
} satisfies HandlerGroup;
