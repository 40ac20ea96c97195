import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { loadInOwnTask } from '../../pageChunk.ts';
import { NotFound } from '../NotFound.tsx';

/** A page module's `Component`, loaded when the page is first shown (in a task of its own: pageChunk.ts). */
const page = (load: () => Promise<{ Component: ComponentType }>) =>
  lazy(async () => ({ default: (await loadInOwnTask(load)).Component }));

const ProfileRoute = page(() => import('./ProfileRoute.tsx'));
const BecomeSellerRoute = page(() => import('./BecomeSellerRoute.tsx'));
const DeleteAccountRoute = page(() => import('./DeleteAccountRoute.tsx'));
const MyOrdersRoute = page(() => import('./MyOrdersRoute.tsx'));
const OrderDetailRoute = page(() => import('./OrderDetailRoute.tsx'));
const MyReviewsRoute = page(() => import('./MyReviewsRoute.tsx'));
const MyOffersRoute = page(() => import('./MyOffersRoute.tsx'));
const OfferThreadRoute = page(() => import('./OfferThreadRoute.tsx'));
const WatchlistRoute = page(() => import('./WatchlistRoute.tsx'));
const SavedSearchesRoute = page(() => import('./SavedSearchesRoute.tsx'));
const MyMessagesRoute = page(() => import('./MyMessagesRoute.tsx'));
const ChatRoomRoute = page(() => import('./ChatRoomRoute.tsx'));
const ReportsRoute = page(() => import('./ReportsRoute.tsx'));
const ReportThreadRoute = page(() => import('./ReportThreadRoute.tsx'));
const MyTicketsRoute = page(() => import('./MyTicketsRoute.tsx'));
const TicketFormRoute = page(() => import('./TicketFormRoute.tsx'));
const MyCollectionsRoute = page(() => import('./MyCollectionsRoute.tsx'));
const MyCollectionDetailRoute = page(() => import('./MyCollectionDetailRoute.tsx'));

/**
 * The pages inside the account frame, one lazy chunk each. They are descendant routes
 * of the account route, itself lazy, so none of them weighs on the entry (the home route's budget). Any other
 * /account path shows the 404 page inside the frame.
 */
export function AccountRoutes() {
  return (
    <Suspense fallback={null}>
      <Routes>
        {/* Profile, seller registration, account deletion */}
        <Route index element={<ProfileRoute />} />
        <Route path="seller" element={<BecomeSellerRoute />} />
        <Route path="delete" element={<DeleteAccountRoute />} />
        {/* Orders and reviews */}
        <Route path="myorders" element={<MyOrdersRoute />} />
        <Route path="myorders/:orderNo" element={<OrderDetailRoute />} />
        <Route path="myreviews" element={<MyReviewsRoute />} />
        {/* Offers */}
        <Route path="myoffers" element={<MyOffersRoute />} />
        <Route path="myoffers/:offerNo" element={<OfferThreadRoute />} />
        {/* Following: the watchlist and saved searches */}
        <Route path="watchlist" element={<WatchlistRoute />} />
        <Route path="searches" element={<SavedSearchesRoute />} />
        {/* Messages and reports */}
        <Route path="mymessages" element={<MyMessagesRoute />} />
        <Route path="mymessages/:roomId" element={<ChatRoomRoute />} />
        <Route path="report" element={<ReportsRoute />} />
        <Route path="report/:id" element={<ReportThreadRoute />} />
        {/* Seller tools */}
        <Route path="mytickets" element={<MyTicketsRoute />} />
        <Route path="mytickets/new" element={<TicketFormRoute />} />
        <Route path="mytickets/:id/edit" element={<TicketFormRoute />} />
        <Route path="mycollection" element={<MyCollectionsRoute />} />
        <Route path="mycollection/:id" element={<MyCollectionDetailRoute />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </Suspense>
  );
}
