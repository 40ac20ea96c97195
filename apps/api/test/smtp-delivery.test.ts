// Mail delivery over a real SMTP server in this process: the API's nodemailer connects to it over TCP, so what a
// test reads is what a mail service would receive. The second part keeps the service down while mails are queued,
// then starts it: the outbox retries with backoff and delivers each mail once.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../src/logger.ts';
import { queueMail, retryDelayMs, startMailSender } from '../src/notifications/outbox.ts';
import { startTestApi, type TestApi } from './harness.ts';
import { freePort, startSmtpServer, type SmtpServer } from './smtp.ts';

const logger = createLogger('silent');

describe('delivery through a real SMTP server', () => {
  let smtp: SmtpServer;
  let api: TestApi;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    api = await startTestApi({
      seed: false,
      env: { SMTP_URL: smtp.url, MAIL_INTERVAL_MS: '50', MAIL_FROM: 'Momento <no-reply@momento.test>' },
    });
  });
  afterAll(async () => {
    await api?.close();
    await smtp?.close();
  });

  it('sends the verification mail of a registration once, from MAIL_FROM, with a working link', async () => {
    const email = 'smtp-reader@example.com';
    const res = await api.op('register', {
      body: { user_name: 'Smtp Reader', email, password: 'secret-1', confirm_password: 'secret-1' },
    });
    expect(res.status).toBe(200);
    await expect
      .poll(() => smtp.messages.filter((m) => m.subject === 'Verify your email address').length, {
        timeout: 10_000,
        interval: 50,
      })
      .toBe(1);
    const mail = smtp.messages.find((m) => m.subject === 'Verify your email address');
    expect(mail?.to && 'text' in mail.to ? mail.to.text : '').toBe(email);
    expect(mail?.from?.value[0]).toMatchObject({ name: 'Momento', address: 'no-reply@momento.test' });
    const link = mail?.text?.match(/https?:\/\/\S+\/verify\?\S+/)?.[0];
    expect(link).toBeDefined();
    const url = new URL(link as string);
    const verify = await api.op('verifyEmail', {
      body: {
        email: url.searchParams.get('email') ?? '',
        email_verification_key: url.searchParams.get('verification_key') ?? '',
      },
    });
    expect(verify.status).toBe(200);
    // A later round finds nothing left to send: still one copy.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.messages.filter((m) => m.subject === 'Verify your email address')).toHaveLength(1);
    const row = await api.database.db
      .selectFrom('outbox_mails')
      .select(['sent_at', 'attempts'])
      .where('to_address', '=', email)
      .executeTakeFirstOrThrow();
    expect(row.sent_at).not.toBeNull();
    expect(row.attempts).toBe(0);
  });

  it('sends the HTML part and the extra headers a queued mail carries', async () => {
    await queueMail(api.database.db, {
      to: 'html-reader@example.com',
      subject: 'With HTML',
      text: 'Plain words https://example.com/page',
      html: '<p>Rich <a href="https://example.com/page">words</a></p>',
      headers: {
        'List-Unsubscribe': '<https://example.com/unsubscribe?t=abc>',
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
    await expect
      .poll(() => smtp.messages.find((m) => m.subject === 'With HTML'), { timeout: 10_000, interval: 50 })
      .toBeDefined();
    const mail = smtp.messages.find((m) => m.subject === 'With HTML');
    expect(mail?.html).toContain('<a href="https://example.com/page">words</a>');
    expect(mail?.text?.trim()).toBe('Plain words https://example.com/page');
    const header = (name: string) => mail?.headerLines.find((h) => h.key === name)?.line;
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(header('list-unsubscribe')).toBe('List-Unsubscribe: <https://example.com/unsubscribe?t=abc>');
  });

  it('writes a mail with a dedupe key once however often it is queued', async () => {
    const mail = { to: 'once@example.com', subject: 'Once', text: 'once', dedupeKey: 'test:once:1' };
    expect(await queueMail(api.database.db, mail)).toBe(true);
    expect(await queueMail(api.database.db, mail)).toBe(false);
    await expect
      .poll(() => smtp.messages.filter((m) => m.subject === 'Once').length, { timeout: 10_000, interval: 50 })
      .toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.messages.filter((m) => m.subject === 'Once')).toHaveLength(1);
  });
});

describe('retry with backoff while the SMTP server is down', () => {
  let api: TestApi;
  let smtp: SmtpServer | null = null;
  beforeAll(async () => {
    api = await startTestApi({ seed: false });
  });
  afterAll(async () => {
    await api?.close();
    await smtp?.close();
  });

  it('waits longer after each failure (doubling from the base, at most an hour)', () => {
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, 30_000))).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelayMs(20, 30_000)).toBe(3_600_000);
  });

  it('keeps the mails while the server is down and delivers each once when it comes up', async () => {
    const port = await freePort();
    const config = { ...api.config, smtpUrl: `smtp://127.0.0.1:${port}`, mailRetryMs: 200 };
    for (const n of [1, 2, 3])
      await queueMail(api.database.db, {
        to: `down${n}@example.com`,
        subject: `While down ${n}`,
        text: `mail ${n}`,
      });
    const stop = startMailSender(api.database, config, logger, { intervalMs: 40 });
    try {
      const state = async () =>
        (
          await sql<{ attempts: number; sent: number; waiting: number }>`
            SELECT min(attempts)::int AS attempts, count(sent_at)::int AS sent,
                   count(*) FILTER (WHERE next_attempt_at > now())::int AS waiting
            FROM outbox_mails WHERE subject LIKE 'While down %'`.execute(api.database.db)
        ).rows[0];
      // Two failed rounds: the mails stay, unsent, with their error and a later next attempt.
      await expect
        .poll(async () => (await state())?.attempts, { timeout: 10_000, interval: 40 })
        .toBeGreaterThanOrEqual(2);
      expect((await state())?.sent).toBe(0);
      const failed = await api.database.db
        .selectFrom('outbox_mails')
        .select(['last_error'])
        .where('subject', '=', 'While down 1')
        .executeTakeFirstOrThrow();
      expect(failed.last_error).toMatch(/ECONNREFUSED/);
      smtp = await startSmtpServer(port);
      const server = smtp;
      await expect
        .poll(() => server.messages.filter((m) => m.subject?.startsWith('While down')).length, {
          timeout: 15_000,
          interval: 50,
        })
        .toBe(3);
      await expect.poll(async () => (await state())?.sent, { timeout: 5_000, interval: 40 }).toBe(3);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(
        server.messages
          .map((m) => m.subject)
          .filter((s) => s?.startsWith('While down'))
          .sort(),
      ).toEqual(['While down 1', 'While down 2', 'While down 3']);
    } finally {
      await stop();
    }
  });
});
