import type { Checkout } from '@momento/contract';
import type { Client } from '../client.ts';
import { checkoutUpdateBillingRoute, checkoutUpdateShippingRoute } from '@momento/contract/routes';

export type CheckoutAddressKind = 'shipping' | 'billing';

export interface CheckoutAddressInput {
  kind: CheckoutAddressKind;
  checkoutId: number;
  addressId: number;
}

/** PUT /user/orders/checkout.php?action=updateShippingAddress | updateBillingAddress. */
export function updateCheckoutAddress(
  client: Client,
  { kind, checkoutId, addressId }: CheckoutAddressInput,
  signal?: AbortSignal,
): Promise<Checkout> {
  const body = { checkout_id: checkoutId, address_id: addressId };
  return kind === 'shipping'
    ? client.call('checkoutUpdateShipping', { body }, { signal, route: checkoutUpdateShippingRoute })
    : client.call('checkoutUpdateBilling', { body }, { signal, route: checkoutUpdateBillingRoute });
}
