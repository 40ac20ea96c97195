import { isNewSeller } from '@momento/contract/routes';
import type { SellerReputation as Reputation } from '@momento/contract';
import { Badge, Link } from '@momento/ui';
import { useSellerReputation } from '../../../api/reviews/sellerReputation.ts';
import { errorTexts } from '../browseTexts.ts';
import { sellerReputationTexts as t } from './sellerReputationTexts.ts';
import * as shared from '../browse.css.ts';
import * as styles from './SellerPanel.css.ts';
import { SellerReputationPlaceholder } from './SellerReputationPlaceholder.tsx';

export interface SellerReputationProps {
  sellerId: number;
}

/** The public list of the reviews buyers gave a seller (a route of the reference site). */
export const sellerReviewsHref = (sellerId: number) => `/sellers/${sellerId}/reviews`;

/**
 * A seller's reputation in their panel: the average of each rating part buyers gave them and the number of reviews,
 * linking to those reviews; 'New seller' below three ratings (the contract's rule, which the server applies too).
 */
export function SellerReputation({ sellerId }: SellerReputationProps) {
  const { data, error } = useSellerReputation(sellerId);
  if (error) return <p className={shared.muted}>{errorTexts.somethingWentWrong}</p>;
  if (!data) return <SellerReputationPlaceholder />;
  return <SellerReputationSummary reputation={data} />;
}

export interface SellerReputationSummaryProps {
  reputation: Reputation;
  /**
   * Link the number of reviews to the seller's reviews (off on that page itself).
   * @default true
   */
  linkToReviews?: boolean;
}

/** The averages (or 'New seller') and the number of reviews of a loaded reputation. */
export function SellerReputationSummary({ reputation, linkToReviews = true }: SellerReputationSummaryProps) {
  const count = reputation.review_count;
  const reviews = count === 0 ? null : linkToReviews ? <Link href={sellerReviewsHref(reputation.seller.id)}>{t.reviewCount(count)}</Link> : <span>{t.reviewCount(count)}</span>;
  if (!reputation.averages || isNewSeller(count)) {
    return (
      <div role="group" aria-label={t.sellerRating} className={styles.reputation}>
        <Badge tone="info">{t.newSeller}</Badge>
        {reviews}
      </div>
    );
  }
  const parts = [
    [t.ratingCommunication, reputation.averages.communication_rating],
    [t.ratingDescription, reputation.averages.description_rating],
    [t.ratingShipping, reputation.averages.shipping_rating],
  ] as const;
  return (
    <div role="group" aria-label={t.sellerRating} className={styles.reputation}>
      <dl className={styles.averages}>
        {parts.map(([label, value]) => (
          <div key={label} className={styles.average}>
            <dt className={styles.averageLabel}>{label}</dt>
            <dd className={styles.averageValue}>
              {/* One star and the average (not ui's five-star StarRating: its chunk is the order pages' to share). */}
              <svg role="img" aria-label={t.averageOutOfFive(label, value)} className={styles.star} viewBox="0 0 24 24" focusable="false">
                <path fill="currentColor" d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z" />
              </svg>
              <span aria-hidden="true">{value.toFixed(1)}</span>
            </dd>
          </div>
        ))}
      </dl>
      {reviews}
    </div>
  );
}

export default SellerReputation;
