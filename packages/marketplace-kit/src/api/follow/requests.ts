import type { OperationBody, OperationReply, WatchTarget } from '@momento/contract';
import type { Client } from '../client.ts';
import {
  savedSearchCreateRoute,
  savedSearchDeleteRoute,
  savedSearchSeenRoute,
  savedSearchUpdateRoute,
  savedSearchesRoute,
  watchAddRoute,
  watchIdsRoute,
  watchRemoveRoute,
  watchlistRoute,
} from '@momento/contract/routes';

// Following (ours, docs/rules/follow.md): one function per call.

/** What a Watch button is about: a ticket (its product_id), a collection or a seller. */
export interface WatchTargetRef {
  type: WatchTarget;
  id: number;
}

/** GET /user/watchlist.php?action=ids: the ids the buyer watches, per kind. */
export function getWatchIds(client: Client, signal?: AbortSignal): Promise<OperationReply<'watchIds'>> {
  return client.call('watchIds', undefined, { signal, route: watchIdsRoute });
}

/** GET /user/watchlist.php: a page of the watchlist, newest first. */
export function getWatchlist(
  client: Client,
  page = 1,
  signal?: AbortSignal,
): Promise<OperationReply<'watchlist'>> {
  return client.call('watchlist', { query: { page } }, { signal, route: watchlistRoute });
}

/** POST /user/watchlist.php: watch an item, or change the alert price of one already watched. */
export function watchItem(
  client: Client,
  body: OperationBody<'watchAdd'>,
  signal?: AbortSignal,
): Promise<OperationReply<'watchAdd'>> {
  return client.call('watchAdd', { body }, { signal, route: watchAddRoute });
}

/** DELETE /user/watchlist.php: stop watching an item. */
export async function unwatchItem(
  client: Client,
  target: WatchTargetRef,
  signal?: AbortSignal,
): Promise<void> {
  await client.call(
    'watchRemove',
    { body: { type: target.type, id: target.id } },
    { signal, route: watchRemoveRoute },
  );
}

/** GET /user/saved_searches.php: a page of the buyer's saved searches, newest first. */
export function getSavedSearches(
  client: Client,
  page = 1,
  signal?: AbortSignal,
): Promise<OperationReply<'savedSearches'>> {
  return client.call('savedSearches', { query: { page } }, { signal, route: savedSearchesRoute });
}

/** POST /user/saved_searches.php: save the /tickets filters under a name, with an alert. */
export function createSavedSearch(
  client: Client,
  body: OperationBody<'savedSearchCreate'>,
  signal?: AbortSignal,
): Promise<OperationReply<'savedSearchCreate'>> {
  return client.call('savedSearchCreate', { body }, { signal, route: savedSearchCreateRoute });
}

/** PUT /user/saved_searches.php: rename a saved search or change its alert. */
export function updateSavedSearch(
  client: Client,
  body: OperationBody<'savedSearchUpdate'>,
  signal?: AbortSignal,
): Promise<OperationReply<'savedSearchUpdate'>> {
  return client.call('savedSearchUpdate', { body }, { signal, route: savedSearchUpdateRoute });
}

/** PUT /user/saved_searches.php?action=seen: the buyer ran it; its new matches are seen. */
export function markSavedSearchSeen(
  client: Client,
  id: number,
  signal?: AbortSignal,
): Promise<OperationReply<'savedSearchSeen'>> {
  return client.call('savedSearchSeen', { body: { id } }, { signal, route: savedSearchSeenRoute });
}

/** DELETE /user/saved_searches.php: delete a saved search. */
export async function deleteSavedSearch(client: Client, id: number, signal?: AbortSignal): Promise<void> {
  await client.call('savedSearchDelete', { body: { id } }, { signal, route: savedSearchDeleteRoute });
}
