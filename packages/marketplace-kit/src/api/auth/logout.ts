import type { Client } from '../client.ts';
import { logoutRoute } from '@momento/contract/routes';

/** Logs out; success or error, the session is cleared and marked logged out (see docs/rules/statuses.md). */
export async function logout(client: Client, signal?: AbortSignal): Promise<void> {
  const refreshToken = client.session.refreshToken();
  try {
    if (client.session.validAccessToken() || refreshToken) {
      await client.call(
        'logout',
        { body: refreshToken ? { refresh_token: refreshToken } : undefined },
        { signal, route: logoutRoute },
      );
    }
  } finally {
    client.session.clear();
  }
}
