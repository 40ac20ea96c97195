import { notices } from '../../texts.ts';
import { useToast } from '../../provider/MarketplaceProvider.tsx';
import { isOrderKey } from '../orders/keys.ts';
import { useMutation, type MutationOptions } from '../useMutation.ts';
import { putRating, putReview } from './reviews.ts';

export interface RateOrderInput {
  order_no: string;
  sub_order_id: number;
  communication_rating: number;
  description_rating: number;
  shipping_rating: number;
  review: string;
}

/**
 * The rating dialog's save: the three ratings, then the review ('Rating Added', then 'Review Added').
 * A refused review after a saved rating still says the rating was saved, and the dialog stays open to try again.
 */
export function useRateOrder(
  options: Pick<MutationOptions<RateOrderInput, void>, 'onSuccess' | 'onError'> = {},
) {
  const toast = useToast();
  return useMutation(
    async ({ order_no, sub_order_id, review, ...ratings }: RateOrderInput, { client, signal }) => {
      await putRating(client, { order_no, sub_order_id, ...ratings }, signal);
      toast.success(notices.ratingAdded);
      await putReview(client, { order_no, sub_order_id, description: review }, signal);
    },
    {
      ...options,
      successNotice: notices.reviewAdded,
      invalidate: () => [isOrderKey, (key) => Array.isArray(key) && key[0] === 'reviews'],
    },
  );
}
