import { BROWSING_REFUSALS, TICKET_REFUSALS, MAX_IMAGE_BYTES, TICKET_LOCKED_STATUSES, autoAnswerProblem, isForSale, restingStatus, type Ticket } from '@momento/contract';
import { sql } from 'kysely';
import type { Queryable } from '../db/database.ts';
import { createEvent, usable } from './eventReferences.ts';
import { storeDocument } from '../domain/uploads.ts';
import { viewerOf, type BodyOf, type HandlerContext, type HandlerGroup, type Viewer } from '../context.ts';
import { badRequest, conflict, notFound } from '../errors.ts';
import { listReply, MAX_PAGE, pageWindow } from '../views/paging.ts';
import { decodeBase64, ingestImage } from '../images/images.ts';
import type { BlobStorage } from '../images/storage.ts';
import { toCents } from '../views/money.ts';
import { loadTickets } from '../queries/tickets.ts';

// A seller's tickets: GET /user/products.php (own), POST/PUT/DELETE /seller/products.php.

const FULL_RESULT_CAP = 500;
const LOCKED: readonly string[] = TICKET_LOCKED_STATUSES;

type TicketBody = BodyOf<'ticketCreate'> | BodyOf<'ticketUpdate'>;

export async function ticketView(db: Queryable, id: number, apiBase: string, viewer: Viewer): Promise<Ticket> {
  const [ticket] = await loadTickets(db, sql`SELECT ${id}::int AS id, 0 AS ord`, apiBase, viewer);
  if (!ticket) throw notFound(TICKET_REFUSALS.notFound);
  return ticket;
}

async function ownTicket(db: Queryable, viewer: Viewer, id: number) {
  const row = await db
    .selectFrom('tickets')
    .select(['id', 'status', 'is_sale', 'collection_id'])
    .where('id', '=', id)
    .where('seller_id', '=', viewer.id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) throw notFound(TICKET_REFUSALS.notFound);
  return row;
}

function assertEditable(status: string): void {
  if (LOCKED.includes(status)) throw conflict(TICKET_REFUSALS.locked);
}

async function eventOf(db: Queryable, input: TicketBody['event'], viewer: Viewer): Promise<number> {
  if ('event_id' in input) {
    const row = await sql<{ id: number }>`SELECT id FROM events WHERE id = ${input.event_id} AND ${usable(viewer)}`.execute(db);
    if (!row.rows.length) throw notFound(TICKET_REFUSALS.eventNotFound);
    return input.event_id;
  }
  return createEvent(db, input, viewer);
}

const centsOrNull = (value: number | string | null | undefined) => (value === undefined || value === null || value === '' ? null : toCents(value));

/** The checked columns of a ticket from the form: type, seat type, collection (own and unlocked), price. */
async function ticketColumns(db: Queryable, body: TicketBody, viewer: Viewer) {
  const type = await db.selectFrom('ticket_types').select('id').where('id', '=', body.ticket_type).executeTakeFirst();
  if (!type) throw badRequest(TICKET_REFUSALS.ticketType);
  const details = body.ticket_details ?? {};
  if (details.seat_type !== undefined && details.seat_type !== null) {
    const seat = await db.selectFrom('seat_types').select('id').where('id', '=', details.seat_type).executeTakeFirst();
    if (!seat) throw badRequest(TICKET_REFUSALS.seatType);
  }
  if (details.collection !== undefined && details.collection !== null) {
    const collection = await db
      .selectFrom('collections')
      .select(['id', 'status'])
      .where('id', '=', details.collection)
      .where('user_id', '=', viewer.id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!collection) throw notFound(TICKET_REFUSALS.collectionNotFound);
    if (collection.status !== 'ACTIVE') throw conflict(TICKET_REFUSALS.collectionLocked);
  }
  const forSale = isForSale(body.isSale);
  const cost = centsOrNull(body.cost);
  if (forSale && cost === null) throw badRequest(TICKET_REFUSALS.price);
  const face = centsOrNull(details.face_price);
  // Automatic answers belong to a listing on sale; a show-only ticket takes no offers and keeps none.
  const autoAccept = forSale ? centsOrNull(body.auto_accept_price) : null;
  const autoDecline = forSale ? centsOrNull(body.auto_decline_price) : null;
  const problem = cost === null ? null : autoAnswerProblem(cost, autoAccept, autoDecline);
  if (problem) throw badRequest(problem);
  return {
    listing_name: body.listing_name,
    ticket_type_id: body.ticket_type,
    seat_type_id: details.seat_type ?? null,
    collection_id: details.collection ?? null,
    is_sale: forSale,
    price_cents: forSale ? cost : null,
    face_price_cents: face,
    auto_accept_cents: autoAccept,
    auto_decline_cents: autoDecline,
    quality: body.quality,
    grade: details.grade || null,
    section: details.section || null,
    row: details.row || null,
    seat_no: details.seat || null,
    description: details.description || null,
  };
}

async function addImages(db: Queryable, storage: BlobStorage, ticketId: number, images: { image_file: string }[]): Promise<void> {
  const last = await sql<{ p: number | null }>`SELECT max(position) AS p FROM ticket_images WHERE ticket_id = ${ticketId}`.execute(db);
  let position = (last.rows[0]?.p ?? -1) + 1;
  for (const image of images) {
    const hash = await ingestImage(db, storage, decodeBase64(image.image_file, MAX_IMAGE_BYTES));
    await db.insertInto('ticket_images').values({ ticket_id: ticketId, image_hash: hash, position }).execute();
    position += 1;
  }
}

async function liveImageCount(db: Queryable, ticketId: number): Promise<number> {
  const row = await sql<{ n: number }>`SELECT count(*)::int AS n FROM ticket_images WHERE ticket_id = ${ticketId} AND deleted_at IS NULL`.execute(db);
  return row.rows[0]?.n ?? 0;
}

async function removeImages(db: Queryable, ticketId: number, imageIds: number[]): Promise<void> {
  const unique = [...new Set(imageIds)];
  const found = await db
    .selectFrom('ticket_images')
    .select('id')
    .where('ticket_id', '=', ticketId)
    .where('id', 'in', unique)
    .where('deleted_at', 'is', null)
    .execute();
  if (found.length !== unique.length) throw notFound(TICKET_REFUSALS.imageNotFound);
  await db.updateTable('ticket_images').set({ deleted_at: new Date() }).where('id', 'in', unique).execute();
}

/** Open offers on a ticket that leaves the marketplace are dropped. */
async function dropOpenOffers(db: Queryable, ticketId: number): Promise<void> {
  const offers = sql`SELECT e.offer_id FROM offer_entries e JOIN offer_items i ON i.offer_entry_id = e.id WHERE e.is_latest AND e.status = 'OPEN' AND i.ticket_id = ${ticketId}`;
  await sql`UPDATE offer_entries SET status = 'DROPPED', updated_at = now() WHERE is_latest AND status = 'OPEN' AND offer_id IN (${offers})`.execute(db);
  await sql`UPDATE offers SET status = 'DROPPED', updated_at = now() WHERE status = 'OPEN' AND id IN (SELECT offer_id FROM offer_entries WHERE is_latest AND status = 'DROPPED')`.execute(db);
}

type Ctx<Id extends 'ticketCreate' | 'ticketUpdate'> = HandlerContext<Id>;

export const sellerTicketHandlers = {
  async myTickets(ctx) {
    const viewer = viewerOf(ctx);
    const q = ctx.query;
    if (q.page !== undefined && q.page > MAX_PAGE) throw badRequest(BROWSING_REFUSALS.pageTooFar(MAX_PAGE));
    const full = q.full_result === 1;
    const { offset, limit, size } = full ? { offset: 0, limit: FULL_RESULT_CAP, size: FULL_RESULT_CAP } : pageWindow(q.page);
    const where = [sql<boolean>`t.seller_id = ${viewer.id}`, sql<boolean>`t.deleted_at IS NULL`];
    if (q.collection_id !== undefined) where.push(sql<boolean>`t.collection_id = ${q.collection_id}`);
    if (q.product_id !== undefined) where.push(sql<boolean>`t.id = ${q.product_id}`);
    const page = sql`SELECT t.id, -t.id AS ord FROM tickets t WHERE ${sql.join(where, sql` AND `)} ORDER BY t.id DESC LIMIT ${limit} OFFSET ${offset}`;
    const tickets = await loadTickets(ctx.db, page, ctx.services.config.publicApiBase, viewer);
    return full ? { items: tickets } : listReply(tickets, ctx, q.page, size);
  },

  async ticketCreate(ctx: Ctx<'ticketCreate'>) {
    const viewer = viewerOf(ctx);
    const body = ctx.body;
    const columns = await ticketColumns(ctx.db, body, viewer);
    const eventId = await eventOf(ctx.db, body.event, viewer);
    const ticket = await ctx.db
      .insertInto('tickets')
      .values({ ...columns, seller_id: viewer.id, event_id: eventId, status: restingStatus(columns.is_sale) })
      .returning('id')
      .executeTakeFirstOrThrow();
    await addImages(ctx.db, ctx.services.storage, ticket.id, body.images);
    const doc = body.support_document?.[0];
    if (doc) await storeDocument(ctx.db, ctx.services.storage, ticket.id, viewer.id, doc);
    return ticketView(ctx.db, ticket.id, ctx.services.config.publicApiBase, viewer);
  },

  async ticketUpdate(ctx: Ctx<'ticketUpdate'>) {
    const viewer = viewerOf(ctx);
    const body = ctx.body;
    const current = await ownTicket(ctx.db, viewer, body.product_id);
    assertEditable(current.status);
    const columns = await ticketColumns(ctx.db, body, viewer);
    const eventId = await eventOf(ctx.db, body.event, viewer);
    const removed = body.removed_images ?? [];
    if (removed.length) await removeImages(ctx.db, current.id, removed);
    if (body.images?.length) await addImages(ctx.db, ctx.services.storage, current.id, body.images);
    if ((await liveImageCount(ctx.db, current.id)) < 1) throw conflict(TICKET_REFUSALS.lastImage);
    const updated = await sql<{ id: number }>`
      UPDATE tickets SET listing_name = ${columns.listing_name}, ticket_type_id = ${columns.ticket_type_id}, seat_type_id = ${columns.seat_type_id},
             collection_id = ${columns.collection_id}, is_sale = ${columns.is_sale}, price_cents = ${columns.price_cents},
             face_price_cents = ${columns.face_price_cents}, auto_accept_cents = ${columns.auto_accept_cents},
             auto_decline_cents = ${columns.auto_decline_cents}, quality = ${columns.quality}, grade = ${columns.grade}, section = ${columns.section},
             row = ${columns.row}, seat_no = ${columns.seat_no}, description = ${columns.description}, event_id = ${eventId},
             status = ${restingStatus(columns.is_sale)}, updated_at = now()
       WHERE id = ${current.id} AND status IN ('SELL', 'OWNED') AND deleted_at IS NULL
      RETURNING id`.execute(ctx.db);
    if (!updated.rows.length) throw conflict(TICKET_REFUSALS.locked);
    if (body.support_document?.[0]) await storeDocument(ctx.db, ctx.services.storage, current.id, viewer.id, body.support_document[0]);
    else if (body.support_document && body.support_document.length === 0) {
      await ctx.db.updateTable('ticket_documents').set({ deleted_at: new Date() }).where('ticket_id', '=', current.id).where('deleted_at', 'is', null).execute();
    }
    if (!columns.is_sale) await dropOpenOffers(ctx.db, current.id);
    return ticketView(ctx.db, current.id, ctx.services.config.publicApiBase, viewer);
  },

  async moveToSell(ctx) {
    const viewer = viewerOf(ctx);
    const current = await ownTicket(ctx.db, viewer, ctx.body.product_id);
    const moved = await sql<{ id: number }>`
      UPDATE tickets SET status = 'SELL', is_sale = true, price_cents = ${toCents(ctx.body.cost)}, updated_at = now()
       WHERE id = ${current.id} AND status = 'OWNED' AND deleted_at IS NULL RETURNING id`.execute(ctx.db);
    if (!moved.rows.length) throw conflict(TICKET_REFUSALS.notOwned);
    return ticketView(ctx.db, current.id, ctx.services.config.publicApiBase, viewer);
  },

  async ticketDeleteImages(ctx) {
    const viewer = viewerOf(ctx);
    const current = await ownTicket(ctx.db, viewer, ctx.body.product_id);
    assertEditable(current.status);
    await removeImages(ctx.db, current.id, ctx.body.images);
    if ((await liveImageCount(ctx.db, current.id)) < 1) throw conflict(TICKET_REFUSALS.lastImage);
    return ticketView(ctx.db, current.id, ctx.services.config.publicApiBase, viewer);
  },

  async ticketDelete(ctx) {
    const viewer = viewerOf(ctx);
    const current = await ownTicket(ctx.db, viewer, ctx.body.product_id);
    assertEditable(current.status);
    const deleted = await sql<{ id: number }>`
      UPDATE tickets SET deleted_at = now(), collection_id = NULL, is_featured = false, updated_at = now()
       WHERE id = ${current.id} AND status IN ('SELL', 'OWNED') AND deleted_at IS NULL RETURNING id`.execute(ctx.db);
    if (!deleted.rows.length) throw conflict(TICKET_REFUSALS.locked);
    await dropOpenOffers(ctx.db, current.id);
    return { ok: true as const };
  },
} satisfies HandlerGroup;

