import type { OperationBody, OperationReply } from '@momento/contract';
import type { Client } from '../client.ts';
import { verifyEmailRoute } from '@momento/contract/routes';

/** /verify: email and verification key from the link's query parameters. */
export function verifyEmail(
  client: Client,
  body: OperationBody<'verifyEmail'>,
  signal?: AbortSignal,
): Promise<OperationReply<'verifyEmail'>> {
  return client.call('verifyEmail', { body }, { signal, route: verifyEmailRoute });
}
