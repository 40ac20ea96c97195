import { shownToReader, type Event, type Ticket } from '@momento/contract';
import type { MockDb } from '../db.ts';
import { fail, paginate, type Implementations } from '../http.ts';
import { contains, statusMatches } from './shared.ts';
import { ticketIsOpen } from './visibility.ts';

type ReferenceOperations =
  | 'popularSearches'
  | 'popularEvents'
  | 'popularTeams'
  | 'genres'
  | 'subGenres'
  | 'adminSubGenres'
  | 'venues'
  | 'teams'
  | 'artists'
  | 'events'
  | 'metaContents'
  | 'agreementContent'
  | 'masterPaymentData'
  | 'masterData';

/** Tickets a visitor can see in lists: not the seller-inactive or sold ones, nor those not open (ticketIsOpen). */
export function listedTickets(db: MockDb): Ticket[] {
  return db.tickets.filter(
    (ticket) => ticket.status !== 'INACTIVE' && ticket.status !== 'SOLD' && ticketIsOpen(db, ticket),
  );
}

function eventHasTickets(db: MockDb, event: Event): boolean {
  return listedTickets(db).some((ticket) => ticket.event.event_id === event.event_id);
}

export const referenceImplementations: Pick<Implementations, ReferenceOperations> = {
  popularSearches: ({ db }) => ({ items: db.popularSearches }),
  popularEvents: ({ db }) => ({
    items: db.events
      .filter((event) => eventHasTickets(db, event))
      .map((event) => ({
        event_id: event.event_id,
        name: event.name,
        event_date: event.event_date,
        venue: { display_name: event.venue.display_name },
      })),
  }),
  popularTeams: ({ db }) => ({
    items: [
      ...db.teams
        .filter((team) => team.status === 'APPROVED')
        .map((team) => ({ id: team.team_id, display_name: team.display_name, is_team: 1 as const })),
      ...db.artists
        .filter((artist) => artist.status === 'APPROVED')
        .map((artist) => ({ id: artist.artist_id, display_name: artist.display_name, is_team: 0 as const })),
    ],
  }),
  genres: ({ db }) => ({ items: [...db.genres].sort((a, b) => a.display_order - b.display_order) }),
  subGenres: ({ db, query, viewer }) => ({
    items: db.subGenres
      .filter(
        (item) => statusMatches(item.status, query.status) && (!query.genre || item.genre === query.genre),
      )
      .map((item) => shownToReader(viewer, item)),
  }),
  adminSubGenres: ({ db, query, viewer }) => ({
    items: db.subGenres
      .filter(
        (item) =>
          (viewer?.is_admin === 1 || item.status === 'APPROVED' || item.created_by === viewer?.id) &&
          (!query.status || statusMatches(item.status, query.status)) &&
          (!query.genre || item.genre === query.genre),
      )
      .map((item) => shownToReader(viewer, item)),
  }),
  venues: ({ db, query, viewer }) => ({
    items: db.venues
      .filter(
        (venue) => statusMatches(venue.status, query.status) && contains(venue.display_name, query.name),
      )
      .sort((a, b) => a.display_order - b.display_order)
      .map((venue) => shownToReader(viewer, venue)),
  }),
  teams: ({ db, query, viewer }) => ({
    items: db.teams
      .filter((team) => {
        const subGenre = db.subGenres.find((item) => item.sub_genre_id === team.sub_genre);
        return (
          statusMatches(team.status, query.status) &&
          contains(team.display_name, query.name) &&
          (!query.sub_genre || team.sub_genre === query.sub_genre) &&
          (!query.genre || subGenre?.genre === query.genre)
        );
      })
      .map((team) => shownToReader(viewer, team)),
  }),
  artists: ({ db, query, viewer }) => ({
    items: db.artists
      .filter((artist) => {
        const subGenre = db.subGenres.find((item) => item.sub_genre_id === artist.sub_genre);
        return (
          statusMatches(artist.status, query.status) &&
          contains(artist.display_name, query.name) &&
          (!query.sub_genre || artist.sub_genre === query.sub_genre) &&
          (!query.genre || subGenre?.genre === query.genre)
        );
      })
      .map((artist) => shownToReader(viewer, artist)),
  }),
  events(context) {
    const { db, query } = context;
    const events = db.events.filter(
      (event) =>
        statusMatches(event.status, query.status) &&
        (!query.event_id || event.event_id === query.event_id) &&
        (!query.has_tickets || eventHasTickets(db, event)) &&
        (!query.genre || event.genre?.genre_id === query.genre) &&
        (!query.venue || event.venue.venue_id === query.venue) &&
        (!query.team || event.teams.some((team) => team.team_id === query.team)) &&
        (!query.artist || event.artists.some((artist) => artist.artist_id === query.artist)) &&
        contains(event.name, query.name),
    );
    // Why an admin rejected an event is for its creator and the admins only.
    return paginate(
      events.map((event) => shownToReader(context.viewer, event)),
      context,
    );
  },
  metaContents: ({ db, query }) => ({
    items: db.metaContents.filter((page) => !query.page_name || page.page_name === query.page_name),
  }),
  agreementContent: ({ db }) => db.agreement,
  masterPaymentData: ({ db }) => db.paymentConfig,
  masterData: ({ db }) => db.masterData ?? fail('NOT_FOUND'),
};
