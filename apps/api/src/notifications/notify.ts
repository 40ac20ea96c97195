import { NOTIFICATION_TYPES, type NotificationType } from '@momento/contract';
import type { Queryable } from '../db/database.ts';
import { publishLive } from '../live/hub.ts';

/** One event for one user: what the notification centre lists and the e-mail says. */
export type Notice = {
  userId: number;
  type: NotificationType;
  /**
   * What makes this event this event, for this user (`offer:17:entry:40`): a second notify with the same key writes
   * nothing, so an event recorded twice (a retried request, two sweeps) reaches its user once.
   */
  key: string;
  title: string;
  body: string;
  /** The site path of the page in question, e.g. /account/myoffers/OF-000017. */
  link: string;
};

/**
 * Records a notification inside the caller's transaction: it exists (and is mailed, by the notification round) only
 * if that transaction commits, once per user and key. The user's open pages hear of it through the live stream at
 * commit. Returns the new notification's id, or null when it was already recorded.
 */
export async function notify(db: Queryable, notice: Notice): Promise<number | null> {
  const row = await db
    .insertInto('notifications')
    .values({
      user_id: notice.userId,
      kind: NOTIFICATION_TYPES[notice.type],
      type: notice.type,
      title: notice.title,
      body: notice.body,
      link: notice.link,
      dedupe_key: `${notice.type}:${notice.key}`,
    })
    .onConflict((oc) => oc.columns(['user_id', 'dedupe_key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!row) return null;
  await publishLive(db, [notice.userId], { type: 'notification', notification_id: row.id });
  return row.id;
}
