import type { Checkout } from '@momento/contract';
import { useSWRConfig } from 'swr';
import { useMutation } from '../useMutation.ts';
import { createCheckout } from './createCheckout.ts';
import { checkoutKeys } from './keys.ts';

/** Initiate checkout from the cart; the reply is cached under its id so /checkout renders at once. */
export function useCreateCheckout(options: { onSuccess?: (checkout: Checkout) => void } = {}) {
  const { mutate } = useSWRConfig();
  return useMutation((cartId: number, { client, signal }) => createCheckout(client, cartId, signal), {
    updateCache: (checkout) =>
      mutate(checkoutKeys.detail(checkout.checkout_id), checkout, { revalidate: false }),
    onSuccess: (checkout) => options.onSuccess?.(checkout),
  });
}
