import type { OperationQuery, OperationReply } from '@momento/contract';
import useSWR, { type SWRResponse } from 'swr';
import { useClient } from '../../provider/MarketplaceProvider.tsx';
import { getMetaContents } from './getMetaContents.ts';
import { referenceKeys } from './keys.ts';

/** Static page contents (page_name, content_description as HTML). */
export function useMetaContents(
  query: OperationQuery<'metaContents'> = {},
): SWRResponse<OperationReply<'metaContents'>> {
  const client = useClient();
  return useSWR(referenceKeys.metaContents(query), ([, , q]) => getMetaContents(client, q));
}
