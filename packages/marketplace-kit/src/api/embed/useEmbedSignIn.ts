import useSWR, { type SWRResponse } from 'swr';
import { useClient, useSession } from '#provider/MarketplaceProvider.tsx';
import { useMutation } from '../useMutation.ts';
import { embedKeys } from './keys.ts';
import { getEmbedAllowance, grantEmbedCode } from './requests.ts';

/**
 * Whether the signed-in user allowed `origin` before (null key while signed out or without an origin). `onAnswer`
 * hears each answer as it arrives.
 */
export function useEmbedAllowance(
  origin: string | null,
  onAnswer?: (allowed: boolean) => void,
): SWRResponse<boolean> {
  const client = useClient();
  const { status, user } = useSession();
  const key = status === 'loggedIn' && user && origin ? embedKeys.allowance(user.id, origin) : null;
  return useSWR(key, async () => (await getEmbedAllowance(client, origin ?? '')).allowed, {
    revalidateOnFocus: false,
    ...(onAnswer ? { onSuccess: onAnswer } : {}),
  });
}

/** The grant of a one-time code for a partner widget; its failure is shown in place, not as a toast. */
export function useEmbedGrant() {
  return useMutation(
    (body: { origin: string; challenge: string }, { client, signal }) => grantEmbedCode(client, body, signal),
    {
      errorNotice: false,
      resetAfterHandling: false,
    },
  );
}
