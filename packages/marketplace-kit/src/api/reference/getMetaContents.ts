import type { OperationQuery, OperationReply } from '@momento/contract';
import type { Client } from '../client.ts';
import { metaContentsRoute } from '@momento/contract/routes';

/** GET /metaContents.php: static pages (terms, policy, about). */
export function getMetaContents(
  client: Client,
  query: OperationQuery<'metaContents'> = {},
  signal?: AbortSignal,
): Promise<OperationReply<'metaContents'>> {
  return client.call('metaContents', { query }, { signal, route: metaContentsRoute });
}
