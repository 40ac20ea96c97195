import { useSellerReputation, useSellerReviews } from '#api/reviews/sellerReputation.ts';
import { SellerReviewsView } from './SellerReviewsView.tsx';

export interface SellerReviewsProps {
  /** The seller's user id (the reviews page's path). */
  sellerId: number | string;
}

/** The public reviews about a seller, connected: their reputation and the reviews list with infinite scroll. */
export function SellerReviews({ sellerId }: SellerReviewsProps) {
  const id = Number(sellerId);
  const valid = Number.isInteger(id) && id > 0 ? id : null;
  const reputation = useSellerReputation(valid);
  const list = useSellerReviews(valid);
  return (
    <SellerReviewsView
      sellerId={valid ?? 0}
      reputation={reputation.data ?? null}
      // An id that cannot be a seller has nothing to load: the empty text shows at once.
      list={{ ...list, isLoading: valid !== null && list.isLoading }}
    />
  );
}
