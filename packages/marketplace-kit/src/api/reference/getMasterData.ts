import type { OperationReply } from '@momento/contract';
import type { Client } from '../client.ts';
import { masterDataRoute } from '@momento/contract/routes';

/** GET /masterData.php: ticket types and seat types (signed-in users). */
export function getMasterData(client: Client, signal?: AbortSignal): Promise<OperationReply<'masterData'>> {
  return client.call('masterData', {}, { signal, route: masterDataRoute });
}
