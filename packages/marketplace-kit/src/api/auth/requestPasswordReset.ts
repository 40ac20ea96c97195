import type { OperationBody, OperationReply } from '@momento/contract';
import type { Client } from '../client.ts';
import { resetMailRoute } from '@momento/contract/routes';

/** Forgot password: asks the server to e-mail a reset link (action resetmail). */
export function requestPasswordReset(
  client: Client,
  body: OperationBody<'resetMail'>,
  signal?: AbortSignal,
): Promise<OperationReply<'resetMail'>> {
  return client.call('resetMail', { body }, { signal, route: resetMailRoute });
}
