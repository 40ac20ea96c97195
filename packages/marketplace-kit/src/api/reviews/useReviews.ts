import type { ReviewItem } from '@momento/contract';
import { useClient, useSignedInReads } from '../../provider/MarketplaceProvider.tsx';
import { useInfiniteList, type InfiniteList } from '../useInfiniteList.ts';
import { reviewKeys } from './keys.ts';
import { getReviews } from './reviews.ts';

/** My Reviews: infinite scroll over the ratings and reviews about the user; waits while logged out. */
export function useReviews(): InfiniteList<ReviewItem> {
  const client = useClient();
  const canRead = useSignedInReads();
  return useInfiniteList(canRead ? reviewKeys.mine() : null, (page) => getReviews(client, page));
}
