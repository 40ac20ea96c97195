// The site's routes of one area, each a const of its own (see routes.ts, which gathers them in `siteRoutes`): a
// module per area, so that a bundle puts an area's routes with the code that calls them.
import type { Route } from '../routeTypes.ts';

// ---- Collections -----------------------------------------------------------------------------------------------
export const sellerCollectionsRoute = {
  method: 'GET',
  path: '/seller/collection.php',
  auth: 'user',
  list: true,
} as const satisfies Route;
export const collectionCreateRoute = {
  method: 'POST',
  path: '/seller/collection.php',
  auth: 'activeSeller',
} as const satisfies Route;
export const collectionUpdateRoute = {
  method: 'PUT',
  path: '/seller/collection.php',
  auth: 'activeSeller',
} as const satisfies Route;
export const collectionDeleteRoute = {
  method: 'DELETE',
  path: '/seller/collection.php',
  auth: 'activeSeller',
} as const satisfies Route;
export const collectionRemoveTicketRoute = {
  method: 'DELETE',
  path: '/seller/collection.php',
  action: 'remove_ticket',
  auth: 'activeSeller',
  ours: true,
} as const satisfies Route;
