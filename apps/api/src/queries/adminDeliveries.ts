import type { AdminDelivery, DeliveryReason, FulfilmentStatus, PaymentMethodType } from '@momento/contract';
import { sql, type RawBuilder } from 'kysely';
import type { Queryable } from '../db/database.ts';
import { restingStatusSql } from '../domain/reservations.ts';
import { money } from '../views/money.ts';

// The admin's deliveries: paid sub-orders whose delivery is in doubt. OVERDUE: the seller shipped (or marked
// delivered) `overdueDays` ago or more and the buyer has not confirmed; REPORTED: an open report between the
// order's buyer and its seller (either way), made since the order.

type DeliveryRow = {
  id: number;
  order_no: string;
  fulfilment_status: FulfilmentStatus;
  total_cents: number;
  buyer_id: number;
  buyer_name: string;
  buyer_email: string;
  seller_id: number;
  seller_name: string;
  seller_email: string;
  shipped_at: Date | null;
  expected_delivery: string | null;
  carrier_name: string | null;
  service_name: string | null;
  tracking_no: string | null;
  payment_method: PaymentMethodType | null;
  overdue: boolean;
  reports: { report_id: number; title: string }[];
};

function candidates(overdueDays: number): RawBuilder<unknown> {
  return sql`
    SELECT so.id, o.order_no, so.fulfilment_status, so.total_cents,
           b.id AS buyer_id, b.name AS buyer_name, b.email AS buyer_email,
           s.id AS seller_id, s.name AS seller_name, s.email AS seller_email,
           f.shipped_at, f.expected_delivery, f.carrier_name, f.service_name, f.tracking_no,
           (SELECT p.method FROM payments p WHERE p.order_id = o.id AND p.is_paid ORDER BY p.id LIMIT 1) AS payment_method,
           (so.fulfilment_status IN ('SHIPPED', 'DELIVERED_ACK_SELLER') AND f.shipped_at <= now() - make_interval(days => ${overdueDays})) AS overdue,
           (SELECT coalesce(json_agg(json_build_object('report_id', r.id, 'title', coalesce(r.title, t.type)) ORDER BY r.id), '[]'::json)
              FROM reports r JOIN report_types t ON t.id = r.report_type_id
             WHERE r.status = 'OPEN' AND r.created_at >= o.ordered_at
               AND ((r.reported_by = o.buyer_id AND r.report_on = so.seller_id) OR (r.reported_by = so.seller_id AND r.report_on = o.buyer_id))) AS reports
      FROM sub_orders so
      JOIN orders o ON o.id = so.order_id AND o.status = 'PAID'
      JOIN users b ON b.id = o.buyer_id
      JOIN users s ON s.id = so.seller_id
      LEFT JOIN fulfilments f ON f.sub_order_id = so.id
     WHERE so.fulfilment_status IN ('OPEN', 'SHIPPED', 'DELIVERED_ACK_SELLER')`;
}

const reasonsOf = (row: DeliveryRow): DeliveryReason[] => [
  ...(row.overdue ? ['OVERDUE' as const] : []),
  ...(row.reports.length ? ['REPORTED' as const] : []),
];

export async function deliveryRows(
  db: Queryable,
  overdueDays: number,
  reason: DeliveryReason | undefined,
  limit: number,
  offset: number,
): Promise<AdminDelivery[]> {
  const wanted =
    reason === 'OVERDUE'
      ? sql`d.overdue`
      : reason === 'REPORTED'
        ? sql`json_array_length(d.reports) > 0`
        : sql`(d.overdue OR json_array_length(d.reports) > 0)`;
  const rows = await sql<DeliveryRow>`
    SELECT * FROM (${candidates(overdueDays)}) d WHERE ${wanted}
     ORDER BY d.shipped_at NULLS LAST, d.id LIMIT ${limit} OFFSET ${offset}`.execute(db);
  const now = Date.now();
  return rows.rows.map((r) => ({
    sub_order_id: r.id,
    order_no: r.order_no,
    buyer: { id: r.buyer_id, name: r.buyer_name, email: r.buyer_email },
    seller: { id: r.seller_id, name: r.seller_name, email: r.seller_email },
    fulfilment_status: r.fulfilment_status,
    shipped_date: r.shipped_at === null ? null : new Date(r.shipped_at).toISOString(),
    expected_delivery: r.expected_delivery,
    days_since_shipped:
      r.shipped_at === null
        ? null
        : Math.max(0, Math.floor((now - new Date(r.shipped_at).getTime()) / 86_400_000)),
    total: money(r.total_cents),
    reasons: reasonsOf(r),
    reports: r.reports,
    tracking:
      r.carrier_name === null
        ? null
        : {
            carrier_name: r.carrier_name,
            service_name: r.service_name ?? '',
            tracking_no: r.tracking_no ?? '',
          },
    payment_method: r.payment_method,
  }));
}

/** How many sub-orders the deliveries list holds (the dashboard's disputed deliveries). */
export async function disputedCount(db: Queryable, overdueDays: number): Promise<number> {
  const row = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM (${candidates(overdueDays)}) d WHERE d.overdue OR json_array_length(d.reports) > 0`.execute(
    db,
  );
  return row.rows[0]?.n ?? 0;
}

/**
 * The tickets of a cancelled sub-order go back to their seller's tickets as a cancelled order's do (on sale when they
 * were for sale, otherwise owned), except that a hidden ticket stays hidden (it returns to that status on restore)
 * and a deactivated seller's ticket stays off sale until the seller is reactivated.
 */
export async function returnTickets(db: Queryable, subOrderId: number): Promise<number[]> {
  const lines = sql`SELECT li.id FROM line_items li WHERE li.sub_order_id = ${subOrderId}`;
  const released = await sql<{ ticket_id: number }>`
    UPDATE ticket_holds SET released_at = now() WHERE released_at IS NULL AND line_item_id IN (${lines}) RETURNING ticket_id`.execute(
    db,
  );
  const ids = released.rows.map((r) => r.ticket_id);
  if (ids.length) {
    await sql`
      UPDATE tickets t SET
             status = CASE WHEN t.hidden_at IS NOT NULL THEN 'INACTIVE' WHEN NOT t.is_sale THEN 'OWNED' WHEN seller_off.off THEN 'INACTIVE' ELSE 'SELL' END,
             hidden_from_status = CASE WHEN t.hidden_at IS NOT NULL THEN (${restingStatusSql('t.is_sale')}) ELSE t.hidden_from_status END,
             suspended_at = CASE WHEN t.is_sale AND seller_off.off AND t.hidden_at IS NULL THEN now() ELSE t.suspended_at END,
             updated_at = now()
        FROM (SELECT EXISTS (SELECT 1 FROM permissions p JOIN tickets x ON x.seller_id = p.user_id
                              WHERE x.id = ANY(${sql.val(ids)}::int[]) AND p.permission = 'SELLER' AND p.status = 'INACTIVE') AS off) seller_off
       WHERE t.id = ANY(${sql.val(ids)}::int[]) AND t.status = 'SOLD'`.execute(db);
  }
  await sql`UPDATE collections SET status = 'ACTIVE', updated_at = now()
             WHERE status = 'SOLD' AND id IN (SELECT li.collection_id FROM line_items li WHERE li.sub_order_id = ${subOrderId})`.execute(
    db,
  );
  return ids;
}

export type PaidSubOrder = {
  id: number;
  order_id: number;
  order_no: string;
  buyer_id: number;
  seller_id: number;
  fulfilment_status: FulfilmentStatus;
  total_cents: number;
};

/** The sub-order, locked, with its paid order (an unpaid order is not delivered nor refunded); undefined when none. */
export async function lockPaidSubOrder(db: Queryable, id: number): Promise<PaidSubOrder | undefined> {
  const row = await sql<PaidSubOrder>`
    SELECT so.id, so.order_id, o.order_no, o.buyer_id, so.seller_id, so.fulfilment_status, so.total_cents
      FROM sub_orders so JOIN orders o ON o.id = so.order_id
     WHERE so.id = ${id} AND o.status = 'PAID' FOR UPDATE OF so`.execute(db);
  return row.rows[0];
}

export async function setSubOrderFulfilment(
  db: Queryable,
  id: number,
  status: FulfilmentStatus,
): Promise<void> {
  await sql`UPDATE sub_orders SET fulfilment_status = ${status}, updated_at = now() WHERE id = ${id}`.execute(
    db,
  );
}

/** The sub-order's shipping counts as received and delivered now, unless it already was. */
export async function markFulfilmentDelivered(db: Queryable, subOrderId: number): Promise<void> {
  await sql`UPDATE fulfilments SET received_at = coalesce(received_at, now()), delivered_at = coalesce(delivered_at, now()), updated_at = now()
               WHERE sub_order_id = ${subOrderId}`.execute(db);
}

export type PaidPayment = {
  id: number;
  provider: 'test' | 'paypal';
  capture_id: string | null;
  amount_cents: number;
  status: string;
};

/** The order's (first) paid payment, locked for its refund; undefined when none. */
export async function lockPaidPayment(db: Queryable, orderId: number): Promise<PaidPayment | undefined> {
  const payment = await sql<PaidPayment>`
      SELECT id, provider, capture_id, amount_cents, status FROM payments
       WHERE order_id = ${orderId} AND is_paid ORDER BY id LIMIT 1 FOR UPDATE`.execute(db);
  return payment.rows[0];
}
