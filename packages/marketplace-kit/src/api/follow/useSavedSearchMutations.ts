import type { OperationBody, SavedSearch } from '@momento/contract';
import { useMutation, type MutationOptions } from '../useMutation.ts';
import { isFollowKey } from './keys.ts';
import { createSavedSearch, deleteSavedSearch, markSavedSearchSeen, updateSavedSearch } from './requests.ts';

type Options<Input, Result> = Pick<
  MutationOptions<Input, Result>,
  'successNotice' | 'errorNotice' | 'onSuccess' | 'onError'
>;

const reloadSearches = () => [isFollowKey('savedSearches')];

/** Saves the /tickets filters under a name; the saved searches on screen reload. */
export function useCreateSavedSearch(options: Options<OperationBody<'savedSearchCreate'>, SavedSearch> = {}) {
  return useMutation(
    (body: OperationBody<'savedSearchCreate'>, { client, signal }) => createSavedSearch(client, body, signal),
    {
      ...options,
      invalidate: reloadSearches,
    },
  );
}

/** Renames a saved search or changes its alert. */
export function useUpdateSavedSearch(options: Options<OperationBody<'savedSearchUpdate'>, SavedSearch> = {}) {
  return useMutation(
    (body: OperationBody<'savedSearchUpdate'>, { client, signal }) => updateSavedSearch(client, body, signal),
    {
      ...options,
      invalidate: reloadSearches,
    },
  );
}

/** Run: the search's new matches are seen (quietly: the buyer is on their way to /tickets). */
export function useMarkSavedSearchSeen() {
  return useMutation((id: number, { client, signal }) => markSavedSearchSeen(client, id, signal), {
    errorNotice: false,
    invalidate: reloadSearches,
  });
}

/** Deletes a saved search. */
export function useDeleteSavedSearch(options: Options<number, void> = {}) {
  return useMutation((id: number, { client, signal }) => deleteSavedSearch(client, id, signal), {
    ...options,
    invalidate: reloadSearches,
  });
}
