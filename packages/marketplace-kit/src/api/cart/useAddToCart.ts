import type { Cart, OperationBody } from '@momento/contract';
import { useSWRConfig } from 'swr';
import { notices } from '../../texts.ts';
import { useMutation } from '../useMutation.ts';
import { addToCart } from './addToCart.ts';
import { cartKeys } from './keys.ts';

/** Add to cart: 'Item Added to Cart'; the reply is the new cart, written straight into the cart's cache entry. */
export function useAddToCart(options: { onSuccess?: (cart: Cart) => void } = {}) {
  const { mutate } = useSWRConfig();
  return useMutation(
    (body: OperationBody<'cartAdd'>, { client, signal }) => addToCart(client, body, signal),
    {
      successNotice: notices.itemAddedToCart,
      updateCache: (cart) => mutate(cartKeys.detail(), cart, { revalidate: false }),
      onSuccess: (cart) => options.onSuccess?.(cart),
    },
  );
}
