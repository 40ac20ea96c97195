// Scenarios the admin area's stories and tests share: the seeded mock already holds a queue, reports, a disputed
// delivery, users' pages, 90 days of series and an audit log; these arrange the other states.
import { emptyAdminState, type MockApi } from '#mocks/index.ts';

/** An admin area with nothing to do: no queue, reports, deliveries, log, users' activity or sales. */
export function withEmptyAdmin(api: MockApi): void {
  api.db.admin = emptyAdminState(api.db.now());
}

/** The seeded seller's id (their user page has orders, tickets, an offer and a report). */
export const SELLER_ID = 2;
/** The seeded buyer's id (their user page is empty). */
export const BUYER_ID = 1;
/** The open seller report and the closed common report of the seed. */
export const OPEN_REPORT_ID = 71;
export const CLOSED_REPORT_ID = 72;
