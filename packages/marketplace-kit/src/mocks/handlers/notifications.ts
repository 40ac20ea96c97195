import {
  NOTIFICATION_REFUSALS,
  NOTIFICATION_TYPES,
  type Notification,
  type NotificationPreferences,
  type NotificationType,
} from '@momento/contract';
import type { MockDb } from '../db.ts';
import { fail, paginate, viewerOf, type Implementations } from '../http.ts';
import { emitLive } from './live.ts';
import { isoNow } from './shared.ts';

type NotificationOperations =
  | 'notifications'
  | 'notificationsMarkRead'
  | 'notificationsMarkAllRead'
  | 'notificationPreferences'
  | 'notificationPreferencesUpdate'
  | 'unsubscribe';

/**
 * Adds a notification for a user, as the server does when something happens to them, and tells their open pages
 * through the mock live stream. The mock's own offers, orders and messages call it with the contract's words for the
 * event (notificationTexts.ts), as the server writes them; stories and tests call it for "an offer arrives".
 */
export function addMockNotification(
  db: MockDb,
  userId: number,
  notification: {
    type: NotificationType;
    title: string;
    body?: string;
    link?: string;
    created_at?: string;
    read_at?: string | null;
  },
): Notification {
  const entry = {
    id: db.nextId(),
    kind: NOTIFICATION_TYPES[notification.type],
    type: notification.type,
    title: notification.title,
    body: notification.body ?? notification.title,
    link: notification.link ?? '/account',
    created_at: notification.created_at ?? isoNow(db),
    read_at: notification.read_at ?? null,
  };
  db.notifications.unshift({ ...entry, user_id: userId });
  emitLive(db, [userId], { type: 'notification', notification_id: entry.id });
  return entry;
}

/** Every kind e-mailed: the preferences of a user who never changed them. */
const ALL_ON: NotificationPreferences = {
  orders: true,
  offers: true,
  messages: true,
  saved_searches: true,
  price_drops: true,
};

const withoutOwner = ({ user_id: _owner, ...entry }: Notification & { user_id: number }): Notification =>
  entry;

export const notificationImplementations: Pick<Implementations, NotificationOperations> = {
  notifications(context) {
    const viewer = viewerOf(context);
    const own = context.db.notifications.filter((entry) => entry.user_id === viewer.id);
    const listed = context.query.unread === 1 ? own.filter((entry) => entry.read_at === null) : own;
    return {
      ...paginate(listed.map(withoutOwner), context),
      unread_count: own.filter((entry) => entry.read_at === null).length,
    };
  },
  notificationsMarkRead(context) {
    const viewer = viewerOf(context);
    const entry =
      context.db.notifications.find((item) => item.id === context.body.id && item.user_id === viewer.id) ??
      fail('NOT_FOUND', NOTIFICATION_REFUSALS.notFound);
    entry.read_at ??= isoNow(context.db);
    return { ok: true };
  },
  notificationsMarkAllRead(context) {
    const viewer = viewerOf(context);
    for (const entry of context.db.notifications)
      if (entry.user_id === viewer.id) entry.read_at ??= isoNow(context.db);
    return { ok: true };
  },
  notificationPreferences(context) {
    return context.db.notificationPreferences.get(viewerOf(context).id) ?? ALL_ON;
  },
  notificationPreferencesUpdate(context) {
    const viewer = viewerOf(context);
    const current = context.db.notificationPreferences.get(viewer.id) ?? ALL_ON;
    const changes = Object.fromEntries(
      Object.entries(context.body).filter(([, value]) => value !== undefined),
    );
    const next = { ...current, ...changes };
    context.db.notificationPreferences.set(viewer.id, next);
    return next;
  },
  unsubscribe(context) {
    const token =
      context.db.unsubscribeTokens.get(context.query.token) ??
      fail('VALIDATION', NOTIFICATION_REFUSALS.unsubscribeInvalid);
    const current = context.db.notificationPreferences.get(token.userId) ?? ALL_ON;
    context.db.notificationPreferences.set(token.userId, { ...current, [token.kind]: false });
    return { kind: token.kind };
  },
};
