// The site's routes of one area, each a const of its own (see routes.ts, which gathers them in `siteRoutes`): a
// module per area, so that a bundle puts an area's routes with the code that calls them.
import { OFFER_BODY_BYTES } from '../constants.ts';
import type { Route } from '../routeTypes.ts';

// ---- Offers ----------------------------------------------------------------------------------------------------
export const offersRoute = {
  method: 'GET',
  path: '/user/offers/offers.php',
  auth: 'user',
  list: true,
} as const satisfies Route;
export const offerGetRoute = {
  method: 'GET',
  path: '/user/offers/offers.php',
  auth: 'user',
  when: { in: 'query', key: 'offer_no' },
} as const satisfies Route;
export const offerCreateRoute = {
  method: 'POST',
  path: '/user/offers/offers.php',
  auth: 'user',
  ours: true,
  maxBody: OFFER_BODY_BYTES,
} as const satisfies Route;
export const offerCounterRoute = {
  method: 'POST',
  path: '/user/offers/offers.php',
  auth: 'user',
  when: { in: 'body', key: 'offer_type', value: 'COUNTER_OFFER' },
  maxBody: OFFER_BODY_BYTES,
} as const satisfies Route;
export const offerUpdateRoute = {
  method: 'PUT',
  path: '/user/offers/offers.php',
  auth: 'user',
  maxBody: OFFER_BODY_BYTES,
} as const satisfies Route;
export const offerSetStatusRoute = {
  method: 'PUT',
  path: '/user/offers/offers.php',
  action: 'set_status',
  auth: 'user',
  noContent: true,
} as const satisfies Route;
