import type { OperationReply } from '@momento/contract';
import useSWR, { type SWRResponse } from 'swr';
import { useClient } from '../../provider/MarketplaceProvider.tsx';
import { getPopularEvents } from './getPopularEvents.ts';
import { referenceKeys } from './keys.ts';

/** Home: popular events ('No Events found'). */
export function usePopularEvents(): SWRResponse<OperationReply<'popularEvents'>> {
  const client = useClient();
  return useSWR(referenceKeys.popularEvents(), () => getPopularEvents(client));
}
