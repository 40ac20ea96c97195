import { useReviews } from '#api/reviews/useReviews.ts';
import { MyReviewsView } from './MyReviewsView.tsx';

/** /account/myreviews, connected. */
export function MyReviews() {
  const list = useReviews();
  return (
    <MyReviewsView
      items={list.items}
      isLoading={list.isLoading}
      isLoadingMore={list.isLoadingMore}
      hasMore={list.hasMore}
      error={list.error}
      onLoadMore={list.loadMore}
    />
  );
}
