// The site's routes of one area, each a const of its own (see routes.ts, which gathers them in `siteRoutes`): a
// module per area, so that a bundle puts an area's routes with the code that calls them.
import type { Route } from '../routeTypes.ts';

// ---- Seller ----------------------------------------------------------------------------------------------------
export const sellerPaymentGetRoute = {
  method: 'GET',
  path: '/seller/account/payment_policy.php',
  auth: 'seller',
} as const satisfies Route;
export const sellerRegisterRoute = {
  method: 'POST',
  path: '/seller/account/payment_policy.php',
  auth: 'user',
} as const satisfies Route;
export const sellerPaymentUpdateRoute = {
  method: 'PUT',
  path: '/seller/account/payment_policy.php',
  auth: 'seller',
} as const satisfies Route;
