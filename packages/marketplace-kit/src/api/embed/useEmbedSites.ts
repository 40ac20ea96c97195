import type { EmbedSite } from '@momento/contract';
import useSWR, { type SWRResponse } from 'swr';
import { useClient, useSession } from '#provider/MarketplaceProvider.tsx';
import { useMutation, type MutationOptions } from '../useMutation.ts';
import { embedKeys } from './keys.ts';
import { getEmbedSites, revokeEmbedSite } from './requests.ts';

/** The partner sites the signed-in user allows to use their account (null key while signed out). */
export function useEmbedSites(): SWRResponse<EmbedSite[]> {
  const client = useClient();
  const { status, user } = useSession();
  const key = status === 'loggedIn' && user ? embedKeys.sites(user.id) : null;
  return useSWR(key, async () => (await getEmbedSites(client)).items);
}

/**
 * Revokes one partner site's allowance (the site as listed; its id is sent): its widget sessions end at once, and the
 * list and the sign-in window's allowance answers are refreshed (the window asks again next time).
 */
export function useRevokeEmbedSite(
  options: Pick<MutationOptions<EmbedSite, unknown>, 'successNotice' | 'errorNotice' | 'onSuccess'> = {},
) {
  return useMutation((site: EmbedSite, { client, signal }) => revokeEmbedSite(client, site.id, signal), {
    ...options,
    invalidate: () => [(key: unknown) => Array.isArray(key) && key[0] === embedKeys.all[0]],
  });
}
