import type { ReviewItem } from '@momento/contract';
import { Avatar, Badge } from '@momento/ui';
import { formatDate } from '../../../format/date.ts';
import { RatingSummary } from './RatingSummary.tsx';
import * as styles from './orders.css.ts';
import { orderTexts as t, reviewTypeLabel } from './orderTexts.ts';

/**
 * One rating and review: author, type (SELL for a buyer's review, otherwise BUY; left out where every item is of one
 * kind), three ratings, date, content.
 */
export function ReviewCard({ item, showType = true }: { item: ReviewItem; showType?: boolean }) {
  return (
    <article className={styles.reviewItem} aria-label={`${item.user_details.name}, ${formatDate(item.rated_at)}`}>
      <Avatar src={item.user_details.avatar} alt="" size={50} />
      <div className={styles.cardBody}>
        <p className={styles.badges}>
          <strong>{item.user_details.name}</strong>
          {showType ? <Badge tone="info">{reviewTypeLabel(item.type)}</Badge> : null}
          <span className={styles.factLabel}>
            {t.ratedOn} <time dateTime={item.rated_at}>{formatDate(item.rated_at)}</time>
          </span>
        </p>
        <RatingSummary ratings={item.ratings} />
        {item.content && <p className={styles.review}>{item.content}</p>}
      </div>
    </article>
  );
}
