import { REFERENCE_REFUSALS, type Event } from '@momento/contract';
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
import {
  lockEventCreator,
  lockReferenceItem,
  personNames,
  referenceNameTaken,
  renameReferenceItem,
  updateEventFields,
} from '../queries/referenceItems.ts';

// Reference-item editing (ours; who may edit what: docs/rules/permissions.md): an event by its creator when not admin created; its venue,
// sub-genre, teams and artists by their creator while INQUEUE and not admin created. The server decides, whatever
// the browser shows.

type Kind = NonNullable<BodyOf<'eventUpdate'>['renames']>[number]['kind'];

async function ownEvent(db: Queryable, viewer: Viewer, eventId: number): Promise<void> {
  const event = await lockEventCreator(db, eventId);
  if (!event) throw notFound(REFERENCE_REFUSALS.eventNotFound);
  if (event.created_by !== viewer.id) throw forbidden(REFERENCE_REFUSALS.eventNotCreator);
  if (event.is_admin_created) throw forbidden(REFERENCE_REFUSALS.eventAdminCreated);
}

function isOnEvent(kind: Kind, id: number, refs: EventReferences): boolean {
  if (kind === 'venue') return refs.venueId === id;
  if (kind === 'sub_genre') return refs.subGenreId === id;
  return (kind === 'team' ? refs.teamIds : refs.artistIds).includes(id);
}

async function rename(db: Queryable, viewer: Viewer, kind: Kind, id: number, name: string): Promise<void> {
  // Names are unique in a scope: every venue, a genre's sub-genres, a sub-genre's teams or artists.
  const item = await lockReferenceItem(db, kind, id);
  if (!item) throw notFound(REFERENCE_REFUSALS.notOnEvent(kind));
  if (item.created_by !== viewer.id) throw forbidden(REFERENCE_REFUSALS.itemNotCreator(kind));
  if (item.is_admin_created) throw forbidden(REFERENCE_REFUSALS.itemAdminCreated(kind));
  if (item.status !== 'INQUEUE') throw conflict(REFERENCE_REFUSALS.itemLocked(kind));
  if (await referenceNameTaken(db, kind, { id, scope: item.scope }, name))
    throw conflict(REFERENCE_REFUSALS.nameTaken(kind, name));
  await renameReferenceItem(db, kind, id, name);
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
      : (await personNames(db, kind, ids)).map((row) => ({
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
    await updateEventFields(ctx.db, eventId, columns);
    await linkPeople(ctx.db, eventId, refs);
    const event = (await loadEvents(ctx.db, [eventId])).get(eventId);
    if (!event) throw notFound(REFERENCE_REFUSALS.eventNotFound);
    return event satisfies Event;
  },
} satisfies HandlerGroup;
