import type { ListPage, ReviewItem, SellerReputation } from '@momento/contract';
import useSWR, { type SWRResponse } from 'swr';
import type { Client } from '../client.ts';
import { useClient } from '../../provider/MarketplaceProvider.tsx';
import { useInfiniteList, type InfiniteList } from '../useInfiniteList.ts';
import { reviewKeys } from './keys.ts';
import { sellerReputationRoute, sellerReviewsRoute } from '@momento/contract/routes';

/** GET /ratings.php?action=reputation (ours, public): a seller's rating averages and review count. */
export function getSellerReputation(
  client: Client,
  sellerId: number,
  signal?: AbortSignal,
): Promise<SellerReputation> {
  return client.call(
    'sellerReputation',
    { query: { seller_id: sellerId } },
    { signal, route: sellerReputationRoute },
  );
}

/** GET /ratings.php (ours, public): the ratings and reviews buyers gave a seller, newest first. */
export function getSellerReviews(
  client: Client,
  sellerId: number,
  page: number,
  signal?: AbortSignal,
): Promise<ListPage<ReviewItem>> {
  return client.call(
    'sellerReviews',
    { query: { seller_id: sellerId, page } },
    { signal, route: sellerReviewsRoute },
  );
}

/** A seller's reputation; waits without a seller id. */
export function useSellerReputation(sellerId: number | null | undefined): SWRResponse<SellerReputation> {
  const client = useClient();
  return useSWR(sellerId ? reviewKeys.sellerReputation(sellerId) : null, () =>
    getSellerReputation(client, sellerId as number),
  );
}

/** Infinite scroll over the public reviews about a seller; waits without a seller id. */
export function useSellerReviews(sellerId: number | null | undefined): InfiniteList<ReviewItem> {
  const client = useClient();
  return useInfiniteList(sellerId ? reviewKeys.aboutSeller(sellerId) : null, (page) =>
    getSellerReviews(client, sellerId as number, page),
  );
}
