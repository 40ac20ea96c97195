import type { OperationReply } from '@momento/contract';
import useSWR, { type SWRResponse } from 'swr';
import { useClient, useSignedInReads } from '../../provider/MarketplaceProvider.tsx';
import { useMutation } from '../useMutation.ts';
import { notificationKeys } from './keys.ts';
import { getNotifications, markAllNotificationsRead, markNotificationRead } from './requests.ts';

/** The notification centre's latest page and the unread count; waits (null key) while logged out. */
export function useNotifications(): SWRResponse<OperationReply<'notifications'>> {
  const client = useClient();
  const canRead = useSignedInReads();
  return useSWR(canRead ? notificationKeys.centre() : null, () => getNotifications(client));
}

/** Marks one notification read (opening it); the centre and its count refresh. */
export function useMarkNotificationRead() {
  return useMutation((id: number, { client, signal }) => markNotificationRead(client, id, signal), {
    errorNotice: false,
    invalidate: () => [notificationKeys.centre()],
  });
}

/** Marks every notification read. */
export function useMarkAllNotificationsRead() {
  return useMutation((_: void, { client, signal }) => markAllNotificationsRead(client, signal), {
    invalidate: () => [notificationKeys.centre()],
  });
}
