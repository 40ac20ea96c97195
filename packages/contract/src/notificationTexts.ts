// What each notification says, written once: the API writes these when the event happens (apps/api src/notifications/
// events.ts), and the kit's mock server writes the same for its own offers, orders and messages. Zod-free. Each
// function gives the notification's type, title, body and link (a site path) from the event's facts.

import type { NotificationType } from './notifications.ts';

/** One notification's words and page. */
export type NotificationText = { type: NotificationType; title: string; body: string; link: string };

/** The buyer's orders page, and the seller's tab of it. */
export const ORDERS_BUY_PATH = '/account/myorders';
export const ORDERS_SELL_PATH = '/account/myorders?tab=SELL';
/** One offer's page. */
export const offerPath = (offerNo: string) => `/account/myoffers/${offerNo}`;

/** A date in the notifications' words: "July 30, 1966" (UTC). */
export const notificationDate = (date: Date) =>
  date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
/** An amount in whole cents as the notifications write it: "$20.00". */
export const notificationDollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

// ───────────────────────── orders ─────────────────────────

/** To each seller of a paid order: ship it by `shipBy`. */
export const orderPaidText = (orderNo: string, shipBy: Date): NotificationText => ({
  type: 'order_paid',
  title: `Order ${orderNo} is paid: please ship it`,
  body: `Your tickets sold and the buyer paid for order ${orderNo}. Please ship them by ${notificationDate(shipBy)} and add the tracking details.`,
  link: ORDERS_SELL_PATH,
});

/** To the buyer of an unpaid order whose payment window closes in `minutes`. */
export const orderPaymentClosingText = (orderNo: string, minutes: number): NotificationText => ({
  type: 'order_payment_closing',
  title: `Order ${orderNo}: payment window closes in ${minutes} minutes`,
  body: `Order ${orderNo} is not paid yet. Pay within ${minutes} minutes, or the tickets are released to other buyers.`,
  link: `/previeworder/${orderNo}`,
});

/** To the buyer of an unpaid order that was cancelled or whose payment window closed. */
export const orderEndedText = (orderNo: string, status: 'CANCELLED' | 'EXPIRED'): NotificationText =>
  status === 'EXPIRED'
    ? {
        type: 'order_expired',
        title: `Order ${orderNo} expired`,
        body: `Order ${orderNo} was not paid in time, so its tickets were released. Nothing was charged.`,
        link: ORDERS_BUY_PATH,
      }
    : {
        type: 'order_cancelled',
        title: `Order ${orderNo} is cancelled`,
        body: `Order ${orderNo} was cancelled before payment and its tickets were released. Nothing was charged.`,
        link: ORDERS_BUY_PATH,
      };

/** To the buyer: the seller added tracking details (shipped). */
export const orderShippedText = (
  orderNo: string,
  tracking: { carrier: string; trackingNo: string } | null,
): NotificationText => ({
  type: 'order_shipped',
  title: `Order ${orderNo} has shipped`,
  body: `The seller shipped your tickets of order ${orderNo}${tracking ? ` with ${tracking.carrier}, tracking id ${tracking.trackingNo}` : ''}.`,
  link: ORDERS_BUY_PATH,
});

/** To the buyer: the seller marked the tickets delivered. */
export const orderDeliveredText = (orderNo: string): NotificationText => ({
  type: 'order_delivered',
  title: `Order ${orderNo} is delivered`,
  body: `The seller marked your tickets of order ${orderNo} as delivered. Once they are with you, confirm with Order Received.`,
  link: ORDERS_BUY_PATH,
});

/** To the seller: the buyer confirmed receipt. */
export const orderReceivedText = (orderNo: string): NotificationText => ({
  type: 'order_received',
  title: `Order ${orderNo} was received`,
  body: `The buyer confirmed receiving the tickets of order ${orderNo}. The sale is complete; you can rate the buyer now.`,
  link: ORDERS_SELL_PATH,
});

/** To the rated party: the other side of a delivered order (`by`) rated them. */
export const ratingReceivedText = (orderNo: string, by: 'buyer' | 'seller'): NotificationText => ({
  type: 'rating_received',
  title: `New rating for order ${orderNo}`,
  body: `The ${by} of order ${orderNo} rated you.`,
  link: '/account/myreviews',
});

// ───────────────────────── offers ─────────────────────────

/** To the seller: a buyer made an offer. */
export const offerReceivedText = (offerNo: string, priceCents: number): NotificationText => ({
  type: 'offer_received',
  title: `New offer ${offerNo}: ${notificationDollars(priceCents)}`,
  body: `A buyer offered ${notificationDollars(priceCents)} for your tickets (offer ${offerNo}). Accept, reject or counter it before it expires.`,
  link: offerPath(offerNo),
});

/** To the other party: a counter-offer by `by`. */
export const offerCounteredText = (
  offerNo: string,
  by: 'buyer' | 'seller',
  priceCents: number,
): NotificationText => ({
  type: 'offer_countered',
  title: `Counter-offer on ${offerNo}: ${notificationDollars(priceCents)}`,
  body: `The ${by} countered offer ${offerNo} with ${notificationDollars(priceCents)}. Answer it before it expires.`,
  link: offerPath(offerNo),
});

/**
 * To the party whose offer `by` answered, by the offer's new status: accepted by the seller or (a counter) by the
 * buyer, rejected, or (an accepted offer) cancelled. Null for any other status: it tells nothing.
 */
export function offerAnsweredText(
  offerNo: string,
  by: 'buyer' | 'seller',
  status: string,
): NotificationText | null {
  const link = offerPath(offerNo);
  switch (status) {
    case 'ACCEPTED_SELLER':
      return {
        type: 'offer_accepted',
        title: `Offer ${offerNo} accepted`,
        body: `The seller accepted offer ${offerNo}. The tickets are set aside for you: add them to your cart and pay to complete the purchase.`,
        link,
      };
    case 'ACCEPTED_BUYER':
      return {
        type: 'offer_accepted',
        title: `Counter-offer ${offerNo} accepted`,
        body: `The buyer accepted your counter-offer ${offerNo}. Confirm it with Accept so that the buyer can pay.`,
        link,
      };
    case 'REJECTED':
      return {
        type: 'offer_rejected',
        title: `Offer ${offerNo} rejected`,
        body: `The ${by} rejected offer ${offerNo}.`,
        link,
      };
    case 'CANCELLED':
      return {
        type: 'offer_cancelled',
        title: `Offer ${offerNo} cancelled`,
        body: `The ${by} cancelled the accepted offer ${offerNo}. The tickets are back on sale.`,
        link,
      };
    default:
      return null;
  }
}

/** To the buyer: the seller's automatic answer (auto-accept or auto-decline price) decided their offer at once. */
export const offerAnsweredAutomaticallyText = (
  offerNo: string,
  answer: 'ACCEPTED_SELLER' | 'REJECTED',
): NotificationText => ({
  type: 'offer_answered_automatically',
  title: `Offer ${offerNo} ${answer === 'ACCEPTED_SELLER' ? 'accepted' : 'declined'} automatically`,
  body:
    answer === 'ACCEPTED_SELLER'
      ? `Your offer ${offerNo} met the seller's automatic acceptance price and was accepted. Add the tickets to your cart and pay to complete the purchase.`
      : `Your offer ${offerNo} was below the seller's automatic decline price and was declined. You can make a higher offer.`,
  link: offerPath(offerNo),
});

/** To both parties of an open offer or counter that went unanswered: `own` for the one who made it. */
export const offerExpiredText = (offerNo: string, own: boolean): NotificationText => ({
  type: 'offer_expired',
  title: `Offer ${offerNo} expired`,
  body: own
    ? `Your offer ${offerNo} expired without an answer.`
    : `Offer ${offerNo} expired before you answered it.`,
  link: offerPath(offerNo),
});

/** To the party who has to answer an open offer or counter: it expires in `hours` (24 or 1). */
export const offerExpiringText = (offerNo: string, hours: number): NotificationText => ({
  type: 'offer_expiring',
  title: `Offer ${offerNo} expires in ${hours === 1 ? '1 hour' : `${hours} hours`}`,
  body: `Offer ${offerNo} is waiting for your answer and expires in ${hours === 1 ? 'an hour' : `${hours} hours`}. Accept, reject or counter it before then.`,
  link: offerPath(offerNo),
});

// ───────────────────────── messages and reports ─────────────────────────

/** To a chat message's recipient who has no page open. */
export const messageReceivedText = (senderName: string, roomId: number): NotificationText => ({
  type: 'message_received',
  title: `New message from ${senderName}`,
  body: `${senderName} sent you a message on Momento.`,
  link: `/account/mymessages/${roomId}`,
});

/** To the reporter: a reply to their report (titled, or #id) by someone else. */
export function reportRepliedText(report: { id: number; title: string | null }): NotificationText {
  const title = report.title ? `'${report.title}'` : `#${report.id}`;
  return {
    type: 'report_replied',
    title: `Reply to your report ${title}`,
    body: `There is a new reply to your report ${title}.`,
    link: `/account/report/${report.id}`,
  };
}

// ───────────────────────── following ─────────────────────────

/** The buyer's saved searches and watchlist pages (the e-mails' buttons, the notifications' links). */
export const SAVED_SEARCHES_PATH = '/account/searches';
export const WATCHLIST_PATH = '/account/watchlist';

/** The words of saved-search matches, price drops and their e-mails (docs/rules/follow.md). */
export const FOLLOW_ALERT_TEXTS = {
  matchTitle: (name: string, count: number) =>
    count === 1 ? `New listing for "${name}"` : `${count} new listings for "${name}"`,
  matchBody: (name: string, count: number, latest: string) =>
    count === 1
      ? `${latest} matches your saved search "${name}".`
      : `${count} new listings match your saved search "${name}". The latest: ${latest}.`,
  dropTitle: (name: string) => `Price drop: ${name}`,
  dropBody: (name: string, from: number, to: number) =>
    `${name}, which you watch, is now ${notificationDollars(to)}, down from ${notificationDollars(from)}.`,
  alertMailTitle: (count: number) =>
    count === 1 ? 'A new listing for your saved searches' : `${count} new listings for your saved searches`,
  alertMailBody: 'These listings were just put on sale and match your saved searches:',
  digestTitle: (count: number) =>
    count === 1 ? 'Your daily digest: 1 new listing' : `Your daily digest: ${count} new listings`,
  digestBody: 'Listings put on sale since your last digest that match your saved searches:',
  mailAction: 'See your saved searches',
} as const;
