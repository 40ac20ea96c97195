import { errorTexts } from '../../texts.ts';
import { useToast } from '../../provider/MarketplaceProvider.tsx';
import { useMutation } from '../useMutation.ts';
import { checkOrderExpiry } from './checkOrderExpiry.ts';
import { orderKeys } from './keys.ts';

/**
 * 'Complete order' after the payment window: the expiry check. A truthy `status` shows 'Order Expired' as an error;
 * a failed check shows 'Order Expiry check failure'. The order is reloaded after.
 */
export function useOrderExpiryCheck() {
  const toast = useToast();
  return useMutation((orderNo: string, { client, signal }) => checkOrderExpiry(client, orderNo, signal), {
    errorNotice: false,
    onError: () => toast.error(errorTexts.orderExpiryCheckFailed),
    onSuccess: (reply) => {
      if (reply.status) toast.error(errorTexts.orderExpired);
    },
    invalidate: (_reply, orderNo) => [orderKeys.detail(orderNo)],
  });
}
