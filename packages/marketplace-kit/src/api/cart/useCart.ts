import type { Cart } from '@momento/contract';
import useSWR, { type SWRResponse } from 'swr';
import { useClient, useSession } from '../../provider/MarketplaceProvider.tsx';
import { getCart } from './getCart.ts';
import { cartKeys } from './keys.ts';

/** The signed-in user's cart; waits (null key) while logged out. */
export function useCart(): SWRResponse<Cart> {
  const client = useClient();
  const { status } = useSession();
  return useSWR(status === 'loggedIn' ? cartKeys.detail() : null, () => getCart(client));
}
