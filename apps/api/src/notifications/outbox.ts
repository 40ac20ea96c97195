import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import type { Database, Queryable } from '../db/database.ts';
import { every, tryTransactionLock } from '../db/periodic.ts';

export type Mail = {
  to: string;
  subject: string;
  text: string;
  /** The HTML part, when the mail has one (rendered templates). */
  html?: string;
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
  /**
   * One mail per key, ever: a second queueMail with the same key writes nothing (the recipient and the event it
   * reports, e.g. `offer-countered:17:user:4`).
   */
  dedupeKey?: string;
};

const URL_PATTERN = /https?:\/\/[^\s<>"')]+/g;

/**
 * Queues a mail in the outbox, inside the caller's transaction: a rolled-back registration sends nothing, and a
 * committed one cannot lose its mail (transactional outbox). Returns false when a mail with the same dedupe key is
 * already there.
 */
export async function queueMail(db: Queryable, mail: Mail): Promise<boolean> {
  const links = [...new Set(mail.text.match(URL_PATTERN) ?? [])];
  const inserted = await db
    .insertInto('outbox_mails')
    .values({
      to_address: mail.to,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html ?? null,
      headers: JSON.stringify(mail.headers ?? {}),
      links: JSON.stringify(links),
      dedupe_key: mail.dedupeKey ?? null,
    })
    .onConflict((oc) => oc.column('dedupe_key').where('dedupe_key', 'is not', null).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export type OutgoingMail = {
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
};

export type Transport = { sendMail: (message: OutgoingMail) => Promise<unknown> };

/** A mail is tried this many times, then left in the outbox with its last error for an admin to look at. */
export const MAX_ATTEMPTS = 8;

/**
 * How long a mail waits after its n-th failed attempt: the base doubled per attempt, at most an hour. With the
 * default base of 30 s the eight attempts span about an hour and a quarter, enough for an SMTP service's restart or
 * a short outage, short enough that a verification link still arrives the same day.
 */
export function retryDelayMs(failedAttempts: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, failedAttempts - 1), 60 * 60 * 1000);
}

export type MailSenderOptions = {
  /** How mails leave (tests pass their own); nodemailer over SMTP_URL otherwise. */
  transport?: Transport;
  /** @default config.mailIntervalMs */
  intervalMs?: number;
};

/**
 * Delivers up to 20 due mails, in one transaction under the outbox's advisory lock, so that processes sharing
 * the database never send the same mail twice at once: one that finds the lock taken skips this round. A process
 * that dies mid-round rolls its bookkeeping back and frees the lock, and the next round (of any process) sends the
 * rest (a mail whose sending was not recorded goes out again: at least once, never lost). A mail the SMTP service
 * refuses waits retryDelayMs before its next attempt. Returns how many mails were sent, or null when another process
 * held the lock.
 */
export async function deliverOutbox(
  database: Database,
  config: Config,
  transport: Transport,
  log: Logger,
): Promise<number | null> {
  return database.db.transaction().execute(async (trx) => {
    if (!(await tryTransactionLock(trx, 'mailOutbox'))) return null;
    const pending = await trx
      .selectFrom('outbox_mails')
      .selectAll()
      .where('sent_at', 'is', null)
      .where('attempts', '<', MAX_ATTEMPTS)
      .where('next_attempt_at', '<=', new Date())
      .orderBy('next_attempt_at')
      .orderBy('id')
      .limit(20)
      .execute();
    let sent = 0;
    for (const mail of pending) {
      try {
        const headers = mail.headers && Object.keys(mail.headers).length ? { headers: mail.headers } : {};
        await transport.sendMail({
          from: config.mailFrom,
          to: mail.to_address,
          subject: mail.subject,
          text: mail.text_body,
          ...(mail.html_body ? { html: mail.html_body } : {}),
          ...headers,
        });
        await trx
          .updateTable('outbox_mails')
          .set({ sent_at: new Date() })
          .where('id', '=', mail.id)
          .execute();
        sent += 1;
      } catch (error) {
        const attempts = mail.attempts + 1;
        log.warn({ err: error, mailId: mail.id, attempts }, 'mail delivery failed; retrying later');
        await trx
          .updateTable('outbox_mails')
          .set({
            attempts,
            last_error: String(error),
            next_attempt_at: new Date(Date.now() + retryDelayMs(attempts, config.mailRetryMs)),
          })
          .where('id', '=', mail.id)
          .execute();
      }
    }
    return sent;
  });
}

/**
 * With SMTP_URL set (or a transport given), delivers due mails every few seconds through nodemailer. Without it,
 * mails stay in the outbox for GET /dev/outbox. Returns a stop function that waits for a running round.
 */
export function startMailSender(
  database: Database,
  config: Config,
  log: Logger,
  options: MailSenderOptions = {},
): () => Promise<void> {
  if (!config.smtpUrl && !options.transport) return async () => {};
  const smtp = options.transport ? null : nodemailer.createTransport(config.smtpUrl as string);
  const transport: Transport = options.transport ?? (smtp as Transport);
  const stop = every(
    options.intervalMs ?? config.mailIntervalMs,
    async () => {
      const sent = await deliverOutbox(database, config, transport, log);
      if (sent === null)
        log.debug({ sweep: 'outbox' }, 'outbox delivery skipped: another process holds its lock');
    },
    (error) => log.error({ err: error }, 'mail sender round failed'),
  );
  return async () => {
    await stop();
    smtp?.close();
  };
}
