import type { ReviewItem } from '@momento/contract';
import { ResultList } from '../../../shared/ResultList.tsx';
import type { OrderListState } from '../MyOrders/MyOrdersView.tsx';
import * as styles from '../orders.css.ts';
import { emptyTexts, orderTexts as t } from '../orderTexts.ts';
import { ReviewCard } from '../ReviewCard.tsx';

export type MyReviewsViewProps = OrderListState<ReviewItem>;

/**
 * My Reviews (account-area.md section 2): the ratings and reviews about the user with infinite scroll ('No reviews
 * Found', 'No more reviews found').
 */
export function MyReviewsView(props: MyReviewsViewProps) {
  return (
    <section className={styles.page} aria-labelledby="my-reviews-title">
      <h1 id="my-reviews-title" className={styles.heading}>
        {t.reviewsTitle}
      </h1>
      <ResultList
        label={t.reviewsList}
        layout="list"
        {...props}
        itemKey={(item) => item.id}
        renderItem={(item) => <ReviewCard item={item} />}
        emptyText={emptyTexts.noReviews}
        endText={emptyTexts.noMoreReviews}
      />
    </section>
  );
}
