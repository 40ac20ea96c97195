import type { OperationBody } from '@momento/contract';
import { useSWRConfig } from 'swr';
import { notices } from '../../texts.ts';
import { useMutation } from '../useMutation.ts';
import { cartKeys } from './keys.ts';
import { removeFromCart } from './removeFromCart.ts';

/** Remove a BUY line: 'Item Removed From Cart'. */
export function useRemoveFromCart() {
  const { mutate } = useSWRConfig();
  return useMutation(
    (body: OperationBody<'cartRemove'>, { client, signal }) => removeFromCart(client, body, signal),
    {
      successNotice: notices.itemRemovedFromCart,
      updateCache: (cart) => mutate(cartKeys.detail(), cart, { revalidate: false }),
    },
  );
}
