/**
 * Texts of My Offers, the offer thread and the offer forms: the texts the product prescribes, verbatim, and our own
 * texts (where it names a part without giving its text), in two objects.
 */
import { emptyTexts, errorTexts, notices } from '#texts.ts';

export { emptyTexts, errorTexts, notices };

/** offerTexts: the texts the product prescribes, verbatim. */
const offerPrescribedTexts = {
  title: 'My Offers',
  buy: 'Buy',
  sell: 'Sell',
  price: 'Price',
  message: 'Message',
  tickets: 'Tickets',
  seller: 'Seller',
  buyer: 'Buyer',
  back: 'Back',
  // Actions (docs/rules/offers.md)
  makeOffer: 'Make Offer',
  edit: 'Edit',
  accept: 'Accept',
  reject: 'Reject',
  counter: 'Counter',
  cancel: 'Cancel',
  addToCart: 'Add to Cart',
  // The forms
  createTitle: 'Create Offer',
  update: 'Update',
  close: 'Cancel',
  noItemsSelected: emptyTexts.noItemsSelected,
  noTicketsSelected: emptyTexts.noTicketsSelected,
} as const;

/** offerTexts: our own texts, where the product names a part without giving its text. */
const offerOurTexts = {
  tabs: 'Offer side', // the tab list's name
  buyOffers: 'Offers you made', // the lists' names
  sellOffers: 'Offers on your tickets',
  offerNo: 'Offer',
  you: 'You',
  offer: 'Offer', // an entry's type
  counterOffer: 'Counter offer',
  current: 'Current', // the latest entry's marker
  history: 'Offer history', // the conversation's name
  // Actions (docs/rules/offers.md)
  noActions: 'Nothing to do on this offer now.',
  // The forms
  updateTitle: 'Update Offer', // of the Update mode's title
  counterTitle: 'Counter Offer', // of the Counter mode's title
  send: 'Send Offer',
  pickTicket: 'Add a ticket', // the picker's label
  chooseTicket: 'Choose a ticket', // the picker's placeholder
  removeTicket: 'Remove',
  contactWarning:
    'This message looks like it shares contact details. Keep every conversation on Momento, or it will be refused.',
  confirmCancelTitle: 'Cancel this offer?',
  confirmCancelMessage:
    'The accepted tickets go back on sale and the buyer can no longer add them to the cart.',
  keep: 'Keep',
  openUntil: 'Open until', // the open offer's countdown
  expired: 'This offer expired unanswered.',
  droppedReason: 'A ticket of this offer has been sold, so the offer is closed.',
  // Automatic answers (ours): the seller's answer given at once by the ticket's auto-accept / auto-decline prices
  automaticAnswer: 'Automatic answer',
  autoAcceptedBuyer: 'Accepted at once: your offer meets the price the seller accepts automatically.',
  autoDeclinedBuyer:
    'Declined at once: thank you for your offer, but it is below the price the seller set for this listing. You are welcome to make a new offer.',
  autoAcceptedSeller: 'Accepted at once by your auto-accept price.',
  autoDeclinedSeller: 'Declined at once by your auto-decline price.',
  lastRound:
    'This is your last offer in this negotiation: the seller can accept it, reject it or counter once more.',
} as const;

export const offerTexts = { ...offerPrescribedTexts, ...offerOurTexts } as const;
