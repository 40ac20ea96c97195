import { sql, type Kysely, type Transaction } from 'kysely';
import sharp from 'sharp';
import { hashPassword } from '../auth/passwords.ts';
import type { Config } from '../config.ts';
import type { Queryable } from '../db/database.ts';
import type { DB } from '../db/schema.ts';
import { NAME_TRIGRAM_INDEX } from '../db/migrations/0021_search_lowered_names.ts';
import { EVENT_NAME_GRAMS_FILL } from '../db/migrations/0022_event_name_grams.ts';
import { storeVariants } from '../images/images.ts';
import type { BlobStorage } from '../images/storage.ts';
import { createHash } from 'node:crypto';
import {
  ARTISTS,
  DEMO_ACCOUNTS,
  EXTRA_SELLER_PASSWORD,
  EXTRA_SELLERS,
  GENRES,
  GRADES,
  HISTORY_MOMENTS,
  POPULAR_SEARCHES,
  QUALITIES,
  REPORT_TYPES,
  SEAT_TYPES,
  STATIC_PAGES,
  TEAMS,
  TICKET_TYPES,
  VENUES,
} from './content.ts';
import type { DemoContext } from './demo/context.ts';
import { seedTicketsDemo } from './demo/tickets.ts';
import { seedMessagesDemo } from './demo/messages.ts';
import { seedNotificationsDemo } from './demo/notifications.ts';
import { seedFollowDemo } from './demo/follow.ts';
import { seedOffersDemo } from './demo/offers.ts';
import { seedOrdersDemo } from './demo/orders.ts';
import { seedAdminDemo } from './demo/admin.ts';
import { seedProfileDemo } from './demo/profile.ts';
import { sanitizePageHtml } from './sanitize.ts';

export type SeedOptions = {
  config: Pick<Config, 'scryptCost'>;
  /** Tickets (demo: 2,000; load tests: 100,000). */
  listings?: number;
  events?: number;
  /** Distinct generated images, reused across tickets. */
  images?: number;
  /** Called after each phase with its duration (the seed script and the bench print them). */
  onPhase?: (phase: string, ms: number) => void;
};

export type SeedSummary = {
  users: number;
  events: number;
  tickets: number;
  images: number;
  collections: number;
};

export async function isEmpty(db: Queryable): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  return !row;
}

/** Deterministic pseudo-random numbers (mulberry32): the same seed gives the same marketplace. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    chance: (p: number) => next() < p,
  };
}

const PALETTE = [
  ['#0f4c5c', '#e36414'],
  ['#2d3142', '#bfc0c0'],
  ['#5f0f40', '#fb8b24'],
  ['#1d3557', '#a8dadc'],
  ['#3a5a40', '#dad7cd'],
  ['#22223b', '#c9ada7'],
  ['#003049', '#fcbf49'],
  ['#6a040f', '#ffba08'],
];

/** A ticket-like picture drawn as SVG and rendered to JPEG by sharp (no image files in the repo). */
async function drawTicketImage(index: number): Promise<Buffer> {
  const [dark, light] = PALETTE[index % PALETTE.length] as [string, string];
  const admit = ['ADMIT ONE', 'FINAL', 'LIVE', 'GALA', 'OPENING DAY', 'SOUVENIR'][index % 6];
  const year = 1950 + ((index * 7) % 75);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="625" viewBox="0 0 1200 750">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs>
    <rect width="1200" height="750" fill="url(#g)"/>
    <rect x="80" y="120" width="1040" height="510" rx="36" fill="#fdf6e3" stroke="${dark}" stroke-width="10"/>
    <line x1="860" y1="140" x2="860" y2="610" stroke="${dark}" stroke-width="6" stroke-dasharray="18 14"/>
    <text x="140" y="300" font-family="sans-serif" font-size="110" font-weight="700" fill="${dark}">${admit}</text>
    <text x="140" y="420" font-family="sans-serif" font-size="64" fill="${dark}">MOMENTO · ${year}</text>
    <text x="140" y="530" font-family="monospace" font-size="44" fill="${dark}">No. ${String(100000 + index * 7919).slice(0, 6)}</text>
    <text x="990" y="400" font-family="sans-serif" font-size="72" font-weight="700" fill="${dark}" text-anchor="middle">${(index % 40) + 1}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

async function insertChunked<T extends keyof DB & string>(
  db: Queryable,
  table: T,
  rows: Record<string, unknown>[],
  chunk = 1000,
): Promise<void> {
  for (let i = 0; i < rows.length; i += chunk) {
    // Rows are built from the typed catalogue above; Kysely's per-table insert type is too narrow for a generic helper.
    await db
      .insertInto(table)
      .values(rows.slice(i, i + chunk) as never)
      .execute();
  }
}

type Random = ReturnType<typeof random>;
type Trx = Transaction<DB>;

/** Renders the ticket pictures and stores them with their variants; returns their content hashes. */
async function storeImages(storage: BlobStorage, count: number): Promise<string[]> {
  // sharp works on libuv's thread pool, so the pictures render in parallel.
  return Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const bytes = await drawTicketImage(i);
      const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 32);
      if (!(await storage.get(`${hash}-200.jpg`))) await storeVariants(storage, hash, bytes);
      return hash;
    }),
  );
}

/** Each distinct demo password hashed once (scrypt is slow on purpose), by password. */
async function hashDemoPasswords(config: SeedOptions['config']): Promise<Map<string, string>> {
  const passwords = new Map<string, string>();
  for (const password of new Set([...DEMO_ACCOUNTS.map((a) => a.password), EXTRA_SELLER_PASSWORD])) {
    passwords.set(password, await hashPassword(password, config.scryptCost));
  }
  return passwords;
}

/** The demo accounts and extra sellers, with seller permissions, PayPal details and the buyer's addresses. */
async function seedPeople(trx: Trx, passwords: Map<string, string>) {
  const accounts = [
    ...DEMO_ACCOUNTS.map((a) => ({ ...a })),
    ...EXTRA_SELLERS.map(([name, email]) => ({
      key: email,
      name,
      email,
      password: EXTRA_SELLER_PASSWORD,
      isAdmin: false,
      seller: true,
    })),
  ];
  const users = await trx
    .insertInto('users')
    .values(
      accounts.map((a) => ({
        name: a.name,
        email: a.email,
        password_hash: passwords.get(a.password) as string,
        is_email_verified: true,
        is_admin: a.isAdmin,
        mobile_no: '+1 555 0100',
      })),
    )
    .returning(['id', 'email'])
    .execute();
  const idOf = (email: string) => users.find((u) => u.email === email)?.id as number;
  const sellerIds = accounts.filter((a) => a.seller).map((a) => idOf(a.email));
  await trx
    .insertInto('permissions')
    .values(
      sellerIds.map((user_id) => ({ user_id, permission: 'SELLER' as const, status: 'ACTIVE' as const })),
    )
    .execute();
  await trx
    .insertInto('sellers')
    .values(sellerIds.map((user_id) => ({ user_id, is_verified: true })))
    .execute();
  await trx
    .insertInto('seller_paypal_details')
    .values(
      sellerIds.map((seller_id, i) => ({
        seller_id,
        paypal_id: `DEMOPAYPAL${1000 + i}`,
        paypal_mail: `paypal+${seller_id}@momento.test`,
      })),
    )
    .execute();
  const buyerId = idOf('buyer@momento.test');
  await trx
    .insertInto('addresses')
    .values([
      {
        user_id: buyerId,
        type: 'DELIVERY',
        first_name: 'Bailey',
        last_name: 'Buyer',
        mobile_no: '+1 555 0100',
        address_line_1: '12 Harbor Street',
        address_line_2: 'Apt 4',
        administrative_area: 'CA',
        city: 'Harbor City',
        postal_code: '90001',
        country: 'United States',
        is_primary: true,
      },
      {
        user_id: buyerId,
        type: 'BILL',
        first_name: 'Bailey',
        last_name: 'Buyer',
        mobile_no: '+1 555 0100',
        address_line_1: '12 Harbor Street',
        address_line_2: 'Apt 4',
        administrative_area: 'CA',
        city: 'Harbor City',
        postal_code: '90001',
        country: 'United States',
        is_primary: true,
      },
    ])
    .execute();
  return { userCount: users.length, idOf, sellerIds };
}

/** Genres, sub-genres, venues, teams, artists, ticket and seat types, payment methods, report types, static pages. */
async function seedReferenceData(trx: Trx) {
  const genreRows = await trx
    .insertInto('genres')
    .values(GENRES.map((g, i) => ({ name: g.name, display_name: g.name, display_order: i + 1 })))
    .returning(['id', 'name'])
    .execute();
  const subRows = await trx
    .insertInto('sub_genres')
    .values(
      GENRES.flatMap((g) =>
        g.subs.map((name, i) => ({
          genre_id: genreRows.find((r) => r.name === g.name)?.id as number,
          name,
          display_name: name,
          display_order: i + 1,
        })),
      ),
    )
    .returning(['id', 'name', 'genre_id'])
    .execute();
  const subByName = new Map(subRows.map((s) => [s.name, s]));
  const venueRows = await trx
    .insertInto('venues')
    .values(
      VENUES.map(([name, city], i) => ({
        name,
        display_name: name,
        city,
        country: 'United States',
        display_order: i + 1,
      })),
    )
    .returning(['id', 'name'])
    .execute();
  const teamRows = await trx
    .insertInto('teams')
    .values(
      Object.entries(TEAMS).flatMap(([sub, names]) =>
        names.map((name) => ({ name, display_name: name, sub_genre_id: subByName.get(sub)?.id as number })),
      ),
    )
    .returning(['id', 'name', 'sub_genre_id'])
    .execute();
  const artistRows = await trx
    .insertInto('artists')
    .values(
      Object.entries(ARTISTS).flatMap(([sub, names]) =>
        names.map((name) => ({ name, display_name: name, sub_genre_id: subByName.get(sub)?.id as number })),
      ),
    )
    .returning(['id', 'name', 'sub_genre_id'])
    .execute();
  const ticketTypes = await trx
    .insertInto('ticket_types')
    .values(TICKET_TYPES.map((name, i) => ({ name, display_order: i + 1 })))
    .returning('id')
    .execute();
  const seatTypes = await trx
    .insertInto('seat_types')
    .values(SEAT_TYPES.map((name, i) => ({ name, display_order: i + 1 })))
    .returning('id')
    .execute();
  await trx
    .insertInto('payment_methods')
    .values([
      { type: 'PAYPAL', name: 'PayPal' },
      { type: 'TEST', name: 'Test payment' },
    ])
    .execute();
  await trx
    .insertInto('report_types')
    .values([
      ...REPORT_TYPES.SELLER.map((type, i) => ({ scope: 'SELLER' as const, type, display_order: i + 1 })),
      ...REPORT_TYPES.COMMON.map((type, i) => ({ scope: 'COMMON' as const, type, display_order: i + 1 })),
    ])
    .execute();
  await trx
    .insertInto('static_pages')
    .values(
      STATIC_PAGES.map((p) => ({
        page_name: p.page_name,
        title: p.title,
        content_html: sanitizePageHtml(p.html),
      })),
    )
    .execute();
  return { subByName, venueRows, teamRows, artistRows, ticketTypes, seatTypes };
}

type ReferenceData = Awaited<ReturnType<typeof seedReferenceData>>;
type NewEvent = {
  name: string;
  significance: string;
  event_date: Date;
  venue_id: number;
  genre_id: number;
  sub_genre_id: number;
  teams: number[];
  artists: number[];
};

/** `count` events: half sports fixtures between two teams, three tenths concerts, the rest moments of history. */
function planEvents(
  rnd: Random,
  count: number,
  { subByName, venueRows, teamRows, artistRows }: ReferenceData,
): NewEvent[] {
  const events: NewEvent[] = [];
  const sportsSubs = Object.keys(TEAMS);
  const musicSubs = Object.keys(ARTISTS);
  const stages = ['Final', 'Semi-Final', 'Opening Game', 'Championship', 'Derby', 'All-Star Game'];
  for (let i = 0; i < count; i += 1) {
    const year = rnd.int(1955, 2026);
    const date = new Date(Date.UTC(year, rnd.int(0, 11), rnd.int(1, 28), rnd.int(12, 21), 0, 0));
    const venue = rnd.pick(venueRows).id;
    const kind = i % 10;
    if (kind < 5) {
      const subName = rnd.pick(sportsSubs);
      const sub = subByName.get(subName);
      const teams = teamRows.filter((t) => t.sub_genre_id === sub?.id);
      const home = rnd.pick(teams);
      let away = rnd.pick(teams);
      if (away.id === home.id) away = teams[(teams.indexOf(home) + 1) % teams.length] ?? home;
      const stage = rnd.pick(stages);
      events.push({
        name: `${home.name} vs ${away.name} ${stage} ${year}`,
        significance: `${stage} of the ${year} ${subName.toLowerCase()} season.`,
        event_date: date,
        venue_id: venue,
        genre_id: sub?.genre_id as number,
        sub_genre_id: sub?.id as number,
        teams: [...new Set([home.id, away.id])],
        artists: [],
      });
    } else if (kind < 8) {
      const subName = rnd.pick(musicSubs);
      const sub = subByName.get(subName);
      const artist = rnd.pick(artistRows.filter((a) => a.sub_genre_id === sub?.id));
      const venueName = venueRows.find((v) => v.id === venue)?.name ?? 'the arena';
      events.push({
        name: `${artist.name} Live at ${venueName} ${year}`,
        significance: `${artist.name} on the ${year} tour.`,
        event_date: date,
        venue_id: venue,
        genre_id: sub?.genre_id as number,
        sub_genre_id: sub?.id as number,
        teams: [],
        artists: [artist.id],
      });
    } else {
      const moment = rnd.pick(HISTORY_MOMENTS);
      const sub = subByName.get(moment.sub);
      events.push({
        name: `${moment.name} ${year}`,
        significance: moment.significance,
        event_date: date,
        venue_id: venue,
        genre_id: sub?.genre_id as number,
        sub_genre_id: sub?.id as number,
        teams: [],
        artists: [],
      });
    }
  }
  return events;
}

/** The planned events with their teams and artists; returns the events' ids, in plan order. */
async function seedEvents(trx: Trx, events: NewEvent[]): Promise<number[]> {
  const eventRows = await trx
    .insertInto('events')
    .values(events.map(({ teams: _t, artists: _a, ...e }) => ({ ...e, video_link: null })))
    .returning('id')
    .execute();
  const eventTeams = events.flatMap((e, i) =>
    e.teams.map((team_id) => ({ event_id: eventRows[i]?.id as number, team_id })),
  );
  const eventArtists = events.flatMap((e, i) =>
    e.artists.map((artist_id) => ({ event_id: eventRows[i]?.id as number, artist_id })),
  );
  if (eventTeams.length) await insertChunked(trx, 'event_teams', eventTeams);
  if (eventArtists.length) await insertChunked(trx, 'event_artists', eventArtists);
  return eventRows.map((row) => row.id);
}

/** Eight collections spread over the sellers, two in three of them for sale. */
async function seedCollections(trx: Trx, rnd: Random, sellerIds: number[]) {
  return trx
    .insertInto('collections')
    .values(
      [
        'Championship Finals Set',
        'Lunar Era Souvenirs',
        'Royal Occasions',
        'Jazz Club Nights',
        'Rock Tour Stubs',
        'World Fair Passes',
        'Boxing Night Programs',
        'Opening Days',
      ].map((name, i) => ({
        user_id: sellerIds[i % sellerIds.length] as number,
        name,
        is_sale: i % 3 !== 2,
        price_cents: i % 3 !== 2 ? rnd.int(150, 1500) * 100 : 0,
      })),
    )
    .returning(['id', 'user_id'])
    .execute();
}

/** `count` ticket rows over the events and sellers (nine in ten for sale, a few in collections, the first 40 featured). */
function planTickets(
  rnd: Random,
  count: number,
  {
    events,
    eventIds,
    sellerIds,
    collections,
    reference,
  }: {
    events: NewEvent[];
    eventIds: number[];
    sellerIds: number[];
    collections: { id: number; user_id: number }[];
    reference: ReferenceData;
  },
): Record<string, unknown>[] {
  const { venueRows, teamRows, artistRows, ticketTypes, seatTypes } = reference;
  const adjectives = ['Original', 'Vintage', 'Rare', 'Souvenir', 'Unused', 'Complete', 'Signed', 'Mint'];
  const typeNames = TICKET_TYPES;
  const ticketRows: Record<string, unknown>[] = [];
  const collectionFill = new Map<number, number>();
  for (let i = 0; i < count; i += 1) {
    const eventIndex = rnd.int(0, eventIds.length - 1);
    const event = events[eventIndex] as NewEvent;
    const typeIndex = rnd.int(0, ticketTypes.length - 1);
    const sellerId = sellerIds[i % sellerIds.length] as number;
    const isSale = !rnd.chance(0.1);
    const collection = collections.find((c) => c.user_id === sellerId && (collectionFill.get(c.id) ?? 0) < 4);
    const inCollection = collection && rnd.chance(0.02);
    if (inCollection) collectionFill.set(collection.id, (collectionFill.get(collection.id) ?? 0) + 1);
    const listingName = `${rnd.pick(adjectives)} ${typeNames[typeIndex]} – ${event.name}`.slice(0, 256);
    const venue = venueRows.find((v) => v.id === event.venue_id);
    ticketRows.push({
      // The copies the tickets_fill_from_event trigger would write (switched off for this bulk load): the search text
      // is the ticket's name and its event's text (events.search_text), joined by a space.
      event_date: event.event_date,
      venue_id: event.venue_id,
      genre_id: event.genre_id,
      sub_genre_id: event.sub_genre_id,
      search_text: [
        listingName,
        event.name,
        event.significance,
        venue?.name,
        venue?.name,
        ...event.teams.map((id) => teamRows.find((t) => t.id === id)?.name),
        ...event.artists.map((id) => artistRows.find((a) => a.id === id)?.name),
      ]
        .filter(Boolean)
        .join(' ')
        .toLowerCase(),
      seller_id: sellerId,
      event_id: eventIds[eventIndex],
      ticket_type_id: ticketTypes[typeIndex]?.id,
      seat_type_id: rnd.chance(0.8) ? rnd.pick(seatTypes).id : null,
      collection_id: inCollection ? collection.id : null,
      listing_name: listingName,
      is_sale: isSale,
      price_cents: isSale ? rnd.int(15, 900) * 100 + rnd.pick([0, 0, 50, 99]) : null,
      face_price_cents: rnd.chance(0.8) ? rnd.int(2, 150) * 100 : null,
      quality: rnd.pick(QUALITIES),
      grade: rnd.pick(GRADES),
      section: rnd.chance(0.85) ? String(rnd.int(100, 340)) : null,
      row: rnd.chance(0.85) ? String.fromCharCode(65 + rnd.int(0, 25)) : null,
      seat_no: rnd.chance(0.85) ? String(rnd.int(1, 40)) : null,
      description: `${event.significance} Kept in a sleeve since the day; ${rnd.pick(['light creasing', 'no tears', 'sharp corners', 'slight fading'])}.`,
      is_featured: i < 40 || rnd.chance(0.01),
    });
  }
  return ticketRows;
}

/**
 * Bulk load of the tickets: the per-row triggers (search copies, event ticket counts, names' pieces) are switched off for the
 * insert and their work is done set-based right after, in the same transaction. ALTER TABLE locks the table, which
 * is fine here: the seed runs before the server listens. The names' trigram index is built once after the load: far cheaper
 * than growing it row by row. Returns the tickets' ids, in row order.
 */
async function loadTickets(
  trx: Trx,
  ticketRows: Record<string, unknown>[],
  phase: (name: string) => void,
): Promise<number[]> {
  await sql`DROP INDEX IF EXISTS tickets_name_trgm_idx`.execute(trx);
  await sql`ALTER TABLE tickets DISABLE TRIGGER tickets_fill_from_event`.execute(trx);
  await sql`ALTER TABLE tickets DISABLE TRIGGER tickets_count_for_event`.execute(trx);
  await sql`ALTER TABLE tickets DISABLE TRIGGER tickets_name_grams`.execute(trx);
  const ticketIds: number[] = [];
  for (let i = 0; i < ticketRows.length; i += 1000) {
    const inserted = await trx
      .insertInto('tickets')
      .values(ticketRows.slice(i, i + 1000) as never)
      .returning('id')
      .execute();
    ticketIds.push(...inserted.map((r) => r.id));
  }
  phase('listing rows');
  await sql`
    UPDATE events e SET ticket_count = coalesce(
      (SELECT count(*) FROM tickets t WHERE t.event_id = e.id AND t.status = 'SELL' AND t.deleted_at IS NULL), 0)`.execute(
    trx,
  );
  await sql`ALTER TABLE tickets ENABLE TRIGGER tickets_fill_from_event`.execute(trx);
  await sql.raw(EVENT_NAME_GRAMS_FILL).execute(trx);
  await sql`ALTER TABLE tickets ENABLE TRIGGER tickets_name_grams`.execute(trx);
  await sql.raw(NAME_TRIGRAM_INDEX).execute(trx);
  await sql`ALTER TABLE tickets ENABLE TRIGGER tickets_count_for_event`.execute(trx);
  return ticketIds;
}

/** One to three pictures per ticket (one each in a large load), cycling through the stored images. */
async function seedTicketImages(
  trx: Trx,
  ticketIds: number[],
  imageHashes: string[],
  tickets: number,
): Promise<void> {
  const ticketImages: Record<string, unknown>[] = [];
  ticketIds.forEach((ticketId, i) => {
    const count = tickets > 10_000 ? 1 : 1 + (i % 3);
    for (let k = 0; k < count; k += 1) {
      ticketImages.push({
        ticket_id: ticketId,
        image_hash: imageHashes[(i + k * 5) % imageHashes.length],
        position: k,
      });
    }
  });
  await insertChunked(trx, 'ticket_images', ticketImages, 2000);
}

/** The home page's popular searches, events (the busiest) and teams and artists. */
async function seedPopularLists(trx: Trx, { teamRows, artistRows }: ReferenceData): Promise<void> {
  await trx
    .insertInto('popular_searches')
    .values(POPULAR_SEARCHES.map((keyword, i) => ({ keyword, display_order: i + 1 })))
    .execute();
  const busiest = await trx
    .selectFrom('events')
    .select('id')
    .orderBy('ticket_count', 'desc')
    .orderBy('id')
    .limit(8)
    .execute();
  await trx
    .insertInto('popular_events')
    .values(busiest.map((e, i) => ({ event_id: e.id, display_order: i + 1 })))
    .execute();
  await trx
    .insertInto('popular_team_artists')
    .values([
      ...teamRows.slice(0, 5).map((t, i) => ({ team_id: t.id, artist_id: null, display_order: i + 1 })),
      ...artistRows.slice(0, 4).map((a, i) => ({ team_id: null, artist_id: a.id, display_order: i + 6 })),
    ])
    .execute();
}

/** The account area's demo content (profile, orders, offers, messages, tickets, notifications, following) and the admin area's, one module each. */
async function seedAccountDemo(demo: DemoContext): Promise<void> {
  await seedProfileDemo(demo);
  await seedOrdersDemo(demo);
  await seedOffersDemo(demo);
  await seedMessagesDemo(demo);
  await seedTicketsDemo(demo);
  await seedNotificationsDemo(demo);
  await seedAdminDemo(demo);
  await seedFollowDemo(demo);
}

/**
 * Fills an empty database with a believable marketplace: demo accounts, genres, venues, teams, artists, events,
 * tickets with generated images, collections, static pages, popular lists, report types, payment methods.
 * Runs in one transaction: a failed seed leaves the database empty. The steps draw from one seeded random sequence
 * in this order, so the same options give the same marketplace.
 */
export async function seed(db: Kysely<DB>, storage: BlobStorage, options: SeedOptions): Promise<SeedSummary> {
  const listings = options.listings ?? 2000;
  const rnd = random(20261122);
  let mark = performance.now();
  const phase = (name: string) => {
    const now = performance.now();
    options.onPhase?.(name, Math.round(now - mark));
    mark = now;
  };

  // Images first, outside the transaction: they are blobs, content-addressed, harmless if the seed fails.
  const imageHashes = await storeImages(storage, options.images ?? 8);
  phase('images');
  const passwords = await hashDemoPasswords(options.config);
  phase('passwords');

  const summary = await db.transaction().execute(async (trx) => {
    await insertChunked(
      trx,
      'images',
      imageHashes.map((hash) => ({ hash, width: 1000, height: 625, mime: 'image/jpeg', bytes: 1 })),
    );
    const people = await seedPeople(trx, passwords);
    const reference = await seedReferenceData(trx);
    phase('people and reference data');

    const events = planEvents(rnd, options.events ?? 200, reference);
    const eventIds = await seedEvents(trx, events);
    const collections = await seedCollections(trx, rnd, people.sellerIds);
    phase('events and collections');

    const ticketRows = planTickets(rnd, listings, {
      events,
      eventIds,
      sellerIds: people.sellerIds,
      collections,
      reference,
    });
    const ticketIds = await loadTickets(trx, ticketRows, phase);
    phase('listings');
    await seedTicketImages(trx, ticketIds, imageHashes, listings);
    phase('listing images');

    await seedPopularLists(trx, reference);
    await seedAccountDemo({
      trx,
      idOf: people.idOf,
      passwordHash: async (password) =>
        passwords.get(password) ?? hashPassword(password, options.config.scryptCost),
      ticketIds,
      eventIds,
    });
    phase('account area demo');

    await sql`ANALYZE tickets, ticket_images, events, event_teams, event_artists, collections`.execute(trx);
    phase('popular lists and analyze');
    return {
      users: people.userCount,
      events: eventIds.length,
      tickets: ticketIds.length,
      images: imageHashes.length,
      collections: collections.length,
    };
  });
  // Outside the transaction (VACUUM cannot run inside one): marks the freshly written pages all-visible, so the
  // search's index-only scans skip the table. PGlite has no autovacuum to do it later.
  await sql`VACUUM tickets`.execute(db);
  phase('vacuum');
  return summary;
}
