import { useCollectionTickets } from '#api/collections/useCollectionTickets.ts';
import { CollectionDetailView } from './CollectionDetailView.tsx';

export interface CollectionDetailProps {
  /** The id of /collections/{id}. */
  collectionId: number | string;
}

/** /collections/{id}: the collection's tickets with infinite scroll and a Back link. */
export function CollectionDetail({ collectionId }: CollectionDetailProps) {
  const id = Number(collectionId);
  const list = useCollectionTickets(Number.isInteger(id) && id > 0 ? id : null);
  const name = list.items.find((ticket) => ticket.collection)?.collection?.collection_name;
  return (
    <CollectionDetailView
      name={name}
      list={list}
    />
  );
}
