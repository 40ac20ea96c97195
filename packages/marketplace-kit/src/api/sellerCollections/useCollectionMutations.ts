import type { OperationBody, OperationReply } from '@momento/contract';
import { notices } from '../../texts.ts';
import { isTicketKey } from '../sellerTickets/keys.ts';
import { useMutation, type MutationOptions } from '../useMutation.ts';
import {
  createCollection,
  deleteCollection,
  removeTicketFromCollection,
  updateCollection,
} from './sellerCollections.ts';

type Callbacks<Input, Result> = Pick<MutationOptions<Input, Result>, 'onSuccess' | 'onError'>;

/** Add collection: 'Collection created'; a refusal shows the server's message. */
export function useCreateCollection(
  options: Callbacks<OperationBody<'collectionCreate'>, OperationReply<'collectionCreate'>> = {},
) {
  return useMutation(
    (body: OperationBody<'collectionCreate'>, { client, signal }) => createCollection(client, body, signal),
    {
      ...options,
      successNotice: notices.collectionCreated,
      invalidate: () => [isTicketKey],
    },
  );
}

/** Edit collection: 'Collection updated'. */
export function useUpdateCollection(
  options: Callbacks<OperationBody<'collectionUpdate'>, OperationReply<'collectionUpdate'>> = {},
) {
  return useMutation(
    (body: OperationBody<'collectionUpdate'>, { client, signal }) => updateCollection(client, body, signal),
    {
      ...options,
      successNotice: notices.collectionUpdated,
      invalidate: () => [isTicketKey],
    },
  );
}

/** Delete collection (after the confirmation): 'Collection deleted'; its tickets stay, out of any collection. */
export function useDeleteCollection(
  options: Callbacks<OperationBody<'collectionDelete'>, OperationReply<'collectionDelete'>> = {},
) {
  return useMutation(
    (body: OperationBody<'collectionDelete'>, { client, signal }) => deleteCollection(client, body, signal),
    {
      ...options,
      successNotice: notices.collectionDeleted,
      invalidate: () => [isTicketKey],
    },
  );
}

/** Remove a ticket from a collection: 'Ticket removed'; the collection's tickets are read again. */
export function useRemoveFromCollection(
  options: Callbacks<OperationBody<'collectionRemoveTicket'>, OperationReply<'collectionRemoveTicket'>> = {},
) {
  return useMutation(
    (body: OperationBody<'collectionRemoveTicket'>, { client, signal }) =>
      removeTicketFromCollection(client, body, signal),
    {
      ...options,
      successNotice: notices.ticketRemoved,
      invalidate: () => [isTicketKey],
    },
  );
}
