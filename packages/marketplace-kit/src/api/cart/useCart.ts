import type { Cart } from '@momento/contract';
import useSWR, { type SWRResponse } from 'swr';
import { useClient, useSignedInReads } from '../../provider/MarketplaceProvider.tsx';
import { getCart } from './getCart.ts';
import { cartKeys } from './keys.ts';

/**
 * The signed-in user's cart; waits (null key) while logged out, and while `isEnabled` is false (the header reads it
 * only once the page is idle).
 */
export function useCart({ isEnabled = true }: { isEnabled?: boolean } = {}): SWRResponse<Cart> {
  const client = useClient();
  const canRead = useSignedInReads();
  return useSWR(isEnabled && canRead ? cartKeys.detail() : null, () => getCart(client));
}
