// The site's routes of one area, each a const of its own (see routes.ts, which gathers them in `siteRoutes`): a
// module per area, so that a bundle puts an area's routes with the code that calls them.
import type { Route } from '../routeTypes.ts';

// ---- Seller orders and fulfilment ------------------------------------------------------------------------------
export const sellerOrdersRoute = {
  method: 'GET',
  path: '/seller/orders/order.php',
  auth: 'activeSeller',
  list: true,
} as const satisfies Route;
export const fulfilmentAddRoute = {
  method: 'POST',
  path: '/seller/orders/fulfillment.php',
  auth: 'activeSeller',
} as const satisfies Route;
export const fulfilmentUpdateRoute = {
  method: 'PUT',
  path: '/seller/orders/fulfillment.php',
  auth: 'activeSeller',
} as const satisfies Route;
export const orderDeliveredRoute = {
  method: 'PUT',
  path: '/seller/orders/order.php',
  action: 'updateOrderDelivered',
  auth: 'activeSeller',
} as const satisfies Route;
