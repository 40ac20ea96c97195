import type { Checkout } from '@momento/contract';
import useSWR, { type SWRResponse } from 'swr';
import { useClient, useSignedInReads } from '../../provider/MarketplaceProvider.tsx';
import { getCheckout } from './getCheckout.ts';
import { checkoutKeys } from './keys.ts';

/** One checkout; waits (null key) without an id or while logged out. */
export function useCheckout(checkoutId: number | null): SWRResponse<Checkout> {
  const client = useClient();
  const canRead = useSignedInReads();
  return useSWR(checkoutId !== null && canRead ? checkoutKeys.detail(checkoutId) : null, () =>
    getCheckout(client, checkoutId ?? 0),
  );
}
