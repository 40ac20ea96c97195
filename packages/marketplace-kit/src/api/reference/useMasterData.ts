import type { OperationReply } from '@momento/contract';
import useSWR, { type SWRResponse } from 'swr';
import { useClient, useSignedInReads } from '../../provider/MarketplaceProvider.tsx';
import { getMasterData } from './getMasterData.ts';
import { referenceKeys } from './keys.ts';

/** Ticket types and seat types. The call needs a signed-in user, so the hook waits (null key) until there is one. */
export function useMasterData(): SWRResponse<OperationReply<'masterData'>> {
  const client = useClient();
  const canRead = useSignedInReads();
  return useSWR(canRead ? referenceKeys.masterData() : null, () => getMasterData(client));
}
