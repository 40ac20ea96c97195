import { FOLLOW_TEXTS } from '@momento/contract/routes';
import { browseTexts, emptyTexts, errorTexts, type KitTexts, type Texts } from '@momento/marketplace-kit';
import { createContext, useContext } from 'react';
import type { OfferEventStatus } from './events.ts';

/** Texts of the embed widgets: the spec's own (via the kit) where the spec has one, else the embed's. */
export const embedTexts = {
  ticketDetails: browseTexts.ticketDetails,
  notForSale: browseTexts.notForSale,
  price: browseTexts.price,
  buy: 'Buy',
  viewOnMomento: 'View on Momento',
  seeAll: 'See all on Momento',
  loading: browseTexts.loading,
  /** '(opens in a new tab)', spoken after links that open the Momento site. */
  newTab: '(opens in a new tab)',
  noTicket: emptyTexts.noTicketsHome,
  noTickets: emptyTexts.noTickets,
  error: errorTexts.somethingWentWrong,
  ticketsFrom: 'Tickets on Momento',
  makeOffer: browseTexts.makeOffer,
  messageSeller: browseTexts.messageSeller,
  addToCart: browseTexts.addToCart,
  buyNow: 'Buy now',
  signingIn: 'Sign in to Momento in the window that opened.',
  sessionEnded: 'Your sign-in has ended. Sign in again.',
  signIn: 'Sign in',
  /** The sign-in client's own texts (signin.ts), as the widget shows them. */
  signInBlocked: 'Allow pop-ups for this page to sign in',
  signInFailed: 'The sign-in did not work. Sign in again.',
  watch: FOLLOW_TEXTS.watch,
  watching: FOLLOW_TEXTS.watching,
} as const;

export type EmbedTexts = Texts<typeof embedTexts>;
/** An offer's state as the buyer sees it on the ticket: an event's status, or waiting for the seller's acceptance. */
export type OfferState = OfferEventStatus | 'waiting';

/**
 * The texts of the widget's actions (their English is `actionTexts`, in the actions' own chunk, which satisfies this):
 * the type here, so that the dictionary's type does not need the actions' module.
 */
export interface ActionTexts {
  readonly adding: string;
  readonly added: string;
  readonly goToCart: string;
  readonly yourOffer: string;
  readonly viewOffer: string;
  readonly watched: string;
  readonly seeWatchlist: string;
  readonly status: { readonly [S in OfferState]: string };
}

/**
 * A language of the embed other than English: the kit's texts (the provider's `messages`), the widget's and its
 * actions'. Each is a chunk of its own (locales/), fetched only for a placeholder whose `data-locale` asks for it.
 */
export interface EmbedDictionary {
  kit: KitTexts;
  embed: EmbedTexts;
  actions: ActionTexts;
}

/** The widget's dictionary; none (English) by default. */
export const EmbedDictionaryContext = createContext<EmbedDictionary | undefined>(undefined);

/** The widget's texts in its language. */
export function useEmbedTexts(): EmbedTexts {
  return useContext(EmbedDictionaryContext)?.embed ?? embedTexts;
}
