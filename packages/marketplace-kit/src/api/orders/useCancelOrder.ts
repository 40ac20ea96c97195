import { errorTexts, notices } from '../../texts.ts';
import { useToast } from '../../provider/MarketplaceProvider.tsx';
import { useMutation } from '../useMutation.ts';
import { cancelOrder } from './cancelOrder.ts';
import { orderKeys } from './keys.ts';

/** Cancel: 'Order Cancelled', or 'Cancel Order failure'; the order is reloaded after. */
export function useCancelOrder(options: { onSuccess?: () => void } = {}) {
  const toast = useToast();
  return useMutation((orderNo: string, { client, signal }) => cancelOrder(client, orderNo, signal), {
    successNotice: notices.orderCancelled,
    // Section 8 names this failure's notice, so it replaces the server's message.
    errorNotice: false,
    onError: () => toast.error(errorTexts.cancelOrderFailed),
    invalidate: (_order, orderNo) => [orderKeys.detail(orderNo)],
    onSuccess: () => options.onSuccess?.(),
  });
}
