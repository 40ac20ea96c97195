import {
  DELIVERY_REFUSALS,
  FULFILMENT_TRANSITIONS,
  type AdminDeliveryResult,
  type FulfilmentStatus,
} from '@momento/contract';
import type { Queryable } from '../db/database.ts';
import { audit } from '../domain/audit.ts';
import { viewerOf, type HandlerGroup } from '../context.ts';
import { conflict, notFound } from '../errors.ts';
import { listReply, pageWindow } from '../views/paging.ts';
import { subOrderSettled } from '../notifications/moderation.ts';
import { paymentProvider } from '../payments/provider.ts';
import { queueRefund } from '../payments/refundOutbox.ts';
import {
  deliveryRows,
  lockPaidPayment,
  lockPaidSubOrder,
  markFulfilmentDelivered,
  returnTickets,
  setSubOrderFulfilment,
  type PaidSubOrder,
} from '../queries/adminDeliveries.ts';
import { money } from '../views/money.ts';

// The admin's deliveries (admin): GET/PUT /admin/deliveries.php (list, approve, cancel). Transitions as
// FULFILMENT_TRANSITIONS (docs/rules/statuses.md).

/** The sub-order, locked, with its paid order (an unpaid order is not delivered nor refunded). */
async function lockSubOrder(db: Queryable, id: number): Promise<PaidSubOrder> {
  const sub = await lockPaidSubOrder(db, id);
  if (!sub) throw notFound(DELIVERY_REFUSALS.notFound);
  return sub;
}

const allowed = (from: readonly FulfilmentStatus[], status: FulfilmentStatus) => from.includes(status);

export const adminDeliveryHandlers = {
  async adminDeliveries(ctx) {
    const q = ctx.query;
    const { offset, limit, size } = pageWindow(q.page);
    return listReply(
      await deliveryRows(ctx.db, ctx.services.config.deliveryOverdueDays, q.reason, limit, offset),
      ctx,
      q.page,
      size,
    );
  },

  async adminDeliveryApprove(ctx) {
    const viewer = viewerOf(ctx);
    const sub = await lockSubOrder(ctx.db, ctx.body.sub_order_id);
    const rule = FULFILMENT_TRANSITIONS.adminDeliveryApprove;
    if (!allowed(rule.from, sub.fulfilment_status)) throw conflict(DELIVERY_REFUSALS.notSettleable);
    await setSubOrderFulfilment(ctx.db, sub.id, rule.to);
    await markFulfilmentDelivered(ctx.db, sub.id);
    await audit(ctx.db, {
      actorId: viewer.id,
      action: 'DELIVERY_APPROVE',
      kind: 'sub_order',
      itemId: sub.id,
      before: { fulfilment_status: sub.fulfilment_status },
      after: { fulfilment_status: rule.to },
    });
    await subOrderSettled(
      ctx.db,
      { id: sub.id, orderNo: sub.order_no, buyerId: sub.buyer_id, sellerId: sub.seller_id },
      { delivered: true },
    );
    return {
      order_no: sub.order_no,
      sub_order_id: sub.id,
      delivery_status: rule.to,
      refund: null,
    } satisfies AdminDeliveryResult;
  },

  async adminDeliveryCancel(ctx) {
    const viewer = viewerOf(ctx);
    const sub = await lockSubOrder(ctx.db, ctx.body.sub_order_id);
    const rule = FULFILMENT_TRANSITIONS.adminDeliveryCancel;
    if (!allowed(rule.from, sub.fulfilment_status)) throw conflict(DELIVERY_REFUSALS.notCancellable);
    const paid = await lockPaidPayment(ctx.db, sub.order_id);
    if (!paid?.capture_id) throw conflict(DELIVERY_REFUSALS.notPaid);
    const provider = paymentProvider(ctx.services.config);
    if (provider.name !== paid.provider) throw conflict(DELIVERY_REFUSALS.otherProvider);
    // The refund is recorded here and asked of the provider by the refund worker after this transaction commits: no
    // row stays locked during the call, and the worker retries under one request id (docs/rules/refunds.md).
    await queueRefund(ctx.db, {
      paymentId: paid.id,
      subOrderId: sub.id,
      provider: paid.provider,
      captureId: paid.capture_id,
      amountCents: sub.total_cents,
    });
    await setSubOrderFulfilment(ctx.db, sub.id, rule.to);
    const tickets = await returnTickets(ctx.db, sub.id);
    const amount = money(sub.total_cents);
    await audit(ctx.db, {
      actorId: viewer.id,
      action: 'DELIVERY_CANCEL',
      kind: 'sub_order',
      itemId: sub.id,
      before: { fulfilment_status: sub.fulfilment_status, payment_status: paid.status },
      after: {
        fulfilment_status: rule.to,
        payment_status: paid.status,
        refund_status: 'PENDING',
        amount_cents: sub.total_cents,
        reason: ctx.body.reason,
        tickets,
      },
    });
    await subOrderSettled(
      ctx.db,
      { id: sub.id, orderNo: sub.order_no, buyerId: sub.buyer_id, sellerId: sub.seller_id },
      { delivered: false, amount: `$${amount.value}`, reason: ctx.body.reason },
    );
    return {
      order_no: sub.order_no,
      sub_order_id: sub.id,
      delivery_status: rule.to,
      refund: {
        amount,
        provider: paid.provider,
        status: 'PENDING',
        refund_id: null,
        payment_refunded: false,
      },
    } satisfies AdminDeliveryResult;
  },
} satisfies HandlerGroup;
