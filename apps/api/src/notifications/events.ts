import {
  MESSAGE_MAIL_MINUTES,
  SHIP_BY_DAYS,
  messageReceivedText,
  offerAnsweredAutomaticallyText,
  offerAnsweredText,
  offerCounteredText,
  offerExpiredText,
  offerExpiringText,
  offerReceivedText,
  orderDeliveredText,
  orderEndedText,
  orderPaidText,
  orderPaymentClosingText,
  orderReceivedText,
  orderShippedText,
  ratingReceivedText,
  reportRepliedText,
} from '@momento/contract';
import { sql } from 'kysely';
import type { Queryable } from '../db/database.ts';
import { notify } from './notify.ts';

// The events worth telling, one function each: who is told (the right side only), in which words, with a link to
// the page in question. Each runs inside the transaction of the change it reports. The words are the contract's
// (notificationTexts.ts), which the kit's mock server writes too.

type SubOrderParties = { id: number; order_no: string; buyer_id: number; seller_id: number };

async function subOrderParties(db: Queryable, subOrderId: number): Promise<SubOrderParties> {
  return db
    .selectFrom('sub_orders as so')
    .innerJoin('orders as o', 'o.id', 'so.order_id')
    .select(['so.id', 'o.order_no', 'o.buyer_id', 'so.seller_id'])
    .where('so.id', '=', subOrderId)
    .executeTakeFirstOrThrow();
}

// ───────────────────────── orders ─────────────────────────

/** Each seller of a paid order: it sold, ship it by SHIP_BY_DAYS from now. */
export async function orderPaid(db: Queryable, orderId: number): Promise<void> {
  const subs = await db
    .selectFrom('sub_orders as so')
    .innerJoin('orders as o', 'o.id', 'so.order_id')
    .select(['so.id', 'so.seller_id', 'o.order_no', 'o.paid_at'])
    .where('o.id', '=', orderId)
    .execute();
  for (const sub of subs) {
    const shipBy = new Date((sub.paid_at ?? new Date()).getTime() + SHIP_BY_DAYS * 86_400_000);
    await notify(db, {
      userId: sub.seller_id,
      key: `sub-order:${sub.id}`,
      ...orderPaidText(sub.order_no, shipBy),
    });
  }
}

/** The buyer of an unpaid order whose payment window closes soon. */
export async function orderPaymentClosing(
  db: Queryable,
  order: { id: number; order_no: string; buyer_id: number; expires_at: Date },
): Promise<void> {
  const minutes = Math.max(1, Math.round((order.expires_at.getTime() - Date.now()) / 60_000));
  await notify(db, {
    userId: order.buyer_id,
    key: `order:${order.id}`,
    ...orderPaymentClosingText(order.order_no, minutes),
  });
}

/** The buyer of an unpaid order that was cancelled or whose payment window closed. */
export async function orderEnded(
  db: Queryable,
  orderId: number,
  status: 'CANCELLED' | 'EXPIRED',
): Promise<void> {
  const order = await db
    .selectFrom('orders')
    .select(['order_no', 'buyer_id'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  await notify(db, {
    userId: order.buyer_id,
    key: `order:${orderId}`,
    ...orderEndedText(order.order_no, status),
  });
}

/** The buyer: the seller added tracking details (shipped). */
export async function orderShipped(db: Queryable, subOrderId: number): Promise<void> {
  const sub = await subOrderParties(db, subOrderId);
  const tracking = await db
    .selectFrom('fulfilments')
    .select(['carrier_name', 'tracking_no'])
    .where('sub_order_id', '=', subOrderId)
    .executeTakeFirst();
  await notify(db, {
    userId: sub.buyer_id,
    key: `sub-order:${sub.id}`,
    ...orderShippedText(
      sub.order_no,
      tracking ? { carrier: tracking.carrier_name, trackingNo: tracking.tracking_no } : null,
    ),
  });
}

/** The buyer: the seller marked the tickets delivered. */
export async function orderDelivered(db: Queryable, subOrderId: number): Promise<void> {
  const sub = await subOrderParties(db, subOrderId);
  await notify(db, { userId: sub.buyer_id, key: `sub-order:${sub.id}`, ...orderDeliveredText(sub.order_no) });
}

/** The seller: the buyer confirmed receipt. */
export async function orderReceived(db: Queryable, subOrderId: number): Promise<void> {
  const sub = await subOrderParties(db, subOrderId);
  await notify(db, { userId: sub.seller_id, key: `sub-order:${sub.id}`, ...orderReceivedText(sub.order_no) });
}

/** The rated party: the other side of a delivered order gave ratings (once per rating author and sub-order). */
export async function ratingReceived(
  db: Queryable,
  rating: { subOrderId: number; subjectId: number; role: 'BUYER' | 'SELLER' },
): Promise<void> {
  const sub = await subOrderParties(db, rating.subOrderId);
  const by = rating.role === 'BUYER' ? 'buyer' : 'seller';
  await notify(db, {
    userId: rating.subjectId,
    key: `sub-order:${sub.id}:by:${by}`,
    ...ratingReceivedText(sub.order_no, by),
  });
}

// ───────────────────────── offers ─────────────────────────

type OfferParties = { id: number; offer_no: string; buyer_id: number; seller_id: number };

async function offerParties(db: Queryable, offerId: number): Promise<OfferParties> {
  return db
    .selectFrom('offers')
    .select(['id', 'offer_no', 'buyer_id', 'seller_id'])
    .where('id', '=', offerId)
    .executeTakeFirstOrThrow();
}

/** The seller: a buyer made an offer. */
export async function offerReceived(
  db: Queryable,
  offerId: number,
  entryId: number,
  priceCents: number,
): Promise<void> {
  const offer = await offerParties(db, offerId);
  await notify(db, {
    userId: offer.seller_id,
    key: `entry:${entryId}`,
    ...offerReceivedText(offer.offer_no, priceCents),
  });
}

/** The other party: a counter-offer on their offer. */
export async function offerCountered(
  db: Queryable,
  offerId: number,
  entryId: number,
  byUserId: number,
  priceCents: number,
): Promise<void> {
  const offer = await offerParties(db, offerId);
  const toBuyer = byUserId === offer.seller_id;
  await notify(db, {
    userId: toBuyer ? offer.buyer_id : offer.seller_id,
    key: `entry:${entryId}`,
    ...offerCounteredText(offer.offer_no, toBuyer ? 'seller' : 'buyer', priceCents),
  });
}

/** The party whose offer was answered: accepted, rejected or (an accepted offer) cancelled by the seller. */
export async function offerAnswered(
  db: Queryable,
  offerId: number,
  entryId: number,
  byUserId: number,
  /** The offer's new status; the others (none today) tell nothing. */
  result: string,
): Promise<void> {
  const offer = await offerParties(db, offerId);
  const userId = byUserId === offer.seller_id ? offer.buyer_id : offer.seller_id;
  const by = byUserId === offer.seller_id ? 'seller' : 'buyer';
  const texts = offerAnsweredText(offer.offer_no, by, result);
  if (!texts) return;
  await notify(db, { userId, key: `entry:${entryId}:${result}`, ...texts });
}

/** The buyer: the seller's automatic answer (auto-accept or auto-decline price) decided their offer at once. */
export async function offerAnsweredAutomatically(
  db: Queryable,
  offerId: number,
  entryId: number,
  answer: 'ACCEPTED_SELLER' | 'REJECTED',
): Promise<void> {
  const offer = await offerParties(db, offerId);
  await notify(db, {
    userId: offer.buyer_id,
    key: `entry:${entryId}`,
    ...offerAnsweredAutomaticallyText(offer.offer_no, answer),
  });
}

/** Both parties: an open offer or counter went unanswered until it expired. */
export async function offerExpired(
  db: Queryable,
  offerId: number,
  entryId: number,
  createdBy: number,
): Promise<void> {
  const offer = await offerParties(db, offerId);
  for (const userId of [offer.buyer_id, offer.seller_id]) {
    await notify(db, {
      userId,
      key: `entry:${entryId}`,
      ...offerExpiredText(offer.offer_no, userId === createdBy),
    });
  }
}

/** The party who has to answer an open offer or counter: it expires in `hours` (24 or 1). */
export async function offerExpiring(
  db: Queryable,
  offer: OfferParties,
  entry: { id: number; created_by: number },
  hours: number,
): Promise<void> {
  await notify(db, {
    userId: entry.created_by === offer.buyer_id ? offer.seller_id : offer.buyer_id,
    key: `entry:${entry.id}:${hours}h`,
    ...offerExpiringText(offer.offer_no, hours),
  });
}

// ───────────────────────── messages and reports ─────────────────────────

/**
 * A chat message for a recipient who has no open page (no live stream): at most one per room and recipient every
 * MESSAGE_MAIL_MINUTES (later messages within that time are in the room when they come to read it). The throttle row
 * is claimed with one guarded upsert, so two messages at once cannot both pass.
 */
export async function messageReceived(
  db: Queryable,
  message: { id: number; roomId: number; senderName: string; recipientId: number },
): Promise<void> {
  const claimed = await sql<{ room_id: number }>`
    INSERT INTO message_mail_throttle (room_id, user_id, mailed_at) VALUES (${message.roomId}, ${message.recipientId}, now())
    ON CONFLICT (room_id, user_id) DO UPDATE SET mailed_at = now()
      WHERE message_mail_throttle.mailed_at <= now() - make_interval(mins => ${MESSAGE_MAIL_MINUTES})
    RETURNING room_id`.execute(db);
  if (!claimed.rows.length) return;
  await notify(db, {
    userId: message.recipientId,
    key: `message:${message.id}`,
    ...messageReceivedText(message.senderName, message.roomId),
  });
}

/** The reporter: a reply to their report by someone else (an administrator). */
export async function reportReplied(
  db: Queryable,
  report: { id: number; title: string | null; reportedBy: number },
  replyId: number,
): Promise<void> {
  await notify(db, {
    userId: report.reportedBy,
    key: `reply:${replyId}`,
    ...reportRepliedText({ id: report.id, title: report.title }),
  });
}
