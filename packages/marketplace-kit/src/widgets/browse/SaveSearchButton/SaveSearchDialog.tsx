// Save this search's dialog with its request, loaded on first use (the /tickets route does not carry it up front).
import type { SavedSearch } from '@momento/contract';
import {
  SAVED_SEARCH_NAME_MAX,
  pickSavedSearchFilters,
  type SavedSearchFilters,
} from '@momento/contract/routes';
import { useCreateSavedSearch } from '#api/follow/useSavedSearchMutations.ts';
import { useFormat } from '#locale/useFormat.ts';
import { followTexts as t } from '../followTexts.ts';
import { describeFilters, filterSummary, useFilterNames } from '../savedSearchWords.ts';
import { SavedSearchDialog } from './SavedSearchDialog.tsx';

export interface SaveSearchDialogProps {
  /** The /tickets filters to save. */
  filters: SavedSearchFilters;
  onClose: () => void;
  onSaved?: (search: SavedSearch) => void;
}

/** A first name for the search: its keyword, else its filters in words, within the name's length. */
export function suggestedName(filters: SavedSearchFilters, words: readonly string[]): string {
  const suggestion = filters.q?.trim() || words.join(', ');
  return [...suggestion].slice(0, SAVED_SEARCH_NAME_MAX).join('');
}

/** Save this search: the name (suggested from the filters) and the alert; 'Search saved' once saved. */
export function SaveSearchDialog({ filters, onClose, onSaved }: SaveSearchDialogProps) {
  const picked = pickSavedSearchFilters(filters);
  const names = useFilterNames(picked);
  const format = useFormat();
  const create = useCreateSavedSearch({
    successNotice: t.saved,
    errorNotice: false,
    onSuccess: (search) => {
      onSaved?.(search);
      onClose();
    },
  });
  return (
    <SavedSearchDialog
      title={t.saveTitle}
      initialName={suggestedName(picked, describeFilters(picked, names, format.locale))}
      initialAlert="INSTANT"
      summary={filterSummary(picked, names, format.locale)}
      submitLabel={t.save}
      isPending={create.isPending}
      onSubmit={(values) => create.run({ name: values.name, alert: values.alert, filters: picked })}
      onClose={onClose}
    />
  );
}
