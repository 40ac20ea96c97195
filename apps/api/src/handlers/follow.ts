import {
  REFERENCE_REFUSALS,
  FOLLOW_REFUSALS,
  MAX_SAVED_SEARCHES,
  MAX_WATCHES,
  SAVED_SEARCH_NAME_MAX,
  type SavedSearch,
} from '@momento/contract';
import { criteriaOfFilters, savedFilters } from '../follow/savedSearches.ts';
import { viewerOf, type HandlerGroup } from '../context.ts';
import { badRequest, notFound } from '../errors.ts';
import { listReply, pageWindow } from '../views/paging.ts';
import { indexSavedSearch } from '../follow/matching.ts';
import {
  deleteSavedSearch,
  deleteWatch,
  insertSavedSearch,
  insertWatch,
  markSavedSearchSeen,
  priceHistory,
  savedSearchCount,
  savedSearchNameTaken,
  savedSearchRows,
  setWatchAlert,
  updateSavedSearch,
  watchCount,
  watchedIds,
  watchItems,
  watchOf,
  watchTarget,
} from '../queries/follow.ts';
import { lockUser } from '../queries/users.ts';
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
  if (await savedSearchNameTaken(db, userId, name, except)) throw badRequest(FOLLOW_REFUSALS.searchNameTaken);
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
    const rows = await watchedIds(ctx.db, viewer.id);
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
    // The buyer's row, locked: two requests at once cannot both pass a limit or a name check.
    await lockUser(ctx.db, viewer.id);
    const existing = await watchOf(ctx.db, viewer.id, type, id);
    if (existing) {
      // Watching again only changes the alert price (the item may have closed since: it stays on the list).
      await setWatchAlert(ctx.db, existing.id, alertCents);
    } else {
      const target = await watchTarget(ctx.db, type, id);
      if (!target) throw notFound(FOLLOW_REFUSALS.watchMissing);
      if (target.owner === viewer.id) throw badRequest(FOLLOW_REFUSALS.watchOwn);
      if ((await watchCount(ctx.db, viewer.id)) >= MAX_WATCHES) throw badRequest(FOLLOW_REFUSALS.watchLimit);
      await insertWatch(ctx.db, {
        user_id: viewer.id,
        target_type: type,
        target_id: id,
        watched_cents: target.price_cents,
        reference_cents: target.price_cents,
        alert_cents: alertCents,
      });
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
    await deleteWatch(ctx.db, viewer.id, ctx.body.type, ctx.body.id);
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
    await lockUser(ctx.db, viewer.id);
    await assertNameFree(ctx.db, viewer.id, name, null);
    if ((await savedSearchCount(ctx.db, viewer.id)) >= MAX_SAVED_SEARCHES)
      throw badRequest(FOLLOW_REFUSALS.searchLimit);
    const id = await insertSavedSearch(ctx.db, {
      user_id: viewer.id,
      name,
      filters: JSON.stringify(filters),
      alert: ctx.body.alert ?? 'INSTANT',
    });
    await indexSavedSearch(ctx.db, id, filters);
    return oneSavedSearch(ctx.db, viewer.id, id);
  },

  async savedSearchUpdate(ctx) {
    const viewer = viewerOf(ctx);
    await lockUser(ctx.db, viewer.id);
    await oneSavedSearch(ctx.db, viewer.id, ctx.body.id);
    const changes: { name?: string; alert?: SavedSearch['alert'] } = {};
    if (ctx.body.name !== undefined) {
      changes.name = checkedName(ctx.body.name);
      await assertNameFree(ctx.db, viewer.id, changes.name, ctx.body.id);
    }
    if (ctx.body.alert !== undefined) changes.alert = ctx.body.alert;
    if (Object.keys(changes).length) await updateSavedSearch(ctx.db, viewer.id, ctx.body.id, changes);
    return oneSavedSearch(ctx.db, viewer.id, ctx.body.id);
  },

  async savedSearchSeen(ctx) {
    const viewer = viewerOf(ctx);
    const id = await markSavedSearchSeen(ctx.db, viewer.id, ctx.body.id);
    if (id === undefined) throw notFound(FOLLOW_REFUSALS.searchMissing);
    return oneSavedSearch(ctx.db, viewer.id, id);
  },

  async savedSearchDelete(ctx) {
    const viewer = viewerOf(ctx);
    if (!(await deleteSavedSearch(ctx.db, viewer.id, ctx.body.id)))
      throw notFound(FOLLOW_REFUSALS.searchMissing);
    return { ok: true as const };
  },

  async priceHistory(ctx) {
    const history = await priceHistory(ctx.db, ctx.query.event);
    if (!history) throw notFound(REFERENCE_REFUSALS.eventNotFound);
    return history;
  },
} satisfies HandlerGroup;
