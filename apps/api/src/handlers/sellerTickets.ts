import {
  BROWSING_REFUSALS,
  TICKET_REFUSALS,
  MAX_IMAGE_BYTES,
  TICKET_LOCKED_STATUSES,
  autoAnswerProblem,
  isForSale,
  restingStatus,
  type Ticket,
} from '@momento/contract';
import type { Queryable } from '../db/database.ts';
import { createEvent } from './eventReferences.ts';
import { storeDocument } from '../domain/uploads.ts';
import { viewerOf, type BodyOf, type HandlerContext, type HandlerGroup, type Viewer } from '../context.ts';
import { badRequest, conflict, notFound } from '../errors.ts';
import { listReply, MAX_PAGE, pageWindow } from '../views/paging.ts';
import { decodeBase64, ingestImage } from '../images/images.ts';
import type { BlobStorage } from '../images/storage.ts';
import { toCents } from '../views/money.ts';
import { loadTickets, ticketPage } from '../queries/tickets.ts';
import { ownCollection } from '../queries/collections.ts';
import {
  deleteTicket,
  deleteTicketDocument,
  deleteTicketImages,
  insertTicket,
  insertTicketImage,
  liveImageCount,
  liveTicketImages,
  moveTicketToSale,
  nextImagePosition,
  ownTicketRow,
  sellerTicketsPage,
  updateTicket,
} from '../queries/sellerTickets.ts';
import { dropOpenOffers } from '../queries/offers.ts';
import { seatTypeExists, ticketTypeExists, usableEvent } from '../queries/referenceLists.ts';

// A seller's tickets: GET /user/products.php (own), POST/PUT/DELETE /seller/products.php.

const FULL_RESULT_CAP = 500;
const LOCKED: readonly string[] = TICKET_LOCKED_STATUSES;

type TicketBody = BodyOf<'ticketCreate'> | BodyOf<'ticketUpdate'>;

export async function ticketView(
  db: Queryable,
  id: number,
  apiBase: string,
  viewer: Viewer,
): Promise<Ticket> {
  const [ticket] = await loadTickets(db, ticketPage(id), apiBase, viewer);
  if (!ticket) throw notFound(TICKET_REFUSALS.notFound);
  return ticket;
}

async function ownTicket(db: Queryable, viewer: Viewer, id: number) {
  const row = await ownTicketRow(db, viewer.id, id);
  if (!row) throw notFound(TICKET_REFUSALS.notFound);
  return row;
}

function assertEditable(status: string): void {
  if (LOCKED.includes(status)) throw conflict(TICKET_REFUSALS.locked);
}

async function eventOf(db: Queryable, input: TicketBody['event'], viewer: Viewer): Promise<number> {
  if ('event_id' in input) {
    if (!(await usableEvent(db, input.event_id, viewer))) throw notFound(TICKET_REFUSALS.eventNotFound);
    return input.event_id;
  }
  return createEvent(db, input, viewer);
}

const centsOrNull = (value: number | string | null | undefined) =>
  value === undefined || value === null || value === '' ? null : toCents(value);

/** The checked columns of a ticket from the form: type, seat type, collection (own and unlocked), price. */
async function ticketColumns(db: Queryable, body: TicketBody, viewer: Viewer) {
  if (!(await ticketTypeExists(db, body.ticket_type))) throw badRequest(TICKET_REFUSALS.ticketType);
  const details = body.ticket_details ?? {};
  if (details.seat_type !== undefined && details.seat_type !== null) {
    if (!(await seatTypeExists(db, details.seat_type))) throw badRequest(TICKET_REFUSALS.seatType);
  }
  if (details.collection !== undefined && details.collection !== null) {
    const collection = await ownCollection(db, details.collection, viewer.id);
    if (!collection) throw notFound(TICKET_REFUSALS.collectionNotFound);
    if (collection.status !== 'ACTIVE') throw conflict(TICKET_REFUSALS.collectionLocked);
  }
  const forSale = isForSale(body.isSale);
  const cost = centsOrNull(body.cost);
  if (forSale && cost === null) throw badRequest(TICKET_REFUSALS.price);
  const face = centsOrNull(details.face_price);
  // Automatic answers belong to a ticket on sale; a show-only ticket takes no offers and keeps none.
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

async function addImages(
  db: Queryable,
  storage: BlobStorage,
  ticketId: number,
  images: { image_file: string }[],
): Promise<void> {
  let position = await nextImagePosition(db, ticketId);
  for (const image of images) {
    const hash = await ingestImage(db, storage, decodeBase64(image.image_file, MAX_IMAGE_BYTES));
    await insertTicketImage(db, ticketId, hash, position);
    position += 1;
  }
}

async function removeImages(db: Queryable, ticketId: number, imageIds: number[]): Promise<void> {
  const unique = [...new Set(imageIds)];
  const found = await liveTicketImages(db, ticketId, unique);
  if (found.length !== unique.length) throw notFound(TICKET_REFUSALS.imageNotFound);
  await deleteTicketImages(db, unique);
}

type Ctx<Id extends 'ticketCreate' | 'ticketUpdate'> = HandlerContext<Id>;

export const sellerTicketHandlers = {
  async myTickets(ctx) {
    const viewer = viewerOf(ctx);
    const q = ctx.query;
    if (q.page !== undefined && q.page > MAX_PAGE) throw badRequest(BROWSING_REFUSALS.pageTooFar(MAX_PAGE));
    const full = q.full_result === 1;
    const { offset, limit, size } = full
      ? { offset: 0, limit: FULL_RESULT_CAP, size: FULL_RESULT_CAP }
      : pageWindow(q.page);
    const page = sellerTicketsPage(viewer.id, q.collection_id, q.product_id, limit, offset);
    const tickets = await loadTickets(ctx.db, page, ctx.services.config.publicApiBase, viewer);
    return full ? { items: tickets } : listReply(tickets, ctx, q.page, size);
  },

  async ticketCreate(ctx: Ctx<'ticketCreate'>) {
    const viewer = viewerOf(ctx);
    const body = ctx.body;
    const columns = await ticketColumns(ctx.db, body, viewer);
    const eventId = await eventOf(ctx.db, body.event, viewer);
    const ticketId = await insertTicket(ctx.db, {
      ...columns,
      seller_id: viewer.id,
      event_id: eventId,
      status: restingStatus(columns.is_sale),
    });
    await addImages(ctx.db, ctx.services.storage, ticketId, body.images);
    const doc = body.support_document?.[0];
    if (doc) await storeDocument(ctx.db, ctx.services.storage, ticketId, viewer.id, doc);
    return ticketView(ctx.db, ticketId, ctx.services.config.publicApiBase, viewer);
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
    const updated = await updateTicket(ctx.db, current.id, columns, eventId, restingStatus(columns.is_sale));
    if (!updated) throw conflict(TICKET_REFUSALS.locked);
    if (body.support_document?.[0])
      await storeDocument(ctx.db, ctx.services.storage, current.id, viewer.id, body.support_document[0]);
    else if (body.support_document && body.support_document.length === 0) {
      await deleteTicketDocument(ctx.db, current.id);
    }
    if (!columns.is_sale) await dropOpenOffers(ctx.db, current.id);
    return ticketView(ctx.db, current.id, ctx.services.config.publicApiBase, viewer);
  },

  async moveToSell(ctx) {
    const viewer = viewerOf(ctx);
    const current = await ownTicket(ctx.db, viewer, ctx.body.product_id);
    if (!(await moveTicketToSale(ctx.db, current.id, toCents(ctx.body.cost))))
      throw conflict(TICKET_REFUSALS.notOwned);
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
    if (!(await deleteTicket(ctx.db, current.id))) throw conflict(TICKET_REFUSALS.locked);
    await dropOpenOffers(ctx.db, current.id);
    return { ok: true as const };
  },
} satisfies HandlerGroup;
