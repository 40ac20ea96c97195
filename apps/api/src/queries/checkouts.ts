import { sql } from 'kysely';
import type { Queryable } from '../db/database.ts';

// Checkouts (handlers/checkout.ts): a checkout of the cart's live lines, its addresses, the reservation it renews.

/** The user's own checkout. */
export function checkoutOf(db: Queryable, userId: number, checkoutId: number) {
  return db
    .selectFrom('checkouts')
    .select(['id', 'status', 'user_id'])
    .where('id', '=', checkoutId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Whether the address is the user's, of that type, not deleted. */
export async function ownAddressOfType(
  db: Queryable,
  userId: number,
  addressId: number,
  kind: 'DELIVERY' | 'BILL',
): Promise<boolean> {
  const address = await db
    .selectFrom('addresses')
    .select('id')
    .where('id', '=', addressId)
    .where('user_id', '=', userId)
    .where('type', '=', kind)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return address !== undefined;
}

/** The checkout's shipping (DELIVERY) or billing (BILL) address. */
export async function setCheckoutAddress(
  db: Queryable,
  checkoutId: number,
  addressId: number,
  kind: 'DELIVERY' | 'BILL',
): Promise<void> {
  await db
    .updateTable('checkouts')
    .set(
      kind === 'DELIVERY'
        ? { shipping_address_id: addressId, updated_at: new Date() }
        : { billing_address_id: addressId, updated_at: new Date() },
    )
    .where('id', '=', checkoutId)
    .execute();
}

/** The user's own cart. */
export async function ownCartId(db: Queryable, userId: number, cartId: number): Promise<number | undefined> {
  return (
    await db
      .selectFrom('carts')
      .select('id')
      .where('id', '=', cartId)
      .where('user_id', '=', userId)
      .executeTakeFirst()
  )?.id;
}

/** The cart's live lines, by id. */
export async function liveCartItemIds(db: Queryable, cartId: number): Promise<number[]> {
  return (
    await db
      .selectFrom('cart_items')
      .select('id')
      .where('cart_id', '=', cartId)
      .where('released_at', 'is', null)
      .orderBy('id')
      .execute()
  ).map((i) => i.id);
}

/** The user's open checkouts expire (a new one replaces them). */
export async function expireOpenCheckouts(db: Queryable, userId: number): Promise<void> {
  await db
    .updateTable('checkouts')
    .set({ status: 'EXPIRED', updated_at: new Date() })
    .where('user_id', '=', userId)
    .where('status', '=', 'OPEN')
    .execute();
}

/** The user's address of that type, the primary one first. */
export async function primaryAddressId(
  db: Queryable,
  userId: number,
  type: 'DELIVERY' | 'BILL',
): Promise<number | null> {
  return (
    (
      await db
        .selectFrom('addresses')
        .select('id')
        .where('user_id', '=', userId)
        .where('type', '=', type)
        .where('deleted_at', 'is', null)
        .orderBy('is_primary', 'desc')
        .orderBy('id')
        .executeTakeFirst()
    )?.id ?? null
  );
}

/** A new checkout of the cart lines. */
export async function insertCheckout(
  db: Queryable,
  values: {
    user_id: number;
    cart_id: number;
    shipping_address_id: number | null;
    billing_address_id: number | null;
    payment_method_id: number | null;
  },
  itemIds: number[],
): Promise<number> {
  const checkout = await db.insertInto('checkouts').values(values).returning('id').executeTakeFirstOrThrow();
  await db
    .insertInto('checkout_items')
    .values(itemIds.map((cart_item_id) => ({ checkout_id: checkout.id, cart_item_id })))
    .execute();
  return checkout.id;
}

/** The lines' reservation runs until `until`; their tickets, collections and offers are IN_CHECK_OUT. */
export async function moveToCheckout(db: Queryable, itemIds: number[], until: Date): Promise<void> {
  await sql`UPDATE cart_items SET expires_at = ${until} WHERE id = ANY(${sql.val(itemIds)}::int[])`.execute(
    db,
  );
  await sql`UPDATE ticket_holds SET expires_at = ${until} WHERE cart_item_id = ANY(${sql.val(itemIds)}::int[]) AND released_at IS NULL AND line_item_id IS NULL`.execute(
    db,
  );
  await sql`UPDATE tickets SET status = 'IN_CHECK_OUT', updated_at = now()
               WHERE status = 'CART' AND id IN (SELECT ticket_id FROM ticket_holds WHERE cart_item_id = ANY(${sql.val(itemIds)}::int[]) AND released_at IS NULL)`.execute(
    db,
  );
  await sql`UPDATE collections SET status = 'IN_CHECK_OUT', updated_at = now()
               WHERE status = 'CART' AND id IN (SELECT collection_id FROM cart_items WHERE id = ANY(${sql.val(itemIds)}::int[]))`.execute(
    db,
  );
  await sql`UPDATE offers SET status = 'IN_CHECK_OUT', updated_at = now()
               WHERE status = 'CART' AND id IN (SELECT offer_id FROM cart_items WHERE id = ANY(${sql.val(itemIds)}::int[]))`.execute(
    db,
  );
  await sql`UPDATE offer_entries SET status = 'IN_CHECK_OUT', updated_at = now()
               WHERE status = 'CART' AND is_latest AND offer_id IN (SELECT offer_id FROM cart_items WHERE id = ANY(${sql.val(itemIds)}::int[]))`.execute(
    db,
  );
}
