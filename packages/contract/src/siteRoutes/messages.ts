// The site's routes of one area, each a const of its own (see routes.ts, which gathers them in `siteRoutes`): a
// module per area, so that a bundle puts an area's routes with the code that calls them.
import type { Route } from '../routeTypes.ts';

// ---- Messages --------------------------------------------------------------------------------------------------
export const roomsRoute = {
  method: 'GET',
  path: '/user/message/rooms.php',
  auth: 'user',
  list: true,
} as const satisfies Route;
export const roomCreateRoute = {
  method: 'POST',
  path: '/user/message/rooms.php',
  auth: 'user',
  ours: true,
} as const satisfies Route;
export const messagesRoute = {
  method: 'GET',
  path: '/user/message/messages.php',
  auth: 'user',
  list: true,
} as const satisfies Route;
export const messageSendRoute = {
  method: 'POST',
  path: '/user/message/messages.php',
  auth: 'user',
} as const satisfies Route;
export const messagesMarkReadRoute = {
  method: 'PUT',
  path: '/user/message/messages.php',
  action: 'updateUnreadMessageFlag',
  auth: 'user',
} as const satisfies Route;
