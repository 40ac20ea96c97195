import type { Ticket } from '@momento/contract';
import type { MockContext } from '../http.ts';
import { amount, contains } from './shared.ts';

/** The search filters of /tickets, as the products operations read them. */
export type TicketQuery = MockContext<'products'>['query'];

/** Whether a ticket passes the /tickets filters (the ticket's openness is the caller's to check). */
export function ticketMatchesQuery(ticket: Ticket, query: Partial<TicketQuery>): boolean {
  return (
    (!query.q || contains(ticket.listing_name, query.q) || contains(ticket.event_name, query.q)) &&
    (!query.date || ticket.date.slice(0, 10) === String(query.date).slice(0, 10)) &&
    (!query.sub_genre || ticket.subgenre?.sub_genre_id === query.sub_genre) &&
    (!query.event || ticket.event.event_id === query.event) &&
    (!query.venue || ticket.event.venue.venue_id === query.venue) &&
    (!query.team || ticket.event.teams.some((team) => team.team_id === query.team)) &&
    (!query.artist || ticket.event.artists.some((artist) => artist.artist_id === query.artist)) &&
    contains(ticket.section, query.section) &&
    contains(ticket.row, query.row) &&
    contains(ticket.seat_no, query.seat) &&
    (query.face_price === undefined || amount(ticket.face_price) <= query.face_price) &&
    (query.price === undefined || (ticket.cost !== null && amount(ticket.cost) <= query.price)) &&
    (!query.seller || ticket.seller.id === query.seller) &&
    (!query.is_featured || ticket.status === 'SELL') &&
    (!query.collection_id || ticket.collection?.collection_id === query.collection_id)
  );
}
