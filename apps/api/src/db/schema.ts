import type {
  AddressType,
  AuditAction,
  AuditItemKind,
  CartItemType,
  CartStatus,
  CheckoutStatus,
  CollectionStatus,
  FulfilmentStatus,
  NotificationKind,
  OfferStatus,
  OfferType,
  OrderStatus,
  PartnerStatus,
  PaymentMethodType,
  PermissionStatus,
  ReferenceStatus,
  ReportStatus,
  TicketQuality,
  TicketStatus,
} from '@momento/contract';
import type {
  ColumnType,
  GeneratedAlways,
  Insertable,
  InsertType,
  Selectable,
  SelectType,
  Updateable,
  UpdateType,
} from 'kysely';
import type * as G from './schema.generated.ts';

/**
 * Kysely's view of the tables created by src/db/migrations. The tables, their columns, which are nullable and which
 * have a default come from schema.generated.ts, generated from the migrations (`pnpm --filter @momento/api db:schema`;
 * apps/api/README.md, "Changing the schema"). This file adds what the database does not say: the values a text column
 * holds (status and type columns hold the contract's values, so their types are the contract's), the shape of JSON
 * columns, and columns the application never writes. Timestamps come back as Date, `date` columns as 'YYYY-MM-DD'
 * strings, bigint as a number, money as integer cents.
 */

/** A JSON column as generated: any JSON but null, written as its text (JSON.stringify). */
type GeneratedJson = NonNullable<G.JsonValue>;
type IsJson<C> = [NonNullable<SelectType<C>>] extends [GeneratedJson]
  ? [GeneratedJson] extends [NonNullable<SelectType<C>>]
    ? true
    : false
  : false;
type IsColumnType<V> = [V] extends [ColumnType<unknown, unknown, unknown>] ? true : false;

/**
 * A column's type with its values narrowed to V: NULL and the default stay as the database has them (a JSON column
 * keeps its text on insert and update). A ColumnType given instead replaces the column's type whole.
 */
type Narrowed<C, V> =
  IsColumnType<V> extends true
    ? V
    : ColumnType<
        V | Extract<SelectType<C>, null>,
        [InsertType<C>] extends [never]
          ? never
          : IsJson<C> extends true
            ? InsertType<C>
            : V | Extract<InsertType<C>, null | undefined>,
        IsJson<C> extends true ? UpdateType<C> : V | Extract<UpdateType<C>, null>
      >;

/**
 * Whether a narrowing V fits column C: its values are some of the column's (any value for a JSON column), without
 * NULL (that is the database's to say); a whole ColumnType must also agree on NULL and may not make a column without
 * a default optional on insert.
 */
type Fits<C, V> =
  IsColumnType<V> extends true
    ? [null extends SelectType<V> ? true : false] extends [null extends SelectType<C> ? true : false]
      ? [NonNullable<SelectType<V>>] extends [IsJson<C> extends true ? unknown : NonNullable<SelectType<C>>]
        ? undefined extends InsertType<V>
          ? undefined extends InsertType<C>
            ? true
            : null extends InsertType<C>
              ? true
              : false
          : true
        : false
      : false
    : null extends V
      ? false
      : [V] extends [IsJson<C> extends true ? unknown : NonNullable<SelectType<C>>]
        ? true
        : false;

type Checked<T, R> = {
  [K in keyof R]: K extends keyof T
    ? Fits<T[K], R[K]> extends true
      ? R[K]
      : `${K & string}: the narrowing does not fit the generated column`
    : `${K & string}: the generated table has no such column`;
};

/** A generated table with some columns narrowed (Narrowed); a narrowing that does not fit fails the typecheck. */
type Refine<T, R extends Checked<T, R>> = { [K in keyof T]: K extends keyof R ? Narrowed<T[K], R[K]> : T[K] };

/** The generated tables with these in place of theirs; every key must be a generated table. */
type Overlay<Base, Over extends { [K in keyof Over]: K extends keyof Base ? unknown : never }> = {
  [K in keyof Base]: K extends keyof Over ? Over[K] : Base[K];
};

export type UsersTable = Refine<G.Users, { status: 'ACTIVE' | 'DELETED' }>;
export type PermissionsTable = Refine<
  G.Permissions,
  { permission: 'SELLER' | 'ADMIN'; status: PermissionStatus }
>;
export type UserKeysTable = Refine<G.UserKeys, { purpose: 'VERIFY_EMAIL' | 'RESET_PASSWORD' }>;
/** `revoked_at` is set on every token of a family at once (logout, reset, sign-out everywhere): the session has ended. */
export type RefreshTokensTable = Refine<G.RefreshTokens, { kind: 'USER' | 'SITE_GATE' }>;
export type LoginFailuresTable = G.LoginFailures;
export type RateCountersTable = G.RateCounters;
/** A token bucket of an abuse limit (src/auth/abuseLimits.ts): tokens left at updated_at. */
export type RateBucketsTable = G.RateBuckets;
export type AddressesTable = Refine<G.Addresses, { type: AddressType }>;
export type SellersTable = Refine<G.Sellers, { payment_type: 'PAYPAL' }>;
export type SellerPaypalDetailsTable = G.SellerPaypalDetails;

type ReferenceNarrowing = { status: ReferenceStatus };
export type GenresTable = Refine<G.Genres, ReferenceNarrowing>;
export type SubGenresTable = Refine<G.SubGenres, ReferenceNarrowing>;
export type VenuesTable = Refine<G.Venues, ReferenceNarrowing>;
export type TeamsTable = Refine<G.Teams, ReferenceNarrowing>;
export type ArtistsTable = Refine<G.Artists, ReferenceNarrowing>;

/** `search_text`: its part of its tickets' search text (name, significance, venue, teams, artists), lower-cased; kept by triggers. */
export type EventsTable = Refine<G.Events, { status: ReferenceStatus; additional_significance: string[] }>;
export type EventTeamsTable = G.EventTeams;
export type EventArtistsTable = G.EventArtists;
export type TicketTypesTable = G.TicketTypes;
export type SeatTypesTable = G.SeatTypes;
export type ImagesTable = Refine<G.Images, { mime: 'image/jpeg' | 'image/png' }>;
export type CollectionsTable = Refine<G.Collections, { status: CollectionStatus }>;

/**
 * A ticket. `auto_accept_cents` / `auto_decline_cents`: the seller's automatic answers to offers (autoAnswers.ts of
 * the contract). `event_date`, `venue_id`, `genre_id`, `sub_genre_id` and `search_text`: copies kept by the
 * tickets_fill_from_event trigger. `search_name`: the listing name lower-cased, as search words are checked against
 * it (a generated column, migration 0021). `hidden_at` / `hidden_reason`: an admin hid the ticket (out of every
 * public read), with the reason its seller reads; `hidden_from_status` is given back on restore. `suspended_at`: taken
 * off sale when its seller's permission was deactivated; back on sale at reactivation.
 */
export type TicketsTable = Refine<
  G.Tickets,
  {
    quality: TicketQuality;
    status: TicketStatus;
    hidden_from_status: TicketStatus;
    search_name: GeneratedAlways<string | null>;
  }
>;
export type TicketImagesTable = G.TicketImages;
/** `owner_id`: the seller who uploaded it: only they (while the ticket is theirs) and admins read it (migration 0025). */
export type TicketDocumentsTable = G.TicketDocuments;
/** `accepted_at` is set by a trigger when the offer is accepted (by either side). */
export type OffersTable = Refine<G.Offers, { status: OfferStatus }>;
/** `answered_automatically`: the seller's answer (the status) came from the tickets' automatic answers. */
export type OfferEntriesTable = Refine<G.OfferEntries, { offer_type: OfferType; status: OfferStatus }>;
export type OfferItemsTable = G.OfferItems;
export type CartsTable = Refine<G.Carts, { status: CartStatus }>;
/** `partner_id`: the partner whose embed added the line (0031; docs/rules/attribution.md). */
export type CartItemsTable = Refine<
  G.CartItems,
  { type: CartItemType; release_reason: 'REMOVED' | 'EXPIRED' | 'CHECKED_OUT' | 'ORDERED' | 'CANCELLED' }
>;
export type PaymentMethodsTable = Refine<G.PaymentMethods, { type: PaymentMethodType }>;
export type CheckoutsTable = Refine<G.Checkouts, { status: CheckoutStatus }>;
export type CheckoutItemsTable = G.CheckoutItems;
/** `partner_id` / `partner_source`: the partner the order is attributed to, and how the server knew it (0031; docs/rules/attribution.md). */
export type OrdersTable = Refine<
  G.Orders,
  {
    status: OrderStatus;
    currency: 'USD';
    shipping_address: Record<string, unknown>;
    billing_address: Record<string, unknown>;
    partner_source: 'EMBED' | 'LINK';
  }
>;
export type SubOrdersTable = Refine<G.SubOrders, { fulfilment_status: FulfilmentStatus }>;
export type LineItemsTable = Refine<G.LineItems, { type: CartItemType; details: unknown[] }>;
export type TicketHoldsTable = G.TicketHolds;
export type PaymentsTable = Refine<
  G.Payments,
  {
    provider: 'test' | 'paypal';
    method: PaymentMethodType;
    status: 'PENDING' | 'COMPLETED' | 'FAILED' | 'REFUNDED' | 'PARTIALLY_REFUNDED';
  }
>;
/** `expected_delivery`: 'YYYY-MM-DD'. */
export type FulfilmentsTable = G.Fulfilments;
type RatingReviewNarrowing = { role: 'BUYER' | 'SELLER' };
export type RatingsTable = Refine<G.Ratings, RatingReviewNarrowing>;
export type ReviewsTable = Refine<G.Reviews, RatingReviewNarrowing>;
export type RoomsTable = G.Rooms;
export type RoomParticipantsTable = G.RoomParticipants;
export type MessagesTable = G.Messages;
export type ReportTypesTable = Refine<G.ReportTypes, { scope: 'SELLER' | 'COMMON' }>;
export type ReportsTable = Refine<G.Reports, { scope: 'SELLER' | 'COMMON'; status: ReportStatus }>;
export type ReportRepliesTable = G.ReportReplies;
export type StaticPagesTable = G.StaticPages;
export type PopularSearchesTable = G.PopularSearches;
export type PopularEventsTable = G.PopularEvents;
export type PopularTeamArtistsTable = G.PopularTeamArtists;
export type OutboxMailsTable = Refine<G.OutboxMails, { links: string[]; headers: Record<string, string> }>;
export type NotificationsTable = Refine<
  G.Notifications,
  { kind: NotificationKind; mail_state: 'pending' | 'queued' | 'skipped' }
>;
export type NotificationPreferencesTable = G.NotificationPreferences;
export type MessageMailThrottleTable = G.MessageMailThrottle;
export type LivePresenceTable = G.LivePresence;
export type EmbedGrantsTable = G.EmbedGrants;
/** `expires_at`: EMBED_ALLOWANCE_DAYS after granted_at; a lapsed row counts as no allowance. */
export type EmbedAllowancesTable = G.EmbedAllowances;

// Following (migration 0029_follow; docs/rules/follow.md).
/**
 * `watched_cents`: the asking price when watching began (null for a seller). `reference_cents`: the price the last
 * drop alert told, or the watched price: the base of isPriceDropAlert.
 */
export type WatchesTable = Refine<G.Watches, { target_type: 'TICKET' | 'COLLECTION' | 'SELLER' }>;
export type SavedSearchesTable = Refine<
  G.SavedSearches,
  { filters: Record<string, string>; alert: 'OFF' | 'INSTANT' | 'DAILY' }
>;
/**
 * `bucket`: `event:12`, `seller:8`... (one of the search's SAVED_SEARCH_INDEX_KEYS filters), or `*`.
 * `max_price_cents`: the search's `price` bound in cents, or 2147483647 without one. `word`: the search's longest
 * word, which a ticket's search text must hold to match (0032); NULL without words.
 */
export type SavedSearchBucketsTable = G.SavedSearchBuckets;
export type SavedSearchMatchesTable = Refine<G.SavedSearchMatches, { alert: 'INSTANT' | 'DAILY' }>;
/** Written by triggers only (an outbox): the application reads and deletes. */
export type FollowChangesTable = Refine<
  G.FollowChanges,
  { id: GeneratedAlways<number>; xid: GeneratedAlways<string> }
>;
export type ListingPricesTable = Refine<G.ListingPrices, { id: GeneratedAlways<number> }>;

export type AuditLogTable = Refine<
  G.AuditLog,
  {
    action: AuditAction;
    item_kind: AuditItemKind;
    before: Record<string, unknown>;
    after: Record<string, unknown>;
  }
>;
/** A sub-order's refund, recorded by the cancellation and asked of the payment service by the refund worker (0026). */
export type RefundOutboxTable = Refine<
  G.RefundOutbox,
  { provider: 'test' | 'paypal'; status: 'PENDING' | 'COMPLETED' | 'FAILED' }
>;
export type RefundsTable = Refine<G.Refunds, { provider: 'test' | 'paypal' }>;
/** A partner site, kept by the admin in the admin area (0030; docs/rules/partners.md). */
export type PartnersTable = Refine<G.Partners, { status: PartnerStatus }>;
/** A partner's exact origin, each a partner's only once (0030); `position`: its place in its partner's list, from 0. */
export type PartnerOriginsTable = G.PartnerOrigins;
/** One row (id 1): the partners' version, raised by triggers on every change, and when PARTNER_ORIGINS seeded them (0030). */
export type PartnerRegistryTable = G.PartnerRegistry;
/** A partner's counts of one day (UTC): widget loads, sign-ins and offers through its embed (0031). */
export type PartnerDaysTable = G.PartnerDays;

/** The tables under the names the code uses; the generated tables not listed here are as generated. */
interface Tables {
  users: UsersTable;
  permissions: PermissionsTable;
  user_keys: UserKeysTable;
  refresh_tokens: RefreshTokensTable;
  addresses: AddressesTable;
  sellers: SellersTable;
  genres: GenresTable;
  sub_genres: SubGenresTable;
  venues: VenuesTable;
  teams: TeamsTable;
  artists: ArtistsTable;
  events: EventsTable;
  images: ImagesTable;
  collections: CollectionsTable;
  tickets: TicketsTable;
  offers: OffersTable;
  offer_entries: OfferEntriesTable;
  carts: CartsTable;
  cart_items: CartItemsTable;
  payment_methods: PaymentMethodsTable;
  checkouts: CheckoutsTable;
  orders: OrdersTable;
  sub_orders: SubOrdersTable;
  line_items: LineItemsTable;
  payments: PaymentsTable;
  ratings: RatingsTable;
  reviews: ReviewsTable;
  report_types: ReportTypesTable;
  reports: ReportsTable;
  outbox_mails: OutboxMailsTable;
  notifications: NotificationsTable;
  watches: WatchesTable;
  saved_searches: SavedSearchesTable;
  saved_search_matches: SavedSearchMatchesTable;
  follow_changes: FollowChangesTable;
  listing_prices: ListingPricesTable;
  audit_log: AuditLogTable;
  refund_outbox: RefundOutboxTable;
  refunds: RefundsTable;
  partners: PartnersTable;
}

/** The database as Kysely sees it: every table the migrations make, narrowed where this file says. */
export type DB = Overlay<G.DB, Tables>;

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type TicketRow = Selectable<TicketsTable>;
export type NewTicket = Insertable<TicketsTable>;
export type EventRow = Selectable<EventsTable>;
export type AddressRow = Selectable<AddressesTable>;
export type OfferEntryRow = Selectable<OfferEntriesTable>;
