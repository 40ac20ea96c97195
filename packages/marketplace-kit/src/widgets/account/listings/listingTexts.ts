/**
 * Texts of My Tickets, the ticket form and My Collections (account-area.md sections 2, 4, 5 and 8). The spec's
 * texts verbatim; OUR wording is marked where the spec names a part without giving its text.
 */
import { emptyTexts, notices, validationMessages } from '../../../messages.ts';

export { emptyTexts, notices, validationMessages };

export const listingTexts = {
  myTickets: 'My Tickets',
  ticketsList: 'Your tickets', // OUR wording: the list's name
  addTicket: 'Add Ticket',
  moveToSell: 'Move To Sell',
  edit: 'Edit',
  delete: 'Delete',
  cancel: 'Cancel',
  event: 'Event',
  venue: 'Venue',
  date: 'Date',
  price: 'Price',
  showOnly: 'Show only',
  status: 'Status', // OUR wording
  deleteTicketTitle: 'Delete ticket', // OUR wording: the delete confirmation's title
  deleteTicketMessage: 'Are you sure want to delete this ticket ?', // OUR wording, in the spec's style of question
  moveToSellTitle: 'Move To Sell',
  moveToSellSubmit: 'Move To Sell',
  yes: 'Yes',
  no: 'No',
} as const;
