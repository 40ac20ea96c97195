// Arrangements of the mock API for the seller tools' stories and tests: the seeded seller's (Grace's) tickets in
// every inventory status, and her collections (one in a cart).
import type { Ticket, TicketStatus } from '@momento/contract';
import { buildCollection, buildTicket, type MockDb } from '../../../mocks/index.ts';

/** One ticket per inventory status, named after it ('Ticket in SELL', ...). */
export const STATUS_TICKETS: readonly { id: number; status: TicketStatus; name: string }[] = (
  ['SELL', 'INACTIVE', 'SOLD', 'OWNED', 'OFFER', 'CART', 'IN_CHECK_OUT', 'IN_ORDER'] as const
).map((status, index) => ({ id: 500 + index, status, name: `Ticket in ${status}` }));

/** Grace's tickets: one in every inventory status (a show-only ticket when OWNED), replacing the seeded ones. */
export function seedMyTickets(db: MockDb): void {
  const tickets: Ticket[] = STATUS_TICKETS.map(({ id, status, name }) =>
    buildTicket({
      product_id: id,
      listing_name: name,
      status,
      ...(status === 'OWNED' ? { isSale: '0' as const, cost: null, sell_details: { cost: null } } : {}),
    }),
  );
  db.tickets = tickets;
}

/** Grace's collections: an active one holding two tickets and one in a buyer's cart. */
export function seedMyCollections(db: MockDb): void {
  seedMyTickets(db);
  db.collections = [
    buildCollection({ id: 41, collection_name: 'Cubs 2016 run', status: 'ACTIVE', ticket_count: 2 }),
    buildCollection({ id: 42, collection_name: 'Signed programs', status: 'CART', ticket_count: 1 }),
  ];
  db.tickets = db.tickets.map((ticket) =>
    ticket.product_id === 500 || ticket.product_id === 503
      ? { ...ticket, collection: { collection_id: 41, collection_name: 'Cubs 2016 run' } }
      : ticket.product_id === 505
        ? { ...ticket, collection: { collection_id: 42, collection_name: 'Signed programs' } }
        : ticket,
  );
}
