// The site's routes of one area, each a const of its own (see routes.ts, which gathers them in `siteRoutes`): a
// module per area, so that a bundle puts an area's routes with the code that calls them.
import type { Route } from '../routeTypes.ts';

// ---- Notifications (ours) -------------------------------------------------------------------------------------
export const notificationsRoute = {
  method: 'GET',
  path: '/user/notifications.php',
  auth: 'user',
  ours: true,
  list: true,
} as const satisfies Route;
export const notificationsMarkReadRoute = {
  method: 'PUT',
  path: '/user/notifications.php',
  action: 'mark_read',
  auth: 'user',
  ours: true,
} as const satisfies Route;
export const notificationsMarkAllReadRoute = {
  method: 'PUT',
  path: '/user/notifications.php',
  action: 'mark_all_read',
  auth: 'user',
  ours: true,
} as const satisfies Route;
export const notificationPreferencesRoute = {
  method: 'GET',
  path: '/user/account/notifications.php',
  auth: 'user',
  ours: true,
} as const satisfies Route;
export const notificationPreferencesUpdateRoute = {
  method: 'PUT',
  path: '/user/account/notifications.php',
  auth: 'user',
  ours: true,
} as const satisfies Route;
export const unsubscribeRoute = {
  method: 'POST',
  path: '/notifications/unsubscribe.php',
  auth: 'public',
  ours: true,
} as const satisfies Route;
