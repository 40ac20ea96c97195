import type { OperationBody, OperationReply } from '@momento/contract';
import type { Client } from '../client.ts';
import { sellerPaymentGetRoute, sellerPaymentUpdateRoute } from '@momento/contract/routes';

/** The seller's details: GET /seller/account/payment_policy.php (PayPal id and e-mail, status). */
export function getSellerPayment(
  client: Client,
  signal?: AbortSignal,
): Promise<OperationReply<'sellerPaymentGet'>> {
  return client.call('sellerPaymentGet', undefined, { signal, route: sellerPaymentGetRoute });
}

/** Payment update: PUT seller/account/payment_policy.php with paypal_details_id, paypal_id, paypal_email. */
export function updateSellerPayment(
  client: Client,
  body: OperationBody<'sellerPaymentUpdate'>,
  signal?: AbortSignal,
): Promise<OperationReply<'sellerPaymentUpdate'>> {
  return client.call('sellerPaymentUpdate', { body }, { signal, route: sellerPaymentUpdateRoute });
}
