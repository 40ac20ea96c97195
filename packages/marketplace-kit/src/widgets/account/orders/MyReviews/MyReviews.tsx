import { useReviews } from '#api/reviews/useReviews.ts';
import { MyReviewsView } from './MyReviewsView.tsx';

/** /account/myreviews, connected. */
export function MyReviews() {
  return <MyReviewsView list={useReviews()} />;
}
