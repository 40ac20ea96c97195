import type { OperationBody, OperationReply } from '@momento/contract';
import type { Client } from '../client.ts';
import { registerRoute } from '@momento/contract/routes';

/** Registers; the server sends the verification e-mail. */
export function register(
  client: Client,
  body: OperationBody<'register'>,
  signal?: AbortSignal,
): Promise<OperationReply<'register'>> {
  return client.call('register', { body }, { signal, route: registerRoute });
}
