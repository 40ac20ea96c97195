import { FOLLOW_TEXTS } from '@momento/contract/routes';
import { browseTexts, emptyTexts, errorTexts } from '@momento/marketplace-kit';

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
  listingsFrom: 'Tickets on Momento',
  makeOffer: browseTexts.makeOffer,
  messageSeller: browseTexts.messageSeller,
  addToCart: browseTexts.addToCart,
  buyNow: 'Buy now',
  signingIn: 'Sign in to Momento in the window that opened.',
  sessionEnded: 'Your sign-in has ended. Sign in again.',
  signIn: 'Sign in',
  watch: FOLLOW_TEXTS.watch,
  watching: FOLLOW_TEXTS.watching,
} as const;
