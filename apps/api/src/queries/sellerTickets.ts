import { sql, type Insertable, type RawBuilder } from 'kysely';
import type { Queryable } from '../db/database.ts';
import type { DB } from '../db/schema.ts';

// A seller's own tickets (handlers/sellerTickets.ts): their rows, their pictures and supporting documents.

/** The seller's own ticket, not deleted. */
export function ownTicketRow(db: Queryable, sellerId: number, id: number) {
  return db
    .selectFrom('tickets')
    .select(['id', 'status', 'is_sale', 'collection_id'])
    .where('id', '=', id)
    .where('seller_id', '=', sellerId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** The page (for loadTickets) of the seller's tickets, of one collection or one ticket when given, newest first. */
export function sellerTicketsPage(
  sellerId: number,
  collectionId: number | undefined,
  productId: number | undefined,
  limit: number,
  offset: number,
): RawBuilder<unknown> {
  const where = [sql<boolean>`t.seller_id = ${sellerId}`, sql<boolean>`t.deleted_at IS NULL`];
  if (collectionId !== undefined) where.push(sql<boolean>`t.collection_id = ${collectionId}`);
  if (productId !== undefined) where.push(sql<boolean>`t.id = ${productId}`);
  return sql`SELECT t.id, -t.id AS ord FROM tickets t WHERE ${sql.join(where, sql` AND `)} ORDER BY t.id DESC LIMIT ${limit} OFFSET ${offset}`;
}

export async function insertTicket(db: Queryable, values: Insertable<DB['tickets']>): Promise<number> {
  return (await db.insertInto('tickets').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

/** The ticket's form columns, when it is SELL or OWNED and not deleted; false otherwise (it was locked meanwhile). */
export async function updateTicket(
  db: Queryable,
  id: number,
  columns: {
    listing_name: string;
    ticket_type_id: number;
    seat_type_id: number | null;
    collection_id: number | null;
    is_sale: boolean;
    price_cents: number | null;
    face_price_cents: number | null;
    auto_accept_cents: number | null;
    auto_decline_cents: number | null;
    quality: string;
    grade: string | null;
    section: string | null;
    row: string | null;
    seat_no: string | null;
    description: string | null;
  },
  eventId: number,
  status: string,
): Promise<boolean> {
  const updated = await sql<{ id: number }>`
      UPDATE tickets SET listing_name = ${columns.listing_name}, ticket_type_id = ${columns.ticket_type_id}, seat_type_id = ${columns.seat_type_id},
             collection_id = ${columns.collection_id}, is_sale = ${columns.is_sale}, price_cents = ${columns.price_cents},
             face_price_cents = ${columns.face_price_cents}, auto_accept_cents = ${columns.auto_accept_cents},
             auto_decline_cents = ${columns.auto_decline_cents}, quality = ${columns.quality}, grade = ${columns.grade}, section = ${columns.section},
             row = ${columns.row}, seat_no = ${columns.seat_no}, description = ${columns.description}, event_id = ${eventId},
             status = ${status}, updated_at = now()
       WHERE id = ${id} AND status IN ('SELL', 'OWNED') AND deleted_at IS NULL
      RETURNING id`.execute(db);
  return updated.rows.length > 0;
}

/** An OWNED ticket goes on sale at that price; false when it is not OWNED. */
export async function moveTicketToSale(db: Queryable, id: number, priceCents: number): Promise<boolean> {
  const moved = await sql<{ id: number }>`
      UPDATE tickets SET status = 'SELL', is_sale = true, price_cents = ${priceCents}, updated_at = now()
       WHERE id = ${id} AND status = 'OWNED' AND deleted_at IS NULL RETURNING id`.execute(db);
  return moved.rows.length > 0;
}

/** Deletes a SELL or OWNED ticket (out of its collection, not featured); false when it was locked meanwhile. */
export async function deleteTicket(db: Queryable, id: number): Promise<boolean> {
  const deleted = await sql<{ id: number }>`
      UPDATE tickets SET deleted_at = now(), collection_id = NULL, is_featured = false, updated_at = now()
       WHERE id = ${id} AND status IN ('SELL', 'OWNED') AND deleted_at IS NULL RETURNING id`.execute(db);
  return deleted.rows.length > 0;
}

/** The position after the ticket's last picture (deleted ones count). */
export async function nextImagePosition(db: Queryable, ticketId: number): Promise<number> {
  const last = await sql<{
    p: number | null;
  }>`SELECT max(position) AS p FROM ticket_images WHERE ticket_id = ${ticketId}`.execute(db);
  return (last.rows[0]?.p ?? -1) + 1;
}

export async function insertTicketImage(
  db: Queryable,
  ticketId: number,
  hash: string,
  position: number,
): Promise<void> {
  await db.insertInto('ticket_images').values({ ticket_id: ticketId, image_hash: hash, position }).execute();
}

/** How many pictures the ticket shows. */
export async function liveImageCount(db: Queryable, ticketId: number): Promise<number> {
  const row = await sql<{
    n: number;
  }>`SELECT count(*)::int AS n FROM ticket_images WHERE ticket_id = ${ticketId} AND deleted_at IS NULL`.execute(
    db,
  );
  return row.rows[0]?.n ?? 0;
}

/** Which of `imageIds` are the ticket's pictures, not deleted. */
export function liveTicketImages(db: Queryable, ticketId: number, imageIds: number[]) {
  return db
    .selectFrom('ticket_images')
    .select('id')
    .where('ticket_id', '=', ticketId)
    .where('id', 'in', imageIds)
    .where('deleted_at', 'is', null)
    .execute();
}

export async function deleteTicketImages(db: Queryable, imageIds: number[]): Promise<void> {
  await db.updateTable('ticket_images').set({ deleted_at: new Date() }).where('id', 'in', imageIds).execute();
}

/** The ticket's supporting document is deleted. */
export async function deleteTicketDocument(db: Queryable, ticketId: number): Promise<void> {
  await db
    .updateTable('ticket_documents')
    .set({ deleted_at: new Date() })
    .where('ticket_id', '=', ticketId)
    .where('deleted_at', 'is', null)
    .execute();
}
