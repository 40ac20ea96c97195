import type { OperationReply } from '@momento/contract';
import useSWR, { type SWRResponse } from 'swr';
import { useClient } from '../../provider/MarketplaceProvider.tsx';
import { getAgreement } from './getAgreement.ts';
import { referenceKeys } from './keys.ts';

/** The seller agreement policy content (Become a seller dialog). */
export function useAgreement(): SWRResponse<OperationReply<'agreementContent'>> {
  const client = useClient();
  return useSWR(referenceKeys.agreement(), () => getAgreement(client));
}
