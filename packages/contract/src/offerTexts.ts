// What the server answers when it refuses an offer request (zod-free). The API's offer handlers and the kit's mock
// server both read these, so a story shows the words a user of the real site reads; the parity test
// (test/parity.test.ts) plays the same requests against both. The rules themselves: docs/rules/offers.md.

export const OFFER_REFUSALS = {
  notFound: 'Offer not found.',
  ownTicket: 'You can not make an offer on your own listing.',
  duplicate: 'A ticket can not be added twice.',
  ticketNotFound: 'No Tickets found',
  ticketUnavailable: 'A ticket of this offer is not available for offers.',
  wrongSeller: 'Every ticket of an offer must belong to the chosen seller.',
  stale: 'This offer has changed. Please reload it.',
  editOnlyOwnLatest: 'Only the latest offer, and only by its creator, can be edited.',
  notOpen: 'Only an open offer can be changed.',
  counterOnlyOther: 'Only an open offer from the other side can be countered.',
  actionNotAllowed: 'This action is not available for this offer now.',
  roundLimit: (rounds: number) =>
    `You have made the ${rounds} offers this negotiation allows. Accept the seller's price, or let the offer close.`,
} as const;
