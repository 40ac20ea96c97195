import type { Collection } from '@momento/contract';
import { useAddToCart } from '#api/cart/useAddToCart.ts';
import { useCollections } from '#api/collections/useCollections.ts';
import { useNavigation, useSession } from '#provider/MarketplaceProvider.tsx';
import { CollectionListView } from './CollectionListView.tsx';
import { useState } from 'react';

export interface CollectionListProps {
  /** Logged out, the cart button asks the app to open its login dialog (see docs/rules/permissions.md). */
  onRequireLogin?: () => void;
  /** Where a successful add goes (add to cart success goes to /mycart). @default '/mycart' */
  cartHref?: string;
}

/** /collections: all collections with infinite scroll; the cart button adds a whole collection (type COLLECTION). */
export function CollectionList({ onRequireLogin, cartHref = '/mycart' }: CollectionListProps) {
  const list = useCollections();
  const session = useSession();
  const navigation = useNavigation();
  const [addingId, setAddingId] = useState<number | null>(null);
  const addToCart = useAddToCart({ onSuccess: () => navigation.navigate(cartHref) });
  const viewerId = session.status === 'loggedIn' ? (session.user?.id ?? null) : null;

  const buy = (collection: Collection) => {
    if (viewerId === null) {
      onRequireLogin?.();
      return;
    }
    setAddingId(collection.id);
    void addToCart
      .run({ type: 'COLLECTION', id: collection.id, name: collection.collection_name })
      .finally(() => setAddingId(null));
  };

  return <CollectionListView list={list} viewerId={viewerId} addingId={addingId} onBuy={buy} />;
}
