import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import type { Database, Queryable } from '../db/database.ts';
import { tryTransactionLock } from '../domain/periodic.ts';

export type Mail = { to: string; subject: string; text: string };

const URL_PATTERN = /https?:\/\/[^\s<>"')]+/g;

/**
 * Queues a mail in the outbox, inside the caller's transaction: a rolled-back registration sends nothing, and a
 * committed one cannot lose its mail (transactional outbox).
 */
export async function queueMail(db: Queryable, mail: Mail): Promise<void> {
  const links = [...new Set(mail.text.match(URL_PATTERN) ?? [])];
  await db
    .insertInto('outbox_mails')
    .values({ to_address: mail.to, subject: mail.subject, text_body: mail.text, links: JSON.stringify(links) })
    .execute();
}

export type Transport = { sendMail: (message: { from: string; to: string; subject: string; text: string }) => Promise<unknown> };

export type MailSenderOptions = {
  /** How mails leave (tests pass their own); nodemailer over SMTP_URL otherwise. */
  transport?: Transport;
  /** @default config.mailIntervalMs */
  intervalMs?: number;
};

/**
 * Delivers up to 20 queued mails, in one transaction under the outbox's advisory lock, so that processes sharing
 * the database never send the same mail twice at once: one that finds the lock taken skips this round. A process
 * that dies mid-round rolls its bookkeeping back and frees the lock, and the next round (of any process) sends the
 * rest (a mail whose sending was not recorded goes out again: at least once, never lost). Returns how many mails
 * were sent, or null when another process held the lock.
 */
export async function deliverOutbox(database: Database, config: Config, transport: Transport, log: Logger): Promise<number | null> {
  return database.db.transaction().execute(async (trx) => {
    if (!(await tryTransactionLock(trx, 'mailOutbox'))) return null;
    const pending = await trx
      .selectFrom('outbox_mails')
      .selectAll()
      .where('sent_at', 'is', null)
      .where('attempts', '<', 5)
      .orderBy('id')
      .limit(20)
      .execute();
    let sent = 0;
    for (const mail of pending) {
      try {
        await transport.sendMail({ from: config.mailFrom, to: mail.to_address, subject: mail.subject, text: mail.text_body });
        await trx.updateTable('outbox_mails').set({ sent_at: new Date() }).where('id', '=', mail.id).execute();
        sent += 1;
      } catch (error) {
        log.warn({ err: error, mailId: mail.id }, 'mail delivery failed');
        await trx
          .updateTable('outbox_mails')
          .set((eb) => ({ attempts: eb('attempts', '+', 1), last_error: String(error) }))
          .where('id', '=', mail.id)
          .execute();
      }
    }
    return sent;
  });
}

/**
 * With SMTP_URL set (or a transport given), delivers queued mails every few seconds through nodemailer (an
 * optional dependency, loaded only then). Without it, mails stay in the outbox for GET /dev/outbox. Returns a stop
 * function that waits for a running round.
 */
export function startMailSender(database: Database, config: Config, log: Logger, options: MailSenderOptions = {}): () => Promise<void> {
  if (!config.smtpUrl && !options.transport) return async () => {};
  let transport: Transport | null = options.transport ?? null;
  let running: Promise<void> | null = null;
  const tick = async () => {
    try {
      if (!transport) {
        const nodemailer = (await import(/* optional */ 'nodemailer' as string)) as { createTransport: (url: string) => Transport };
        transport = nodemailer.createTransport(config.smtpUrl as string);
      }
      const sent = await deliverOutbox(database, config, transport, log);
      if (sent === null) log.debug({ sweep: 'outbox' }, 'outbox delivery skipped: another process holds its lock');
    } catch (error) {
      log.error({ err: error }, 'mail sender failed (is nodemailer installed?)');
    }
  };
  const timer = setInterval(() => {
    running ??= tick().finally(() => (running = null));
  }, options.intervalMs ?? config.mailIntervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
