import type { OperationBody, OperationReply, Ticket } from '@momento/contract';
import { notices } from '../../texts.ts';
import { useMutation, type MutationOptions } from '../useMutation.ts';
import { isTicketKey } from './keys.ts';
import {
  createTicket,
  deleteTicket,
  deleteTicketImages,
  moveTicketToSell,
  updateTicket,
} from './sellerTickets.ts';

type Callbacks<Input, Result> = Pick<MutationOptions<Input, Result>, 'onSuccess' | 'onError'>;

/** Add ticket: 'Ticket created'; every ticket list reads again. */
export function useCreateTicket(options: Callbacks<OperationBody<'ticketCreate'>, Ticket> = {}) {
  return useMutation(
    (body: OperationBody<'ticketCreate'>, { client, signal }) => createTicket(client, body, signal),
    {
      ...options,
      successNotice: notices.ticketCreated,
      invalidate: () => [isTicketKey],
    },
  );
}

/** Edit ticket: 'Ticket updated'. */
export function useUpdateTicket(options: Callbacks<OperationBody<'ticketUpdate'>, Ticket> = {}) {
  return useMutation(
    (body: OperationBody<'ticketUpdate'>, { client, signal }) => updateTicket(client, body, signal),
    {
      ...options,
      successNotice: notices.ticketUpdated,
      invalidate: () => [isTicketKey],
    },
  );
}

/** Move To Sell (an owned ticket on sale at a price): 'Ticket updated'. */
export function useMoveToSell(options: Callbacks<OperationBody<'moveToSell'>, Ticket> = {}) {
  return useMutation(
    (body: OperationBody<'moveToSell'>, { client, signal }) => moveTicketToSell(client, body, signal),
    {
      ...options,
      successNotice: notices.ticketUpdated,
      invalidate: () => [isTicketKey],
    },
  );
}

/** Images removed from a ticket on their own (the edit form sends removed ids with the update instead). */
export function useDeleteTicketImages(options: Callbacks<OperationBody<'ticketDeleteImages'>, Ticket> = {}) {
  return useMutation(
    (body: OperationBody<'ticketDeleteImages'>, { client, signal }) =>
      deleteTicketImages(client, body, signal),
    {
      ...options,
      successNotice: notices.ticketUpdated,
      invalidate: () => [isTicketKey],
    },
  );
}

/** Delete ticket (after the confirmation): 'Ticket deleted'. */
export function useDeleteTicket(
  options: Callbacks<OperationBody<'ticketDelete'>, OperationReply<'ticketDelete'>> = {},
) {
  return useMutation(
    (body: OperationBody<'ticketDelete'>, { client, signal }) => deleteTicket(client, body, signal),
    {
      ...options,
      successNotice: notices.ticketDeleted,
      invalidate: () => [isTicketKey],
    },
  );
}
