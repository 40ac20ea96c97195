import { FullPageLoader } from '@momento/marketplace-kit';
import type { RouteObject } from 'react-router';
import { NotFound } from './routes/NotFound.tsx';
import { SiteRoot } from './SiteRoot.tsx';

/**
 * The route map. Every page is its own chunk (`lazy`); the shell (gate, header, footer,
 * dialogs) is in the entry. Any path not listed shows the 404 page.
 */
export const routes: RouteObject[] = [
  {
    element: <SiteRoot />,
    // Shown while the first route's chunk loads (the router renders nothing else until then): the same loader the
    // shell shows while global data loads, so the first paint comes at once.
    hydrateFallbackElement: <FullPageLoader />,
    children: [
      { index: true, lazy: () => import('./routes/HomeRoute.tsx') },
      { path: 'home', lazy: () => import('./routes/HomeRoute.tsx') },
      { path: 'termscondition', lazy: async () => ({ Component: (await import('./routes/StaticRoutes.tsx')).TermsRoute }) },
      { path: 'policy', lazy: async () => ({ Component: (await import('./routes/StaticRoutes.tsx')).PolicyRoute }) },
      { path: 'about', lazy: async () => ({ Component: (await import('./routes/StaticRoutes.tsx')).AboutRoute }) },
      { path: 'verify', lazy: () => import('./routes/VerifyRoute.tsx') },
      { path: 'reset', lazy: () => import('./routes/ResetRoute.tsx') },
      { path: 'unsubscribe', lazy: () => import('./routes/UnsubscribeRoute.tsx') },
      { path: 'register', lazy: async () => ({ Component: (await import('./routes/DialogRoute.tsx')).RegisterRoute }) },
      { path: 'forgot-password', lazy: async () => ({ Component: (await import('./routes/DialogRoute.tsx')).ForgotPasswordRoute }) },
      // Browsing: filters live in the query string.
      { path: 'genre', lazy: () => import('./routes/GenreRoute.tsx') },
      { path: 'venue', lazy: () => import('./routes/VenueRoute.tsx') },
      { path: 'teamArtist', lazy: () => import('./routes/TeamArtistRoute.tsx') },
      { path: 'momentHistory', lazy: () => import('./routes/MomentHistoryRoute.tsx') },
      { path: 'tickets', lazy: () => import('./routes/TicketsRoute.tsx') },
      { path: 'tickets/:productId', lazy: () => import('./routes/TicketDetailRoute.tsx') },
      { path: 'sellers/:sellerId/reviews', lazy: () => import('./routes/SellerReviewsRoute.tsx') },
      { path: 'collections', lazy: () => import('./routes/CollectionsRoute.tsx') },
      { path: 'collections/:id', lazy: () => import('./routes/CollectionDetailRoute.tsx') },
      { path: 'mytickets/:id', lazy: () => import('./routes/MyTicketRoute.tsx') },
      // A seller's embed snippet builder (signed in; the login dialog otherwise).
      { path: 'partners/embed', lazy: () => import('./routes/PartnersEmbedRoute.tsx') },
      // Purchase path. `handle.hideHeaderFlag`: these pages hide the header flag.
      { path: 'mycart', lazy: () => import('./routes/MyCart.tsx'), handle: { hideHeaderFlag: true } },
      { path: 'checkout', lazy: () => import('./routes/Checkout.tsx'), handle: { hideHeaderFlag: true } },
      { path: 'previeworder/:id', lazy: () => import('./routes/PreviewOrder.tsx'), handle: { hideHeaderFlag: true } },
      { path: 'account/*', lazy: () => import('./routes/account/AccountRoute.tsx') },
      // The operator console: admins only (anyone else gets the 404 page), each page its own chunk.
      { path: 'admin/*', lazy: () => import('./routes/admin/AdminRoute.tsx') },
      { path: 'editSellerPaypal', lazy: () => import('./routes/account/EditSellerPaypalRoute.tsx') },
      { path: '*', element: <NotFound /> },
    ],
  },
];
