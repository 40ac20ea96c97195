import { NOTIFICATION_REFUSALS, type Notification } from '@momento/contract';
import { sql } from 'kysely';
import { viewerOf, type HandlerGroup } from '../context.ts';
import { notFound } from '../errors.ts';
import { listReply, pageWindow } from '../views/paging.ts';
import { preferencesOf, setPreferences, unsubscribe } from '../notifications/unsubscribe.ts';

// The notification centre, e-mail preferences and one-click unsubscribe (ours; see the contract's notifications.ts).

export const notificationHandlers = {
  async notifications(ctx) {
    const viewer = viewerOf(ctx);
    const { offset, limit, size } = pageWindow(ctx.query.page);
    let query = ctx.db
      .selectFrom('notifications')
      .select(['id', 'kind', 'type', 'title', 'body', 'link', 'created_at', 'read_at'])
      .where('user_id', '=', viewer.id)
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset);
    if (ctx.query.unread === 1) query = query.where('read_at', 'is', null);
    const rows = await query.execute();
    const unread = await ctx.db
      .selectFrom('notifications')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('user_id', '=', viewer.id)
      .where('read_at', 'is', null)
      .executeTakeFirstOrThrow();
    const items = rows.map(
      (row): Notification => ({
        ...row,
        type: row.type as Notification['type'],
        created_at: row.created_at.toISOString(),
        read_at: row.read_at ? row.read_at.toISOString() : null,
      }),
    );
    return { ...listReply(items, ctx, ctx.query.page, size), unread_count: unread.n };
  },

  async notificationsMarkRead(ctx) {
    const viewer = viewerOf(ctx);
    const row = await ctx.db
      .updateTable('notifications')
      .set({ read_at: sql<Date>`coalesce(read_at, now())` })
      .where('id', '=', ctx.body.id)
      .where('user_id', '=', viewer.id)
      .returning('id')
      .executeTakeFirst();
    if (!row) throw notFound(NOTIFICATION_REFUSALS.notFound);
    return { ok: true as const };
  },

  async notificationsMarkAllRead(ctx) {
    const viewer = viewerOf(ctx);
    await ctx.db.updateTable('notifications').set({ read_at: new Date() }).where('user_id', '=', viewer.id).where('read_at', 'is', null).execute();
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
