import { sql } from 'kysely';
import type { Queryable } from '../db/database.ts';
import { listingOpen, sellerDeactivated } from './visibility.ts';

// Collections as buyers browse them.

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

/** A page of the collections not sold (of one seller when given), newest first, with their open listings' count and first picture. */
export async function collectionCardRows(
  db: Queryable,
  seller: number | undefined,
  limit: number,
  offset: number,
): Promise<CollectionCardRow[]> {
  const rows = await sql<CollectionCardRow>`
      SELECT c.id, c.name, c.price_cents, c.is_sale, c.status, c.user_id, u.name AS seller_name, u.is_admin AS seller_is_admin,
             -- Only the listings a buyer can open (isListingOpen): not one an operator hid.
             (SELECT count(*) FROM tickets t WHERE t.collection_id = c.id AND t.deleted_at IS NULL AND ${listingOpen('t')}) AS ticket_count,
             (SELECT ti.image_hash FROM tickets t JOIN ticket_images ti ON ti.ticket_id = t.id AND ti.deleted_at IS NULL
               WHERE t.collection_id = c.id AND t.deleted_at IS NULL AND ${listingOpen('t')} ORDER BY t.id, ti.position, ti.id LIMIT 1) AS image_hash
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
