import {
  FULFILMENT_TRANSITIONS,
  ORDER_REFUSALS,
  ORDER_PAYABLE_STATUSES,
  PAYMENT_REFUSALS,
} from '@momento/contract';
import type { Queryable } from '../db/database.ts';
import { orderPartner } from '../partners/attribution.ts';
import { toAddress } from '../views/cartView.ts';
import { loadOrder, toBuyerOrder } from '../views/orderView.ts';
import {
  buyerSubOrders,
  checkoutLines,
  claimCheckout,
  fulfilmentReceived,
  holdsToLineItem,
  insertLineItem,
  insertOrder,
  insertSubOrder,
  markOrdered,
  moveFulfilment,
  nextOrderSeq,
  orderByNo,
  orderStatus,
  ownAddress,
  ownCheckout,
  sellsInOrder,
  subOrderOf,
  transferToBuyer,
  type OrderRow,
} from '../queries/orders.ts';
import { endUnpaidOrder, sweepExpired } from '../domain/reservations.ts';
import { documentNo, inTransaction, percentOf } from '../db/tx.ts';
import { viewerOf, type HandlerGroup, type Viewer } from '../context.ts';
import { badRequest, conflict, forbidden, notFound } from '../errors.ts';
import { listReply, pageWindow } from '../views/paging.ts';
import { orderReceived } from '../notifications/events.ts';

// A buyer's orders: /user/orders/order.php (place, read, expiry check, cancel, the buyer's list, order received). The payment update lives in payments.ts.

/**
 * The order by number when the viewer is its buyer or one of its sellers; 404 otherwise (an order number of
 * someone else reveals nothing). `sellerOnly` is set when the viewer sees it as a seller.
 */
export async function visibleOrder(
  db: Queryable,
  viewer: Viewer,
  orderNo: string,
): Promise<{ order: OrderRow; sellerOnly: boolean }> {
  const order = await orderByNo(db, orderNo);
  if (!order) throw notFound(ORDER_REFUSALS.notFound);
  if (order.buyer_id === viewer.id) return { order, sellerOnly: false };
  if (!(await sellsInOrder(db, order.id, viewer.id))) throw notFound(ORDER_REFUSALS.notFound);
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
  if (
    (ORDER_PAYABLE_STATUSES as readonly string[]).includes(order.status) &&
    order.expires_at.getTime() <= Date.now()
  ) {
    await endUnpaidOrder(db, order.id, 'EXPIRED');
  }
}

const dayStart = (value: string) => new Date(`${value.slice(0, 10)}T00:00:00.000Z`);

export const orderHandlers = {
  async orderCreate(ctx) {
    const viewer = viewerOf(ctx);
    const { config } = ctx.services;
    await sweepExpired(ctx.db);
    const checkout = await ownCheckout(ctx.db, ctx.body.checkout_id, viewer.id);
    if (!checkout) throw notFound(ORDER_REFUSALS.checkoutNotFound);
    // The guarded update makes a double click place one order: the second request finds the checkout ORDERED.
    if (!(await claimCheckout(ctx.db, checkout.id))) throw conflict(ORDER_REFUSALS.checkoutNotOpen);
    const address = async (id: number | null) =>
      id === null ? null : await ownAddress(ctx.db, id, viewer.id);
    const shipping = await address(checkout.shipping_address_id);
    const billing = await address(checkout.billing_address_id);
    if (!shipping) throw badRequest(ORDER_REFUSALS.noShipping);
    if (!billing) throw badRequest(ORDER_REFUSALS.noBilling);

    const lines = await checkoutLines(ctx.db, checkout.id);
    if (lines.length === 0 || lines.some((l) => l.released_at !== null || !l.details?.length))
      throw conflict(ORDER_REFUSALS.itemsGone);

    const seq = await nextOrderSeq(ctx.db);
    const now = new Date();
    const orderNo = documentNo('MO', seq, now);
    const expires = new Date(now.getTime() + config.orderPaymentMinutes * 60_000);
    const bySeller = new Map<number, typeof lines>();
    for (const line of lines) bySeller.set(line.seller_id, [...(bySeller.get(line.seller_id) ?? []), line]);
    const parts = [...bySeller.entries()].map(([sellerId, sellerLines]) => {
      const subtotal = sellerLines.reduce((s, l) => s + l.base_price_cents, 0);
      const tax = sellerLines.reduce((s, l) => s + l.tax_cents, 0);
      const fee = percentOf(subtotal, config.processingFee);
      return {
        sellerId,
        sellerLines,
        subtotal,
        tax,
        fee,
        total: subtotal + tax,
        due: Math.max(0, subtotal + tax - fee),
      };
    });
    const subtotal = parts.reduce((s, p) => s + p.subtotal, 0);
    const tax = parts.reduce((s, p) => s + p.tax, 0);
    // Whose partner's order this is, from what the server knows (docs/rules/attribution.md).
    const partner = await orderPartner(
      ctx.db,
      lines.map((l) => l.id),
      ctx.body.partner,
    );
    const orderId = await insertOrder(ctx.db, {
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
    });
    for (const part of parts) {
      const subId = await insertSubOrder(ctx.db, {
        order_id: orderId,
        seller_id: part.sellerId,
        subtotal_cents: part.subtotal,
        tax_cents: part.tax,
        processing_fee_cents: part.fee,
        total_cents: part.total,
        due_cents: part.due,
      });
      for (const line of part.sellerLines) {
        const lineItemId = await insertLineItem(ctx.db, {
          sub_order_id: subId,
          type: line.type,
          ticket_id: line.ticket_id,
          collection_id: line.collection_id,
          offer_id: line.offer_id,
          offer_entry_id: line.offer_entry_id,
          base_price_cents: line.base_price_cents,
          tax_cents: line.tax_cents,
          details: JSON.stringify(line.details ?? []),
        });
        // The cart line's holds become the order line's, for the payment window.
        await holdsToLineItem(ctx.db, line.id, lineItemId, expires);
      }
    }
    const itemIds = lines.map((l) => l.id);
    const collections = lines.map((l) => l.collection_id).filter((id): id is number => id !== null);
    const offers = lines.map((l) => l.offer_id).filter((id): id is number => id !== null);
    await markOrdered(ctx.db, itemIds, collections, offers);
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
      return { order_no: order.order_no, status: (await orderStatus(db, order.id)) === 'EXPIRED' };
    });
  },

  async buyerOrders(ctx) {
    const viewer = viewerOf(ctx);
    const q = ctx.query;
    const { offset, limit, size } = pageWindow(q.page);
    const from = q.date_from ? dayStart(q.date_from) : null;
    const to = q.date_to ? new Date(dayStart(q.date_to).getTime() + 86_400_000) : null;
    return inTransaction(ctx.db, async (db) => {
      await sweepExpired(db);
      const rows = await buyerSubOrders(db, viewer.id, from, to, limit, offset);
      return listReply(
        rows.map((r) => toBuyerOrder(r, ctx.services.config.publicApiBase)),
        ctx,
        q.page,
        size,
      );
    });
  },

  async orderCancel(ctx) {
    const viewer = viewerOf(ctx);
    const order = await buyersOrder(ctx.db, viewer, ctx.body.order_no);
    await expireIfDue(ctx.db, order);
    if (!(await endUnpaidOrder(ctx.db, order.id, 'CANCELLED'))) {
      const status = await orderStatus(ctx.db, order.id);
      // Cancelling twice is harmless: the second call answers the cancelled order.
      if (status !== 'CANCELLED')
        throw conflict(status === 'EXPIRED' ? PAYMENT_REFUSALS.expired : ORDER_REFUSALS.notCancellable);
    }
    return loadOrder(ctx.db, order.id, ctx.services.config.publicApiBase);
  },

  async orderReceived(ctx) {
    const viewer = viewerOf(ctx);
    const order = await buyersOrder(ctx.db, viewer, ctx.body.order_no);
    const sub = await subOrderOf(ctx.db, ctx.body.sub_order_id, order.id);
    if (!sub) throw notFound(ORDER_REFUSALS.notFound);
    const rule = FULFILMENT_TRANSITIONS.orderReceived;
    if (!(await moveFulfilment(ctx.db, sub.id, rule))) throw conflict(ORDER_REFUSALS.notReceivable);
    await fulfilmentReceived(ctx.db, sub.id);
    await transferToBuyer(ctx.db, sub.id, viewer.id);
    await orderReceived(ctx.db, sub.id);
    return { order_no: order.order_no, sub_order_id: sub.id, delivery_status: rule.to };
  },
} satisfies HandlerGroup;
