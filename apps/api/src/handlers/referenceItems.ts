import { REFERENCE_REFUSALS, type Event } from '@momento/contract';
import { sql } from 'kysely';
import type { Queryable } from '../db/database.ts';
import {
  assertUniquePeople,
  eventColumns,
  eventReferences,
  linkPeople,
  type EventReferences,
} from './eventReferences.ts';
import { viewerOf, type BodyOf, type HandlerGroup, type Viewer } from '../context.ts';
import { conflict, forbidden, notFound } from '../errors.ts';
import { loadEvents } from '../queries/tickets.ts';

// Reference-item editing (ours; who may edit what: docs/rules/permissions.md): an event by its creator when not admin created; its venue,
// sub-genre, teams and artists by their creator while INQUEUE and not admin created. The server decides, whatever
// the browser shows.

type Kind = NonNullable<BodyOf<'eventUpdate'>['renames']>[number]['kind'];

const TABLES = { venue: 'venues', sub_genre: 'sub_genres', team: 'teams', artist: 'artists' } as const;

type ItemRow = {
  id: number;
  name: string;
  status: string;
  is_admin_created: boolean;
  created_by: number | null;
  scope: number | null;
};

async function ownEvent(db: Queryable, viewer: Viewer, eventId: number): Promise<void> {
  const row = await sql<{ created_by: number | null; is_admin_created: boolean }>`
    SELECT created_by, is_admin_created FROM events WHERE id = ${eventId} FOR UPDATE`.execute(db);
  const event = row.rows[0];
  if (!event) throw notFound(REFERENCE_REFUSALS.eventNotFound);
  if (event.created_by !== viewer.id) throw forbidden(REFERENCE_REFUSALS.eventNotCreator);
  if (event.is_admin_created) throw forbidden(REFERENCE_REFUSALS.eventAdminCreated);
}

function isOnEvent(kind: Kind, id: number, refs: EventReferences): boolean {
  if (kind === 'venue') return refs.venueId === id;
  if (kind === 'sub_genre') return refs.subGenreId === id;
  return (kind === 'team' ? refs.teamIds : refs.artistIds).includes(id);
}

/** The scope a name must be unique in: every venue, a genre's sub-genres, a sub-genre's teams or artists. */
const SCOPES = { venue: null, sub_genre: 'genre_id', team: 'sub_genre_id', artist: 'sub_genre_id' } as const;

async function rename(db: Queryable, viewer: Viewer, kind: Kind, id: number, name: string): Promise<void> {
  const table = sql.table(TABLES[kind]);
  const scopeColumn = SCOPES[kind];
  const scope = scopeColumn === null ? sql`NULL::int` : sql.ref(scopeColumn);
  const item = (
    await sql<ItemRow>`SELECT id, name, status, is_admin_created, created_by, ${scope} AS scope FROM ${table} WHERE id = ${id} FOR UPDATE`.execute(
      db,
    )
  ).rows[0];
  if (!item) throw notFound(REFERENCE_REFUSALS.notOnEvent(kind));
  if (item.created_by !== viewer.id) throw forbidden(REFERENCE_REFUSALS.itemNotCreator(kind));
  if (item.is_admin_created) throw forbidden(REFERENCE_REFUSALS.itemAdminCreated(kind));
  if (item.status !== 'INQUEUE') throw conflict(REFERENCE_REFUSALS.itemLocked(kind));
  const sameScope = scopeColumn === null ? sql`true` : sql`${sql.ref(scopeColumn)} = ${item.scope}`;
  const taken = await sql<{ id: number }>`
    SELECT id FROM ${table} WHERE id <> ${id} AND lower(name) = lower(${name}) AND ${sameScope} LIMIT 1`.execute(
    db,
  );
  if (taken.rows.length) throw conflict(REFERENCE_REFUSALS.nameTaken(kind, name));
  await sql`UPDATE ${table} SET name = ${name}, display_name = ${name} WHERE id = ${id}`.execute(db);
}

/** With the new names, the event's teams (and its artists) still differ by name, as a new event's must. */
async function assertUniqueAfterRenames(
  db: Queryable,
  refs: EventReferences,
  renames: NonNullable<BodyOf<'eventUpdate'>['renames']>,
): Promise<void> {
  const renamed = new Map(renames.map((entry) => [`${entry.kind}:${entry.id}`, entry.name]));
  const namesOf = async (kind: 'team' | 'artist', ids: number[]) =>
    ids.length === 0
      ? []
      : (
          await sql<{
            id: number;
            name: string;
          }>`SELECT id, name FROM ${sql.table(TABLES[kind])} WHERE id IN (${sql.join(ids)})`.execute(db)
        ).rows.map((row) => ({
          name: renamed.get(`${kind}:${row.id}`) ?? row.name,
        }));
  assertUniquePeople([await namesOf('team', refs.teamIds), await namesOf('artist', refs.artistIds)]);
}

export const referenceItemHandlers = {
  async eventUpdate(ctx) {
    const viewer = viewerOf(ctx);
    const { event_id: eventId, renames = [], ...input } = ctx.body;
    await ownEvent(ctx.db, viewer, eventId);
    const refs = await eventReferences(ctx.db, input, viewer);
    for (const entry of renames) {
      if (!isOnEvent(entry.kind, entry.id, refs)) throw notFound(REFERENCE_REFUSALS.notOnEvent(entry.kind));
    }
    await assertUniqueAfterRenames(ctx.db, refs, renames);
    for (const entry of renames) await rename(ctx.db, viewer, entry.kind, entry.id, entry.name);
    const columns = eventColumns(input, refs);
    await sql`
      UPDATE events SET name = ${columns.name}, event_date = ${columns.event_date}, venue_id = ${columns.venue_id}, genre_id = ${columns.genre_id},
             sub_genre_id = ${columns.sub_genre_id}, significance = ${columns.significance},
             additional_significance = ${columns.additional_significance}::jsonb
       WHERE id = ${eventId}`.execute(ctx.db);
    await ctx.db.deleteFrom('event_teams').where('event_id', '=', eventId).execute();
    await ctx.db.deleteFrom('event_artists').where('event_id', '=', eventId).execute();
    await linkPeople(ctx.db, eventId, refs);
    const event = (await loadEvents(ctx.db, [eventId])).get(eventId);
    if (!event) throw notFound(REFERENCE_REFUSALS.eventNotFound);
    return event satisfies Event;
  },
} satisfies HandlerGroup;
