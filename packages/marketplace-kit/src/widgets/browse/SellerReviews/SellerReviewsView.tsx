import type { ReviewItem, SellerReputation } from '@momento/contract';
import { Link, Stack } from '@momento/ui';
import { ResultList, type ResultListState } from '../../shared/ResultList.tsx';
import { browseTexts as t, emptyTexts as englishEmptyTexts } from '../browseTexts.ts';
import * as shared from '../browse.css.ts';
import { SellerReputationSummary } from '../SellerPanel/SellerReputation.tsx';
import { sellerReputationTexts as englishSellerReputationTexts } from '../SellerPanel/sellerReputationTexts.ts';
import { SellerReviewCard } from './SellerReviewCard.tsx';
import { useTexts } from '#locale/LocaleContext.tsx';

export interface SellerReviewsViewProps {
  sellerId: number;
  /** The seller's reputation (name, averages, count); null while it loads or when it failed. */
  reputation: SellerReputation | null;
  /** The reviews: the result of `useSellerReviews(sellerId)`. */
  list: ResultListState<ReviewItem>;
}

/**
 * The reviews buyers gave a seller, for anyone to read: the seller's name, averages and count above, then each
 * rating and review newest first with infinite scroll ('No ratings found', 'No more reviews found').
 */
export function SellerReviewsView({ sellerId, reputation, list }: SellerReviewsViewProps) {
  const emptyTexts = useTexts('empty', englishEmptyTexts);
  const r = useTexts('sellerReputation', englishSellerReputationTexts);
  const name = reputation?.seller.name;
  return (
    <Stack space="large">
      <Stack space="small">
        <h1 className={shared.pageHeading}>
          {name ? r.sellerReviewsHeading(name) : r.sellerReviewsFallbackHeading}
        </h1>
        {reputation ? <SellerReputationSummary reputation={reputation} linkToReviews={false} /> : null}
        {name ? (
          <Link href={`/tickets?seller=${sellerId}`} variant="standalone">
            {t.sellerTickets(name)}
          </Link>
        ) : null}
      </Stack>
      <ResultList
        label={r.sellerReviewsList}
        layout="list"
        list={list}
        itemKey={(item) => item.id}
        renderItem={(item) => <SellerReviewCard item={item} />}
        emptyText={emptyTexts.noRatings}
        endText={emptyTexts.noMoreReviews}
      />
    </Stack>
  );
}
