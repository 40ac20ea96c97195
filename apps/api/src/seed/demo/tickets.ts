import type { TicketStatus } from '@momento/contract';
import type { DemoContext } from './context.ts';

const SELLER = 'seller@momento.test';

/**
 * The statuses the other demo parts do not produce for the demo seller (SELL comes from the main seed, SOLD and
 * IN_ORDER from the orders demo): one ticket each, so that My Tickets shows every inventory status's label.
 * They are set as they are, without the cart or offer that would lead there, so that no reservation sweep changes
 * them: the demo stays as described.
 */
const DEMO_TICKETS: readonly {
  name: string;
  status: TicketStatus;
  isSale: boolean;
  priceCents: number | null;
  collection?: 'active' | 'cart';
}[] = [
  {
    name: 'Game 7 program, kept for my own shelf',
    status: 'OWNED',
    isSale: false,
    priceCents: null,
    collection: 'active',
  },
  {
    name: 'Opening day pennant (paused while I am away)',
    status: 'INACTIVE',
    isSale: true,
    priceCents: 8_500,
  },
  { name: 'Signed scorecard - accepted offer', status: 'OFFER', isSale: true, priceCents: 32_000 },
  {
    name: 'Ticket stub, section 112 - in a buyer cart',
    status: 'CART',
    isSale: true,
    priceCents: 14_900,
    collection: 'cart',
  },
  {
    name: 'Ticket stub, section 114 - at checkout',
    status: 'IN_CHECK_OUT',
    isSale: true,
    priceCents: 15_900,
  },
  {
    name: 'Bleacher seat stub, game 6',
    status: 'SELL',
    isSale: true,
    priceCents: 12_000,
    collection: 'active',
  },
];

/**
 * My Tickets' and My Collections' demo for the demo seller: tickets in every
 * inventory status, two collections (one in a buyer's cart, which shows the CART badge instead of Edit/Delete), and
 * reference items the seller created that wait for approval (INQUEUE): a venue, a sub-genre, a team, an artist and
 * an event held there with that team and artist, which the seller may still edit (Edit event on the ticket form of
 * the first demo ticket below, which is on that event). Runs after the orders and offers demos and adds its own rows,
 * so the tickets those demos picked stay as they are.
 */
export async function seedTicketsDemo({ trx, idOf }: DemoContext): Promise<void> {
  const sellerId = idOf(SELLER);
  const template = await trx
    .selectFrom('tickets')
    .select(['id', 'event_id', 'ticket_type_id', 'seat_type_id', 'genre_id'])
    .where('seller_id', '=', sellerId)
    .where('status', '=', 'SELL')
    .where('deleted_at', 'is', null)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!template) return;
  const images = await trx
    .selectFrom('ticket_images')
    .select('image_hash')
    .where('ticket_id', '=', template.id)
    .orderBy('position')
    .execute();
  const genreId =
    template.genre_id ??
    (
      await trx
        .selectFrom('genres')
        .select('id')
        .orderBy('display_order')
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).id;

  // ── reference items created by the seller, waiting for approval ──
  const queued = {
    status: 'INQUEUE' as const,
    is_admin_created: false,
    created_by: sellerId,
    display_order: 900,
  };
  const venue = await trx
    .insertInto('venues')
    .values({
      ...queued,
      name: 'riverside ballpark',
      display_name: 'Riverside Ballpark',
      city: 'Bayside',
      country: 'United States',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const subGenre = await trx
    .insertInto('sub_genres')
    .values({
      ...queued,
      name: 'minor league baseball',
      display_name: 'Minor League Baseball',
      genre_id: genreId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const team = await trx
    .insertInto('teams')
    .values({ ...queued, name: 'bayside gulls', display_name: 'Bayside Gulls', sub_genre_id: subGenre.id })
    .returning('id')
    .executeTakeFirstOrThrow();
  const artist = await trx
    .insertInto('artists')
    .values({
      ...queued,
      name: 'the seventh inning band',
      display_name: 'The Seventh Inning Band',
      sub_genre_id: subGenre.id,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const event = await trx
    .insertInto('events')
    .values({
      name: 'Bayside Gulls first home game',
      significance: 'The first professional game played at the new riverside ballpark.',
      additional_significance: JSON.stringify(['Sold out in a day']),
      event_date: new Date('1994-04-09T19:00:00.000Z'),
      video_link: null,
      venue_id: venue.id,
      genre_id: genreId,
      sub_genre_id: subGenre.id,
      status: 'INQUEUE',
      is_admin_created: false,
      created_by: sellerId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx.insertInto('event_teams').values({ event_id: event.id, team_id: team.id }).execute();
  await trx.insertInto('event_artists').values({ event_id: event.id, artist_id: artist.id }).execute();

  // ── two collections: one free to change, one in a buyer's cart ──
  const [active, inCart] = await trx
    .insertInto('collections')
    .values([
      { user_id: sellerId, name: 'World Series 1986', is_sale: true, price_cents: 45_000, status: 'ACTIVE' },
      { user_id: sellerId, name: 'Signed programs', is_sale: true, price_cents: 60_000, status: 'CART' },
    ])
    .returning('id')
    .execute();

  // ── a ticket in each status the other parts leave out; the first one is for the queued event ──
  for (const [index, demo] of DEMO_TICKETS.entries()) {
    const ticket = await trx
      .insertInto('tickets')
      .values({
        seller_id: sellerId,
        event_id: index === 0 ? event.id : template.event_id,
        ticket_type_id: template.ticket_type_id,
        seat_type_id: template.seat_type_id,
        collection_id:
          demo.collection === 'active'
            ? (active?.id ?? null)
            : demo.collection === 'cart'
              ? (inCart?.id ?? null)
              : null,
        listing_name: demo.name,
        is_sale: demo.isSale,
        price_cents: demo.priceCents,
        face_price_cents: 2_500,
        quality: 'GOOD',
        grade: 'A',
        section: '112',
        row: 'F',
        seat_no: String(10 + index),
        description: "From the demo seller's own collection; kept in a sleeve since the day.",
        status: demo.status,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (images.length) {
      await trx
        .insertInto('ticket_images')
        .values(
          images.map((image, position) => ({ ticket_id: ticket.id, image_hash: image.image_hash, position })),
        )
        .execute();
    }
  }
}
