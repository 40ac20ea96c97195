import {
  BROWSING_REFUSALS,
  REFERENCE_STATUSES,
  type OperationQuery,
  type ReferenceStatus,
} from '@momento/contract';
import { sql, type RawBuilder } from 'kysely';
import type { Queryable } from '../db/database.ts';
import { ApiError } from '../errors.ts';
import { escapeLike } from './search/sql.ts';
import { EVENT_COLUMNS, EVENT_JOINS, type EventColumns, type TicketReader } from './tickets.ts';

// The reference data's public lists (browsing.ts): events, genres and their sub-genres, venues, teams, artists, and the
// ticket and seat types, each filtered by status as docs/rules/statuses.md says.

/** `full_result=1` answers every match in one reply (the ticket form's event list, the offer picker), capped here. */
export const FULL_RESULT_CAP = 500;

/** The columns of a reference item that say who may see it and why it was refused. */
export type MetaRow = {
  status: ReferenceStatus;
  is_admin_created: boolean;
  created_by: number | null;
  rejection_reason: string | null;
};

/**
 * Reference status filter (default APPROVED). Items waiting for approval (INQUEUE) or rejected are shown only
 * to their creator and to admins (docs/rules/statuses.md).
 */
export function statusCondition(
  column: string,
  creatorColumn: string,
  raw: string | undefined,
  viewer: TicketReader,
): RawBuilder<boolean> {
  const wanted = (raw ?? 'APPROVED').split(',');
  for (const status of wanted) {
    if (!(REFERENCE_STATUSES as readonly string[]).includes(status))
      throw new ApiError('VALIDATION', BROWSING_REFUSALS.unknownStatus(status));
  }
  const statuses = [...new Set(wanted)] as ReferenceStatus[];
  const publicOnes = statuses.filter((s) => s === 'APPROVED');
  const restricted = statuses.filter((s) => s !== 'APPROVED');
  const parts: RawBuilder<boolean>[] = [];
  if (publicOnes.length) parts.push(sql<boolean>`${sql.ref(column)} = 'APPROVED'`);
  if (restricted.length && viewer) {
    const who = viewer.isAdmin ? sql`true` : sql`${sql.ref(creatorColumn)} = ${viewer.id}`;
    parts.push(sql<boolean>`(${sql.ref(column)} IN (${sql.join(restricted)}) AND ${who})`);
  }
  if (!parts.length) return sql<boolean>`false`;
  return sql<boolean>`(${sql.join(parts, sql` OR `)})`;
}

/** The events of the /events filters, newest first. */
export async function eventRows(
  db: Queryable,
  q: OperationQuery<'events'>,
  viewer: TicketReader,
  limit: number,
  offset: number,
): Promise<EventColumns[]> {
  const where: RawBuilder<boolean>[] = [statusCondition('e.status', 'e.created_by', q.status, viewer)];
  if (q.has_tickets === 1) where.push(sql<boolean>`e.ticket_count > 0`);
  if (q.genre !== undefined) where.push(sql<boolean>`e.genre_id = ${q.genre}`);
  if (q.venue !== undefined) where.push(sql<boolean>`e.venue_id = ${q.venue}`);
  if (q.team !== undefined)
    where.push(sql<boolean>`e.id IN (SELECT event_id FROM event_teams WHERE team_id = ${q.team})`);
  if (q.artist !== undefined)
    where.push(sql<boolean>`e.id IN (SELECT event_id FROM event_artists WHERE artist_id = ${q.artist})`);
  if (q.name) where.push(sql<boolean>`e.name ILIKE ${`%${escapeLike(q.name)}%`}`);
  const rows = await sql<EventColumns>`
      SELECT ${EVENT_COLUMNS}
        FROM events e ${EVENT_JOINS}
       WHERE ${sql.join(where, sql` AND `)}
       ORDER BY e.event_date DESC, e.id DESC
       LIMIT ${limit} OFFSET ${offset}`.execute(db);
  return rows.rows;
}

/** The genres of a status filter (with listed tickets only, when asked) and their sub-genres of the default status. */
export async function genreRows(
  db: Queryable,
  status: string | undefined,
  withTickets: boolean,
  viewer: TicketReader,
) {
  const genres = await sql<{ id: number; name: string; display_name: string; display_order: number }>`
      SELECT g.id, g.name, g.display_name, g.display_order FROM genres g
       WHERE ${statusCondition('g.status', 'g.created_by', status, viewer)}
         ${withTickets ? sql`AND EXISTS (SELECT 1 FROM events e WHERE e.genre_id = g.id AND e.ticket_count > 0)` : sql``}
       ORDER BY g.display_order, g.id`.execute(db);
  const subs = await sql<{ id: number; genre_id: number; name: string; display_name: string }>`
      SELECT s.id, s.genre_id, s.name, s.display_name FROM sub_genres s
       WHERE ${statusCondition('s.status', 's.created_by', undefined, viewer)}
         ${withTickets ? sql`AND EXISTS (SELECT 1 FROM events e WHERE e.sub_genre_id = s.id AND e.ticket_count > 0)` : sql``}
       ORDER BY s.display_order, s.display_name, s.id`.execute(db);
  return { genres: genres.rows, subs: subs.rows };
}

/** The sub-genres of a status filter, of one genre when given, with listed tickets only when asked. */
export async function subGenreRows(
  db: Queryable,
  status: string | undefined,
  genre: number | undefined,
  withTickets: boolean,
  viewer: TicketReader,
) {
  const rows = await sql<{ id: number; genre_id: number; name: string; display_name: string } & MetaRow>`
    SELECT s.id, s.genre_id, s.name, s.display_name, s.status, s.is_admin_created, s.created_by, s.rejection_reason FROM sub_genres s
     WHERE ${statusCondition('s.status', 's.created_by', status, viewer)}
       ${genre !== undefined ? sql`AND s.genre_id = ${genre}` : sql``}
       ${withTickets ? sql`AND EXISTS (SELECT 1 FROM events e WHERE e.sub_genre_id = s.id AND e.ticket_count > 0)` : sql``}
     ORDER BY s.display_order, s.display_name, s.id`.execute(db);
  return rows.rows;
}

/** The venues of the /venues filters. */
export async function venueRows(db: Queryable, q: OperationQuery<'venues'>, viewer: TicketReader) {
  const rows = await sql<{ id: number; name: string; display_name: string; display_order: number } & MetaRow>`
      SELECT v.id, v.name, v.display_name, v.display_order, v.status, v.is_admin_created, v.created_by, v.rejection_reason FROM venues v
       WHERE ${statusCondition('v.status', 'v.created_by', q.status, viewer)}
         ${q.has_tickets === 1 ? sql`AND EXISTS (SELECT 1 FROM events e WHERE e.venue_id = v.id AND e.ticket_count > 0)` : sql``}
         ${q.name ? sql`AND (v.display_name ILIKE ${`%${escapeLike(q.name)}%`} OR v.name ILIKE ${`%${escapeLike(q.name)}%`})` : sql``}
       ORDER BY v.display_order ASC, v.id ASC`.execute(db);
  return rows.rows;
}

/** The teams or the artists of the /teams (/artists) filters, at most FULL_RESULT_CAP * 4. */
export async function teamArtistRows(
  db: Queryable,
  table: 'teams' | 'artists',
  link: 'event_teams' | 'event_artists',
  column: 'team_id' | 'artist_id',
  q: OperationQuery<'teams'>,
  viewer: TicketReader,
) {
  const rows = await sql<{ id: number; name: string; display_name: string; sub_genre_id: number } & MetaRow>`
    SELECT x.id, x.name, x.display_name, x.sub_genre_id, x.status, x.is_admin_created, x.created_by, x.rejection_reason
      FROM ${sql.table(table)} x JOIN sub_genres s ON s.id = x.sub_genre_id
     WHERE ${statusCondition('x.status', 'x.created_by', q.status, viewer)}
       ${q.sub_genre !== undefined ? sql`AND x.sub_genre_id = ${q.sub_genre}` : sql``}
       ${q.genre !== undefined ? sql`AND s.genre_id = ${q.genre}` : sql``}
       ${q.name ? sql`AND x.display_name ILIKE ${`%${escapeLike(q.name)}%`}` : sql``}
       ${q.has_tickets === 1 ? sql`AND EXISTS (SELECT 1 FROM ${sql.table(link)} l JOIN events e ON e.id = l.event_id WHERE l.${sql.ref(column)} = x.id AND e.ticket_count > 0)` : sql``}
     ORDER BY x.display_order, x.display_name, x.id
     LIMIT ${FULL_RESULT_CAP * 4}`.execute(db);
  return rows.rows;
}

/** The ticket types and seat types, in their display order. */
export async function ticketAndSeatTypes(db: Queryable) {
  const [ticketTypes, seatTypes] = await Promise.all([
    db.selectFrom('ticket_types').select(['id', 'name']).orderBy('display_order').orderBy('id').execute(),
    db.selectFrom('seat_types').select(['id', 'name']).orderBy('display_order').orderBy('id').execute(),
  ]);
  return { ticketTypes, seatTypes };
}

/** Reference items a viewer may use: approved ones, their own items waiting in INQUEUE, anything for an admin. */
export const usable = (viewer: { id: number; isAdmin: boolean }) =>
  viewer.isAdmin
    ? sql<boolean>`true`
    : sql<boolean>`(status = 'APPROVED' OR (status = 'INQUEUE' AND created_by = ${viewer.id}))`;

/** Whether the event exists and the viewer may use it (usable). */
export async function usableEvent(
  db: Queryable,
  eventId: number,
  viewer: { id: number; isAdmin: boolean },
): Promise<boolean> {
  const row = await sql<{
    id: number;
  }>`SELECT id FROM events WHERE id = ${eventId} AND ${usable(viewer)}`.execute(db);
  return row.rows.length > 0;
}

export async function ticketTypeExists(db: Queryable, id: number): Promise<boolean> {
  return (
    (await db.selectFrom('ticket_types').select('id').where('id', '=', id).executeTakeFirst()) !== undefined
  );
}

export async function seatTypeExists(db: Queryable, id: number): Promise<boolean> {
  return (
    (await db.selectFrom('seat_types').select('id').where('id', '=', id).executeTakeFirst()) !== undefined
  );
}
