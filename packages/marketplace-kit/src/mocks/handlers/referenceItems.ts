import { EVENT_REFUSALS, REFERENCE_REFUSALS } from '@momento/contract';
import type { Artist, Event, SubGenre, Team, Venue } from '@momento/contract';
import type { MockDb } from '../db.ts';
import { ticketEventFields } from '../fixtures.ts';
import { fail, viewerOf, type Implementations } from '../http.ts';

type Rename = NonNullable<Parameters<Implementations['eventUpdate']>[0]['body']['renames']>[number];
type Item = Venue | SubGenre | Team | Artist;

function itemOf(db: MockDb, kind: Rename['kind'], id: number): Item | undefined {
  if (kind === 'venue') return db.venues.find((item) => item.venue_id === id);
  if (kind === 'sub_genre') return db.subGenres.find((item) => item.sub_genre_id === id);
  if (kind === 'team') return db.teams.find((item) => item.team_id === id);
  return db.artists.find((item) => item.artist_id === id);
}

/** As the server: only the creator's own items still waiting for approval take a new name. */
function rename(db: MockDb, userId: number, entry: Rename): void {
  const item =
    itemOf(db, entry.kind, entry.id) ?? fail('NOT_FOUND', REFERENCE_REFUSALS.notOnEvent(entry.kind));
  if (item.created_by !== userId) fail('FORBIDDEN', REFERENCE_REFUSALS.itemNotCreator(entry.kind));
  if (item.is_admin_created === 1) fail('FORBIDDEN', REFERENCE_REFUSALS.itemAdminCreated(entry.kind));
  if (item.status !== 'INQUEUE') fail('CONFLICT', REFERENCE_REFUSALS.itemLocked(entry.kind));
  const name = entry.name.trim();
  if ('venue_id' in item) Object.assign(item, { venue_name: name, display_name: name });
  else if ('sub_genre_id' in item) Object.assign(item, { name, display_name: name });
  else if ('team_id' in item) Object.assign(item, { team_name: name, display_name: name });
  else Object.assign(item, { artist_name: name, display_name: name });
}

export const referenceItemImplementations: Pick<Implementations, 'eventUpdate'> = {
  eventUpdate(context) {
    const viewer = viewerOf(context);
    const { db, body } = context;
    const current =
      db.events.find((event) => event.event_id === body.event_id) ??
      fail('NOT_FOUND', REFERENCE_REFUSALS.eventNotFound);
    if (current.created_by !== viewer.id) fail('FORBIDDEN', REFERENCE_REFUSALS.eventNotCreator);
    if (current.is_admin_created === 1) fail('FORBIDDEN', REFERENCE_REFUSALS.eventAdminCreated);
    for (const entry of body.renames ?? []) rename(db, viewer.id, entry);
    const venue =
      typeof body.venue === 'number'
        ? (db.venues.find((item) => item.venue_id === body.venue) ??
          fail('NOT_FOUND', EVENT_REFUSALS.referenceNotFound))
        : { venue_id: db.nextId(), venue_name: body.venue.name, display_name: body.venue.name };
    const genre = body.genre ? db.genres.find((item) => item.genre_id === body.genre?.genre_id) : undefined;
    const subGenre =
      typeof body.genre?.sub_genre === 'number'
        ? db.subGenres.find((item) => item.sub_genre_id === body.genre?.sub_genre)
        : undefined;
    const ids = (refs: readonly (number | { name: string })[] | undefined) =>
      (refs ?? []).filter((ref): ref is number => typeof ref === 'number');
    const event: Event = {
      ...current,
      name: body.event_name,
      event_date: new Date(body.event_date).toISOString(),
      significance: body.significance ?? null,
      additional_significance: body.additional_significance ?? [],
      venue: { venue_id: venue.venue_id, venue_name: venue.venue_name, display_name: venue.display_name },
      genre: genre
        ? { genre_id: genre.genre_id, genre_name: genre.genre_name, display_name: genre.display_name }
        : null,
      sub_genre: subGenre
        ? { sub_genre_id: subGenre.sub_genre_id, name: subGenre.name, display_name: subGenre.display_name }
        : null,
      teams: db.teams
        .filter((team) => ids(body.genre?.teams).includes(team.team_id))
        .map(({ team_id, team_name, display_name }) => ({ team_id, team_name, display_name })),
      artists: db.artists
        .filter((artist) => ids(body.genre?.artists).includes(artist.artist_id))
        .map(({ artist_id, artist_name, display_name }) => ({ artist_id, artist_name, display_name })),
    };
    db.events = db.events.map((item) => (item.event_id === event.event_id ? event : item));
    db.tickets = db.tickets.map((ticket) =>
      ticket.event.event_id === event.event_id ? { ...ticket, ...ticketEventFields(event) } : ticket,
    );
    return event;
  },
};
