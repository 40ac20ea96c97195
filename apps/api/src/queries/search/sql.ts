// A search answered by SQL on the database: always correct, one index walk per search.
import { sql, type RawBuilder } from 'kysely';
import type { Queryable } from '../../db/database.ts';
import { padded, planOnce } from '../../db/planOnce.ts';
import type { SearchCriteria } from './criteria.ts';

/** `text` as a literal inside a LIKE pattern. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** Conditions of the event (alias `e` for the events table, `t` for the copies on the ticket row). */
function eventConditions(c: SearchCriteria, alias: 't' | 'e'): RawBuilder<boolean>[] {
  const where: RawBuilder<boolean>[] = [];
  const column = (name: string) => sql.ref(`${alias}.${name}`);
  const eventId = sql.ref(alias === 't' ? 't.event_id' : 'e.id');
  if (c.day)
    where.push(
      sql<boolean>`${column('event_date')} >= ${new Date(c.day[0])} AND ${column('event_date')} < ${new Date(c.day[1])}`,
    );
  if (c.subGenre !== undefined) where.push(sql<boolean>`${column('sub_genre_id')} = ${c.subGenre}`);
  if (c.event !== undefined) where.push(sql<boolean>`${eventId} = ${c.event}`);
  if (c.venue !== undefined) where.push(sql<boolean>`${column('venue_id')} = ${c.venue}`);
  if (c.team !== undefined)
    where.push(sql<boolean>`${eventId} IN (SELECT event_id FROM event_teams WHERE team_id = ${c.team})`);
  if (c.artist !== undefined)
    where.push(
      sql<boolean>`${eventId} IN (SELECT event_id FROM event_artists WHERE artist_id = ${c.artist})`,
    );
  return where;
}

/**
 * Conditions on the ticket's own columns beyond being listed (LISTED), all carried by the entries of the listed
 * tickets' indexes. A word occurs in a ticket's search text exactly when it occurs in the ticket's name or in its
 * event's text (the text is the two joined by a space, and a word holds no space: migration 0019), so each word is
 * checked on the name and on the ids of the events whose text holds it (`wordEvents`, in the order of `c.words`).
 * `walked`: words as a test that no index serves, for walks of index entries (a common word's trigram matches are
 * 300,000 at 1,000,000 tickets, and a bitmap of them takes seconds); `collected`: words the names' trigram index
 * serves, for rare matches.
 */
function ticketConditions(
  c: SearchCriteria,
  wordEvents: readonly number[][],
  words: 'walked' | 'collected',
): RawBuilder<boolean>[] {
  return [...ticketFilters(c), ...wordConditions(c.words, wordEvents, words)];
}

/** The conditions of ticketConditions but the words'. */
function ticketFilters(c: SearchCriteria): RawBuilder<boolean>[] {
  const where: RawBuilder<boolean>[] = [];
  if (c.seller !== undefined) where.push(sql<boolean>`t.seller_id = ${c.seller}`);
  if (c.collectionId !== undefined) where.push(sql<boolean>`t.collection_id = ${c.collectionId}`);
  if (c.section !== undefined) where.push(sql<boolean>`lower(t.section) = ${c.section}`);
  if (c.maxPriceCents !== undefined)
    where.push(sql<boolean>`t.is_sale AND t.price_cents <= ${c.maxPriceCents}`);
  if (c.maxFacePriceCents !== undefined)
    where.push(sql<boolean>`t.face_price_cents <= ${c.maxFacePriceCents}`);
  if (c.featured) where.push(sql<boolean>`t.is_featured`);
  if (c.row !== undefined) where.push(sql<boolean>`lower(t.row) = ${c.row}`);
  if (c.seat !== undefined) where.push(sql<boolean>`lower(t.seat_no) = ${c.seat}`);
  return where;
}

/** One condition per word: in the ticket's name or among the word's events (see ticketConditions). */
function wordConditions(
  words: readonly string[],
  wordEvents: readonly number[][],
  mode: 'walked' | 'collected',
): RawBuilder<boolean>[] {
  return words.map((word, i) => {
    // The name lower-cased is a column (search_name), carried by the indexes. position() is the same test as LIKE,
    // but no index serves it, so the planner walks the entries (see below).
    const inName =
      mode === 'collected'
        ? sql<boolean>`t.search_name LIKE ${`%${escapeLike(word)}%`}`
        : sql<boolean>`position(${word} IN t.search_name) > 0`;
    const events = wordEvents[i] ?? [];
    // The event's id first: a hashed test that spares the name's test for the tickets of the word's events.
    return events.length ? sql<boolean>`(t.event_id = ANY(${events}::int[]) OR ${inName})` : inName;
  });
}

/** Listed and not deleted: the predicate of the listed tickets' indexes. */
const LISTED = sql<boolean>`t.status = 'SELL' AND t.deleted_at IS NULL`;

/**
 * At most this many listed tickets among the matching events, the search gathers them (on the event index, whose
 * entries carry every filter) and sorts the matches instead of walking the newest-first index: a walk that has to skip
 * most entries (filters that rarely meet, or never do) costs more than sorting a few thousand ids. Words follow the
 * events they name, so words with event filters are gathered up to the higher limit.
 */
const GATHER_LIMIT = 4000;
const GATHER_LIMIT_WITH_WORDS = 15_000;
/** The same when the bounded walks found the matches rare: gathering is then cheaper than a collect up to here. */
const GATHER_LIMIT_AFTER_WALK = 100_000;

/**
 * The page query (`id`, `ord`) of a search by SQL, or the page's ids when finding them took a walk of its own, or null
 * when nothing can match. Event filters (with other filters, or a team or an artist) and words first look up their
 * events in one statement (events keep their count of listed tickets and their text, event_name_grams the pieces of
 * their tickets' names): none for the event filters where every word can be means an empty answer without touching
 * the tickets, few tickets among them means gathering them on the event index, and events of many tickets each
 * means merging the page from a walk of each event's tickets (mergedByEvent).
 * Every filter is then checked on index entries alone (index-only scans), never on the table's rows. `scale`, for
 * tests on small catalogues: the sizes in ids of the newest-first walks of a search with words, row or seat
 * (`windows`, PROBE_ROWS otherwise), the gather limits (GATHER_LIMIT and the two after it otherwise) and the merge's
 * tickets per event and spare (MERGE_PER_EVENT, MERGE_SPARE otherwise), so that every way to the answer is taken on
 * a few hundred tickets.
 */
export async function searchPageSql(
  db: Queryable,
  c: SearchCriteria,
  limit: number,
  offset: number,
  scale: Partial<SqlScale> = {},
): Promise<RawBuilder<unknown> | number[] | null> {
  const {
    windows,
    gather = GATHER_LIMIT,
    gatherWithWords = GATHER_LIMIT_WITH_WORDS,
    gatherAfterWalk = GATHER_LIMIT_AFTER_WALK,
    mergePerEvent = MERGE_PER_EVENT,
    mergeSpare = MERGE_SPARE,
  } = scale;
  const byEvent = eventConditions(c, 'e');
  // A team or an artist is looked up even alone: the tickets have no index of their own for it, and walking the
  // newest tickets for a team with few of them (or none listed) reads the whole index.
  const eventsFirst =
    byEvent.length > 0 &&
    (byEvent.length > 1 ||
      c.words.length > 0 ||
      c.team !== undefined ||
      c.artist !== undefined ||
      hasTicketFilter(c));
  let byEvents: { ids: number[]; counts: number[]; listed: number } | null = null;
  let wordEvents: number[][] = [];
  if (eventsFirst || c.words.length) {
    // With event filters, each word of three characters or more also finds, among the filters' events, those some of
    // whose names hold every three characters in a row of it (migration 0022): no other event's names hold the word.
    const grams = c.words.map((word) => (eventsFirst ? threeCharacterPieces(word) : []));
    // The filters' events (`m`) are looked up once, for their tickets' count and for the words' pieces.
    const columns = [
      ...(eventsFirst
        ? [sql`(SELECT coalesce(json_agg(json_build_array(m.id, m.ticket_count)), '[]') FROM m) AS events`]
        : []),
      ...c.words.map(
        (word, i) =>
          sql`ARRAY(SELECT e.id FROM events e WHERE e.search_text LIKE ${`%${escapeLike(word)}%`} AND e.ticket_count > 0) AS ${sql.ref(`w${i}`)}`,
      ),
      ...grams.flatMap((pieces, i) =>
        pieces.length
          ? [
              sql`ARRAY(SELECT g.event_id FROM event_name_grams g WHERE g.gram = ANY(${pieces}::text[]) AND g.event_id IN (SELECT m.id FROM m)
                         GROUP BY g.event_id HAVING count(*) = ${pieces.length}) AS ${sql.ref(`n${i}`)}`,
            ]
          : [],
      ),
    ];
    const filtersEvents = eventsFirst
      ? sql`WITH m AS MATERIALIZED (SELECT e.id, e.ticket_count FROM events e WHERE ${sql.join(byEvent, sql` AND `)} AND e.ticket_count > 0) `
      : sql``;
    // Planned once per connection: the events table is small, and its plan does not depend on the values (planOnce).
    const row =
      (await sql<Record<string, unknown>>`${planOnce}${filtersEvents}SELECT ${sql.join(columns)}`.execute(db))
        .rows[0] ?? {};
    wordEvents = c.words.map((_, i) => (row[`w${i}`] as number[] | undefined) ?? []);
    if (eventsFirst) {
      const raw = row['events'];
      // Only the events where every word can be: among its own events (their text holds it) or in a name there.
      const events = ((typeof raw === 'string' ? JSON.parse(raw) : raw) as [number, number][]).filter(
        ([id]) =>
          grams.every(
            (pieces, i) =>
              !pieces.length || wordEvents[i]?.includes(id) || (row[`n${i}`] as number[]).includes(id),
          ),
      );
      if (!events.length) return null;
      byEvents = {
        ids: events.map(([id]) => id),
        counts: events.map(([, count]) => count),
        listed: events.reduce((sum, [, count]) => sum + count, 0),
      };
      // A ticket of a word's event passes the event filters only if its event is one of theirs: (word's events or
      // name) and the filters' events is (the events of both or name) and the filters' events. Often none are both,
      // and the word is then a test of the name alone.
      const matching = new Set(byEvents.ids);
      wordEvents = wordEvents.map((ids) => ids.filter((id) => matching.has(id)));
    }
  }
  // The matching events, once known, stand for every event filter: one hashed test of the entry's event id.
  const byEventIds = byEvents
    ? [sql<boolean>`t.event_id = ANY(${byEvents.ids}::int[])`]
    : eventConditions(c, 't');
  // Every condition but the events' (a merge walks each event on its own), then with them.
  const listed = (words: 'walked' | 'collected') => [LISTED, ...ticketConditions(c, wordEvents, words)];
  const where = (words: 'walked' | 'collected') => sql.join([...listed(words), ...byEventIds], sql` AND `);
  // Events of many tickets each, and no filter with a selective index of its own (section, featured, collection):
  // the page is merged from walks of each event's tickets, newest first, that stop near the page (mergedByEvent).
  // It never reads more entries than gathering the events' tickets, and mostly far fewer. EXPLAIN ANALYZE at
  // 1,000,000 tickets, page 5: a price up to $50 at a venue (14 events, 70,000 tickets) 0.8 ms against 5-6 ms for
  // the planner's gather; a common word among 6 events (30,000 tickets) 0.4 ms against 12 ms.
  if (
    byEvents &&
    byEvents.listed >= mergePerEvent * byEvents.ids.length &&
    c.section === undefined &&
    !c.featured &&
    c.collectionId === undefined
  ) {
    return mergedByEvent(
      db,
      byEvents,
      sql.join(listed('walked'), sql` AND `),
      limit,
      offset,
      mergeSpare,
      c.seller === undefined,
    );
  }
  // The events' tickets, gathered (on the event index, whose entries carry every filter) and sorted. OFFSET 0 keeps
  // the inner query whole, so that the planner gathers instead of walking ids.
  const gathered = () =>
    sql`SELECT m.id, -m.id AS ord FROM (SELECT t.id FROM tickets t WHERE ${where('walked')} OFFSET 0) AS m
         ORDER BY m.id DESC LIMIT ${limit} OFFSET ${offset}`;
  if (byEvents && byEvents.listed <= (c.words.length ? gatherWithWords : gather)) return gathered();
  // Without words, row or seat, the planner knows how often the filters meet: it walks the newest-first index on its
  // entries (a walk of the whole index is bounded: ~150 ms at 1,000,000 tickets) or a selective filter's own index,
  // newest first, and stops at the page. Newest tickets first; ord = -id keeps that order through the hydrating join.
  if (!c.words.length && c.row === undefined && c.seat === undefined) {
    return sql`SELECT t.id, -t.id AS ord FROM tickets t WHERE ${where('walked')} ORDER BY t.id DESC LIMIT ${limit} OFFSET ${offset}`;
  }
  // Words, row or seat: the planner cannot tell how often they meet the other filters, and a walk of the newest entries
  // past ones that never match can read the whole index. So the walk is bounded to the newest PROBE_ROWS ids (the
  // bound: the highest id less the window, one step down the primary key; any bound gives the same answer, it only
  // decides how much is walked), testing words with position(), which no index serves (left free, the planner builds
  // a bitmap of a common word's trigram matches: 300,000 at 1,000,000 tickets, seconds). If a window holds the page
  // (filters that often meet), that is the answer. The same statement counts the words' own matches in the window,
  // up to RARE_WORDS_SHARE of it: under that, the words are rare, and their matches are collected at once through the
  // names' trigram index with the words' events (a few thousand rows to check) instead of walking a wider window. If
  // no window holds the page, the matches are rare: the events' tickets are gathered when there are event filters
  // (up to 100,000 of them); otherwise, when the widest window found some matches, the walk goes on below it if their
  // density puts the page within WALK_ON_LIMIT more entries, and else the matches are collected through the other
  // filters' B-tree indexes. Either collect is sorted, and OFFSET 0 keeps the planner from walking ids instead.
  const needed = offset + limit;
  const wordsOnly = c.words.length
    ? sql.join([LISTED, ...wordConditions(c.words, wordEvents, 'walked')], sql` AND `)
    : null;
  let wordsRare = false;
  let walked: { bound: number; ids: number[]; rows: number } | null = null;
  const sizes = windows ?? PROBE_ROWS.map((window) => Math.max(window, needed * 20));
  for (const [k, probeRows] of sizes.entries()) {
    const rareBelow = Math.ceil(probeRows * RARE_WORDS_SHARE);
    const probe = await sql<{ bound: number; ids: number[]; words: number | null }>`
      WITH b AS MATERIALIZED (SELECT greatest(coalesce((SELECT max(p.id) FROM tickets p), 0) - ${probeRows}, 0) AS bound)
      SELECT (SELECT b.bound FROM b) AS bound,
             ARRAY(SELECT t.id FROM tickets t WHERE ${where('walked')} AND t.id >= (SELECT b.bound FROM b) ORDER BY t.id DESC LIMIT ${needed}) AS ids,
             ${wordsOnly ? sql`(SELECT count(*)::int FROM (SELECT 1 FROM tickets t WHERE ${wordsOnly} AND t.id >= (SELECT b.bound FROM b) LIMIT ${rareBelow}) AS w)` : sql`NULL`} AS words`.execute(
      db,
    );
    const found = probe.rows[0];
    if (found && (found.ids.length >= needed || found.bound === 0)) {
      return found.ids.slice(offset);
    }
    wordsRare = typeof found?.words === 'number' && found.words < rareBelow;
    if (wordsRare) break;
    if (found) walked = { bound: found.bound, ids: found.ids, rows: probeRows };
    // With event filters whose tickets can be gathered, a wider window is walked only if it may hold the page and
    // costs less than the gather: not when it is wider than the events' tickets, nor when at the density this
    // window found it would hold less than half the page (a window of 30,000 entries costs about 10 ms at 1,000,000
    // tickets, a gather of 30,000 about the same, and the gather always answers).
    const next = sizes[k + 1];
    if (next !== undefined && found && byEvents && byEvents.listed <= gatherAfterWalk) {
      if (byEvents.listed <= next || (found.ids.length * next) / probeRows < needed / 2) return gathered();
    }
  }
  if (!wordsRare && byEvents && byEvents.listed <= gatherAfterWalk) return gathered();
  // The widest window found some matches but not the page: at the density it found, the rest of the page lies within
  // WALK_ON_LIMIT more entries, and walking on below the window (newest first, on the entries) costs less than
  // collecting every match of the other filters (a seller's 140,000 tickets at 1,000,000, read in full and sorted).
  if (
    !wordsRare &&
    walked &&
    walked.ids.length > 0 &&
    ((needed - walked.ids.length) * walked.rows) / walked.ids.length <= WALK_ON_LIMIT
  ) {
    const more = await sql<{ id: number }>`
      SELECT t.id FROM tickets t WHERE ${where('walked')} AND t.id < ${walked.bound} ORDER BY t.id DESC LIMIT ${needed - walked.ids.length}`.execute(
      db,
    );
    return [...walked.ids, ...more.rows.map((row) => row.id)].slice(offset);
  }
  if (wordsRare) {
    // The words' matches, few, from the names' trigram index (and the event index for the words' events): the
    // MATERIALIZED step holds only the words' tests, so the planner cannot walk another filter's index instead and
    // test the names entry by entry (it misjudges how rarely a word meets the names: a venue's 70,000 tickets
    // tested for a word no name holds took 58 ms, against 1 ms for the trigram index's empty answer). The other
    // filters are then checked on those few rows.
    const others = [sql<boolean>`true`, ...ticketFilters(c), ...byEventIds];
    return sql`WITH n AS MATERIALIZED (SELECT ${sql.raw(COLLECTED_COLUMNS)} FROM tickets t
                                        WHERE ${sql.join([LISTED, ...wordConditions(c.words, wordEvents, 'collected')], sql` AND `)})
               SELECT t.id, -t.id AS ord FROM n AS t WHERE ${sql.join(others, sql` AND `)} ORDER BY t.id DESC LIMIT ${limit} OFFSET ${offset}`;
  }
  return sql`SELECT m.id, -m.id AS ord FROM (SELECT t.id FROM tickets t WHERE ${where('walked')} OFFSET 0) AS m
             ORDER BY m.id DESC LIMIT ${limit} OFFSET ${offset}`;
}

/**
 * The page's ids among the tickets of `events` that meet `where` (every filter but the events'), newest first.
 * Each event's tickets are walked newest first on the event index, all in one statement (a lateral join, one plan
 * for every walk), each walk stopping after its share of the page (by its count of listed tickets, with some to spare). Any
 * ticket of the page then has an id at least that of the page's last ticket among those found (`cutoff`), so a walk
 * that stopped above the cutoff is continued down to it, at most one page further (a second statement, only then).
 * Every event's matches at or above the page's true last id are then known, and the page is exact: a walk that ran
 * out found all its event's matches, a walk that stopped at or below the cutoff found all above it, and a continued
 * one found all above it or a page of its own.
 */
async function mergedByEvent(
  db: Queryable,
  events: { ids: number[]; counts: number[]; listed: number },
  where: RawBuilder<boolean>,
  limit: number,
  offset: number,
  spare: number,
  planned: boolean,
): Promise<number[]> {
  const needed = offset + limit;
  const shares = events.counts.map((count) =>
    Math.min(needed, Math.ceil((needed * count * spare) / Math.max(events.listed, 1)) + 2),
  );
  // Both statements are planned once per connection when `planned` (planOnce): each walk is then one event's on the
  // event index, whatever the values. Not with a seller: the generic plan walks the seller's index instead, testing
  // the event entry by entry (2.0 ms against 0.3 at 1,000,000 tickets). Their arrays are padded with walks of no
  // rows (a share of none, ids below zero; padded).
  const once = planned ? planOnce : sql``;
  const first = await sql<{ event: number; id: number }>`
    ${once}SELECT e.id AS event, w.id FROM unnest(${padded(events.ids, 0)}::int[], ${padded(shares, 0)}::int[]) AS e(id, share)
      CROSS JOIN LATERAL (SELECT t.id FROM tickets t WHERE ${where} AND t.event_id = e.id ORDER BY t.id DESC LIMIT e.share) AS w`.execute(
    db,
  );
  const found = first.rows.map((row) => row.id).sort((a, b) => b - a);
  const cutoff = found.length >= needed ? (found[needed - 1] as number) : null;
  // Per event: how many its walk found and the lowest id among them.
  const walks = new Map<number, { found: number; lowest: number }>();
  for (const row of first.rows) {
    const walk = walks.get(row.event);
    walks.set(row.event, { found: (walk?.found ?? 0) + 1, lowest: Math.min(walk?.lowest ?? row.id, row.id) });
  }
  const unfinished = events.ids.flatMap((event, i) => {
    const walk = walks.get(event);
    return walk && walk.found === shares[i] && (cutoff === null || walk.lowest > cutoff)
      ? [{ event, below: walk.lowest }]
      : [];
  });
  if (unfinished.length) {
    const more = await sql<{ id: number }>`
      ${once}SELECT w.id FROM unnest(${padded(
        unfinished.map((u) => u.event),
        0,
      )}::int[], ${padded(
        unfinished.map((u) => u.below),
        0,
      )}::int[]) AS e(id, below)
        CROSS JOIN LATERAL (SELECT t.id FROM tickets t WHERE ${where} AND t.event_id = e.id AND t.id < e.below
                              ${cutoff === null ? sql`` : sql`AND t.id >= ${cutoff}`} ORDER BY t.id DESC LIMIT ${needed}) AS w`.execute(
      db,
    );
    found.push(...more.rows.map((row) => row.id));
    found.sort((a, b) => b - a);
  }
  return found.slice(offset, needed);
}

/** The columns the filters of a search read (ticketConditions, eventConditions on `t`), for a collect of few rows. */
const COLLECTED_COLUMNS = [
  'id',
  'event_id',
  'seller_id',
  'collection_id',
  'section',
  'is_sale',
  'price_cents',
  'face_price_cents',
  'is_featured',
  'row',
  'seat_no',
  'event_date',
  'sub_genre_id',
  'venue_id',
]
  .map((name) => `t.${name}`)
  .join(', ');

/** The sizes searchPageSql works with, smaller in tests (see there). */
export type SqlScale = {
  windows: readonly number[];
  gather: number;
  gatherWithWords: number;
  gatherAfterWalk: number;
  mergePerEvent: number;
  mergeSpare: number;
};

/**
 * Events with at least this many listed tickets each on average are merged (mergedByEvent) rather than gathered:
 * a walk starts with a descent of the event index, a gather reads every entry.
 */
const MERGE_PER_EVENT = 500;
/** How much more than its share of the page each event's first walk finds (mergedByEvent). */
const MERGE_SPARE = 1.5;

/** At most this many more index entries, estimated from a window's matches, are walked rather than collected. */
const WALK_ON_LIMIT = 100_000;

/** A share of a probe's window under which the words' own matches count as rare: see searchPageSql. */
const RARE_WORDS_SHARE = 0.005;

/** The distinct three characters in a row of `word` (characters as PostgreSQL's substr counts them: code points). */
function threeCharacterPieces(word: string): string[] {
  const chars = Array.from(word);
  const pieces = new Set<string>();
  for (let k = 0; k + 3 <= chars.length; k += 1) pieces.add(chars.slice(k, k + 3).join(''));
  return [...pieces];
}

/** Whether the search filters the tickets' own columns (beyond listed and not deleted). */
const hasTicketFilter = (c: SearchCriteria) =>
  c.seller !== undefined ||
  c.collectionId !== undefined ||
  c.section !== undefined ||
  c.maxPriceCents !== undefined ||
  c.maxFacePriceCents !== undefined ||
  c.featured ||
  c.row !== undefined ||
  c.seat !== undefined;

/**
 * Ids a search with words (or a row or seat) checks newest first before it collects its matches by index: the newest
 * 3,000, then the newest 30,000 (at least 20 times the rows the page needs). A word and a filter that each match a
 * large share of the catalogue but meet in about one ticket of a hundred fill their page within the wider window.
 */
const PROBE_ROWS = [3000, 30_000];

/** The ids of a page by SQL (searchPageSql's statement), in its order. */
export async function pageIds(db: Queryable, page: RawBuilder<unknown>): Promise<number[]> {
  return (await sql<{ id: number }>`SELECT p.id FROM (${page}) AS p ORDER BY p.ord`.execute(db)).rows.map(
    (r) => r.id,
  );
}
