import type { RouteObject } from 'react-router';
import { NotFound } from '../NotFound.tsx';

/**
 * The pages inside the account frame (account-area.md section 2), one lazy chunk each. Any other /account path
 * shows the 404 page inside the frame.
 */
export const accountRoutes: RouteObject[] = [
  // Profile, seller registration, account deletion
  { index: true, lazy: () => import('./ProfileRoute.tsx') },
  { path: 'seller', lazy: () => import('./BecomeSellerRoute.tsx') },
  { path: 'delete', lazy: () => import('./DeleteAccountRoute.tsx') },
  // Orders and reviews
  { path: 'myorders', lazy: () => import('./MyOrdersRoute.tsx') },
  { path: 'myorders/:orderNo', lazy: () => import('./OrderDetailRoute.tsx') },
  { path: 'myreviews', lazy: () => import('./MyReviewsRoute.tsx') },
  // Messages and reports
  { path: 'mymessages', lazy: () => import('./MyMessagesRoute.tsx') },
  { path: 'mymessages/:roomId', lazy: () => import('./ChatRoomRoute.tsx') },
  { path: 'report', lazy: () => import('./ReportsRoute.tsx') },
  { path: 'report/:id', lazy: () => import('./ReportThreadRoute.tsx') },
  { path: '*', element: <NotFound /> },
];
