import type { OperationBody } from '@momento/contract';
import type { Client } from '../client.ts';
import { changePasswordRoute } from '@momento/contract/routes';

/** Update password: PUT /user/account/user.php?action=change_password. */
export async function changePassword(
  client: Client,
  body: OperationBody<'changePassword'>,
  signal?: AbortSignal,
): Promise<void> {
  await client.call('changePassword', { body }, { signal, route: changePasswordRoute });
}
