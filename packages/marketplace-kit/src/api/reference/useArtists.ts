import type { OperationQuery, OperationReply } from '@momento/contract';
import useSWR, { type SWRResponse } from 'swr';
import { useClient } from '../../provider/MarketplaceProvider.tsx';
import { getArtists } from './getArtists.ts';
import { referenceKeys } from './keys.ts';

/** Artists (filters: genre, sub_genre, name). */
export function useArtists(query: OperationQuery<'artists'> = {}): SWRResponse<OperationReply<'artists'>> {
  const client = useClient();
  return useSWR(referenceKeys.artists(query), ([, , q]) => getArtists(client, q));
}
