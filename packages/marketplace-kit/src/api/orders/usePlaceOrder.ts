import type { OperationReply } from '@momento/contract';
import { cartKeys } from '../cart/keys.ts';
import { checkoutKeys } from '../checkout/keys.ts';
import { useMutation } from '../useMutation.ts';
import { placeOrder } from './placeOrder.ts';

/** 'Go to checkout': places the order; the cart (now empty) and the checkout are revalidated. */
export function usePlaceOrder(options: { onSuccess?: (reply: OperationReply<'orderCreate'>) => void } = {}) {
  return useMutation((checkoutId: number, { client, signal }) => placeOrder(client, checkoutId, signal), {
    invalidate: (_reply, checkoutId) => [cartKeys.detail(), checkoutKeys.detail(checkoutId)],
    onSuccess: (reply) => options.onSuccess?.(reply),
  });
}
