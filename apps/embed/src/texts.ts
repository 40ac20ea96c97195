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
} as const;
