import type { OperationQuery, OperationReply } from '@momento/contract';
import useSWR, { type SWRResponse } from 'swr';
import { useClient } from '../../provider/MarketplaceProvider.tsx';
import { getSubGenres } from './getSubGenres.ts';
import { referenceKeys } from './keys.ts';

/** Sub-genres (filters of /teamArtist and the ticket form). */
export function useSubGenres(
  query: OperationQuery<'subGenres'> = {},
): SWRResponse<OperationReply<'subGenres'>> {
  const client = useClient();
  return useSWR(referenceKeys.subGenres(query), ([, , q]) => getSubGenres(client, q));
}
