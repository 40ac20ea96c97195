import type { OperationQuery, OperationReply } from '@momento/contract';
import useSWR, { type SWRResponse } from 'swr';
import type { Client } from '../client.ts';
import { useClient } from '../../provider/MarketplaceProvider.tsx';
import { fairPriceRoute } from '@momento/contract/routes';

export type FairPriceQuery = OperationQuery<'fairPrice'>;

/** GET /products.php?action=fair_price (ours): the median price of comparable tickets on sale. */
export function getFairPrice(
  client: Client,
  query: FairPriceQuery,
  signal?: AbortSignal,
): Promise<OperationReply<'fairPrice'>> {
  return client.call('fairPrice', { query }, { signal, route: fairPriceRoute });
}

/** The comparable tickets' median for an event (and section); waits without an event. */
export function useFairPrice(query: FairPriceQuery | null): SWRResponse<OperationReply<'fairPrice'>> {
  const client = useClient();
  // Under 'products' (written out: importing the key factory here would move it into a chunk of its own), so ticket
  // changes read it again.
  const key = query
    ? (['products', 'fairPrice', query.event_id, query.section ?? '', query.product_id ?? 0] as const)
    : null;
  return useSWR(key, () => getFairPrice(client, query as FairPriceQuery), { keepPreviousData: true });
}
