import { sql, type Expression } from 'kysely';
import type { Queryable } from '../db/database.ts';

// The cart (handlers/cart.ts): the buyer's cart row, what an add reads and claims beyond the one-statement add of a
// listed ticket (domain/reservations.ts), the lines a removal finds.

/** The user's cart, if they have one. */
export async function cartIdOf(db: Queryable, userId: number): Promise<number | undefined> {
  return (await db.selectFrom('carts').select('id').where('user_id', '=', userId).executeTakeFirst())?.id;
}

/** The buyer's cart, created now (or the one a concurrent request created first). */
export async function createCart(db: Queryable, userId: number): Promise<number> {
  const row = await sql<{ id: number }>`
    INSERT INTO carts (user_id) VALUES (${userId})
    ON CONFLICT (user_id) DO UPDATE SET updated_at = now()
    RETURNING id`.execute(db);
  return (row.rows[0] as { id: number }).id;
}

export async function setCartLineTax(db: Queryable, itemId: number, taxCents: number): Promise<void> {
  await sql`UPDATE cart_items SET tax_cents = ${taxCents} WHERE id = ${itemId}`.execute(db);
}

/** The ticket's status now. */
export async function ticketStatus(db: Queryable, ticketId: number): Promise<string> {
  return (
    await db.selectFrom('tickets').select('status').where('id', '=', ticketId).executeTakeFirstOrThrow()
  ).status;
}

/** The buyer's live cart line of that ticket, collection or offer carries the partner unless it has one; whether one did. */
export async function markPartnerCartLine(
  db: Queryable,
  buyerId: number,
  partnerId: number,
  line: { column: 'ticket_id' | 'collection_id' | 'offer_id'; id: number },
): Promise<boolean> {
  const marked = await db
    .updateTable('cart_items')
    .set({ partner_id: partnerId })
    .where(line.column, '=', line.id)
    .where('released_at', 'is', null)
    .where('partner_id', 'is', null)
    .where('cart_id', 'in', db.selectFrom('carts').select('id').where('user_id', '=', buyerId))
    .executeTakeFirst();
  return Number(marked.numUpdatedRows) > 0;
}

/** The collection, not deleted, with whether its seller was deactivated (`seller_off`). */
export function collectionForCart(db: Queryable, collectionId: number) {
  return db
    .selectFrom('collections')
    .select(['id', 'user_id', 'is_sale', 'price_cents', 'status'])
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('permissions')
            .select('permissions.id')
            .whereRef('permissions.user_id', '=', 'collections.user_id')
            .where('permissions.permission', '=', 'SELLER')
            .where('permissions.status', '=', 'INACTIVE'),
        )
        .as('seller_off'),
    )
    .where('id', '=', collectionId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** Whether the cart has a live line of the collection. */
export async function cartHasCollection(
  db: Queryable,
  cartId: number,
  collectionId: number,
): Promise<boolean> {
  const live = await sql<{ id: number }>`
    SELECT id FROM cart_items WHERE cart_id = ${cartId} AND collection_id = ${collectionId} AND released_at IS NULL`.execute(
    db,
  );
  return live.rows.length > 0;
}

/** The collection's tickets a buyer can open (not deleted, not hidden), by id. */
export async function collectionTicketIds(db: Queryable, collectionId: number): Promise<number[]> {
  const tickets = await db
    .selectFrom('tickets')
    .select('id')
    .where('collection_id', '=', collectionId)
    .where('deleted_at', 'is', null)
    .where('hidden_at', 'is', null)
    .orderBy('id')
    .execute();
  return tickets.map((t) => t.id);
}

/** An ACTIVE collection goes into a cart (CART); false when it was not ACTIVE. */
export async function claimCollectionForCart(db: Queryable, collectionId: number): Promise<boolean> {
  const claimed = await sql<{ id: number }>`
    UPDATE collections SET status = 'CART', updated_at = now() WHERE id = ${collectionId} AND status = 'ACTIVE' RETURNING id`.execute(
    db,
  );
  return claimed.rows.length > 0;
}

/** The offer of that number, every column. */
export function offerForCart(db: Queryable, offerNo: string) {
  return db.selectFrom('offers').selectAll().where('offer_no', '=', offerNo).executeTakeFirst();
}

/** The offer's latest entry: its price, status and author. */
export function latestEntryForCart(db: Queryable, offerId: number) {
  return db
    .selectFrom('offer_entries')
    .select(['id', 'price_cents', 'status', 'created_by'])
    .where('offer_id', '=', offerId)
    .where('is_latest', '=', true)
    .executeTakeFirstOrThrow();
}

/** The offer and its entry go into a cart (CART) when the offer is still `from`; false when it was not. */
export async function claimOfferForCart(
  db: Queryable,
  offerId: number,
  entryId: number,
  from: string,
): Promise<boolean> {
  const claimed = await sql<{ id: number }>`
    UPDATE offers SET status = 'CART', updated_at = now() WHERE id = ${offerId} AND status = ${from} RETURNING id`.execute(
    db,
  );
  if (!claimed.rows.length) return false;
  await db
    .updateTable('offer_entries')
    .set({ status: 'CART', updated_at: new Date() })
    .where('id', '=', entryId)
    .execute();
  return true;
}

/** The tickets of an offer entry, by id. */
export async function offerEntryTicketIds(db: Queryable, entryId: number): Promise<number[]> {
  return (
    await db
      .selectFrom('offer_items')
      .select('ticket_id')
      .where('offer_entry_id', '=', entryId)
      .orderBy('ticket_id')
      .execute()
  ).map((i) => i.ticket_id);
}

/** What a removal names: a ticket (its own line, or the line that holds it), a collection, or an offer by number. */
export type CartLineTarget = { product_id: number } | { collection_id: number } | { offer_no: string };

/** The buyer's live cart lines of the target (for removeCartLines, which finds and releases them in one statement). */
export function cartLinesOf(
  db: Queryable,
  buyerId: number,
  target: CartLineTarget,
): Expression<{ id: number }> {
  let query = db
    .selectFrom('cart_items')
    .innerJoin('carts', 'carts.id', 'cart_items.cart_id')
    .select('cart_items.id')
    .where('carts.user_id', '=', buyerId)
    .where('cart_items.released_at', 'is', null);
  if ('product_id' in target) {
    query = query.where((eb) =>
      eb.or([
        eb('cart_items.ticket_id', '=', target.product_id),
        eb(
          'cart_items.id',
          'in',
          eb
            .selectFrom('ticket_holds')
            .select('cart_item_id')
            .where('ticket_id', '=', target.product_id)
            .where('released_at', 'is', null)
            .where('cart_item_id', 'is not', null)
            .$narrowType<{ cart_item_id: number }>(),
        ),
      ]),
    );
  } else if ('collection_id' in target) {
    query = query.where('cart_items.collection_id', '=', target.collection_id);
  } else {
    query = query.where(
      'cart_items.offer_id',
      'in',
      db.selectFrom('offers').select('id').where('offer_no', '=', target.offer_no),
    );
  }
  return query;
}
