import type { OperationBody, Tokens } from '@momento/contract';
import { errorMessage } from '../ApiError.ts';
import type { Client } from '../client.ts';
import { siteLoginRoute } from '@momento/contract/routes';

/** The site-login gate: idle -> inProgress -> success | error, with the gate's own tokens (see docs/rules/statuses.md). */
export async function siteLogin(
  client: Client,
  body: OperationBody<'siteLogin'>,
  signal?: AbortSignal,
): Promise<Tokens> {
  const gate = client.siteGate;
  gate?.start();
  try {
    const tokens = await client.call('siteLogin', { body }, { signal, route: siteLoginRoute });
    gate?.succeed(tokens);
    return tokens;
  } catch (error) {
    gate?.fail(errorMessage(error, 'Login failed'));
    throw error;
  }
}
