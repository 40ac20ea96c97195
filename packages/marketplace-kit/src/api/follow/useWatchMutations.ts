import type { OperationBody, WatchItem } from '@momento/contract';
import { useMutation, type MutationOptions } from '../useMutation.ts';
import { followKeys, isFollowKey } from './keys.ts';
import { unwatchItem, watchItem, type WatchTargetRef } from './requests.ts';

type Options<Input, Result> = Pick<
  MutationOptions<Input, Result>,
  'successNotice' | 'errorNotice' | 'onSuccess' | 'onError'
>;

/** Sets (or clears, with null) the alert price of a watched item; the watchlist on screen reloads. */
export function useSetAlertPrice(options: Options<OperationBody<'watchAdd'>, WatchItem> = {}) {
  return useMutation(
    (body: OperationBody<'watchAdd'>, { client, signal }) => watchItem(client, body, signal),
    {
      ...options,
      invalidate: () => [isFollowKey('watchlist')],
    },
  );
}

/** Stops watching an item from the watchlist; the list and every Watch button of the page follow. */
export function useRemoveWatch(options: Options<WatchTargetRef, void> = {}) {
  return useMutation((target: WatchTargetRef, { client, signal }) => unwatchItem(client, target, signal), {
    ...options,
    invalidate: () => [isFollowKey('watchlist'), followKeys.watchIds()],
  });
}
