// Arrangements of the mock API for the seller tools' stories and tests: the seeded seller's (Grace's) tickets in
// every inventory status, and her collections (one in a cart).
import type { Event, Ticket, TicketStatus } from '@momento/contract';
import { ticketEventFields } from '#mocks/fixtures.ts';
import {
  buildArtist,
  buildCollection,
  buildEvent,
  buildTicket,
  buildVenue,
  type MockDb,
} from '#mocks/index.ts';

/** One ticket per inventory status, named after it ('Ticket in SELL', ...). */
export const STATUS_TICKETS: readonly { id: number; status: TicketStatus; name: string }[] = (
  ['SELL', 'INACTIVE', 'SOLD', 'OWNED', 'OFFER', 'CART', 'IN_CHECK_OUT', 'IN_ORDER'] as const
).map((status, index) => ({ id: 500 + index, status, name: `Ticket in ${status}` }));

/** Grace's tickets: one in every inventory status (a show-only ticket when OWNED), replacing the seeded ones. */
export function seedMyTickets(db: MockDb): void {
  const tickets: Ticket[] = STATUS_TICKETS.map(({ id, status, name }) =>
    buildTicket({
      product_id: id,
      listing_name: name,
      status,
      ...(status === 'OWNED' ? { isSale: '0' as const, cost: null, sell_details: { cost: null } } : {}),
    }),
  );
  db.tickets = tickets;
}

/** `count` buyers (made-up ids) watch the ticket: My Tickets says '{count} watching'. */
export function addWatchers(db: MockDb, productId: number, count: number): void {
  for (let index = 0; index < count; index += 1) {
    db.watches.push({
      user_id: 7000 + index,
      type: 'TICKET',
      id: productId,
      watched_price: null,
      alert_price: null,
      watched_at: new Date(0).toISOString(),
      name: '',
      detail: '',
    });
  }
}

/** Grace's collections: an active one holding two tickets and one in a buyer's cart. */
export function seedMyCollections(db: MockDb): void {
  seedMyTickets(db);
  db.collections = [
    buildCollection({ id: 41, collection_name: 'Cubs 2016 run', status: 'ACTIVE', ticket_count: 2 }),
    buildCollection({ id: 42, collection_name: 'Signed programs', status: 'CART', ticket_count: 1 }),
  ];
  db.tickets = db.tickets.map((ticket) =>
    ticket.product_id === 500 || ticket.product_id === 503
      ? { ...ticket, collection: { collection_id: 41, collection_name: 'Cubs 2016 run' } }
      : ticket.product_id === 505
        ? { ...ticket, collection: { collection_id: 42, collection_name: 'Signed programs' } }
        : ticket,
  );
}

/** The event Grace created herself (not admin created), with her venue and artist waiting for approval. */
export const OWN_EVENT = {
  eventId: 30,
  productId: 101,
  name: 'Garage gig 1999',
  venue: 'The Garage, Cleveland',
  artist: 'The Garage Band',
  lockedArtist: 'Queen',
  lockedSubGenre: 'Rock',
} as const;

/** Grace (the seeded seller, id 2) made it and it waits for approval. */
const OWN_META = { status: 'INQUEUE' as const, is_admin_created: 0 as const, created_by: 2 };

/** Grace's own event: not admin created, her venue and one artist INQUEUE, the sub-genre and Queen approved. */
export function buildOwnEvent(): Event {
  return buildEvent({
    event_id: OWN_EVENT.eventId,
    name: OWN_EVENT.name,
    event_date: '1999-05-01T00:00:00.000Z',
    significance: null,
    additional_significance: [],
    venue: { venue_id: 30, venue_name: OWN_EVENT.venue, display_name: OWN_EVENT.venue },
    genre: { genre_id: 2, genre_name: 'music', display_name: 'Music' },
    sub_genre: { sub_genre_id: 3, name: 'rock', display_name: OWN_EVENT.lockedSubGenre },
    teams: [],
    artists: [
      { artist_id: 1, artist_name: 'queen', display_name: OWN_EVENT.lockedArtist },
      { artist_id: 30, artist_name: OWN_EVENT.artist, display_name: OWN_EVENT.artist },
    ],
    ...OWN_META,
  });
}

/**
 * Grace's ticket 101 on her own event: the venue and one artist are hers and INQUEUE (she can rename them); the
 * sub-genre and the other artist are approved (read-only).
 */
export function seedOwnEvent(db: MockDb): void {
  db.venues.push(
    buildVenue({
      venue_id: 30,
      venue_name: OWN_EVENT.venue,
      display_name: OWN_EVENT.venue,
      display_order: 30,
      ...OWN_META,
    }),
  );
  db.artists.push(
    buildArtist({
      artist_id: 30,
      artist_name: OWN_EVENT.artist,
      display_name: OWN_EVENT.artist,
      sub_genre: 3,
      ...OWN_META,
    }),
  );
  const event = buildOwnEvent();
  db.events.push(event);
  db.tickets = db.tickets.map((ticket) =>
    ticket.product_id === OWN_EVENT.productId ? { ...ticket, ...ticketEventFields(event) } : ticket,
  );
}
