import { sql } from 'kysely';
import type { Queryable } from '../db/database.ts';
import { loadSubOrders, type SubOrderRow } from '../views/orderView.ts';

// A seller's sub-orders and their shipping (handlers/fulfilment.ts); the moves of a sub-order's fulfilment status are
// orders.ts' moveFulfilment.

/** The seller's sub-order of an order (one of that id when given). */
export function sellerSubOrder(
  db: Queryable,
  sellerId: number,
  orderNo: string,
  subOrderId: number | undefined,
) {
  let query = db
    .selectFrom('sub_orders as so')
    .innerJoin('orders as o', 'o.id', 'so.order_id')
    .select(['so.id', 'so.fulfilment_status', 'o.status as order_status', 'o.order_no'])
    .where('o.order_no', '=', orderNo)
    .where('so.seller_id', '=', sellerId);
  if (subOrderId !== undefined) query = query.where('so.id', '=', subOrderId);
  return query.executeTakeFirst();
}

/** A page of the seller's parts of paid orders, newest first, ordered within [from, to) when given. */
export function sellerSubOrders(
  db: Queryable,
  sellerId: number,
  from: Date | null,
  to: Date | null,
  limit: number,
  offset: number,
): Promise<SubOrderRow[]> {
  const where = [sql<boolean>`so.seller_id = ${sellerId}`, sql<boolean>`o.status = 'PAID'`];
  if (from) where.push(sql<boolean>`o.ordered_at >= ${from}`);
  if (to) where.push(sql<boolean>`o.ordered_at < ${to}`);
  return loadSubOrders(
    db,
    sql<boolean>`${sql.join(where, sql` AND `)}`,
    sql`ORDER BY o.ordered_at DESC, so.id DESC LIMIT ${limit} OFFSET ${offset}`,
  );
}

/** The sub-order's shipping with its fulfilment status. */
export function shippingOf(db: Queryable, subOrderId: number) {
  return db
    .selectFrom('fulfilments')
    .innerJoin('sub_orders', 'sub_orders.id', 'fulfilments.sub_order_id')
    .select([
      'fulfilments.carrier_name',
      'fulfilments.service_name',
      'fulfilments.tracking_no',
      'fulfilments.shipping_cost_cents',
      'fulfilments.expected_delivery',
      'sub_orders.fulfilment_status',
    ])
    .where('fulfilments.sub_order_id', '=', subOrderId)
    .executeTakeFirstOrThrow();
}

export type TrackingColumns = {
  carrier_name: string;
  service_name: string;
  tracking_no: string;
  shipping_cost_cents: number;
  expected_delivery: string;
};

export async function insertShipping(
  db: Queryable,
  subOrderId: number,
  columns: TrackingColumns,
): Promise<void> {
  await db
    .insertInto('fulfilments')
    .values({ sub_order_id: subOrderId, ...columns })
    .execute();
}

export async function updateShipping(
  db: Queryable,
  subOrderId: number,
  columns: TrackingColumns,
): Promise<void> {
  await db
    .updateTable('fulfilments')
    .set({ ...columns, updated_at: new Date() })
    .where('sub_order_id', '=', subOrderId)
    .execute();
}

/** The sub-order's shipping is delivered now. */
export async function shippingDelivered(db: Queryable, subOrderId: number): Promise<void> {
  await db
    .updateTable('fulfilments')
    .set({ delivered_at: new Date(), updated_at: new Date() })
    .where('sub_order_id', '=', subOrderId)
    .execute();
}
