import type { OperationBody, OperationReply } from '@momento/contract';
import type { Client } from '../client.ts';
import { resetPasswordRoute } from '@momento/contract/routes';

/** /reset: sets a new password with the reset key of the e-mailed link. */
export function resetPassword(
  client: Client,
  body: OperationBody<'resetPassword'>,
  signal?: AbortSignal,
): Promise<OperationReply<'resetPassword'>> {
  return client.call('resetPassword', { body }, { signal, route: resetPasswordRoute });
}
