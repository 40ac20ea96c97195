import type { RatingValues } from '@momento/contract';
import { StarRating } from '@momento/ui';
import { useTexts } from '#locale/LocaleContext.tsx';
import * as styles from './orders.css.ts';
import { orderTexts as englishTexts } from './orderTexts.ts';

/** The three given ratings, read as 'Communication 4 out of 5' and so on. */
export function RatingSummary({
  ratings,
}: {
  ratings: Pick<RatingValues, 'communication_rating' | 'description_rating' | 'shipping_rating'>;
}) {
  const t = useTexts('orders', englishTexts);
  return (
    <span className={styles.ratingLine}>
      {(
        [
          [t.communication, ratings.communication_rating],
          [t.description, ratings.description_rating],
          [t.shipping, ratings.shipping_rating],
        ] as const
      ).map(([label, value]) => (
        <span key={label} className={styles.ratingLine}>
          {label}{' '}
          <StarRating value={value} size="small" formatValueText={(v, max) => t.ratingValue(label, v, max)} />
        </span>
      ))}
    </span>
  );
}
