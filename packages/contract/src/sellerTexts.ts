// What the server answers when it refuses a seller's request: registering as a seller, tickets, collections, events
// and the reference items a seller created (zod-free). The API's handlers and the kit's mock server both read these;
// the parity test (test/parity.test.ts) plays the same requests against both. The "Please ..." texts and
// 'Ticket should have aleast one image' (typo included) are the spec's.

export const SELLER_REFUSALS = {
  already: 'You are already registered as a seller.',
  notFound: 'Seller details not found.',
  detailsNotYours: 'These payment details are not yours.',
} as const;

export const TICKET_REFUSALS = {
  notFound: 'No Tickets found',
  locked:
    'This ticket can not be changed while it is sold, reserved, in an order, in an accepted offer or inactive.',
  lastImage: 'Ticket should have aleast one image',
  imageNotFound: 'Image not found.',
  eventNotFound: 'Please select the ticket event.',
  ticketType: 'Please select the ticket type.',
  seatType: 'Seat type not found.',
  price: 'Please enter the ticket price.',
  collectionNotFound: 'Collection not found.',
  collectionLocked: 'Tickets can not be added to a collection that is in a cart or an order.',
  notOwned: 'Only an owned ticket can be moved to sell.',
} as const;

export const COLLECTION_REFUSALS = {
  notFound: TICKET_REFUSALS.collectionNotFound,
  locked: 'A collection in a cart or an order can not be changed.',
  price: TICKET_REFUSALS.price,
  ticketNotInCollection: 'This ticket is not in the collection.',
} as const;

export const EVENT_REFUSALS = {
  needSubGenre: 'Please select a subgenre.',
  duplicates: 'Duplicate team/artists value exists. Please select unique team/artists.',
  referenceNotFound: 'A selected venue, genre, sub-genre, team or artist does not exist.',
  outsideSubGenre: 'A selected team or artist does not belong to the selected sub-genre.',
} as const;

/** The kinds of reference item an event's creator may rename, and how a message names them. */
export type RenamableKind = 'venue' | 'sub_genre' | 'team' | 'artist';
const RENAMABLE_LABELS: Readonly<Record<RenamableKind, string>> = {
  venue: 'venue',
  sub_genre: 'sub-genre',
  team: 'team',
  artist: 'artist',
};

export const REFERENCE_REFUSALS = {
  eventNotFound: 'Event not found.',
  eventNotCreator: "Only the event's creator can edit it.",
  eventAdminCreated: 'This event was created by the marketplace and can not be edited.',
  notOnEvent: (kind: RenamableKind) =>
    `This ${RENAMABLE_LABELS[kind]} is not one of the event's and can not be renamed here.`,
  itemNotCreator: (kind: RenamableKind) => `Only its creator can rename this ${RENAMABLE_LABELS[kind]}.`,
  itemAdminCreated: (kind: RenamableKind) =>
    `This ${RENAMABLE_LABELS[kind]} was created by the marketplace and can not be renamed.`,
  itemLocked: (kind: RenamableKind) =>
    `This ${RENAMABLE_LABELS[kind]} is no longer waiting for approval and can not be renamed.`,
  nameTaken: (kind: RenamableKind, name: string) =>
    `A ${RENAMABLE_LABELS[kind]} named '${name}' already exists.`,
} as const;
