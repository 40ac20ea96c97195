import type { HttpHandler } from 'msw';
import { createDb, type MockDb, type MockSeed } from './db.ts';
import { accountImplementations } from './handlers/account.ts';
import { adminImplementations } from './handlers/admin.ts';
import { authImplementations } from './handlers/auth.ts';
import { cartImplementations } from './handlers/cart.ts';
import { collectionImplementations } from './handlers/collections.ts';
import { embedImplementations } from './handlers/embed.ts';
import { followImplementations } from './handlers/follow.ts';
import { liveHandler } from './handlers/live.ts';
import { messageImplementations } from './handlers/messages.ts';
import { notificationImplementations } from './handlers/notifications.ts';
import { offerImplementations } from './handlers/offers.ts';
import { orderImplementations, testPaymentHandler } from './handlers/orders.ts';
import { partnerImplementations } from './handlers/partners.ts';
import { priceHistoryImplementations } from './handlers/priceHistory.ts';
import { productImplementations } from './handlers/products.ts';
import { referenceImplementations } from './handlers/reference.ts';
import { referenceItemImplementations } from './handlers/referenceItems.ts';
import { reportImplementations } from './handlers/reports.ts';
import { reviewImplementations } from './handlers/reviews.ts';
import { buildHandlers, type Implementations } from './http.ts';

/** Every operation of the contract, one implementation each (the type makes a missing one a compile error). */
export const implementations: Implementations = {
  ...authImplementations,
  ...embedImplementations,
  ...referenceImplementations,
  ...referenceItemImplementations,
  ...productImplementations,
  ...collectionImplementations,
  ...cartImplementations,
  ...orderImplementations,
  ...accountImplementations,
  ...offerImplementations,
  ...messageImplementations,
  ...notificationImplementations,
  ...followImplementations,
  ...reviewImplementations,
  ...priceHistoryImplementations,
  ...reportImplementations,
  ...adminImplementations,
  ...partnerImplementations,
};

export interface MockApiOptions {
  /** The API base the handlers answer on: '/api/v1' in Storybook, an absolute URL in Node tests. */
  apiBase: string;
  seed?: MockSeed;
}

export interface MockApi {
  /** MSW handlers for every operation: `setupServer(...handlers)`, or `msw.use(...handlers)` in a story. */
  handlers: HttpHandler[];
  /** This instance's state, for arranging a scenario or asserting on it. */
  db: MockDb;
}

/** A stateful mock of the whole API: each call has its own state (add to cart, then the cart shows it). */
export function createMockApi({ apiBase, seed }: MockApiOptions): MockApi {
  const db = createDb(seed);
  return {
    handlers: [
      ...buildHandlers(apiBase, db, implementations),
      testPaymentHandler(apiBase, db),
      liveHandler(apiBase, db),
    ],
    db,
  };
}
