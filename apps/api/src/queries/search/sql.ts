// A search answered by SQL on the database: always correct, one index walk per search.
import { sql, type RawBuilder } from 'kysely';
import type { Queryable } from '../../db/database.ts';
import type { SearchCriteria } from './criteria.ts';

/** `text` as a literal inside a LIKE pattern. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** Conditions of the event (alias `e` for the events table, `t` for the copies on the ticket row). */
function eventConditions(c: SearchCriteria, alias: 't' | 'e'): RawBuilder<boolean>[] {
  const where: RawBuilder<boolean>[] = [];
  const column = (name: string) => sql.ref(`${alias}.${name}`);
  const eventId = sql.ref(alias === 't' ? 't.event_id' : 'e.id');
  if (c.day) where.push(sql<boolean>`${column('event_date')} >= ${new Date(c.day[0])} AND ${column('event_date')} < ${new Date(c.day[1])}`);
  if (c.subGenre !== undefined) where.push(sql<boolean>`${column('sub_genre_id')} = ${c.subGenre}`);
  if (c.event !== undefined) where.push(sql<boolean>`${eventId} = ${c.event}`);
  if (c.venue !== undefined) where.push(sql<boolean>`${column('venue_id')} = ${c.venue}`);
  if (c.team !== undefined) where.push(sql<boolean>`${eventId} IN (SELECT event_id FROM event_teams WHERE team_id = ${c.team})`);
  if (c.artist !== undefined) where.push(sql<boolean>`${eventId} IN (SELECT event_id FROM event_artists WHERE artist_id = ${c.artist})`);
  return where;
}

/** Conditions on the ticket's own columns that the newest-first index carries (status and deletion: its predicate). */
function coveredConditions(c: SearchCriteria): RawBuilder<boolean>[] {
  const where: RawBuilder<boolean>[] = [sql<boolean>`t.status = 'SELL'`, sql<boolean>`t.deleted_at IS NULL`];
  if (c.seller !== undefined) where.push(sql<boolean>`t.seller_id = ${c.seller}`);
  if (c.collectionId !== undefined) where.push(sql<boolean>`t.collection_id = ${c.collectionId}`);
  if (c.section !== undefined) where.push(sql<boolean>`lower(t.section) = ${c.section}`);
  if (c.maxPriceCents !== undefined) where.push(sql<boolean>`t.is_sale AND t.price_cents <= ${c.maxPriceCents}`);
  if (c.maxFacePriceCents !== undefined) where.push(sql<boolean>`t.face_price_cents <= ${c.maxFacePriceCents}`);
  if (c.featured) where.push(sql<boolean>`t.is_featured`);
  return where;
}

/** Conditions on the ticket's columns that only its row holds: words, row and seat. */
function uncoveredConditions(c: SearchCriteria): RawBuilder<boolean>[] {
  const where: RawBuilder<boolean>[] = c.words.map((word) => sql<boolean>`t.search_text LIKE ${`%${escapeLike(word)}%`}`);
  if (c.row !== undefined) where.push(sql<boolean>`lower(t.row) = ${c.row}`);
  if (c.seat !== undefined) where.push(sql<boolean>`lower(t.seat_no) = ${c.seat}`);
  return where;
}

const ticketConditions = (c: SearchCriteria) => [...coveredConditions(c), ...uncoveredConditions(c)];

/**
 * Below this many listed tickets among the matching events, the search collects every match and sorts it instead of
 * walking the newest-first index: a walk that has to skip most rows (filters that rarely meet, or never do) costs
 * far more than sorting a few thousand ids. Words follow the events they name, so words with event filters are
 * collected up to the higher limit (measured on 100,000 listings: 10 ms instead of 98 ms for a word and a team
 * that never meet).
 */
const COLLECT_LIMIT = 4000;
const COLLECT_LIMIT_WITH_WORDS = 15_000;

/** The planner's estimate of the listed tickets meeting `conditions` (one planning round trip, no execution). */
async function estimatedRows(db: Queryable, conditions: RawBuilder<boolean>[]): Promise<number> {
  const plan = await sql<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] | string }>`
    EXPLAIN (FORMAT JSON) SELECT t.id FROM tickets t WHERE ${sql.join(conditions, sql` AND `)}`.execute(db);
  const raw = plan.rows[0]?.['QUERY PLAN'];
  const parsed = typeof raw === 'string' ? (JSON.parse(raw) as [{ Plan: { 'Plan Rows': number } }]) : raw;
  return parsed?.[0]?.Plan['Plan Rows'] ?? 0;
}

/**
 * The page query (`id`, `ord`) of a search by SQL, or the page's ids when finding them took a walk of its own, or null
 * when nothing can match. When event filters are combined with other filters, the matching events are looked up first
 * (events keep their count of listed tickets): none means an empty answer without touching the listings, few listings
 * means collect-and-sort on the event index. Otherwise the planner walks the best index newest first and stops at the
 * page. `windows`: the sizes in ids of the newest-first walks of a search with words, for tests on small catalogues
 * (PROBE_ROWS otherwise).
 */
export async function searchPageSql(
  db: Queryable,
  c: SearchCriteria,
  limit: number,
  offset: number,
  windows?: readonly number[],
): Promise<RawBuilder<unknown> | number[] | null> {
  const byTicket = ticketConditions(c);
  const byEvent = eventConditions(c, 'e');
  let byEvents: { ids: number[]; listed: number } | null = null;
  // Two ticket conditions are always there (status, not deleted). A team or an artist is looked up even alone: the
  // listings have no index of their own for it, and walking the newest listings for a team with few of them (or none
  // listed) reads the whole index (1,000,000 listings: up to 1 s).
  if (byEvent.length && (byEvent.length + byTicket.length > 3 || c.team !== undefined || c.artist !== undefined)) {
    const events = await sql<{ id: number; ticket_count: number }>`
      SELECT e.id, e.ticket_count FROM events e WHERE ${sql.join(byEvent, sql` AND `)} AND e.ticket_count > 0`.execute(db);
    if (!events.rows.length) return null;
    const listed = events.rows.reduce((sum, e) => sum + e.ticket_count, 0);
    byEvents = { ids: events.rows.map((e) => e.id), listed };
    if (listed <= (c.words.length ? COLLECT_LIMIT_WITH_WORDS : COLLECT_LIMIT)) return collectByEvents(byEvents.ids, byTicket, limit, offset);
  }
  // The matching events, once known, stand for every event filter: one hashed test of the ticket's event id, which a
  // walk of the newest-first index checks on its entries, instead of the copies of the event's fields and a subquery
  // per team or artist.
  const byEventId = byEvents ? [sql<boolean>`t.event_id = ANY(${byEvents.ids}::int[])`] : eventConditions(c, 't');
  const conditions = [...byTicket, ...byEventId];
  // One filter: the planner walks its `(filter, id)` index newest first and stops at the page. Several filters that
  // tickets_public_id_idx carries (no words, row or seat): the planner chooses between walking that index newest first
  // on its entries alone (a walk of the whole index is bounded: 150 ms at 1,000,000 listings) and walking a selective
  // filter's own index (EXPLAIN ANALYZE at 1,000,000 listings, a seller, a face price and a team's events: 34 ms
  // walking the entries, against 246 ms collecting the bitmaps of each filter and sorting).
  if (conditions.length <= 3 || (!c.words.length && c.row === undefined && c.seat === undefined)) {
    // Newest listings first; ord = -id keeps that order through the hydrating join.
    return sql`SELECT t.id, -t.id AS ord FROM tickets t WHERE ${sql.join(conditions, sql` AND `)}
               ORDER BY t.id DESC LIMIT ${limit} OFFSET ${offset}`;
  }
  // Words (or a row or seat) and other filters: the planner cannot tell how often they meet, and walking the newest
  // listings past rows that never match reads the table's rows (the index does not carry the words), up to the whole
  // table (1,000,000 listings: 2-4 s for a word and a team that rarely meet). So the walk is bounded to the newest
  // PROBE_ROWS ids, in two steps (the bound: the highest id less the window, one step down the primary key; any bound
  // gives the same answer, it only decides how much is walked): if they hold the page (filters that often meet), that
  // is the answer; if not, the matches are rare, and they are collected through the filters' own indexes (a bitmap of
  // the trigram and B-tree indexes; OFFSET 0 keeps the planner from walking ids instead) and sorted. With a filter that
  // passes few listings (a seller, collection, section, featured, or the matching events), the walk checks the filters
  // the index carries on its entries first and reads only the rows of those that pass, newest first, for the words
  // (1,000,000 listings, a word, a face price and seven events: 7 ms instead of 24-28 ms reading every row of the
  // window); otherwise reading the rows in id order (the table's own order) is cheaper than looking each one up.
  const twoSteps = c.seller !== undefined || c.collectionId !== undefined || c.section !== undefined || c.featured || byEvents !== null;
  const covered = sql.join([...coveredConditions(c), ...byEventId], sql` AND `);
  const uncovered = sql.join(uncoveredConditions(c), sql` AND `);
  const needed = offset + limit;
  // Two steps: a scalar subquery per entry that passes, which the planner cannot turn into a join that reads every
  // entry of the window before the first row.
  const walk = twoSteps
    ? sql`SELECT w.id FROM (SELECT t.id FROM tickets t WHERE ${covered} AND t.id >= (SELECT b.bound FROM b) ORDER BY t.id DESC OFFSET 0) AS w
           WHERE (SELECT ${uncovered} FROM tickets t WHERE t.id = w.id) ORDER BY w.id DESC LIMIT ${needed}`
    : sql`SELECT t.id FROM tickets t WHERE ${covered} AND ${uncovered} AND t.id >= (SELECT b.bound FROM b) ORDER BY t.id DESC LIMIT ${needed}`;
  for (const probeRows of windows ?? PROBE_ROWS.map((window) => Math.max(window, needed * 20))) {
    const probe = await sql<{ bound: number; ids: number[] }>`
      WITH b AS MATERIALIZED (SELECT greatest(coalesce((SELECT max(p.id) FROM tickets p), 0) - ${probeRows}, 0) AS bound)
      SELECT (SELECT b.bound FROM b) AS bound,
             ARRAY(${walk}) AS ids`.execute(db);
    const found = probe.rows[0];
    if (found && (found.ids.length >= needed || found.bound === 0)) {
      return found.ids.slice(offset);
    }
  }
  // Words with events whose listings are still fewer than the word's own matches, as the planner estimates them (a
  // common word and a team that never meet, 1,000,000 listings: ~45,000 rows of the team's events instead of ~300,000
  // of the trigram bitmap, 1,170 ms -> 310 ms).
  if (byEvents && c.words.length && byEvents.listed < (await estimatedRows(db, byTicket))) return collectByEvents(byEvents.ids, byTicket, limit, offset);
  return sql`SELECT m.id, -m.id AS ord FROM (SELECT t.id FROM tickets t WHERE ${sql.join(conditions, sql` AND `)} OFFSET 0) AS m
             ORDER BY m.id DESC LIMIT ${limit} OFFSET ${offset}`;
}

/** Every match among the listings of `events`, sorted (the event index gathers them). */
function collectByEvents(events: number[], byTicket: RawBuilder<boolean>[], limit: number, offset: number): RawBuilder<unknown> {
  // OFFSET 0 keeps the inner query whole, so the planner gathers the matches by index instead of walking ids.
  return sql`SELECT m.id, -m.id AS ord FROM (
               SELECT t.id FROM tickets t
                WHERE t.event_id = ANY(${events}::int[]) AND ${sql.join(byTicket, sql` AND `)}
               OFFSET 0) AS m
             ORDER BY m.id DESC LIMIT ${limit} OFFSET ${offset}`;
}

/**
 * Ids a search with words (or a row or seat) and other filters checks newest first before it collects its matches by
 * index: the newest 3,000, then the newest 30,000 (at least 20 times the rows the page needs). A word and a filter
 * that each match a large share of the catalogue but meet in about one listing of a hundred fill their page within the
 * wider window, where collecting them rechecks every row of the word's trigram bitmap.
 */
const PROBE_ROWS = [3000, 30_000];
