import type { Offer, OfferEntry } from '@momento/contract';

/** What the viewer can do on an offer (account-area.md section 4, the action table). */
export type OfferUiAction = 'EDIT' | 'ACCEPT' | 'REJECT' | 'COUNTER' | 'CANCEL' | 'ADD_TO_CART';

/** The latest entry of the counter chain: the offer's current state. */
export function latestEntry(offer: Offer): OfferEntry {
  return offer.counter_offers[offer.counter_offers.length - 1] ?? offer;
}

/** The viewer's side, decided by comparing the offer's seller id with the user's id. */
export function viewerSide(offer: Offer, viewerId: number | null | undefined): 'seller' | 'buyer' {
  return offer.seller_details.seller_id === viewerId ? 'seller' : 'buyer';
}

/** Exactly the actions of the section 4 table for the viewer's side and the latest entry. */
export function offerActions(offer: Offer, viewerId: number | null | undefined): OfferUiAction[] {
  if (viewerId === null || viewerId === undefined) return [];
  const latest = latestEntry(offer);
  const status = offer.offer_status;
  const mine = latest.created_by.id === viewerId;
  if (viewerSide(offer, viewerId) === 'seller') {
    if (status === 'OPEN') return mine ? ['EDIT'] : ['ACCEPT', 'REJECT', 'COUNTER'];
    if (status === 'ACCEPTED_BUYER') return ['ACCEPT'];
    if (status === 'ACCEPTED_SELLER') return ['CANCEL'];
    return [];
  }
  if (status === 'OPEN') return mine ? ['EDIT'] : ['ACCEPT', 'COUNTER'];
  if (status === 'ACCEPTED_SELLER') return ['ADD_TO_CART'];
  return [];
}
