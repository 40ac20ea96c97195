/** SWR keys of the signed-in buyer's following (docs/rules/follow.md). */
export const followKeys = {
  all: ['follow'] as const,
  /** The ids the buyer watches, per kind: one request for every Watch button of a page. */
  watchIds: () => ['follow', 'watchIds'] as const,
  /** The watchlist's pages (an infinite list's base key). */
  watchlist: () => ['follow', 'watchlist'] as const,
  /** The saved searches' pages (an infinite list's base key). */
  savedSearches: () => ['follow', 'savedSearches'] as const,
};

/** Whether an SWR key (or an infinite list's base key) belongs to a part of following: `isFollowKey('watchlist')`. */
export const isFollowKey =
  (part: 'watchIds' | 'watchlist' | 'savedSearches') =>
  (key: unknown): boolean =>
    Array.isArray(key) && key[0] === 'follow' && key[1] === part;
