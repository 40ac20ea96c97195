import type { OfferStatus } from '@momento/contract';
import { sql } from 'kysely';
import { documentNo } from '../../db/tx.ts';
import type { DemoContext } from './context.ts';

const HOUR = 3_600_000;

type Step = { by: 'buyer' | 'seller'; pct: number; message?: string };
type DemoOffer = {
  buyer: string;
  seller: string;
  tickets: number;
  status: OfferStatus;
  steps: Step[];
  hoursAgo: number;
  /** Answered by the ticket's automatic answers, which the demo sets on its ticket (percent of the price). */
  automatic?: { acceptPct?: number; declinePct?: number };
};

/**
 * My Offers' demo: offers between the demo buyer and the demo seller for every row
 * of the action table - open from either side (one after a three-step counter chain), accepted by the buyer, accepted
 * by the seller (its tickets held: 'ADDED TO ACCEPTED OFFER'), rejected, cancelled, dropped and expired, one about to expire,
 * one accepted and one declined at once by the ticket's automatic answers - and one offer of the demo seller as a
 * buyer, so both sides' lists have content.
 */
export const DEMO_OFFERS: readonly DemoOffer[] = [
  {
    buyer: 'buyer@momento.test',
    seller: 'seller@momento.test',
    tickets: 1,
    status: 'OPEN',
    hoursAgo: 2,
    steps: [{ by: 'buyer', pct: 80, message: 'Would you take a little less? I can pay today.' }],
  },
  {
    buyer: 'buyer@momento.test',
    seller: 'seller@momento.test',
    tickets: 2,
    status: 'OPEN',
    hoursAgo: 30,
    steps: [
      { by: 'buyer', pct: 70, message: 'An offer for both, if you sell them together.' },
      { by: 'seller', pct: 92, message: 'Both together, but a bit closer to the listing price.' },
      { by: 'buyer', pct: 85, message: 'Meet in the middle?' },
    ],
  },
  {
    buyer: 'buyer@momento.test',
    seller: 'seller@momento.test',
    tickets: 1,
    status: 'OPEN',
    hoursAgo: 12,
    steps: [
      { by: 'buyer', pct: 75 },
      { by: 'seller', pct: 90, message: 'This one is in mint condition; I can do this price.' },
    ],
  },
  {
    buyer: 'buyer@momento.test',
    seller: 'seller@momento.test',
    tickets: 1,
    status: 'ACCEPTED_BUYER',
    hoursAgo: 20,
    steps: [
      { by: 'buyer', pct: 80 },
      { by: 'seller', pct: 88 },
    ],
  },
  {
    buyer: 'buyer@momento.test',
    seller: 'seller@momento.test',
    tickets: 1,
    status: 'ACCEPTED_SELLER',
    hoursAgo: 6,
    steps: [{ by: 'buyer', pct: 90, message: 'Happy to buy at this price.' }],
  },
  // Made 47 and a half hours ago: it expires half an hour after the demo starts.
  {
    buyer: 'buyer@momento.test',
    seller: 'seller@momento.test',
    tickets: 1,
    status: 'OPEN',
    hoursAgo: 47.5,
    steps: [{ by: 'buyer', pct: 82, message: 'Can you answer before the weekend?' }],
  },
  {
    buyer: 'buyer@momento.test',
    seller: 'seller@momento.test',
    tickets: 1,
    status: 'REJECTED',
    hoursAgo: 72,
    steps: [{ by: 'buyer', pct: 40 }],
  },
  {
    buyer: 'buyer@momento.test',
    seller: 'seller@momento.test',
    tickets: 1,
    status: 'CANCELLED',
    hoursAgo: 96,
    steps: [{ by: 'buyer', pct: 85 }],
  },
  {
    buyer: 'buyer@momento.test',
    seller: 'seller@momento.test',
    tickets: 1,
    status: 'DROPPED',
    hoursAgo: 120,
    steps: [{ by: 'buyer', pct: 60 }],
  },
  {
    buyer: 'buyer@momento.test',
    seller: 'seller@momento.test',
    tickets: 1,
    status: 'EXPIRED',
    hoursAgo: 80,
    steps: [{ by: 'buyer', pct: 70, message: 'Any chance for this one?' }],
  },
  {
    buyer: 'buyer@momento.test',
    seller: 'seller@momento.test',
    tickets: 1,
    status: 'ACCEPTED_SELLER',
    hoursAgo: 4,
    automatic: { acceptPct: 90, declinePct: 50 },
    steps: [{ by: 'buyer', pct: 93, message: 'Can I have it at this price today?' }],
  },
  {
    buyer: 'buyer@momento.test',
    seller: 'seller@momento.test',
    tickets: 1,
    status: 'REJECTED',
    hoursAgo: 10,
    automatic: { declinePct: 50 },
    steps: [{ by: 'buyer', pct: 35 }],
  },
  {
    buyer: 'seller@momento.test',
    seller: 'vault@momento.test',
    tickets: 1,
    status: 'OPEN',
    hoursAgo: 3,
    steps: [{ by: 'buyer', pct: 85, message: 'For my collection - would this work?' }],
  },
];

export async function seedOffersDemo({ trx, idOf }: DemoContext, now = Date.now()): Promise<void> {
  const used = new Set<number>();
  for (const demo of DEMO_OFFERS) {
    const buyerId = idOf(demo.buyer);
    const sellerId = idOf(demo.seller);
    // The newest tickets, so the orders' demo (which takes the oldest) and this one never share a ticket.
    const tickets = await sql<{ id: number; listing_name: string; price_cents: number }>`
      SELECT id, listing_name, price_cents FROM tickets
       WHERE seller_id = ${sellerId} AND status = 'SELL' AND price_cents IS NOT NULL AND deleted_at IS NULL AND collection_id IS NULL
         AND NOT (id = ANY(${sql.val([...used, 0])}::int[]))
       ORDER BY id DESC LIMIT ${demo.tickets}`.execute(trx);
    if (tickets.rows.length < demo.tickets) continue;
    for (const ticket of tickets.rows) used.add(ticket.id);
    const listed = tickets.rows.reduce((sum, ticket) => sum + ticket.price_cents, 0);
    const seq = await sql<{ n: number }>`SELECT nextval('offer_no_seq')::int AS n`.execute(trx);
    const startedAt = new Date(now - demo.hoursAgo * HOUR);
    const offer = await trx
      .insertInto('offers')
      .values({
        offer_no: documentNo('OF', seq.rows[0]?.n ?? 0, startedAt),
        buyer_id: buyerId,
        seller_id: sellerId,
        status: demo.status,
        created_at: startedAt,
        updated_at: startedAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [index, step] of demo.steps.entries()) {
      const isLatest = index === demo.steps.length - 1;
      const at = new Date(startedAt.getTime() + index * HOUR);
      const entry = await trx
        .insertInto('offer_entries')
        .values({
          offer_id: offer.id,
          offer_type: index === 0 ? 'OFFER' : 'COUNTER_OFFER',
          status: isLatest ? demo.status : 'OPEN',
          price_cents: Math.round((listed * step.pct) / 100),
          message: step.message ?? null,
          created_by: step.by === 'buyer' ? buyerId : sellerId,
          is_latest: isLatest,
          answered_automatically: isLatest && demo.automatic !== undefined,
          created_at: at,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('offer_items')
        .values(
          tickets.rows.map((ticket) => ({
            offer_entry_id: entry.id,
            ticket_id: ticket.id,
            listing_name: ticket.listing_name,
            price_cents: ticket.price_cents,
          })),
        )
        .execute();
    }
    if (demo.automatic) {
      const { acceptPct = null, declinePct = null } = demo.automatic;
      for (const ticket of tickets.rows) {
        const share = (pct: number | null) =>
          pct === null ? null : Math.round((ticket.price_cents * pct) / 100);
        await trx
          .updateTable('tickets')
          .set({ auto_accept_cents: share(acceptPct), auto_decline_cents: share(declinePct) })
          .where('id', '=', ticket.id)
          .execute();
      }
    }
    // An offer the seller accepted holds its tickets: 'ADDED TO ACCEPTED OFFER'.
    if (demo.status === 'ACCEPTED_SELLER') {
      await sql`UPDATE tickets SET status = 'OFFER', is_featured = false, updated_at = now() WHERE id = ANY(${sql.val(tickets.rows.map((ticket) => ticket.id))}::int[])`.execute(
        trx,
      );
    }
  }
}
