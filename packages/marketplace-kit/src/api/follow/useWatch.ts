import type { WatchIds, WatchItem, WatchTarget } from '@momento/contract';
import { useCallback } from 'react';
import useSWR, { useSWRConfig, type SWRResponse } from 'swr';
import { useClient, useSignedInReads } from '../../provider/MarketplaceProvider.tsx';
import { revalidateInfiniteLists } from '../infiniteLists.ts';
import type { MutationOutcome } from '../useMutation.ts';
import { followKeys, isFollowKey } from './keys.ts';
import { getWatchIds, unwatchItem, watchItem, type WatchTargetRef } from './requests.ts';

const EMPTY_IDS: WatchIds = { tickets: [], collections: [], sellers: [] };
const LIST_OF: Record<WatchTarget, keyof WatchIds> = {
  TICKET: 'tickets',
  COLLECTION: 'collections',
  SELLER: 'sellers',
};

/** Whether the ids say the target is watched. */
export function isWatched(ids: WatchIds | undefined, target: WatchTargetRef): boolean {
  return ids?.[LIST_OF[target.type]].includes(target.id) ?? false;
}

/** The ids with the target added (watch) or taken out. */
export function withWatch(ids: WatchIds | undefined, target: WatchTargetRef, watch: boolean): WatchIds {
  const current = ids ?? EMPTY_IDS;
  const list = LIST_OF[target.type];
  const others = current[list].filter((id) => id !== target.id);
  return { ...current, [list]: watch ? [...others, target.id] : others };
}

/**
 * The ids the signed-in buyer watches: one request (one SWR key) for every Watch button of the page; waits (null
 * key) while logged out.
 */
export function useWatchIds(): SWRResponse<WatchIds> {
  const client = useClient();
  const canRead = useSignedInReads();
  return useSWR(canRead ? followKeys.watchIds() : null, () => getWatchIds(client), {
    revalidateOnFocus: false,
  });
}

/**
 * Watches or stops watching a target, optimistically: every Watch button of the target shows the new state at once,
 * and goes back when the server refuses (the outcome carries its error). The watchlist on screen reloads after.
 */
export function useWatchToggle(): (
  target: WatchTargetRef,
  watch: boolean,
  alertPrice?: number | null,
) => Promise<MutationOutcome<WatchItem | null>> {
  const client = useClient();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (target, watch, alertPrice) => {
      let reply: WatchItem | null = null;
      try {
        await mutate(
          followKeys.watchIds(),
          async (current: WatchIds | undefined) => {
            if (watch)
              reply = await watchItem(client, {
                type: target.type,
                id: target.id,
                ...(alertPrice === undefined ? {} : { alert_price: alertPrice }),
              });
            else await unwatchItem(client, target);
            return withWatch(current, target, watch);
          },
          {
            optimisticData: (current?: WatchIds) => withWatch(current, target, watch),
            rollbackOnError: true,
            populateCache: true,
            revalidate: false,
          },
        );
      } catch (error) {
        return { ok: false, error };
      }
      revalidateInfiniteLists(isFollowKey('watchlist'));
      return { ok: true, data: reply };
    },
    [client, mutate],
  );
}
