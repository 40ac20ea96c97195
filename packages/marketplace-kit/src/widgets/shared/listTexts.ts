/** Texts of the shared list states (loading spinners, the Load more button), used by every widget group. */
export const listTexts = {
  loading: 'Loading',
  loadingMore: 'Loading more',
  loadMore: 'Load more',
} as const;
