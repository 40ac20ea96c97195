import type { Ticket } from '@momento/contract';
import useSWR, { type SWRResponse } from 'swr';
import { useClient, useSignedInReads } from '../../provider/MarketplaceProvider.tsx';
import { getOwnTicket } from './getOwnTicket.ts';
import { productKeys } from './keys.ts';

/**
 * /mytickets/{id}: the signed-in user's own ticket (null when it is not theirs). Waits (null key) while logged out
 * or the session is still unknown, and without a valid id.
 */
export function useOwnTicket(productId: number | string | null | undefined): SWRResponse<Ticket | null> {
  const client = useClient();
  const canRead = useSignedInReads();
  const id = Number(productId);
  const valid =
    productId !== null && productId !== undefined && productId !== '' && Number.isInteger(id) && id > 0;
  return useSWR(canRead && valid ? [...productKeys.all, 'own', id] : null, ([, , key]) =>
    getOwnTicket(client, key as number),
  );
}
