/**
 * Every user-facing text of the kit that the product prescribes, verbatim (typos included: 'atleast', 'aleast',
 * 'upto', 'communucation'). Code and tests both read from here.
 *
 * Sections: validation messages (see docs/rules/validation.md), notices (toasts), error texts
 * and empty / end texts.
 */
export { validationTexts, validationMessages, type ValidationMessage } from './validation/texts.ts';

// Notices (toasts): a module of their own, so that a bundle whose widgets only read (the embed's first paint) carries
// none of them.
export { notices } from './notices.ts';

// ---------------------------------------------------------------------------------------------------------------
// Error texts. All the product's, except the last three, our own wording: `unauthorized` (the product names the state
// but gives it no text), `network` (a request that never reached the server) and `codeNotLoaded` (a control whose code,
// loaded on first use, could not be fetched).
// ---------------------------------------------------------------------------------------------------------------
export const errorTexts = {
  loginFailed: 'Login failed',
  somethingWentWrong: 'Oops.. Something went wrong',
  somethingWentWrongShort: 'Oops something went wrong',
  emailVerificationFailed: 'Email verification failed',
  paymentFailed: 'Payment failed. Please contact administrator or try again later',
  paymentUpdateFailed: 'Payment update done failure. Please contact administrator',
  cancelOrderFailed: 'Cancel Order failure',
  orderExpiryCheckFailed: 'Order Expiry check failure',
  orderExpired: 'Order Expired',
  offContactInfo:
    'All communucation should remain within the platform and outside contact info should not be disclosed',
  fetchFailed: 'Fetch failed',
  resetPasswordTitle: 'Reset password',
  notFound: 'Oops. Nothing here...',
  unauthorized: 'Please log in to continue.',
  network: 'Could not reach the server. Check your connection and try again.',
  codeNotLoaded: 'Could not load this control. Check your connection and try again.',
} as const;

// ---------------------------------------------------------------------------------------------------------------
// Empty and end-of-list texts
// ---------------------------------------------------------------------------------------------------------------
export const emptyTexts = {
  noSearches: 'No Searches found',
  noEvents: 'No Events found',
  noTeamArtists: 'No Team Artists found',
  noTicketsHome: 'No Tickets found',
  noGenre: 'No Genre found',
  noVenue: 'No Venue found',
  noTeams: 'No Teams found',
  noArtists: 'No Artists found',
  noMoreEvents: 'No more events found',
  noEvent: 'No Event Found',
  noMoreTickets: 'No more tickets found',
  noTickets: 'No Tickets Found',
  noMoreCollections: 'No more collections found',
  noCollections: 'No collections Found',
  cartEmpty: 'Your cart is empty!',
  noAddress: 'No Address found',
  noOrders: 'No Order Found',
  noMoreOrders: 'No more Orders found',
  noOffers: 'No Offers Found',
  noMoreOffers: 'No more offers found',
  noRooms: 'No Rooms Found',
  noMoreRooms: 'No more Rooms found',
  noMessages: 'No Message Found',
  noMoreMessages: 'No more Messages found',
  noReviews: 'No reviews Found',
  noMoreReviews: 'No more reviews found',
  noReports: 'No reports found',
  noItemsSelected: 'No items selected',
  noTicketsSelected: 'No Tickets is selected',
  noRatings: 'No ratings found',
} as const;
