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
  // The ticket form (OUR wording for labels the spec names without a text)
  addTicketTitle: 'Add Ticket',
  editTicketTitle: 'Edit Ticket', // OUR wording
  listingName: 'Listing name',
  ticketType: 'Ticket type',
  seatType: 'Seat type',
  viewType: 'View type', // OUR wording: the Sale/Show group, named after 'Please select the view type.'
  sale: 'Sale',
  showOnlyOption: 'Show only',
  quality: 'Quality',
  collection: 'Collection',
  noCollection: 'No collection', // OUR wording
  section: 'Section',
  row: 'Row',
  seat: 'Seat',
  facePrice: 'Face price',
  autoAnswers: 'Automatic answers to offers', // OUR wording (the automatic answers are ours)
  autoAnswersHelp:
    'Optional. An offer at or above the auto-accept price is accepted at once; one below the auto-decline price is declined at once. Buyers never see these prices.', // OUR wording
  autoAccept: 'Auto-accept price', // OUR wording
  autoDecline: 'Auto-decline price', // OUR wording
  grade: 'Grade',
  description: 'Description',
  existingEvent: 'Event',
  or: 'Or',
  newEvent: 'New event', // OUR wording: the plus button's name
  chooseExistingEvent: 'Choose an existing event', // OUR wording
  eventName: 'Event name',
  eventVenue: 'Venue',
  eventDate: 'Event date',
  genre: 'Genre',
  subGenre: 'Sub genre',
  teamArtist: 'Team/Artist',
  addTeamArtist: 'Add team/artist', // OUR wording
  removeTeamArtist: (index: number) => `Remove team/artist ${index}`, // OUR wording
  significance: 'Significance',
  additionalSignificance: 'Additional significance',
  addSignificance: 'Add significance', // OUR wording
  removeSignificance: (index: number) => `Remove additional significance ${index}`, // OUR wording
  images: 'Images',
  imagesHint: 'JPEG or PNG; large pictures are made smaller before upload.', // OUR wording
  removeImage: (index: number) => `Remove image ${index}`, // OUR wording
  imageAlt: (index: number) => `Image ${index}`, // OUR wording
  supportingDocument: 'Supporting document',
  supportingDocumentHint: 'One file: pdf, xls, xlsx, doc, docx, txt, jpeg or png.', // OUR wording
  currentDocument: 'Current document', // OUR wording
  save: 'Save',
  // Editing the creator's own event (OUR wording: the spec names the rule, not the screen)
  editEvent: 'Edit event',
  editEventTitle: 'Edit event',
  venueName: 'Venue name',
  subGenreName: 'Sub genre name',
  lockedItems: 'Approved or locked',
  lockedItem: (kind: string, name: string) => `${kind}: ${name}`,
  lockedHint: 'Only your own items waiting for approval can be renamed; these are approved or locked.',
  renameHint: 'Waiting for approval: you can rename it.',
  fetchFailed: 'Fetch failed',
  // My Collections
  myCollections: 'My Collections',
  collectionsList: 'Your collections', // OUR wording: the list's name
  addCollection: 'Add Collection',
  addCollectionTitle: 'Add Collection',
  editCollectionTitle: 'Edit Collection', // OUR wording
  collectionName: 'Collection name',
  tickets: 'Tickets',
  cartBadge: 'CART',
  deleteCollectionTitle: 'Delete collection', // OUR wording
  deleteCollectionMessage: 'Are you sure want to delete this collection ?', // OUR wording, in the spec's style of question
  back: 'Back',
  remove: 'Remove',
  productId: 'Ticket ID', // OUR wording: the label of product_id
  teams: 'Teams',
  artists: 'Artists',
  collectionTickets: 'Tickets in this collection', // OUR wording: the list's name
} as const;

/** Quality options (account-area.md section 9), shown as the spec writes them. */
export const QUALITY_OPTIONS = ['EXCELLENT', 'GOOD', 'AVERAGE', 'POOR', 'VERY_POOR'] as const;

/** The fair-price hint and badge (ours: the example wording). */
export const fairPriceTexts = {
  label: 'Price comparison', // OUR wording: the hint's name
  greatPrice: 'Great price',
  fairPrice: 'Fair price',
  comparison: (percent: number, median: string, count: number) =>
    percent === 0
      ? `Priced at the median of similar listings (median ${median}, ${count} listings)`
      : `Priced ${Math.abs(percent)}% ${percent < 0 ? 'below' : 'above'} similar listings (median ${median}, ${count} listings)`,
  faceComparison: (percent: number) =>
    percent === 0 ? 'Priced at face value.' : `${Math.abs(percent)}% ${percent < 0 ? 'below' : 'above'} face value.`,
} as const;
