import type { NotificationPreferences } from '@momento/contract';
import useSWR, { type SWRResponse } from 'swr';
import { useClient, useSignedInReads } from '../../provider/MarketplaceProvider.tsx';
import { useMutation, type MutationOptions } from '../useMutation.ts';
import { notificationKeys } from './keys.ts';
import { getNotificationPreferences, unsubscribe, updateNotificationPreferences } from './requests.ts';

/** The signed-in user's e-mail preferences; waits (null key) while logged out. */
export function useNotificationPreferences(): SWRResponse<NotificationPreferences> {
  const client = useClient();
  const canRead = useSignedInReads();
  return useSWR(canRead ? notificationKeys.preferences() : null, () => getNotificationPreferences(client));
}

/** Saves changed preferences; the cached preferences are refreshed from the reply. */
export function useUpdateNotificationPreferences(
  options: Pick<
    MutationOptions<Partial<NotificationPreferences>, NotificationPreferences>,
    'successNotice' | 'onSuccess'
  > = {},
) {
  return useMutation(
    (changes: Partial<NotificationPreferences>, { client, signal }) =>
      updateNotificationPreferences(client, changes, signal),
    {
      ...options,
      invalidate: () => [notificationKeys.preferences()],
    },
  );
}

/** One-click unsubscribe with an e-mail's token (no sign-in needed); the outcome is the caller's to show. */
export function useUnsubscribe() {
  return useMutation((token: string, { client, signal }) => unsubscribe(client, token, signal), {
    errorNotice: false,
    invalidate: () => [notificationKeys.preferences()],
  });
}
