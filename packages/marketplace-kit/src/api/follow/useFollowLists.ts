import type { SavedSearch, WatchItem } from '@momento/contract';
import { useClient, useSignedInReads } from '../../provider/MarketplaceProvider.tsx';
import { useInfiniteList, type InfiniteList } from '../useInfiniteList.ts';
import { followKeys } from './keys.ts';
import { getSavedSearches, getWatchlist } from './requests.ts';

/** The signed-in buyer's watchlist, newest first, page by page; waits while logged out. */
export function useWatchlist(): InfiniteList<WatchItem> {
  const client = useClient();
  const canRead = useSignedInReads();
  return useInfiniteList(canRead ? followKeys.watchlist() : null, (page) => getWatchlist(client, page));
}

/** The signed-in buyer's saved searches, newest first, page by page; waits while logged out. */
export function useSavedSearches(): InfiniteList<SavedSearch> {
  const client = useClient();
  const canRead = useSignedInReads();
  return useInfiniteList(canRead ? followKeys.savedSearches() : null, (page) =>
    getSavedSearches(client, page),
  );
}
