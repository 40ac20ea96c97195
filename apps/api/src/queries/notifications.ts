import { sql } from 'kysely';
import type { Queryable } from '../db/database.ts';

// The notification centre (handlers/notifications.ts): a user's notifications and their read marks.

/** A page of the user's notifications, newest first (unread ones only when asked). */
export function notificationPage(
  db: Queryable,
  userId: number,
  unreadOnly: boolean,
  limit: number,
  offset: number,
) {
  let query = db
    .selectFrom('notifications')
    .select(['id', 'kind', 'type', 'title', 'body', 'link', 'created_at', 'read_at'])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset);
  if (unreadOnly) query = query.where('read_at', 'is', null);
  return query.execute();
}

/** How many of the user's notifications are unread. */
export async function unreadNotificationCount(db: Queryable, userId: number): Promise<number> {
  const unread = await db
    .selectFrom('notifications')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return unread.n;
}

/** Marks one of the user's notifications read (kept as it was when read before); false when it is not theirs. */
export async function markNotificationRead(db: Queryable, userId: number, id: number): Promise<boolean> {
  const row = await db
    .updateTable('notifications')
    .set({ read_at: sql<Date>`coalesce(read_at, now())` })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function markAllNotificationsRead(db: Queryable, userId: number): Promise<void> {
  await db
    .updateTable('notifications')
    .set({ read_at: new Date() })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .execute();
}
