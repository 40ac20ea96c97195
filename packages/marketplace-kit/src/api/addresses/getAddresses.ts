import type { Address, AddressType } from '@momento/contract';
import type { Client } from '../client.ts';
import { addressListRoute } from '@momento/contract/routes';

/** GET /user/account/address.php?type=DELIVERY | BILL | CONTACT: the saved addresses of one type. */
export async function getAddresses(
  client: Client,
  type: AddressType,
  signal?: AbortSignal,
): Promise<Address[]> {
  const reply = await client.call('addressList', { query: { type } }, { signal, route: addressListRoute });
  return reply.items;
}
