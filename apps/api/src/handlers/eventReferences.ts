import { EVENT_REFUSALS } from '@momento/contract';
import type { BodyOf, Viewer } from '../context.ts';
import type { Queryable } from '../db/database.ts';
import { badRequest, notFound } from '../errors.ts';
import {
  insertEvent,
  insertPerson,
  insertSubGenre,
  insertVenue,
  isInSubGenre,
  isUsableReference,
  isUsableSubGenre,
  linkEventPeople,
  usableSubGenreNamed,
  type EventFields,
} from '../queries/referenceItems.ts';

// The ticket form's new event (its "Or" plus button) and the event editing of its creator share these rules: which
// reference items a seller may use, how new ones are made, and the new event's checks (docs/rules/validation.md).

/** The new-event fields: a new event of the ticket form, or an event its creator edits. */
export type EventInput = Omit<BodyOf<'eventUpdate'>, 'event_id' | 'renames'>;
type RefOrNew = number | { name: string };

async function usableId(
  db: Queryable,
  table: 'venues' | 'sub_genres' | 'teams' | 'artists' | 'genres',
  id: number,
  viewer: Viewer,
): Promise<number> {
  if (!(await isUsableReference(db, table, id, viewer))) throw notFound(EVENT_REFUSALS.referenceNotFound);
  return id;
}

/** New reference items wait in INQUEUE for an admin; an admin's are approved at once. */
function referenceMeta(viewer: Viewer) {
  return {
    status: viewer.isAdmin ? ('APPROVED' as const) : ('INQUEUE' as const),
    is_admin_created: viewer.isAdmin,
    created_by: viewer.id,
  };
}

async function venueOf(db: Queryable, ref: RefOrNew, viewer: Viewer): Promise<number> {
  if (typeof ref === 'number') return usableId(db, 'venues', ref, viewer);
  return insertVenue(db, ref.name, referenceMeta(viewer));
}

async function subGenreOf(db: Queryable, ref: RefOrNew, genreId: number, viewer: Viewer): Promise<number> {
  if (typeof ref === 'number') {
    if (!(await isUsableSubGenre(db, ref, genreId, viewer))) throw notFound(EVENT_REFUSALS.referenceNotFound);
    return ref;
  }
  const existing = await usableSubGenreNamed(db, genreId, ref.name, viewer);
  if (existing !== undefined) return existing;
  return insertSubGenre(db, genreId, ref.name, referenceMeta(viewer));
}

async function peopleOf(
  db: Queryable,
  table: 'teams' | 'artists',
  refs: RefOrNew[],
  subGenreId: number,
  viewer: Viewer,
): Promise<number[]> {
  const ids: number[] = [];
  for (const ref of refs) {
    if (typeof ref === 'number') {
      // A sub-genre restricts the teams and artists, as the form's lists do.
      const id = await usableId(db, table, ref, viewer);
      if (!(await isInSubGenre(db, table, id, subGenreId))) throw badRequest(EVENT_REFUSALS.outsideSubGenre);
      ids.push(id);
    } else {
      ids.push(await insertPerson(db, table, subGenreId, ref.name, referenceMeta(viewer)));
    }
  }
  return [...new Set(ids)];
}

const refKey = (ref: RefOrNew) =>
  typeof ref === 'number' ? `#${ref}` : `n:${ref.name.trim().toLowerCase()}`;

/** A team or an artist given twice (by id, or by name whatever the case) in one list refuses the event. */
export function assertUniquePeople(lists: ReadonlyArray<readonly RefOrNew[]>): void {
  for (const list of lists) {
    if (new Set(list.map(refKey)).size !== list.length) throw badRequest(EVENT_REFUSALS.duplicates);
  }
}

export type EventReferences = {
  venueId: number;
  genreId: number | null;
  subGenreId: number | null;
  teamIds: number[];
  artistIds: number[];
};

/**
 * The venue, genre, sub-genre, teams and artists of an event as the form gives them: existing items the viewer may
 * use, or new ones (INQUEUE) by name; a sub-genre belongs to the genre, teams and artists need a sub-genre.
 */
export async function eventReferences(
  db: Queryable,
  input: EventInput,
  viewer: Viewer,
): Promise<EventReferences> {
  const genre = input.genre;
  const teams = genre?.teams ?? [];
  const artists = genre?.artists ?? [];
  assertUniquePeople([teams, artists]);
  if ((teams.length || artists.length) && !genre?.sub_genre) throw badRequest(EVENT_REFUSALS.needSubGenre);
  const venueId = await venueOf(db, input.venue, viewer);
  let genreId: number | null = null;
  let subGenreId: number | null = null;
  if (genre) {
    genreId = await usableId(db, 'genres', genre.genre_id, viewer);
    if (genre.sub_genre !== undefined) subGenreId = await subGenreOf(db, genre.sub_genre, genreId, viewer);
  }
  const teamIds = subGenreId === null ? [] : await peopleOf(db, 'teams', teams, subGenreId, viewer);
  const artistIds = subGenreId === null ? [] : await peopleOf(db, 'artists', artists, subGenreId, viewer);
  return { venueId, genreId, subGenreId, teamIds, artistIds };
}

/** The events row of the form's fields (a date alone is midnight UTC). */
export function eventColumns(input: EventInput, refs: EventReferences): EventFields {
  return {
    name: input.event_name,
    event_date: new Date(
      input.event_date.length === 10 ? `${input.event_date}T00:00:00.000Z` : input.event_date,
    ),
    venue_id: refs.venueId,
    genre_id: refs.genreId,
    sub_genre_id: refs.subGenreId,
    significance: input.significance || null,
    additional_significance: JSON.stringify(input.additional_significance ?? []),
  };
}

/** Links an event to its teams and artists. */
export async function linkPeople(db: Queryable, eventId: number, refs: EventReferences): Promise<void> {
  await linkEventPeople(db, eventId, refs.teamIds, refs.artistIds);
}

/** A new event from the ticket form: INQUEUE (approved at once for an admin) with its new items. */
export async function createEvent(db: Queryable, input: EventInput, viewer: Viewer): Promise<number> {
  const refs = await eventReferences(db, input, viewer);
  const eventId = await insertEvent(db, { ...eventColumns(input, refs), ...referenceMeta(viewer) });
  await linkPeople(db, eventId, refs);
  return eventId;
}
