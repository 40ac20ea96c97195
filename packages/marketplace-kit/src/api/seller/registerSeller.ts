import type { OperationReply } from '@momento/contract';
import type { Client } from '../client.ts';
import { sellerRegisterRoute } from '@momento/contract/routes';

export interface RegisterSellerInput {
  paypalId: string;
  paypalEmail: string;
}

/** Become a seller: POST /seller/account/payment_policy.php with paypal_details {id, email}. */
export function registerSeller(
  client: Client,
  input: RegisterSellerInput,
  signal?: AbortSignal,
): Promise<OperationReply<'sellerRegister'>> {
  return client.call(
    'sellerRegister',
    { body: { paypal_details: { id: input.paypalId, email: input.paypalEmail } } },
    { signal, route: sellerRegisterRoute },
  );
}
