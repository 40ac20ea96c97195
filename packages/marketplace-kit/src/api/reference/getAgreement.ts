import type { OperationReply } from '@momento/contract';
import type { Client } from '../client.ts';
import { agreementContentRoute } from '@momento/contract/routes';

/** The seller agreement policy (HTML static content; path ours). */
export function getAgreement(
  client: Client,
  signal?: AbortSignal,
): Promise<OperationReply<'agreementContent'>> {
  return client.call('agreementContent', {}, { signal, route: agreementContentRoute });
}
