// My Collections' dialogs with their requests, in one module loaded when one is first opened: the modal machinery
// and the collection mutations stay out of the list's chunk.
import type { Collection } from '@momento/contract';
import { AlertDialog } from '@momento/ui';
import {
  useCreateCollection,
  useDeleteCollection,
  useUpdateCollection,
} from '#api/sellerCollections/useCollectionMutations.ts';
import { moneyAmount } from '#format/money.ts';
import { useTexts } from '#locale/LocaleContext.tsx';
import { ticketTexts as englishTexts } from '../ticketTexts.ts';
import { CollectionFormDialog, type CollectionFormValues } from './CollectionFormDialog.tsx';

export type CollectionAction =
  { kind: 'add' } | { kind: 'edit'; collection: Collection } | { kind: 'delete'; collection: Collection };

export interface CollectionActionDialogProps {
  action: CollectionAction;
  onClose: () => void;
}

const body = (values: CollectionFormValues) => ({
  collection_name: values.collection_name,
  isSale: values.isSale === '1' ? ('1' as const) : ('0' as const),
  cost: values.isSale === '1' ? values.cost : null,
});

/** The dialog of one action; it closes once its request succeeds and stays open, values kept, when refused. */
export function CollectionActionDialog({ action, onClose }: CollectionActionDialogProps) {
  switch (action.kind) {
    case 'add':
      return <AddCollection onClose={onClose} />;
    case 'edit':
      return <EditCollection collection={action.collection} onClose={onClose} />;
    case 'delete':
      return <ConfirmDelete collection={action.collection} onClose={onClose} />;
  }
}

function AddCollection({ onClose }: { onClose: () => void }) {
  const create = useCreateCollection({ onSuccess: onClose });
  return (
    <CollectionFormDialog
      mode="add"
      onSubmit={(values) => void create.run(body(values))}
      onClose={onClose}
      isPending={create.isPending}
    />
  );
}

function EditCollection({ collection, onClose }: { collection: Collection; onClose: () => void }) {
  const update = useUpdateCollection({ onSuccess: onClose });
  const forSale = collection.isSale === 1 || collection.isSale === '1';
  const amount = moneyAmount(collection.cost);
  return (
    <CollectionFormDialog
      mode="edit"
      initialValues={{
        collection_name: collection.collection_name,
        isSale: forSale ? '1' : '0',
        cost: forSale && amount !== null ? String(amount) : '',
      }}
      onSubmit={(values) => void update.run({ collection_id: collection.id, ...body(values) })}
      onClose={onClose}
      isPending={update.isPending}
    />
  );
}

function ConfirmDelete({ collection, onClose }: { collection: Collection; onClose: () => void }) {
  const t = useTexts('listings', englishTexts);
  const remove = useDeleteCollection({ onSuccess: onClose, onError: onClose });
  return (
    <AlertDialog
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={t.deleteCollectionTitle}
      message={t.deleteCollectionMessage}
      confirmLabel={t.delete}
      cancelLabel={t.cancel}
      tone="danger"
      isPending={remove.isPending}
      onConfirm={() => remove.run({ collection_id: collection.id })}
    />
  );
}
