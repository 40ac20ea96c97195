import type { Client } from '../client.ts';
import { logoutEverywhereRoute } from '@momento/contract/routes';

/**
 * Sign out everywhere: POST /user/user_settings.php?action=logout_everywhere. The server ends every session of the
 * user at once, this one included, and the partner sites' widgets (see docs/sessions.md).
 */
export async function logoutEverywhere(client: Client, signal?: AbortSignal): Promise<void> {
  await client.call('logoutEverywhere', {}, { signal, route: logoutEverywhereRoute });
}
