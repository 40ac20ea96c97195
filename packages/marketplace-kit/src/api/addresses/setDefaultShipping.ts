import type { Address } from '@momento/contract';
import type { Client } from '../client.ts';
import { addressSetDefaultShippingRoute } from '@momento/contract/routes';

/** Make a shipping address the primary one: PUT /user/account/address.php?action=set_default_shipping with id. */
export function setDefaultShipping(client: Client, id: number, signal?: AbortSignal): Promise<Address> {
  return client.call(
    'addressSetDefaultShipping',
    { body: { id } },
    { signal, route: addressSetDefaultShippingRoute },
  );
}
