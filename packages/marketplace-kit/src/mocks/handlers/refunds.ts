import { paymentStatusAfterRefunds, type Money, type Order } from '@momento/contract';
import type { MockDb } from '../db.ts';
import { amount, isoNow } from './shared.ts';

// Refunds as the reference server makes them (docs/rules/refunds.md): an admin's cancellation records the refund
// PENDING; the payment service confirms it a little later (the server's refund worker), and only then is it
// COMPLETED with its date and does the payment read REFUNDED (or PARTIALLY_REFUNDED).

/** How long the mock's payment service takes to confirm a refund: long enough to see it pending. */
export const MOCK_REFUND_SECONDS = 3;

const cents = (money: Money | null | undefined) => Math.round(amount(money) * 100);

/** Records the refund of a sub-order the admin cancelled, on the order that holds it (if the mock has that order). */
export function queueMockRefund(db: MockDb, subOrderId: number, total: Money): void {
  db.orders = db.orders.map((order) =>
    order.sub_orders.some((sub) => sub.id === subOrderId)
      ? {
          ...order,
          sub_orders: order.sub_orders.map((sub) =>
            sub.id === subOrderId
              ? {
                  ...sub,
                  fulfillment_information: { ...sub.fulfillment_information, status: 'RETURNED' },
                  refund: { status: 'PENDING', amount: total, requested_at: isoNow(db), refunded_at: null },
                }
              : sub,
          ),
        }
      : order,
  );
}

function settle(db: MockDb, order: Order): Order {
  const due = (requestedAt: string) => Date.parse(requestedAt) + MOCK_REFUND_SECONDS * 1000 <= db.now();
  if (!order.sub_orders.some((sub) => sub.refund?.status === 'PENDING' && due(sub.refund.requested_at)))
    return order;
  const subOrders = order.sub_orders.map((sub) =>
    sub.refund?.status === 'PENDING' && due(sub.refund.requested_at)
      ? { ...sub, refund: { ...sub.refund, status: 'COMPLETED' as const, refunded_at: isoNow(db) } }
      : sub,
  );
  const refunded = subOrders.reduce(
    (sum, sub) => sum + (sub.refund?.status === 'COMPLETED' ? cents(sub.refund.amount) : 0),
    0,
  );
  const payment = order.payment_summary;
  return {
    ...order,
    sub_orders: subOrders,
    payment_summary: payment
      ? { ...payment, status: paymentStatusAfterRefunds(cents(payment.payment_amount), refunded) }
      : payment,
  };
}

/** The mock's refund worker: confirms the refunds that have waited MOCK_REFUND_SECONDS (runs before order reads). */
export function settleMockRefunds(db: MockDb): void {
  db.orders = db.orders.map((order) => settle(db, order));
}
