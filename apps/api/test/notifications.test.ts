// Notifications: each event reaches the right side once, in the notification centre (GET /user/notifications.php)
// and, through the notification round, as an outbox mail; nothing for a rolled-back change; preferences and the
// signed one-click unsubscribe. Runs on PGlite and, in the api-postgres project, on PostgreSQL.
import { SignJWT } from 'jose';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationRound } from '../src/jobs/notificationRound.ts';
import { notify } from '../src/notifications/notify.ts';
import { openStream } from './liveStream.ts';
import {
  deliveredOrder,
  makeOffer,
  ok,
  paidOrder,
  placeOrder,
  shippedOrder,
  startWorld,
  tomorrow,
  TRACKING,
  type Person,
  type World,
} from './world.ts';

let w: World;
beforeAll(async () => {
  // The round runs by itself every 50 ms; tests also run it by hand to see its effect at once.
  w = await startWorld({ env: { MAIL_INTERVAL_MS: '50' } });
});
afterAll(async () => {
  await w?.close();
});

const NOTIFICATIONS = '/user/notifications.php';
type Item = {
  id: number;
  kind: string;
  type: string;
  title: string;
  body: string;
  link: string;
  read_at: string | null;
};

async function centre(person: Person, query = ''): Promise<{ items: Item[]; unread_count: number }> {
  return ok(await w.call('GET', `${NOTIFICATIONS}${query}`, { token: person.token }));
}
const typesOf = async (person: Person) => (await centre(person)).items.map((n) => n.type).reverse();
/** One notification round by hand; on PostgreSQL the server's own round may hold the lock, so wait for a turn. */
async function round(): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    if ((await notificationRound(w.api.database, w.api.config)) !== null) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('the notification round never got its lock');
}
async function mailsTo(person: Person): Promise<{ subject: string; text: string }[]> {
  await round();
  return ok(await w.op('devOutbox', { query: { to: person.email } })).items;
}

describe('offer events', () => {
  it('tells the seller of an offer, the buyer of the counter and the seller of the acceptance, once each, with a link to the offer', async () => {
    const seller = await w.person({ seller: true });
    const buyer = await w.person();
    const offer = await makeOffer(w, buyer, seller.id, await w.ticket(seller.id), 80);
    expect(await typesOf(seller)).toEqual(['offer_received']);
    expect(await typesOf(buyer)).toEqual([]);
    const [received] = (await centre(seller)).items;
    expect(received).toMatchObject({
      kind: 'offers',
      title: `New offer ${offer.offer_no}: $80.00`,
      link: `/account/myoffers/${offer.offer_no}`,
      read_at: null,
    });

    const countered = ok(
      await w.op('offerCounter', {
        token: seller.token,
        body: {
          offer_type: 'COUNTER_OFFER',
          offer_no: offer.offer_no,
          offer_price: 95,
          offer_items: offer.offer_items.map((i: { product_id: number }) => ({
            product_id: i.product_id,
            product_listing_name: 'x',
          })),
        },
      }),
    );
    expect(await typesOf(buyer)).toEqual(['offer_countered']);
    expect((await centre(buyer)).items[0]?.body).toBe(
      `The seller countered offer ${offer.offer_no} with $95.00. Answer it before it expires.`,
    );
    const latest = countered.counter_offers.at(-1)!.offer_id;
    ok(
      await w.op('offerSetStatus', {
        token: buyer.token,
        body: { offer_no: offer.offer_no, offer_id: latest, status: 'ACCEPT' },
      }),
      204,
    );
    expect(await typesOf(seller)).toEqual(['offer_received', 'offer_accepted']);
    ok(
      await w.op('offerSetStatus', {
        token: seller.token,
        body: { offer_no: offer.offer_no, offer_id: latest, status: 'ACCEPT' },
      }),
      204,
    );
    expect(await typesOf(buyer)).toEqual(['offer_countered', 'offer_accepted']);

    const sellerMails = await mailsTo(seller);
    expect(sellerMails.map((m) => m.subject).sort()).toEqual([
      `Counter-offer ${offer.offer_no} accepted`,
      `New offer ${offer.offer_no}: $80.00`,
    ]);
    expect(sellerMails[0]?.text).toContain(`${w.api.config.siteUrl}/account/myoffers/${offer.offer_no}`);
    // Later rounds add nothing.
    expect(await mailsTo(seller)).toHaveLength(2);
    expect((await mailsTo(buyer)).map((m) => m.subject)).toEqual([
      `Offer ${offer.offer_no} accepted`,
      `Counter-offer on ${offer.offer_no}: $95.00`,
    ]);
  });

  it('tells the buyer when the seller rejects, and when an offer was answered automatically', async () => {
    const seller = await w.person({ seller: true });
    const buyer = await w.person();
    const offer = await makeOffer(w, buyer, seller.id, await w.ticket(seller.id), 10);
    ok(
      await w.op('offerSetStatus', {
        token: seller.token,
        body: { offer_no: offer.offer_no, offer_id: offer.offer_id, status: 'REJECT' },
      }),
      204,
    );
    expect(await typesOf(buyer)).toEqual(['offer_rejected']);

    const auto = await w.ticket(seller.id, { price: 20_000 });
    await w.db.updateTable('tickets').set({ auto_accept_cents: 15_000 }).where('id', '=', auto).execute();
    const accepted = await makeOffer(w, buyer, seller.id, auto, 160);
    expect(accepted.offer_status).toBe('ACCEPTED_SELLER');
    const [latest] = (await centre(buyer)).items;
    expect(latest).toMatchObject({
      type: 'offer_answered_automatically',
      title: `Offer ${accepted.offer_no} accepted automatically`,
    });
    // The seller hears of the offer too: their tickets are set aside for it.
    expect((await centre(seller)).items[0]).toMatchObject({
      type: 'offer_received',
      link: `/account/myoffers/${accepted.offer_no}`,
    });
  });

  it('reminds the party who must answer 24 h and 1 h before expiry, once each, then tells both that it expired', async () => {
    const seller = await w.person({ seller: true });
    const buyer = await w.person();
    const offer = await makeOffer(w, buyer, seller.id, await w.ticket(seller.id), 50);
    const age = async (hours: number) =>
      w.db
        .updateTable('offer_entries')
        .set({ created_at: new Date(Date.now() - hours * 3_600_000) })
        .where('id', '=', offer.offer_id)
        .execute();
    const hours = w.api.config.offerExpiryHours;
    await age(hours - 23.5);
    await round();
    await round();
    expect(await typesOf(seller)).toEqual(['offer_received', 'offer_expiring']);
    expect((await centre(seller)).items[0]?.title).toBe(`Offer ${offer.offer_no} expires in 24 hours`);
    expect(await typesOf(buyer)).toEqual([]);
    await age(hours - 0.5);
    await round();
    await round();
    expect((await centre(seller)).items.map((n) => n.title)).toContain(
      `Offer ${offer.offer_no} expires in 1 hour`,
    );
    expect(await typesOf(seller)).toEqual(['offer_received', 'offer_expiring', 'offer_expiring']);
    await age(hours + 0.1);
    await round();
    expect((await centre(seller)).items[0]).toMatchObject({
      type: 'offer_expired',
      body: `Offer ${offer.offer_no} expired before you answered it.`,
    });
    expect((await centre(buyer)).items[0]).toMatchObject({
      type: 'offer_expired',
      body: `Your offer ${offer.offer_no} expired without an answer.`,
    });
    await round();
    expect(await typesOf(buyer)).toEqual(['offer_expired']);
  });
});

describe('order events', () => {
  it('walks a sale: the seller is told to ship, the buyer of shipping and delivery, the seller of receipt and both of ratings', async () => {
    const seller = await w.person({ seller: true });
    const buyer = await w.person();
    const orderNo = await paidOrder(w, buyer, [await w.ticket(seller.id)]);
    const [paid] = (await centre(seller)).items;
    const shipBy = new Date(Date.now() + 3 * 86_400_000).toLocaleDateString('en-US', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    });
    expect(paid).toMatchObject({ type: 'order_paid', kind: 'orders', link: '/account/myorders?tab=SELL' });
    expect(paid?.body).toContain(`Please ship them by ${shipBy}`);
    expect(await typesOf(buyer)).toEqual([]);

    ok(
      await w.op('fulfilmentAdd', {
        token: seller.token,
        body: { order_no: orderNo, ...TRACKING, expected_delivery: tomorrow() },
      }),
    );
    expect((await centre(buyer)).items[0]).toMatchObject({
      type: 'order_shipped',
      body: `The seller shipped your tickets of order ${orderNo} with UPS, tracking id 1Z999.`,
    });
    ok(await w.op('orderDelivered', { token: seller.token, body: { order_no: orderNo } }));
    const order = ok(await w.op('orderGet', { query: { order_no: orderNo }, token: buyer.token }));
    const subOrderId = order.sub_orders[0]!.id;
    ok(
      await w.op('orderReceived', {
        token: buyer.token,
        body: { order_no: orderNo, sub_order_id: subOrderId },
      }),
    );
    const stars = {
      communication_rating: 5,
      description_rating: 5,
      shipping_rating: 4,
      order_no: orderNo,
      sub_order_id: subOrderId,
    };
    ok(await w.op('ratingPut', { token: buyer.token, body: stars }));
    ok(await w.op('ratingPut', { token: buyer.token, body: { ...stars, shipping_rating: 5 } }));
    ok(await w.op('ratingPut', { token: seller.token, body: stars }));
    expect(await typesOf(seller)).toEqual(['order_paid', 'order_received', 'rating_received']);
    expect(await typesOf(buyer)).toEqual(['order_shipped', 'order_delivered', 'rating_received']);
    expect((await mailsTo(seller)).map((m) => m.subject)).toEqual([
      `New rating for order ${orderNo}`,
      `Order ${orderNo} was received`,
      `Order ${orderNo} is paid: please ship it`,
    ]);
  });

  it('tells the buyer that an unpaid order is about to close, and that it was cancelled or expired', async () => {
    const seller = await w.person({ seller: true });
    const buyer = await w.person();
    const first = await placeOrder(w, buyer, [await w.ticket(seller.id)]);
    await w.db
      .updateTable('orders')
      .set({ expires_at: new Date(Date.now() + 5 * 60_000) })
      .where('order_no', '=', first)
      .execute();
    await round();
    await round();
    expect((await centre(buyer)).items).toHaveLength(1);
    expect((await centre(buyer)).items[0]).toMatchObject({
      type: 'order_payment_closing',
      link: `/previeworder/${first}`,
    });
    await w.db
      .updateTable('orders')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('order_no', '=', first)
      .execute();
    const reply = await w.op('buyerOrders', { token: buyer.token });
    expect(reply.status).toBe(200);
    await expect
      .poll(async () => (await centre(buyer)).items[0]?.type, { timeout: 5_000 })
      .toBe('order_expired');

    const second = await placeOrder(w, buyer, [await w.ticket(seller.id)]);
    ok(await w.op('orderCancel', { token: buyer.token, body: { order_no: second } }));
    expect((await centre(buyer)).items[0]).toMatchObject({
      type: 'order_cancelled',
      title: `Order ${second} is cancelled`,
    });
    expect(await typesOf(seller)).toEqual([]);
  });
});

describe('messages and reports', () => {
  it('e-mails a recipient with no open page once per room per 15 minutes, and not one whose page is open', async () => {
    const a = await w.person({ name: 'Alma' });
    const b = await w.person();
    const room = ok(await w.op('roomCreate', { token: a.token, body: { receiver_id: b.id } }));
    const send = (from: Person, message: string) =>
      w.op('messageSend', { token: from.token, body: { room_id: room.room_id, message } });
    ok(await send(a, 'Hello there'));
    ok(await send(a, 'Are you there?'));
    expect((await centre(b)).items).toEqual([
      expect.objectContaining({
        type: 'message_received',
        title: 'New message from Alma',
        link: `/account/mymessages/${room.room_id}`,
      }),
    ]);
    expect(await mailsTo(b)).toHaveLength(1);
    // A quarter of an hour later the next message is told again.
    await w.db
      .updateTable('message_mail_throttle')
      .set({ mailed_at: new Date(Date.now() - 16 * 60_000) })
      .where('room_id', '=', room.room_id)
      .execute();
    ok(await send(a, 'Still interested?'));
    expect(await typesOf(b)).toEqual(['message_received', 'message_received']);

    const stream = await openStream(w.api.url, a.token);
    try {
      ok(await send(b, 'Yes, sorry'));
      await stream.next((e) => (e.data as { type: string }).type === 'message');
      expect(await typesOf(a)).toEqual([]);
    } finally {
      stream.close();
    }
  });

  it("tells the reporter of an administrator's reply, not of their own", async () => {
    const user = await w.person();
    const admin = await w.person({ admin: true });
    const room = ok(
      await w.op('reportCreate', {
        token: user.token,
        body: { reportType: w.refs.commonTypeId, title: 'Charged twice', description: 'Two charges' },
      }),
    );
    ok(await w.op('reportReply', { token: user.token, body: { room_id: room.room_id, message: 'first' } }));
    expect(await typesOf(user)).toEqual([]);
    ok(
      await w.op('reportReply', {
        token: admin.token,
        body: { room_id: room.room_id, message: 'We refunded one' },
      }),
    );
    expect((await centre(user)).items).toEqual([
      expect.objectContaining({
        type: 'report_replied',
        kind: 'reports',
        title: "Reply to your report 'Charged twice'",
        link: `/account/report/${room.room_id}`,
      }),
    ]);
  });
});

describe('written once, with the change', () => {
  it('records nothing, mails nothing and announces nothing for a rolled-back change', async () => {
    const user = await w.person();
    const stream = await openStream(w.api.url, user.token);
    try {
      await expect(
        w.api.database.db.transaction().execute(async (trx) => {
          await notify(trx, {
            userId: user.id,
            type: 'order_paid',
            key: 'rolled-back',
            title: 'Never',
            body: 'Never',
            link: '/',
          });
          throw new Error('the change failed');
        }),
      ).rejects.toThrow('the change failed');
      await notify(w.db, {
        userId: user.id,
        type: 'order_paid',
        key: 'kept',
        title: 'Kept',
        body: 'Kept',
        link: '/',
      });
      await notify(w.db, {
        userId: user.id,
        type: 'order_paid',
        key: 'kept',
        title: 'Kept again',
        body: 'Kept',
        link: '/',
      });
      const event = await stream.next((e) => (e.data as { type: string }).type === 'notification');
      const items = (await centre(user)).items;
      expect(items.map((n) => n.title)).toEqual(['Kept']);
      expect(event.data).toEqual({ type: 'notification', notification_id: items[0]?.id });
      expect((await mailsTo(user)).map((m) => m.subject)).toEqual(['Kept']);
    } finally {
      stream.close();
    }
  });

  it('composes each mail once when two rounds run at once', async () => {
    const user = await w.person();
    for (let i = 0; i < 5; i += 1)
      await notify(w.db, {
        userId: user.id,
        type: 'order_shipped',
        key: `race-${i}`,
        title: `Race ${i}`,
        body: 'x',
        link: '/',
      });
    await Promise.all([round(), round(), round()]);
    const rows = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM outbox_mails WHERE to_address = ${user.email}`.execute(w.db);
    expect(rows.rows[0]?.n).toBe(5);
  });
});

describe('the notification centre', () => {
  it('counts unread, filters them, marks one or all read, and keeps other users out', async () => {
    const user = await w.person();
    const other = await w.person();
    for (const key of ['a', 'b', 'c'])
      await notify(w.db, {
        userId: user.id,
        type: 'order_shipped',
        key,
        title: `Shipped ${key}`,
        body: 'x',
        link: '/account/myorders',
      });
    const all = await centre(user);
    expect(all.unread_count).toBe(3);
    expect(all.items.map((n) => n.title)).toEqual(['Shipped c', 'Shipped b', 'Shipped a']);
    const b = all.items[1] as Item;
    expect((await w.op('notificationsMarkRead', { token: other.token, body: { id: b.id } })).status).toBe(
      404,
    );
    ok(await w.op('notificationsMarkRead', { token: user.token, body: { id: b.id } }));
    const after = await centre(user);
    expect(after.unread_count).toBe(2);
    expect(after.items[1]?.read_at).not.toBeNull();
    expect((await centre(user, '?unread=1')).items.map((n) => n.title)).toEqual(['Shipped c', 'Shipped a']);
    ok(await w.op('notificationsMarkAllRead', { token: user.token }));
    expect((await centre(user)).unread_count).toBe(0);
    expect((await w.op('notifications')).status).toBe(401);
  });
});

describe('preferences and one-click unsubscribe', () => {
  it('keeps the notification but sends no mail for a kind switched off on the profile', async () => {
    const seller = await w.person({ seller: true });
    const buyer = await w.person();
    expect(ok(await w.op('notificationPreferences', { token: seller.token }))).toEqual({
      orders: true,
      offers: true,
      messages: true,
      saved_searches: true,
      price_drops: true,
    });
    expect(
      ok(await w.op('notificationPreferencesUpdate', { token: seller.token, body: { offers: false } })),
    ).toEqual({
      orders: true,
      offers: false,
      messages: true,
      saved_searches: true,
      price_drops: true,
    });
    await makeOffer(w, buyer, seller.id, await w.ticket(seller.id), 30);
    await shippedOrder(w, buyer, seller, [await w.ticket(seller.id)]);
    expect(await typesOf(seller)).toEqual(['offer_received', 'order_paid']);
    expect((await mailsTo(seller)).map((m) => m.subject)).toEqual([
      expect.stringMatching(/is paid: please ship it$/),
    ]);
  });

  it('unsubscribes with the signed link of a mail, without signing in, and refuses a forged token', async () => {
    const seller = await w.person({ seller: true });
    const buyer = await w.person();
    const { orderNo } = await deliveredOrder(w, buyer, seller, [await w.ticket(seller.id)]);
    await round();
    const mail = await w.db
      .selectFrom('outbox_mails')
      .select(['headers', 'text_body'])
      .where('to_address', '=', seller.email)
      .where('subject', 'like', `%${orderNo}%`)
      .executeTakeFirstOrThrow();
    expect(mail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const link = new URL(/^<(.+)>$/.exec(mail.headers['List-Unsubscribe'] ?? '')?.[1] ?? '');
    expect(`${link.origin}${link.pathname}`).toBe(`${w.api.config.apiUrl}/notifications/unsubscribe.php`);
    expect(mail.text_body).toContain(
      `${w.api.config.siteUrl}/unsubscribe?token=${link.searchParams.get('token')}`,
    );

    // What a mail client sends (RFC 8058), to this server.
    const target = `${w.api.url}/notifications/unsubscribe.php${link.search}`;
    const res = await fetch(target, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { kind: 'orders' } });
    expect(ok(await w.op('notificationPreferences', { token: seller.token }))).toEqual({
      orders: false,
      offers: true,
      messages: true,
      saved_searches: true,
      price_drops: true,
    });
    // The site's page posts without a form body; a second use changes nothing.
    expect(ok(await w.call('POST', `/notifications/unsubscribe.php${link.search}`))).toEqual({
      kind: 'orders',
    });

    const forged = await new SignJWT({ kind: 'offers' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(seller.id))
      .setAudience('momento:unsubscribe')
      .sign(new TextEncoder().encode('x'.repeat(40)));
    const refused = await w.op('unsubscribe', { query: { token: forged } });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe('This unsubscribe link is not valid.');
    // An access token is not an unsubscribe token.
    expect((await w.op('unsubscribe', { query: { token: seller.token } })).status).toBe(400);
    expect(ok(await w.op('notificationPreferences', { token: seller.token })).offers).toBe(true);
  });
});

describe('the words of the seller’s notifications (the kit’s mock server writes the same: src/mocks/notifications.test.ts)', () => {
  it('tells the seller of a buyer’s offer, paid order and message in these words, with these links', async () => {
    const seller = await w.person({ seller: true });
    const buyer = await w.person({ name: 'Ada' });
    const offer = await makeOffer(w, buyer, seller.id, await w.ticket(seller.id), 120);
    expect((await centre(seller)).items[0]).toMatchObject({
      type: 'offer_received',
      kind: 'offers',
      title: `New offer ${offer.offer_no}: $120.00`,
      body: `A buyer offered $120.00 for your tickets (offer ${offer.offer_no}). Accept, reject or counter it before it expires.`,
      link: `/account/myoffers/${offer.offer_no}`,
    });

    const orderNo = await paidOrder(w, buyer, [await w.ticket(seller.id)]);
    const shipBy = new Date(Date.now() + 3 * 86_400_000).toLocaleDateString('en-US', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    });
    expect((await centre(seller)).items[0]).toMatchObject({
      type: 'order_paid',
      kind: 'orders',
      title: `Order ${orderNo} is paid: please ship it`,
      body: `Your tickets sold and the buyer paid for order ${orderNo}. Please ship them by ${shipBy} and add the tracking details.`,
      link: '/account/myorders?tab=SELL',
    });

    const room = ok(await w.op('roomCreate', { token: buyer.token, body: { receiver_id: seller.id } }));
    ok(
      await w.op('messageSend', {
        token: buyer.token,
        body: { room_id: room.room_id, message: 'Is it still available?' },
      }),
    );
    expect((await centre(seller)).items[0]).toMatchObject({
      type: 'message_received',
      kind: 'messages',
      title: 'New message from Ada',
      body: 'Ada sent you a message on Momento.',
      link: `/account/mymessages/${room.room_id}`,
    });
  });
});
