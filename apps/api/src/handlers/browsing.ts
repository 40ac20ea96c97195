import { BROWSING_REFUSALS, displayName, shownToReader, type Reader, type Ticket } from '@momento/contract';
import type { RawBuilder } from 'kysely';
import type { Queryable } from '../db/database.ts';
import type { HandlerContext, HandlerGroup, Viewer } from '../context.ts';
import { ApiError, notFound } from '../errors.ts';
import { listReplyText } from '../views/json.ts';
import { listReply, MAX_PAGE, pageWindow } from '../views/paging.ts';
import { imageUrl } from '../images/images.ts';
import { money } from '../views/money.ts';
import { criteriaOf, type SearchCriteria } from '../queries/search/criteria.ts';
import { pageIds, searchPageSql } from '../queries/search/sql.ts';
import { loadTickets, loadTicketTexts, openTicketPage, toEvent } from '../queries/tickets.ts';
import { collectionCardRows } from '../queries/collections.ts';
import { popularEventRows, popularKeywords, popularTeamArtistRows } from '../queries/popular.ts';
import {
  eventRows,
  FULL_RESULT_CAP,
  genreRows,
  subGenreRows,
  teamArtistRows,
  ticketAndSeatTypes,
  venueRows,
  type MetaRow,
} from '../queries/referenceLists.ts';
import { staticPage, staticPages } from '../queries/staticPages.ts';

export { FULL_RESULT_CAP };

function assertPage(page: number | undefined): void {
  if (page !== undefined && page > MAX_PAGE)
    throw new ApiError('VALIDATION', BROWSING_REFUSALS.pageTooFar(MAX_PAGE));
}

async function searchTickets(ctx: HandlerContext<'products'> | HandlerContext<'searchProducts'>) {
  const q = ctx.query;
  assertPage(q.page);
  const full = q.full_result === 1;
  const { offset, limit, size } = full
    ? { offset: 0, limit: FULL_RESULT_CAP, size: FULL_RESULT_CAP }
    : pageWindow(q.page);
  const criteria = criteriaOf(q);
  const { catalog, config } = ctx.services;
  // The in-memory index answers (each change reaches it in one step, see CatalogCaches); SQL answers while there is
  // none (same result, see queries/search/sql.ts).
  await catalog.fresh();
  const index = catalog.search.current(ctx.db);
  // The page of ids by SQL may come from a read replica (DATABASE_READ_URL); the tickets themselves are read from
  // the primary, since the ticket cache keeps them.
  const page = index
    ? index.search(criteria, limit, offset)
    : await pageFromReads(ctx, criteria, limit, offset);
  // A full page of ids (newest first): its last id is the reply's floor for the reply cache (see ReplyScope).
  if (Array.isArray(page) && page.length === limit) ctx.replyHints.floor = page[limit - 1] as number;
  if (ctx.viewer) {
    const tickets = page
      ? await loadTickets(ctx.db, page, config.publicApiBase, ctx.viewer, catalog.entities)
      : [];
    return full ? { items: tickets } : listReply(tickets, ctx, q.page, size);
  }
  // Anonymous: the tickets' cached JSON texts, joined (the same reply, without rebuilding 20 Ticket objects).
  const texts = page ? await loadTicketTexts(ctx.db, page, config.publicApiBase, catalog.entities) : [];
  return listReplyText<Ticket>(full ? { items: texts } : listReply(texts, ctx, q.page, size));
}

/**
 * The page by SQL, read on a read replica when there is one (DATABASE_READ_URL). A signed-in reader's tickets are read
 * joined to the page query on the primary (one statement); otherwise the page's ids are read first: an anonymous reply
 * is cached with the id below its page (its floor, see ReplyScope), and the tickets come from the primary's cache.
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
  return pageIds(db, page);
}

export const browsingHandlers = {
  products: searchTickets,
  searchProducts: searchTickets,

  async product(ctx) {
    // Once every change this process knows of has reached the ticket cache (see searchTickets).
    await ctx.services.catalog.fresh();
    // A ticket an admin hid, or whose seller an admin deactivated, is gone for everyone but its seller and the
    // admins (mayOpenTicket in the contract).
    const page = openTicketPage(ctx.query.product_id, ctx.viewer);
    const [ticket] = await loadTickets(
      ctx.db,
      page,
      ctx.services.config.publicApiBase,
      ctx.viewer,
      ctx.services.catalog.entities,
    );
    if (!ticket) throw notFound(BROWSING_REFUSALS.ticketNotFound);
    return ticket;
  },

  async events(ctx) {
    const q = ctx.query;
    assertPage(q.page);
    const full = q.full_result === 1;
    const { offset, limit, size } = full
      ? { offset: 0, limit: FULL_RESULT_CAP, size: FULL_RESULT_CAP }
      : pageWindow(q.page);
    const rows = await eventRows(ctx.db, q, ctx.viewer, limit, offset);
    const reader = readerOf(ctx.viewer);
    const items = rows.map((row) => shownToReader(reader, toEvent(row)));
    return full ? { items } : listReply(items, ctx, q.page, size);
  },

  async genres(ctx) {
    const withTickets = ctx.query.has_tickets === 1;
    const { genres, subs } = await genreRows(ctx.db, ctx.query.status, withTickets, ctx.viewer);
    return {
      items: genres.map((g) => ({
        genre_id: g.id,
        genre_name: g.name,
        display_name: g.display_name,
        display_order: g.display_order,
        sub_genre: subs
          .filter((s) => s.genre_id === g.id)
          .map((s) => ({ sub_genre_id: s.id, name: s.name, display_name: s.display_name })),
      })),
    };
  },

  async subGenres(ctx) {
    return {
      items: await subGenreList(
        ctx.db,
        ctx.query.status,
        ctx.query.genre,
        ctx.query.has_tickets === 1,
        ctx.viewer,
      ),
    };
  },

  async adminSubGenres(ctx) {
    // The admin screen asks for every status by default; non-admins see approved ones and their own.
    return {
      items: await subGenreList(
        ctx.db,
        ctx.query.status ?? 'APPROVED,INQUEUE,REJECTED',
        ctx.query.genre,
        false,
        ctx.viewer,
      ),
    };
  },

  async venues(ctx) {
    const q = ctx.query;
    const rows = await venueRows(ctx.db, q, ctx.viewer);
    return {
      items: rows.map((v) => ({
        venue_id: v.id,
        venue_name: v.name,
        display_name: v.display_name,
        display_order: v.display_order,
        ...meta(v, ctx.viewer),
      })),
    };
  },

  async teams(ctx) {
    const rows = await teamArtistRows(ctx.db, 'teams', 'event_teams', 'team_id', ctx.query, ctx.viewer);
    return {
      items: rows.map((r) => ({
        team_id: r.id,
        team_name: r.name,
        display_name: r.display_name,
        sub_genre: r.sub_genre_id,
        ...meta(r, ctx.viewer),
      })),
    };
  },

  async artists(ctx) {
    const rows = await teamArtistRows(ctx.db, 'artists', 'event_artists', 'artist_id', ctx.query, ctx.viewer);
    return {
      items: rows.map((r) => ({
        artist_id: r.id,
        artist_name: r.name,
        display_name: r.display_name,
        sub_genre: r.sub_genre_id,
        ...meta(r, ctx.viewer),
      })),
    };
  },

  async popularSearches(ctx) {
    const rows = await popularKeywords(ctx.db);
    return { items: rows };
  },

  async popularEvents(ctx) {
    const rows = await popularEventRows(ctx.db);
    return {
      items: rows.map((r) => ({
        event_id: r.id,
        name: r.name,
        event_date: r.event_date.toISOString(),
        venue: { display_name: r.display_name },
      })),
    };
  },

  async popularTeams(ctx) {
    const rows = await popularTeamArtistRows(ctx.db);
    return {
      items: rows.map((r) => ({
        id: r.id,
        display_name: r.display_name,
        is_team: r.is_team ? (1 as const) : (0 as const),
      })),
    };
  },

  async collections(ctx) {
    const q = ctx.query;
    assertPage(q.page);
    const { offset, limit, size } = pageWindow(q.page);
    const apiBase = ctx.services.config.publicApiBase;
    const rows = await collectionCardRows(ctx.db, q.seller, limit, offset);
    const items = rows.map((c) => ({
      id: c.id,
      collection_name: c.name,
      cost: money(c.price_cents),
      isSale: c.is_sale ? (1 as const) : ('0' as const),
      status: c.status,
      user_id: c.user_id,
      seller: {
        id: c.user_id,
        name: displayName(c.seller_name, c.seller_is_admin),
        is_admin: c.seller_is_admin ? (1 as const) : (0 as const),
      },
      ticket_count: Number(c.ticket_count),
      image: c.image_hash ? { image_400: imageUrl(apiBase, c.image_hash, 400) } : null,
    }));
    return listReply(items, ctx, q.page, size);
  },

  async metaContents(ctx) {
    const rows = await staticPages(ctx.db, ctx.query.page_name);
    return { items: rows.map((r) => ({ page_name: r.page_name, content_description: r.content_html })) };
  },

  async agreementContent(ctx) {
    const row = await staticPage(ctx.db, 'seller_agreement');
    if (!row) throw notFound(BROWSING_REFUSALS.agreementMissing);
    return { page_name: row.page_name, content_description: row.content_html };
  },

  async masterPaymentData(ctx) {
    const { payment } = ctx.services.config;
    return { paypal_client_id: payment.paypalClientId, test_payments: payment.provider === 'test' };
  },

  async masterData(ctx) {
    const { ticketTypes, seatTypes } = await ticketAndSeatTypes(ctx.db);
    return { ticket_types: ticketTypes, seat_types: seatTypes };
  },
} satisfies HandlerGroup;

const readerOf = (viewer: Viewer | null): Reader =>
  viewer === null ? null : { id: viewer.id, is_admin: viewer.isAdmin };

/**
 * A rejected item is listed only to its creator and to admins (statusCondition, queries/referenceLists.ts); its reason goes along for those who
 * may read it (shownToReader: the same rule as every read that embeds the item); other items carry none.
 */
const meta = (r: MetaRow & { created_by: number | null }, viewer: Viewer | null) =>
  shownToReader(readerOf(viewer), {
    status: r.status,
    is_admin_created: r.is_admin_created ? (1 as const) : (0 as const),
    created_by: r.created_by,
    ...(r.status === 'REJECTED' ? { rejection_reason: r.rejection_reason } : {}),
  });

async function subGenreList(
  db: Queryable,
  status: string | undefined,
  genre: number | undefined,
  withTickets: boolean,
  viewer: Viewer | null,
) {
  const rows = await subGenreRows(db, status, genre, withTickets, viewer);
  return rows.map((s) => ({
    sub_genre_id: s.id,
    name: s.name,
    display_name: s.display_name,
    genre: s.genre_id,
    ...meta(s, viewer),
  }));
}
