// The saved searches' dialogs with their requests, in one module loaded when a card first opens one.
import type { SavedSearch } from '@momento/contract';
import { AlertDialog } from '@momento/ui';
import { useDeleteSavedSearch, useUpdateSavedSearch } from '#api/follow/useSavedSearchMutations.ts';
import { followTexts as t } from '#widgets/browse/followTexts.ts';
import { SavedSearchDialog } from '#widgets/browse/SaveSearchButton/SavedSearchDialog.tsx';

export type SavedSearchAction =
  { kind: 'rename'; search: SavedSearch } | { kind: 'delete'; search: SavedSearch };

export interface SavedSearchActionDialogProps {
  action: SavedSearchAction;
  onClose: () => void;
  /** The search was deleted (after the dialog closed). */
  onDeleted?: () => void;
}

/** The dialog of one card action; it closes once its request succeeds. */
export function SavedSearchActionDialog({ action, onClose, onDeleted }: SavedSearchActionDialogProps) {
  return action.kind === 'rename' ? (
    <Rename search={action.search} onClose={onClose} />
  ) : (
    <ConfirmDelete search={action.search} onClose={onClose} onDeleted={onDeleted} />
  );
}

/** Rename: the name's checks and the server's refusals (a taken name) show on the field, the name as typed. */
function Rename({ search, onClose }: { search: SavedSearch; onClose: () => void }) {
  const update = useUpdateSavedSearch({ successNotice: t.renamed, errorNotice: false, onSuccess: onClose });
  return (
    <SavedSearchDialog
      title={t.renameTitle}
      initialName={search.name}
      submitLabel={t.save}
      isPending={update.isPending}
      onSubmit={(values) => update.run({ id: search.id, name: values.name })}
      onClose={onClose}
    />
  );
}

/** Delete, confirmed: 'Saved search deleted'. */
function ConfirmDelete({
  search,
  onClose,
  onDeleted,
}: {
  search: SavedSearch;
  onClose: () => void;
  onDeleted?: (() => void) | undefined;
}) {
  const remove = useDeleteSavedSearch({
    successNotice: t.deleted,
    onSuccess: () => {
      onClose();
      onDeleted?.();
    },
    onError: onClose,
  });
  return (
    <AlertDialog
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={t.deleteTitle}
      message={t.deleteConfirm(search.name)}
      confirmLabel={t.delete}
      cancelLabel={t.cancel}
      tone="danger"
      isPending={remove.isPending}
      onConfirm={() => remove.run(search.id)}
    />
  );
}
