import { sellerReputationTexts as englishSellerReputationTexts } from './sellerReputationTexts.ts';
import * as styles from './SellerPanel.css.ts';
import { useTexts } from '#locale/LocaleContext.tsx';

export interface RatingPartsProps {
  ratings: { communication_rating: number; description_rating: number; shipping_rating: number };
  /** Averages show one decimal (4.7); a single rating shows as given (5). */
  decimals: 0 | 1;
}

/**
 * The three rating parts, each as one star and its value, read as 'Communication 4.7 out of 5'. (Not ui's five-star
 * StarRating: its chunk belongs to the order pages, and the browsing pages keep out of it.)
 */
export function RatingParts({ ratings, decimals }: RatingPartsProps) {
  const t = useTexts('sellerReputation', englishSellerReputationTexts);
  const parts = [
    [t.ratingCommunication, ratings.communication_rating],
    [t.ratingDescription, ratings.description_rating],
    [t.ratingShipping, ratings.shipping_rating],
  ] as const;
  return (
    <dl className={styles.averages}>
      {parts.map(([label, value]) => {
        const shown = value.toFixed(decimals);
        return (
          <div key={label} className={styles.average}>
            <dt className={styles.averageLabel}>{label}</dt>
            <dd className={styles.averageValue}>
              <svg
                role="img"
                aria-label={t.outOfFive(label, shown)}
                className={styles.star}
                viewBox="0 0 24 24"
                focusable="false"
              >
                <path
                  fill="currentColor"
                  d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z"
                />
              </svg>
              <span aria-hidden="true">{shown}</span>
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
