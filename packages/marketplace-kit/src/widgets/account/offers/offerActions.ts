import { OFFER_BUYER_ROUNDS, offerMoves, type OfferMove } from '@momento/contract/routes';
import type { Offer, OfferEntry } from '@momento/contract';

/** What the viewer can do on an offer: a move of the contract's offer action table. */
export type OfferUiAction = OfferMove;

/** The latest entry of the counter chain: the offer's current state. */
export function latestEntry(offer: Offer): OfferEntry {
  return offer.counter_offers[offer.counter_offers.length - 1] ?? offer;
}

/** The viewer's side, decided by comparing the offer's seller id with the user's id. */
export function viewerSide(offer: Offer, viewerId: number | null | undefined): 'seller' | 'buyer' {
  return offer.seller_details.seller_id === viewerId ? 'seller' : 'buyer';
}

/** How many offers and counters the buyer has made in this negotiation. */
export function buyerRounds(offer: Offer): number {
  return [offer, ...offer.counter_offers].filter(
    (entry) => entry.created_by.id === offer.buyer_details.buyer_id,
  ).length;
}

/** The buyer's rounds left (OFFER_BUYER_ROUNDS at most per negotiation; the server refuses one more). */
export function buyerRoundsLeft(offer: Offer): number {
  return Math.max(0, OFFER_BUYER_ROUNDS - buyerRounds(offer));
}

/**
 * Exactly the actions of the contract's offer action table for the viewer's side and the latest entry; a buyer who
 * has used every round (OFFER_BUYER_ROUNDS) can accept but no longer counter.
 */
export function offerActions(offer: Offer, viewerId: number | null | undefined): OfferUiAction[] {
  if (viewerId === null || viewerId === undefined) return [];
  return offerMoves(
    viewerSide(offer, viewerId),
    offer.offer_status,
    latestEntry(offer).created_by.id === viewerId,
    buyerRoundsLeft(offer),
  );
}
