/**
 * Texts of My Tickets, the ticket form and My Collections: the texts the product prescribes, verbatim, and our own
 * texts (where it names a part without giving its text), in two objects.
 */
import type { ReferenceStatus } from '@momento/contract';
import { emptyTexts, notices, validationTexts } from '#texts.ts';

export { emptyTexts, notices, validationTexts };

/** ticketTexts: the texts the product prescribes, verbatim. */
const ticketPrescribedTexts = {
  myTickets: 'My Tickets',
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
  moveToSellTitle: 'Move To Sell',
  moveToSellSubmit: 'Move To Sell',
  yes: 'Yes',
  no: 'No',
  // The ticket form
  addTicketTitle: 'Add Ticket',
  listingName: 'Listing name',
  ticketType: 'Ticket type',
  seatType: 'Seat type',
  sale: 'Sale',
  showOnlyOption: 'Show only',
  quality: 'Quality',
  collection: 'Collection',
  section: 'Section',
  row: 'Row',
  seat: 'Seat',
  facePrice: 'Face price',
  grade: 'Grade',
  description: 'Description',
  existingEvent: 'Event',
  or: 'Or',
  eventName: 'Event name',
  eventVenue: 'Venue',
  eventDate: 'Event date',
  genre: 'Genre',
  subGenre: 'Sub genre',
  teamArtist: 'Team/Artist',
  significance: 'Significance',
  additionalSignificance: 'Additional significance',
  images: 'Images',
  supportingDocument: 'Supporting document',
  save: 'Save',
  // My Collections
  myCollections: 'My Collections',
  addCollection: 'Add Collection',
  addCollectionTitle: 'Add Collection',
  collectionName: 'Collection name',
  tickets: 'Tickets',
  cartBadge: 'CART',
  back: 'Back',
  remove: 'Remove',
  teams: 'Teams',
  artists: 'Artists',
  fetchFailed: 'Fetch failed',
} as const;

/** ticketTexts: our own texts, where the product names a part without giving its text. */
const ticketOurTexts = {
  ticketsList: 'Your tickets', // the list's name
  status: 'Status',
  deleteTicketTitle: 'Delete ticket', // the delete confirmation's title
  deleteTicketMessage: 'Are you sure want to delete this ticket ?', // in the spec's style of question
  // The ticket form
  editTicketTitle: 'Edit Ticket',
  viewType: 'View type', // the Sale/Show group, named after 'Please select the view type.'
  noCollection: 'No collection',
  autoAnswers: 'Automatic answers to offers', // the automatic answers are ours
  autoAnswersHelp:
    'Optional. An offer at or above the auto-accept price is accepted at once; one below the auto-decline price is declined at once. Buyers never see these prices.',
  autoAccept: 'Auto-accept price',
  autoDecline: 'Auto-decline price',
  newEvent: 'New event', // the plus button's name
  chooseExistingEvent: 'Choose an existing event',
  addTeamArtist: 'Add team/artist',
  removeTeamArtist: (index: number) => `Remove team/artist ${index}`,
  addSignificance: 'Add significance',
  removeSignificance: (index: number) => `Remove additional significance ${index}`,
  imagesHint: 'JPEG or PNG; large pictures are made smaller before upload.',
  removeImage: (index: number) => `Remove image ${index}`,
  imageAlt: (index: number) => `Image ${index}`,
  supportingDocumentHint: 'One file: pdf, xls, xlsx, doc, docx, txt, jpeg or png.',
  currentDocument: 'Current document',
  // Editing the creator's own event
  editEvent: 'Edit event',
  editEventTitle: 'Edit event',
  venueName: 'Venue name',
  subGenreName: 'Sub genre name',
  lockedItems: 'Approved or locked',
  lockedItem: (kind: string, name: string) => `${kind}: ${name}`,
  lockedHint: 'Only your own items waiting for approval can be renamed; these are approved or locked.',
  renameHint: 'Waiting for approval: you can rename it.',
  // My Collections
  collectionsList: 'Your collections', // the list's name
  editCollectionTitle: 'Edit Collection',
  deleteCollectionTitle: 'Delete collection',
  deleteCollectionMessage: 'Are you sure want to delete this collection ?', // in the spec's style of question
  productId: 'Ticket ID', // the label of product_id
  collectionTickets: 'Tickets in this collection', // the list's name
} as const;

export const ticketTexts = { ...ticketPrescribedTexts, ...ticketOurTexts } as const;

/** Quality options, shown as the spec writes them. */
export const QUALITY_OPTIONS = ['EXCELLENT', 'GOOD', 'AVERAGE', 'POOR', 'VERY_POOR'] as const;

/** The fair-price hint and badge: all our own wording (the fair price is a feature of ours). */
export const fairPriceTexts = {
  label: 'Price comparison', // the hint's name
  greatPrice: 'Great price',
  fairPrice: 'Fair price',
  comparison: (percent: number, median: string, count: number) =>
    percent === 0
      ? `Priced at the median of similar listings (median ${median}, ${count} listings)`
      : `Priced ${Math.abs(percent)}% ${percent < 0 ? 'below' : 'above'} similar listings (median ${median}, ${count} listings)`,
  faceComparison: (percent: number) =>
    percent === 0
      ? 'Priced at face value.'
      : `${Math.abs(percent)}% ${percent < 0 ? 'below' : 'above'} face value.`,
} as const;

/** The ticket form's approval note, ours: the product gives the statuses (INQUEUE, APPROVED, REJECTED) but not how a seller reads them. */
export const referenceStatusTexts = {
  label: 'Approval of your event and venue',
  event: 'Event',
  venue: 'Venue',
  status: { INQUEUE: 'Waiting for approval', APPROVED: 'Approved', REJECTED: 'Rejected' } satisfies Record<
    ReferenceStatus,
    string
  >,
  reason: (reason: string) => `Reason: ${reason}`,
} as const;

/** @deprecated use ticketTexts. */
export const listingTexts = ticketTexts;
