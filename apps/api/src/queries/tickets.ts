import { displayName, shownToReader, type Event, type Reader, type Ticket } from '@momento/contract';
import { sql, type RawBuilder } from 'kysely';
import type { Queryable } from '../db/database.ts';
import { padded, planOnce } from '../db/planOnce.ts';
import { imageUrl } from '../images/images.ts';
import { moneyOrNull } from '../views/money.ts';
import { ticketOpen } from './visibility.ts';

type Named = { id: number; name: string; display_name: string };

type TicketRow = {
  id: number;
  listing_name: string;
  is_sale: boolean;
  price_cents: number | null;
  face_price_cents: number | null;
  section: string | null;
  row: string | null;
  seat_no: string | null;
  quality: Ticket['quality'];
  grade: string | null;
  description: string | null;
  status: Ticket['status'];
  created_at: Date;
  seller_id: number;
  seller_name: string;
  seller_is_admin: boolean;
  type_id: number;
  type_name: string;
  seat_type_id: number | null;
  seat_type_name: string | null;
  collection_id: number | null;
  collection_name: string | null;
  event_id: number;
  /** "<ticket_images.id>:<hash>" in display order. */
  images: string[] | null;
  document: { doc_id: number; document_name: string; key: string } | null;
  auto_accept_cents: number | null;
  auto_decline_cents: number | null;
  hidden_reason: string | null;
  /** How many buyers watch it: read for its seller only (null otherwise). */
  watch_count: number | null;
};

export type EventColumns = {
  event_id: number;
  event_name: string;
  significance: string | null;
  additional_significance: string[];
  event_date: Date;
  video_link: string | null;
  event_status: Event['status'];
  event_admin_created: boolean;
  event_created_by: number | null;
  event_rejection_reason: string | null;
  venue_id: number;
  venue_name: string;
  venue_display_name: string;
  genre_id: number | null;
  genre_name: string | null;
  genre_display_name: string | null;
  sub_genre_id: number | null;
  sub_genre_name: string | null;
  sub_genre_display_name: string | null;
  teams: Named[];
  artists: Named[];
};

/** SELECT list (after `e`, `v`, `g`, `sg` joins) producing EventColumns. */
export const EVENT_COLUMNS = sql`
  e.id AS event_id, e.name AS event_name, e.significance, e.additional_significance, e.event_date, e.video_link,
  e.status AS event_status, e.is_admin_created AS event_admin_created, e.created_by AS event_created_by,
  e.rejection_reason AS event_rejection_reason, v.id AS venue_id, v.name AS venue_name, v.display_name AS venue_display_name,
  g.id AS genre_id, g.name AS genre_name, g.display_name AS genre_display_name,
  sg.id AS sub_genre_id, sg.name AS sub_genre_name, sg.display_name AS sub_genre_display_name,
  (SELECT coalesce(json_agg(json_build_object('id', tm.id, 'name', tm.name, 'display_name', tm.display_name) ORDER BY tm.display_name, tm.id), '[]'::json)
     FROM event_teams et JOIN teams tm ON tm.id = et.team_id WHERE et.event_id = e.id) AS teams,
  (SELECT coalesce(json_agg(json_build_object('id', ar.id, 'name', ar.name, 'display_name', ar.display_name) ORDER BY ar.display_name, ar.id), '[]'::json)
     FROM event_artists ea JOIN artists ar ON ar.id = ea.artist_id WHERE ea.event_id = e.id) AS artists`;

export const EVENT_JOINS = sql`
  JOIN venues v ON v.id = e.venue_id
  LEFT JOIN genres g ON g.id = e.genre_id
  LEFT JOIN sub_genres sg ON sg.id = e.sub_genre_id`;

export function toEvent(row: EventColumns): Event {
  return {
    event_id: row.event_id,
    id: row.event_id,
    name: row.event_name,
    significance: row.significance,
    additional_significance: row.additional_significance ?? [],
    event_date: row.event_date.toISOString(),
    video_link: row.video_link,
    venue: { venue_id: row.venue_id, venue_name: row.venue_name, display_name: row.venue_display_name },
    genre:
      row.genre_id === null
        ? null
        : {
            genre_id: row.genre_id,
            genre_name: row.genre_name ?? '',
            display_name: row.genre_display_name ?? '',
          },
    sub_genre:
      row.sub_genre_id === null
        ? null
        : {
            sub_genre_id: row.sub_genre_id,
            name: row.sub_genre_name ?? '',
            display_name: row.sub_genre_display_name ?? '',
          },
    teams: row.teams.map((t) => ({ team_id: t.id, team_name: t.name, display_name: t.display_name })),
    artists: row.artists.map((a) => ({ artist_id: a.id, artist_name: a.name, display_name: a.display_name })),
    status: row.event_status,
    is_admin_created: row.event_admin_created ? 1 : 0,
    created_by: row.event_created_by,
    // An admin's reason reaches the event's reads once it is rejected; each read then keeps it for those who may
    // read it (shownToReader, docs/rules/visibility.md). The event cache holds it with the reason.
    ...(row.event_status === 'REJECTED' ? { rejection_reason: row.event_rejection_reason } : {}),
  };
}

/** Who reads a ticket: a signed-in user (an admin or not), or null for a visitor. */
export type TicketReader = { id: number; isAdmin: boolean } | null;

const readerOf = (viewer: TicketReader): Reader =>
  viewer === null ? null : { id: viewer.id, is_admin: viewer.isAdmin };

function toTicket(row: TicketRow, shared: Event, apiBase: string, viewer: TicketReader): Ticket {
  // Why an admin rejected the event is for its creator and the admins only.
  const event = shownToReader(readerOf(viewer), shared);
  const viewerId = viewer?.id ?? null;
  const cost = row.is_sale ? moneyOrNull(row.price_cents) : null;
  const images = (row.images ?? []).map((entry) => {
    const [id = '0', hash = ''] = entry.split(':');
    return {
      image_id: Number(id),
      image_200: imageUrl(apiBase, hash, 200),
      image_400: imageUrl(apiBase, hash, 400),
      image_600: imageUrl(apiBase, hash, 600),
      image_1000: imageUrl(apiBase, hash, 1000),
    };
  });
  return {
    product_id: row.id,
    listing_name: row.listing_name,
    event_name: event.name,
    significance: event.significance,
    date: event.event_date,
    venue: event.venue.display_name,
    teams: event.teams.map((t) => t.display_name),
    artists: event.artists.map((a) => a.display_name),
    video_link: event.video_link,
    image: images[0] ? { image_400: images[0].image_400 } : null,
    images,
    seller: {
      id: row.seller_id,
      name: displayName(row.seller_name, row.seller_is_admin),
      is_admin: row.seller_is_admin ? 1 : 0,
    },
    type: { id: row.type_id, name: row.type_name },
    ticket_type: row.type_name,
    cost,
    sell_details: { cost },
    isSale: row.is_sale ? 1 : '0',
    face_price: moneyOrNull(row.face_price_cents),
    section: row.section,
    row: row.row,
    seat_no: row.seat_no,
    seat_type: row.seat_type_id === null ? null : { id: row.seat_type_id, name: row.seat_type_name ?? '' },
    quality: row.quality,
    grade: row.grade,
    description: row.description,
    status: row.status,
    collection:
      row.collection_id === null || row.collection_name === null
        ? null
        : { collection_id: row.collection_id, collection_name: row.collection_name },
    event,
    genre: event.genre,
    subgenre: event.sub_genre,
    // Supporting documents are the owner's evidence, not public content; one the previous seller uploaded does not
    // pass to the buyer with the ticket (the query reads the viewer's own upload only).
    support_document:
      row.document && viewerId === row.seller_id
        ? {
            doc_id: row.document.doc_id,
            document_name: row.document.document_name,
            url: `${apiBase}/documents/${row.document.key}`,
          }
        : null,
    // The automatic answers to offers are the seller's negotiating position: never shown to anyone else.
    ...(viewerId !== null && viewerId === row.seller_id
      ? {
          auto_answers: {
            accept_price: moneyOrNull(row.auto_accept_cents),
            decline_price: moneyOrNull(row.auto_decline_cents),
          },
          hidden_reason: row.hidden_reason,
          watch_count: row.watch_count ?? 0,
        }
      : {}),
    created_at: row.created_at.toISOString(),
  };
}

// ─── catalogue caches ───
// Events are few and shared by many tickets; a search page would otherwise rebuild the same event (venue, genre,
// teams, artists) for each of its tickets. Tickets (the anonymous Ticket as UTF-8 JSON, with seller, type,
// collection and images) are read by every search that lists them and sent as they are. The caches belong to the
// server (services.catalog, which drops the tickets and events that changed, as the catalogue change log tells it);
// the readers below use them only outside a transaction. Entries live `ttlMs` (PUBLIC_CACHE_MS; 0 turns them off), or
// until they change while the caches are exclusive (every change to the database reaches them: an embedded PGlite this
// server opened, or PostgreSQL while the catalogue listener is connected, see TicketCaches#setExclusive). Tickets are
// cached for anonymous reads only: the owner's view adds the supporting document.

/**
 * A ticket as an anonymous reader sees it: the Ticket's JSON text, built once, and the cached Event object it
 * embeds. The text is reused only while the event cache still holds that same object, so a ticket never shows an
 * event older than the event cache's.
 */
type CachedTicket = { json: Buffer; event: Event };

/** JSON text as UTF-8 in its own allocation (a long-lived cache entry should not pin a shared pool slab). */
function utf8(text: string): Buffer {
  const bytes = Buffer.allocUnsafeSlow(Buffer.byteLength(text));
  bytes.write(text);
  return bytes;
}

/**
 * Entities by id that expire after `ttlMs` (not while exclusive, see setExclusive), at most `maxEntries` of them (the
 * oldest goes first).
 */
export class EntityCache<T> {
  /**
   * `at`: when the value's read began (the `now` given to set). Times are `performance.now()`: monotonic and finer
   * than a millisecond, so a read that starts just after a `forget` is kept and one that started before it is not.
   */
  readonly #entries = new Map<number, { value: T; at: number }>();
  readonly ttlMs: number;
  readonly maxEntries: number;
  #exclusive = false;
  /** When the last clear or forget ran: a value whose read began before it may lack the change that caused it. */
  #clearedAt = 0;
  /** When each recently changed id was forgotten (see forget). */
  readonly #forgottenAt = new Map<number, number>();

  constructor(ttlMs: number, maxEntries: number) {
    this.ttlMs = ttlMs;
    this.maxEntries = maxEntries;
  }

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  get(id: number, now: number): T | undefined {
    const hit = this.#entries.get(id);
    if (!hit) return undefined;
    if (this.#exclusive || now - hit.at < this.ttlMs) return hit.value;
    this.#entries.delete(id);
    return undefined;
  }

  /** `now`: when the read of `value` began; a value read before the last clear, or before `id` was forgotten, is not kept. */
  set(id: number, value: T, now: number): void {
    if (!this.enabled || now <= this.#clearedAt || now <= (this.#forgottenAt.get(id) ?? 0)) return;
    if (this.#entries.size >= this.maxEntries) {
      // Maps iterate in insertion order: drop the oldest entry.
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    this.#entries.set(id, { value, at: now });
  }

  clear(): void {
    this.#entries.clear();
    this.#clearedAt = performance.now();
  }

  /** Drops the entries of `ids` (they changed); values of those ids being read now are not kept either. */
  forget(ids: Iterable<number>): void {
    const now = performance.now();
    // Reads take milliseconds: a guard older than a minute protects nothing (bounded memory under a stream of writes).
    if (this.#forgottenAt.size > 10_000) {
      for (const [id, at] of this.#forgottenAt) if (now - at > 60_000) this.#forgottenAt.delete(id);
      if (this.#forgottenAt.size > 10_000) this.#clearedAt = now;
    }
    for (const id of ids) {
      this.#entries.delete(id);
      this.#forgottenAt.delete(id);
      this.#forgottenAt.set(id, now);
    }
  }

  /** Exclusive: entries live until the next clear instead of `ttlMs`. Clears (the entries were read under the other rule). */
  setExclusive(exclusive: boolean): void {
    this.#exclusive = exclusive;
    this.clear();
  }
}

/** Tickets the cache holds: the whole catalogue up to this size (the catalogue caches fill it after each index build). */
const TICKET_CACHE_MAX = 120_000;

/**
 * The event and ticket caches of the catalogue queries, dropped entry by entry as tickets and events change. Memory
 * is bounded: a ticket's JSON is ~1-2.2 KB (it grows with its images: four URLs each), kept outside the JS heap, so
 * up to ~190 MB at the cap of TICKET_CACHE_MAX tickets.
 */
export class TicketCaches {
  readonly events: EntityCache<Event>;
  /** Anonymous tickets as their JSON text, with the event it embeds (see ticketTexts). */
  readonly listings: EntityCache<CachedTicket>;

  /** `exclusive`: see setExclusive. */
  constructor(ttlMs: number, exclusive = false) {
    this.events = new EntityCache<Event>(ttlMs, 20_000);
    this.listings = new EntityCache<CachedTicket>(ttlMs, TICKET_CACHE_MAX);
    if (exclusive) this.setExclusive(true);
  }

  clear(): void {
    this.events.clear();
    this.listings.clear();
  }

  /** Drops the tickets and events that changed (a ticket embeds its event, checked by identity on each read). */
  forget(tickets: Iterable<number>, events: Iterable<number>): void {
    this.listings.forget(tickets);
    this.events.forget(events);
  }

  /**
   * Exclusive: every change to the database reaches the caches (it changes only through this process, or every change
   * is notified), so entries need not expire: their content does not depend on the clock. Otherwise they live
   * `ttlMs`. Clears the caches.
   */
  setExclusive(exclusive: boolean): void {
    this.events.setExclusive(exclusive);
    this.listings.setExclusive(exclusive);
  }
}

/** Event entities by id (through `caches` for reads outside a transaction). */
export async function loadEvents(
  db: Queryable,
  ids: number[],
  caches?: TicketCaches,
): Promise<Map<number, Event>> {
  const out = new Map<number, Event>();
  const cache = caches?.events.enabled && !db.isTransaction ? caches.events : null;
  const now = performance.now();
  const missing: number[] = [];
  for (const id of new Set(ids)) {
    const hit = cache?.get(id, now);
    if (hit) out.set(id, hit);
    else missing.push(id);
  }
  if (missing.length) {
    const rows = await sql<EventColumns>`
      SELECT ${EVENT_COLUMNS} FROM events e ${EVENT_JOINS} WHERE e.id IN (${sql.join(missing)})`.execute(db);
    for (const row of rows.rows) {
      const event = toEvent(row);
      out.set(row.event_id, event);
      cache?.set(row.event_id, event, now);
    }
  }
  return out;
}

/** The ids of the newest `limit` listed tickets, newest first. */
export async function newestListedIds(db: Queryable, limit: number): Promise<number[]> {
  const rows = await sql<{ id: number }>`
    SELECT t.id FROM tickets t WHERE t.status = 'SELL' AND t.deleted_at IS NULL ORDER BY t.id DESC LIMIT ${limit}`.execute(
    db,
  );
  return rows.rows.map((r) => r.id);
}

/**
 * SELECT of ticket rows (TicketRow) for the ids of `page` (columns `id`, `ord`; or the ids themselves), in that order.
 * Read by ids, the statement is planned once per connection (planOnce): `id = ANY(ids)`, the ids
 * padded with the first one (padded), so that PostgreSQL keeps its generic plan (a join to the ids unnested would be
 * reckoned at a hundred ids and planned again every time), and the rows are put in the ids' order here. A page query is
 * planned with its values.
 */
async function hydrate(
  db: Queryable,
  page: RawBuilder<unknown> | number[],
  viewerId: number | null,
): Promise<TicketRow[]> {
  const byIds = Array.isArray(page);
  const document =
    viewerId === null
      ? sql`NULL::json`
      : sql`(SELECT json_build_object('doc_id', d.id, 'document_name', d.name, 'key', d.storage_key)
               FROM ticket_documents d
              WHERE d.ticket_id = t.id AND d.deleted_at IS NULL AND t.seller_id = ${viewerId} AND d.owner_id = ${viewerId} LIMIT 1)`;
  // How many buyers watch it, for its seller's own reads only (docs/rules/follow.md: never who, never to others).
  const watchCount =
    viewerId === null
      ? sql`NULL::int`
      : sql`(SELECT count(*)::int FROM watches w WHERE w.target_type = 'TICKET' AND w.target_id = t.id AND t.seller_id = ${viewerId})`;
  // Scalar subqueries instead of joins: the planner then plans a two-relation query (page, tickets), which
  // matters on PGlite, where planning a six-way join costs more than running it.
  const result = await sql<TicketRow>`
    ${byIds ? planOnce : sql``}SELECT t.id, t.listing_name, t.is_sale, t.price_cents, t.face_price_cents, t.section, t.row, t.seat_no, t.quality,
           t.grade, t.description, t.status, t.created_at, t.seller_id, t.event_id, t.auto_accept_cents, t.auto_decline_cents, t.hidden_reason,
           (SELECT u.name FROM users u WHERE u.id = t.seller_id) AS seller_name,
           (SELECT u.is_admin FROM users u WHERE u.id = t.seller_id) AS seller_is_admin,
           t.ticket_type_id AS type_id,
           (SELECT tt.name FROM ticket_types tt WHERE tt.id = t.ticket_type_id) AS type_name,
           t.seat_type_id,
           (SELECT st.name FROM seat_types st WHERE st.id = t.seat_type_id) AS seat_type_name,
           t.collection_id,
           (SELECT c.name FROM collections c WHERE c.id = t.collection_id AND c.deleted_at IS NULL) AS collection_name,
           (SELECT array_agg(ti.id::text || ':' || ti.image_hash ORDER BY ti.position, ti.id)
              FROM ticket_images ti WHERE ti.ticket_id = t.id AND ti.deleted_at IS NULL) AS images,
           ${document} AS document, ${watchCount} AS watch_count
      ${byIds ? sql`FROM tickets t WHERE t.id = ANY(${padded(page, page[0])}::int[])` : sql`FROM (${page}) AS page JOIN tickets t ON t.id = page.id ORDER BY page.ord`}`.execute(
    db,
  );
  if (!byIds) return result.rows;
  const rows = new Map(result.rows.map((row) => [row.id, row]));
  return page.flatMap((id) => {
    const row = rows.get(id);
    return row ? [row] : [];
  });
}

/** The ids a page query selects, in its order. */
async function pageIds(db: Queryable, page: RawBuilder<unknown> | number[]): Promise<number[]> {
  if (Array.isArray(page)) return page;
  return (
    await sql<{ id: number }>`SELECT page.id FROM (${page}) AS page ORDER BY page.ord`.execute(db)
  ).rows.map((r) => r.id);
}

/**
 * The JSON of each ticket (UTF-8) for an anonymous read, in the page's order: the page of ids first (one index walk,
 * or none when the search index gave the ids), then the tickets the cache lacks in one statement. A search whose
 * tickets are all cached costs no query, and its reply is the cached bytes joined (no Ticket objects, no
 * JSON.stringify of 20 tickets, no encoding).
 */
async function ticketTexts(
  db: Queryable,
  page: RawBuilder<unknown> | number[],
  apiBase: string,
  caches: TicketCaches,
): Promise<Buffer[]> {
  const ids = await pageIds(db, page);
  const now = performance.now();
  const cache = caches.listings;
  const hits = new Map<number, CachedTicket>();
  for (const id of ids) {
    const hit = cache.get(id, now);
    if (hit) hits.set(id, hit);
  }
  // A cached text stays valid while its event is the one the event cache holds (entries expire separately).
  const current = hits.size
    ? await loadEvents(
        db,
        [...hits.values()].map((hit) => hit.event.event_id),
        caches,
      )
    : null;
  const missing = ids.filter((id) => {
    const hit = hits.get(id);
    return !hit || current?.get(hit.event.event_id) !== hit.event;
  });
  if (missing.length) {
    const rows = await hydrate(db, missing, null);
    const events = await loadEvents(
      db,
      rows.map((row) => row.event_id),
      caches,
    );
    for (const row of rows) {
      const event = events.get(row.event_id);
      if (!event) continue;
      const ticket = { json: utf8(JSON.stringify(toTicket(row, event, apiBase, null))), event };
      hits.set(row.id, ticket);
      cache.set(row.id, ticket, now);
    }
  }
  return ids.flatMap((id) => {
    const hit = hits.get(id);
    return hit ? [hit.json] : [];
  });
}

/**
 * The JSON (UTF-8) of each ticket of `page` (as loadTickets) for an anonymous reader: the public search sends these
 * as they are. Through the ticket cache outside a transaction; built here otherwise.
 */
export async function loadTicketTexts(
  db: Queryable,
  page: RawBuilder<unknown> | number[],
  apiBase: string,
  caches?: TicketCaches,
): Promise<Buffer[]> {
  if (Array.isArray(page) && !page.length) return [];
  if (caches?.listings.enabled && !db.isTransaction) return ticketTexts(db, page, apiBase, caches);
  return (await loadTickets(db, page, apiBase, null)).map((ticket) => Buffer.from(JSON.stringify(ticket)));
}

/**
 * Full Ticket entities for the ids a `page` query selects, in its order: `page` must return a column `id` and an
 * `ord` column to sort by, or is the list of ids itself. Anonymous reads outside a transaction go through the ticket cache of `caches`; the
 * owner's reads (with the supporting document) and reads inside a transaction hydrate in one statement. Events come
 * from the event cache. Used by the public list, the single ticket, and the owner's lists.
 */
export async function loadTickets(
  db: Queryable,
  page: RawBuilder<unknown> | number[],
  apiBase: string,
  viewer: TicketReader,
  caches?: TicketCaches,
): Promise<Ticket[]> {
  if (Array.isArray(page) && !page.length) return [];
  if (viewer === null && caches?.listings.enabled && !db.isTransaction) {
    return (await ticketTexts(db, page, apiBase, caches)).map(
      (json) => JSON.parse(json.toString()) as Ticket,
    );
  }
  const rows = await hydrate(db, page, viewer?.id ?? null);
  if (!rows.length) return [];
  const events = await loadEvents(
    db,
    rows.map((row) => row.event_id),
    caches,
  );
  return rows.flatMap((row) => {
    const event = events.get(row.event_id);
    return event ? [toTicket(row, event, apiBase, viewer)] : [];
  });
}

/**
 * The page (for loadTickets) of one ticket as `viewer` may open it: a ticket an admin hid, or whose seller an
 * admin deactivated, is gone for everyone but its seller and the admins (mayOpenTicket in the contract).
 */
export function openTicketPage(id: number, viewer: TicketReader): RawBuilder<unknown> {
  const mayAnyway =
    viewer === null ? sql`false` : viewer.isAdmin ? sql`true` : sql`t.seller_id = ${viewer.id}`;
  return sql`SELECT t.id, 0 AS ord FROM tickets t
                      WHERE t.id = ${id} AND t.deleted_at IS NULL AND (${ticketOpen('t')} OR ${mayAnyway})`;
}

/** The page (for loadTickets) of one ticket by id, whatever its state. */
export const ticketPage = (id: number): RawBuilder<unknown> => sql`SELECT ${id}::int AS id, 0 AS ord`;
