/**
 * Texts of My Offers, the offer thread and the offer forms (account-area.md sections 2, 4, 5 and 8). The spec's
 * texts verbatim; OUR wording is marked where the spec names a part without giving its text.
 */
import { emptyTexts, errorTexts, notices } from '../../../messages.ts';

export { emptyTexts, errorTexts, notices };

export const offerTexts = {
  title: 'My Offers',
  tabs: 'Offer side', // OUR wording: the tab list's name
  buy: 'Buy',
  sell: 'Sell',
  buyOffers: 'Offers you made', // OUR wording: the lists' names
  sellOffers: 'Offers on your tickets', // OUR wording
  offerNo: 'Offer', // OUR wording
  price: 'Price',
  message: 'Message',
  tickets: 'Tickets',
  seller: 'Seller',
  buyer: 'Buyer',
  you: 'You', // OUR wording
  offer: 'Offer', // OUR wording: an entry's type
  counterOffer: 'Counter offer', // OUR wording
  current: 'Current', // OUR wording: the latest entry's marker
  history: 'Offer history', // OUR wording: the conversation's name
  back: 'Back',
  // Actions (account-area.md section 4)
  makeOffer: 'Make Offer',
  edit: 'Edit',
  accept: 'Accept',
  reject: 'Reject',
  counter: 'Counter',
  cancel: 'Cancel',
  addToCart: 'Add to Cart',
  noActions: 'Nothing to do on this offer now.', // OUR wording
  // The forms
  createTitle: 'Create Offer',
  updateTitle: 'Update Offer', // OUR wording of the Update mode's title
  counterTitle: 'Counter Offer', // OUR wording of the Counter mode's title
  send: 'Send Offer', // OUR wording
  update: 'Update',
  close: 'Cancel',
  pickTicket: 'Add a ticket', // OUR wording: the picker's label
  chooseTicket: 'Choose a ticket', // OUR wording: the picker's placeholder
  removeTicket: 'Remove', // OUR wording
  noItemsSelected: emptyTexts.noItemsSelected,
  noTicketsSelected: emptyTexts.noTicketsSelected,
  contactWarning: 'This message looks like it shares contact details. Keep every conversation on Momento, or it will be refused.', // OUR wording
  confirmCancelTitle: 'Cancel this offer?', // OUR wording
  confirmCancelMessage: 'The accepted tickets go back on sale and the buyer can no longer add them to the cart.', // OUR wording
  keep: 'Keep', // OUR wording
  openUntil: 'Open until', // OUR wording: the open offer's countdown
  expired: 'This offer expired unanswered.', // OUR wording
  droppedReason: 'A ticket of this offer has been sold, so the offer is closed.', // OUR wording
  // Automatic answers (ours): the seller's answer given at once by the listing's auto-accept / auto-decline prices
  automaticAnswer: 'Automatic answer', // OUR wording
  autoAcceptedBuyer: 'Accepted at once: your offer meets the price the seller accepts automatically.', // OUR wording
  autoDeclinedBuyer:
    'Declined at once: thank you for your offer, but it is below the price the seller set for this listing. You are welcome to make a new offer.', // OUR wording
  autoAcceptedSeller: 'Accepted at once by your auto-accept price.', // OUR wording
  autoDeclinedSeller: 'Declined at once by your auto-decline price.', // OUR wording
  lastRound: 'This is your last offer in this negotiation: the seller can accept it, reject it or counter once more.', // OUR wording
} as const;
