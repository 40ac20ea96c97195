import { dispatch, type OfferMadeDetail, type OfferUpdatedDetail } from '../events.ts';

// The offer events, with the actions' chunk (events.ts is in the widget chunk, on every partner page).

/** The visitor sent an offer: `momento:offer-made`, and for one release `momento:offer` (status 'sent') on a ticket. */
export function dispatchOfferMade(element: Element, detail: OfferMadeDetail) {
  dispatch(element, 'momento:offer-made', detail);
  if (detail.productId) dispatch(element, 'momento:offer', { productId: detail.productId, status: 'sent' });
}

/** The buyer's offer changed state: `momento:offer-updated`, and for one release `momento:offer`. */
export function dispatchOfferUpdated(element: Element, detail: OfferUpdatedDetail) {
  dispatch(element, 'momento:offer-updated', detail);
  dispatch(element, 'momento:offer', detail);
}
