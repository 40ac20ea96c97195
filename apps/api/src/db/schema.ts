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
import type { ColumnType, Generated, GeneratedAlways, Insertable, Selectable, Updateable } from 'kysely';

/**
 * Kysely's view of the tables created by src/db/migrations (keep both in step). `Generated<T>` columns have a
 * default; timestamps come back as Date, `date` columns as 'YYYY-MM-DD' strings, money as integer cents. Status and
 * type columns hold the contract's values, so their types are the contract's.
 */

/** A timestamp with a default (now()): optional on insert. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** A timestamp without a default: required on insert. */
type RequiredTimestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Json<T> = ColumnType<T, string, string>;
/** A nullable column set only by later updates: optional on insert. */
type Optional<T> = ColumnType<T | null, T | null | undefined, T | null>;

export interface UsersTable {
  id: Generated<number>;
  name: string;
  email: string;
  password_hash: string;
  mobile_no: string | null;
  is_email_verified: Generated<boolean>;
  is_admin: Generated<boolean>;
  profile_image: string | null;
  status: Generated<'ACTIVE' | 'DELETED'>;
  created_at: Timestamp;
  updated_at: Timestamp;
  deleted_at: NullableTimestamp;
}

export interface PermissionsTable {
  id: Generated<number>;
  user_id: number;
  permission: 'SELLER' | 'ADMIN';
  status: Generated<PermissionStatus>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface UserKeysTable {
  id: Generated<number>;
  user_id: number;
  purpose: 'VERIFY_EMAIL' | 'RESET_PASSWORD';
  key_hash: string;
  expires_at: RequiredTimestamp;
  used_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface RefreshTokensTable {
  id: Generated<number>;
  kind: 'USER' | 'SITE_GATE';
  user_id: number | null;
  family_id: string;
  token_hash: string;
  expires_at: RequiredTimestamp;
  used_at: NullableTimestamp;
  /** Set on every token of a family at once (logout, reset, sign-out everywhere): the session has ended. */
  revoked_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface LoginFailuresTable {
  id: Generated<number>;
  account: string;
  ip: string;
  failed_at: Timestamp;
}

export interface RateCountersTable {
  action: string;
  subject: string;
  window_start: Timestamp;
  hits: number;
}

/** A token bucket of an abuse limit (src/auth/abuseLimits.ts): tokens left at updated_at. */
export interface RateBucketsTable {
  action: string;
  subject: string;
  tokens: number;
  updated_at: Timestamp;
}

export interface AddressesTable {
  id: Generated<number>;
  user_id: number;
  type: AddressType;
  first_name: string;
  last_name: string;
  mobile_no: string;
  address_line_1: string;
  address_line_2: string | null;
  administrative_area: string;
  city: string;
  postal_code: string;
  country: string;
  is_primary: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
  deleted_at: NullableTimestamp;
}

export interface SellersTable {
  user_id: number;
  payment_type: Generated<'PAYPAL'>;
  is_verified: Generated<boolean>;
  agreement_accepted_at: Timestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SellerPaypalDetailsTable {
  id: Generated<number>;
  seller_id: number;
  paypal_id: string;
  paypal_mail: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

interface ReferenceColumns {
  id: Generated<number>;
  name: string;
  display_name: string;
  display_order: Generated<number>;
  status: Generated<ReferenceStatus>;
  is_admin_created: Generated<boolean>;
  created_by: number | null;
  created_at: Timestamp;
  rejection_reason: Optional<string>;
  decided_by: Optional<number>;
  decided_at: NullableTimestamp;
}

export type GenresTable = ReferenceColumns;
export interface SubGenresTable extends ReferenceColumns {
  genre_id: number;
}
export interface VenuesTable extends ReferenceColumns {
  city: string | null;
  country: string | null;
}
export interface TeamsTable extends ReferenceColumns {
  sub_genre_id: number;
}
export interface ArtistsTable extends ReferenceColumns {
  sub_genre_id: number;
}

export interface EventsTable {
  id: Generated<number>;
  name: string;
  significance: string | null;
  additional_significance: ColumnType<string[], string | undefined, string>;
  event_date: RequiredTimestamp;
  video_link: string | null;
  venue_id: number;
  genre_id: number | null;
  sub_genre_id: number | null;
  status: Generated<ReferenceStatus>;
  is_admin_created: Generated<boolean>;
  created_by: number | null;
  ticket_count: Generated<number>;
  /** Its part of its listings' search text (name, significance, venue, teams, artists), lower-cased; kept by triggers. */
  search_text: Generated<string>;
  created_at: Timestamp;
  rejection_reason: Optional<string>;
  decided_by: Optional<number>;
  decided_at: NullableTimestamp;
}

export interface EventTeamsTable {
  event_id: number;
  team_id: number;
}
export interface EventArtistsTable {
  event_id: number;
  artist_id: number;
}

export interface TicketTypesTable {
  id: Generated<number>;
  name: string;
  display_order: Generated<number>;
}
export type SeatTypesTable = TicketTypesTable;

export interface ImagesTable {
  hash: string;
  width: number;
  height: number;
  mime: 'image/jpeg' | 'image/png';
  bytes: number;
  created_at: Timestamp;
}

export interface CollectionsTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  is_sale: Generated<boolean>;
  price_cents: Generated<number>;
  status: Generated<CollectionStatus>;
  created_at: Timestamp;
  updated_at: Timestamp;
  deleted_at: NullableTimestamp;
}

export interface TicketsTable {
  id: Generated<number>;
  seller_id: number;
  event_id: number;
  ticket_type_id: number;
  seat_type_id: number | null;
  collection_id: number | null;
  listing_name: string;
  is_sale: Generated<boolean>;
  price_cents: number | null;
  face_price_cents: number | null;
  /** The seller's automatic answers to offers (autoAnswers.ts of the contract); null when not set. */
  auto_accept_cents: number | null;
  auto_decline_cents: number | null;
  quality: Generated<TicketQuality>;
  grade: string | null;
  section: string | null;
  row: string | null;
  seat_no: string | null;
  description: string | null;
  status: Generated<TicketStatus>;
  is_featured: Generated<boolean>;
  /** Copies kept by the tickets_fill_from_event trigger; never written by the application. */
  event_date: Generated<Date | null>;
  venue_id: Generated<number | null>;
  genre_id: Generated<number | null>;
  sub_genre_id: Generated<number | null>;
  search_text: Generated<string>;
  /** The listing name lower-cased, as search words are checked against it (a generated column, migration 0021). */
  search_name: GeneratedAlways<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
  deleted_at: NullableTimestamp;
  /** An operator hid the listing (out of every public read), with the reason its seller reads. */
  hidden_at: NullableTimestamp;
  hidden_reason: Optional<string>;
  /** The status the listing had when hidden, given back on restore. */
  hidden_from_status: Optional<TicketStatus>;
  /** Taken off sale when its seller's permission was deactivated; back on sale at reactivation. */
  suspended_at: NullableTimestamp;
}

export interface TicketImagesTable {
  id: Generated<number>;
  ticket_id: number;
  image_hash: string;
  position: Generated<number>;
  created_at: Timestamp;
  deleted_at: NullableTimestamp;
}

export interface TicketDocumentsTable {
  id: Generated<number>;
  ticket_id: number;
  /** The seller who uploaded it: only they (while the ticket is theirs) and admins read it (migration 0025). */
  owner_id: number;
  name: string;
  mime: string;
  storage_key: string;
  bytes: number;
  created_at: Timestamp;
  deleted_at: NullableTimestamp;
}

export interface OffersTable {
  id: Generated<number>;
  offer_no: string;
  buyer_id: number;
  seller_id: number;
  status: Generated<OfferStatus>;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Set by a trigger when the offer is accepted (by either side). */
  accepted_at: Generated<Date | null>;
}

export interface OfferEntriesTable {
  id: Generated<number>;
  offer_id: number;
  offer_type: OfferType;
  status: Generated<OfferStatus>;
  price_cents: number;
  message: string | null;
  created_by: number;
  is_latest: Generated<boolean>;
  /** The seller's answer (the status) came from the listings' automatic answers. */
  answered_automatically: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface OfferItemsTable {
  id: Generated<number>;
  offer_entry_id: number;
  ticket_id: number;
  listing_name: string;
  price_cents: number | null;
}

export interface CartsTable {
  id: Generated<number>;
  user_id: number;
  status: Generated<CartStatus>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CartItemsTable {
  id: Generated<number>;
  cart_id: number;
  type: CartItemType;
  ticket_id: number | null;
  collection_id: number | null;
  offer_id: number | null;
  offer_entry_id: number | null;
  seller_id: number;
  base_price_cents: number;
  tax_cents: Generated<number>;
  created_at: Timestamp;
  expires_at: RequiredTimestamp;
  released_at: NullableTimestamp;
  release_reason: 'REMOVED' | 'EXPIRED' | 'CHECKED_OUT' | 'ORDERED' | 'CANCELLED' | null;
  /** The partner whose embed added the line (0031; docs/rules/attribution.md). */
  partner_id: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface PaymentMethodsTable {
  id: Generated<number>;
  type: PaymentMethodType;
  name: string;
  is_active: Generated<boolean>;
}

export interface CheckoutsTable {
  id: Generated<number>;
  user_id: number;
  cart_id: number;
  status: Generated<CheckoutStatus>;
  shipping_address_id: number | null;
  billing_address_id: number | null;
  payment_method_id: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CheckoutItemsTable {
  id: Generated<number>;
  checkout_id: number;
  cart_item_id: number;
}

export interface OrdersTable {
  id: Generated<number>;
  order_no: string;
  buyer_id: number;
  checkout_id: number | null;
  status: Generated<OrderStatus>;
  currency: Generated<'USD'>;
  subtotal_cents: number;
  delivery_cents: Generated<number>;
  tax_cents: Generated<number>;
  processing_fee_cents: Generated<number>;
  total_cents: number;
  shipping_address: Json<Record<string, unknown> | null> | null;
  billing_address: Json<Record<string, unknown> | null> | null;
  payment_method_id: number | null;
  ordered_at: Timestamp;
  expires_at: RequiredTimestamp;
  paid_at: NullableTimestamp;
  cancelled_at: NullableTimestamp;
  updated_at: Timestamp;
  /** The partner the order is attributed to, and how the server knew it (0031; docs/rules/attribution.md). */
  partner_id: ColumnType<number | null, number | null | undefined, number | null>;
  partner_source: ColumnType<
    'EMBED' | 'LINK' | null,
    'EMBED' | 'LINK' | null | undefined,
    'EMBED' | 'LINK' | null
  >;
}

export interface SubOrdersTable {
  id: Generated<number>;
  order_id: number;
  seller_id: number;
  fulfilment_status: Generated<FulfilmentStatus>;
  subtotal_cents: number;
  tax_cents: Generated<number>;
  delivery_cents: Generated<number>;
  processing_fee_cents: Generated<number>;
  total_cents: number;
  due_cents: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface LineItemsTable {
  id: Generated<number>;
  sub_order_id: number;
  type: CartItemType;
  ticket_id: number | null;
  collection_id: number | null;
  offer_id: number | null;
  offer_entry_id: number | null;
  base_price_cents: number;
  tax_cents: Generated<number>;
  details: Json<unknown[]>;
  created_at: Timestamp;
}

export interface TicketHoldsTable {
  id: Generated<number>;
  ticket_id: number;
  cart_item_id: number | null;
  line_item_id: number | null;
  holder_id: number;
  expires_at: NullableTimestamp;
  released_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface PaymentsTable {
  id: Generated<number>;
  order_id: number;
  provider: 'test' | 'paypal';
  provider_order_id: string | null;
  capture_id: string | null;
  method: Generated<PaymentMethodType>;
  amount_cents: number;
  currency: Generated<string>;
  status: Generated<'PENDING' | 'COMPLETED' | 'FAILED' | 'REFUNDED' | 'PARTIALLY_REFUNDED'>;
  is_paid: Generated<boolean>;
  raw: Json<unknown> | null;
  created_at: Timestamp;
  paid_at: NullableTimestamp;
}

export interface FulfilmentsTable {
  id: Generated<number>;
  sub_order_id: number;
  carrier_name: string;
  service_name: string;
  tracking_no: string;
  shipping_cost_cents: Generated<number>;
  /** 'YYYY-MM-DD'. */
  expected_delivery: string;
  shipped_at: Timestamp;
  delivered_at: NullableTimestamp;
  received_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

interface RatingReviewColumns {
  id: Generated<number>;
  sub_order_id: number;
  author_id: number;
  subject_id: number;
  role: 'BUYER' | 'SELLER';
  created_at: Timestamp;
  updated_at: Timestamp;
}
export interface RatingsTable extends RatingReviewColumns {
  communication_rating: number;
  description_rating: number;
  shipping_rating: number;
}
export interface ReviewsTable extends RatingReviewColumns {
  content: string;
}

export interface RoomsTable {
  id: Generated<number>;
  pair_key: string;
  created_by: number;
  last_message_at: NullableTimestamp;
  created_at: Timestamp;
}
export interface RoomParticipantsTable {
  room_id: number;
  user_id: number;
  has_unread: Generated<boolean>;
  last_read_at: NullableTimestamp;
}
export interface MessagesTable {
  id: Generated<number>;
  room_id: number;
  sender_id: number;
  message: string;
  sent_at: Timestamp;
}

export interface ReportTypesTable {
  id: Generated<number>;
  scope: 'SELLER' | 'COMMON';
  type: string;
  display_order: Generated<number>;
}
export interface ReportsTable {
  id: Generated<number>;
  scope: 'SELLER' | 'COMMON';
  report_type_id: number;
  reported_by: number;
  report_on: number | null;
  title: string | null;
  content: string | null;
  status: Generated<ReportStatus>;
  created_at: Timestamp;
  updated_at: Timestamp;
}
export interface ReportRepliesTable {
  id: Generated<number>;
  report_id: number;
  sender_id: number;
  message: string;
  sent_at: Timestamp;
}

export interface StaticPagesTable {
  id: Generated<number>;
  page_name: string;
  title: string;
  content_html: string;
  updated_at: Timestamp;
}
export interface PopularSearchesTable {
  id: Generated<number>;
  keyword: string;
  display_order: Generated<number>;
}
export interface PopularEventsTable {
  event_id: number;
  display_order: Generated<number>;
}
export interface PopularTeamArtistsTable {
  id: Generated<number>;
  team_id: number | null;
  artist_id: number | null;
  display_order: Generated<number>;
}

export interface OutboxMailsTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  text_body: string;
  links: Json<string[]>;
  created_at: Timestamp;
  sent_at: NullableTimestamp;
  attempts: Generated<number>;
  last_error: string | null;
  html_body: string | null;
  headers: ColumnType<Record<string, string>, string | undefined, string>;
  next_attempt_at: Timestamp;
  dedupe_key: string | null;
}

export interface NotificationsTable {
  id: Generated<number>;
  user_id: number;
  kind: NotificationKind;
  type: string;
  title: string;
  body: string;
  link: string;
  dedupe_key: string;
  created_at: Timestamp;
  read_at: NullableTimestamp;
  mail_state: Generated<'pending' | 'queued' | 'skipped'>;
}

export interface NotificationPreferencesTable {
  user_id: number;
  orders: Generated<boolean>;
  offers: Generated<boolean>;
  messages: Generated<boolean>;
  saved_searches: Generated<boolean>;
  price_drops: Generated<boolean>;
  updated_at: Timestamp;
}

export interface MessageMailThrottleTable {
  room_id: number;
  user_id: number;
  mailed_at: Timestamp;
}

export interface LivePresenceTable {
  instance_id: string;
  user_id: number;
  seen_at: Generated<Timestamp>;
}

export interface EmbedGrantsTable {
  id: Generated<number>;
  code_hash: string;
  user_id: number;
  origin: string;
  challenge: string;
  created_at: Generated<Timestamp>;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface EmbedAllowancesTable {
  id: Generated<number>;
  user_id: number;
  origin: string;
  granted_at: Timestamp;
  /** EMBED_ALLOWANCE_DAYS after granted_at; a lapsed row counts as no allowance. */
  expires_at: RequiredTimestamp;
}

export interface DB {
  users: UsersTable;
  permissions: PermissionsTable;
  user_keys: UserKeysTable;
  refresh_tokens: RefreshTokensTable;
  login_failures: LoginFailuresTable;
  embed_grants: EmbedGrantsTable;
  embed_allowances: EmbedAllowancesTable;
  rate_counters: RateCountersTable;
  rate_buckets: RateBucketsTable;
  addresses: AddressesTable;
  sellers: SellersTable;
  seller_paypal_details: SellerPaypalDetailsTable;
  genres: GenresTable;
  sub_genres: SubGenresTable;
  venues: VenuesTable;
  teams: TeamsTable;
  artists: ArtistsTable;
  events: EventsTable;
  event_teams: EventTeamsTable;
  event_artists: EventArtistsTable;
  ticket_types: TicketTypesTable;
  seat_types: SeatTypesTable;
  images: ImagesTable;
  collections: CollectionsTable;
  tickets: TicketsTable;
  ticket_images: TicketImagesTable;
  ticket_documents: TicketDocumentsTable;
  offers: OffersTable;
  offer_entries: OfferEntriesTable;
  offer_items: OfferItemsTable;
  carts: CartsTable;
  cart_items: CartItemsTable;
  payment_methods: PaymentMethodsTable;
  checkouts: CheckoutsTable;
  checkout_items: CheckoutItemsTable;
  orders: OrdersTable;
  sub_orders: SubOrdersTable;
  line_items: LineItemsTable;
  ticket_holds: TicketHoldsTable;
  payments: PaymentsTable;
  fulfilments: FulfilmentsTable;
  ratings: RatingsTable;
  reviews: ReviewsTable;
  rooms: RoomsTable;
  room_participants: RoomParticipantsTable;
  messages: MessagesTable;
  report_types: ReportTypesTable;
  reports: ReportsTable;
  report_replies: ReportRepliesTable;
  static_pages: StaticPagesTable;
  popular_searches: PopularSearchesTable;
  popular_events: PopularEventsTable;
  popular_team_artists: PopularTeamArtistsTable;
  outbox_mails: OutboxMailsTable;
  notifications: NotificationsTable;
  notification_preferences: NotificationPreferencesTable;
  message_mail_throttle: MessageMailThrottleTable;
  live_presence: LivePresenceTable;
  audit_log: AuditLogTable;
  refunds: RefundsTable;
  refund_outbox: RefundOutboxTable;
  partners: PartnersTable;
  partner_origins: PartnerOriginsTable;
  partner_registry: PartnerRegistryTable;
  partner_days: PartnerDaysTable;
  watches: WatchesTable;
  saved_searches: SavedSearchesTable;
  saved_search_buckets: SavedSearchBucketsTable;
  saved_search_matches: SavedSearchMatchesTable;
  follow_changes: FollowChangesTable;
  listing_prices: ListingPricesTable;
}

// Following (migration 0029_follow; docs/rules/follow.md).
export interface WatchesTable {
  id: Generated<number>;
  user_id: number;
  target_type: 'TICKET' | 'COLLECTION' | 'SELLER';
  target_id: number;
  /** The asking price when watching began (null for a seller). */
  watched_cents: number | null;
  /** The price the last drop alert told, or the watched price: the base of isPriceDropAlert. */
  reference_cents: number | null;
  alert_cents: number | null;
  created_at: Timestamp;
}
export interface SavedSearchesTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  filters: ColumnType<Record<string, string>, string, string>;
  alert: Generated<'OFF' | 'INSTANT' | 'DAILY'>;
  last_seen_at: Timestamp;
  created_at: Timestamp;
}
export interface SavedSearchBucketsTable {
  /** `event:12`, `seller:8`... (one of the search's SAVED_SEARCH_INDEX_KEYS filters), or `*`. */
  bucket: string;
  /** The search's `price` bound in cents, or 2147483647 without one. */
  max_price_cents: number;
  search_id: number;
  /** The search's longest word, which a listing's search text must hold to match (0032); NULL without words. */
  word: string | null;
}
export interface SavedSearchMatchesTable {
  search_id: number;
  ticket_id: number;
  user_id: number;
  alert: 'INSTANT' | 'DAILY';
  created_at: Timestamp;
  mailed_at: NullableTimestamp;
  digested_at: NullableTimestamp;
}
export interface FollowChangesTable {
  id: GeneratedAlways<string>;
  xid: GeneratedAlways<string>;
  ticket_id: number | null;
  collection_id: number | null;
  opened: Generated<boolean>;
  old_cents: number | null;
  new_cents: number | null;
  created_at: Timestamp;
}
export interface ListingPricesTable {
  id: GeneratedAlways<string>;
  ticket_id: number;
  event_id: number;
  price_cents: number;
  valid_from: Timestamp;
  valid_to: NullableTimestamp;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type TicketRow = Selectable<TicketsTable>;
export type NewTicket = Insertable<TicketsTable>;
export type EventRow = Selectable<EventsTable>;
export type AddressRow = Selectable<AddressesTable>;
export type OfferEntryRow = Selectable<OfferEntriesTable>;

export interface AuditLogTable {
  id: Generated<number>;
  actor_id: number;
  at: Timestamp;
  action: AuditAction;
  item_kind: AuditItemKind;
  item_id: number;
  before: ColumnType<Record<string, unknown> | null, string | null, string | null>;
  after: ColumnType<Record<string, unknown> | null, string | null, string | null>;
}

/** A sub-order's refund, recorded by the cancellation and asked of the payment service by the refund worker (0026). */
export interface RefundOutboxTable {
  id: Generated<number>;
  payment_id: number;
  sub_order_id: number;
  provider: 'test' | 'paypal';
  capture_id: string;
  amount_cents: number;
  request_id: string;
  status: Generated<'PENDING' | 'COMPLETED' | 'FAILED'>;
  attempts: Generated<number>;
  next_attempt_at: Timestamp;
  claimed_until: NullableTimestamp;
  last_error: string | null;
  provider_refund_id: string | null;
  requested_at: Timestamp;
  completed_at: NullableTimestamp;
}

export interface RefundsTable {
  id: Generated<number>;
  payment_id: number;
  sub_order_id: number;
  provider: 'test' | 'paypal';
  provider_refund_id: string;
  amount_cents: number;
  raw: ColumnType<unknown, string | null | undefined, string | null>;
  created_at: Timestamp;
}

/** A partner site, kept by the operator in the console (0030; docs/rules/partners.md). */
export interface PartnersTable {
  id: Generated<number>;
  name: string;
  contact_email: string | null;
  status: Generated<PartnerStatus>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A partner's exact origin, each a partner's only once (0030). */
export interface PartnerOriginsTable {
  origin: string;
  partner_id: number;
  /** The origin's place in its partner's list, from 0. */
  position: number;
}

/** One row (id 1): the partners' version, raised by triggers on every change, and when PARTNER_ORIGINS seeded them (0030). */
export interface PartnerRegistryTable {
  id: number;
  /** bigint, read as a number (database.ts). */
  version: Generated<number>;
  seeded_at: NullableTimestamp;
}

/** A partner's counts of one day (UTC): widget loads, sign-ins and offers through its embed (0031). */
export interface PartnerDaysTable {
  partner_id: number;
  /** The day, read as 'YYYY-MM-DD' where selected with to_char. */
  day: ColumnType<Date, string, string>;
  views: Generated<number>;
  sign_ins: Generated<number>;
  offers: Generated<number>;
}
