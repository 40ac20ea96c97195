import type { OperationBody, OperationReply } from '@momento/contract';
import type { Client } from '../client.ts';
import { userUpdateRoute } from '@momento/contract/routes';

/** Edit account: PUT /user/account/user.php with user_name and mobile_no. */
export function updateUser(
  client: Client,
  body: OperationBody<'userUpdate'>,
  signal?: AbortSignal,
): Promise<OperationReply<'userUpdate'>> {
  return client.call('userUpdate', { body }, { signal, route: userUpdateRoute });
}
