import {
  REFERENCE_REFUSALS,
  FOLLOW_REFUSALS,
  MAX_SAVED_SEARCHES,
  MAX_WATCHES,
  SAVED_SEARCH_NAME_MAX,
  type SavedSearch,
} from '@momento/contract';
import { sql } from 'kysely';
import { criteriaOfFilters, savedFilters } from '../follow/savedSearches.ts';
import { viewerOf, type HandlerGroup } from '../context.ts';
import { badRequest, notFound } from '../errors.ts';
import { listReply, pageWindow } from '../views/paging.ts';
import { indexSavedSearch } from '../follow/matching.ts';
import { priceHistory, savedSearchRows, watchItems, watchTarget } from '../queries/follow.ts';
import { toCents } from '../views/money.ts';
import type { Queryable } from '../db/database.ts';

// Following (ours; docs/rules/follow.md): the watchlist, saved searches and an event's price history. Refusals are the
// contract's FOLLOW_REFUSALS, which the kit's mock server answers too.

/** A saved search's name, checked: required, at most SAVED_SEARCH_NAME_MAX characters. */
function checkedName(raw: string): string {
  const name = raw.trim();
  if (!name) throw badRequest(FOLLOW_REFUSALS.searchName);
  if ([...name].length > SAVED_SEARCH_NAME_MAX) throw badRequest(FOLLOW_REFUSALS.searchNameLong);
  return name;
}

/** The name is free among the buyer's searches (case-insensitively), but for `except` (the search being renamed). */
async function assertNameFree(
  db: Queryable,
  userId: number,
  name: string,
  except: number | null,
): Promise<void> {
  const taken = await sql<{ id: number }>`
    SELECT id FROM saved_searches WHERE user_id = ${userId} AND lower(name) = lower(${name}) ${except === null ? sql`` : sql`AND id <> ${except}`}`.execute(
    db,
  );
  if (taken.rows.length) throw badRequest(FOLLOW_REFUSALS.searchNameTaken);
}

/** Locks the buyer's row, so that two requests at once cannot both pass a limit or a name check. */
async function lockBuyer(db: Queryable, userId: number): Promise<void> {
  await sql`SELECT id FROM users WHERE id = ${userId} FOR UPDATE`.execute(db);
}

async function oneSavedSearch(db: Queryable, userId: number, id: number): Promise<SavedSearch> {
  const [search] = await savedSearchRows(db, userId, { id });
  if (!search) throw notFound(FOLLOW_REFUSALS.searchMissing);
  return search;
}

export const followHandlers = {
  async watchlist(ctx) {
    const viewer = viewerOf(ctx);
    const { offset, limit, size } = pageWindow(ctx.query.page);
    const items = await watchItems(ctx.db, viewer.id, ctx.services.config.publicApiBase, { limit, offset });
    return listReply(items, ctx, ctx.query.page, size);
  },

  async watchIds(ctx) {
    const viewer = viewerOf(ctx);
    const rows = await ctx.db
      .selectFrom('watches')
      .select(['target_type', 'target_id'])
      .where('user_id', '=', viewer.id)
      .orderBy('id')
      .execute();
    const of = (type: string) => rows.filter((row) => row.target_type === type).map((row) => row.target_id);
    return { tickets: of('TICKET'), collections: of('COLLECTION'), sellers: of('SELLER') };
  },

  async watchAdd(ctx) {
    const viewer = viewerOf(ctx);
    const { type, id } = ctx.body;
    const alertCents =
      ctx.body.alert_price === undefined || ctx.body.alert_price === null
        ? null
        : toCents(ctx.body.alert_price);
    if (alertCents !== null && alertCents <= 0) throw badRequest(FOLLOW_REFUSALS.alertPrice);
    await lockBuyer(ctx.db, viewer.id);
    const existing = await ctx.db
      .selectFrom('watches')
      .select('id')
      .where('user_id', '=', viewer.id)
      .where('target_type', '=', type)
      .where('target_id', '=', id)
      .executeTakeFirst();
    if (existing) {
      // Watching again only changes the alert price (the item may have closed since: it stays on the list).
      await ctx.db
        .updateTable('watches')
        .set({ alert_cents: alertCents })
        .where('id', '=', existing.id)
        .execute();
    } else {
      const target = await watchTarget(ctx.db, type, id);
      if (!target) throw notFound(FOLLOW_REFUSALS.watchMissing);
      if (target.owner === viewer.id) throw badRequest(FOLLOW_REFUSALS.watchOwn);
      const count = await sql<{
        n: number;
      }>`SELECT count(*)::int AS n FROM watches WHERE user_id = ${viewer.id}`.execute(ctx.db);
      if ((count.rows[0]?.n ?? 0) >= MAX_WATCHES) throw badRequest(FOLLOW_REFUSALS.watchLimit);
      await ctx.db
        .insertInto('watches')
        .values({
          user_id: viewer.id,
          target_type: type,
          target_id: id,
          watched_cents: target.price_cents,
          reference_cents: target.price_cents,
          alert_cents: alertCents,
        })
        .execute();
    }
    const [item] = await watchItems(ctx.db, viewer.id, ctx.services.config.publicApiBase, {
      only: { type, id },
    });
    if (!item) throw notFound(FOLLOW_REFUSALS.watchMissing);
    return item;
  },

  async watchRemove(ctx) {
    const viewer = viewerOf(ctx);
    // Removing what is not watched is already done.
    await ctx.db
      .deleteFrom('watches')
      .where('user_id', '=', viewer.id)
      .where('target_type', '=', ctx.body.type)
      .where('target_id', '=', ctx.body.id)
      .execute();
    return { ok: true as const };
  },

  async savedSearches(ctx) {
    const viewer = viewerOf(ctx);
    const { offset, limit, size } = pageWindow(ctx.query.page);
    return listReply(await savedSearchRows(ctx.db, viewer.id, { limit, offset }), ctx, ctx.query.page, size);
  },

  async savedSearchCreate(ctx) {
    const viewer = viewerOf(ctx);
    const name = checkedName(ctx.body.name);
    const filters = savedFilters(ctx.body.filters);
    if (!Object.keys(filters).length) throw badRequest(FOLLOW_REFUSALS.searchEmpty);
    // The filters must be a search /tickets can run (the same reading as the search's: a wrong date, a negative price).
    criteriaOfFilters(filters);
    await lockBuyer(ctx.db, viewer.id);
    await assertNameFree(ctx.db, viewer.id, name, null);
    const count = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM saved_searches WHERE user_id = ${viewer.id}`.execute(ctx.db);
    if ((count.rows[0]?.n ?? 0) >= MAX_SAVED_SEARCHES) throw badRequest(FOLLOW_REFUSALS.searchLimit);
    const now = new Date();
    const row = await ctx.db
      .insertInto('saved_searches')
      .values({
        user_id: viewer.id,
        name,
        filters: JSON.stringify(filters),
        alert: ctx.body.alert ?? 'INSTANT',
        last_seen_at: now,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await indexSavedSearch(ctx.db, row.id, filters);
    return oneSavedSearch(ctx.db, viewer.id, row.id);
  },

  async savedSearchUpdate(ctx) {
    const viewer = viewerOf(ctx);
    await lockBuyer(ctx.db, viewer.id);
    await oneSavedSearch(ctx.db, viewer.id, ctx.body.id);
    const changes: { name?: string; alert?: SavedSearch['alert'] } = {};
    if (ctx.body.name !== undefined) {
      changes.name = checkedName(ctx.body.name);
      await assertNameFree(ctx.db, viewer.id, changes.name, ctx.body.id);
    }
    if (ctx.body.alert !== undefined) changes.alert = ctx.body.alert;
    if (Object.keys(changes).length)
      await ctx.db
        .updateTable('saved_searches')
        .set(changes)
        .where('id', '=', ctx.body.id)
        .where('user_id', '=', viewer.id)
        .execute();
    return oneSavedSearch(ctx.db, viewer.id, ctx.body.id);
  },

  async savedSearchSeen(ctx) {
    const viewer = viewerOf(ctx);
    const row = await ctx.db
      .updateTable('saved_searches')
      .set({ last_seen_at: sql<Date>`greatest(last_seen_at, now())` })
      .where('id', '=', ctx.body.id)
      .where('user_id', '=', viewer.id)
      .returning('id')
      .executeTakeFirst();
    if (!row) throw notFound(FOLLOW_REFUSALS.searchMissing);
    return oneSavedSearch(ctx.db, viewer.id, row.id);
  },

  async savedSearchDelete(ctx) {
    const viewer = viewerOf(ctx);
    const row = await ctx.db
      .deleteFrom('saved_searches')
      .where('id', '=', ctx.body.id)
      .where('user_id', '=', viewer.id)
      .returning('id')
      .executeTakeFirst();
    if (!row) throw notFound(FOLLOW_REFUSALS.searchMissing);
    return { ok: true as const };
  },

  async priceHistory(ctx) {
    const history = await priceHistory(ctx.db, ctx.query.event);
    if (!history) throw notFound(REFERENCE_REFUSALS.eventNotFound);
    return history;
  },
} satisfies HandlerGroup;
