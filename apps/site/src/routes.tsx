import { errorTexts, FullPageLoader } from '@momento/marketplace-kit';
import { Component as ReactComponent, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { NotFound } from './routes/NotFound.tsx';
import { SiteRoot } from './SiteRoot.tsx';

/**
 * A page's chunk, loaded when its route first renders (React.lazy over the page the module exports), in a task of its
 * own: React.lazy calls its loader while it renders the page for the first time, and Vite's import helper then
 * inserts one `<link rel="stylesheet">` per stylesheet the chunk needs (3 to 8 for a page), each insertion starting a
 * request on the main thread: 3 to 6 ms of CPU in all, which inside one of React's render slices made that slice a
 * long task on a phone half as fast as Lighthouse's default (a task of 6.25 ms of CPU is 50 ms there). One turn of
 * the event loop later that work is a short task of its own, and no paint waits for those few milliseconds.
 */
function pageOf<Module>(load: () => Promise<Module>, pick: (module: Module) => ComponentType): ReactNode {
  const Page = lazy(() =>
    new Promise((resolve) => setTimeout(resolve)).then(load).then((module) => ({ default: pick(module) })),
  );
  return <Page />;
}
/** The same for a module whose page is its `Component` (a module with several pages uses pageOf). */
const page = (load: () => Promise<{ Component: ComponentType }>) =>
  pageOf(load, (module) => module.Component);

/**
 * The route map. Every page is its own chunk; the shell (gate, header, footer, dialogs) is in the entry. Any path
 * not listed shows the 404 page. React Router's declarative mode (`useRoutes` under a `BrowserRouter`, see App.tsx):
 * the site uses no loaders or actions, and the data router's code was 18 KB (gzip) of the home route's first load.
 */
// One import expression per module, however many routes show it (each expression carries its own preload list).
const loadHome = () => import('./routes/HomeRoute.tsx');
const loadStatic = () => import('./routes/StaticRoutes.tsx');
const loadDialogs = () => import('./routes/DialogRoute.tsx');

export const routes: RouteObject[] = [
  {
    element: <SiteRoot />,
    children: [
      { index: true, element: page(loadHome) },
      { path: 'home', element: page(loadHome) },
      { path: 'termscondition', element: pageOf(loadStatic, (module) => module.TermsRoute) },
      { path: 'policy', element: pageOf(loadStatic, (module) => module.PolicyRoute) },
      { path: 'about', element: pageOf(loadStatic, (module) => module.AboutRoute) },
      { path: 'verify', element: page(() => import('./routes/VerifyRoute.tsx')) },
      { path: 'reset', element: page(() => import('./routes/ResetRoute.tsx')) },
      { path: 'unsubscribe', element: page(() => import('./routes/UnsubscribeRoute.tsx')) },
      { path: 'register', element: pageOf(loadDialogs, (module) => module.RegisterRoute) },
      { path: 'forgot-password', element: pageOf(loadDialogs, (module) => module.ForgotPasswordRoute) },
      // Browsing: filters live in the query string.
      { path: 'genre', element: page(() => import('./routes/GenreRoute.tsx')) },
      { path: 'venue', element: page(() => import('./routes/VenueRoute.tsx')) },
      { path: 'teamArtist', element: page(() => import('./routes/TeamArtistRoute.tsx')) },
      { path: 'momentHistory', element: page(() => import('./routes/MomentHistoryRoute.tsx')) },
      { path: 'tickets', element: page(() => import('./routes/TicketsRoute.tsx')) },
      { path: 'tickets/:productId', element: page(() => import('./routes/TicketDetailRoute.tsx')) },
      { path: 'sellers/:sellerId/reviews', element: page(() => import('./routes/SellerReviewsRoute.tsx')) },
      { path: 'collections', element: page(() => import('./routes/CollectionsRoute.tsx')) },
      { path: 'collections/:id', element: page(() => import('./routes/CollectionDetailRoute.tsx')) },
      { path: 'mytickets/:id', element: page(() => import('./routes/MyTicketRoute.tsx')) },
      // A seller's embed snippet builder (signed in; the login dialog otherwise).
      { path: 'partners/embed', element: page(() => import('./routes/PartnersEmbedRoute.tsx')) },
      // Purchase path.
      { path: 'mycart', element: page(() => import('./routes/MyCart.tsx')) },
      { path: 'checkout', element: page(() => import('./routes/Checkout.tsx')) },
      { path: 'previeworder/:id', element: page(() => import('./routes/PreviewOrder.tsx')) },
      { path: 'account/*', element: page(() => import('./routes/account/AccountRoute.tsx')) },
      // The admin area: admins only (anyone else gets the 404 page), each page its own chunk.
      { path: 'admin/*', element: page(() => import('./routes/admin/AdminRoute.tsx')) },
      { path: 'editSellerPaypal', element: page(() => import('./routes/account/EditSellerPaypalRoute.tsx')) },
      { path: '*', element: <NotFound /> },
    ],
  },
];

/**
 * A page whose chunk could not be fetched (a deploy replaced it, the network dropped) shows the product's error
 * text instead of an empty screen; a reload fetches the new chunks.
 */
class PageLoadBoundary extends ReactComponent<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p role="alert">{errorTexts.somethingWentWrong}</p> : this.props.children;
  }
}

/**
 * The matched page. While the first page's chunk loads, the full-app loader shows (the same loader the shell shows
 * while global data loads, so the first paint comes at once); later navigations are transitions (BrowserRouter's
 * default), so the current page stays until the next one's chunk is there.
 */
export function SiteRoutes() {
  return (
    <PageLoadBoundary>
      <Suspense fallback={<FullPageLoader />}>{useRoutes(routes)}</Suspense>
    </PageLoadBoundary>
  );
}
