// The site's routes of one area, each a const of its own (see routes.ts, which gathers them in `siteRoutes`): a
// module per area, so that a bundle puts an area's routes with the code that calls them.
import type { Route } from '../routeTypes.ts';

// ---- Ratings and reviews ---------------------------------------------------------------------------------------
export const ratingPutRoute = {
  method: 'PUT',
  path: '/user/ratings.php',
  auth: 'user',
} as const satisfies Route;
export const reviewPutRoute = {
  method: 'PUT',
  path: '/user/reviews.php',
  auth: 'user',
} as const satisfies Route;
export const reviewsRoute = {
  method: 'GET',
  path: '/user/reviews.php',
  auth: 'user',
  list: true,
} as const satisfies Route;
export const sellerRatingsRoute = {
  method: 'GET',
  path: '/user/ratings.php',
  auth: 'user',
  list: true,
} as const satisfies Route;
export const sellerReputationRoute = {
  method: 'GET',
  path: '/ratings.php',
  action: 'reputation',
  auth: 'public',
  ours: true,
} as const satisfies Route;
export const sellerReviewsRoute = {
  method: 'GET',
  path: '/ratings.php',
  auth: 'public',
  list: true,
  ours: true,
} as const satisfies Route;
