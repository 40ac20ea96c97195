import type { FulfilmentStatus, OfferStatus, OrderStatus } from '@momento/contract';
import { sql } from 'kysely';
import type { Queryable } from '../db/database.ts';

// One's own account (handlers/profile.ts): the profile, the password, the picture, and closing the account.

/** The user, not deleted, every column. */
export function liveUser(db: Queryable, id: number) {
  return db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
}

export async function updateProfile(
  db: Queryable,
  id: number,
  values: { name: string; mobile_no: string | null | undefined },
): Promise<void> {
  await db
    .updateTable('users')
    .set({ name: values.name, mobile_no: values.mobile_no, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}

export async function setPasswordHash(db: Queryable, id: number, passwordHash: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}

export async function setProfileImage(db: Queryable, id: number, imageHash: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ profile_image: imageHash, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}

/**
 * The facts the contract's canDeleteAccount reads: the distinct (order status, fulfilment) pairs of the sub-orders the
 * person buys or sells, and the distinct statuses of their offers.
 */
export async function businessFacts(
  db: Queryable,
  userId: number,
): Promise<{
  subOrders: { orderStatus: OrderStatus; fulfilment: FulfilmentStatus }[];
  offerStatuses: OfferStatus[];
}> {
  const subOrders = await sql<{ order_status: OrderStatus; fulfilment: FulfilmentStatus }>`
    SELECT DISTINCT o.status AS order_status, so.fulfilment_status AS fulfilment
      FROM sub_orders so JOIN orders o ON o.id = so.order_id
     WHERE o.buyer_id = ${userId} OR so.seller_id = ${userId}`.execute(db);
  const offers = await sql<{ status: OfferStatus }>`
    SELECT DISTINCT status FROM offers WHERE buyer_id = ${userId} OR seller_id = ${userId}`.execute(db);
  return {
    subOrders: subOrders.rows.map((row) => ({ orderStatus: row.order_status, fulfilment: row.fulfilment })),
    offerStatuses: offers.rows.map((row) => row.status),
  };
}

/** The user's live cart lines. */
export async function liveCartLinesOf(db: Queryable, userId: number): Promise<number[]> {
  const items = await sql<{ id: number }>`
      SELECT ci.id FROM cart_items ci JOIN carts c ON c.id = ci.cart_id WHERE c.user_id = ${userId} AND ci.released_at IS NULL`.execute(
    db,
  );
  return items.rows.map((r) => r.id);
}

/** The seller's tickets that are not reserved or sold (SELL, OWNED, INACTIVE) are deleted. */
export async function deleteFreeTickets(db: Queryable, sellerId: number): Promise<void> {
  await sql`UPDATE tickets SET deleted_at = now(), status = 'INACTIVE', updated_at = now()
               WHERE seller_id = ${sellerId} AND deleted_at IS NULL AND status IN ('SELL', 'OWNED', 'INACTIVE')`.execute(
    db,
  );
}

/** How many tickets of the seller are not deleted. */
export async function liveTicketCount(db: Queryable, sellerId: number): Promise<number> {
  const locked = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM tickets WHERE seller_id = ${sellerId} AND deleted_at IS NULL`.execute(
    db,
  );
  return locked.rows[0]?.n ?? 0;
}

/** Closes the account: collections deleted, open offers dropped, permissions off, addresses deleted, the user DELETED. */
export async function closeAccount(db: Queryable, userId: number): Promise<void> {
  await sql`UPDATE collections SET deleted_at = now(), updated_at = now() WHERE user_id = ${userId} AND deleted_at IS NULL`.execute(
    db,
  );
  await sql`UPDATE offers SET status = 'DROPPED', updated_at = now() WHERE (buyer_id = ${userId} OR seller_id = ${userId}) AND status = 'OPEN'`.execute(
    db,
  );
  await sql`UPDATE offer_entries SET status = 'DROPPED', updated_at = now()
               WHERE is_latest AND status = 'OPEN' AND offer_id IN (SELECT id FROM offers WHERE buyer_id = ${userId} OR seller_id = ${userId})`.execute(
    db,
  );
  await db
    .updateTable('permissions')
    .set({ status: 'INACTIVE', updated_at: new Date() })
    .where('user_id', '=', userId)
    .execute();
  await db
    .updateTable('addresses')
    .set({ deleted_at: new Date(), is_primary: false })
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .execute();
  await db
    .updateTable('users')
    .set({ status: 'DELETED', deleted_at: new Date(), updated_at: new Date() })
    .where('id', '=', userId)
    .execute();
}
