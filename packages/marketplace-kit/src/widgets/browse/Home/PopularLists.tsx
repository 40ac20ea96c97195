import { memo, useMemo } from 'react';
import type { SWRResponse } from 'swr';
import { usePopularEvents } from '#api/reference/usePopularEvents.ts';
import { usePopularSearches } from '#api/reference/usePopularSearches.ts';
import { usePopularTeams } from '#api/reference/usePopularTeams.ts';
import { useDeferredQuery } from '#api/useDeferredQuery.ts';
import { PopularListsView } from './PopularListsView.tsx';

/** Renders again only when a list changes (see usePopularList). */
const PopularListsPart = /* @__PURE__ */ memo(PopularListsView);

/**
 * One popular list's state for the view: its reply rendered as a transition (React splits it into short slices), not
 * in its data's synchronous update, and the same object until the list or its loading changes (the view is memoised).
 */
function usePopularList<Item>(query: Pick<SWRResponse<{ items: Item[] }>, 'data' | 'error' | 'isLoading'>) {
  const { data, isLoading } = useDeferredQuery(query);
  return useMemo(() => ({ items: data?.items, isLoading }), [data, isLoading]);
}

/** Home's popular searches, events and teams/artists, connected. */
export function PopularLists() {
  return (
    <PopularListsPart
      searches={usePopularList(usePopularSearches())}
      events={usePopularList(usePopularEvents())}
      teams={usePopularList(usePopularTeams())}
    />
  );
}
