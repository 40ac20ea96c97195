import type { Address, OperationBody } from '@momento/contract';
import type { Client } from '../client.ts';
import { addressCreateRoute, addressUpdateRoute } from '@momento/contract/routes';

/** The address fields of a new address (POST) or, with `id`, an edited one (PUT /user/account/address.php). */
export type AddressInput = OperationBody<'addressCreate'> & { id?: number | undefined };

export function saveAddress(
  client: Client,
  { id, ...fields }: AddressInput,
  signal?: AbortSignal,
): Promise<Address> {
  return id === undefined
    ? client.call('addressCreate', { body: fields }, { signal, route: addressCreateRoute })
    : client.call('addressUpdate', { body: { id, ...fields } }, { signal, route: addressUpdateRoute });
}
