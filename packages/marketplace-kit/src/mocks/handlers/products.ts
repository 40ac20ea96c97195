import type { Event, Ticket, User } from '@momento/contract';
import {
  EVENT_REFUSALS,
  TICKET_REFUSALS,
  autoAnswerProblem,
  FAIR_PRICE_MIN_COMPARABLES,
  TICKET_LOCKED_STATUSES,
  restingStatus,
} from '@momento/contract';
import type { MockDb } from '../db.ts';
import { buildEvent, buildImage, ticketEventFields } from '../fixtures.ts';
import { fail, paginate, viewerOf, type Implementations, type MockContext } from '../http.ts';
import { listedTickets } from './reference.ts';
import { noteTicketForSale, watchCount } from './follow.ts';
import { ticketMatchesQuery } from './ticketQuery.ts';
import { amount, isoNow, priceToMoney } from './shared.ts';
import { mayOpenTicket, ticketForReader } from './visibility.ts';

type ProductOperations =
  | 'products'
  | 'product'
  | 'fairPrice'
  | 'searchProducts'
  | 'myTickets'
  | 'ticketCreate'
  | 'ticketUpdate'
  | 'moveToSell'
  | 'ticketDeleteImages'
  | 'ticketDelete';

export function ticketOf(db: MockDb, productId: number): Ticket {
  return (
    db.tickets.find((ticket) => ticket.product_id === productId) ??
    fail('NOT_FOUND', TICKET_REFUSALS.notFound)
  );
}

/**
 * A ticket as the public reads show it to `reader`: the seller's automatic answers to offers stay private, and so
 * does an admin's reason for rejecting its event (ticketForReader).
 */
function publicTicket(reader: User | null, { auto_answers: _private, ...ticket }: Ticket): Ticket {
  return ticketForReader(reader, ticket);
}

function ownTicket(
  context: MockContext<'ticketUpdate' | 'moveToSell' | 'ticketDeleteImages' | 'ticketDelete'>,
  productId: number,
) {
  const viewer = viewerOf(context);
  const ticket = ticketOf(context.db, productId);
  // Another seller's ticket answers as a missing one, as on the server.
  if (ticket.seller.id !== viewer.id) fail('NOT_FOUND', TICKET_REFUSALS.notFound);
  return ticket;
}

function filterTickets(context: MockContext<'products' | 'searchProducts'>): Ticket[] {
  return listedTickets(context.db).filter((ticket) => ticketMatchesQuery(ticket, context.query));
}

type TicketBody = MockContext<'ticketCreate'>['body'] | MockContext<'ticketUpdate'>['body'];

function eventFor(db: MockDb, input: TicketBody['event'], userId: number): Event {
  if ('event_id' in input)
    return (
      db.events.find((event) => event.event_id === input.event_id) ??
      fail('NOT_FOUND', TICKET_REFUSALS.eventNotFound)
    );
  const venue =
    typeof input.venue === 'number'
      ? (db.venues.find((item) => item.venue_id === input.venue) ??
        fail('NOT_FOUND', EVENT_REFUSALS.referenceNotFound))
      : { venue_id: db.nextId(), venue_name: input.venue.name.toLowerCase(), display_name: input.venue.name };
  const genre = input.genre ? db.genres.find((item) => item.genre_id === input.genre?.genre_id) : undefined;
  const eventId = db.nextId();
  const event = buildEvent({
    event_id: eventId,
    id: eventId,
    name: input.event_name,
    significance: input.significance ?? null,
    additional_significance: input.additional_significance ?? [],
    event_date: new Date(input.event_date).toISOString(),
    venue: { venue_id: venue.venue_id, venue_name: venue.venue_name, display_name: venue.display_name },
    genre: genre
      ? { genre_id: genre.genre_id, genre_name: genre.genre_name, display_name: genre.display_name }
      : null,
    sub_genre: null,
    teams: [],
    artists: [],
    status: 'INQUEUE',
    is_admin_created: 0,
    created_by: userId,
  });
  db.events.push(event);
  return event;
}

const centsOf = (price: Parameters<typeof priceToMoney>[0]): number | null => {
  const money = priceToMoney(price);
  return money === null ? null : Math.round(amount(money) * 100);
};

/** The form's columns checked in the server's order: type, seat type, collection (own, unlocked), price, automatic answers; then the event. */
function applyTicketBody(db: MockDb, ticket: Ticket, body: TicketBody, userId: number): Ticket {
  const type =
    db.masterData.ticket_types.find((item) => item.id === body.ticket_type) ??
    fail('VALIDATION', TICKET_REFUSALS.ticketType);
  const details = body.ticket_details ?? {};
  const seatType = details.seat_type
    ? (db.masterData.seat_types.find((item) => item.id === details.seat_type) ??
      fail('VALIDATION', TICKET_REFUSALS.seatType))
    : null;
  const collection = details.collection
    ? db.collections.find((item) => item.id === details.collection && item.user_id === userId)
    : undefined;
  if (details.collection && !collection) fail('NOT_FOUND', TICKET_REFUSALS.collectionNotFound);
  if (collection && collection.status !== 'ACTIVE') fail('CONFLICT', TICKET_REFUSALS.collectionLocked);
  const forSale = body.isSale === 1 || body.isSale === '1';
  const cost = forSale ? priceToMoney(body.cost) : null;
  const costCents = forSale ? centsOf(body.cost) : null;
  if (forSale && costCents === null) fail('VALIDATION', TICKET_REFUSALS.price);
  const problem =
    costCents === null
      ? null
      : autoAnswerProblem(costCents, centsOf(body.auto_accept_price), centsOf(body.auto_decline_price));
  if (problem) fail('VALIDATION', problem);
  const event = eventFor(db, body.event, userId);
  const added = (body.images ?? []).map((_, index) =>
    buildImage(db.nextId(), `upload-${ticket.product_id}-${index}`),
  );
  const images = [...ticket.images, ...added];
  return {
    ...ticket,
    listing_name: body.listing_name,
    ...ticketEventFields(event),
    type,
    ticket_type: type.name,
    isSale: forSale ? 1 : '0',
    cost,
    sell_details: { cost },
    status: restingStatus(forSale),
    quality: body.quality,
    section: details.section ?? null,
    row: details.row ?? null,
    seat_no: details.seat ?? null,
    grade: details.grade ?? null,
    description: details.description ?? null,
    face_price: priceToMoney(details.face_price),
    seat_type: seatType,
    collection: collection
      ? { collection_id: collection.id, collection_name: collection.collection_name }
      : null,
    images,
    image: images[0] ? { image_400: images[0].image_400 } : null,
    auto_answers: forSale
      ? {
          accept_price: priceToMoney(body.auto_accept_price),
          decline_price: priceToMoney(body.auto_decline_price),
        }
      : { accept_price: null, decline_price: null },
    support_document: body.support_document?.[0]
      ? {
          doc_id: db.nextId(),
          document_name: body.support_document[0].document_name,
          url: `/api/v1/documents/${ticket.product_id}`,
        }
      : ticket.support_document,
  };
}

export const productImplementations: Pick<Implementations, ProductOperations> = {
  products: (context) =>
    paginate(
      filterTickets(context).map((ticket) => publicTicket(context.viewer, ticket)),
      context,
    ),
  searchProducts: (context) =>
    paginate(
      filterTickets(context).map((ticket) => publicTicket(context.viewer, ticket)),
      context,
    ),
  product({ db, query, viewer }) {
    const ticket = ticketOf(db, query.product_id);
    // A ticket an admin hid, or whose seller an admin deactivated, answers as a missing one (but to its
    // seller and the admins).
    if (!mayOpenTicket(db, viewer, ticket)) fail('NOT_FOUND', TICKET_REFUSALS.notFound);
    return publicTicket(viewer, ticket);
  },
  fairPrice({ db, query }) {
    // As the server: the event's tickets on sale (the same section when enough share it), the priced one left out.
    const onSale = db.tickets.filter(
      (ticket) =>
        ticket.event.event_id === query.event_id &&
        ticket.status === 'SELL' &&
        ticket.cost !== null &&
        ticket.product_id !== query.product_id,
    );
    const wanted = query.section?.trim().toLowerCase();
    const sameSection = wanted ? onSale.filter((ticket) => ticket.section?.toLowerCase() === wanted) : [];
    const bySection = sameSection.length >= FAIR_PRICE_MIN_COMPARABLES;
    const prices = (bySection ? sameSection : onSale)
      .map((ticket) => amount(ticket.cost))
      .sort((a, b) => a - b);
    const middle = Math.floor(prices.length / 2);
    const median =
      prices.length === 0
        ? null
        : prices.length % 2
          ? prices[middle]!
          : (prices[middle - 1]! + prices[middle]!) / 2;
    return {
      comparables: prices.length,
      median: median === null ? null : priceToMoney(median),
      by_section: bySection,
    };
  },
  myTickets(context) {
    const viewer = viewerOf(context);
    const { db, query } = context;
    const own = db.tickets.filter(
      (ticket) =>
        ticket.seller.id === viewer.id &&
        (!query.collection_id || ticket.collection?.collection_id === query.collection_id) &&
        (!query.product_id || ticket.product_id === query.product_id),
    );
    // The seller's own reads say how many buyers watch each ticket (never who).
    return paginate(
      own.map((ticket) => ({ ...ticket, watch_count: watchCount(db, ticket.product_id) })),
      context,
    );
  },
  ticketCreate(context) {
    const viewer = viewerOf(context);
    const { db, body } = context;
    const productId = db.nextId();
    const blank: Ticket = {
      ...(db.tickets[0] ?? ({} as Ticket)),
      product_id: productId,
      images: [],
      seller: { id: viewer.id, name: viewer.name, is_admin: viewer.is_admin },
      video_link: null,
      support_document: null,
      created_at: isoNow(db),
    };
    const ticket = applyTicketBody(db, blank, body, viewer.id);
    db.tickets.unshift(ticket);
    noteTicketForSale(db, ticket);
    return ticket;
  },
  ticketUpdate(context) {
    const { db, body } = context;
    const ticket = ownTicket(context, body.product_id);
    if ((TICKET_LOCKED_STATUSES as readonly string[]).includes(ticket.status))
      fail('CONFLICT', TICKET_REFUSALS.locked);
    const removed = new Set(body.removed_images ?? []);
    const kept = { ...ticket, images: ticket.images.filter((image) => !removed.has(image.image_id)) };
    const updated = applyTicketBody(db, kept, body, ticket.seller.id);
    if (updated.images.length === 0) fail('CONFLICT', TICKET_REFUSALS.lastImage);
    db.tickets = db.tickets.map((item) => (item.product_id === ticket.product_id ? updated : item));
    // Put on sale, or repriced: a new match for the saved searches it matches.
    if (amount(updated.cost) !== amount(ticket.cost) || updated.status !== ticket.status)
      noteTicketForSale(db, updated);
    return updated;
  },
  moveToSell(context) {
    const { db, body } = context;
    const ticket = ownTicket(context, body.product_id);
    if (ticket.status !== 'OWNED') fail('CONFLICT', TICKET_REFUSALS.notOwned);
    const cost = priceToMoney(body.cost);
    const updated: Ticket = { ...ticket, cost, sell_details: { cost }, isSale: 1, status: 'SELL' };
    db.tickets = db.tickets.map((item) => (item.product_id === ticket.product_id ? updated : item));
    noteTicketForSale(db, updated);
    return updated;
  },
  ticketDeleteImages(context) {
    const { db, body } = context;
    const ticket = ownTicket(context, body.product_id);
    if ((TICKET_LOCKED_STATUSES as readonly string[]).includes(ticket.status))
      fail('CONFLICT', TICKET_REFUSALS.locked);
    const images = ticket.images.filter((image) => !body.images.includes(image.image_id));
    if (images.length === 0) fail('CONFLICT', TICKET_REFUSALS.lastImage);
    const updated: Ticket = {
      ...ticket,
      images,
      image: images[0] ? { image_400: images[0].image_400 } : null,
    };
    db.tickets = db.tickets.map((item) => (item.product_id === ticket.product_id ? updated : item));
    return updated;
  },
  ticketDelete(context) {
    const { db, body } = context;
    const ticket = ownTicket(context, body.product_id);
    if ((TICKET_LOCKED_STATUSES as readonly string[]).includes(ticket.status))
      fail('CONFLICT', TICKET_REFUSALS.locked);
    db.tickets = db.tickets.filter((item) => item.product_id !== ticket.product_id);
    return { ok: true };
  },
};
