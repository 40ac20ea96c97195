// The site's routes of one area, each a const of its own (see routes.ts, which gathers them in `siteRoutes`): a
// module per area, so that a bundle puts an area's routes with the code that calls them.
import type { Route } from '../routeTypes.ts';

// ---- Site gate and session ----------------------------------------------------------------
export const siteLoginRoute = {
  method: 'POST',
  path: '/sitelogin.php',
  auth: 'public',
} as const satisfies Route;
export const siteRefreshRoute = {
  method: 'GET',
  path: '/sitelogin.php',
  action: 'refresh_token',
  auth: 'siteGate',
  bearer: 'refresh',
} as const satisfies Route;
export const loginRoute = {
  method: 'POST',
  path: '/user/user_settings.php',
  action: 'login',
  auth: 'public',
} as const satisfies Route;
export const refreshRoute = {
  method: 'GET',
  path: '/user/user_settings.php',
  action: 'refresh_token',
  auth: 'public',
  bearer: 'refresh',
} as const satisfies Route;
export const logoutRoute = {
  method: 'POST',
  path: '/user/user_settings.php',
  action: 'logout',
  auth: 'user',
} as const satisfies Route;
/** Ends every session of the user, the caller's included, and their partner sites' embed tokens. */
export const logoutEverywhereRoute = {
  method: 'POST',
  path: '/user/user_settings.php',
  action: 'logout_everywhere',
  auth: 'user',
  ours: true,
} as const satisfies Route;
export const registerRoute = {
  method: 'POST',
  path: '/user/user_settings.php',
  action: 'register',
  auth: 'public',
} as const satisfies Route;
export const verifyEmailRoute = {
  method: 'POST',
  path: '/user/user_settings.php',
  action: 'verify',
  auth: 'public',
} as const satisfies Route;
export const resetMailRoute = {
  method: 'POST',
  path: '/user/user_settings.php',
  action: 'resetmail',
  auth: 'public',
} as const satisfies Route;
export const resetPasswordRoute = {
  method: 'POST',
  path: '/user/user_settings.php',
  action: 'resetpassword',
  auth: 'public',
} as const satisfies Route;
