import type { OperationQuery, OperationReply } from '@momento/contract';
import useSWR, { type SWRResponse } from 'swr';
import { useClient } from '../../provider/MarketplaceProvider.tsx';
import { getTeams } from './getTeams.ts';
import { referenceKeys } from './keys.ts';

/** Teams (filters: genre, sub_genre, name). */
export function useTeams(query: OperationQuery<'teams'> = {}): SWRResponse<OperationReply<'teams'>> {
  const client = useClient();
  return useSWR(referenceKeys.teams(query), ([, , q]) => getTeams(client, q));
}
