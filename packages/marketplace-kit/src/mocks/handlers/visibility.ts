import {
  isInactiveSeller,
  isCollectionOpen,
  isTicketOpen,
  mayOpenTicket as mayReaderOpen,
  shownToReader,
  type Collection,
  type TicketVisibility,
  type Reader,
  type Ticket,
} from '@momento/contract';
import type { MockDb } from '../db.ts';

// The contract's visibility rules (docs/rules/visibility.md) over the mock's state, as the server applies them.

/** An admin deactivated the user's seller permission. */
export function sellerDeactivated(db: MockDb, userId: number): boolean {
  const account = db.accounts.find((entry) => entry.user.id === userId);
  return account ? isInactiveSeller(account.user.permissions) : false;
}

/** An admin hid the ticket (the admin area's tickets are the mock's record of it). */
function ticketHidden(db: MockDb, productId: number): boolean {
  for (const page of db.admin.users.values()) {
    if (page.listings.some((ticket) => ticket.product_id === productId && ticket.hidden)) return true;
  }
  return false;
}

function visibilityOf(db: MockDb, ticket: Ticket): TicketVisibility {
  return {
    seller_id: ticket.seller.id,
    hidden: ticketHidden(db, ticket.product_id),
    seller_deactivated: sellerDeactivated(db, ticket.seller.id),
  };
}

/** The ticket is open to the public (isTicketOpen). */
export const ticketIsOpen = (db: MockDb, ticket: Ticket): boolean => isTicketOpen(visibilityOf(db, ticket));

/** `reader` may open the ticket (mayOpenTicket): otherwise it answers as a missing one. */
export const mayOpenTicket = (db: MockDb, reader: Reader, ticket: Ticket): boolean =>
  mayReaderOpen(reader, visibilityOf(db, ticket));

/** The collection is public (isCollectionOpen): its seller is not deactivated. */
export const collectionIsOpen = (db: MockDb, collection: Collection): boolean =>
  isCollectionOpen({ seller_deactivated: sellerDeactivated(db, collection.user_id) });

/** The ticket as `reader` sees it: its event's rejection reason only for the event's creator and the admins. */
export const ticketForReader = (reader: Reader, ticket: Ticket): Ticket => {
  const event = shownToReader(reader, ticket.event);
  return event === ticket.event ? ticket : { ...ticket, event };
};
