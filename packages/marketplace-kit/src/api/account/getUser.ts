import type { OperationReply } from '@momento/contract';
import type { Client } from '../client.ts';
import { userGetRoute } from '@momento/contract/routes';

/** GET /user/account/user.php: the signed-in user (name, mail, mobile_no, avatar, permissions). */
export function getUser(client: Client, signal?: AbortSignal): Promise<OperationReply<'userGet'>> {
  return client.call('userGet', undefined, { signal, route: userGetRoute });
}
