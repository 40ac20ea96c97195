import type { OperationBody } from '@momento/contract';
import type { Client } from '../client.ts';

/** Update password: PUT /user/account/user.php?action=change_password. */
export async function changePassword(client: Client, body: OperationBody<'changePassword'>, signal?: AbortSignal): Promise<void> {
  await client.call('changePassword', { body }, { signal });
}
