import { useContext } from 'react';
import type { OfferEventStatus } from '../events.ts';
import { EmbedDictionaryContext, type ActionTexts } from '../texts.ts';

/** An offer's state as the buyer sees it on the ticket: an event's status, or waiting for the seller's acceptance. */
export type OfferState = OfferEventStatus | 'waiting';

/** Texts of the widget's actions (the kit's own where it has one: the offer form, the chat, the offer thread). */
export const actionTexts = {
  adding: 'Adding to your cart…',
  added: 'Added to your cart.',
  goToCart: 'Go to your cart on Momento',
  yourOffer: 'Your offer',
  viewOffer: 'View offer',
  watched: 'On your Momento watchlist: we tell you when the price drops.',
  seeWatchlist: 'See your watchlist on Momento',
  status: {
    sent: 'Offer open',
    countered: 'Seller countered',
    waiting: 'You accepted: waiting for the seller',
    accepted: 'Offer accepted',
    declined: 'Offer declined',
    cancelled: 'Offer ended',
  } satisfies Record<OfferState, string>,
} as const;

/** The actions' texts in the widget's language. */
export function useActionTexts(): ActionTexts {
  return useContext(EmbedDictionaryContext)?.actions ?? actionTexts;
}
