import {
  displayName,
  pickSavedSearchFilters,
  type PriceHistory,
  type SavedSearch,
  type SavedSearchFilters,
  type WatchItem,
  type WatchTarget,
  watchLink,
} from '@momento/contract';
import { sql } from 'kysely';
import type { Queryable } from '../db/database.ts';
import { imageUrl } from '../images/images.ts';
import { money, moneyOrNull } from '../views/money.ts';
import { sellerDeactivated } from './visibility.ts';

// The SQL of following (docs/rules/follow.md): the watchlist's items with their state and prices, saved searches with
// their count of new matches, and an event's price history.

/** Statuses in which a ticket is still for sale (listed, or held by a buyer for a while). */
const ON_SALE_STATUSES = sql`('SELL', 'CART', 'IN_CHECK_OUT', 'IN_ORDER', 'OFFER')`;

type WatchRow = {
  target_type: WatchTarget;
  target_id: number;
  watched_cents: number | null;
  alert_cents: number | null;
  created_at: Date;
  name: string | null;
  detail: string | null;
  image_hash: string | null;
  state: WatchItem['state'];
  price_cents: number | null;
};

/**
 * The caller's watched items, newest first (`limit`/`offset`: a page and one more), or those of `only` (one item):
 * each with its name, a line of detail, its picture, its state now (ON_SALE, SOLD, UNAVAILABLE: a missing, hidden,
 * withdrawn item or a deactivated seller's) and its price now beside the price when watching began.
 */
export async function watchItems(
  db: Queryable,
  userId: number,
  apiBase: string,
  page: { limit: number; offset: number } | { only: { type: WatchTarget; id: number } },
): Promise<WatchItem[]> {
  const which =
    'only' in page ? sql`AND w.target_type = ${page.only.type} AND w.target_id = ${page.only.id}` : sql``;
  const window = 'only' in page ? sql`` : sql`LIMIT ${page.limit} OFFSET ${page.offset}`;
  const rows = await sql<WatchRow>`
    SELECT w.target_type, w.target_id, w.watched_cents, w.alert_cents, w.created_at, x.name, x.detail, x.image_hash, coalesce(x.state, 'UNAVAILABLE') AS state,
           CASE WHEN x.state = 'ON_SALE' THEN x.price_cents END AS price_cents
      FROM watches w
      LEFT JOIN LATERAL (
        SELECT t.listing_name AS name,
               e.name || ' · ' || to_char(e.event_date AT TIME ZONE 'UTC', 'FMMonth FMDD, YYYY') AS detail,
               (SELECT ti.image_hash FROM ticket_images ti WHERE ti.ticket_id = t.id AND ti.deleted_at IS NULL ORDER BY ti.position, ti.id LIMIT 1) AS image_hash,
               CASE WHEN t.deleted_at IS NOT NULL OR t.hidden_at IS NOT NULL OR ${sellerDeactivated('t.seller_id')} THEN 'UNAVAILABLE'
                    WHEN t.status = 'SOLD' THEN 'SOLD'
                    WHEN t.status IN ${ON_SALE_STATUSES} AND t.is_sale AND t.price_cents IS NOT NULL THEN 'ON_SALE'
                    ELSE 'UNAVAILABLE' END AS state,
               t.price_cents
          FROM tickets t JOIN events e ON e.id = t.event_id
         WHERE w.target_type = 'TICKET' AND t.id = w.target_id
        UNION ALL
        SELECT c.name, 'By ' || CASE WHEN u.is_admin THEN ${displayName('', true)} ELSE u.name END,
               (SELECT ti.image_hash FROM tickets t JOIN ticket_images ti ON ti.ticket_id = t.id AND ti.deleted_at IS NULL
                 WHERE t.collection_id = c.id AND t.deleted_at IS NULL ORDER BY t.id, ti.position, ti.id LIMIT 1),
               CASE WHEN c.deleted_at IS NOT NULL OR ${sellerDeactivated('c.user_id')} THEN 'UNAVAILABLE'
                    WHEN c.status = 'SOLD' THEN 'SOLD'
                    WHEN c.is_sale THEN 'ON_SALE'
                    ELSE 'UNAVAILABLE' END,
               c.price_cents
          FROM collections c JOIN users u ON u.id = c.user_id
         WHERE w.target_type = 'COLLECTION' AND c.id = w.target_id
        UNION ALL
        SELECT CASE WHEN u.is_admin THEN ${displayName('', true)} ELSE u.name END,
               (SELECT count(*) FROM tickets t WHERE t.seller_id = u.id AND t.status = 'SELL' AND t.deleted_at IS NULL AND t.hidden_at IS NULL)::text || ' listings on sale',
               NULL,
               CASE WHEN u.deleted_at IS NOT NULL OR ${sellerDeactivated('u.id')} THEN 'UNAVAILABLE' ELSE 'ON_SALE' END,
               NULL
          FROM users u
         WHERE w.target_type = 'SELLER' AND u.id = w.target_id
      ) x ON true
     WHERE w.user_id = ${userId} ${which}
     ORDER BY w.created_at DESC, w.id DESC ${window}`.execute(db);
  return rows.rows.map((row) => ({
    type: row.target_type,
    id: row.target_id,
    name: row.name ?? 'No longer available',
    detail: row.detail ?? '',
    image: row.image_hash ? { image_400: imageUrl(apiBase, row.image_hash, 400) } : null,
    link: watchLink(row.target_type, row.target_id),
    state: row.state,
    price: moneyOrNull(row.price_cents),
    watched_price: moneyOrNull(row.watched_cents),
    alert_price: moneyOrNull(row.alert_cents),
    watched_at: row.created_at.toISOString(),
  }));
}

/**
 * The item a buyer asks to start watching, if it is open (docs/rules/visibility.md) and not the buyer's own: its
 * owner and price now. Null when missing or not open.
 */
export async function watchTarget(
  db: Queryable,
  type: WatchTarget,
  id: number,
): Promise<{ owner: number; price_cents: number | null } | null> {
  if (type === 'TICKET') {
    const row = await sql<{ owner: number; price_cents: number | null }>`
      SELECT t.seller_id AS owner, t.price_cents FROM tickets t
       WHERE t.id = ${id} AND t.status = 'SELL' AND t.is_sale AND t.deleted_at IS NULL AND t.hidden_at IS NULL AND NOT ${sellerDeactivated('t.seller_id')}`.execute(
      db,
    );
    return row.rows[0] ?? null;
  }
  if (type === 'COLLECTION') {
    const row = await sql<{ owner: number; price_cents: number | null }>`
      SELECT c.user_id AS owner, c.price_cents FROM collections c
       WHERE c.id = ${id} AND c.status = 'ACTIVE' AND c.is_sale AND c.deleted_at IS NULL AND NOT ${sellerDeactivated('c.user_id')}`.execute(
      db,
    );
    return row.rows[0] ?? null;
  }
  const row = await sql<{ owner: number }>`
    SELECT u.id AS owner FROM users u JOIN permissions p ON p.user_id = u.id AND p.permission = 'SELLER' AND p.status = 'ACTIVE'
     WHERE u.id = ${id} AND u.deleted_at IS NULL`.execute(db);
  const seller = row.rows[0];
  return seller ? { owner: seller.owner, price_cents: null } : null;
}

/** The caller's watched items as their kinds and ids, in the order they were watched. */
export function watchedIds(db: Queryable, userId: number) {
  return db
    .selectFrom('watches')
    .select(['target_type', 'target_id'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
}

/** The caller's watch of that item, if any. */
export function watchOf(db: Queryable, userId: number, type: WatchTarget, id: number) {
  return db
    .selectFrom('watches')
    .select('id')
    .where('user_id', '=', userId)
    .where('target_type', '=', type)
    .where('target_id', '=', id)
    .executeTakeFirst();
}

/** Sets a watch's alert price (null: none). */
export async function setWatchAlert(
  db: Queryable,
  watchId: number,
  alertCents: number | null,
): Promise<void> {
  await db.updateTable('watches').set({ alert_cents: alertCents }).where('id', '=', watchId).execute();
}

/** How many items the caller watches. */
export async function watchCount(db: Queryable, userId: number): Promise<number> {
  const count = await sql<{
    n: number;
  }>`SELECT count(*)::int AS n FROM watches WHERE user_id = ${userId}`.execute(db);
  return count.rows[0]?.n ?? 0;
}

/** A new watch, with the item's price when watching began (also the reference of the price-drop rule). */
export async function insertWatch(
  db: Queryable,
  values: {
    user_id: number;
    target_type: WatchTarget;
    target_id: number;
    watched_cents: number | null;
    reference_cents: number | null;
    alert_cents: number | null;
  },
): Promise<void> {
  await db.insertInto('watches').values(values).execute();
}

/** Stops watching the item (nothing when it is not watched). */
export async function deleteWatch(
  db: Queryable,
  userId: number,
  type: WatchTarget,
  id: number,
): Promise<void> {
  await db
    .deleteFrom('watches')
    .where('user_id', '=', userId)
    .where('target_type', '=', type)
    .where('target_id', '=', id)
    .execute();
}

/** Whether another of the caller's saved searches has the name (case-insensitively), but for `except`. */
export async function savedSearchNameTaken(
  db: Queryable,
  userId: number,
  name: string,
  except: number | null,
): Promise<boolean> {
  const taken = await sql<{ id: number }>`
    SELECT id FROM saved_searches WHERE user_id = ${userId} AND lower(name) = lower(${name}) ${except === null ? sql`` : sql`AND id <> ${except}`}`.execute(
    db,
  );
  return taken.rows.length > 0;
}

/** How many searches the caller saved. */
export async function savedSearchCount(db: Queryable, userId: number): Promise<number> {
  const count = await sql<{
    n: number;
  }>`SELECT count(*)::int AS n FROM saved_searches WHERE user_id = ${userId}`.execute(db);
  return count.rows[0]?.n ?? 0;
}

/** A new saved search, seen now (`filters` as JSON text); its id. */
export async function insertSavedSearch(
  db: Queryable,
  values: { user_id: number; name: string; filters: string; alert: SavedSearch['alert'] },
): Promise<number> {
  const now = new Date();
  const row = await db
    .insertInto('saved_searches')
    .values({ ...values, last_seen_at: now, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Renames the caller's saved search or changes its alert. */
export async function updateSavedSearch(
  db: Queryable,
  userId: number,
  id: number,
  changes: { name?: string; alert?: SavedSearch['alert'] },
): Promise<void> {
  await db
    .updateTable('saved_searches')
    .set(changes)
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .execute();
}

/** The caller's saved search seen now (its new matches start over); its id, undefined when it is not theirs. */
export async function markSavedSearchSeen(
  db: Queryable,
  userId: number,
  id: number,
): Promise<number | undefined> {
  const row = await db
    .updateTable('saved_searches')
    .set({ last_seen_at: sql<Date>`greatest(last_seen_at, now())` })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/** Deletes the caller's saved search; whether it was theirs. */
export async function deleteSavedSearch(db: Queryable, userId: number, id: number): Promise<boolean> {
  const row = await db
    .deleteFrom('saved_searches')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

type SavedSearchRow = {
  id: number;
  name: string;
  filters: SavedSearchFilters;
  alert: SavedSearch['alert'];
  new_matches: number;
  created_at: Date;
  last_seen_at: Date;
};

/** The caller's saved searches (newest first), or one of them, each with its count of matches since last run. */
export async function savedSearchRows(
  db: Queryable,
  userId: number,
  page: { limit: number; offset: number } | { id: number },
): Promise<SavedSearch[]> {
  const which = 'id' in page ? sql`AND s.id = ${page.id}` : sql``;
  const window = 'id' in page ? sql`` : sql`LIMIT ${page.limit} OFFSET ${page.offset}`;
  const rows = await sql<SavedSearchRow>`
    SELECT s.id, s.name, s.filters, s.alert, s.created_at, s.last_seen_at,
           (SELECT count(*)::int FROM saved_search_matches m WHERE m.search_id = s.id AND m.created_at > s.last_seen_at) AS new_matches
      FROM saved_searches s WHERE s.user_id = ${userId} ${which}
     ORDER BY s.created_at DESC, s.id DESC ${window}`.execute(db);
  return rows.rows.map((row) => ({
    id: row.id,
    name: row.name,
    // In the keys' order (a jsonb column keeps its own order of keys).
    filters: pickSavedSearchFilters(
      typeof row.filters === 'string' ? (JSON.parse(row.filters) as SavedSearchFilters) : row.filters,
    ),
    alert: row.alert,
    new_matches: row.new_matches,
    created_at: row.created_at.toISOString(),
    last_seen_at: row.last_seen_at.toISOString(),
  }));
}

/** How many days of history an event's chart shows at most. */
export const PRICE_HISTORY_DAYS = 90;

type DayRow = {
  day: string;
  lowest: number | null;
  median: number | null;
  listings: number;
  sold_median: number | null;
  sold: number;
};

/**
 * An event's price history per UTC day, oldest first, from its first priced day (at most PRICE_HISTORY_DAYS back) to
 * today: the lowest and median asking price of the tickets on sale at some time that day (each at its lowest price
 * of the day, from the listing_prices change log), their count, and the median and count of its tickets sold that day
 * (paid orders' line items). Null when the event does not exist.
 */
export async function priceHistory(
  db: Queryable,
  eventId: number,
  now: Date = new Date(),
): Promise<PriceHistory | null> {
  const event = await db
    .selectFrom('events')
    .select(['id', 'name'])
    .where('id', '=', eventId)
    .executeTakeFirst();
  if (!event) return null;
  const today = now.toISOString().slice(0, 10);
  const rows = await sql<DayRow>`
    WITH bounds AS (
      SELECT greatest(
               (${today}::date - ${PRICE_HISTORY_DAYS - 1}::int),
               least(coalesce((SELECT min(lp.valid_from AT TIME ZONE 'UTC')::date FROM listing_prices lp WHERE lp.event_id = ${eventId}), ${today}::date),
                     coalesce((SELECT min(o.paid_at AT TIME ZONE 'UTC')::date FROM line_items li
                                 JOIN sub_orders so ON so.id = li.sub_order_id JOIN orders o ON o.id = so.order_id
                                 JOIN tickets t ON t.id = li.ticket_id
                                WHERE t.event_id = ${eventId} AND o.status = 'PAID' AND o.paid_at IS NOT NULL), ${today}::date))
             ) AS first_day
    ),
    days AS (SELECT d::date AS day FROM bounds, generate_series(bounds.first_day, ${today}::date, interval '1 day') AS d),
    asked AS (
      SELECT d.day, lp.ticket_id, min(lp.price_cents) AS price
        FROM days d JOIN listing_prices lp
          ON lp.event_id = ${eventId}
         AND lp.valid_from < ((d.day + 1)::timestamp AT TIME ZONE 'UTC')
         AND (lp.valid_to IS NULL OR lp.valid_to > (d.day::timestamp AT TIME ZONE 'UTC'))
       GROUP BY d.day, lp.ticket_id
    ),
    asking AS (
      SELECT day, min(price)::int AS lowest, round(percentile_cont(0.5) WITHIN GROUP (ORDER BY price))::int AS median, count(*)::int AS listings
        FROM asked GROUP BY day
    ),
    sales AS (
      SELECT (o.paid_at AT TIME ZONE 'UTC')::date AS day,
             round(percentile_cont(0.5) WITHIN GROUP (ORDER BY li.base_price_cents))::int AS sold_median, count(*)::int AS sold
        FROM line_items li JOIN sub_orders so ON so.id = li.sub_order_id JOIN orders o ON o.id = so.order_id
        JOIN tickets t ON t.id = li.ticket_id
       WHERE t.event_id = ${eventId} AND o.status = 'PAID' AND o.paid_at >= ((SELECT first_day FROM bounds)::timestamp AT TIME ZONE 'UTC')
       GROUP BY 1
    )
    SELECT to_char(d.day, 'YYYY-MM-DD') AS day, a.lowest, a.median, coalesce(a.listings, 0) AS listings, s.sold_median, coalesce(s.sold, 0) AS sold
      FROM days d LEFT JOIN asking a ON a.day = d.day LEFT JOIN sales s ON s.day = d.day
     ORDER BY d.day`.execute(db);
  return {
    event_id: event.id,
    event_name: event.name,
    days: rows.rows.map((row) => ({
      day: row.day,
      lowest: moneyOrNull(row.lowest),
      median: moneyOrNull(row.median),
      listings: row.listings,
      sold_median: row.sold_median === null ? null : money(row.sold_median),
      sold: row.sold,
    })),
  };
}
