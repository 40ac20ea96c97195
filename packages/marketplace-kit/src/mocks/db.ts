// The mock API's state: one per createMockApi() call, so stories and tests never leak into each other.
import type {
  Address,
  Artist,
  CartItem,
  Checkout,
  Collection,
  Event,
  Genre,
  MasterData,
  Message,
  MetaContent,
  Notification,
  NotificationPreferenceKind,
  NotificationPreferences,
  Offer,
  Order,
  OutboxMail,
  PaymentConfig,
  PopularSearch,
  ReportReply,
  ReportRoom,
  ReportType,
  ReviewItem,
  SavedSearch,
  Seller,
  SellerReport,
  SubGenre,
  Team,
  Ticket,
  User,
  Venue,
} from '@momento/contract';
import {
  buildArtist,
  buildCollection,
  buildEvent,
  buildGenre,
  buildImage,
  buildSeller,
  buildSellerUser,
  buildSubGenre,
  buildTeam,
  buildTicket,
  buildUser,
  buildVenue,
  usd,
} from './fixtures.ts';
import { seedFollowing, type MockWatch } from './followFixtures.ts';

export type { MockWatch } from './followFixtures.ts';
import { createAdminState, MOCK_ADMIN_EMAIL, MOCK_ADMIN_ID, type MockAdminState } from './adminFixtures.ts';

export interface MockAccount {
  user: User;
  password: string;
  /** E-mail verification key while unverified. */
  verificationKey: string | null;
  /** Password reset key while a reset is pending. */
  resetKey?: string | null;
}

export interface MockRoom {
  room_id: number;
  participants: [number, number];
  /** User ids with unread messages. */
  unread: Set<number>;
}

export interface MockReportThread {
  room: ReportRoom;
  /** The reporting user. */
  userId: number;
  replies: ReportReply[];
}

export interface MockDb {
  accounts: MockAccount[];
  sellers: Map<number, Seller>;
  genres: Genre[];
  subGenres: SubGenre[];
  venues: Venue[];
  teams: Team[];
  artists: Artist[];
  events: Event[];
  masterData: MasterData;
  metaContents: MetaContent[];
  agreement: MetaContent;
  paymentConfig: PaymentConfig;
  popularSearches: PopularSearch[];
  tickets: Ticket[];
  collections: Collection[];
  addresses: Map<number, Address[]>;
  carts: Map<number, CartItem[]>;
  checkouts: Map<number, Checkout & { user_id: number }>;
  orders: Order[];
  offers: Offer[];
  rooms: MockRoom[];
  messages: Map<number, Message[]>;
  reviews: Array<ReviewItem & { about_user_id: number }>;
  reportTypes: ReportType[];
  sellerReportTypes: ReportType[];
  sellerReports: SellerReport[];
  reports: MockReportThread[];
  outbox: OutboxMail[];
  /** The notification centre's entries, newest first, each with the user it is for. */
  notifications: Array<Notification & { user_id: number }>;
  /** The admin area's state (queue, reports, deliveries, users' pages, dashboard series, audit log). */
  admin: MockAdminState;
  /** Following (ours, docs/rules/follow.md): watched items, newest first. */
  watches: MockWatch[];
  /** Saved searches, newest first, each with the buyer it is for. */
  savedSearches: Array<SavedSearch & { user_id: number }>;
  /** E-mail preferences by user (absent: every kind on). */
  notificationPreferences: Map<number, NotificationPreferences>;
  /** Unsubscribe tokens the mock has handed out (the server signs them; the mock remembers them). */
  unsubscribeTokens: Map<string, { userId: number; kind: NotificationPreferenceKind }>;
  /** Access token -> user id (and gate tokens -> 0). */
  accessTokens: Map<string, number>;
  /** Refresh token -> user id. */
  refreshTokens: Map<string, number>;
  gateRefreshTokens: Set<string>;
  /** Partner widgets' sign-in: one-time codes by code (the server keeps only their hash). */
  embedGrants: Map<
    string,
    { userId: number; origin: string; challenge: string; expires: number; used: boolean }
  >;
  /**
   * The partner origins each user allowed, by `${userId} ${origin}` (allowEmbedSite in handlers/embed.ts adds one): when
   * they allowed it and when that lapses (ms since epoch, EMBED_ALLOWANCE_DAYS later), as the server keeps them.
   */
  embedAllowances: Map<
    string,
    { id: number; userId: number; origin: string; grantedAt: number; expiresAt: number }
  >;
  /** Embed access token -> the partner origin it is bound to (its user is in `accessTokens`). */
  embedTokens: Map<string, string>;
  /** Site gate credentials. */
  gate: { email: string; password: string };
  /** Next id for any new record. */
  nextId(): number;
  /** The mock's clock (ms). */
  now(): number;
}

export interface MockSeed {
  /** Extra or replacement tickets. */
  tickets?: Ticket[];
  /** The clock of the mock (ms since epoch). @default Date.now */
  now?: () => number;
  /** Start with these accounts (password 'password123' unless given). */
  accounts?: MockAccount[];
  /** Start with an empty catalogue (no tickets, collections or events). */
  empty?: boolean;
}

/** The demo password of every seeded account. */
export const MOCK_PASSWORD = 'password123';
/** The seeded buyer and seller. */
export const MOCK_BUYER_EMAIL = 'ada@example.com';
export const MOCK_SELLER_EMAIL = 'grace@example.com';

export function createDb(seed: MockSeed = {}): MockDb {
  const db = createBaseDb(seed);
  // The demo buyer's watchlist and saved searches, over the demo catalogue only.
  if (!seed.empty && !seed.tickets && !seed.accounts) seedFollowing(db);
  return db;
}

/** The demo seller's collection for sale, with two tickets of the demo catalogue in it (105 on sale, 106 kept). */
const DEMO_COLLECTION = buildCollection({ ticket_count: 2 });

function createBaseDb(seed: MockSeed): MockDb {
  let id = 1000;
  const events = seed.empty
    ? []
    : [
        buildEvent(),
        buildEvent({
          event_id: 2,
          id: 2,
          name: 'Live Aid',
          significance: "Queen's 21-minute set, often called the greatest live performance.",
          additional_significance: [],
          event_date: '1985-07-13T00:00:00.000Z',
          venue: { venue_id: 2, venue_name: 'wembley stadium', display_name: 'Wembley Stadium, London' },
          genre: { genre_id: 2, genre_name: 'music', display_name: 'Music' },
          sub_genre: { sub_genre_id: 3, name: 'rock', display_name: 'Rock' },
          teams: [],
          artists: [{ artist_id: 1, artist_name: 'queen', display_name: 'Queen' }],
        }),
      ];
  const tickets =
    seed.tickets ??
    (seed.empty
      ? []
      : [
          buildTicket(),
          buildTicket({
            product_id: 102,
            listing_name: 'Live Aid wristband and ticket',
            event: events[1],
            cost: usd(820),
            sell_details: { cost: usd(820) },
            images: [buildImage(1021, 'ticket-102')],
            image: { image_400: buildImage(1021, 'ticket-102').image_400 },
            event_name: 'Live Aid',
            venue: 'Wembley Stadium, London',
            teams: [],
            artists: ['Queen'],
            genre: events[1]?.genre ?? null,
            subgenre: events[1]?.sub_genre ?? null,
            section: null,
            row: null,
            seat_no: null,
          }),
          buildTicket({
            product_id: 103,
            listing_name: 'Game 7 program, signed',
            cost: null,
            sell_details: { cost: null },
            isSale: '0',
            status: 'OWNED',
          }),
          // The demo collection's tickets, as the API's demo seed has them: one on sale, one kept by the seller.
          buildTicket({
            product_id: 105,
            listing_name: 'Bleacher seat stub, game 6',
            cost: usd(120),
            sell_details: { cost: usd(120) },
            section: '240',
            row: '3',
            seat_no: '12',
            collection: {
              collection_id: DEMO_COLLECTION.id,
              collection_name: DEMO_COLLECTION.collection_name,
            },
          }),
          buildTicket({
            product_id: 106,
            listing_name: 'Game 7 program, kept for my own shelf',
            cost: null,
            sell_details: { cost: null },
            isSale: '0',
            status: 'OWNED',
            collection: {
              collection_id: DEMO_COLLECTION.id,
              collection_name: DEMO_COLLECTION.collection_name,
            },
          }),
        ]);
  return {
    accounts: seed.accounts ?? [
      { user: buildUser(), password: MOCK_PASSWORD, verificationKey: null },
      { user: buildSellerUser(), password: MOCK_PASSWORD, verificationKey: null },
      {
        user: buildUser({ id: MOCK_ADMIN_ID, name: 'Momento Operator', mail: MOCK_ADMIN_EMAIL, is_admin: 1 }),
        password: MOCK_PASSWORD,
        verificationKey: null,
      },
    ],
    sellers: new Map([[2, buildSeller()]]),
    genres: [
      buildGenre(),
      buildGenre({
        genre_id: 2,
        genre_name: 'music',
        display_name: 'Music',
        display_order: 2,
        sub_genre: [{ sub_genre_id: 3, name: 'rock', display_name: 'Rock' }],
      }),
    ],
    subGenres: [
      buildSubGenre(),
      buildSubGenre({ sub_genre_id: 2, name: 'basketball', display_name: 'Basketball' }),
      buildSubGenre({ sub_genre_id: 3, name: 'rock', display_name: 'Rock', genre: 2 }),
    ],
    venues: [
      buildVenue(),
      buildVenue({
        venue_id: 2,
        venue_name: 'wembley stadium',
        display_name: 'Wembley Stadium, London',
        display_order: 2,
      }),
    ],
    teams: [
      buildTeam(),
      buildTeam({ team_id: 2, team_name: 'cleveland indians', display_name: 'Cleveland Indians' }),
    ],
    artists: [buildArtist()],
    events,
    masterData: {
      ticket_types: [
        { id: 1, name: 'Ticket stub' },
        { id: 2, name: 'Full ticket' },
        { id: 3, name: 'Memorabilia' },
      ],
      seat_types: [
        { id: 1, name: 'Reserved' },
        { id: 2, name: 'General admission' },
      ],
    },
    metaContents: [
      {
        page_name: 'about',
        content_description: '<p>Momento: tickets and memories from moments in history.</p>',
      },
      { page_name: 'terms', content_description: '<p>Terms and conditions of the marketplace.</p>' },
      { page_name: 'policy', content_description: '<p>How we handle your data.</p>' },
    ],
    agreement: {
      page_name: 'seller_agreement',
      content_description: '<p>Sellers list only items they own and ship within 5 days.</p>',
    },
    paymentConfig: { paypal_client_id: 'test-client-id', test_payments: true },
    popularSearches: [{ keyword: 'World Series' }, { keyword: 'Queen' }],
    tickets,
    collections: seed.empty ? [] : [DEMO_COLLECTION],
    addresses: new Map(),
    carts: new Map(),
    checkouts: new Map(),
    orders: [],
    offers: [],
    rooms: [],
    messages: new Map(),
    reviews: [],
    reportTypes: [
      { id: 1, type: 'Item not received' },
      { id: 2, type: 'Payment problem' },
      { id: 3, type: 'Other' },
    ],
    sellerReportTypes: [
      { id: 1, type: 'Counterfeit item' },
      { id: 2, type: 'Abusive messages' },
      { id: 3, type: 'Other' },
    ],
    sellerReports: [],
    reports: [],
    outbox: [],
    notifications: [],
    admin: createAdminState((seed.now ?? Date.now)()),
    watches: [],
    savedSearches: [],
    notificationPreferences: new Map(),
    unsubscribeTokens: new Map(),
    accessTokens: new Map(),
    refreshTokens: new Map(),
    gateRefreshTokens: new Set(),
    embedGrants: new Map(),
    embedAllowances: new Map(),
    embedTokens: new Map(),
    gate: { email: 'preview@momento.example', password: MOCK_PASSWORD },
    nextId: () => ++id,
    now: seed.now ?? (() => Date.now()),
  };
}
