import type { LoginReply, OperationBody } from '@momento/contract';
import type { Client } from '../client.ts';
import { loginRoute } from '@momento/contract/routes';

/**
 * Logs in and stores user, permissions and tokens in the client's session (see docs/rules/statuses.md). A failure leaves the session
 * logged out and rejects with the ApiError.
 */
export async function login(
  client: Client,
  body: OperationBody<'login'>,
  signal?: AbortSignal,
): Promise<LoginReply> {
  try {
    const reply = await client.call('login', { body }, { signal, route: loginRoute });
    client.signIn(reply);
    return reply;
  } catch (error) {
    if (client.session.getSnapshot().status !== 'loggedIn') client.session.clear();
    throw error;
  }
}
