import type { PriceHistory } from '@momento/contract';
import useSWR, { type SWRResponse } from 'swr';
import type { Client } from '../client.ts';
import { useClient } from '../../provider/MarketplaceProvider.tsx';
import { priceHistoryRoute } from '@momento/contract/routes';

/** GET /search/price_history.php (ours, public): an event's lowest and median asking and sold prices per day. */
export function getPriceHistory(
  client: Client,
  eventId: number,
  signal?: AbortSignal,
): Promise<PriceHistory> {
  return client.call('priceHistory', { query: { event: eventId } }, { signal, route: priceHistoryRoute });
}

/** An event's price history; waits without an event id. */
export function usePriceHistory(eventId: number | null | undefined): SWRResponse<PriceHistory> {
  const client = useClient();
  // Under 'products' (written out, as useFairPrice's key), so ticket changes read it again.
  return useSWR(eventId ? (['products', 'priceHistory', eventId] as const) : null, () =>
    getPriceHistory(client, eventId as number),
  );
}
