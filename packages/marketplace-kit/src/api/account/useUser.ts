import type { OperationReply } from '@momento/contract';
import useSWR, { type SWRResponse } from 'swr';
import { useClient, useSession } from '../../provider/MarketplaceProvider.tsx';
import { getUser } from './getUser.ts';
import { accountKeys } from './keys.ts';

/** The signed-in user from the server; waits (null key) while logged out. */
export function useUser(): SWRResponse<OperationReply<'userGet'>> {
  const client = useClient();
  const { status } = useSession();
  return useSWR(status === 'loggedIn' ? accountKeys.user() : null, () => getUser(client));
}
