// What the server answers when it refuses a cart, checkout or address request (zod-free). The API's handlers and the
// kit's mock server both read these, so a story shows the words a user of the real site reads; the parity test
// (test/parity.test.ts) plays the same requests against both. 'Your cart is empty!' is the spec's.

import { OFFER_REFUSALS } from './offerTexts.ts';

export const CART_REFUSALS = {
  ownTicket: 'You can not buy your own ticket.',
  ownCollection: 'You can not buy your own collection.',
  notForSale: 'This ticket is not for sale.',
  collectionNotForSale: 'This collection is not for sale.',
  unavailable: 'This ticket is no longer available.',
  reserved: 'This ticket is reserved by someone else. Please try again later.',
  alreadyInCart: 'This item is already in your cart.',
  collectionReserved: 'This collection is reserved by someone else. Please try again later.',
  collectionEmpty: 'This collection has no tickets.',
  ticketNotFound: OFFER_REFUSALS.ticketNotFound,
  collectionNotFound: 'Collection not found.',
  offerNotFound: OFFER_REFUSALS.notFound,
  offerNotYours: 'Only the buyer of this offer can add it to the cart.',
  offerChanged: OFFER_REFUSALS.stale,
  offerNotAccepted: 'Only an offer accepted by the seller can be added to the cart.',
  notInCart: 'This item is not in your cart.',
} as const;

export const CHECKOUT_REFUSALS = {
  notFound: 'Checkout not found.',
  cartNotFound: 'Cart not found.',
  emptyCart: 'Your cart is empty!',
  notOpen: 'This checkout is no longer open. Please check out again from your cart.',
  addressNotFound: 'Address not found.',
} as const;

export const ADDRESS_REFUSALS = {
  notFound: CHECKOUT_REFUSALS.addressNotFound,
  tooMany: (most: number) => `At most ${most} addresses of one type can be saved.`,
  defaultShipping: 'Only a shipping address can be the default shipping address.',
} as const;
