import type { Client } from '../client.ts';

/**
 * Delete account: DELETE /user/account/user.php with the password (account-area.md section 7). Success ends the
 * session here too (user and tokens), as the server has revoked it.
 */
export async function deleteAccount(client: Client, password: string, signal?: AbortSignal): Promise<void> {
  await client.call('deleteAccount', { body: { password } }, { signal });
  client.session.clear();
}
