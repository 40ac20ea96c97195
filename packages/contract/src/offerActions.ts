// The offer action table (zod-free, so the server, the mocks and the widgets decide alike): which side of a
// negotiation may edit, accept, reject, counter, cancel or add to cart, in which status of the thread, and what a
// status change turns the thread into. Written out in words in docs/rules/offers.md.

import { OFFER_ACTION_RESULTS, type OfferAction, type OfferStatus } from './statuses.ts';

/** The two parties of an offer: the seller of its tickets and the buyer who made it. */
export type OfferSide = 'seller' | 'buyer';

/**
 * Everything a party can do to an offer. ACCEPT, REJECT and CANCEL are status changes (`offerSetStatus`); EDIT
 * changes the latest entry (`offerUpdate`), COUNTER adds one (`offerCounter`), ADD_TO_CART takes an accepted offer
 * to the cart (`cartAdd`).
 */
export const OFFER_MOVES = ['EDIT', 'ACCEPT', 'REJECT', 'COUNTER', 'CANCEL', 'ADD_TO_CART'] as const;
export type OfferMove = (typeof OFFER_MOVES)[number];

/** One row of the table: what the side may do when the latest entry is its own, and when it is the other side's. */
export interface OfferActionRow {
  readonly own: readonly OfferMove[];
  readonly other: readonly OfferMove[];
}

/**
 * The table, by side and by the thread's status (the status of its latest entry). A status with no row allows
 * nothing: rejected, cancelled, dropped, expired, in a cart, ordered or sold offers are history.
 */
export const OFFER_ACTION_TABLE: Readonly<Record<OfferSide, Partial<Record<OfferStatus, OfferActionRow>>>> = {
  seller: {
    OPEN: { own: ['EDIT'], other: ['ACCEPT', 'REJECT', 'COUNTER'] },
    // The buyer accepted the seller's price: the seller confirms it.
    ACCEPTED_BUYER: { own: ['ACCEPT'], other: ['ACCEPT'] },
    // Until the buyer takes the accepted offer to the cart, the seller may still call it off.
    ACCEPTED_SELLER: { own: ['CANCEL'], other: ['CANCEL'] },
  },
  buyer: {
    OPEN: { own: ['EDIT'], other: ['ACCEPT', 'COUNTER'] },
    ACCEPTED_SELLER: { own: ['ADD_TO_CART'], other: ['ADD_TO_CART'] },
  },
};

/**
 * What `side` may do to an offer in `status` whose latest entry `latestIsOwn` (made by the viewer), in the table's
 * order. `buyerRoundsLeft` (OFFER_BUYER_ROUNDS less the buyer's offers and counters so far) takes COUNTER away from a
 * buyer who has used every round; the seller's moves do not depend on it.
 */
export function offerMoves(
  side: OfferSide,
  status: OfferStatus,
  latestIsOwn: boolean,
  buyerRoundsLeft = Number.POSITIVE_INFINITY,
): OfferMove[] {
  const row = OFFER_ACTION_TABLE[side][status];
  if (!row) return [];
  const moves = latestIsOwn ? row.own : row.other;
  return side === 'buyer' && buyerRoundsLeft <= 0 ? moves.filter((move) => move !== 'COUNTER') : [...moves];
}

/** The thread's new status when `side` takes the status change `action`, or null when the table does not allow it. */
export function offerActionResult(
  side: OfferSide,
  status: OfferStatus,
  latestIsOwn: boolean,
  action: OfferAction,
): OfferStatus | null {
  if (!offerMoves(side, status, latestIsOwn).includes(action)) return null;
  const results: Partial<Record<OfferAction, OfferStatus>> = OFFER_ACTION_RESULTS[side];
  return results[action] ?? null;
}
