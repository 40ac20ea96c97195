import type { OperationBody, OperationReply, Ticket } from '@momento/contract';
import type { Client } from '../client.ts';
import {
  moveToSellRoute,
  myTicketsRoute,
  ticketCreateRoute,
  ticketDeleteImagesRoute,
  ticketDeleteRoute,
  ticketUpdateRoute,
} from '@momento/contract/routes';

/** GET /user/products.php: one page of the signed-in user's own tickets. */
export function getMyTickets(
  client: Client,
  page: number,
  signal?: AbortSignal,
): Promise<OperationReply<'myTickets'>> {
  return client.call('myTickets', { query: { page, full_result: 1 } }, { signal, route: myTicketsRoute });
}

/** POST /seller/products.php: a new ticket. */
export function createTicket(
  client: Client,
  body: OperationBody<'ticketCreate'>,
  signal?: AbortSignal,
): Promise<Ticket> {
  return client.call('ticketCreate', { body }, { signal, route: ticketCreateRoute });
}

/** PUT /seller/products.php: an edited ticket (new images added, removed image ids dropped). */
export function updateTicket(
  client: Client,
  body: OperationBody<'ticketUpdate'>,
  signal?: AbortSignal,
): Promise<Ticket> {
  return client.call('ticketUpdate', { body }, { signal, route: ticketUpdateRoute });
}

/** PUT /seller/products.php?action=move_to_sell: an owned ticket put on sale at a price. */
export function moveTicketToSell(
  client: Client,
  body: OperationBody<'moveToSell'>,
  signal?: AbortSignal,
): Promise<Ticket> {
  return client.call('moveToSell', { body }, { signal, route: moveToSellRoute });
}

/** DELETE /seller/products.php?action=delete_image: images removed from a ticket (never its last). */
export function deleteTicketImages(
  client: Client,
  body: OperationBody<'ticketDeleteImages'>,
  signal?: AbortSignal,
): Promise<Ticket> {
  return client.call('ticketDeleteImages', { body }, { signal, route: ticketDeleteImagesRoute });
}

/** DELETE /seller/products.php?action=delete_product: a ticket deleted. */
export function deleteTicket(
  client: Client,
  body: OperationBody<'ticketDelete'>,
  signal?: AbortSignal,
): Promise<OperationReply<'ticketDelete'>> {
  return client.call('ticketDelete', { body }, { signal, route: ticketDeleteRoute });
}
