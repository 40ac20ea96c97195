import type { SavedSearch, SavedSearchAlert } from '@momento/contract';
import { SAVED_SEARCH_ALERT_LABELS } from '@momento/contract/routes';
import { lazy, Suspense, useState } from 'react';
import { useSavedSearches } from '#api/follow/useFollowLists.ts';
import { useMarkSavedSearchSeen, useUpdateSavedSearch } from '#api/follow/useSavedSearchMutations.ts';
import { useNavigation } from '#provider/MarketplaceProvider.tsx';
import { followTexts as t } from '#widgets/browse/followTexts.ts';
import { toSearch } from '#widgets/browse/searchQuery.ts';
import type { SavedSearchAction } from './SavedSearchDialogs.tsx';
import { SavedSearchesView } from './SavedSearchesView.tsx';

// Rename and Delete load when a card first opens one: the list stays light.
const SavedSearchActionDialog = lazy(async () => ({
  default: (await import('./SavedSearchDialogs.tsx')).SavedSearchActionDialog,
}));

export interface SavedSearchesProps {
  /**
   * Where Run goes, with the search's filters as its query string.
   * @default '/tickets'
   */
  ticketsPath?: string;
}

/** Where Run goes: the tickets page with the saved filters ('/tickets?q=Game+7&price=500'). */
export const savedSearchHref = (search: Pick<SavedSearch, 'filters'>, ticketsPath = '/tickets') =>
  `${ticketsPath}${toSearch(search.filters as Record<string, string | undefined>)}`;

/**
 * /account/searches, connected: the signed-in buyer's saved searches. Run opens the tickets page with the filters and
 * marks the new matches seen; the alert changes at once (back again if the server refuses).
 */
export function SavedSearches({ ticketsPath = '/tickets' }: SavedSearchesProps) {
  const list = useSavedSearches();
  const navigation = useNavigation();
  const [action, setAction] = useState<SavedSearchAction | null>(null);
  const [deletions, setDeletions] = useState(0);
  const [pendingAlerts, setPendingAlerts] = useState<Record<number, SavedSearchAlert>>({});
  const seen = useMarkSavedSearchSeen();
  const update = useUpdateSavedSearch({
    successNotice: (search) => t.alertChanged(SAVED_SEARCH_ALERT_LABELS[search.alert]),
  });
  const settle = (id: number) =>
    setPendingAlerts((current) => {
      const { [id]: _settled, ...rest } = current;
      return rest;
    });

  const changeAlert = (search: SavedSearch, alert: SavedSearchAlert) => {
    setPendingAlerts((current) => ({ ...current, [search.id]: alert }));
    void update.run({ id: search.id, alert }).then((outcome) => {
      // Saved: the choice stays as shown while the list reloads; refused: it goes back (the server's reason shows).
      if (outcome.ok) list.reload();
      else settle(search.id);
    });
  };

  return (
    <>
      <SavedSearchesView
        list={list}
        pendingAlerts={pendingAlerts}
        onAlertChange={changeAlert}
        onRun={(search) => {
          void seen.run(search.id);
          navigation.navigate(savedSearchHref(search, ticketsPath));
        }}
        onRename={(search) => setAction({ kind: 'rename', search })}
        onDelete={(search) => setAction({ kind: 'delete', search })}
        focusKey={deletions}
      />
      {action && (
        <Suspense fallback={null}>
          <SavedSearchActionDialog
            action={action}
            onClose={() => setAction(null)}
            onDeleted={() => setDeletions((count) => count + 1)}
          />
        </Suspense>
      )}
    </>
  );
}
