import type {
  OperationQuery,
  AdminDashboard,
  AdminDelivery,
  AdminTicket,
  AdminReport,
  AdminUserDetail,
  AuditEntry,
  BuyerOrder,
  Order,
  Ticket,
} from '@momento/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { runRefundRound } from '../../src/payments/refundOutbox.ts';
import { openStream } from '../liveStream.ts';
import {
  ok,
  paidOrder,
  shippedOrder,
  startWorld,
  ticketFormBody,
  type Person,
  type World,
} from '../world.ts';

// The rest of the admin area over HTTP: the reports inbox (reply, close, reopen, seen by the reporter),
// deliveries (settle as DELIVERED_ACK_ADMIN, or cancel and refund through the test payment provider), users and
// seller permission, hiding tickets, the dashboard's figures and the audit log. The catalogue caches and the search
// index are on, so "at once" is checked against them.
let w: World;
let admin: Person;
const silent = pino({ level: 'silent' });

beforeAll(async () => {
  // The refund worker's own timer is held off: the tests run its rounds themselves, to see the refund pending first.
  w = await startWorld({ env: { PUBLIC_CACHE_MS: '60000', REFUND_INTERVAL_MS: '3600000' } });
  admin = await w.person({ admin: true, name: 'Olive Operator' });
});
afterAll(async () => {
  await w?.close();
});

const auditOf = async (
  kind: NonNullable<OperationQuery<'adminAudit'>['item_kind']>,
  id: number,
): Promise<AuditEntry[]> =>
  ok(await w.op('adminAudit', { query: { item_kind: kind, item_id: id }, token: admin.token })).items;

/**
 * A ticket created through the API: the search index hears of this process's own writes at once (tickets written
 * straight into the database reach it only after its TTL, as another server's would).
 */
const listed = async (seller: Person) =>
  ok<Ticket>(await w.op('ticketCreate', { token: seller.token, body: ticketFormBody(w) })).product_id;
/** The seller's tickets the public search finds (each test's seller is new, so these are the test's own). */
const searchIds = async (seller: Person) =>
  ok<{ items: Ticket[] }>(await w.op('searchProducts', { query: { seller: seller.id } })).items.map(
    (t) => t.product_id,
  );
const subOrderOf = async (buyer: Person, orderNo: string) =>
  ok<Order>(await w.op('orderGet', { query: { order_no: orderNo }, token: buyer.token })).sub_orders[0]!.id;

describe('the reports inbox', () => {
  it('lists reports open first with reporter and reported seller; a reply, close and reopen reach the reporter', async () => {
    const buyer = await w.person({ name: 'Rita Reporter' });
    const seller = await w.person({ seller: true, name: 'Sid Suspect' });
    await w.ticket(seller.id);
    const report = ok(
      await w.op('reportSeller', {
        token: buyer.token,
        body: { report_type: w.refs.sellerTypeId, report_on: seller.id, content: 'Sold me a fake' },
      }),
    );
    const inbox = ok<{ items: AdminReport[] }>(
      await w.op('adminReports', { query: { status: 'OPEN', scope: 'SELLER' }, token: admin.token }),
    ).items;
    const row = inbox.find((r) => r.report_id === report.id);
    expect(row).toMatchObject({
      scope: 'SELLER',
      status: 'OPEN',
      content: 'Sold me a fake',
      reporter: { id: buyer.id, name: 'Rita Reporter', email: buyer.email },
      reported_seller: { id: seller.id, name: 'Sid Suspect', listings_on_sale: 1, sub_orders: 0 },
      reply_count: 0,
    });

    // The reporter has the report open: the reply reaches the page live.
    const stream = await openStream(w.api.url, buyer.token);
    const reply = ok(
      await w.op('adminReportReply', {
        token: admin.token,
        body: { report_id: report.id, message: 'We are looking into it.' },
      }),
    );
    expect(reply.message).toBe('We are looking into it.');
    const heard = await stream.next((e) => (e.data as { type?: string }).type === 'report');
    stream.close();
    expect(heard.data).toEqual({ type: 'report', room_id: report.id, message_id: reply.message_id });
    // The reporter's own thread shows the reply (from the admin), and their notification centre tells of it.
    const thread = ok(await w.op('reportReplies', { query: { room_id: report.id }, token: buyer.token }))
      .items[0];
    expect(thread?.replies[0]).toMatchObject({
      message: 'We are looking into it.',
      sender: { user_id: admin.id, user_name: 'Momento' },
    });
    const centre = ok(await w.op('notifications', { token: buyer.token }));
    expect(centre.items.map((n: { type: string }) => n.type)).toContain('report_replied');

    const closed = ok<AdminReport>(
      await w.op('adminReportClose', { token: admin.token, body: { report_id: report.id } }),
    );
    expect(closed).toMatchObject({ status: 'CLOSED', reply_count: 1 });
    const rooms = ok(await w.op('reportRooms', { token: buyer.token })).items;
    expect(rooms.find((r: { room_id: number }) => r.room_id === report.id)?.status).toBe('CLOSED');
    expect(
      (await w.op('adminReportClose', { token: admin.token, body: { report_id: report.id } })).status,
    ).toBe(409);
    // Open first: a closed report comes after every open one.
    const all = ok<{ items: AdminReport[] }>(await w.op('adminReports', { token: admin.token })).items;
    const firstClosed = all.findIndex((r) => r.status === 'CLOSED');
    expect(all.slice(firstClosed).every((r) => r.status === 'CLOSED')).toBe(true);

    const reopened = ok<AdminReport>(
      await w.op('adminReportReopen', { token: admin.token, body: { report_id: report.id } }),
    );
    expect(reopened.status).toBe('OPEN');
    // The admin has the report open: the reporter's answer reaches the admin area live.
    const adminStream = await openStream(w.api.url, admin.token);
    const answer = ok(
      await w.op('reportReply', {
        token: buyer.token,
        body: { room_id: report.id, message: 'It came without a hologram.' },
      }),
    );
    const told = await adminStream.next((e) => (e.data as { type?: string }).type === 'report');
    adminStream.close();
    expect(told.data).toEqual({ type: 'report', room_id: report.id, message_id: answer.message_id });
    const detail = ok(await w.op('adminReport', { query: { report_id: report.id }, token: admin.token }));
    expect(detail.replies).toHaveLength(2);
    expect((await auditOf('report', report.id)).map((a) => a.action)).toEqual([
      'REPORT_REOPEN',
      'REPORT_CLOSE',
      'REPORT_REPLY',
    ]);
  });
});

describe('deliveries', () => {
  it('lists a sub-order shipped long ago and one whose buyer reported the seller, and settles one as DELIVERED ACK (ADMIN)', async () => {
    const buyer = await w.person();
    const seller = await w.person({ seller: true });
    const late = await shippedOrder(w, buyer, seller, [await w.ticket(seller.id)]);
    const lateSub = await subOrderOf(buyer, late);
    await sql`UPDATE fulfilments SET shipped_at = now() - interval '20 days' WHERE sub_order_id = ${lateSub}`.execute(
      w.db,
    );
    const reported = await shippedOrder(w, buyer, seller, [await w.ticket(seller.id)]);
    const reportedSub = await subOrderOf(buyer, reported);
    const report = ok(
      await w.op('reportSeller', {
        token: buyer.token,
        body: { report_type: w.refs.sellerTypeId, report_on: seller.id, content: 'Never came' },
      }),
    );
    const fresh = await shippedOrder(w, await w.person(), seller, [await w.ticket(seller.id)]);

    const list = ok<{ items: AdminDelivery[] }>(await w.op('adminDeliveries', { token: admin.token })).items;
    const bySub = new Map(list.map((d) => [d.sub_order_id, d]));
    expect(bySub.get(lateSub)).toMatchObject({
      order_no: late,
      fulfilment_status: 'SHIPPED',
      reasons: expect.arrayContaining(['OVERDUE']),
      days_since_shipped: 20,
    });
    expect(bySub.get(reportedSub)?.reasons).toContain('REPORTED');
    expect(bySub.get(reportedSub)?.reports).toContainEqual({ report_id: report.id, title: 'Fake tickets' });
    expect(list.some((d) => d.order_no === fresh)).toBe(false);
    const overdueOnly = ok<{ items: AdminDelivery[] }>(
      await w.op('adminDeliveries', { query: { reason: 'OVERDUE' }, token: admin.token }),
    ).items;
    expect(overdueOnly.every((d) => d.reasons.includes('OVERDUE'))).toBe(true);

    const settled = ok(
      await w.op('adminDeliveryApprove', { token: admin.token, body: { sub_order_id: lateSub } }),
    );
    expect(settled).toEqual({
      order_no: late,
      sub_order_id: lateSub,
      delivery_status: 'DELIVERED_ACK_ADMIN',
      refund: null,
    });
    expect(
      (await w.op('adminDeliveryApprove', { token: admin.token, body: { sub_order_id: lateSub } })).status,
    ).toBe(409);
    expect((await auditOf('sub_order', lateSub))[0]).toMatchObject({
      action: 'DELIVERY_APPROVE',
      before: { fulfilment_status: 'SHIPPED' },
      after: { fulfilment_status: 'DELIVERED_ACK_ADMIN' },
    });
    const buyerOrders = ok(await w.op('buyerOrders', { query: { type: 'BUYER' }, token: buyer.token })).items;
    expect(buyerOrders.find((o: { order_no: string }) => o.order_no === late)?.delivery_status).toBe(
      'DELIVERED_ACK_ADMIN',
    );
  });

  it('cancels a sub-order with its refund pending, and the refund worker completes it: the buyer reads REFUNDED with amount and date', async () => {
    const buyer = await w.person();
    const seller = await w.person({ seller: true });
    const productId = await w.ticket(seller.id);
    const orderNo = await shippedOrder(w, buyer, seller, [productId]);
    const sub = await subOrderOf(buyer, orderNo);
    expect(await searchIds(seller)).toEqual([]);
    const total = ok<Order>(await w.op('orderGet', { query: { order_no: orderNo }, token: buyer.token }))
      .pricing_summary.total;

    const result = ok(
      await w.op('adminDeliveryCancel', {
        token: admin.token,
        body: { sub_order_id: sub, reason: 'The seller never shipped it.' },
      }),
    );
    expect(result).toEqual({
      order_no: orderNo,
      sub_order_id: sub,
      delivery_status: 'RETURNED',
      refund: {
        amount: total,
        provider: 'test',
        status: 'PENDING',
        refund_id: null,
        payment_refunded: false,
      },
    });
    // Until the payment service confirms, the buyer reads the refund as pending, and the payment as still completed.
    const pending = ok<Order>(await w.op('orderGet', { query: { order_no: orderNo }, token: buyer.token }));
    expect(pending.payment_summary).toMatchObject({ status: 'COMPLETED' });
    expect(pending.sub_orders[0]?.refund).toMatchObject({
      status: 'PENDING',
      amount: total,
      refunded_at: null,
    });
    expect(ok<Ticket>(await w.op('product', { query: { product_id: productId } })).status).toBe('SELL');
    expect(await searchIds(seller)).toEqual([productId]);

    expect(await runRefundRound(w.api.database, w.api.config, silent)).toBe(1);
    const payment = await w.db
      .selectFrom('payments')
      .innerJoin('orders', 'orders.id', 'payments.order_id')
      .select('payments.status')
      .where('orders.order_no', '=', orderNo)
      .executeTakeFirstOrThrow();
    expect(payment.status).toBe('REFUNDED');
    // The buyer's order says so, with the amount and the date (not FAILED, not pending any more).
    const refunded = ok<Order>(await w.op('orderGet', { query: { order_no: orderNo }, token: buyer.token }));
    expect(refunded.payment_summary).toMatchObject({ status: 'REFUNDED' });
    expect(refunded.sub_orders[0]?.refund).toMatchObject({
      status: 'COMPLETED',
      amount: total,
      refunded_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    const card = ok<{ items: BuyerOrder[] }>(
      await w.op('buyerOrders', { query: { type: 'BUYER' }, token: buyer.token }),
    ).items.find((o) => o.sub_order_id === sub);
    expect(card).toMatchObject({
      payment_summary: { payment_status: 'REFUNDED' },
      refund: {
        status: 'COMPLETED',
        amount: total,
        refunded_at: refunded.sub_orders[0]?.refund?.refunded_at,
      },
    });
    const centre = ok(await w.op('notifications', { token: buyer.token })).items.map(
      (n: { title: string }) => n.title,
    );
    expect(centre).toEqual(
      expect.arrayContaining([
        `Order ${orderNo} is cancelled; refund pending`,
        `Order ${orderNo} is refunded`,
      ]),
    );
    // A second round finds nothing to do: one refund, ever.
    expect(await runRefundRound(w.api.database, w.api.config, silent)).toBe(0);
    expect(
      await w.db.selectFrom('refunds').select('id').where('sub_order_id', '=', sub).execute(),
    ).toHaveLength(1);
    // The ticket can be bought again.
    await paidOrder(w, await w.person(), [productId]);
    expect(
      (
        await w.op('adminDeliveryCancel', {
          token: admin.token,
          body: { sub_order_id: sub, reason: 'Again' },
        })
      ).status,
    ).toBe(409);
    expect((await auditOf('sub_order', sub))[0]).toMatchObject({
      action: 'DELIVERY_CANCEL',
      after: {
        fulfilment_status: 'RETURNED',
        refund_status: 'PENDING',
        reason: 'The seller never shipped it.',
      },
    });
  });

  it('refunds one seller of a two-seller order: the payment reads PARTIALLY_REFUNDED, the other sub-order has no refund', async () => {
    const buyer = await w.person();
    const one = await w.person({ seller: true });
    const two = await w.person({ seller: true });
    const orderNo = await shippedOrder(w, buyer, one, [await w.ticket(one.id), await w.ticket(two.id)]);
    const order = ok<Order>(await w.op('orderGet', { query: { order_no: orderNo }, token: buyer.token }));
    const first = order.sub_orders.find((s) => s.seller.id === one.id)!;
    ok(
      await w.op('adminDeliveryCancel', {
        token: admin.token,
        body: { sub_order_id: first.id, reason: 'Never shipped.' },
      }),
    );
    expect(await runRefundRound(w.api.database, w.api.config, silent)).toBe(1);
    const after = ok<Order>(await w.op('orderGet', { query: { order_no: orderNo }, token: buyer.token }));
    expect(after.payment_summary).toMatchObject({ status: 'PARTIALLY_REFUNDED' });
    expect(after.sub_orders.find((s) => s.id === first.id)?.refund).toMatchObject({ status: 'COMPLETED' });
    expect(after.sub_orders.find((s) => s.id !== first.id)?.refund).toBeNull();
  });
});

describe('users and listings', () => {
  it('finds users by name or e-mail and shows a user page with their orders, listings, offers and reports', async () => {
    const seller = await w.person({ seller: true, name: 'Zelda Zimmer' });
    const productId = await w.ticket(seller.id);
    const buyer = await w.person();
    await paidOrder(w, buyer, [await w.ticket(seller.id)]);
    const byName = ok(await w.call('GET', '/admin/users.php?q=zelda%20zim', { token: admin.token })).items;
    expect(byName.map((u: { id: number }) => u.id)).toEqual([seller.id]);
    expect(byName[0]).toMatchObject({ email: seller.email, seller_status: 'ACTIVE', is_admin: 0 });
    const byMail = ok(
      await w.op('adminUsers', { query: { q: buyer.email.toUpperCase() }, token: admin.token }),
    ).items;
    expect(byMail.map((u: { id: number }) => u.id)).toEqual([buyer.id]);

    const page = ok<AdminUserDetail>(
      await w.op('adminUser', { query: { user_id: seller.id }, token: admin.token }),
    );
    expect(page.counts).toMatchObject({ listings: 2, listings_on_sale: 1, sub_orders_sold: 1, orders: 0 });
    expect(page.listings.map((l) => l.product_id)).toContain(productId);
    expect((await w.op('adminUser', { query: { user_id: 999999 }, token: admin.token })).status).toBe(404);
  });

  it("deactivating a seller takes their listings out of search and the seller's sales at once; reactivating puts back exactly those", async () => {
    const seller = await w.person({ seller: true });
    const onSale = await listed(seller);
    const paused = await w.ticket(seller.id, { status: 'INACTIVE' });
    expect(await searchIds(seller)).toEqual([onSale]);
    const bundle = await w.collection(seller.id, { price: 120, isSale: true });
    await w.ticket(seller.id, { collectionId: bundle, status: 'INACTIVE' });
    expect(
      ok<{ items: { id: number }[] }>(await w.op('collections', { query: { seller: seller.id } })).items.map(
        (c) => c.id,
      ),
    ).toEqual([bundle]);

    const off = ok(
      await w.op('adminSellerPermission', {
        token: admin.token,
        body: { user_id: seller.id, status: 'INACTIVE', reason: 'Counterfeits' },
      }),
    );
    expect(off.seller_status).toBe('INACTIVE');
    expect(await searchIds(seller)).toEqual([]);
    // The ticket answers 404 to the public, as a missing one; its seller still reads it, off sale.
    expect((await w.op('product', { query: { product_id: onSale } })).status).toBe(404);
    expect(
      ok<Ticket>(await w.op('product', { query: { product_id: onSale }, token: seller.token })).status,
    ).toBe('INACTIVE');
    // The seller can no longer list tickets.
    expect((await w.call('POST', '/seller/products.php', { token: seller.token, body: {} })).status).toBe(
      403,
    );
    // Nor sell a collection: it leaves the collections list, and a buyer who had its link cannot add it.
    expect(
      ok<{ items: { id: number }[] }>(await w.op('collections', { query: { seller: seller.id } })).items.map(
        (c) => c.id,
      ),
    ).toEqual([]);
    const buyer = await w.person();
    const refused = await w.op('cartAdd', { token: buyer.token, body: { type: 'COLLECTION', id: bundle } });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe('This collection is not for sale.');

    const on = ok(
      await w.op('adminSellerPermission', {
        token: admin.token,
        body: { user_id: seller.id, status: 'ACTIVE' },
      }),
    );
    expect(on.seller_status).toBe('ACTIVE');
    expect(await searchIds(seller)).toEqual([onSale]);
    expect(
      ok<{ items: { id: number }[] }>(await w.op('collections', { query: { seller: seller.id } })).items.map(
        (c) => c.id,
      ),
    ).toEqual([bundle]);
    // The ticket the seller had paused stays paused.
    expect(ok<Ticket>(await w.op('product', { query: { product_id: paused } })).status).toBe('INACTIVE');
    expect((await auditOf('user', seller.id)).map((a) => a.action)).toEqual([
      'SELLER_REACTIVATE',
      'SELLER_DEACTIVATE',
    ]);
    expect((await auditOf('user', seller.id))[1]?.after).toMatchObject({
      seller_status: 'INACTIVE',
      listings: [onSale],
    });
    const centre = ok(await w.op('notifications', { token: seller.token })).items.map(
      (n: { type: string }) => n.type,
    );
    expect(centre).toEqual(expect.arrayContaining(['seller_deactivated', 'seller_reactivated']));
  });

  it('hides a listing with a reason: out of search and the ticket read (404), the seller reads the reason; restoring brings it back', async () => {
    const seller = await w.person({ seller: true });
    const productId = await listed(seller);
    // Read once, so that the catalogue caches hold the ticket when it is hidden.
    await w.op('product', { query: { product_id: productId } });
    expect(await searchIds(seller)).toEqual([productId]);

    const hidden = ok<AdminTicket>(
      await w.op('adminTicketVisibility', {
        token: admin.token,
        body: { product_id: productId, hidden: true, reason: 'Counterfeit stub' },
      }),
    );
    expect(hidden).toMatchObject({ hidden: true, hidden_reason: 'Counterfeit stub', status: 'INACTIVE' });
    expect(await searchIds(seller)).toEqual([]);
    expect((await w.op('product', { query: { product_id: productId } })).status).toBe(404);
    expect(
      (await w.op('product', { query: { product_id: productId }, token: (await w.person()).token })).status,
    ).toBe(404);
    const own = ok<{ items: Ticket[] }>(
      await w.op('myTickets', { query: { product_id: productId }, token: seller.token }),
    ).items[0];
    expect(own?.hidden_reason).toBe('Counterfeit stub');
    // The seller can not put it back on sale by editing it.
    expect(
      (await w.op('moveToSell', { token: seller.token, body: { product_id: productId, cost: 10 } })).status,
    ).toBe(409);
    const hiddenOnes = ok<{ items: AdminTicket[] }>(
      await w.op('adminTickets', { query: { hidden: 1, seller: seller.id }, token: admin.token }),
    ).items;
    expect(hiddenOnes.map((l) => l.product_id)).toEqual([productId]);
    expect(
      (
        await w.op('adminTicketVisibility', {
          token: admin.token,
          body: { product_id: productId, hidden: true, reason: 'Again' },
        })
      ).status,
    ).toBe(409);

    const restored = ok<AdminTicket>(
      await w.op('adminTicketVisibility', {
        token: admin.token,
        body: { product_id: productId, hidden: false },
      }),
    );
    expect(restored).toMatchObject({ hidden: false, hidden_reason: null, status: 'SELL' });
    expect(await searchIds(seller)).toEqual([productId]);
    expect(ok<Ticket>(await w.op('product', { query: { product_id: productId } })).product_id).toBe(
      productId,
    );
    expect((await auditOf('listing', productId)).map((a) => [a.action, a.after])).toEqual([
      ['LISTING_RESTORE', { status: 'SELL', hidden: false, hidden_reason: null }],
      ['LISTING_HIDE', { status: 'INACTIVE', hidden: true, hidden_reason: 'Counterfeit stub' }],
    ]);
  });
});

describe('the dashboard', () => {
  it('counts orders, sales, new listings and offers per day over 7 days, and the current reports, queue and disputes', async () => {
    const before = ok<AdminDashboard>(
      await w.op('adminDashboard', { query: { days: 7 }, token: admin.token }),
    );
    expect(before.series).toHaveLength(7);
    expect(before.series.at(-1)!.date).toBe(new Date().toISOString().slice(0, 10));
    const seller = await w.person({ seller: true });
    const buyer = await w.person();
    const a = await w.ticket(seller.id, { price: 1000 });
    const b = await w.ticket(seller.id, { price: 2000 });
    await paidOrder(w, buyer, [a]);
    const offer = ok(
      await w.op('offerCreate', {
        token: buyer.token,
        body: {
          offer_type: 'OFFER',
          offer_price: 15,
          seller_id: seller.id,
          offer_items: [{ product_id: b, product_listing_name: 'b' }],
        },
      }),
    );
    await w.op('offerSetStatus', {
      token: seller.token,
      body: { offer_no: offer.offer_no, offer_id: offer.offer_id, status: 'ACCEPT' },
    });
    await w.db
      .insertInto('venues')
      .values({ name: 'Dash venue', display_name: 'Dash venue', status: 'INQUEUE', created_by: seller.id })
      .execute();
    await w.op('reportCreate', {
      token: buyer.token,
      body: { reportType: w.refs.commonTypeId, title: 'T', description: 'D' },
    });

    const after = ok<AdminDashboard>(
      await w.op('adminDashboard', { query: { days: 7 }, token: admin.token }),
    );
    const today = (d: AdminDashboard) => d.series.at(-1)!;
    const order = await w.db
      .selectFrom('orders')
      .select('total_cents')
      .where('buyer_id', '=', buyer.id)
      .executeTakeFirstOrThrow();
    expect(today(after).orders - today(before).orders).toBe(1);
    expect(today(after).sales_cents - today(before).sales_cents).toBe(order.total_cents);
    expect(today(after).new_listings - today(before).new_listings).toBe(2);
    expect(today(after).offers_made - today(before).offers_made).toBe(1);
    expect(today(after).offers_accepted - today(before).offers_accepted).toBe(1);
    expect(after.current.open_reports - before.current.open_reports).toBe(1);
    expect(after.current.queue_length - before.current.queue_length).toBe(1);
    expect(
      ok<AdminDashboard>(await w.op('adminDashboard', { query: { days: 90 }, token: admin.token })).series,
    ).toHaveLength(90);
    expect((await w.call('GET', '/admin/dashboard.php?days=14', { token: admin.token })).status).toBe(400);
  });
});
