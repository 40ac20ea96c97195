import { isNewSeller } from '@momento/contract/routes';
import type { SellerReputation as Reputation } from '@momento/contract';
import { Badge, Link } from '@momento/ui';
import { useSellerReputation } from '#api/reviews/sellerReputation.ts';
import { errorTexts as englishErrorTexts } from '../browseTexts.ts';
import { sellerReputationTexts as englishSellerReputationTexts } from './sellerReputationTexts.ts';
import * as shared from '../browse.css.ts';
import * as styles from './SellerPanel.css.ts';
import { RatingParts } from './RatingParts.tsx';
import { SellerReputationPlaceholder } from './SellerReputationPlaceholder.tsx';
import { useTexts } from '#locale/LocaleContext.tsx';

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
  const errorTexts = useTexts('errors', englishErrorTexts);
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
  const t = useTexts('sellerReputation', englishSellerReputationTexts);
  const count = reputation.review_count;
  const reviews =
    count === 0 ? null : linkToReviews ? (
      <Link href={sellerReviewsHref(reputation.seller.id)}>{t.reviewCount(count)}</Link>
    ) : (
      <span>{t.reviewCount(count)}</span>
    );
  if (!reputation.averages || isNewSeller(count)) {
    return (
      <div role="group" aria-label={t.sellerRating} className={styles.reputation}>
        <Badge tone="info">{t.newSeller}</Badge>
        {reviews}
      </div>
    );
  }
  return (
    <div role="group" aria-label={t.sellerRating} className={styles.reputation}>
      <RatingParts ratings={reputation.averages} decimals={1} />
      {reviews}
    </div>
  );
}

export default SellerReputation;
