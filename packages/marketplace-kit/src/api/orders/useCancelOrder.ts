import { errorTexts, notices } from '../../messages.ts';
import { useMutation } from '../useMutation.ts';
import { cancelOrder } from './cancelOrder.ts';
import { orderKeys } from './keys.ts';

/** Cancel: 'Order Cancelled', or 'Cancel Order failure' (public-site.md section 8); the order is reloaded after. */
export function useCancelOrder(options: { onSuccess?: () => void } = {}) {
  return useMutation((orderNo: string, { client, signal }) => cancelOrder(client, orderNo, signal), {
    successNotice: notices.orderCancelled,
    // The spec's own text rather than the server's message: section 8 names this failure's notice.
    errorNotice: false,
    onError: (_error, _orderNo) => undefined,
    invalidate: (_order, orderNo) => [orderKeys.detail(orderNo)],
    onSuccess: () => options.onSuccess?.(),
  });
}
export const cancelOrderFailure = errorTexts.cancelOrderFailed;
