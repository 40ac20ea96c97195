import { MESSAGE_MAIL_MINUTES, SHIP_BY_DAYS } from '@momento/contract';
import { sql } from 'kysely';
import type { Queryable } from '../db/database.ts';
import { notify } from './notify.ts';

// The events worth telling, one function each: who is told (the right side only), in which words, with a link to
// the page in question. Each runs inside the transaction of the change it reports.

const ORDERS_BUY = '/account/myorders';
const ORDERS_SELL = '/account/myorders?tab=SELL';
const offerPage = (offerNo: string) => `/account/myoffers/${offerNo}`;

const dateText = (date: Date) => date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

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
      type: 'order_paid',
      key: `sub-order:${sub.id}`,
      title: `Order ${sub.order_no} is paid: please ship it`,
      body: `Your tickets sold and the buyer paid for order ${sub.order_no}. Please ship them by ${dateText(shipBy)} and add the tracking details.`,
      link: ORDERS_SELL,
    });
  }
}

/** The buyer of an unpaid order whose payment window closes soon. */
export async function orderPaymentClosing(db: Queryable, order: { id: number; order_no: string; buyer_id: number; expires_at: Date }): Promise<void> {
  const minutes = Math.max(1, Math.round((order.expires_at.getTime() - Date.now()) / 60_000));
  await notify(db, {
    userId: order.buyer_id,
    type: 'order_payment_closing',
    key: `order:${order.id}`,
    title: `Order ${order.order_no}: payment window closes in ${minutes} minutes`,
    body: `Order ${order.order_no} is not paid yet. Pay within ${minutes} minutes, or the tickets are released to other buyers.`,
    link: `/previeworder/${order.order_no}`,
  });
}

/** The buyer of an unpaid order that was cancelled or whose payment window closed. */
export async function orderEnded(db: Queryable, orderId: number, status: 'CANCELLED' | 'EXPIRED'): Promise<void> {
  const order = await db.selectFrom('orders').select(['order_no', 'buyer_id']).where('id', '=', orderId).executeTakeFirstOrThrow();
  const expired = status === 'EXPIRED';
  await notify(db, {
    userId: order.buyer_id,
    type: expired ? 'order_expired' : 'order_cancelled',
    key: `order:${orderId}`,
    title: expired ? `Order ${order.order_no} expired` : `Order ${order.order_no} is cancelled`,
    body: expired
      ? `Order ${order.order_no} was not paid in time, so its tickets were released. Nothing was charged.`
      : `Order ${order.order_no} was cancelled before payment and its tickets were released. Nothing was charged.`,
    link: ORDERS_BUY,
  });
}

/** The buyer: the seller added tracking details (shipped). */
export async function orderShipped(db: Queryable, subOrderId: number): Promise<void> {
  const sub = await subOrderParties(db, subOrderId);
  const tracking = await db.selectFrom('fulfilments').select(['carrier_name', 'tracking_no']).where('sub_order_id', '=', subOrderId).executeTakeFirst();
  const how = tracking ? ` with ${tracking.carrier_name}, tracking id ${tracking.tracking_no}` : '';
  await notify(db, {
    userId: sub.buyer_id,
    type: 'order_shipped',
    key: `sub-order:${sub.id}`,
    title: `Order ${sub.order_no} has shipped`,
    body: `The seller shipped your tickets of order ${sub.order_no}${how}.`,
    link: ORDERS_BUY,
  });
}

/** The buyer: the seller marked the tickets delivered. */
export async function orderDelivered(db: Queryable, subOrderId: number): Promise<void> {
  const sub = await subOrderParties(db, subOrderId);
  await notify(db, {
    userId: sub.buyer_id,
    type: 'order_delivered',
    key: `sub-order:${sub.id}`,
    title: `Order ${sub.order_no} is delivered`,
    body: `The seller marked your tickets of order ${sub.order_no} as delivered. Once they are with you, confirm with Order Received.`,
    link: ORDERS_BUY,
  });
}

/** The seller: the buyer confirmed receipt. */
export async function orderReceived(db: Queryable, subOrderId: number): Promise<void> {
  const sub = await subOrderParties(db, subOrderId);
  await notify(db, {
    userId: sub.seller_id,
    type: 'order_received',
    key: `sub-order:${sub.id}`,
    title: `Order ${sub.order_no} was received`,
    body: `The buyer confirmed receiving the tickets of order ${sub.order_no}. The sale is complete; you can rate the buyer now.`,
    link: ORDERS_SELL,
  });
}

/** The rated party: the other side of a delivered order gave ratings (once per rating author and sub-order). */
export async function ratingReceived(db: Queryable, rating: { subOrderId: number; subjectId: number; role: 'BUYER' | 'SELLER' }): Promise<void> {
  const sub = await subOrderParties(db, rating.subOrderId);
  const by = rating.role === 'BUYER' ? 'buyer' : 'seller';
  await notify(db, {
    userId: rating.subjectId,
    type: 'rating_received',
    key: `sub-order:${sub.id}:by:${by}`,
    title: `New rating for order ${sub.order_no}`,
    body: `The ${by} of order ${sub.order_no} rated you.`,
    link: '/account/myreviews',
  });
}

// ───────────────────────── offers ─────────────────────────

type OfferParties = { id: number; offer_no: string; buyer_id: number; seller_id: number };

async function offerParties(db: Queryable, offerId: number): Promise<OfferParties> {
  return db.selectFrom('offers').select(['id', 'offer_no', 'buyer_id', 'seller_id']).where('id', '=', offerId).executeTakeFirstOrThrow();
}

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** The seller: a buyer made an offer. */
export async function offerReceived(db: Queryable, offerId: number, entryId: number, priceCents: number): Promise<void> {
  const offer = await offerParties(db, offerId);
  await notify(db, {
    userId: offer.seller_id,
    type: 'offer_received',
    key: `entry:${entryId}`,
    title: `New offer ${offer.offer_no}: ${dollars(priceCents)}`,
    body: `A buyer offered ${dollars(priceCents)} for your tickets (offer ${offer.offer_no}). Accept, reject or counter it before it expires.`,
    link: offerPage(offer.offer_no),
  });
}

/** The other party: a counter-offer on their offer. */
export async function offerCountered(db: Queryable, offerId: number, entryId: number, byUserId: number, priceCents: number): Promise<void> {
  const offer = await offerParties(db, offerId);
  const toBuyer = byUserId === offer.seller_id;
  await notify(db, {
    userId: toBuyer ? offer.buyer_id : offer.seller_id,
    type: 'offer_countered',
    key: `entry:${entryId}`,
    title: `Counter-offer on ${offer.offer_no}: ${dollars(priceCents)}`,
    body: `The ${toBuyer ? 'seller' : 'buyer'} countered offer ${offer.offer_no} with ${dollars(priceCents)}. Answer it before it expires.`,
    link: offerPage(offer.offer_no),
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
  const byResult: Record<string, { type: 'offer_accepted' | 'offer_rejected' | 'offer_cancelled'; title: string; body: string }> = {
    ACCEPTED_SELLER: {
      type: 'offer_accepted' as const,
      title: `Offer ${offer.offer_no} accepted`,
      body: `The seller accepted offer ${offer.offer_no}. The tickets are set aside for you: add them to your cart and pay to complete the purchase.`,
    },
    ACCEPTED_BUYER: {
      type: 'offer_accepted' as const,
      title: `Counter-offer ${offer.offer_no} accepted`,
      body: `The buyer accepted your counter-offer ${offer.offer_no}. Confirm it with Accept so that the buyer can pay.`,
    },
    REJECTED: { type: 'offer_rejected' as const, title: `Offer ${offer.offer_no} rejected`, body: `The ${by} rejected offer ${offer.offer_no}.` },
    CANCELLED: { type: 'offer_cancelled' as const, title: `Offer ${offer.offer_no} cancelled`, body: `The ${by} cancelled the accepted offer ${offer.offer_no}. The tickets are back on sale.` },
  };
  const texts = byResult[result];
  if (!texts) return;
  await notify(db, { userId, type: texts.type, key: `entry:${entryId}:${result}`, title: texts.title, body: texts.body, link: offerPage(offer.offer_no) });
}

/** The buyer: the seller's automatic answer (auto-accept or auto-decline price) decided their offer at once. */
export async function offerAnsweredAutomatically(db: Queryable, offerId: number, entryId: number, answer: 'ACCEPTED_SELLER' | 'REJECTED'): Promise<void> {
  const offer = await offerParties(db, offerId);
  const accepted = answer === 'ACCEPTED_SELLER';
  await notify(db, {
    userId: offer.buyer_id,
    type: 'offer_answered_automatically',
    key: `entry:${entryId}`,
    title: `Offer ${offer.offer_no} ${accepted ? 'accepted' : 'declined'} automatically`,
    body: accepted
      ? `Your offer ${offer.offer_no} met the seller's automatic acceptance price and was accepted. Add the tickets to your cart and pay to complete the purchase.`
      : `Your offer ${offer.offer_no} was below the seller's automatic decline price and was declined. You can make a higher offer.`,
    link: offerPage(offer.offer_no),
  });
}

/** Both parties: an open offer or counter went unanswered until it expired. */
export async function offerExpired(db: Queryable, offerId: number, entryId: number, createdBy: number): Promise<void> {
  const offer = await offerParties(db, offerId);
  for (const userId of [offer.buyer_id, offer.seller_id]) {
    const own = userId === createdBy;
    await notify(db, {
      userId,
      type: 'offer_expired',
      key: `entry:${entryId}`,
      title: `Offer ${offer.offer_no} expired`,
      body: own ? `Your offer ${offer.offer_no} expired without an answer.` : `Offer ${offer.offer_no} expired before you answered it.`,
      link: offerPage(offer.offer_no),
    });
  }
}

/** The party who has to answer an open offer or counter: it expires in `hours` (24 or 1). */
export async function offerExpiring(db: Queryable, offer: OfferParties, entry: { id: number; created_by: number }, hours: number): Promise<void> {
  await notify(db, {
    userId: entry.created_by === offer.buyer_id ? offer.seller_id : offer.buyer_id,
    type: 'offer_expiring',
    key: `entry:${entry.id}:${hours}h`,
    title: `Offer ${offer.offer_no} expires in ${hours === 1 ? '1 hour' : `${hours} hours`}`,
    body: `Offer ${offer.offer_no} is waiting for your answer and expires in ${hours === 1 ? 'an hour' : `${hours} hours`}. Accept, reject or counter it before then.`,
    link: offerPage(offer.offer_no),
  });
}

// ───────────────────────── messages and reports ─────────────────────────

/**
 * A chat message for a recipient who has no open page (no live stream): at most one per room and recipient every
 * MESSAGE_MAIL_MINUTES (later messages within that time are in the room when they come to read it). The throttle row
 * is claimed with one guarded upsert, so two messages at once cannot both pass.
 */
export async function messageReceived(db: Queryable, message: { id: number; roomId: number; senderName: string; recipientId: number }): Promise<void> {
  const claimed = await sql<{ room_id: number }>`
    INSERT INTO message_mail_throttle (room_id, user_id, mailed_at) VALUES (${message.roomId}, ${message.recipientId}, now())
    ON CONFLICT (room_id, user_id) DO UPDATE SET mailed_at = now()
      WHERE message_mail_throttle.mailed_at <= now() - make_interval(mins => ${MESSAGE_MAIL_MINUTES})
    RETURNING room_id`.execute(db);
  if (!claimed.rows.length) return;
  await notify(db, {
    userId: message.recipientId,
    type: 'message_received',
    key: `message:${message.id}`,
    title: `New message from ${message.senderName}`,
    body: `${message.senderName} sent you a message on Momento.`,
    link: `/account/mymessages/${message.roomId}`,
  });
}

/** The reporter: a reply to their report by someone else (an administrator). */
export async function reportReplied(db: Queryable, report: { id: number; title: string | null; reportedBy: number }, replyId: number): Promise<void> {
  const title = report.title ? `'${report.title}'` : `#${report.id}`;
  await notify(db, {
    userId: report.reportedBy,
    type: 'report_replied',
    key: `reply:${replyId}`,
    title: `Reply to your report ${title}`,
    body: `There is a new reply to your report ${title}.`,
    link: `/account/report/${report.id}`,
  });
}
