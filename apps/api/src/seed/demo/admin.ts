import { sql } from 'kysely';
import type { DemoContext } from './context.ts';
import { seedOrdersDemo, type DemoOrder } from './orders.ts';

// The admin area demo: a moderation queue with items of every kind (one a near-duplicate of an approved
// venue, for Merge), open and closed reports with replies, a disputed delivery (shipped three weeks ago, never
// confirmed) and one whose buyer reported the seller, and sales, new tickets and offers over the last 90 days so
// the dashboard's charts have a shape. Deterministic, relative to `now`; it involves the extra sellers only, so the
// demo accounts' own screens stay as their modules make them.

const DAY = 86_400_000;

const EXTRA = ['vault@momento.test', 'stubs@momento.test', 'rita@momento.test', 'golden@momento.test'];
/** At most this share of the extra sellers' tickets on sale is sold by the history (small test seeds keep most). */
const HISTORY_SHARE = 0.15;

/**
 * Purchases among the extra sellers over the last 90 days (the dashboard's sales), at most `budget` tickets' worth,
 * spread evenly, then the two disputed ones.
 */
function adminDemoOrders(budget: number): DemoOrder[] {
  const history: DemoOrder[] = [];
  // About one sale every three days, busier lately: a day is skipped when (day * 7) % 5 < 2 for the older half.
  for (let day = 88; day >= 1; day -= 3) {
    if (day > 45 && (day * 7) % 5 < 2) continue;
    const buyer = EXTRA[day % 4]!;
    const seller = EXTRA[(day + 1 + (day % 3)) % 4]!;
    history.push({
      buyer,
      seller: seller === buyer ? EXTRA[(day + 2) % 4]! : seller,
      tickets: 1 + (day % 2),
      status: 'PAID',
      fulfilment: 'DELIVERED_ACK_BUYER',
      daysAgo: day,
    });
  }
  const stride = Math.max(1, Math.ceil((history.length * 1.5) / Math.max(1, budget)));
  return [
    ...history.filter((_, i) => i % stride === 0),
    // Disputed: shipped 20 days ago and never confirmed (over DELIVERY_OVERDUE_DAYS); shipped 3 days ago and reported.
    {
      buyer: 'golden@momento.test',
      seller: 'vault@momento.test',
      tickets: 1,
      status: 'PAID',
      fulfilment: 'SHIPPED',
      daysAgo: 21,
    },
    {
      buyer: 'stubs@momento.test',
      seller: 'rita@momento.test',
      tickets: 1,
      status: 'PAID',
      fulfilment: 'SHIPPED',
      daysAgo: 4,
    },
  ];
}

export async function seedAdminDemo(demo: DemoContext, now = Date.now()): Promise<void> {
  const { trx, idOf } = demo;
  const extra = EXTRA.map(idOf);
  const onSale = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM tickets WHERE seller_id = ANY(${sql.val(extra)}::int[]) AND status = 'SELL' AND price_cents IS NOT NULL`.execute(
    trx,
  );
  // Orders placed N days ago shipped a day later: the 21-day-old shipment is 20 days old.
  await seedOrdersDemo(demo, now, adminDemoOrders(Math.floor((onSale.rows[0]?.n ?? 0) * HISTORY_SHARE)));
  const at = (days: number) => new Date(now - days * DAY);

  // New tickets per day: the extra sellers' tickets were put up over the last 90 days (a ticket's day follows
  // its id, so the spread is the same on every seed).
  await sql`UPDATE tickets SET created_at = ${new Date(now)}::timestamptz - ((id * 37) % 90) * interval '1 day' - (id % 24) * interval '1 hour'
             WHERE seller_id = ANY(${sql.val(extra)}::int[])`.execute(trx);

  // Offers made over 90 days, about a third accepted (and then dropped: another buyer bought the ticket first).
  const tickets = await sql<{ id: number; seller_id: number; listing_name: string; price_cents: number }>`
    SELECT id, seller_id, listing_name, price_cents FROM tickets
     WHERE seller_id = ANY(${sql.val(extra)}::int[]) AND price_cents IS NOT NULL ORDER BY id LIMIT 36`.execute(
    trx,
  );
  for (const [i, ticket] of tickets.rows.entries()) {
    const buyerId = extra[(extra.indexOf(ticket.seller_id) + 1 + (i % 3)) % 4]!;
    const made = at(((i * 5) % 89) + 1);
    const accepted = i % 3 === 0;
    const seq = await sql<{ n: number }>`SELECT nextval('offer_no_seq')::int AS n`.execute(trx);
    const offer = await trx
      .insertInto('offers')
      .values({
        offer_no: `OF-${made.getUTCFullYear()}-${String(seq.rows[0]?.n ?? 0).padStart(6, '0')}`,
        buyer_id: buyerId,
        seller_id: ticket.seller_id,
        status: accepted ? 'DROPPED' : 'REJECTED',
        created_at: made,
        updated_at: new Date(made.getTime() + 3 * 3_600_000),
        accepted_at: accepted ? new Date(made.getTime() + 2 * 3_600_000) : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const price = Math.round(ticket.price_cents * 0.85);
    const entry = await trx
      .insertInto('offer_entries')
      .values({
        offer_id: offer.id,
        offer_type: 'OFFER',
        status: accepted ? 'DROPPED' : 'REJECTED',
        price_cents: price,
        message: null,
        created_by: buyerId,
        is_latest: true,
        created_at: made,
        updated_at: made,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('offer_items')
      .values({
        offer_entry_id: entry.id,
        ticket_id: ticket.id,
        listing_name: ticket.listing_name,
        price_cents: ticket.price_cents,
      })
      .execute();
  }

  // The moderation queue: a venue, sub-genre, team, artist and event Vintage Vault added with a ticket, waiting; one
  // venue and the team are near-duplicates of approved ones.
  const seller = idOf('vault@momento.test');
  const sports = await trx
    .selectFrom('genres')
    .select('id')
    .where('name', '=', 'Sports')
    .executeTakeFirstOrThrow();
  const football = await trx
    .selectFrom('sub_genres')
    .select('id')
    .where('name', '=', 'Football')
    .executeTakeFirstOrThrow();
  const queued = { status: 'INQUEUE' as const, is_admin_created: false, created_by: seller };
  const venue = await trx
    .insertInto('venues')
    .values({
      name: 'Grand Harbour Stadium',
      display_name: 'Grand Harbour Stadium',
      city: 'Harbor City',
      ...queued,
      created_at: at(3),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('venues')
    .values({
      name: 'Tidewater Field',
      display_name: 'Tidewater Field',
      city: 'Port Ellis',
      ...queued,
      created_at: at(16),
    })
    .execute();
  const subGenre = await trx
    .insertInto('sub_genres')
    .values({ genre_id: sports.id, name: 'Rugby', display_name: 'Rugby', ...queued, created_at: at(5) })
    .returning('id')
    .executeTakeFirstOrThrow();
  const team = await trx
    .insertInto('teams')
    .values({
      sub_genre_id: football.id,
      name: 'Harbor City Mariner',
      display_name: 'Harbor City Mariner',
      ...queued,
      created_at: at(3),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('artists')
    .values({
      sub_genre_id: subGenre.id,
      name: 'The Scrum Singers',
      display_name: 'The Scrum Singers',
      ...queued,
      created_at: at(9),
    })
    .execute();
  const event = await trx
    .insertInto('events')
    .values({
      name: 'Harbor Cup Replay 1987',
      event_date: new Date('1987-10-11T18:00:00Z'),
      venue_id: venue.id,
      genre_id: sports.id,
      sub_genre_id: football.id,
      significance: 'The replay after the fog-abandoned final.',
      ...queued,
      created_at: at(3),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx.insertInto('event_teams').values({ event_id: event.id, team_id: team.id }).execute();
  const type = await trx
    .selectFrom('ticket_types')
    .select('id')
    .orderBy('id')
    .limit(1)
    .executeTakeFirstOrThrow();
  const listing = await trx
    .insertInto('tickets')
    .values({
      seller_id: seller,
      event_id: event.id,
      ticket_type_id: type.id,
      listing_name: 'Harbor Cup Replay stub',
      is_sale: true,
      price_cents: 14_500,
      status: 'SELL',
      created_at: at(3),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const image = await trx.selectFrom('images').select('hash').orderBy('hash').limit(1).executeTakeFirst();
  if (image)
    await trx
      .insertInto('ticket_images')
      .values({ ticket_id: listing.id, image_hash: image.hash, position: 0 })
      .execute();

  // Reports: the disputed delivery's buyer reported its seller (open, answered once); an older one, closed after
  // the admin's answer; and an open question nobody answered yet.
  const admin = idOf('admin@momento.test');
  const typeOf = async (scope: 'SELLER' | 'COMMON') =>
    (
      await trx
        .selectFrom('report_types')
        .select('id')
        .where('scope', '=', scope)
        .orderBy('id')
        .limit(1)
        .executeTakeFirstOrThrow()
    ).id;
  const report = async (
    values: {
      scope: 'SELLER' | 'COMMON';
      by: string;
      on?: string;
      title: string | null;
      content: string;
      status: 'OPEN' | 'CLOSED';
      days: number;
    },
    replies: [string, string, number][],
  ) => {
    const row = await trx
      .insertInto('reports')
      .values({
        scope: values.scope,
        report_type_id: await typeOf(values.scope),
        reported_by: idOf(values.by),
        report_on: values.on ? idOf(values.on) : null,
        title: values.title,
        content: values.content,
        status: values.status,
        created_at: at(values.days),
        updated_at: at(values.days),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [from, message, hours] of replies) {
      await trx
        .insertInto('report_replies')
        .values({
          report_id: row.id,
          sender_id: from === 'admin' ? admin : idOf(from),
          message,
          sent_at: new Date(at(values.days).getTime() + hours * 3_600_000),
        })
        .execute();
    }
  };
  await report(
    {
      scope: 'SELLER',
      by: 'stubs@momento.test',
      on: 'rita@momento.test',
      title: null,
      content: 'Shipped four days ago, tracking has not moved since.',
      status: 'OPEN',
      days: 1,
    },
    [['admin', 'Thank you, we have asked the seller for proof of shipping.', 5]],
  );
  await report(
    {
      scope: 'COMMON',
      by: 'golden@momento.test',
      title: 'Charged twice',
      content: 'My card shows the same order twice.',
      status: 'CLOSED',
      days: 30,
    },
    [
      ['admin', 'The second charge was an authorisation and has been released.', 4],
      ['golden@momento.test', 'Confirmed, it is gone. Thanks!', 20],
    ],
  );
  await report(
    {
      scope: 'COMMON',
      by: 'rita@momento.test',
      title: 'Payout account',
      content: 'How do I change the PayPal account my payouts go to?',
      status: 'OPEN',
      days: 2,
    },
    [],
  );
}
