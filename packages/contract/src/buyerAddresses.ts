import type { OrderStatus } from './statuses.ts';

/**
 * A seller sees the buyer's addresses (shipping and billing) on an order once it is paid: that is when they have
 * something to ship. An unpaid order (pending, processing, cancelled or expired) is not theirs to fulfil, and a
 * buyer who only placed one has given a seller nothing yet, so its addresses read as null in the seller's views
 * (the order read with the seller's part, the sell-order cards). The buyer always sees their own. Server and mocks
 * apply this rule; docs/rules/permissions.md states it.
 */
export const sellerSeesBuyerAddresses = (status: OrderStatus): boolean => status === 'PAID';
