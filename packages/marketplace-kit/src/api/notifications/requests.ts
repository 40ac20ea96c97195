import type { NotificationPreferences, OperationReply } from '@momento/contract';
import type { Client } from '../client.ts';
import {
  notificationPreferencesRoute,
  notificationPreferencesUpdateRoute,
  notificationsMarkAllReadRoute,
  notificationsMarkReadRoute,
  notificationsRoute,
  unsubscribeRoute,
} from '@momento/contract/routes';

// Notifications (ours): one function per call.

/** GET /user/account/notifications.php: which kinds of notification are e-mailed to the user. */
export function getNotificationPreferences(
  client: Client,
  signal?: AbortSignal,
): Promise<OperationReply<'notificationPreferences'>> {
  return client.call('notificationPreferences', undefined, { signal, route: notificationPreferencesRoute });
}

/** PUT /user/account/notifications.php: switch e-mail on or off for some kinds; answers every kind. */
export function updateNotificationPreferences(
  client: Client,
  changes: Partial<NotificationPreferences>,
  signal?: AbortSignal,
): Promise<OperationReply<'notificationPreferencesUpdate'>> {
  return client.call(
    'notificationPreferencesUpdate',
    { body: changes },
    { signal, route: notificationPreferencesUpdateRoute },
  );
}

/** POST /notifications/unsubscribe.php?token=: the signed token of an e-mail's link switches its kind off. */
export function unsubscribe(
  client: Client,
  token: string,
  signal?: AbortSignal,
): Promise<OperationReply<'unsubscribe'>> {
  return client.call('unsubscribe', { query: { token } }, { signal, route: unsubscribeRoute });
}

/** GET /user/notifications.php: a page of the user's notifications, newest first, with the unread count. */
export function getNotifications(
  client: Client,
  page = 1,
  signal?: AbortSignal,
): Promise<OperationReply<'notifications'>> {
  return client.call('notifications', { query: { page } }, { signal, route: notificationsRoute });
}

/** PUT /user/notifications.php?action=mark_read with id. */
export async function markNotificationRead(client: Client, id: number, signal?: AbortSignal): Promise<void> {
  await client.call('notificationsMarkRead', { body: { id } }, { signal, route: notificationsMarkReadRoute });
}

/** PUT /user/notifications.php?action=mark_all_read. */
export async function markAllNotificationsRead(client: Client, signal?: AbortSignal): Promise<void> {
  await client.call('notificationsMarkAllRead', undefined, { signal, route: notificationsMarkAllReadRoute });
}
