// Notification e-mails end to end: two API processes (two servers on one database; on PostgreSQL each with its own
// pool) deliver through a real SMTP server in this process. A sale paid on one and shipped on the other sends exactly
// the expected mails, once each, rendered from the React Email component (HTML and text) with a working button link
// and one-click unsubscribe headers that work against the API; a chat recipient whose page is open on the other
// process is not e-mailed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/database.ts';
import { createLogger } from '../src/logger.ts';
import { renderNotificationEmail } from '../src/notifications/email/NotificationEmail.ts';
import { startServer, type RunningServer } from '../src/server.ts';
import { openStream } from './liveStream.ts';
import { ok, paidOrder, startWorld, tomorrow, TRACKING, type World } from './world.ts';
import { startSmtpServer, type SmtpServer } from './smtp.ts';

describe('the notification e-mail component', () => {
  it('renders HTML with a button to the page and a text part with the same link; the unsubscribe part only when given', async () => {
    const props = {
      name: 'Ada',
      title: 'Offer OF-000001 accepted',
      body: 'The seller accepted offer OF-000001.',
      url: 'https://momento.test/account/myoffers/OF-000001',
      action: 'View the offer',
    };
    const plain = await renderNotificationEmail(props);
    expect(plain.html).toContain('<h1');
    expect(plain.html).toContain('Offer OF-000001 accepted</h1>');
    expect(plain.html).toMatch(
      /<a href="https:\/\/momento.test\/account\/myoffers\/OF-000001"[^>]*background-color:#00796b/,
    );
    expect(plain.html).toContain('View the offer');
    expect(plain.html).not.toContain('Stop e-mails');
    expect(plain.text).toContain('Hello Ada,');
    expect(plain.text).toContain('https://momento.test/account/myoffers/OF-000001');
    const withLink = await renderNotificationEmail({
      ...props,
      unsubscribe: {
        url: 'https://momento.test/unsubscribe?token=t',
        kind: 'offers',
        preferencesUrl: 'https://momento.test/account',
      },
    });
    expect(withLink.html).toContain('href="https://momento.test/unsubscribe?token=t"');
    expect(withLink.text).toContain('Stop e-mails about offers https://momento.test/unsubscribe?token=t');
  });
});

describe('a sale through two processes and a real SMTP server', () => {
  let smtp: SmtpServer;
  let w: World;
  let other: Database;
  let second: RunningServer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    w = await startWorld({ env: { SMTP_URL: smtp.url, MAIL_INTERVAL_MS: '40' } });
    other =
      w.api.kind === 'postgres'
        ? await openDatabase({ databaseUrl: w.api.config.databaseUrl, poolSize: 4 })
        : w.api.database;
    second = await startServer({
      config: w.api.config,
      database: other,
      logger: createLogger('silent'),
      storage: w.api.server.services.storage,
      port: 0,
    });
  });
  afterAll(async () => {
    await second?.close();
    if (other && other !== w?.api.database) await other.close();
    await w?.close();
    await smtp?.close();
  });

  it('sends the seller "paid" and the buyer "shipped" once each, with a working button link and unsubscribe headers', async () => {
    const seller = await w.person({ seller: true, name: 'Sam Seller' });
    const buyer = await w.person({ name: 'Bea Buyer' });
    // Paid on the first process, shipped on the second.
    const orderNo = await paidOrder(w, buyer, [await w.ticket(seller.id)]);
    const shipped = await fetch(`${second.url}/seller/orders/fulfillment.php`, {
      method: 'POST',
      headers: { authorization: `Bearer ${seller.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ order_no: orderNo, ...TRACKING, expected_delivery: tomorrow() }),
    });
    expect(shipped.status).toBe(200);

    const mine = () => smtp.messages.filter((m) => m.subject?.includes(orderNo));
    await expect.poll(() => mine().length, { timeout: 15_000, interval: 50 }).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 400));
    const mails = mine();
    expect(mails.map((m) => [m.to && 'text' in m.to ? m.to.text : '', m.subject]).sort()).toEqual(
      [
        [seller.email, `Order ${orderNo} is paid: please ship it`],
        [buyer.email, `Order ${orderNo} has shipped`],
      ].sort(),
    );
    const paidMail = mails.find((m) => m.subject?.includes('is paid'));
    expect(paidMail?.html).toContain('Hello Sam Seller,');
    // The button: the last link opened before its label.
    const beforeLabel = String(paidMail?.html).split('View the order')[0] ?? '';
    const button = [...beforeLabel.matchAll(/<a href="([^"]+)"/g)].at(-1)?.[1]?.replaceAll('&amp;', '&');
    expect(button).toBe(`${w.api.config.siteUrl}/account/myorders?tab=SELL`);
    expect(paidMail?.text).toContain(`${w.api.config.siteUrl}/account/myorders?tab=SELL`);

    const header = (name: string) => paidMail?.headerLines.find((h) => h.key === name)?.line ?? '';
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    const address = new URL(/<([^>]+)>/.exec(header('list-unsubscribe'))?.[1] ?? '');
    expect(`${address.origin}${address.pathname}`).toBe(
      `${w.api.config.apiUrl}/notifications/unsubscribe.php`,
    );
    // The mail client's one-click POST, sent to the second process.
    const res = await fetch(`${second.url}/notifications/unsubscribe.php${address.search}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    expect(ok(await w.op('notificationPreferences', { token: seller.token }))).toEqual({
      orders: false,
      offers: true,
      messages: true,
      saved_searches: true,
      price_drops: true,
    });

    // The development outbox shows the rendered HTML.
    const outbox = ok(await w.op('devOutbox', { query: { to: seller.email } }));
    const row =
      outbox.items.find((m: { subject: string }) => m.subject.includes(orderNo)) ??
      expect.fail('no mail of the order');
    expect(row.html).toContain('View the order');
    const page = await fetch(`${w.api.url}/dev/outbox/${row.id}/html`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(await page.text()).toBe(row.html);
  });
  it('tells a chat recipient whose page listens on the other process nothing, and tells them once that page closes', async () => {
    const alma = await w.person({ name: 'Alma' });
    const bo = await w.person({ name: 'Bo' });
    const room = ok(await w.op('roomCreate', { token: alma.token, body: { receiver_id: bo.id } }));
    const messageReceived = () =>
      w.db
        .selectFrom('notifications')
        .select('id')
        .where('user_id', '=', bo.id)
        .where('type', '=', 'message_received')
        .execute();
    // Bo's page listens on the second process; Alma writes through the first.
    const page = await openStream(second.url, bo.token);
    try {
      await expect
        .poll(
          () => w.db.selectFrom('live_presence').select('user_id').where('user_id', '=', bo.id).execute(),
          { timeout: 5_000 },
        )
        .toHaveLength(1);
      ok(
        await w.op('messageSend', {
          token: alma.token,
          body: { room_id: room.room_id, message: 'Is the ticket still there?' },
        }),
      );
      await page.next((event) => (event.data as { type: string }).type === 'message');
      expect(await messageReceived()).toEqual([]);
    } finally {
      page.close();
    }
    // The page is gone: the next message is told (the notification, and its e-mail).
    await expect
      .poll(() => w.db.selectFrom('live_presence').select('user_id').where('user_id', '=', bo.id).execute(), {
        timeout: 5_000,
      })
      .toEqual([]);
    ok(await w.op('messageSend', { token: alma.token, body: { room_id: room.room_id, message: 'Hello?' } }));
    expect(await messageReceived()).toHaveLength(1);
    await expect
      .poll(
        () =>
          smtp.messages.filter(
            (m) => m.subject === 'New message from Alma' && m.to && 'text' in m.to && m.to.text === bo.email,
          ).length,
        { timeout: 15_000, interval: 50 },
      )
      .toBe(1);
  });
});
