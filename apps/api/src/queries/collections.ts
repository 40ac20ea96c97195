import { sql, type RawBuilder } from 'kysely';
import type { Queryable } from '../db/database.ts';
import { ticketOpen, sellerDeactivated } from './visibility.ts';

// Collections as buyers browse them, and as their sellers keep them (handlers/sellerCollections.ts).

export type CollectionCardRow = {
  id: number;
  name: string;
  price_cents: number;
  is_sale: boolean;
  status: 'ACTIVE' | 'CART' | 'IN_CHECK_OUT' | 'IN_ORDER' | 'SOLD';
  user_id: number;
  seller_name: string;
  seller_is_admin: boolean;
  ticket_count: number;
  image_hash: string | null;
};

/** A page of the collections not sold (of one seller when given), newest first, with their open tickets' count and first picture. */
export async function collectionCardRows(
  db: Queryable,
  seller: number | undefined,
  limit: number,
  offset: number,
): Promise<CollectionCardRow[]> {
  const rows = await sql<CollectionCardRow>`
      SELECT c.id, c.name, c.price_cents, c.is_sale, c.status, c.user_id, u.name AS seller_name, u.is_admin AS seller_is_admin,
             -- Only the listings a buyer can open (isTicketOpen): not one an operator hid.
             (SELECT count(*) FROM tickets t WHERE t.collection_id = c.id AND t.deleted_at IS NULL AND ${ticketOpen('t')}) AS ticket_count,
             (SELECT ti.image_hash FROM tickets t JOIN ticket_images ti ON ti.ticket_id = t.id AND ti.deleted_at IS NULL
               WHERE t.collection_id = c.id AND t.deleted_at IS NULL AND ${ticketOpen('t')} ORDER BY t.id, ti.position, ti.id LIMIT 1) AS image_hash
        FROM collections c JOIN users u ON u.id = c.user_id
       WHERE c.deleted_at IS NULL AND c.status <> 'SOLD'
         -- A seller the operator deactivated sells nothing: their collections go with their listings (isCollectionOpen).
         AND NOT ${sellerDeactivated('c.user_id')}
         ${seller !== undefined ? sql`AND c.user_id = ${seller}` : sql``}
       ORDER BY c.id DESC LIMIT ${limit} OFFSET ${offset}`.execute(db);
  return rows.rows;
}

/** The user's own collection, not deleted. */
export function ownCollection(db: Queryable, collectionId: number, userId: number) {
  return db
    .selectFrom('collections')
    .select(['id', 'status'])
    .where('id', '=', collectionId)
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

async function sellerCollectionRows(
  db: Queryable,
  where: RawBuilder<boolean>,
  limit: number,
  offset: number,
): Promise<CollectionCardRow[]> {
  const rows = await sql<CollectionCardRow>`
    SELECT c.id, c.name, c.price_cents, c.is_sale, c.status, c.user_id, u.name AS seller_name, u.is_admin AS seller_is_admin,
           (SELECT count(*)::int FROM tickets t WHERE t.collection_id = c.id AND t.deleted_at IS NULL) AS ticket_count,
           (SELECT ti.image_hash FROM tickets t JOIN ticket_images ti ON ti.ticket_id = t.id AND ti.deleted_at IS NULL
             WHERE t.collection_id = c.id AND t.deleted_at IS NULL ORDER BY t.id, ti.position, ti.id LIMIT 1) AS image_hash
      FROM collections c JOIN users u ON u.id = c.user_id
     WHERE c.deleted_at IS NULL AND ${where}
     ORDER BY c.id DESC LIMIT ${limit} OFFSET ${offset}`.execute(db);
  return rows.rows;
}

/** A page of the seller's collections (not deleted), newest first, with all their tickets' count and first picture. */
export function sellerCollectionPage(
  db: Queryable,
  sellerId: number,
  limit: number,
  offset: number,
): Promise<CollectionCardRow[]> {
  return sellerCollectionRows(db, sql<boolean>`c.user_id = ${sellerId}`, limit, offset);
}

/** The collection of that id (not deleted), as its seller sees it. */
export async function sellerCollectionById(
  db: Queryable,
  id: number,
): Promise<CollectionCardRow | undefined> {
  const [row] = await sellerCollectionRows(db, sql<boolean>`c.id = ${id}`, 1, 0);
  return row;
}

/** A new collection of the seller; its id. */
export async function insertCollection(
  db: Queryable,
  values: { user_id: number; name: string; is_sale: boolean; price_cents: number },
): Promise<number> {
  const row = await db.insertInto('collections').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Changes the collection's name and price while it is ACTIVE; whether it was. */
export async function updateActiveCollection(
  db: Queryable,
  id: number,
  values: { name: string; is_sale: boolean; price_cents: number },
): Promise<boolean> {
  const updated = await db
    .updateTable('collections')
    .set({ ...values, updated_at: new Date() })
    .where('id', '=', id)
    .where('status', '=', 'ACTIVE')
    .returning('id')
    .executeTakeFirst();
  return updated !== undefined;
}

/** Deletes the collection (marked deleted); its tickets stay, in no collection. */
export async function deleteCollection(db: Queryable, id: number): Promise<void> {
  await db
    .updateTable('tickets')
    .set({ collection_id: null, updated_at: new Date() })
    .where('collection_id', '=', id)
    .execute();
  await db
    .updateTable('collections')
    .set({ deleted_at: new Date(), updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}

/** Takes the seller's ticket out of the collection; whether it was in it. */
export async function removeFromCollection(
  db: Queryable,
  collectionId: number,
  ticketId: number,
  sellerId: number,
): Promise<boolean> {
  const removed = await db
    .updateTable('tickets')
    .set({ collection_id: null, updated_at: new Date() })
    .where('id', '=', ticketId)
    .where('collection_id', '=', collectionId)
    .where('seller_id', '=', sellerId)
    .returning('id')
    .executeTakeFirst();
  return removed !== undefined;
}
