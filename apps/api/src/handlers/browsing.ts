import { BROWSING_REFUSALS, REFERENCE_STATUSES, displayName, shownToReader, type OperationQuery, type Reader, type ReferenceStatus, type Ticket } from '@momento/contract';
import { sql, type RawBuilder } from 'kysely';
import type { Queryable } from '../db/database.ts';
import type { HandlerContext, HandlerGroup, Viewer } from '../context.ts';
import { ApiError, notFound } from '../errors.ts';
import { listReplyText } from '../views/json.ts';
import { listReply, MAX_PAGE, pageWindow } from '../views/paging.ts';
import { imageUrl } from '../images/images.ts';
import { money } from '../views/money.ts';
import { criteriaOf, type SearchCriteria } from '../queries/search/criteria.ts';
import { escapeLike, searchPageSql } from '../queries/search/sql.ts';
import { EVENT_COLUMNS, EVENT_JOINS, loadTickets, loadTicketTexts, toEvent, type EventColumns } from '../queries/tickets.ts';
import { listingOpen, sellerDeactivated } from '../queries/visibility.ts';

/** `full_result=1` answers every match in one reply (the ticket form's event list, the offer picker), capped here. */
export const FULL_RESULT_CAP = 500;

function assertPage(page: number | undefined): void {
  if (page !== undefined && page > MAX_PAGE) throw new ApiError('VALIDATION', BROWSING_REFUSALS.pageTooFar(MAX_PAGE));
}

/**
 * Reference status filter (default APPROVED). Items waiting for approval (INQUEUE) or rejected are shown only
 * to their creator and to admins (docs/rules/statuses.md).
 */
export function statusCondition(column: string, creatorColumn: string, raw: string | undefined, viewer: Viewer | null): RawBuilder<boolean> {
  const wanted = (raw ?? 'APPROVED').split(',');
  for (const status of wanted) {
    if (!(REFERENCE_STATUSES as readonly string[]).includes(status)) throw new ApiError('VALIDATION', BROWSING_REFUSALS.unknownStatus(status));
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

async function searchTickets(ctx: HandlerContext<'products'> | HandlerContext<'searchProducts'>) {
  const q = ctx.query;
  assertPage(q.page);
  const full = q.full_result === 1;
  const { offset, limit, size } = full ? { offset: 0, limit: FULL_RESULT_CAP, size: FULL_RESULT_CAP } : pageWindow(q.page);
  const criteria = criteriaOf(q);
  const { catalog, config } = ctx.services;
  // The in-memory index answers (each change reaches it in one step, see CatalogCaches); SQL answers while there is
  // none (same result, see queries/search/sql.ts).
  await catalog.fresh();
  const index = catalog.search.current(ctx.db);
  // The page of ids by SQL may come from a read replica (DATABASE_READ_URL); the listings themselves are read from
  // the primary, since the listing cache keeps them.
  const page = index ? index.search(criteria, limit, offset) : await pageFromReads(ctx, criteria, limit, offset);
  // A full page of ids (newest first): its last id is the reply's floor for the reply cache (see ReplyScope).
  if (Array.isArray(page) && page.length === limit) ctx.replyHints.floor = page[limit - 1] as number;
  if (ctx.viewer) {
    const tickets = page ? await loadTickets(ctx.db, page, config.publicApiBase, ctx.viewer, catalog.entities) : [];
    return full ? { items: tickets } : listReply(tickets, ctx, q.page, size);
  }
  // Anonymous: the listings' cached JSON texts, joined (the same reply, without rebuilding 20 Ticket objects).
  const texts = page ? await loadTicketTexts(ctx.db, page, config.publicApiBase, catalog.entities) : [];
  return listReplyText<Ticket>(full ? { items: texts } : listReply(texts, ctx, q.page, size));
}

/**
 * The page by SQL, read on a read replica when there is one (DATABASE_READ_URL). A signed-in reader's listings are read
 * joined to the page query on the primary (one statement); otherwise the page's ids are read first: an anonymous reply
 * is cached with the id below its page (its floor, see ReplyScope), and the listings come from the primary's cache.
 */
async function pageFromReads(
  ctx: HandlerContext<'products'> | HandlerContext<'searchProducts'>,
  criteria: SearchCriteria,
  limit: number,
  offset: number,
): Promise<RawBuilder<unknown> | number[] | null> {
  const reads = ctx.services.catalogReads;
  const onPrimary = ctx.db.isTransaction || reads === ctx.services.database.db;
  const db = onPrimary ? ctx.db : reads;
  const page = await searchPageSql(db, criteria, limit, offset);
  if (!page || Array.isArray(page) || (onPrimary && ctx.viewer)) return page;
  return (await sql<{ id: number }>`SELECT p.id FROM (${page}) AS p ORDER BY p.ord`.execute(db)).rows.map((r) => r.id);
}

type EventRow = EventColumns;

export const browsingHandlers = {
  products: searchTickets,
  searchProducts: searchTickets,

  async product(ctx) {
    // Once every change this process knows of has reached the listing cache (see searchTickets).
    await ctx.services.catalog.fresh();
    // A listing an operator hid, or whose seller an operator deactivated, is gone for everyone but its seller and the
    // operators (mayOpenListing in the contract).
    const viewer = ctx.viewer;
    const mayAnyway = viewer === null ? sql`false` : viewer.isAdmin ? sql`true` : sql`t.seller_id = ${viewer.id}`;
    const page = sql`SELECT t.id, 0 AS ord FROM tickets t
                      WHERE t.id = ${ctx.query.product_id} AND t.deleted_at IS NULL AND (${listingOpen('t')} OR ${mayAnyway})`;
    const [ticket] = await loadTickets(ctx.db, page, ctx.services.config.publicApiBase, ctx.viewer, ctx.services.catalog.entities);
    if (!ticket) throw notFound(BROWSING_REFUSALS.ticketNotFound);
    return ticket;
  },

  async events(ctx) {
    const q = ctx.query;
    assertPage(q.page);
    const where: RawBuilder<boolean>[] = [statusCondition('e.status', 'e.created_by', q.status, ctx.viewer)];
    if (q.has_tickets === 1) where.push(sql<boolean>`e.ticket_count > 0`);
    if (q.genre !== undefined) where.push(sql<boolean>`e.genre_id = ${q.genre}`);
    if (q.venue !== undefined) where.push(sql<boolean>`e.venue_id = ${q.venue}`);
    if (q.team !== undefined) where.push(sql<boolean>`e.id IN (SELECT event_id FROM event_teams WHERE team_id = ${q.team})`);
    if (q.artist !== undefined) where.push(sql<boolean>`e.id IN (SELECT event_id FROM event_artists WHERE artist_id = ${q.artist})`);
    if (q.name) where.push(sql<boolean>`e.name ILIKE ${`%${escapeLike(q.name)}%`}`);
    const full = q.full_result === 1;
    const { offset, limit, size } = full ? { offset: 0, limit: FULL_RESULT_CAP, size: FULL_RESULT_CAP } : pageWindow(q.page);
    const rows = await sql<EventRow>`
      SELECT ${EVENT_COLUMNS}
        FROM events e ${EVENT_JOINS}
       WHERE ${sql.join(where, sql` AND `)}
       ORDER BY e.event_date DESC, e.id DESC
       LIMIT ${limit} OFFSET ${offset}`.execute(ctx.db);
    const reader = readerOf(ctx.viewer);
    const items = rows.rows.map((row) => shownToReader(reader, toEvent(row)));
    return full ? { items } : listReply(items, ctx, q.page, size);
  },

  async genres(ctx) {
    const withTickets = ctx.query.has_tickets === 1;
    const genres = await sql<{ id: number; name: string; display_name: string; display_order: number }>`
      SELECT g.id, g.name, g.display_name, g.display_order FROM genres g
       WHERE ${statusCondition('g.status', 'g.created_by', ctx.query.status, ctx.viewer)}
         ${withTickets ? sql`AND EXISTS (SELECT 1 FROM events e WHERE e.genre_id = g.id AND e.ticket_count > 0)` : sql``}
       ORDER BY g.display_order, g.id`.execute(ctx.db);
    const subs = await sql<{ id: number; genre_id: number; name: string; display_name: string }>`
      SELECT s.id, s.genre_id, s.name, s.display_name FROM sub_genres s
       WHERE ${statusCondition('s.status', 's.created_by', undefined, ctx.viewer)}
         ${withTickets ? sql`AND EXISTS (SELECT 1 FROM events e WHERE e.sub_genre_id = s.id AND e.ticket_count > 0)` : sql``}
       ORDER BY s.display_order, s.display_name, s.id`.execute(ctx.db);
    return {
      items: genres.rows.map((g) => ({
        genre_id: g.id,
        genre_name: g.name,
        display_name: g.display_name,
        display_order: g.display_order,
        sub_genre: subs.rows.filter((s) => s.genre_id === g.id).map((s) => ({ sub_genre_id: s.id, name: s.name, display_name: s.display_name })),
      })),
    };
  },

  async subGenres(ctx) {
    return { items: await subGenreList(ctx.db, ctx.query.status, ctx.query.genre, ctx.query.has_tickets === 1, ctx.viewer) };
  },

  async adminSubGenres(ctx) {
    // The admin screen asks for every status by default; non-admins see approved ones and their own.
    return { items: await subGenreList(ctx.db, ctx.query.status ?? 'APPROVED,INQUEUE,REJECTED', ctx.query.genre, false, ctx.viewer) };
  },

  async venues(ctx) {
    const q = ctx.query;
    const rows = await sql<{ id: number; name: string; display_name: string; display_order: number } & MetaRow>`
      SELECT v.id, v.name, v.display_name, v.display_order, v.status, v.is_admin_created, v.created_by, v.rejection_reason FROM venues v
       WHERE ${statusCondition('v.status', 'v.created_by', q.status, ctx.viewer)}
         ${q.has_tickets === 1 ? sql`AND EXISTS (SELECT 1 FROM events e WHERE e.venue_id = v.id AND e.ticket_count > 0)` : sql``}
         ${q.name ? sql`AND (v.display_name ILIKE ${`%${escapeLike(q.name)}%`} OR v.name ILIKE ${`%${escapeLike(q.name)}%`})` : sql``}
       ORDER BY v.display_order ASC, v.id ASC`.execute(ctx.db);
    return {
      items: rows.rows.map((v) => ({
        venue_id: v.id,
        venue_name: v.name,
        display_name: v.display_name,
        display_order: v.display_order,
        ...meta(v, ctx.viewer),
      })),
    };
  },

  async teams(ctx) {
    const rows = await teamArtistList(ctx.db, 'teams', 'event_teams', 'team_id', ctx.query, ctx.viewer);
    return { items: rows.map((r) => ({ team_id: r.id, team_name: r.name, display_name: r.display_name, sub_genre: r.sub_genre_id, ...meta(r, ctx.viewer) })) };
  },

  async artists(ctx) {
    const rows = await teamArtistList(ctx.db, 'artists', 'event_artists', 'artist_id', ctx.query, ctx.viewer);
    return { items: rows.map((r) => ({ artist_id: r.id, artist_name: r.name, display_name: r.display_name, sub_genre: r.sub_genre_id, ...meta(r, ctx.viewer) })) };
  },

  async popularSearches(ctx) {
    const rows = await ctx.db.selectFrom('popular_searches').select('keyword').orderBy('display_order').orderBy('id').execute();
    return { items: rows };
  },

  async popularEvents(ctx) {
    const rows = await ctx.db
      .selectFrom('popular_events as p')
      .innerJoin('events as e', 'e.id', 'p.event_id')
      .innerJoin('venues as v', 'v.id', 'e.venue_id')
      .select(['e.id', 'e.name', 'e.event_date', 'v.display_name'])
      .where('e.status', '=', 'APPROVED')
      .orderBy('p.display_order')
      .orderBy('e.id')
      .execute();
    return { items: rows.map((r) => ({ event_id: r.id, name: r.name, event_date: r.event_date.toISOString(), venue: { display_name: r.display_name } })) };
  },

  async popularTeams(ctx) {
    const rows = await sql<{ id: number; display_name: string; is_team: boolean }>`
      SELECT coalesce(t.id, a.id) AS id, coalesce(t.display_name, a.display_name) AS display_name, p.team_id IS NOT NULL AS is_team
        FROM popular_team_artists p
        LEFT JOIN teams t ON t.id = p.team_id AND t.status = 'APPROVED'
        LEFT JOIN artists a ON a.id = p.artist_id AND a.status = 'APPROVED'
       WHERE coalesce(t.id, a.id) IS NOT NULL
       ORDER BY p.display_order, p.id`.execute(ctx.db);
    return { items: rows.rows.map((r) => ({ id: r.id, display_name: r.display_name, is_team: r.is_team ? (1 as const) : (0 as const) })) };
  },

  async collections(ctx) {
    const q = ctx.query;
    assertPage(q.page);
    const { offset, limit, size } = pageWindow(q.page);
    const apiBase = ctx.services.config.publicApiBase;
    const rows = await sql<{
      id: number;
      name: string;
      price_cents: number;
      is_sale: boolean;
      status: 'ACTIVE' | 'CART' | 'IN_CHECK_OUT' | 'IN_ORDER' | 'SOLD';
      user_id: number;
      seller_name: string;
      seller_is_admin: boolean;
      ticket_count: number;
      image_hash: string | null;
    }>`
      SELECT c.id, c.name, c.price_cents, c.is_sale, c.status, c.user_id, u.name AS seller_name, u.is_admin AS seller_is_admin,
             -- Only the listings a buyer can open (isListingOpen): not one an operator hid.
             (SELECT count(*) FROM tickets t WHERE t.collection_id = c.id AND t.deleted_at IS NULL AND ${listingOpen('t')}) AS ticket_count,
             (SELECT ti.image_hash FROM tickets t JOIN ticket_images ti ON ti.ticket_id = t.id AND ti.deleted_at IS NULL
               WHERE t.collection_id = c.id AND t.deleted_at IS NULL AND ${listingOpen('t')} ORDER BY t.id, ti.position, ti.id LIMIT 1) AS image_hash
        FROM collections c JOIN users u ON u.id = c.user_id
       WHERE c.deleted_at IS NULL AND c.status <> 'SOLD'
         -- A seller the operator deactivated sells nothing: their collections go with their listings (isCollectionOpen).
         AND NOT ${sellerDeactivated('c.user_id')}
         ${q.seller !== undefined ? sql`AND c.user_id = ${q.seller}` : sql``}
       ORDER BY c.id DESC LIMIT ${limit} OFFSET ${offset}`.execute(ctx.db);
    const items = rows.rows.map((c) => ({
      id: c.id,
      collection_name: c.name,
      cost: money(c.price_cents),
      isSale: c.is_sale ? (1 as const) : ('0' as const),
      status: c.status,
      user_id: c.user_id,
      seller: { id: c.user_id, name: displayName(c.seller_name, c.seller_is_admin), is_admin: c.seller_is_admin ? (1 as const) : (0 as const) },
      ticket_count: Number(c.ticket_count),
      image: c.image_hash ? { image_400: imageUrl(apiBase, c.image_hash, 400) } : null,
    }));
    return listReply(items, ctx, q.page, size);
  },

  async metaContents(ctx) {
    let query = ctx.db.selectFrom('static_pages').select(['page_name', 'content_html']).orderBy('id');
    if (ctx.query.page_name) query = query.where('page_name', '=', ctx.query.page_name);
    const rows = await query.execute();
    return { items: rows.map((r) => ({ page_name: r.page_name, content_description: r.content_html })) };
  },

  async agreementContent(ctx) {
    const row = await ctx.db.selectFrom('static_pages').select(['page_name', 'content_html']).where('page_name', '=', 'seller_agreement').executeTakeFirst();
    if (!row) throw notFound(BROWSING_REFUSALS.agreementMissing);
    return { page_name: row.page_name, content_description: row.content_html };
  },

  async masterPaymentData(ctx) {
    const { payment } = ctx.services.config;
    return { paypal_client_id: payment.paypalClientId, test_payments: payment.provider === 'test' };
  },

  async masterData(ctx) {
    const [ticketTypes, seatTypes] = await Promise.all([
      ctx.db.selectFrom('ticket_types').select(['id', 'name']).orderBy('display_order').orderBy('id').execute(),
      ctx.db.selectFrom('seat_types').select(['id', 'name']).orderBy('display_order').orderBy('id').execute(),
    ]);
    return { ticket_types: ticketTypes, seat_types: seatTypes };
  },
} satisfies HandlerGroup;

type MetaRow = { status: ReferenceStatus; is_admin_created: boolean; created_by: number | null; rejection_reason: string | null };
const readerOf = (viewer: Viewer | null): Reader => (viewer === null ? null : { id: viewer.id, is_admin: viewer.isAdmin });

/**
 * A rejected item is listed only to its creator and to admins (statusCondition); its reason goes along for those who
 * may read it (shownToReader: the same rule as every read that embeds the item); other items carry none.
 */
const meta = (r: MetaRow & { created_by: number | null }, viewer: Viewer | null) =>
  shownToReader(readerOf(viewer), {
    status: r.status,
    is_admin_created: r.is_admin_created ? (1 as const) : (0 as const),
    created_by: r.created_by,
    ...(r.status === 'REJECTED' ? { rejection_reason: r.rejection_reason } : {}),
  });

async function subGenreList(db: Queryable, status: string | undefined, genre: number | undefined, withTickets: boolean, viewer: Viewer | null) {
  const rows = await sql<{ id: number; genre_id: number; name: string; display_name: string } & MetaRow>`
    SELECT s.id, s.genre_id, s.name, s.display_name, s.status, s.is_admin_created, s.created_by, s.rejection_reason FROM sub_genres s
     WHERE ${statusCondition('s.status', 's.created_by', status, viewer)}
       ${genre !== undefined ? sql`AND s.genre_id = ${genre}` : sql``}
       ${withTickets ? sql`AND EXISTS (SELECT 1 FROM events e WHERE e.sub_genre_id = s.id AND e.ticket_count > 0)` : sql``}
     ORDER BY s.display_order, s.display_name, s.id`.execute(db);
  return rows.rows.map((s) => ({ sub_genre_id: s.id, name: s.name, display_name: s.display_name, genre: s.genre_id, ...meta(s, viewer) }));
}

async function teamArtistList(
  db: Queryable,
  table: 'teams' | 'artists',
  link: 'event_teams' | 'event_artists',
  column: 'team_id' | 'artist_id',
  q: OperationQuery<'teams'>,
  viewer: Viewer | null,
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
