import {
  DIGEST_HOUR_UTC,
  FOLLOW_ALERT_TEXTS,
  isPriceDropAlert,
  notificationDollars,
  NOTIFICATION_TYPES,
  SAVED_SEARCHES_PATH,
  type SavedSearchFilters,
} from '@momento/contract';
import { sql, type Selectable } from 'kysely';
import type { Config } from '../config.ts';
import type { Database, Queryable } from '../db/database.ts';
import type { DB } from '../db/schema.ts';
import { every, tryTransactionLock } from '../db/periodic.ts';
import {
  bucketOf,
  criteriaOfFilters,
  ticketBuckets,
  ticketMatches,
  ticketsPath,
  type MatchTicket,
} from './savedSearches.ts';
import { publishLive } from '../live/hub.ts';
import type { Logger } from '../logger.ts';
import { queueMail } from '../notifications/outbox.ts';
import { ticketOpen } from '../queries/visibility.ts';
import type { SearchCriteria } from '../queries/search/criteria.ts';
import { renderNotificationEmail } from '../notifications/email/NotificationEmail.ts';
import { unsubscribeParts } from '../notifications/mails.ts';
import { notify } from '../notifications/notify.ts';

// Following's alerts (docs/rules/follow.md): saved-search matches, price drops, the gathered instant e-mails and the
// daily digest.
//
// What changed comes from `follow_changes` (migration 0029_follow): an outbox written by triggers in the transaction
// of the change, whoever made it (a request, a sweep, a script). The write only records the change; matching it is
// the follow matcher's (startFollowMatcher, a job of every API process, every MATCH_INTERVAL_MS): it claims a batch
// of changes (`FOR UPDATE SKIP LOCKED`, so processes share the work without waiting on each other) and matches them
// in one transaction that also deletes them, so each change is matched once however many processes run, and the
// notification of an INSTANT search exists within a few seconds of the ticket (docs/api/following.md measures it).

type ChangeRow = Pick<
  Selectable<DB['follow_changes']>,
  'id' | 'ticket_id' | 'collection_id' | 'opened' | 'old_cents' | 'new_cents'
>;
const CHANGE_COLUMNS = sql`id, ticket_id, collection_id, opened, old_cents, new_cents`;

/** Claims up to `limit` committed changes that no other transaction holds, matches them and deletes them. */
export async function matchChanges(db: Queryable, limit = 500): Promise<number> {
  const claimed = await sql<ChangeRow>`
    DELETE FROM follow_changes WHERE id IN (SELECT id FROM follow_changes ORDER BY id LIMIT ${limit} FOR UPDATE SKIP LOCKED)
    RETURNING ${CHANGE_COLUMNS}`.execute(db);
  if (claimed.rows.length) await applyChanges(db, claimed.rows);
  return claimed.rows.length;
}

async function applyChanges(db: Queryable, rows: ChangeRow[]): Promise<void> {
  const tickets = [...new Set(rows.flatMap((row) => (row.ticket_id === null ? [] : [row.ticket_id])))];
  if (tickets.length) await matchTickets(db, tickets);
  const drops = rows.filter(
    (row) => row.old_cents !== null && row.new_cents !== null && row.new_cents < row.old_cents,
  );
  if (drops.length) await tellPriceDrops(db, drops);
}

// ───────────────────────── saved searches ─────────────────────────

/** Filters as the database gives them (jsonb as text) read once: the same text always means the same criteria. */
const criteriaCache = new Map<string, SearchCriteria>();
function cachedCriteria(filtersText: string): SearchCriteria | null {
  let criteria = criteriaCache.get(filtersText);
  if (!criteria) {
    try {
      criteria = criteriaOfFilters(JSON.parse(filtersText) as SavedSearchFilters);
    } catch {
      return null;
    }
    if (criteriaCache.size >= 200_000) criteriaCache.clear();
    criteriaCache.set(filtersText, criteria);
  }
  return criteria;
}

type Candidate = {
  id: number;
  user_id: number;
  name: string;
  filters: string;
  alert: 'INSTANT' | 'DAILY';
  last_seen_at: Date;
};

/**
 * Matches tickets that became open for sale (or changed price) with the saved searches that have alerts on: the
 * searches of the tickets' buckets and of `*` only (saved_search_buckets), checked with the search's own rules
 * (ticketMatches). One match row per (search, ticket), ever; an INSTANT search's buyer is told at once (one
 * notification per search, see tellMatches). A seller's own tickets never match their own searches.
 */
export async function matchTickets(db: Queryable, ticketIds: number[]): Promise<number> {
  const listed = await sql<MatchTicket & { listing_name: string; event_name: string }>`
    SELECT t.id, t.seller_id, t.event_id, t.sub_genre_id, t.venue_id, t.event_date, t.section, t.row, t.seat_no, t.is_sale, t.is_featured,
           t.price_cents, t.face_price_cents, t.collection_id, t.search_text, t.listing_name,
           (SELECT e.name FROM events e WHERE e.id = t.event_id) AS event_name,
           ARRAY(SELECT et.team_id FROM event_teams et WHERE et.event_id = t.event_id) AS teams,
           ARRAY(SELECT ea.artist_id FROM event_artists ea WHERE ea.event_id = t.event_id) AS artists
      FROM tickets t
     WHERE t.id = ANY(${ticketIds}::int[]) AND t.status = 'SELL' AND t.deleted_at IS NULL AND ${ticketOpen('t')}`.execute(
    db,
  );
  if (!listed.rows.length) return 0;
  // Each ticket's buckets with its price: only the searches whose price bound the price meets, and whose longest
  // word the ticket's text holds, are read (an index range of each bucket, the word checked on the index entry).
  const pairs = listed.rows.flatMap((t) =>
    ticketBuckets(t).map((bucket) => ({ id: t.id, bucket, price: t.price_cents ?? NO_PRICE_BOUND })),
  );
  const candidates = await sql<Candidate & { ticket_id: number }>`
    SELECT l.ticket_id, s.id, s.user_id, s.name, s.filters::text AS filters, s.alert, s.last_seen_at
      FROM unnest(${pairs.map((p) => p.id)}::int[], ${pairs.map((p) => p.bucket)}::text[], ${pairs.map((p) => p.price)}::int[]) AS l(ticket_id, bucket, price)
      JOIN unnest(${listed.rows.map((t) => t.id)}::int[], ${listed.rows.map((t) => t.search_text)}::text[]) AS x(ticket_id, search_text) ON x.ticket_id = l.ticket_id
      JOIN saved_search_buckets b ON b.bucket = l.bucket AND b.max_price_cents >= l.price AND (b.word IS NULL OR strpos(x.search_text, b.word) > 0)
      JOIN saved_searches s ON s.id = b.search_id
     WHERE s.alert <> 'OFF' AND EXISTS (SELECT 1 FROM users u WHERE u.id = s.user_id AND u.deleted_at IS NULL)`.execute(
    db,
  );
  const byId = new Map(listed.rows.map((t) => [t.id, t]));
  const found: { search: Candidate; ticket: (typeof listed.rows)[number] }[] = [];
  for (const search of candidates.rows) {
    const ticket = byId.get(search.ticket_id);
    if (!ticket || search.user_id === ticket.seller_id) continue;
    const criteria = cachedCriteria(search.filters);
    if (criteria && ticketMatches(criteria, ticket)) found.push({ search, ticket });
  }
  if (!found.length) return 0;
  // Rows in one order (search, ticket) in every matcher: two processes' batches that share a search then take its
  // row locks in the same order and wait for each other rather than deadlock.
  found.sort((a, b) => a.search.id - b.search.id || a.ticket.id - b.ticket.id);
  const inserted = await sql<{ search_id: number; ticket_id: number }>`
    INSERT INTO saved_search_matches (search_id, ticket_id, user_id, alert)
    SELECT * FROM unnest(${found.map((f) => f.search.id)}::int[], ${found.map((f) => f.ticket.id)}::int[],
                         ${found.map((f) => f.search.user_id)}::int[], ${found.map((f) => f.search.alert)}::text[])
    ON CONFLICT (search_id, ticket_id) DO NOTHING
    RETURNING search_id, ticket_id`.execute(db);
  const fresh = new Set(inserted.rows.map((row) => `${row.search_id}:${row.ticket_id}`));
  // The latest new ticket of each INSTANT search (the tickets of one change are told together).
  const instant = new Map<number, { search: Candidate; latest: string }>();
  for (const { search, ticket } of found) {
    if (search.alert !== 'INSTANT' || !fresh.has(`${search.id}:${ticket.id}`)) continue;
    instant.set(search.id, { search, latest: `${ticket.listing_name} (${ticket.event_name})` });
  }
  if (instant.size) await tellMatches(db, [...instant.values()]);
  return inserted.rows.length;
}

/**
 * One notification per INSTANT search and "run": the first new match since the buyer last ran the search creates it,
 * later ones rewrite it (the count, the latest ticket) and make it unread again, so many tickets make one entry.
 * Its e-mail is not the notification round's: the matches are gathered per buyer (mailInstantAlerts).
 */
async function tellMatches(db: Queryable, searches: { search: Candidate; latest: string }[]): Promise<void> {
  const counts = await sql<{ search_id: number; n: number }>`
    SELECT m.search_id, count(*)::int AS n FROM saved_search_matches m JOIN saved_searches s ON s.id = m.search_id
     WHERE m.search_id = ANY(${searches.map((s) => s.search.id)}::int[]) AND m.created_at > s.last_seen_at
     GROUP BY m.search_id`.execute(db);
  const countOf = new Map(counts.rows.map((row) => [row.search_id, row.n]));
  // In search order, as the matches (deadlock-free between concurrent matchers).
  const rows = [...searches]
    .sort((a, b) => a.search.id - b.search.id)
    .map(({ search, latest }) => {
      const count = countOf.get(search.id) ?? 1;
      return {
        user: search.user_id,
        title: FOLLOW_ALERT_TEXTS.matchTitle(search.name, count),
        body: FOLLOW_ALERT_TEXTS.matchBody(search.name, count, latest),
        link: ticketsPath(JSON.parse(search.filters) as SavedSearchFilters),
        key: `saved_search_match:search:${search.id}:since:${search.last_seen_at.getTime()}`,
      };
    });
  // One statement for every search: the notifications written or rewritten. Their buyers hear of them on the live
  // stream at commit, in one event for all of them (publishLive: one NOTIFY per LIVE_USERS_PER_NOTIFY buyers; a
  // NOTIFY per notification made the listener's process parse hundreds a second under a stream of new tickets).
  const written = await sql<{ user_id: number }>`
    WITH input AS (
      SELECT * FROM unnest(${rows.map((r) => r.user)}::int[], ${rows.map((r) => r.title)}::text[], ${rows.map((r) => r.body)}::text[],
                           ${rows.map((r) => r.link)}::text[], ${rows.map((r) => r.key)}::text[]) AS i(user_id, title, body, link, dedupe_key)
    ), written AS (
      INSERT INTO notifications (user_id, kind, type, title, body, link, dedupe_key, mail_state)
      SELECT user_id, ${NOTIFICATION_TYPES.saved_search_match}, 'saved_search_match', title, body, link, dedupe_key, 'skipped' FROM input
      ON CONFLICT (user_id, dedupe_key) DO UPDATE SET title = excluded.title, body = excluded.body, read_at = NULL
      RETURNING user_id
    )
    SELECT DISTINCT user_id FROM written ORDER BY user_id`.execute(db);
  await publishLive(
    db,
    written.rows.map((row) => row.user_id),
    { type: 'notification' },
  );
}

// ───────────────────────── price drops ─────────────────────────

/**
 * Watched tickets and collections whose price fell: each watch for which isPriceDropAlert holds is told
 * (`price_drop`, e-mailed by the notification round per the buyer's preferences), and its reference becomes the new
 * price, so a slow slide is told once per further PRICE_DROP_PERCENT.
 */
async function tellPriceDrops(db: Queryable, drops: ChangeRow[]): Promise<void> {
  for (const change of drops) {
    const type = change.ticket_id !== null ? 'TICKET' : 'COLLECTION';
    const targetId = change.ticket_id ?? change.collection_id;
    if (targetId === null || change.old_cents === null || change.new_cents === null) continue;
    const watches = await db
      .selectFrom('watches')
      .select(['id', 'user_id', 'reference_cents', 'alert_cents'])
      .where('target_type', '=', type)
      .where('target_id', '=', targetId)
      .execute();
    if (!watches.length) continue;
    const name =
      type === 'TICKET'
        ? (
            await db
              .selectFrom('tickets')
              .select('listing_name as name')
              .where('id', '=', targetId)
              .executeTakeFirst()
          )?.name
        : (await db.selectFrom('collections').select('name').where('id', '=', targetId).executeTakeFirst())
            ?.name;
    if (name === undefined) continue;
    for (const watch of watches) {
      const reference = watch.reference_cents ?? change.old_cents;
      if (
        !isPriceDropAlert({
          reference,
          previous: change.old_cents,
          next: change.new_cents,
          alertPrice: watch.alert_cents,
        })
      )
        continue;
      await notify(db, {
        userId: watch.user_id,
        type: 'price_drop',
        key: `watch:${watch.id}:change:${change.id}`,
        title: FOLLOW_ALERT_TEXTS.dropTitle(name),
        body: FOLLOW_ALERT_TEXTS.dropBody(name, reference, change.new_cents),
        link: type === 'TICKET' ? `/tickets/${targetId}` : `/collections/${targetId}`,
      });
      await db
        .updateTable('watches')
        .set({ reference_cents: change.new_cents })
        .where('id', '=', watch.id)
        .execute();
    }
  }
}

// ───────────────────────── e-mails ─────────────────────────

type MatchMailRow = {
  search_id: number;
  ticket_id: number;
  search_name: string;
  listing_name: string;
  event_name: string;
  price_cents: number | null;
};

type Recipient = { id: number; name: string; email: string; wanted: boolean };

async function recipient(db: Queryable, userId: number): Promise<Recipient | null> {
  const row = await sql<Recipient>`
    SELECT u.id, u.name, u.email,
           (u.deleted_at IS NULL AND u.is_email_verified AND coalesce(p.saved_searches, true)) AS wanted
      FROM users u LEFT JOIN notification_preferences p ON p.user_id = u.id WHERE u.id = ${userId}`.execute(
    db,
  );
  return row.rows[0] ?? null;
}

async function matchesMail(
  config: Config,
  to: Recipient,
  matches: MatchMailRow[],
  title: string,
  body: string,
) {
  const parts = await unsubscribeParts(config, to.id, 'saved_searches');
  const items = matches.map((m) => ({
    label: m.listing_name,
    detail: `(${m.event_name}${m.price_cents === null ? '' : `, ${notificationDollars(m.price_cents)}`}) for "${m.search_name}"`,
    url: `${config.siteUrl}/tickets/${m.ticket_id}`,
  }));
  const { html, text } = await renderNotificationEmail({
    name: to.name,
    title,
    body,
    url: `${config.siteUrl}${SAVED_SEARCHES_PATH}`,
    action: FOLLOW_ALERT_TEXTS.mailAction,
    unsubscribe: parts.unsubscribe,
    items,
  });
  return { to: to.email, subject: title, text, html, headers: parts.headers };
}

const MATCH_MAIL_COLUMNS = sql`m.search_id, m.ticket_id, s.name AS search_name, t.listing_name,
  (SELECT e.name FROM events e WHERE e.id = t.event_id) AS event_name, CASE WHEN t.is_sale THEN t.price_cents END AS price_cents`;

/**
 * The instant e-mails: a buyer's INSTANT matches are gathered from the first one for ALERT_MAIL_DELAY_MS, then go as
 * ONE e-mail ticket them all (at most 100; the rest are marked mailed with them), through the outbox, unless the
 * buyer switched saved-search e-mails off, is not verified or is deleted (then they are marked without a mail).
 */
export async function mailInstantAlerts(
  db: Queryable,
  config: Config,
  now: Date = new Date(),
): Promise<number> {
  const due = await sql<{ user_id: number }>`
    SELECT user_id FROM saved_search_matches WHERE alert = 'INSTANT' AND mailed_at IS NULL
     GROUP BY user_id HAVING min(created_at) <= ${new Date(now.getTime() - config.alertMailDelayMs)} LIMIT 100`.execute(
    db,
  );
  let mailed = 0;
  for (const { user_id: userId } of due.rows) {
    const matches = await sql<MatchMailRow>`
      SELECT ${MATCH_MAIL_COLUMNS}
        FROM saved_search_matches m JOIN saved_searches s ON s.id = m.search_id JOIN tickets t ON t.id = m.ticket_id
       WHERE m.user_id = ${userId} AND m.alert = 'INSTANT' AND m.mailed_at IS NULL
       ORDER BY m.created_at, m.search_id, m.ticket_id`.execute(db);
    const to = await recipient(db, userId);
    const first = matches.rows[0];
    if (to?.wanted && first) {
      const mail = await matchesMail(
        config,
        to,
        matches.rows.slice(0, 100),
        FOLLOW_ALERT_TEXTS.alertMailTitle(matches.rows.length),
        FOLLOW_ALERT_TEXTS.alertMailBody,
      );
      if (
        await queueMail(db, {
          ...mail,
          dedupeKey: `saved-search-alert:${userId}:${first.search_id}:${first.ticket_id}`,
        })
      )
        mailed += 1;
    }
    await sql`UPDATE saved_search_matches SET mailed_at = ${now}
               WHERE user_id = ${userId} AND alert = 'INSTANT' AND mailed_at IS NULL`.execute(db);
  }
  return mailed;
}

/** The UTC day of `at`, 'YYYY-MM-DD'. */
const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/**
 * The daily digest: from DIGEST_HOUR_UTC on, each buyer with DAILY matches not yet digested gets one e-mail that day
 * ticket every search's new matches (at most 100), once per day (its outbox dedupe key names the day: matches after
 * today's digest wait for tomorrow's). `now` is the clock (tests pass theirs).
 */
export async function mailDigests(db: Queryable, config: Config, now: Date = new Date()): Promise<number> {
  if (now.getUTCHours() < DIGEST_HOUR_UTC) return 0;
  const day = utcDay(now);
  const due = await sql<{ user_id: number }>`
    SELECT m.user_id FROM saved_search_matches m
     WHERE m.alert = 'DAILY' AND m.digested_at IS NULL AND m.created_at <= ${now}
       AND NOT EXISTS (SELECT 1 FROM outbox_mails o WHERE o.dedupe_key = 'saved-search-digest:' || m.user_id || ':' || ${day})
     GROUP BY m.user_id LIMIT 100`.execute(db);
  let mailed = 0;
  for (const { user_id: userId } of due.rows) {
    const matches = await sql<MatchMailRow>`
      SELECT ${MATCH_MAIL_COLUMNS}
        FROM saved_search_matches m JOIN saved_searches s ON s.id = m.search_id JOIN tickets t ON t.id = m.ticket_id
       WHERE m.user_id = ${userId} AND m.alert = 'DAILY' AND m.digested_at IS NULL AND m.created_at <= ${now}
       ORDER BY s.name, m.created_at, m.ticket_id`.execute(db);
    const to = await recipient(db, userId);
    if (to?.wanted && matches.rows.length) {
      const mail = await matchesMail(
        config,
        to,
        matches.rows.slice(0, 100),
        FOLLOW_ALERT_TEXTS.digestTitle(matches.rows.length),
        FOLLOW_ALERT_TEXTS.digestBody,
      );
      if (await queueMail(db, { ...mail, dedupeKey: `saved-search-digest:${userId}:${day}` })) mailed += 1;
    }
    await sql`UPDATE saved_search_matches SET digested_at = ${now}
               WHERE user_id = ${userId} AND alert = 'DAILY' AND digested_at IS NULL AND created_at <= ${now}`.execute(
      db,
    );
  }
  return mailed;
}

/**
 * One follow round in one transaction under its advisory lock (one process at a time): a batch of changes the
 * matcher has not claimed yet (so that the e-mails below see them), the instant e-mails that are due, the digests. Null when another process held the lock. `now`: the clock of the e-mails.
 */
export async function followRound(
  database: Database,
  config: Config,
  now: Date = new Date(),
): Promise<{ changes: number; mails: number } | null> {
  return database.db.transaction().execute(async (trx) => {
    if (!(await tryTransactionLock(trx, 'follow'))) return null;
    const changes = await matchChanges(trx);
    const mails = (await mailInstantAlerts(trx, config, now)) + (await mailDigests(trx, config, now));
    return { changes, mails };
  });
}

// ───────────────────────── the matcher ─────────────────────────

/**
 * How often each API process's follow matcher looks for changes to match. An INSTANT search's notification exists
 * within about this, plus the time a batch takes, of the ticket's commit (the rule asks for 5 seconds).
 */
export const MATCH_INTERVAL_MS = 500;
/** The changes one matcher transaction claims at most: a batch's tickets are matched by a few set-based statements. */
const MATCH_BATCH = 100;

/**
 * Matches the committed changes, a batch per transaction, until none is left that another process has not claimed.
 * One cheap read first: a process with nothing to do opens no transaction.
 */
export async function matchPendingChanges(database: Database, batch = MATCH_BATCH): Promise<number> {
  let total = 0;
  for (;;) {
    const waiting = await sql<
      Pick<ChangeRow, 'id'>
    >`SELECT id FROM follow_changes ORDER BY id LIMIT 1`.execute(database.db);
    if (!waiting.rows.length) return total;
    const claimed = await database.db.transaction().execute((trx) => matchChanges(trx, batch));
    total += claimed;
    if (claimed < batch) return total;
  }
}

/** Runs matchPendingChanges every MATCH_INTERVAL_MS in every process (SKIP LOCKED shares the work between them). */
export function startFollowMatcher(
  database: Database,
  log: Logger,
  intervalMs = MATCH_INTERVAL_MS,
): () => Promise<void> {
  return every(
    intervalMs,
    async () => {
      const changes = await matchPendingChanges(database);
      if (changes) log.debug({ changes }, 'follow changes matched');
    },
    // A failed batch rolled back: its changes are unclaimed again and the next tick matches them.
    (error) => log.warn({ err: error }, 'follow matching failed'),
  );
}

/** Runs the follow round every MAIL_INTERVAL_MS in every process (one at a time does the work). */
export function startFollowRound(
  database: Database,
  config: Config,
  log: Logger,
  intervalMs = config.mailIntervalMs,
): () => Promise<void> {
  return every(
    intervalMs,
    async () => {
      const done = await followRound(database, config);
      if (done && (done.changes || done.mails)) log.debug(done, 'follow round');
    },
    (error) => log.warn({ err: error }, 'follow round failed'),
  );
}

/** A search without a price bound, in saved_search_buckets.max_price_cents: the largest integer. */
export const NO_PRICE_BOUND = 2_147_483_647;

/** The bucket row of a saved search (saved_search_buckets), written when it is saved. */
export async function indexSavedSearch(
  db: Queryable,
  searchId: number,
  filters: SavedSearchFilters,
): Promise<void> {
  await db
    .insertInto('saved_search_buckets')
    .values(bucketRow(searchId, filters))
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** A search's bucket, price bound (bucketOf) and longest word (which a matching ticket's search text holds). */
export function bucketRow(
  searchId: number,
  filters: SavedSearchFilters,
): { bucket: string; max_price_cents: number; search_id: number; word: string | null } {
  const criteria = criteriaOfFilters(filters);
  const longest = criteria.words.reduce((a, b) => (b.length > a.length ? b : a), '');
  return {
    bucket: bucketOf(criteria),
    max_price_cents: Math.min(criteria.maxPriceCents ?? NO_PRICE_BOUND, NO_PRICE_BOUND),
    search_id: searchId,
    word: longest || null,
  };
}
