import type { Offer, OfferListType, Ticket } from '@momento/contract';
import useSWR, { type SWRResponse } from 'swr';
import { useClient, useSignedInReads } from '../../provider/MarketplaceProvider.tsx';
import { useInfiniteList, type InfiniteList } from '../useInfiniteList.ts';
import { offerKeys } from './keys.ts';
import { getOffer, getOffers, getSellerTicketsForOffer } from './offers.ts';

/** My Offers: the buy or sell list with infinite scroll; waits while logged out or when not enabled. */
export function useOffers(
  type: OfferListType,
  { enabled = true }: { enabled?: boolean } = {},
): InfiniteList<Offer> {
  const client = useClient();
  const canRead = useSignedInReads();
  return useInfiniteList(enabled && canRead ? offerKeys.list(type) : null, (page) =>
    getOffers(client, type, page),
  );
}

/** One offer with its counter chain; waits without a number or while logged out. */
export function useOffer(offerNo: string | null): SWRResponse<Offer> {
  const client = useClient();
  const canRead = useSignedInReads();
  return useSWR(offerNo && canRead ? offerKeys.detail(offerNo) : null, () => getOffer(client, offerNo ?? ''));
}

/** The seller's tickets for the offer picker ('a failed load gives an empty list'). */
export function useSellerTicketsForOffer(sellerId: number | null): SWRResponse<Ticket[]> {
  const client = useClient();
  return useSWR(sellerId ? offerKeys.sellerTickets(sellerId) : null, () =>
    getSellerTicketsForOffer(client, sellerId ?? 0),
  );
}
