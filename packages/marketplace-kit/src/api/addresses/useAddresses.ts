import type { Address, AddressType } from '@momento/contract';
import useSWR, { type SWRResponse } from 'swr';
import { useClient, useSignedInReads } from '../../provider/MarketplaceProvider.tsx';
import { getAddresses } from './getAddresses.ts';
import { addressKeys } from './keys.ts';

/** The signed-in user's saved addresses of one type; waits (null key) while logged out. */
export function useAddresses(type: AddressType): SWRResponse<Address[]> {
  const client = useClient();
  const canRead = useSignedInReads();
  return useSWR(canRead ? addressKeys.list(type) : null, () => getAddresses(client, type));
}
