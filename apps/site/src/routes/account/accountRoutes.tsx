import { Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { lazyPage } from '../../pageChunk.ts';
import { NotFound } from '../NotFound.tsx';

const ProfileRoute = lazyPage(() => import('./ProfileRoute.tsx'));
const BecomeSellerRoute = lazyPage(() => import('./BecomeSellerRoute.tsx'));
const DeleteAccountRoute = lazyPage(() => import('./DeleteAccountRoute.tsx'));
const MyOrdersRoute = lazyPage(() => import('./MyOrdersRoute.tsx'));
const OrderDetailRoute = lazyPage(() => import('./OrderDetailRoute.tsx'));
const MyReviewsRoute = lazyPage(() => import('./MyReviewsRoute.tsx'));
const MyOffersRoute = lazyPage(() => import('./MyOffersRoute.tsx'));
const OfferThreadRoute = lazyPage(() => import('./OfferThreadRoute.tsx'));
const WatchlistRoute = lazyPage(() => import('./WatchlistRoute.tsx'));
const SavedSearchesRoute = lazyPage(() => import('./SavedSearchesRoute.tsx'));
const MyMessagesRoute = lazyPage(() => import('./MyMessagesRoute.tsx'));
const ChatRoomRoute = lazyPage(() => import('./ChatRoomRoute.tsx'));
const ReportsRoute = lazyPage(() => import('./ReportsRoute.tsx'));
const ReportThreadRoute = lazyPage(() => import('./ReportThreadRoute.tsx'));
const MyTicketsRoute = lazyPage(() => import('./MyTicketsRoute.tsx'));
const TicketFormRoute = lazyPage(() => import('./TicketFormRoute.tsx'));
const MyCollectionsRoute = lazyPage(() => import('./MyCollectionsRoute.tsx'));
const MyCollectionDetailRoute = lazyPage(() => import('./MyCollectionDetailRoute.tsx'));

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
