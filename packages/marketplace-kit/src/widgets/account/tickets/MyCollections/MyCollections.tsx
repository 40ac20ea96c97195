import { lazy, Suspense, useState } from 'react';
import { useMyCollections } from '#api/sellerCollections/useMyCollections.ts';
import { useSession } from '#provider/MarketplaceProvider.tsx';
import { isActiveSeller as activeSeller } from '#session/sessionStore.ts';
import { MyCollectionsView } from './MyCollectionsView.tsx';

import type { CollectionAction } from '../CollectionDialogs/CollectionActionDialogs.tsx';

// The form and the confirmation load when first opened: the list stays light.
const CollectionActionDialog = lazy(async () => ({
  default: (await import('../CollectionDialogs/CollectionActionDialogs.tsx')).CollectionActionDialog,
}));

/** /account/mycollection, connected: the signed-in seller's collections and their Add/Edit/Delete dialogs. */
export function MyCollections() {
  const session = useSession();
  const list = useMyCollections();
  const [action, setAction] = useState<CollectionAction | null>(null);
  return (
    <>
      <MyCollectionsView
        list={list}
        isActiveSeller={activeSeller(session.permissions)}
        onAdd={() => setAction({ kind: 'add' })}
        onEdit={(collection) => setAction({ kind: 'edit', collection })}
        onDelete={(collection) => setAction({ kind: 'delete', collection })}
      />
      {action && (
        <Suspense fallback={null}>
          <CollectionActionDialog action={action} onClose={() => setAction(null)} />
        </Suspense>
      )}
    </>
  );
}
