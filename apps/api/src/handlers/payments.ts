import { PAYMENT_REFUSALS, ORDER_PAYABLE_STATUSES } from '@momento/contract';
import { loadOrder } from '../views/orderView.ts';
import { endUnpaidOrder } from '../domain/reservations.ts';
import {
  bookPayment,
  captureOrderId,
  lockedOrderStatus,
  markOrderPaid,
  markSold,
} from '../queries/payments.ts';
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
    if (!payable(order.status))
      throw conflict(order.status === 'EXPIRED' ? PAYMENT_REFUSALS.expired : PAYMENT_REFUSALS.notPayable);

    const provider = paymentProvider(ctx.services.config);
    const capture = await provider.verifyCapture(token, {
      orderNo: order.order_no,
      amountCents: order.total_cents,
    });

    // Serialise concurrent confirmations of one order on its row.
    const locked = await lockedOrderStatus(ctx.db, order.id);
    if (locked.status === 'PAID') return loadOrder(ctx.db, order.id, apiBase);
    if (!payable(locked.status)) throw conflict(PAYMENT_REFUSALS.notPayable);
    if (!(await bookPayment(ctx.db, order.id, provider, capture))) {
      const owner = await captureOrderId(ctx.db, provider.name, capture.captureId);
      if (owner !== undefined && owner !== order.id) throw conflict(PAYMENT_REFUSALS.captureUsed);
      return loadOrder(ctx.db, order.id, apiBase);
    }
    await markOrderPaid(ctx.db, order.id);
    await markSold(ctx.db, order.id);
    await orderPaid(ctx.db, order.id);
    return loadOrder(ctx.db, order.id, apiBase);
  },
} satisfies HandlerGroup;
