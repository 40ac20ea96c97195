import { useId } from 'react';
import type { ReviewItem } from '@momento/contract';
import { Avatar, Badge } from '@momento/ui';
import { ResultList, type ResultListState } from '#widgets/shared/ResultList.tsx';
import { useTexts } from '#locale/LocaleContext.tsx';
import { useFormat } from '#locale/useFormat.ts';
import { RatingSummary } from '../RatingSummary.tsx';
import * as styles from '../orders.css.ts';
import { emptyTexts as englishEmpty, orderTexts as englishTexts, reviewTypeLabel } from '../orderTexts.ts';

export interface MyReviewsViewProps {
  /** The ratings and reviews about the user: the result of `useReviews()`. */
  list: ResultListState<ReviewItem>;
}

/** One rating and review: author, type (SELL for a buyer's review, otherwise BUY), three ratings, date, content. */
function ReviewCard({ item }: { item: ReviewItem }) {
  const format = useFormat();
  const t = useTexts('orders', englishTexts);
  return (
    <article
      className={styles.reviewItem}
      aria-label={`${item.user_details.name}, ${format.date(item.rated_at)}`}
    >
      <Avatar src={item.user_details.avatar} alt="" size={50} />
      <div className={styles.cardBody}>
        <p className={styles.badges}>
          <strong>{item.user_details.name}</strong>
          <Badge tone="info">{reviewTypeLabel(item.type) === 'SELL' ? t.sell : t.buy}</Badge>
          <span className={styles.factLabel}>
            {t.ratedOn} <time dateTime={item.rated_at}>{format.date(item.rated_at)}</time>
          </span>
        </p>
        <RatingSummary ratings={item.ratings} />
        {item.content && <p className={styles.review}>{item.content}</p>}
      </div>
    </article>
  );
}

/**
 * My Reviews: the ratings and reviews about the user with infinite scroll ('No reviews
 * Found', 'No more reviews found').
 */
export function MyReviewsView({ list }: MyReviewsViewProps) {
  const emptyTexts = useTexts('empty', englishEmpty);
  const t = useTexts('orders', englishTexts);
  const myReviewsTitleId = useId();
  return (
    <section className={styles.page} aria-labelledby={myReviewsTitleId}>
      <h1 id={myReviewsTitleId} className={styles.heading}>
        {t.reviewsTitle}
      </h1>
      <ResultList
        label={t.reviewsList}
        layout="list"
        list={list}
        itemKey={(item) => item.id}
        renderItem={(item) => <ReviewCard item={item} />}
        emptyText={emptyTexts.noReviews}
        endText={emptyTexts.noMoreReviews}
      />
    </section>
  );
}
