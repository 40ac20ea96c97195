// The site's routes of one area, each a const of its own (see routes.ts, which gathers them in `siteRoutes`): a
// module per area, so that a bundle puts an area's routes with the code that calls them.
import type { Route } from '../routeTypes.ts';

// ---- Following (ours): the watchlist, saved searches, an event's price history ---------------------------------
export const watchlistRoute = {
  method: 'GET',
  path: '/user/watchlist.php',
  auth: 'user',
  ours: true,
  list: true,
} as const satisfies Route;
export const watchIdsRoute = {
  method: 'GET',
  path: '/user/watchlist.php',
  action: 'ids',
  auth: 'user',
  ours: true,
} as const satisfies Route;
/** Watches an item, or changes its alert price when already watched. */
export const watchAddRoute = {
  method: 'POST',
  path: '/user/watchlist.php',
  auth: 'user',
  ours: true,
} as const satisfies Route;
export const watchRemoveRoute = {
  method: 'DELETE',
  path: '/user/watchlist.php',
  auth: 'user',
  ours: true,
} as const satisfies Route;
export const savedSearchesRoute = {
  method: 'GET',
  path: '/user/saved_searches.php',
  auth: 'user',
  ours: true,
  list: true,
} as const satisfies Route;
export const savedSearchCreateRoute = {
  method: 'POST',
  path: '/user/saved_searches.php',
  auth: 'user',
  ours: true,
} as const satisfies Route;
/** Renames it or changes its alert. */
export const savedSearchUpdateRoute = {
  method: 'PUT',
  path: '/user/saved_searches.php',
  auth: 'user',
  ours: true,
} as const satisfies Route;
/** The buyer ran it: its new matches are seen. */
export const savedSearchSeenRoute = {
  method: 'PUT',
  path: '/user/saved_searches.php',
  action: 'seen',
  auth: 'user',
  ours: true,
} as const satisfies Route;
export const savedSearchDeleteRoute = {
  method: 'DELETE',
  path: '/user/saved_searches.php',
  auth: 'user',
  ours: true,
} as const satisfies Route;
export const priceHistoryRoute = {
  method: 'GET',
  path: '/search/price_history.php',
  auth: 'public',
  ours: true,
} as const satisfies Route;
