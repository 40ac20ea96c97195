// Who may see what in the public reads (docs/rules/visibility.md). Zod-free: the server and the kit's mock server
// both apply these rules, the server partly in SQL (the conditions say which function they follow).

/** The reader of a reply: a signed-in user (`is_admin` as the API or the kit spells it), or null for a visitor. */
export type Reader = { readonly id: number; readonly is_admin: boolean | 0 | 1 } | null;

const isAdmin = (reader: Reader): boolean =>
  reader !== null && (reader.is_admin === true || reader.is_admin === 1);

/**
 * Why an admin rejected a reference item (an event, a venue, a sub-genre, a team, an artist) is for the person who
 * created it and for the admins: every other reader gets the item without `rejection_reason`, in every read that
 * shows it (the item's own reads and every read that embeds it: a ticket's event, search results, seller pages).
 */
export const mayReadRejectionReason = (
  reader: Reader,
  item: { readonly created_by: number | null },
): boolean =>
  reader !== null && (isAdmin(reader) || (item.created_by !== null && item.created_by === reader.id));

/**
 * The item as `reader` may see it: `rejection_reason` left out unless mayReadRejectionReason allows it (an item that
 * was not rejected carries none either).
 */
export function shownToReader<
  T extends { readonly created_by: number | null; readonly rejection_reason?: string | null | undefined },
>(reader: Reader, item: T): T {
  if (item.rejection_reason === undefined || mayReadRejectionReason(reader, item)) return item;
  const { rejection_reason: _private, ...shown } = item;
  return shown as T;
}

/** A ticket as the visibility rules see it. */
export type TicketVisibility = {
  readonly seller_id: number;
  /** An admin hid it. */
  readonly hidden: boolean;
  /** Its seller's seller permission is INACTIVE (an admin deactivated them). */
  readonly seller_deactivated: boolean;
};

/**
 * A ticket is open to the public (a buyer can open it and find it in search, a seller page, its collection and its
 * collection's `ticket_count`) unless an admin hid it or deactivated its seller. Its seller and the admins
 * still open it (the seller reads why it was hidden); to everyone else it answers 404, as a ticket that does not
 * exist.
 */
export const isTicketOpen = (ticket: Pick<TicketVisibility, 'hidden' | 'seller_deactivated'>): boolean =>
  !ticket.hidden && !ticket.seller_deactivated;

/** Whether `reader` may open the ticket (isTicketOpen, or its seller, or an admin). */
export const mayOpenTicket = (reader: Reader, ticket: TicketVisibility): boolean =>
  isTicketOpen(ticket) || isAdmin(reader) || (reader !== null && reader.id === ticket.seller_id);

/**
 * A collection is public while its seller is not deactivated: a deactivated seller's collections answer as missing
 * (their tickets vanish with them). Its `ticket_count` counts the tickets in it that are open (isTicketOpen).
 */
export const isCollectionOpen = (collection: { readonly seller_deactivated: boolean }): boolean =>
  !collection.seller_deactivated;

/** @deprecated use TicketVisibility. */
export type ListingVisibility = TicketVisibility;
/** @deprecated use isTicketOpen. */
export const isListingOpen = isTicketOpen;
/** @deprecated use mayOpenTicket. */
export const mayOpenListing = mayOpenTicket;
