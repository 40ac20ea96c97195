import { NOTIFICATION_REFUSALS, type Notification } from '@momento/contract';
import { viewerOf, type HandlerGroup } from '../context.ts';
import { notFound } from '../errors.ts';
import { listReply, pageWindow } from '../views/paging.ts';
import { preferencesOf, setPreferences, unsubscribe } from '../notifications/unsubscribe.ts';
import {
  markAllNotificationsRead,
  markNotificationRead,
  notificationPage,
  unreadNotificationCount,
} from '../queries/notifications.ts';

// The notification centre, e-mail preferences and one-click unsubscribe (ours; see the contract's notifications.ts).

export const notificationHandlers = {
  async notifications(ctx) {
    const viewer = viewerOf(ctx);
    const { offset, limit, size } = pageWindow(ctx.query.page);
    const rows = await notificationPage(ctx.db, viewer.id, ctx.query.unread === 1, limit, offset);
    const unread = await unreadNotificationCount(ctx.db, viewer.id);
    const items = rows.map((row): Notification => ({
      ...row,
      type: row.type as Notification['type'],
      created_at: row.created_at.toISOString(),
      read_at: row.read_at ? row.read_at.toISOString() : null,
    }));
    return { ...listReply(items, ctx, ctx.query.page, size), unread_count: unread };
  },

  async notificationsMarkRead(ctx) {
    const viewer = viewerOf(ctx);
    if (!(await markNotificationRead(ctx.db, viewer.id, ctx.body.id)))
      throw notFound(NOTIFICATION_REFUSALS.notFound);
    return { ok: true as const };
  },

  async notificationsMarkAllRead(ctx) {
    const viewer = viewerOf(ctx);
    await markAllNotificationsRead(ctx.db, viewer.id);
    return { ok: true as const };
  },

  async notificationPreferences(ctx) {
    return preferencesOf(ctx.db, viewerOf(ctx).id);
  },

  async notificationPreferencesUpdate(ctx) {
    const changes = Object.fromEntries(Object.entries(ctx.body).filter(([, value]) => value !== undefined));
    return setPreferences(ctx.db, viewerOf(ctx).id, changes);
  },

  async unsubscribe(ctx) {
    return unsubscribe(ctx.db, ctx.services.config, ctx.query.token);
  },
} satisfies HandlerGroup;
