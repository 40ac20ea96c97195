import { COLLECTION_REFUSALS } from '@momento/contract';
import type { Collection } from '@momento/contract';
import type { MockDb } from '../db.ts';
import { usd } from '../fixtures.ts';
import { fail, paginate, viewerOf, type Implementations, type MockContext } from '../http.ts';
import { priceToMoney } from './shared.ts';
import { collectionIsOpen, ticketIsOpen } from './visibility.ts';

type CollectionOperations =
  | 'collections'
  | 'sellerCollections'
  | 'collectionCreate'
  | 'collectionUpdate'
  | 'collectionDelete'
  | 'collectionRemoveTicket';

/**
 * A collection as answered: its ticket count and first image come from the tickets in it; in the public reads
 * (`publicly`), from the open ones only (ticketIsOpen: a buyer can open each ticket counted), in its seller's own
 * reads from all of them.
 */
export function presentCollection(db: MockDb, collection: Collection, publicly = false): Collection {
  const tickets = db.tickets.filter(
    (ticket) => ticket.collection?.collection_id === collection.id && (!publicly || ticketIsOpen(db, ticket)),
  );
  return { ...collection, ticket_count: tickets.length, image: tickets[0]?.image ?? collection.image };
}

function ownCollection(
  context: MockContext<'collectionUpdate' | 'collectionDelete' | 'collectionRemoveTicket'>,
  collectionId: number,
) {
  const viewer = viewerOf(context);
  const collection =
    context.db.collections.find((item) => item.id === collectionId) ??
    fail('NOT_FOUND', COLLECTION_REFUSALS.notFound);
  // Another seller's collection answers as a missing one, as on the server.
  if (collection.user_id !== viewer.id) fail('NOT_FOUND', COLLECTION_REFUSALS.notFound);
  return collection;
}

export const collectionImplementations: Pick<Implementations, CollectionOperations> = {
  collections(context) {
    const { db, query } = context;
    const list = db.collections
      // A deactivated seller's collections vanish with their tickets (collectionIsOpen).
      .filter(
        (item) =>
          item.status !== 'SOLD' &&
          (!query.seller || item.user_id === query.seller) &&
          collectionIsOpen(db, item),
      )
      .map((item) => presentCollection(db, item, true));
    return paginate(list, context);
  },
  sellerCollections(context) {
    const viewer = viewerOf(context);
    const { db } = context;
    return paginate(
      db.collections.filter((item) => item.user_id === viewer.id).map((item) => presentCollection(db, item)),
      context,
    );
  },
  collectionCreate(context) {
    const viewer = viewerOf(context);
    const { db, body } = context;
    const forSale = body.isSale === 1 || body.isSale === '1';
    const collection: Collection = {
      id: db.nextId(),
      collection_name: body.collection_name,
      cost: forSale ? (priceToMoney(body.cost) ?? usd(0)) : usd(0),
      isSale: forSale ? 1 : '0',
      status: 'ACTIVE',
      user_id: viewer.id,
      seller: { id: viewer.id, name: viewer.name, is_admin: viewer.is_admin },
      ticket_count: 0,
      image: null,
    };
    db.collections.unshift(collection);
    return collection;
  },
  collectionUpdate(context) {
    const { db, body } = context;
    const collection = ownCollection(context, body.collection_id);
    if (collection.status !== 'ACTIVE') fail('CONFLICT', COLLECTION_REFUSALS.locked);
    const forSale = body.isSale === 1 || body.isSale === '1';
    const updated: Collection = {
      ...collection,
      collection_name: body.collection_name,
      isSale: forSale ? 1 : '0',
      cost: forSale ? (priceToMoney(body.cost) ?? usd(0)) : usd(0),
    };
    db.collections = db.collections.map((item) => (item.id === updated.id ? updated : item));
    return presentCollection(db, updated);
  },
  collectionDelete(context) {
    const { db, body } = context;
    const collection = ownCollection(context, body.collection_id);
    if (collection.status !== 'ACTIVE') fail('CONFLICT', COLLECTION_REFUSALS.locked);
    db.collections = db.collections.filter((item) => item.id !== collection.id);
    db.tickets = db.tickets.map((ticket) =>
      ticket.collection?.collection_id === collection.id ? { ...ticket, collection: null } : ticket,
    );
    return { ok: true };
  },
  collectionRemoveTicket(context) {
    const { db, body } = context;
    const collection = ownCollection(context, body.collection_id);
    const ticket = db.tickets.find(
      (item) => item.product_id === body.product_id && item.collection?.collection_id === collection.id,
    );
    if (!ticket) fail('NOT_FOUND', COLLECTION_REFUSALS.ticketNotInCollection);
    db.tickets = db.tickets.map((item) => (item === ticket ? { ...item, collection: null } : item));
    return { ok: true };
  },
};
