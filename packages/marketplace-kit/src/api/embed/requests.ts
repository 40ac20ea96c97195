import type { OperationReply } from '@momento/contract';
import type { Client } from '../client.ts';

// Partner widgets' sign-in, as the site's sign-in window calls it: one function per call.

/** GET /auth/embed.php?action=allowance: whether the user allowed this partner origin before. */
export function getEmbedAllowance(client: Client, origin: string, signal?: AbortSignal): Promise<OperationReply<'embedAllowance'>> {
  return client.call('embedAllowance', { query: { origin } }, { signal });
}

/** POST /auth/embed.php?action=grant: a one-time code for the partner origin, bound to the widget's challenge. */
export function grantEmbedCode(
  client: Client,
  body: { origin: string; challenge: string },
  signal?: AbortSignal,
): Promise<OperationReply<'embedGrant'>> {
  return client.call('embedGrant', { body }, { signal });
}
