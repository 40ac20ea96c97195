import { MODERATION_KIND_LABELS, type ModerationKind } from '@momento/contract';
import type { Queryable } from '../db/database.ts';
import { notify } from './notify.ts';

// What an admin's decisions tell the people concerned (notification centre and e-mail, always: kind
// `moderation`, like replies to reports, cannot be switched off). Each runs inside the decision's transaction.

const MY_TICKETS = '/account/mytickets';
const MY_ORDERS = '/account/myorders';
const ORDERS_SELL = '/account/myorders?tab=SELL';

const kindText = (kind: ModerationKind) => MODERATION_KIND_LABELS[kind].toLowerCase();

/** The creator of a reference item: approved (possibly under a new name) or rejected with the admin's reason. */
export async function referenceDecided(
  db: Queryable,
  item: {
    kind: ModerationKind;
    id: number;
    creatorId: number;
    name: string;
    status: 'APPROVED' | 'REJECTED';
    reason: string | null;
  },
): Promise<void> {
  const what = `${kindText(item.kind)} '${item.name}'`;
  await notify(db, {
    userId: item.creatorId,
    type: item.status === 'APPROVED' ? 'reference_approved' : 'reference_rejected',
    key: `${item.kind}:${item.id}`,
    title: item.status === 'APPROVED' ? `Your ${what} is approved` : `Your ${what} was rejected`,
    body:
      item.status === 'APPROVED'
        ? `The ${what} you added is approved and shown to everyone.`
        : `The ${what} you added was rejected: ${item.reason ?? ''} Your ticket form shows its status; choose another ${kindText(item.kind)} or edit your ticket.`,
    link: MY_TICKETS,
  });
}

/** The seller of a ticket an admin hid (with the reason) or restored. */
export async function ticketModerated(
  db: Queryable,
  ticket: { id: number; sellerId: number; name: string; hidden: boolean; reason: string | null },
  auditId: number,
): Promise<void> {
  await notify(db, {
    userId: ticket.sellerId,
    type: ticket.hidden ? 'listing_hidden' : 'listing_restored',
    key: `listing:${ticket.id}:${auditId}`,
    title: ticket.hidden
      ? `Your listing '${ticket.name}' is hidden`
      : `Your listing '${ticket.name}' is shown again`,
    body: ticket.hidden
      ? `An administrator hid your listing '${ticket.name}' from the marketplace: ${ticket.reason ?? ''}`
      : `An administrator restored your listing '${ticket.name}'; it is shown in the marketplace again.`,
    link: `${MY_TICKETS}/${ticket.id}/edit`,
  });
}

/** A seller whose permission an admin deactivated or reactivated. */
export async function sellerPermissionChanged(
  db: Queryable,
  seller: { id: number; active: boolean; reason: string | null },
  auditId: number,
): Promise<void> {
  await notify(db, {
    userId: seller.id,
    type: seller.active ? 'seller_reactivated' : 'seller_deactivated',
    key: `seller:${seller.id}:${auditId}`,
    title: seller.active ? 'Your seller account is active again' : 'Your seller account is deactivated',
    body: seller.active
      ? 'An administrator reactivated your seller account: your listings are on sale again.'
      : `An administrator deactivated your seller account, and your listings left the marketplace.${seller.reason ? ` Reason: ${seller.reason}` : ''}`,
    link: MY_TICKETS,
  });
}

/** Buyer and seller of a sub-order an admin settled: delivered, or cancelled and refunded. */
export async function subOrderSettled(
  db: Queryable,
  sub: { id: number; orderNo: string; buyerId: number; sellerId: number },
  outcome: { delivered: true } | { delivered: false; amount: string; reason: string },
): Promise<void> {
  if (outcome.delivered) {
    for (const [userId, link] of [
      [sub.buyerId, MY_ORDERS],
      [sub.sellerId, ORDERS_SELL],
    ] as const) {
      await notify(db, {
        userId,
        type: 'order_settled',
        key: `sub-order:${sub.id}`,
        title: `Order ${sub.orderNo} is settled as delivered`,
        body: `An administrator confirmed the delivery of order ${sub.orderNo}.`,
        link,
      });
    }
    return;
  }
  // The refund is asked of the payment service after the cancellation commits (docs/rules/refunds.md): the buyer is
  // told it is pending now, and refundCompleted tells them when it is done.
  for (const [userId, link, body] of [
    [
      sub.buyerId,
      MY_ORDERS,
      `An administrator cancelled your order ${sub.orderNo}: ${outcome.reason} A refund of ${outcome.amount} is pending with the payment service; we will tell you when it is done.`,
    ],
    [
      sub.sellerId,
      ORDERS_SELL,
      `An administrator cancelled order ${sub.orderNo} and is refunding the buyer: ${outcome.reason} Its tickets are back in your listings.`,
    ],
  ] as const) {
    await notify(db, {
      userId,
      type: 'order_refunded',
      key: `sub-order:${sub.id}`,
      title: `Order ${sub.orderNo} is cancelled; refund pending`,
      body,
      link,
    });
  }
}

/** The buyer of a cancelled sub-order, once the payment service confirmed its refund (amount and date). */
export async function refundCompleted(
  db: Queryable,
  sub: { id: number; orderNo: string; buyerId: number },
  refund: { amount: string; at: Date },
): Promise<void> {
  const day = refund.at.toISOString().slice(0, 10);
  await notify(db, {
    userId: sub.buyerId,
    type: 'order_refunded',
    key: `refund:${sub.id}`,
    title: `Order ${sub.orderNo} is refunded`,
    body: `Refunded ${refund.amount} on ${day} for your order ${sub.orderNo}, to the account you paid with.`,
    link: MY_ORDERS,
  });
}
