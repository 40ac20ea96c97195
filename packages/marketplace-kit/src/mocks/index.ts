// Public API of @momento/marketplace-kit/mocks: MSW handlers and fixtures shared by Storybook and tests.
import type { LoginReply } from '@momento/contract';
import type { MockDb } from './db.ts';
import { issueTokens } from './http.ts';

export { createMockApi, implementations, type MockApi, type MockApiOptions } from './createMockApi.ts';
export { createDb, MOCK_BUYER_EMAIL, MOCK_PASSWORD, MOCK_SELLER_EMAIL, type MockAccount, type MockDb, type MockSeed } from './db.ts';
export { MockError, fail, paginate, type Implementation, type Implementations, type MockContext } from './http.ts';
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
  buildReportDetail,
  buildReportReply,
  buildReportRoom,
  buildReviewItem,
  buildRoom,
  buildSellOrder,
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

/**
 * A login reply for a seeded account, as if the user had logged in: pass it to `session.signIn(...)` so a story or
 * test starts signed in. The tokens are registered with this mock's db.
 */
export function mockLogin(db: MockDb, email: string): LoginReply {
  const account = db.accounts.find((entry) => entry.user.mail.toLowerCase() === email.toLowerCase());
  if (!account) throw new Error(`mockLogin: no account ${email} in the mock db`);
  return { ...issueTokens(db, account.user.id), user_data: account.user };
}
