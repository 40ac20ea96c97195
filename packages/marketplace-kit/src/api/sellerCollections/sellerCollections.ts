import type { OperationBody, OperationReply } from '@momento/contract';
import type { Client } from '../client.ts';
import {
  collectionCreateRoute,
  collectionDeleteRoute,
  collectionRemoveTicketRoute,
  collectionUpdateRoute,
  myTicketsRoute,
  sellerCollectionsRoute,
} from '@momento/contract/routes';

/** GET /seller/collection.php?full_result=1: one page of the signed-in seller's own collections. */
export function getMyCollections(
  client: Client,
  page: number,
  signal?: AbortSignal,
): Promise<OperationReply<'sellerCollections'>> {
  return client.call(
    'sellerCollections',
    { query: { page, full_result: 1 } },
    { signal, route: sellerCollectionsRoute },
  );
}

/** GET /user/products.php?collection_id=: one page of the tickets in one of the user's collections. */
export function getMyCollectionTickets(
  client: Client,
  collectionId: number,
  page: number,
  signal?: AbortSignal,
): Promise<OperationReply<'myTickets'>> {
  return client.call(
    'myTickets',
    { query: { page, full_result: 1, collection_id: collectionId } },
    { signal, route: myTicketsRoute },
  );
}

/** POST /seller/collection.php */
export function createCollection(
  client: Client,
  body: OperationBody<'collectionCreate'>,
  signal?: AbortSignal,
): Promise<OperationReply<'collectionCreate'>> {
  return client.call('collectionCreate', { body }, { signal, route: collectionCreateRoute });
}

/** PUT /seller/collection.php */
export function updateCollection(
  client: Client,
  body: OperationBody<'collectionUpdate'>,
  signal?: AbortSignal,
): Promise<OperationReply<'collectionUpdate'>> {
  return client.call('collectionUpdate', { body }, { signal, route: collectionUpdateRoute });
}

/** DELETE /seller/collection.php with collection_id. */
export function deleteCollection(
  client: Client,
  body: OperationBody<'collectionDelete'>,
  signal?: AbortSignal,
): Promise<OperationReply<'collectionDelete'>> {
  return client.call('collectionDelete', { body }, { signal, route: collectionDeleteRoute });
}

/** The second DELETE: one ticket out of a collection (product_id). */
export function removeTicketFromCollection(
  client: Client,
  body: OperationBody<'collectionRemoveTicket'>,
  signal?: AbortSignal,
): Promise<OperationReply<'collectionRemoveTicket'>> {
  return client.call('collectionRemoveTicket', { body }, { signal, route: collectionRemoveTicketRoute });
}
