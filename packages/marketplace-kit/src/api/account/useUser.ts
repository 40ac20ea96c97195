import type { OperationReply } from '@momento/contract';
import useSWR, { type SWRResponse } from 'swr';
import { useClient, useSignedInReads } from '../../provider/MarketplaceProvider.tsx';
import { getUser } from './getUser.ts';
import { accountKeys } from './keys.ts';

/** The signed-in user from the server; waits (null key) while logged out. */
export function useUser(): SWRResponse<OperationReply<'userGet'>> {
  const client = useClient();
  const canRead = useSignedInReads();
  return useSWR(canRead ? accountKeys.user() : null, () => getUser(client));
}
