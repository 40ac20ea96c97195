import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import type { Database, Queryable } from '../db/database.ts';

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

type Transport = { sendMail: (message: { from: string; to: string; subject: string; text: string }) => Promise<unknown> };

/**
 * With SMTP_URL set, delivers queued mails every few seconds through nodemailer (an optional dependency, loaded
 * only then). Without it, mails stay in the outbox for GET /dev/outbox. Returns a stop function.
 */
export function startMailSender(database: Database, config: Config, log: Logger): () => Promise<void> {
  if (!config.smtpUrl) return async () => {};
  let transport: Transport | null = null;
  let running: Promise<void> | null = null;
  const tick = async () => {
    try {
      if (!transport) {
        const nodemailer = (await import(/* optional */ 'nodemailer' as string)) as { createTransport: (url: string) => Transport };
        transport = nodemailer.createTransport(config.smtpUrl as string);
      }
      const pending = await database.db
        .selectFrom('outbox_mails')
        .selectAll()
        .where('sent_at', 'is', null)
        .where('attempts', '<', 5)
        .orderBy('id')
        .limit(20)
        .execute();
      for (const mail of pending) {
        try {
          await transport.sendMail({ from: config.mailFrom, to: mail.to_address, subject: mail.subject, text: mail.text_body });
          await database.db.updateTable('outbox_mails').set({ sent_at: new Date() }).where('id', '=', mail.id).execute();
        } catch (error) {
          log.warn({ err: error, mailId: mail.id }, 'mail delivery failed');
          await database.db
            .updateTable('outbox_mails')
            .set((eb) => ({ attempts: eb('attempts', '+', 1), last_error: String(error) }))
            .where('id', '=', mail.id)
            .execute();
        }
      }
    } catch (error) {
      log.error({ err: error }, 'mail sender failed (is nodemailer installed?)');
    }
  };
  const timer = setInterval(() => {
    running ??= tick().finally(() => (running = null));
  }, 5000);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
