import type { Ticket } from '@momento/contract';
import type { ReactNode } from 'react';
import { useCollectionTickets } from '#api/collections/useCollectionTickets.ts';
import { CollectionDetailView } from './CollectionDetailView.tsx';

export interface CollectionDetailProps {
  /** The id of /collections/{id}. */
  collectionId: number | string;
  /**
   * Shown beside the collection's name once its tickets tell it: `(collection) => <WatchButton target={{ type:
   * 'COLLECTION', id: collection.id }} name={collection.name} ownerId={collection.sellerId} />`.
   */
  collectionAction?: (collection: { id: number; name: string; sellerId: number }) => ReactNode;
  /** Shown on each ticket card beside its name: the compact `WatchButton`. */
  ticketAction?: (ticket: Ticket) => ReactNode;
}

/** /collections/{id}: the collection's tickets with infinite scroll and a Back link. */
export function CollectionDetail({ collectionId, collectionAction, ticketAction }: CollectionDetailProps) {
  const id = Number(collectionId);
  const list = useCollectionTickets(Number.isInteger(id) && id > 0 ? id : null);
  const first = list.items.find((ticket) => ticket.collection);
  const name = first?.collection?.collection_name;
  return (
    <CollectionDetailView
      name={name}
      list={list}
      action={
        first && name && collectionAction
          ? collectionAction({ id, name, sellerId: first.seller.id })
          : undefined
      }
      ticketAction={ticketAction}
    />
  );
}
