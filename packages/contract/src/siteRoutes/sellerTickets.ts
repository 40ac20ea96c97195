// The site's routes of one area, each a const of its own (see routes.ts, which gathers them in `siteRoutes`): a
// module per area, so that a bundle puts an area's routes with the code that calls them.
import { EVENT_BODY_BYTES, MAX_BODY_BYTES } from '../constants.ts';
import type { Route } from '../routeTypes.ts';

// ---- Tickets ---------------------------------------------------------------------------------------------------
export const myTicketsRoute = {
  method: 'GET',
  path: '/user/products.php',
  auth: 'user',
  list: true,
} as const satisfies Route;
export const ticketCreateRoute = {
  method: 'POST',
  path: '/seller/products.php',
  auth: 'activeSeller',
  maxBody: MAX_BODY_BYTES,
} as const satisfies Route;
export const ticketUpdateRoute = {
  method: 'PUT',
  path: '/seller/products.php',
  auth: 'activeSeller',
  maxBody: MAX_BODY_BYTES,
} as const satisfies Route;
export const moveToSellRoute = {
  method: 'PUT',
  path: '/seller/products.php',
  action: 'move_to_sell',
  auth: 'activeSeller',
  ours: true,
} as const satisfies Route;
export const ticketDeleteImagesRoute = {
  method: 'DELETE',
  path: '/seller/products.php',
  action: 'delete_image',
  auth: 'activeSeller',
} as const satisfies Route;
export const ticketDeleteRoute = {
  method: 'DELETE',
  path: '/seller/products.php',
  action: 'delete_product',
  auth: 'activeSeller',
} as const satisfies Route;
export const eventUpdateRoute = {
  method: 'PUT',
  path: '/seller/events.php',
  auth: 'activeSeller',
  ours: true,
  maxBody: EVENT_BODY_BYTES,
} as const satisfies Route;
