import type { Ticket } from '@momento/contract';
import type { ReactNode } from 'react';
import { useCollectionTickets } from '#api/collections/useCollectionTickets.ts';
import { CollectionDetailView } from './CollectionDetailView.tsx';

export interface CollectionDetailProps {
  /** The id of /collections/{id}. */
  collectionId: number | string;
  /**
   * The app's Watch button for the collection, beside its name once its tickets name it and its seller
   * (`WatchButton` with `target={{ type: 'COLLECTION', id }}` and `ownerId={sellerId}`).
   */
  renderAction?: (collection: { id: number; name: string; sellerId: number }) => ReactNode;
  /** Shown on each ticket card beside the listing name (the compact `WatchButton`). */
  ticketAction?: (ticket: Ticket) => ReactNode;
}

/** /collections/{id}: the collection's tickets with infinite scroll and a Back link. */
export function CollectionDetail({ collectionId, renderAction, ticketAction }: CollectionDetailProps) {
  const id = Number(collectionId);
  const list = useCollectionTickets(Number.isInteger(id) && id > 0 ? id : null);
  const first = list.items.find((ticket) => ticket.collection);
  const name = first?.collection?.collection_name;
  return (
    <CollectionDetailView
      name={name}
      list={list}
      action={first?.collection && renderAction ? renderAction({ id: first.collection.collection_id, name: first.collection.collection_name, sellerId: first.seller.id }) : null}
      ticketAction={ticketAction}
    />
  );
}
