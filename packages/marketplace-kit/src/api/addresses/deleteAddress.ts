import type { Client } from '../client.ts';
import { addressDeleteRoute } from '@momento/contract/routes';

/** Delete an address: DELETE /user/account/address.php with its id in the body. */
export async function deleteAddress(client: Client, id: number, signal?: AbortSignal): Promise<void> {
  await client.call('addressDelete', { body: { id } }, { signal, route: addressDeleteRoute });
}
