import type { ReviewItem } from '@momento/contract';
import { Avatar } from '@momento/ui';
import { RatingParts } from '../SellerPanel/RatingParts.tsx';
import * as styles from './SellerReviews.css.ts';
import { useFormat } from '#locale/useFormat.ts';

/** One buyer's rating and review of the seller: author, date, the three ratings, the review. */
export function SellerReviewCard({ item }: { item: ReviewItem }) {
  const format = useFormat();
  return (
    <article className={styles.item} aria-label={`${item.user_details.name}, ${format.date(item.rated_at)}`}>
      <Avatar src={item.user_details.avatar} alt="" size={50} />
      <div className={styles.body}>
        <p className={styles.byline}>
          <strong>{item.user_details.name}</strong>
          <time dateTime={item.rated_at} className={styles.muted}>
            {format.date(item.rated_at)}
          </time>
        </p>
        <RatingParts ratings={item.ratings} decimals={0} />
        {item.content ? <p className={styles.content}>{item.content}</p> : null}
      </div>
    </article>
  );
}
