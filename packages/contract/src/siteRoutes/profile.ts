// The site's routes of one area, each a const of its own (see routes.ts, which gathers them in `siteRoutes`): a
// module per area, so that a bundle puts an area's routes with the code that calls them.
import { IMAGE_BODY_BYTES } from '../constants.ts';
import type { Route } from '../routeTypes.ts';

// ---- Profile ------------------------------------------------------------------------------
export const userGetRoute = {
  method: 'GET',
  path: '/user/account/user.php',
  auth: 'user',
} as const satisfies Route;
export const userUpdateRoute = {
  method: 'PUT',
  path: '/user/account/user.php',
  auth: 'user',
} as const satisfies Route;
export const changePasswordRoute = {
  method: 'PUT',
  path: '/user/account/user.php',
  action: 'change_password',
  auth: 'user',
} as const satisfies Route;
export const uploadProfilePhotoRoute = {
  method: 'POST',
  path: '/user/account/user.php',
  action: 'upload_profile',
  auth: 'user',
  maxBody: IMAGE_BODY_BYTES,
} as const satisfies Route;
export const deleteAccountRoute = {
  method: 'DELETE',
  path: '/user/account/user.php',
  auth: 'user',
} as const satisfies Route;
