import { useState } from 'react';
import { useMyCollectionTickets } from '#api/sellerCollections/useMyCollections.ts';
import { useRemoveFromCollection } from '#api/sellerCollections/useCollectionMutations.ts';
import { useSession } from '#provider/MarketplaceProvider.tsx';
import { isActiveSeller as activeSeller } from '#session/sessionStore.ts';
import { MyCollectionDetailView } from './MyCollectionDetailView.tsx';

export interface MyCollectionDetailProps {
  /** The id of /account/mycollection/{id}. */
  collectionId: number | string;
  /** @default '/account/mycollection' */
  backHref?: string;
}

/** /account/mycollection/{id}, connected: the collection's tickets; Remove sends 'Ticket removed' and reloads them. */
export function MyCollectionDetail({ collectionId, backHref }: MyCollectionDetailProps) {
  const session = useSession();
  const id = Number(collectionId);
  const list = useMyCollectionTickets(Number.isInteger(id) && id > 0 ? id : null);
  const [removingId, setRemovingId] = useState<number | null>(null);
  const remove = useRemoveFromCollection({
    onSuccess: () => setRemovingId(null),
    onError: () => setRemovingId(null),
  });
  return (
    <MyCollectionDetailView
      name={list.items[0]?.collection?.collection_name}
      list={list}
      isActiveSeller={activeSeller(session.permissions)}
      removingId={remove.isPending ? removingId : null}
      onRemove={(ticket) => {
        setRemovingId(ticket.product_id);
        void remove.run({ collection_id: id, product_id: ticket.product_id });
      }}
      backHref={backHref}
    />
  );
}
