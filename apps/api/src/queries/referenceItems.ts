import { sql } from 'kysely';
import type { Queryable } from '../db/database.ts';
import { NAME_SCOPES, REFERENCE_TABLES } from './adminQueue.ts';
import { usable } from './referenceLists.ts';

// Reference items as sellers make and edit them (handlers/eventReferences.ts, handlers/referenceItems.ts): the new
// event of the ticket form with its venue, sub-genre, teams and artists, and the event its creator edits.

type ItemKind = 'venue' | 'sub_genre' | 'team' | 'artist';
type Viewer = { id: number; isAdmin: boolean };
/** Who made a new reference item, and its status (INQUEUE, or APPROVED for an admin's). */
type ReferenceMeta = { status: 'APPROVED' | 'INQUEUE'; is_admin_created: boolean; created_by: number };

/** Whether the item of that table exists and the viewer may use it (usable). */
export async function isUsableReference(
  db: Queryable,
  table: 'venues' | 'sub_genres' | 'teams' | 'artists' | 'genres',
  id: number,
  viewer: Viewer,
): Promise<boolean> {
  const row = await sql<{
    id: number;
  }>`SELECT id FROM ${sql.table(table)} WHERE id = ${id} AND ${usable(viewer)}`.execute(db);
  return row.rows.length > 0;
}

/** Whether the sub-genre belongs to the genre and the viewer may use it. */
export async function isUsableSubGenre(
  db: Queryable,
  id: number,
  genreId: number,
  viewer: Viewer,
): Promise<boolean> {
  const row = await sql<{
    id: number;
  }>`SELECT id FROM sub_genres WHERE id = ${id} AND genre_id = ${genreId} AND ${usable(viewer)}`.execute(db);
  return row.rows.length > 0;
}

/** The genre's sub-genre of that name (whatever the case) that the viewer may use, if any. */
export async function usableSubGenreNamed(
  db: Queryable,
  genreId: number,
  name: string,
  viewer: Viewer,
): Promise<number | undefined> {
  const existing = await sql<{
    id: number;
  }>`SELECT id FROM sub_genres WHERE genre_id = ${genreId} AND lower(name) = lower(${name}) AND ${usable(viewer)}`.execute(
    db,
  );
  return existing.rows[0]?.id;
}

/** Whether the team or artist belongs to the sub-genre. */
export async function isInSubGenre(
  db: Queryable,
  table: 'teams' | 'artists',
  id: number,
  subGenreId: number,
): Promise<boolean> {
  const inSubGenre = await sql<{
    id: number;
  }>`SELECT id FROM ${sql.table(table)} WHERE id = ${id} AND sub_genre_id = ${subGenreId}`.execute(db);
  return inSubGenre.rows.length > 0;
}

/** A new venue of that name; its id. */
export async function insertVenue(db: Queryable, name: string, meta: ReferenceMeta): Promise<number> {
  const row = await db
    .insertInto('venues')
    .values({ name, display_name: name, ...meta })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A new sub-genre of the genre; its id. */
export async function insertSubGenre(
  db: Queryable,
  genreId: number,
  name: string,
  meta: ReferenceMeta,
): Promise<number> {
  const row = await db
    .insertInto('sub_genres')
    .values({ genre_id: genreId, name, display_name: name, ...meta })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A new team or artist of the sub-genre; its id. */
export async function insertPerson(
  db: Queryable,
  table: 'teams' | 'artists',
  subGenreId: number,
  name: string,
  meta: ReferenceMeta,
): Promise<number> {
  const row = await db
    .insertInto(table)
    .values({ sub_genre_id: subGenreId, name, display_name: name, ...meta })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The events row's fields of the ticket form (handlers/eventReferences.ts eventColumns). */
export type EventFields = {
  name: string;
  event_date: Date;
  venue_id: number;
  genre_id: number | null;
  sub_genre_id: number | null;
  significance: string | null;
  /** JSON text. */
  additional_significance: string;
};

/** A new event; its id. */
export async function insertEvent(db: Queryable, values: EventFields & ReferenceMeta): Promise<number> {
  const event = await db.insertInto('events').values(values).returning('id').executeTakeFirstOrThrow();
  return event.id;
}

/** Links the event to its teams and artists. */
export async function linkEventPeople(
  db: Queryable,
  eventId: number,
  teamIds: readonly number[],
  artistIds: readonly number[],
): Promise<void> {
  if (teamIds.length)
    await db
      .insertInto('event_teams')
      .values(teamIds.map((team_id) => ({ event_id: eventId, team_id })))
      .execute();
  if (artistIds.length)
    await db
      .insertInto('event_artists')
      .values(artistIds.map((artist_id) => ({ event_id: eventId, artist_id })))
      .execute();
}

/** The event's creator and whether an admin made it, the row locked for the edit; undefined when there is no such event. */
export async function lockEventCreator(
  db: Queryable,
  eventId: number,
): Promise<{ created_by: number | null; is_admin_created: boolean } | undefined> {
  const row = await sql<{ created_by: number | null; is_admin_created: boolean }>`
    SELECT created_by, is_admin_created FROM events WHERE id = ${eventId} FOR UPDATE`.execute(db);
  return row.rows[0];
}

/** Writes the event's fields, then unlinks its teams and artists (linkEventPeople links the new ones). */
export async function updateEventFields(db: Queryable, eventId: number, columns: EventFields): Promise<void> {
  await sql`
      UPDATE events SET name = ${columns.name}, event_date = ${columns.event_date}, venue_id = ${columns.venue_id}, genre_id = ${columns.genre_id},
             sub_genre_id = ${columns.sub_genre_id}, significance = ${columns.significance},
             additional_significance = ${columns.additional_significance}::jsonb
       WHERE id = ${eventId}`.execute(db);
  await db.deleteFrom('event_teams').where('event_id', '=', eventId).execute();
  await db.deleteFrom('event_artists').where('event_id', '=', eventId).execute();
}

export type ReferenceItemRow = {
  id: number;
  name: string;
  status: string;
  is_admin_created: boolean;
  created_by: number | null;
  scope: number | null;
};

/** The venue, sub-genre, team or artist, locked for a rename, with the scope its name is unique in (NAME_SCOPES). */
export async function lockReferenceItem(
  db: Queryable,
  kind: ItemKind,
  id: number,
): Promise<ReferenceItemRow | undefined> {
  const table = sql.table(REFERENCE_TABLES[kind]);
  const scopeColumn = NAME_SCOPES[kind];
  const scope = scopeColumn === null ? sql`NULL::int` : sql.ref(scopeColumn);
  return (
    await sql<ReferenceItemRow>`SELECT id, name, status, is_admin_created, created_by, ${scope} AS scope FROM ${table} WHERE id = ${id} FOR UPDATE`.execute(
      db,
    )
  ).rows[0];
}

/** Whether another item of the kind in the item's scope has the name (case-insensitively). */
export async function referenceNameTaken(
  db: Queryable,
  kind: ItemKind,
  item: { id: number; scope: number | null },
  name: string,
): Promise<boolean> {
  const table = sql.table(REFERENCE_TABLES[kind]);
  const scopeColumn = NAME_SCOPES[kind];
  const sameScope = scopeColumn === null ? sql`true` : sql`${sql.ref(scopeColumn)} = ${item.scope}`;
  const taken = await sql<{ id: number }>`
    SELECT id FROM ${table} WHERE id <> ${item.id} AND lower(name) = lower(${name}) AND ${sameScope} LIMIT 1`.execute(
    db,
  );
  return taken.rows.length > 0;
}

/** Renames the item (its name and display name). */
export async function renameReferenceItem(
  db: Queryable,
  kind: ItemKind,
  id: number,
  name: string,
): Promise<void> {
  await sql`UPDATE ${sql.table(REFERENCE_TABLES[kind])} SET name = ${name}, display_name = ${name} WHERE id = ${id}`.execute(
    db,
  );
}

/** The names of those teams or artists. */
export async function personNames(
  db: Queryable,
  kind: 'team' | 'artist',
  ids: readonly number[],
): Promise<{ id: number; name: string }[]> {
  return (
    await sql<{
      id: number;
      name: string;
    }>`SELECT id, name FROM ${sql.table(REFERENCE_TABLES[kind])} WHERE id IN (${sql.join(ids)})`.execute(db)
  ).rows;
}
