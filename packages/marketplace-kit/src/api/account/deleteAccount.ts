import type { Client } from '../client.ts';
import { deleteAccountRoute } from '@momento/contract/routes';

/** Delete account: DELETE /user/account/user.php with the password. */
export async function deleteAccount(client: Client, password: string, signal?: AbortSignal): Promise<void> {
  await client.call('deleteAccount', { body: { password } }, { signal, route: deleteAccountRoute });
}
