import { useContext } from 'react';
import { EmbedDictionaryContext, type ActionTexts, type OfferState } from '../texts.ts';

export type { OfferState } from '../texts.ts';

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
} as const satisfies ActionTexts;

/** The actions' texts in the widget's language. */
export function useActionTexts(): ActionTexts {
  return useContext(EmbedDictionaryContext)?.actions ?? actionTexts;
}
