// The site's routes of one area, each a const of its own (see routes.ts, which gathers them in `siteRoutes`): a
// module per area, so that a bundle puts an area's routes with the code that calls them.
import type { Route } from '../routeTypes.ts';

// ---- Browsing and reference data -------------------------------------------------------------------------------
export const popularSearchesRoute = {
  method: 'GET',
  path: '/popular.php',
  action: 'searches',
  auth: 'public',
} as const satisfies Route;
export const popularEventsRoute = {
  method: 'GET',
  path: '/popular.php',
  action: 'events',
  auth: 'public',
} as const satisfies Route;
export const popularTeamsRoute = {
  method: 'GET',
  path: '/popular.php',
  action: 'teams',
  auth: 'public',
} as const satisfies Route;
export const genresRoute = { method: 'GET', path: '/genre.php', auth: 'public' } as const satisfies Route;
export const subGenresRoute = {
  method: 'GET',
  path: '/sub_genre.php',
  auth: 'public',
} as const satisfies Route;
export const adminSubGenresRoute = {
  method: 'GET',
  path: '/admin/sub_genre.php',
  auth: 'user',
} as const satisfies Route;
export const venuesRoute = { method: 'GET', path: '/venues.php', auth: 'public' } as const satisfies Route;
export const teamsRoute = { method: 'GET', path: '/teams.php', auth: 'public' } as const satisfies Route;
export const artistsRoute = { method: 'GET', path: '/artist.php', auth: 'public' } as const satisfies Route;
export const eventsRoute = {
  method: 'GET',
  path: '/events.php',
  auth: 'public',
  list: true,
} as const satisfies Route;
export const productsRoute = {
  method: 'GET',
  path: '/products.php',
  auth: 'public',
  list: true,
} as const satisfies Route;
export const productRoute = {
  method: 'GET',
  path: '/products.php',
  auth: 'public',
  ours: true,
  when: { in: 'query', key: 'product_id' },
} as const satisfies Route;
export const fairPriceRoute = {
  method: 'GET',
  path: '/products.php',
  action: 'fair_price',
  auth: 'public',
  ours: true,
} as const satisfies Route;
export const searchProductsRoute = {
  method: 'GET',
  path: '/search/products.php',
  auth: 'public',
  list: true,
} as const satisfies Route;
export const collectionsRoute = {
  method: 'GET',
  path: '/collections.php',
  auth: 'public',
  list: true,
} as const satisfies Route;
export const metaContentsRoute = {
  method: 'GET',
  path: '/metaContents.php',
  auth: 'public',
} as const satisfies Route;
export const agreementContentRoute = {
  method: 'GET',
  path: '/metaContents.php',
  action: 'agreement',
  auth: 'public',
  ours: true,
} as const satisfies Route;
export const masterPaymentDataRoute = {
  method: 'GET',
  path: '/masterPaymentData.php',
  action: 'payment',
  auth: 'public',
} as const satisfies Route;
export const masterDataRoute = {
  method: 'GET',
  path: '/masterData.php',
  auth: 'user',
} as const satisfies Route;
