import {
  DEFAULT_PROCESSING_FEE,
  DEFAULT_TAX_RATE,
  ORDER_PAYMENT_MINUTES,
  type Address,
  type FulfilmentStatus,
  type OrderStatus,
} from '@momento/contract';
import { sql } from 'kysely';
import { toAddress } from '../../views/cartView.ts';
import { documentNo, percentOf } from '../../db/tx.ts';
import type { DemoContext } from './context.ts';

const DAY = 86_400_000;

export type DemoOrder = {
  buyer: string;
  seller: string;
  tickets: number;
  status: OrderStatus;
  fulfilment?: FulfilmentStatus;
  daysAgo: number;
  /** Minutes left to pay (unpaid orders). */
  minutesLeft?: number;
  /** The buyer's rating of the seller and review. */
  buyerRates?: [number, number, number, string];
  /** The seller's rating of the buyer and review. */
  sellerRates?: [number, number, number, string];
  /**
   * Bought through an offer: the buyer offered `buyerPct` of the listed prices, the seller countered with
   * `sellerPct`, the buyer accepted and paid; the order has one OFFER line and the offer ends SOLD.
   */
  negotiated?: { buyerPct: number; sellerPct: number };
};

/**
 * My Orders' demo: the demo buyer's orders from the demo seller in every state - unpaid
 * with its payment window running, paid and waiting for tracking, shipped, delivered (by the seller's word and by
 * the buyer's), cancelled and expired, one from an admin seller - some rated and reviewed both ways, one with several tickets
 * bought through a negotiated offer (the offer SOLD); one order of the demo seller as a buyer, so both tabs and My
 * Reviews have content; and three other collectors' rated purchases from the demo seller (their reputation).
 */
export const DEMO_ORDERS: readonly DemoOrder[] = [
  {
    buyer: 'buyer@momento.test',
    seller: 'seller@momento.test',
    tickets: 1,
    status: 'PENDING_PAYMENT',
    daysAgo: 0,
    minutesLeft: 25,
  },
  {
    buyer: 'buyer@momento.test',
    seller: 'seller@momento.test',
    tickets: 2,
    status: 'PAID',
    fulfilment: 'OPEN',
    daysAgo: 2,
  },
  {
    buyer: 'buyer@momento.test',
    seller: 'seller@momento.test',
    tickets: 1,
    status: 'PAID',
    fulfilment: 'SHIPPED',
    daysAgo: 6,
  },
  {
    buyer: 'buyer@momento.test',
    seller: 'seller@momento.test',
    tickets: 1,
    status: 'PAID',
    fulfilment: 'DELIVERED_ACK_SELLER',
    daysAgo: 12,
  },
  {
    buyer: 'buyer@momento.test',
    seller: 'seller@momento.test',
    tickets: 3,
    status: 'PAID',
    fulfilment: 'DELIVERED_ACK_BUYER',
    daysAgo: 24,
    negotiated: { buyerPct: 80, sellerPct: 90 },
    buyerRates: [
      5,
      4,
      5,
      'Tickets arrived in a rigid sleeve, exactly as described. Quick answers to every question.',
    ],
    sellerRates: [5, 5, 5, 'Paid at once and confirmed delivery the same day. A pleasure to sell to.'],
  },
  {
    buyer: 'buyer@momento.test',
    seller: 'seller@momento.test',
    tickets: 1,
    status: 'PAID',
    fulfilment: 'DELIVERED_ACK_BUYER',
    daysAgo: 41,
    buyerRates: [4, 3, 4, 'The stub has a small crease the photos did not show, otherwise fine.'],
  },
  {
    buyer: 'buyer@momento.test',
    seller: 'admin@momento.test',
    tickets: 1,
    status: 'PAID',
    fulfilment: 'SHIPPED',
    daysAgo: 4,
  },
  { buyer: 'buyer@momento.test', seller: 'seller@momento.test', tickets: 1, status: 'CANCELLED', daysAgo: 9 },
  { buyer: 'buyer@momento.test', seller: 'seller@momento.test', tickets: 1, status: 'EXPIRED', daysAgo: 15 },
  {
    buyer: 'seller@momento.test',
    seller: 'vault@momento.test',
    tickets: 2,
    status: 'PAID',
    fulfilment: 'DELIVERED_ACK_BUYER',
    daysAgo: 30,
    buyerRates: [5, 5, 4, 'Well packed and on time.'],
    sellerRates: [5, 5, 5, 'Smooth sale, thank you!'],
  },
  // Other collectors' purchases from the demo seller, rated: with the demo buyer's two ratings the seller has five,
  // enough for the seller panel's reputation (averages from three ratings on; communication 4.6, description 4.2,
  // shipping 4.6) and a reviews page with several voices.
  {
    buyer: 'rita@momento.test',
    seller: 'seller@momento.test',
    tickets: 1,
    status: 'PAID',
    fulfilment: 'DELIVERED_ACK_BUYER',
    daysAgo: 18,
    buyerRates: [
      5,
      5,
      5,
      'Answered every question about the stub within the hour, and it came in a rigid mailer.',
    ],
  },
  {
    buyer: 'golden@momento.test',
    seller: 'seller@momento.test',
    tickets: 1,
    status: 'PAID',
    fulfilment: 'DELIVERED_ACK_BUYER',
    daysAgo: 33,
    buyerRates: [5, 4, 4, 'Good condition for its age; one corner is softer than the photos suggest.'],
  },
  {
    buyer: 'stubs@momento.test',
    seller: 'seller@momento.test',
    tickets: 1,
    status: 'PAID',
    fulfilment: 'DELIVERED_ACK_BUYER',
    daysAgo: 57,
    buyerRates: [4, 5, 5, 'Exactly as listed, shipped the next morning.'],
  },
];

const ADDRESS: Omit<Address, 'id' | 'type' | 'first_name' | 'last_name' | 'is_primary'> = {
  mobile_no: '+1 555 0100',
  address_line_1: '400 Market Square',
  address_line_2: 'Floor 3',
  administrative_area: 'CA',
  city: 'Bayside',
  postal_code: '94016',
  country: 'United States',
};

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The order's copy of one of the buyer's addresses, as checkout takes it (the copy keeps the id of the address it
 * came from). For a demo buyer without an address of that type, the order was copied from one the buyer has deleted
 * since: the copy stays on the order, the account keeps no address (the end-to-end suite checks out such a buyer
 * with new addresses).
 */
async function addressSnapshot(
  trx: DemoContext['trx'],
  buyerId: number,
  type: 'DELIVERY' | 'BILL',
  first: string,
  last: string,
): Promise<string> {
  let row = await trx
    .selectFrom('addresses')
    .selectAll()
    .where('user_id', '=', buyerId)
    .where('type', '=', type)
    .where('deleted_at', 'is', null)
    .orderBy('is_primary', 'desc')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  if (!row) {
    row = await trx
      .insertInto('addresses')
      .values({
        ...ADDRESS,
        user_id: buyerId,
        type,
        first_name: first,
        last_name: last,
        is_primary: false,
        deleted_at: new Date(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }
  return JSON.stringify(toAddress(row));
}

/** Places `orders` (DEMO_ORDERS by default) as checkout and payment would have, `daysAgo` before `now`. */
export async function seedOrdersDemo(
  { trx, idOf }: DemoContext,
  now = Date.now(),
  orders: readonly DemoOrder[] = DEMO_ORDERS,
): Promise<void> {
  const used = new Set<number>();
  for (const demo of orders) {
    const buyerId = idOf(demo.buyer);
    const sellerId = idOf(demo.seller);
    const buyer = await trx
      .selectFrom('users')
      .select('name')
      .where('id', '=', buyerId)
      .executeTakeFirstOrThrow();
    const [first = buyer.name, last = ''] = buyer.name.split(' ');
    const tickets = await sql<{
      id: number;
      listing_name: string;
      price_cents: number;
      image: string | null;
    }>`
      SELECT t.id, t.listing_name, t.price_cents,
             (SELECT ti.image_hash FROM ticket_images ti WHERE ti.ticket_id = t.id AND ti.deleted_at IS NULL ORDER BY ti.position, ti.id LIMIT 1) AS image
        FROM tickets t
       WHERE t.seller_id = ${sellerId} AND t.status = 'SELL' AND t.price_cents IS NOT NULL AND t.deleted_at IS NULL
         AND NOT (t.id = ANY(${sql.val([...used, 0])}::int[]))
       ORDER BY t.id LIMIT ${demo.tickets}`.execute(trx);
    if (tickets.rows.length < demo.tickets) continue;
    for (const ticket of tickets.rows) used.add(ticket.id);

    const orderedAt = new Date(now - demo.daysAgo * DAY - 3_600_000);
    const expiresAt =
      demo.minutesLeft !== undefined
        ? new Date(now + demo.minutesLeft * 60_000)
        : new Date(orderedAt.getTime() + ORDER_PAYMENT_MINUTES * 60_000);
    const listed = tickets.rows.reduce((sum, ticket) => sum + ticket.price_cents, 0);
    const offer = demo.negotiated
      ? await negotiatedOffer(trx, demo, buyerId, sellerId, tickets.rows, listed, orderedAt)
      : null;
    const base = offer ? offer.priceCents : listed;
    const tax = offer
      ? percentOf(base, DEFAULT_TAX_RATE)
      : tickets.rows.reduce((sum, ticket) => sum + percentOf(ticket.price_cents, DEFAULT_TAX_RATE), 0);
    const fee = percentOf(base, DEFAULT_PROCESSING_FEE);
    const seq = await sql<{ n: number }>`SELECT nextval('order_no_seq')::int AS n`.execute(trx);
    const order = await trx
      .insertInto('orders')
      .values({
        order_no: documentNo('MO', seq.rows[0]?.n ?? 0, orderedAt),
        buyer_id: buyerId,
        checkout_id: null,
        status: demo.status,
        subtotal_cents: base,
        delivery_cents: 0,
        tax_cents: tax,
        processing_fee_cents: fee,
        total_cents: base + tax,
        shipping_address: await addressSnapshot(trx, buyerId, 'DELIVERY', first, last),
        billing_address: await addressSnapshot(trx, buyerId, 'BILL', first, last),
        payment_method_id: null,
        ordered_at: orderedAt,
        expires_at: expiresAt,
        paid_at: demo.status === 'PAID' ? new Date(orderedAt.getTime() + 600_000) : null,
        cancelled_at: demo.status === 'CANCELLED' ? new Date(orderedAt.getTime() + 300_000) : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const sub = await trx
      .insertInto('sub_orders')
      .values({
        order_id: order.id,
        seller_id: sellerId,
        fulfilment_status: demo.fulfilment ?? 'OPEN',
        subtotal_cents: base,
        tax_cents: tax,
        processing_fee_cents: fee,
        total_cents: base + tax,
        due_cents: Math.max(0, base + tax - fee),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const live = demo.status === 'PAID' || demo.status === 'PENDING_PAYMENT';
    const snapshot = (ticket: (typeof tickets.rows)[number]) => ({
      product_id: ticket.id,
      listing_name: ticket.listing_name,
      cost_cents: ticket.price_cents,
      image: ticket.image,
    });
    // A negotiated order has one OFFER line for all its tickets (as checkout makes it); otherwise a BUY line each.
    const offerLine = offer
      ? await trx
          .insertInto('line_items')
          .values({
            sub_order_id: sub.id,
            type: 'OFFER',
            ticket_id: null,
            collection_id: null,
            offer_id: offer.id,
            offer_entry_id: offer.entryId,
            base_price_cents: base,
            tax_cents: tax,
            details: JSON.stringify(tickets.rows.map(snapshot)),
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      : null;
    for (const ticket of tickets.rows) {
      const line =
        offerLine ??
        (await trx
          .insertInto('line_items')
          .values({
            sub_order_id: sub.id,
            type: 'BUY',
            ticket_id: ticket.id,
            collection_id: null,
            offer_id: null,
            offer_entry_id: null,
            base_price_cents: ticket.price_cents,
            tax_cents: percentOf(ticket.price_cents, DEFAULT_TAX_RATE),
            details: JSON.stringify([snapshot(ticket)]),
          })
          .returning('id')
          .executeTakeFirstOrThrow());
      // A live order holds its tickets (until the payment window ends, or for good once paid); a cancelled or
      // expired one has released them, and they are for sale again.
      await trx
        .insertInto('ticket_holds')
        .values({
          ticket_id: ticket.id,
          cart_item_id: null,
          line_item_id: line.id,
          holder_id: buyerId,
          expires_at:
            demo.status === 'PENDING_PAYMENT' ? expiresAt : demo.status === 'PAID' ? null : expiresAt,
          released_at: live ? null : expiresAt,
        })
        .execute();
    }
    if (live) {
      const ids = tickets.rows.map((ticket) => ticket.id);
      await sql`UPDATE tickets SET status = ${demo.status === 'PAID' ? 'SOLD' : 'IN_ORDER'}, is_featured = false, updated_at = now()
                 WHERE id = ANY(${sql.val(ids)}::int[])`.execute(trx);
    }
    if (demo.status === 'PAID') {
      await trx
        .insertInto('payments')
        .values({
          order_id: order.id,
          provider: 'test',
          provider_order_id: `DEMO-${order.id}`,
          capture_id: `DEMO-CAPTURE-${order.id}`,
          method: 'TEST',
          amount_cents: base + tax,
          status: 'COMPLETED',
          is_paid: true,
          raw: null,
          paid_at: new Date(orderedAt.getTime() + 600_000),
        })
        .execute();
    }
    const fulfilment = demo.fulfilment ?? 'OPEN';
    if (demo.status === 'PAID' && fulfilment !== 'OPEN') {
      const shippedAt = new Date(orderedAt.getTime() + DAY);
      const delivered = fulfilment !== 'SHIPPED';
      await trx
        .insertInto('fulfilments')
        .values({
          sub_order_id: sub.id,
          carrier_name: 'UPS',
          service_name: 'Ground',
          tracking_no: `1Z999AA1${String(order.id).padStart(8, '0')}`,
          shipping_cost_cents: 1250,
          // A shipped order is expected in three days from now; a delivered one was expected four days after shipping.
          expected_delivery: isoDay(delivered ? shippedAt.getTime() + 4 * DAY : now + 3 * DAY),
          shipped_at: shippedAt,
          delivered_at: delivered ? new Date(shippedAt.getTime() + 3 * DAY) : null,
          received_at: fulfilment === 'DELIVERED_ACK_BUYER' ? new Date(shippedAt.getTime() + 3 * DAY) : null,
        })
        .execute();
    }
    const rate = async (
      author: number,
      subject: number,
      role: 'BUYER' | 'SELLER',
      [communication, description, shipping, content]: [number, number, number, string],
    ) => {
      const at = new Date(orderedAt.getTime() + 5 * DAY);
      await trx
        .insertInto('ratings')
        .values({
          sub_order_id: sub.id,
          author_id: author,
          subject_id: subject,
          role,
          communication_rating: communication,
          description_rating: description,
          shipping_rating: shipping,
          created_at: at,
          updated_at: at,
        })
        .execute();
      await trx
        .insertInto('reviews')
        .values({
          sub_order_id: sub.id,
          author_id: author,
          subject_id: subject,
          role,
          content,
          created_at: at,
          updated_at: at,
        })
        .execute();
    };
    if (demo.buyerRates) await rate(buyerId, sellerId, 'BUYER', demo.buyerRates);
    if (demo.sellerRates) await rate(sellerId, buyerId, 'SELLER', demo.sellerRates);
  }
}

/**
 * The offer a negotiated demo order came from: the buyer's offer, the seller's counter, which the buyer accepted and
 * paid for (the counter is the latest entry; SOLD once the order is paid, IN_ORDER while it waits for payment).
 */
async function negotiatedOffer(
  trx: DemoContext['trx'],
  demo: DemoOrder,
  buyerId: number,
  sellerId: number,
  tickets: readonly { id: number; listing_name: string; price_cents: number }[],
  listed: number,
  orderedAt: Date,
): Promise<{ id: number; entryId: number; priceCents: number }> {
  const { buyerPct, sellerPct } = demo.negotiated!;
  const status = demo.status === 'PAID' ? 'SOLD' : 'IN_ORDER';
  const startedAt = new Date(orderedAt.getTime() - DAY);
  const seq = await sql<{ n: number }>`SELECT nextval('offer_no_seq')::int AS n`.execute(trx);
  const offer = await trx
    .insertInto('offers')
    .values({
      offer_no: documentNo('OF', seq.rows[0]?.n ?? 0, startedAt),
      buyer_id: buyerId,
      seller_id: sellerId,
      status,
      created_at: startedAt,
      updated_at: orderedAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  let entryId = 0;
  let priceCents = 0;
  const steps = [
    { by: buyerId, pct: buyerPct, message: 'An offer for the three of them together?' },
    { by: sellerId, pct: sellerPct, message: 'Together, yes - at this price.' },
  ];
  for (const [index, step] of steps.entries()) {
    const isLatest = index === steps.length - 1;
    const at = new Date(startedAt.getTime() + index * 3_600_000);
    priceCents = Math.round((listed * step.pct) / 100);
    const entry = await trx
      .insertInto('offer_entries')
      .values({
        offer_id: offer.id,
        offer_type: index === 0 ? 'OFFER' : 'COUNTER_OFFER',
        status: isLatest ? status : 'OPEN',
        price_cents: priceCents,
        message: step.message,
        created_by: step.by,
        is_latest: isLatest,
        created_at: at,
        updated_at: isLatest ? orderedAt : at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('offer_items')
      .values(
        tickets.map((ticket) => ({
          offer_entry_id: entry.id,
          ticket_id: ticket.id,
          listing_name: ticket.listing_name,
          price_cents: ticket.price_cents,
        })),
      )
      .execute();
    entryId = entry.id;
  }
  return { id: offer.id, entryId, priceCents };
}
