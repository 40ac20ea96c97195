import type { OperationReply } from '@momento/contract';
import type { Client } from '../client.ts';
import { masterPaymentDataRoute } from '@momento/contract/routes';

/** GET /masterPaymentData.php?action=payment: the payment service client id. */
export function getPaymentConfig(
  client: Client,
  signal?: AbortSignal,
): Promise<OperationReply<'masterPaymentData'>> {
  return client.call('masterPaymentData', {}, { signal, route: masterPaymentDataRoute });
}
