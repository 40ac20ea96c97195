import type { OperationReply } from '@momento/contract';
import useSWR, { type SWRResponse } from 'swr';
import { useClient } from '../../provider/MarketplaceProvider.tsx';
import { getPopularTeams } from './getPopularTeams.ts';
import { referenceKeys } from './keys.ts';

/** Home: popular teams and artists ('No Team Artists found'). */
export function usePopularTeams(): SWRResponse<OperationReply<'popularTeams'>> {
  const client = useClient();
  return useSWR(referenceKeys.popularTeams(), () => getPopularTeams(client));
}
