// Public API of @momento/marketplace-kit/mocks: MSW handlers and fixtures shared by Storybook and tests. React-free
// (usable from Node tests); the React helper is in @momento/marketplace-kit/mocks/react.
export { mockLogin } from './login.ts';
export { mockErrorHandler, mockLoadingHandler } from './overrides.ts';
export { emitLive, openLiveStreams } from './handlers/live.ts';
export { addMockNotification } from './handlers/notifications.ts';
export { allowEmbedSite } from './handlers/embed.ts';
export {
  buildPriceHistoryDay,
  drawPriceHistory,
  setMockPriceHistory,
  MOCK_PRICE_HISTORY_DAYS,
  type PriceHistoryDay,
} from './handlers/priceHistory.ts';
export { createMockApi, implementations, type MockApi, type MockApiOptions } from './createMockApi.ts';
export {
  createDb,
  MOCK_BUYER_EMAIL,
  MOCK_PASSWORD,
  MOCK_SELLER_EMAIL,
  type MockAccount,
  type MockDb,
  type MockSeed,
} from './db.ts';
export {
  MOCK_ADMIN_EMAIL,
  MOCK_ADMIN_ID,
  buildAdminDelivery,
  buildAdminTicket,
  buildAdminListing,
  buildAdminPartner,
  buildAdminReport,
  buildAuditEntry,
  buildDashboardSeries,
  buildQueueItem,
  createAdminState,
  emptyAdminState,
  type MockAdminState,
} from './adminFixtures.ts';
export {
  MockError,
  fail,
  paginate,
  type Implementation,
  type Implementations,
  type MockContext,
} from './http.ts';
export {
  FIXTURE_NOW,
  buildAddress,
  buildArtist,
  buildBuyerOrder,
  buildCart,
  buildCartItem,
  buildCheckout,
  buildCollection,
  buildEvent,
  buildGenre,
  buildImage,
  buildMessage,
  buildOffer,
  buildOfferEntry,
  buildOrder,
  buildParty,
  buildRefund,
  buildReportDetail,
  buildReportReply,
  buildReportRoom,
  buildReviewItem,
  buildRoom,
  buildSellOrder,
  buildSellerReviews,
  buildSeller,
  buildSellerUser,
  buildSubGenre,
  buildSubOrder,
  buildTeam,
  buildTicket,
  buildTokens,
  buildUser,
  buildVenue,
  unsignedJwt,
  usd,
} from './fixtures.ts';
