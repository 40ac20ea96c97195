import { sql } from 'kysely';
import {
  messageReceived,
  offerAnswered,
  offerCountered,
  offerExpiring,
  offerReceived,
  orderDelivered,
  orderPaid,
  orderPaymentClosing,
  orderShipped,
  ratingReceived,
  reportReplied,
} from '../../notifications/events.ts';
import type { DemoContext } from './context.ts';

/**
 * The notification centre's demo: the demo buyer and seller get a history of every kind (orders, offers, messages,
 * reports), written by the same event functions as live ones, from the orders, offers, rooms and reports the other
 * demo parts made, and dated over the last days so that the centre shows several day groups. The oldest are read.
 * None is e-mailed (`mail_state` skipped): a fresh demo database sends no mail for its history.
 */
export async function seedNotificationsDemo({ trx, idOf }: DemoContext, now = Date.now()): Promise<void> {
  const buyer = idOf('buyer@momento.test');
  const seller = idOf('seller@momento.test');

  const subOrders = await trx
    .selectFrom('sub_orders as so')
    .innerJoin('orders as o', 'o.id', 'so.order_id')
    .select(['so.id', 'so.order_id', 'so.fulfilment_status', 'o.status', 'o.order_no', 'o.expires_at'])
    .where('o.buyer_id', '=', buyer)
    .where('so.seller_id', '=', seller)
    .orderBy('o.id')
    .execute();
  const paid = subOrders.filter((s) => s.status === 'PAID');
  for (const sub of paid.slice(0, 2)) await orderPaid(trx, sub.order_id);
  const shipped = paid.find((s) => s.fulfilment_status !== 'OPEN');
  if (shipped) await orderShipped(trx, shipped.id);
  const delivered = paid.find((s) => s.fulfilment_status.startsWith('DELIVERED'));
  if (delivered) {
    await orderDelivered(trx, delivered.id);
    await ratingReceived(trx, { subOrderId: delivered.id, subjectId: seller, role: 'BUYER' });
  }
  const unpaid = subOrders.find((s) => s.status === 'PENDING_PAYMENT');
  if (unpaid)
    await orderPaymentClosing(trx, {
      id: unpaid.order_id,
      order_no: unpaid.order_no,
      buyer_id: buyer,
      expires_at: unpaid.expires_at ?? new Date(now + 600_000),
    });

  // Every negotiation of the two demo accounts (with each other or with other people), entry by entry.
  const entries = await trx
    .selectFrom('offers as f')
    .innerJoin('offer_entries as e', 'e.offer_id', 'f.id')
    .select([
      'f.id',
      'f.offer_no',
      'f.buyer_id',
      'f.seller_id',
      'f.status',
      'e.id as entry_id',
      'e.created_by',
      'e.price_cents',
      'e.offer_type',
      'e.is_latest',
    ])
    .where((eb) => eb.or([eb('f.buyer_id', 'in', [buyer, seller]), eb('f.seller_id', 'in', [buyer, seller])]))
    .orderBy('e.id')
    .execute();
  for (const entry of entries) {
    if (entry.offer_type === 'OFFER') await offerReceived(trx, entry.id, entry.entry_id, entry.price_cents);
    else await offerCountered(trx, entry.id, entry.entry_id, entry.created_by, entry.price_cents);
    if (!entry.is_latest) continue;
    const answerer = entry.created_by === entry.buyer_id ? entry.seller_id : entry.buyer_id;
    if (['ACCEPTED_SELLER', 'ACCEPTED_BUYER', 'REJECTED', 'CANCELLED'].includes(entry.status))
      await offerAnswered(trx, entry.id, entry.entry_id, answerer, entry.status);
    if (entry.status === 'OPEN')
      await offerExpiring(trx, entry, { id: entry.entry_id, created_by: entry.created_by }, 24);
  }

  const room = await trx
    .selectFrom('rooms')
    .select('id')
    .where('pair_key', '=', `${Math.min(buyer, seller)}:${Math.max(buyer, seller)}`)
    .executeTakeFirst();
  // Each of the two is told of the other's latest message in their room.
  if (room) {
    for (const recipient of [buyer, seller]) {
      const last = await trx
        .selectFrom('messages')
        .select(['id', 'sender_id'])
        .where('room_id', '=', room.id)
        .where('sender_id', '<>', recipient)
        .orderBy('id', 'desc')
        .executeTakeFirst();
      if (!last) continue;
      await trx
        .deleteFrom('message_mail_throttle')
        .where('room_id', '=', room.id)
        .where('user_id', '=', recipient)
        .execute();
      const sender = await trx
        .selectFrom('users')
        .select('name')
        .where('id', '=', last.sender_id)
        .executeTakeFirstOrThrow();
      await messageReceived(trx, {
        id: last.id,
        roomId: room.id,
        senderName: sender.name,
        recipientId: recipient,
      });
    }
  }

  // The seller asked the marketplace a question too, and an administrator answered.
  const orderProblem = await trx
    .selectFrom('report_types')
    .select('id')
    .where('scope', '=', 'COMMON')
    .where('type', '=', 'Order problem')
    .executeTakeFirst();
  if (orderProblem) {
    const asked = new Date(now - 2 * 86_400_000);
    const sellerReport = await trx
      .insertInto('reports')
      .values({
        scope: 'COMMON',
        report_type_id: orderProblem.id,
        reported_by: seller,
        report_on: null,
        title: 'Payout date',
        content: 'When is the payout of my last sale made?',
        created_at: asked,
        updated_at: asked,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('report_replies')
      .values({
        report_id: sellerReport.id,
        sender_id: idOf('admin@momento.test'),
        message: 'Payouts go out two days after the buyer confirms receipt.',
        sent_at: new Date(asked.getTime() + 3_600_000),
      })
      .execute();
  }

  const replies = await trx
    .selectFrom('reports as r')
    .innerJoin('report_replies as rr', 'rr.report_id', 'r.id')
    .select(['r.id', 'r.title', 'r.reported_by', 'rr.id as reply_id'])
    .where('r.reported_by', 'in', [buyer, seller])
    .where('rr.sender_id', '<>', sql<number>`r.reported_by`)
    .orderBy('rr.id')
    .execute();
  for (const reply of replies)
    await reportReplied(
      trx,
      { id: reply.id, title: reply.title, reportedBy: reply.reported_by },
      reply.reply_id,
    );

  // Spread over the last five days, newest last, the older half read; none mailed.
  const rows = await trx
    .selectFrom('notifications')
    .select('id')
    .where('user_id', 'in', [buyer, seller])
    .orderBy('id')
    .execute();
  for (const [index, row] of rows.entries()) {
    const at = new Date(now - ((rows.length - 1 - index) * (5 * 86_400_000)) / Math.max(1, rows.length));
    await trx
      .updateTable('notifications')
      .set({ created_at: at, read_at: index < rows.length / 2 ? at : null, mail_state: 'skipped' })
      .where('id', '=', row.id)
      .execute();
  }
  // The other parties of those negotiations were told too: their history is not mailed either.
  await trx
    .updateTable('notifications')
    .set({ mail_state: 'skipped' })
    .where('mail_state', '=', 'pending')
    .execute();
}
