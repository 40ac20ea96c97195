// The site's routes of one area, each a const of its own (see routes.ts, which gathers them in `siteRoutes`): a
// module per area, so that a bundle puts an area's routes with the code that calls them.
import type { Route } from '../routeTypes.ts';

// ---- Development ----------------------------------------------------------------------------------------------
export const devOutboxRoute = {
  method: 'GET',
  path: '/dev/outbox',
  auth: 'public',
  ours: true,
  devOnly: true,
  list: true,
} as const satisfies Route;
