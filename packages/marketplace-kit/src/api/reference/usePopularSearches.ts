import type { OperationReply } from '@momento/contract';
import useSWR, { type SWRResponse } from 'swr';
import { useClient } from '../../provider/MarketplaceProvider.tsx';
import { getPopularSearches } from './getPopularSearches.ts';
import { referenceKeys } from './keys.ts';

/** Home: popular searches ('No Searches found'). */
export function usePopularSearches(): SWRResponse<OperationReply<'popularSearches'>> {
  const client = useClient();
  return useSWR(referenceKeys.popularSearches(), () => getPopularSearches(client));
}
