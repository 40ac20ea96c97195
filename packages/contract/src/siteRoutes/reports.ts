// The site's routes of one area, each a const of its own (see routes.ts, which gathers them in `siteRoutes`): a
// module per area, so that a bundle puts an area's routes with the code that calls them.
import type { Route } from '../routeTypes.ts';

// ---- Reports ---------------------------------------------------------------------------------------------------
export const reportSellerRoute = {
  method: 'POST',
  path: '/user/reports.php',
  auth: 'user',
  ours: true,
} as const satisfies Route;
export const sellerReportTypesRoute = {
  method: 'GET',
  path: '/user/reports.php',
  auth: 'public',
} as const satisfies Route;
export const reportRoomsRoute = {
  method: 'GET',
  path: '/user/common_report/report.php',
  auth: 'user',
  list: true,
} as const satisfies Route;
export const reportTypesRoute = {
  method: 'GET',
  path: '/user/common_report/report.php',
  action: 'type',
  auth: 'user',
} as const satisfies Route;
export const reportCreateRoute = {
  method: 'POST',
  path: '/user/common_report/report.php',
  auth: 'user',
} as const satisfies Route;
export const reportRepliesRoute = {
  method: 'GET',
  path: '/user/common_report/replies.php',
  auth: 'user',
} as const satisfies Route;
export const reportReplyRoute = {
  method: 'POST',
  path: '/user/common_report/replies.php',
  auth: 'user',
} as const satisfies Route;
