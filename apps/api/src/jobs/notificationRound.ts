import {
  NOTIFICATION_TYPES,
  OFFER_REMINDER_HOURS,
  PAYMENT_REMINDER_MINUTES,
  type NotificationKind,
} from '@momento/contract';
import { sql } from 'kysely';
import type { Config } from '../config.ts';
import type { Database, Queryable } from '../db/database.ts';
import { every, tryTransactionLock } from '../db/periodic.ts';
import { expireOffers } from '../queries/offers.ts';
import type { Logger } from '../logger.ts';
import { queueMail } from '../notifications/outbox.ts';
import { notificationMail } from '../notifications/mails.ts';
import { offerExpiring, orderPaymentClosing } from '../notifications/events.ts';

/**
 * Reminders nobody's request would trigger: offers and counters about to expire (OFFER_REMINDER_HOURS before, to the
 * party who must answer, once each), offers that expired unanswered, unpaid orders whose payment window closes in
 * PAYMENT_REMINDER_MINUTES. A reminder is only sent while it is still true (the 24 h one not when only an hour is
 * left), and only when the whole window is longer than the reminder's lead.
 */
export async function recordReminders(db: Queryable, config: Config): Promise<void> {
  await expireOffers(db, config.offerExpiryHours);
  const hours = [...OFFER_REMINDER_HOURS].sort((a, b) => a - b);
  for (const [index, lead] of hours.entries()) {
    if (config.offerExpiryHours <= lead) continue;
    const next = hours[index - 1] ?? 0;
    const due = await sql<{
      id: number;
      offer_no: string;
      buyer_id: number;
      seller_id: number;
      entry_id: number;
      created_by: number;
    }>`
      SELECT o.id, o.offer_no, o.buyer_id, o.seller_id, e.id AS entry_id, e.created_by
        FROM offers o JOIN offer_entries e ON e.offer_id = o.id AND e.is_latest AND e.status = 'OPEN'
       WHERE o.status = 'OPEN'
         AND e.created_at + make_interval(secs => ${(config.offerExpiryHours - lead) * 3600}) <= now()
         AND e.created_at + make_interval(secs => ${(config.offerExpiryHours - next) * 3600}) > now()
       LIMIT 500`.execute(db);
    for (const row of due.rows)
      await offerExpiring(db, row, { id: row.entry_id, created_by: row.created_by }, lead);
  }
  if (config.orderPaymentMinutes > PAYMENT_REMINDER_MINUTES) {
    const closing = await sql<{ id: number; order_no: string; buyer_id: number; expires_at: Date }>`
      SELECT id, order_no, buyer_id, expires_at FROM orders
       WHERE status IN ('PENDING_PAYMENT', 'PAYMENT_PROCESSING') AND expires_at > now()
         AND expires_at <= now() + make_interval(mins => ${PAYMENT_REMINDER_MINUTES})
       LIMIT 500`.execute(db);
    for (const order of closing.rows) await orderPaymentClosing(db, order);
  }
}

/**
 * Turns recorded notifications into outbox mails, once each (`mail_state`, in the same transaction as the mail): to
 * verified, not deleted accounts, for the kinds the user has not switched off (replies to reports always).
 */
export async function composeMails(db: Queryable, config: Config): Promise<number> {
  const pending = await db
    .selectFrom('notifications as n')
    .innerJoin('users as u', 'u.id', 'n.user_id')
    .leftJoin('notification_preferences as p', 'p.user_id', 'n.user_id')
    .select([
      'n.id',
      'n.user_id',
      'n.kind',
      'n.type',
      'n.title',
      'n.body',
      'n.link',
      'u.name',
      'u.email',
      'u.is_email_verified',
      'u.deleted_at',
    ])
    .select(['p.orders', 'p.offers', 'p.messages', 'p.saved_searches', 'p.price_drops'])
    .where('n.mail_state', '=', 'pending')
    .orderBy('n.id')
    .limit(200)
    .execute();
  let queued = 0;
  for (const row of pending) {
    const wanted: Record<NotificationKind, boolean> = {
      orders: row.orders ?? true,
      offers: row.offers ?? true,
      messages: row.messages ?? true,
      saved_searches: row.saved_searches ?? true,
      price_drops: row.price_drops ?? true,
      reports: true,
      moderation: true,
    };
    const send =
      row.deleted_at === null && row.is_email_verified && wanted[row.kind] && row.type in NOTIFICATION_TYPES;
    if (send) {
      const mail = await notificationMail(config, { ...row, to: row.email });
      await queueMail(db, { ...mail, dedupeKey: `notification:${row.id}` });
      queued += 1;
    }
    await db
      .updateTable('notifications')
      .set({ mail_state: send ? 'queued' : 'skipped' })
      .where('id', '=', row.id)
      .execute();
  }
  return queued;
}

/** One round in one transaction under the notifications lock (one process at a time); null when another held it. */
export async function notificationRound(database: Database, config: Config): Promise<number | null> {
  return database.db.transaction().execute(async (trx) => {
    if (!(await tryTransactionLock(trx, 'notifications'))) return null;
    await recordReminders(trx, config);
    return composeMails(trx, config);
  });
}

/** Runs the notification round every MAIL_INTERVAL_MS in every process (one at a time does the work). */
export function startNotificationRound(
  database: Database,
  config: Config,
  log: Logger,
  intervalMs = config.mailIntervalMs,
): () => Promise<void> {
  return every(
    intervalMs,
    async () => {
      const queued = await notificationRound(database, config);
      if (queued) log.debug({ queued }, 'notification mails queued');
    },
    (error) => log.warn({ err: error }, 'notification round failed'),
  );
}
