import type { OperationBody, Seller } from '@momento/contract';
import useSWR, { type SWRResponse } from 'swr';
import { errorTexts, notices } from '../../texts.ts';
import { useClient, useSession, useToast, useSignedInReads } from '../../provider/MarketplaceProvider.tsx';
import { isSeller } from '../../session/sessionStore.ts';
import { useMutation, type MutationOptions } from '../useMutation.ts';
import { getSellerPayment, updateSellerPayment } from './getSellerPayment.ts';
import { sellerKeys } from './keys.ts';

/** The seller's payment details; waits (null key) unless the signed-in user is a registered seller. */
export function useSellerPayment(): SWRResponse<Seller> {
  const client = useClient();
  const { permissions } = useSession();
  const canRead = useSignedInReads();
  return useSWR(canRead && isSeller(permissions) ? sellerKeys.payment() : null, () =>
    getSellerPayment(client),
  );
}

/**
 * The Edit Seller Payment dialog's save: 'Payment details Changed Successfully', or on failure 'Payment update done
 * failure. Please contact administrator'.
 */
export function useUpdateSellerPayment(
  options: Pick<MutationOptions<OperationBody<'sellerPaymentUpdate'>, Seller>, 'onSuccess'> = {},
) {
  const toast = useToast();
  return useMutation(
    (body: OperationBody<'sellerPaymentUpdate'>, { client, signal }) =>
      updateSellerPayment(client, body, signal),
    {
      ...options,
      successNotice: notices.paymentDetailsChanged,
      // The spec's text whatever the server said.
      errorNotice: false,
      onError: () => toast.error(errorTexts.paymentUpdateFailed),
      invalidate: () => [sellerKeys.payment()],
    },
  );
}
