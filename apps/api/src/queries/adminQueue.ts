import { QUEUE_TICKET_SAMPLE, type ModerationKind } from '@momento/contract';
import { sql, type RawBuilder } from 'kysely';
import type { Database, Queryable } from '../db/database.ts';

// The moderation queue's SQL: every INQUEUE reference item (venues, sub-genres, teams, artists, events), what uses
// it, and the approved item of the same kind its name is closest to.

export const REFERENCE_TABLES = {
  venue: 'venues',
  sub_genre: 'sub_genres',
  team: 'teams',
  artist: 'artists',
  event: 'events',
} as const;

/** The column a name must be unique within (null: across the whole table; events have no unique names). */
export const NAME_SCOPES = {
  venue: null,
  sub_genre: 'genre_id',
  team: 'sub_genre_id',
  artist: 'sub_genre_id',
  event: null,
} as const;

/** The ids of the events that refer to an item (an event refers to itself). */
export function eventsOf(kind: ModerationKind, id: number): RawBuilder<unknown> {
  switch (kind) {
    case 'venue':
      return sql`SELECT id FROM events WHERE venue_id = ${id}`;
    case 'sub_genre':
      return sql`SELECT id FROM events WHERE sub_genre_id = ${id}`;
    case 'team':
      return sql`SELECT event_id FROM event_teams WHERE team_id = ${id}`;
    case 'artist':
      return sql`SELECT event_id FROM event_artists WHERE artist_id = ${id}`;
    case 'event':
      return sql`SELECT ${id}::int`;
  }
}

type QueueRow = {
  kind: ModerationKind;
  id: number;
  name: string;
  display_name: string;
  details: string | null;
  created_at: Date;
  creator_id: number | null;
  creator_name: string | null;
  creator_email: string | null;
};

/** One row per INQUEUE item, every kind in one list (oldest first: the longest waiting is decided first). */
const QUEUE = sql`
  SELECT 'venue' AS kind, v.id, v.name, v.display_name, nullif(concat_ws(', ', v.city, v.country), '') AS details, v.created_by, v.created_at
    FROM venues v WHERE v.status = 'INQUEUE'
  UNION ALL
  SELECT 'sub_genre', s.id, s.name, s.display_name, g.display_name, s.created_by, s.created_at
    FROM sub_genres s JOIN genres g ON g.id = s.genre_id WHERE s.status = 'INQUEUE'
  UNION ALL
  SELECT 'team', t.id, t.name, t.display_name, sg.display_name, t.created_by, t.created_at
    FROM teams t JOIN sub_genres sg ON sg.id = t.sub_genre_id WHERE t.status = 'INQUEUE'
  UNION ALL
  SELECT 'artist', a.id, a.name, a.display_name, sg.display_name, a.created_by, a.created_at
    FROM artists a JOIN sub_genres sg ON sg.id = a.sub_genre_id WHERE a.status = 'INQUEUE'
  UNION ALL
  SELECT 'event', e.id, e.name, e.name, to_char(e.event_date AT TIME ZONE 'UTC', 'YYYY-MM-DD') || ' at ' || v.display_name, e.created_by, e.created_at
    FROM events e JOIN venues v ON v.id = e.venue_id WHERE e.status = 'INQUEUE'`;

/** How many items wait in the queue (the dashboard's queue length). */
export async function queueLength(db: Queryable): Promise<number> {
  const row = await sql<{ n: number }>`SELECT count(*)::int AS n FROM (${QUEUE}) q`.execute(db);
  return row.rows[0]?.n ?? 0;
}

const trigramsOf = new WeakMap<Database, Promise<boolean>>();

/**
 * Whether PostgreSQL's pg_trgm extension is installed (PGlite loads it; a server may refuse it, see 0001_initial).
 * Asked once per database: extensions come with migrations, not while the server runs.
 */
export function hasTrigrams(database: Database): Promise<boolean> {
  let known = trigramsOf.get(database);
  if (!known) {
    known = sql<{ ok: boolean }>`SELECT EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') AS ok`
      .execute(database.db)
      .then((row) => row.rows[0]?.ok === true);
    // A failed check (the database restarting) is asked again by the next request.
    known.catch(() => trigramsOf.delete(database));
    trigramsOf.set(database, known);
  }
  return known;
}

/** A queue row with what uses the item and the approved item its name is closest to. */
export type QueueRowWithUses = QueueRow & {
  listing_count: number;
  event_count: number;
  listing_items: { product_id: number; listing_name: string }[];
  similar_id: number | null;
  similar_name: string | null;
  similar_score: number | null;
};

/** The events that refer to the row `q` of the queue, whatever its kind (an event refers to itself). */
const EVENTS_OF_ROW = sql`
  SELECT e.id AS event_id FROM events e WHERE q.kind = 'venue' AND e.venue_id = q.id
  UNION ALL SELECT e.id FROM events e WHERE q.kind = 'sub_genre' AND e.sub_genre_id = q.id
  UNION ALL SELECT et.event_id FROM event_teams et WHERE q.kind = 'team' AND et.team_id = q.id
  UNION ALL SELECT ea.event_id FROM event_artists ea WHERE q.kind = 'artist' AND ea.artist_id = q.id
  UNION ALL SELECT q.id WHERE q.kind = 'event'`;

/** The approved items of the row `q`'s kind, by the name shown (events by their name). */
const APPROVED_OF_KIND = sql`
  SELECT id, display_name AS label FROM venues WHERE q.kind = 'venue' AND status = 'APPROVED'
  UNION ALL SELECT id, display_name FROM sub_genres WHERE q.kind = 'sub_genre' AND status = 'APPROVED'
  UNION ALL SELECT id, display_name FROM teams WHERE q.kind = 'team' AND status = 'APPROVED'
  UNION ALL SELECT id, display_name FROM artists WHERE q.kind = 'artist' AND status = 'APPROVED'
  UNION ALL SELECT id, name FROM events WHERE q.kind = 'event' AND status = 'APPROVED'`;

/**
 * One page of the queue in one statement: per item its creator, how many tickets (not deleted) use it with the
 * first QUEUE_TICKET_SAMPLE of them, how many events refer to it, and, with `trigrams`, the approved item of the
 * same kind whose name is most like it by pg_trgm's `similarity` (shared trigrams over all trigrams, 0..1; the
 * reference tables are small, so the scan per item is cheap).
 */
export async function queuePage(
  db: Queryable,
  filter: { kind?: ModerationKind; age?: number },
  limit: number,
  offset: number,
  trigrams: boolean,
): Promise<QueueRowWithUses[]> {
  const where: RawBuilder<boolean>[] = [sql<boolean>`true`];
  if (filter.kind) where.push(sql<boolean>`q.kind = ${filter.kind}`);
  if (filter.age !== undefined && filter.age > 0)
    where.push(sql<boolean>`q.created_at <= now() - make_interval(days => ${filter.age})`);
  const similar = trigrams
    ? sql`LEFT JOIN LATERAL (
        SELECT c.id, c.label, similarity(lower(c.label), lower(q.display_name))::float8 AS score
          FROM (${APPROVED_OF_KIND}) c ORDER BY score DESC, c.id LIMIT 1) s ON true`
    : sql`LEFT JOIN LATERAL (SELECT NULL::int AS id, NULL::text AS label, NULL::float8 AS score) s ON true`;
  const rows = await sql<QueueRowWithUses>`
    SELECT q.kind, q.id, q.name, q.display_name, q.details, q.created_at,
           u.id AS creator_id, u.name AS creator_name, u.email AS creator_email,
           uses.listing_count, uses.event_count, uses.listing_items,
           s.id AS similar_id, s.label AS similar_name, s.score AS similar_score
      FROM (${QUEUE}) q
      LEFT JOIN users u ON u.id = q.created_by
      CROSS JOIN LATERAL (
        WITH ev AS (${EVENTS_OF_ROW})
        SELECT (SELECT count(*)::int FROM tickets t WHERE t.event_id IN (SELECT event_id FROM ev) AND t.deleted_at IS NULL) AS listing_count,
               (SELECT count(*)::int FROM ev) AS event_count,
               (SELECT coalesce(json_agg(json_build_object('product_id', x.id, 'listing_name', x.listing_name) ORDER BY x.id), '[]'::json)
                  FROM (SELECT t.id, t.listing_name FROM tickets t WHERE t.event_id IN (SELECT event_id FROM ev) AND t.deleted_at IS NULL
                         ORDER BY t.id LIMIT ${QUEUE_TICKET_SAMPLE}) x) AS listing_items) uses
      ${similar}
     WHERE ${sql.join(where, sql` AND `)}
     ORDER BY q.created_at, q.kind, q.id
     LIMIT ${limit} OFFSET ${offset}`.execute(db);
  return rows.rows;
}

export type QueueItemState = {
  id: number;
  name: string;
  display_name: string;
  status: 'APPROVED' | 'INQUEUE' | 'REJECTED';
  created_by: number | null;
  scope: number | null;
  rejection_reason: string | null;
};

/** One reference item, locked for the decision (two admins deciding at once: the second sees it decided). */
export async function lockItem(
  db: Queryable,
  kind: ModerationKind,
  id: number,
): Promise<QueueItemState | undefined> {
  const scopeColumn = NAME_SCOPES[kind];
  const scope = scopeColumn === null ? sql`NULL::int` : sql.ref(scopeColumn);
  const label = kind === 'event' ? sql.ref('name') : sql.ref('display_name');
  const row = await sql<QueueItemState>`
    SELECT id, name, ${label} AS display_name, status, created_by, ${scope} AS scope, rejection_reason
      FROM ${sql.table(REFERENCE_TABLES[kind])} WHERE id = ${id} FOR UPDATE`.execute(db);
  return row.rows[0];
}

/** Whether another item of the kind in the same scope already has the name (names are unique per scope, lower case). */
export async function nameTaken(
  db: Queryable,
  kind: ModerationKind,
  item: QueueItemState,
  name: string,
): Promise<boolean> {
  if (kind === 'event') return false;
  const scopeColumn = NAME_SCOPES[kind];
  const sameScope = scopeColumn === null ? sql`true` : sql`${sql.ref(scopeColumn)} = ${item.scope}`;
  const row = await sql<{ id: number }>`
    SELECT id FROM ${sql.table(REFERENCE_TABLES[kind])} WHERE id <> ${item.id} AND lower(name) = lower(${name}) AND ${sameScope} LIMIT 1`.execute(
    db,
  );
  return row.rows.length > 0;
}

export async function setDecision(
  db: Queryable,
  kind: ModerationKind,
  id: number,
  decision: { status: 'APPROVED' | 'REJECTED'; reason: string | null; name?: string; decidedBy: number },
): Promise<void> {
  const table = sql.table(REFERENCE_TABLES[kind]);
  const rename =
    decision.name === undefined
      ? sql``
      : kind === 'event'
        ? sql`name = ${decision.name},`
        : sql`name = ${decision.name}, display_name = ${decision.name},`;
  await sql`
    UPDATE ${table} SET ${rename} status = ${decision.status}, rejection_reason = ${decision.reason},
           decided_by = ${decision.decidedBy}, decided_at = now()
     WHERE id = ${id}`.execute(db);
}

/**
 * Moves what refers to `from` to `into` (same kind): events (venue, sub-genre), a sub-genre's teams and artists,
 * the events' teams or artists (deleted and inserted, so the tickets' search copies refresh through their
 * triggers) and the home page's popular teams and artists. Returns how many events and tickets now refer to `into`
 * instead.
 */
export async function moveReferences(
  db: Queryable,
  kind: 'venue' | 'sub_genre' | 'team' | 'artist',
  from: number,
  into: number,
): Promise<{ events: number; listings: number }> {
  const listings = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM tickets t WHERE t.deleted_at IS NULL AND t.event_id IN (${eventsOf(kind, from)})`.execute(
    db,
  );
  let events = 0;
  if (kind === 'venue' || kind === 'sub_genre') {
    const column = sql.ref(kind === 'venue' ? 'venue_id' : 'sub_genre_id');
    events = (
      await sql<{
        id: number;
      }>`UPDATE events SET ${column} = ${into} WHERE ${column} = ${from} RETURNING id`.execute(db)
    ).rows.length;
    if (kind === 'sub_genre') {
      await sql`UPDATE teams SET sub_genre_id = ${into} WHERE sub_genre_id = ${from}`.execute(db);
      await sql`UPDATE artists SET sub_genre_id = ${into} WHERE sub_genre_id = ${from}`.execute(db);
    }
  } else {
    const link = sql.table(kind === 'team' ? 'event_teams' : 'event_artists');
    const column = sql.ref(kind === 'team' ? 'team_id' : 'artist_id');
    const moved = await sql<{
      event_id: number;
    }>`DELETE FROM ${link} WHERE ${column} = ${from} RETURNING event_id`.execute(db);
    events = moved.rows.length;
    if (events) {
      await sql`INSERT INTO ${link} (event_id, ${column})
                SELECT unnest(${sql.val(moved.rows.map((r) => r.event_id))}::int[]), ${into} ON CONFLICT DO NOTHING`.execute(
        db,
      );
    }
    // One popular entry per team or artist: the duplicate's entry goes to `into` unless `into` has one already.
    await sql`UPDATE popular_team_artists SET ${column} = ${into}
               WHERE ${column} = ${from} AND NOT EXISTS (SELECT 1 FROM popular_team_artists p WHERE p.${column} = ${into})`.execute(
      db,
    );
    await sql`DELETE FROM popular_team_artists WHERE ${column} = ${from}`.execute(db);
  }
  return { events, listings: listings.rows[0]?.n ?? 0 };
}
