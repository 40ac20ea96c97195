import type { FulfilmentStatus } from '@momento/contract';
import { sql, type Insertable, type Selectable } from 'kysely';
import type { Queryable } from '../db/database.ts';
import type { CartItemsTable, DB } from '../db/schema.ts';
import { loadSubOrders, type LineSnapshot, type SubOrderRow } from '../views/orderView.ts';

// A buyer's orders (handlers/orders.ts): placing one from a checkout, reading it, its end and its receipt.

/** A move of FULFILMENT_TRANSITIONS (the contract). */
export type FulfilmentTransition = {
  readonly from: readonly FulfilmentStatus[];
  readonly to: FulfilmentStatus;
};

export type OrderRow = {
  id: number;
  order_no: string;
  buyer_id: number;
  status: string;
  expires_at: Date;
  total_cents: number;
};

/** The order of that number. */
export function orderByNo(db: Queryable, orderNo: string): Promise<OrderRow | undefined> {
  return db
    .selectFrom('orders')
    .select(['id', 'order_no', 'buyer_id', 'status', 'expires_at', 'total_cents'])
    .where('order_no', '=', orderNo)
    .executeTakeFirst();
}

/** Whether `sellerId` sells a part of the order. */
export async function sellsInOrder(db: Queryable, orderId: number, sellerId: number): Promise<boolean> {
  return (
    (await db
      .selectFrom('sub_orders')
      .select('id')
      .where('order_id', '=', orderId)
      .where('seller_id', '=', sellerId)
      .executeTakeFirst()) !== undefined
  );
}

/** The order's status now. */
export async function orderStatus(db: Queryable, orderId: number): Promise<string> {
  return (await db.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow())
    .status;
}

/** The user's own checkout. */
export function ownCheckout(db: Queryable, checkoutId: number, userId: number) {
  return db
    .selectFrom('checkouts')
    .selectAll()
    .where('id', '=', checkoutId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Marks an OPEN checkout ORDERED; false when it was not open (a double click's second request). */
export async function claimCheckout(db: Queryable, checkoutId: number): Promise<boolean> {
  const claimed = await sql<{ id: number }>`
      UPDATE checkouts SET status = 'ORDERED', updated_at = now() WHERE id = ${checkoutId} AND status = 'OPEN' RETURNING id`.execute(
    db,
  );
  return claimed.rows.length > 0;
}

/** The user's own address. */
export function ownAddress(db: Queryable, addressId: number, userId: number) {
  return db
    .selectFrom('addresses')
    .selectAll()
    .where('id', '=', addressId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export type CheckoutLine = Pick<
  Selectable<CartItemsTable>,
  | 'id'
  | 'type'
  | 'ticket_id'
  | 'collection_id'
  | 'offer_id'
  | 'offer_entry_id'
  | 'seller_id'
  | 'base_price_cents'
  | 'tax_cents'
  | 'released_at'
> & { details: LineSnapshot[] | null };

/** The checkout's cart lines, by seller, each with the snapshot of the tickets it still holds. */
export async function checkoutLines(db: Queryable, checkoutId: number): Promise<CheckoutLine[]> {
  const items = await sql<CheckoutLine>`
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
       WHERE ck.checkout_id = ${checkoutId}
       ORDER BY ci.seller_id, ci.id`.execute(db);
  return items.rows;
}

/** The next number of the order numbers' sequence. */
export async function nextOrderSeq(db: Queryable): Promise<number> {
  const seq = await sql<{ n: number }>`SELECT nextval('order_no_seq')::int AS n`.execute(db);
  return seq.rows[0]?.n ?? 0;
}

export async function insertOrder(db: Queryable, values: Insertable<DB['orders']>): Promise<number> {
  return (await db.insertInto('orders').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

export async function insertSubOrder(db: Queryable, values: Insertable<DB['sub_orders']>): Promise<number> {
  return (await db.insertInto('sub_orders').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

export async function insertLineItem(db: Queryable, values: Insertable<DB['line_items']>): Promise<number> {
  return (await db.insertInto('line_items').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

/** The cart line's holds become the order line's, for the payment window. */
export async function holdsToLineItem(
  db: Queryable,
  cartItemId: number,
  lineItemId: number,
  expires: Date,
): Promise<void> {
  await sql`UPDATE ticket_holds SET line_item_id = ${lineItemId}, expires_at = ${expires}
                   WHERE cart_item_id = ${cartItemId} AND released_at IS NULL`.execute(db);
}

/** The ordered cart lines leave the cart; their tickets, collections and offers are IN_ORDER. */
export async function markOrdered(
  db: Queryable,
  itemIds: number[],
  collections: number[],
  offers: number[],
): Promise<void> {
  await sql`UPDATE cart_items SET released_at = now(), release_reason = 'ORDERED' WHERE id = ANY(${sql.val(itemIds)}::int[])`.execute(
    db,
  );
  await sql`UPDATE tickets SET status = 'IN_ORDER', updated_at = now()
               WHERE id IN (SELECT ticket_id FROM ticket_holds WHERE cart_item_id = ANY(${sql.val(itemIds)}::int[]) AND released_at IS NULL)`.execute(
    db,
  );
  if (collections.length)
    await sql`UPDATE collections SET status = 'IN_ORDER', updated_at = now() WHERE id = ANY(${sql.val(collections)}::int[])`.execute(
      db,
    );
  if (offers.length) {
    await sql`UPDATE offers SET status = 'IN_ORDER', updated_at = now() WHERE id = ANY(${sql.val(offers)}::int[])`.execute(
      db,
    );
    await sql`UPDATE offer_entries SET status = 'IN_ORDER', updated_at = now() WHERE is_latest AND offer_id = ANY(${sql.val(offers)}::int[])`.execute(
      db,
    );
  }
}

/** A page of the buyer's sub-orders, newest first, ordered within [from, to) when given. */
export function buyerSubOrders(
  db: Queryable,
  buyerId: number,
  from: Date | null,
  to: Date | null,
  limit: number,
  offset: number,
): Promise<SubOrderRow[]> {
  const where = [sql<boolean>`o.buyer_id = ${buyerId}`];
  if (from) where.push(sql<boolean>`o.ordered_at >= ${from}`);
  if (to) where.push(sql<boolean>`o.ordered_at < ${to}`);
  return loadSubOrders(
    db,
    sql<boolean>`${sql.join(where, sql` AND `)}`,
    sql`ORDER BY o.ordered_at DESC, so.id DESC LIMIT ${limit} OFFSET ${offset}`,
  );
}

/** The order's sub-order of that id. */
export function subOrderOf(db: Queryable, subOrderId: number, orderId: number) {
  return db
    .selectFrom('sub_orders')
    .select(['id', 'fulfilment_status'])
    .where('id', '=', subOrderId)
    .where('order_id', '=', orderId)
    .executeTakeFirst();
}

/** Moves the sub-order's fulfilment by `rule` when it is in one of its `from` states; false when it was not. */
export async function moveFulfilment(
  db: Queryable,
  subOrderId: number,
  rule: FulfilmentTransition,
): Promise<boolean> {
  const moved = await sql<{ id: number }>`
      UPDATE sub_orders SET fulfilment_status = ${rule.to}, updated_at = now()
       WHERE id = ${subOrderId} AND fulfilment_status IN (${sql.join(rule.from)}) RETURNING id`.execute(db);
  return moved.rows.length > 0;
}

/** The sub-order's fulfilment is received now. */
export async function fulfilmentReceived(db: Queryable, subOrderId: number): Promise<void> {
  await db
    .updateTable('fulfilments')
    .set({ received_at: new Date(), updated_at: new Date() })
    .where('sub_order_id', '=', subOrderId)
    .execute();
}

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
