import type { OperationQuery, OperationReply } from '@momento/contract';
import useSWR, { type SWRResponse } from 'swr';
import { useClient } from '../../provider/MarketplaceProvider.tsx';
import { getVenues } from './getVenues.ts';
import { referenceKeys } from './keys.ts';

/** Venues, sorted by display_order ascending, requested without authentication. */
export function useVenues(query: OperationQuery<'venues'> = {}): SWRResponse<OperationReply<'venues'>> {
  const client = useClient();
  return useSWR(referenceKeys.venues(query), ([, , q]) =>
    getVenues(client, q).then((reply) => ({
      ...reply,
      items: [...reply.items].sort((a, b) => a.display_order - b.display_order),
    })),
  );
}
