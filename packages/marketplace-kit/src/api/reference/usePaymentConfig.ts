import type { OperationReply } from '@momento/contract';
import useSWR, { type SWRResponse } from 'swr';
import { useClient } from '../../provider/MarketplaceProvider.tsx';
import { getPaymentConfig } from './getPaymentConfig.ts';
import { referenceKeys } from './keys.ts';

/** The payment service client id (paypal_client_id). */
export function usePaymentConfig(): SWRResponse<OperationReply<'masterPaymentData'>> {
  const client = useClient();
  return useSWR(referenceKeys.paymentConfig(), () => getPaymentConfig(client));
}
