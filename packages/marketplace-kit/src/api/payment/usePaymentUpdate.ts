import type { OperationBody } from '@momento/contract';
import { errorTexts, notices } from '../../texts.ts';
import { useToast } from '../../provider/MarketplaceProvider.tsx';
import { orderKeys } from '../orders/keys.ts';
import { useMutation } from '../useMutation.ts';
import { updatePayment } from './updatePayment.ts';

/**
 * Sends the payment result to the server: 'Payment completed successfully', or 'Payment update done failure. Please
 * contact administrator'. The order is reloaded afterwards either way.
 */
export function usePaymentUpdate() {
  const toast = useToast();
  return useMutation(
    (body: OperationBody<'orderPaymentUpdate'>, { client, signal }) => updatePayment(client, body, signal),
    {
      successNotice: notices.paymentCompleted,
      errorNotice: false,
      onError: () => toast.error(errorTexts.paymentUpdateFailed),
      invalidate: (_order, body) => [orderKeys.detail(body.order_no)],
    },
  );
}
