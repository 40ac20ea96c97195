// Generated from src/db/migrations by `pnpm --filter @momento/api db:schema` (kysely-codegen on a migrated PGlite).
// Do not edit: write a migration and run the command (apps/api/README.md, Changing the schema). src/db/schema.ts
// narrows columns (statuses, JSON) and is what the code imports.

import type { ColumnType } from 'kysely';

export type Generated<T> =
  T extends ColumnType<infer S, infer I, infer U>
    ? ColumnType<S, I | undefined, U>
    : ColumnType<T, T | undefined, T>;

export type JsonArray = JsonValue[];

export type JsonObject = {
  [x: string]: JsonValue | undefined;
};

export type JsonPrimitive = boolean | number | string | null;

export type JsonValue = JsonArray | JsonObject | JsonPrimitive;

export type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface Addresses {
  address_line_1: string;
  address_line_2: string | null;
  administrative_area: string;
  city: string;
  country: string;
  created_at: Generated<Timestamp>;
  deleted_at: Timestamp | null;
  first_name: string;
  id: Generated<number>;
  is_primary: Generated<boolean>;
  last_name: string;
  mobile_no: string;
  postal_code: string;
  type: string;
  updated_at: Generated<Timestamp>;
  user_id: number;
}

export interface Artists {
  created_at: Generated<Timestamp>;
  created_by: number | null;
  decided_at: Timestamp | null;
  decided_by: number | null;
  display_name: string;
  display_order: Generated<number>;
  id: Generated<number>;
  is_admin_created: Generated<boolean>;
  name: string;
  rejection_reason: string | null;
  status: Generated<string>;
  sub_genre_id: number;
}

export interface AuditLog {
  action: string;
  actor_id: number;
  after: ColumnType<NonNullable<JsonValue>, string, string> | null;
  at: Generated<Timestamp>;
  before: ColumnType<NonNullable<JsonValue>, string, string> | null;
  id: Generated<number>;
  item_id: number;
  item_kind: string;
}

export interface CartItems {
  base_price_cents: number;
  cart_id: number;
  collection_id: number | null;
  created_at: Generated<Timestamp>;
  expires_at: Timestamp;
  id: Generated<number>;
  offer_entry_id: number | null;
  offer_id: number | null;
  partner_id: number | null;
  release_reason: string | null;
  released_at: Timestamp | null;
  seller_id: number;
  tax_cents: Generated<number>;
  ticket_id: number | null;
  type: string;
}

export interface Carts {
  created_at: Generated<Timestamp>;
  id: Generated<number>;
  status: Generated<string>;
  updated_at: Generated<Timestamp>;
  user_id: number;
}

export interface CatalogChanges {
  changed_at: Generated<Timestamp>;
  ids: number[] | null;
  kind: string;
  seq: Generated<number>;
  xid: Generated<string>;
}

export interface CheckoutItems {
  cart_item_id: number;
  checkout_id: number;
  id: Generated<number>;
}

export interface Checkouts {
  billing_address_id: number | null;
  cart_id: number;
  created_at: Generated<Timestamp>;
  id: Generated<number>;
  payment_method_id: number | null;
  shipping_address_id: number | null;
  status: Generated<string>;
  updated_at: Generated<Timestamp>;
  user_id: number;
}

export interface Collections {
  created_at: Generated<Timestamp>;
  deleted_at: Timestamp | null;
  id: Generated<number>;
  is_sale: Generated<boolean>;
  name: string;
  price_cents: Generated<number>;
  status: Generated<string>;
  updated_at: Generated<Timestamp>;
  user_id: number;
}

export interface EmbedAllowances {
  expires_at: Timestamp;
  granted_at: Generated<Timestamp>;
  id: Generated<number>;
  origin: string;
  user_id: number;
}

export interface EmbedGrants {
  challenge: string;
  code_hash: string;
  created_at: Generated<Timestamp>;
  expires_at: Timestamp;
  id: Generated<number>;
  origin: string;
  used_at: Timestamp | null;
  user_id: number;
}

export interface EventArtists {
  artist_id: number;
  event_id: number;
}

export interface EventNameGrams {
  event_id: number;
  gram: string;
}

export interface Events {
  additional_significance: Generated<ColumnType<NonNullable<JsonValue>, string, string>>;
  created_at: Generated<Timestamp>;
  created_by: number | null;
  decided_at: Timestamp | null;
  decided_by: number | null;
  event_date: Timestamp;
  genre_id: number | null;
  id: Generated<number>;
  is_admin_created: Generated<boolean>;
  name: string;
  rejection_reason: string | null;
  search_text: Generated<string>;
  significance: string | null;
  status: Generated<string>;
  sub_genre_id: number | null;
  ticket_count: Generated<number>;
  venue_id: number;
  video_link: string | null;
}

export interface EventTeams {
  event_id: number;
  team_id: number;
}

export interface FollowChanges {
  collection_id: number | null;
  created_at: Generated<Timestamp>;
  id: Generated<number>;
  new_cents: number | null;
  old_cents: number | null;
  opened: Generated<boolean>;
  ticket_id: number | null;
  xid: Generated<string>;
}

export interface Fulfilments {
  carrier_name: string;
  created_at: Generated<Timestamp>;
  delivered_at: Timestamp | null;
  expected_delivery: string;
  id: Generated<number>;
  received_at: Timestamp | null;
  service_name: string;
  shipped_at: Generated<Timestamp>;
  shipping_cost_cents: Generated<number>;
  sub_order_id: number;
  tracking_no: string;
  updated_at: Generated<Timestamp>;
}

export interface Genres {
  created_at: Generated<Timestamp>;
  created_by: number | null;
  display_name: string;
  display_order: Generated<number>;
  id: Generated<number>;
  is_admin_created: Generated<boolean>;
  name: string;
  status: Generated<string>;
}

export interface Images {
  bytes: number;
  created_at: Generated<Timestamp>;
  hash: string;
  height: number;
  mime: string;
  width: number;
}

export interface LineItems {
  base_price_cents: number;
  collection_id: number | null;
  created_at: Generated<Timestamp>;
  details: Generated<ColumnType<NonNullable<JsonValue>, string, string>>;
  id: Generated<number>;
  offer_entry_id: number | null;
  offer_id: number | null;
  sub_order_id: number;
  tax_cents: Generated<number>;
  ticket_id: number | null;
  type: string;
}

export interface ListingPrices {
  event_id: number;
  id: Generated<number>;
  price_cents: number;
  ticket_id: number;
  valid_from: Generated<Timestamp>;
  valid_to: Timestamp | null;
}

export interface LivePresence {
  instance_id: string;
  seen_at: Generated<Timestamp>;
  user_id: number;
}

export interface LoginFailures {
  account: string;
  failed_at: Generated<Timestamp>;
  id: Generated<number>;
  ip: string;
}

export interface MessageMailThrottle {
  mailed_at: Timestamp;
  room_id: number;
  user_id: number;
}

export interface Messages {
  id: Generated<number>;
  message: string;
  room_id: number;
  sender_id: number;
  sent_at: Generated<Timestamp>;
}

export interface NotificationPreferences {
  messages: Generated<boolean>;
  offers: Generated<boolean>;
  orders: Generated<boolean>;
  price_drops: Generated<boolean>;
  saved_searches: Generated<boolean>;
  updated_at: Generated<Timestamp>;
  user_id: number;
}

export interface Notifications {
  body: string;
  created_at: Generated<Timestamp>;
  dedupe_key: string;
  id: Generated<number>;
  kind: string;
  link: string;
  mail_state: Generated<string>;
  read_at: Timestamp | null;
  title: string;
  type: string;
  user_id: number;
}

export interface OfferEntries {
  answered_automatically: Generated<boolean>;
  created_at: Generated<Timestamp>;
  created_by: number;
  id: Generated<number>;
  is_latest: Generated<boolean>;
  message: string | null;
  offer_id: number;
  offer_type: string;
  price_cents: number;
  status: Generated<string>;
  updated_at: Generated<Timestamp>;
}

export interface OfferItems {
  id: Generated<number>;
  listing_name: string;
  offer_entry_id: number;
  price_cents: number | null;
  ticket_id: number;
}

export interface Offers {
  accepted_at: Timestamp | null;
  buyer_id: number;
  created_at: Generated<Timestamp>;
  id: Generated<number>;
  offer_no: string;
  seller_id: number;
  status: Generated<string>;
  updated_at: Generated<Timestamp>;
}

export interface Orders {
  billing_address: ColumnType<NonNullable<JsonValue>, string, string> | null;
  buyer_id: number;
  cancelled_at: Timestamp | null;
  checkout_id: number | null;
  currency: Generated<string>;
  delivery_cents: Generated<number>;
  expires_at: Timestamp;
  id: Generated<number>;
  order_no: string;
  ordered_at: Generated<Timestamp>;
  paid_at: Timestamp | null;
  partner_id: number | null;
  partner_source: string | null;
  payment_method_id: number | null;
  processing_fee_cents: Generated<number>;
  shipping_address: ColumnType<NonNullable<JsonValue>, string, string> | null;
  status: Generated<string>;
  subtotal_cents: number;
  tax_cents: Generated<number>;
  total_cents: number;
  updated_at: Generated<Timestamp>;
}

export interface OutboxMails {
  attempts: Generated<number>;
  created_at: Generated<Timestamp>;
  dedupe_key: string | null;
  headers: Generated<ColumnType<NonNullable<JsonValue>, string, string>>;
  html_body: string | null;
  id: Generated<number>;
  last_error: string | null;
  links: Generated<ColumnType<NonNullable<JsonValue>, string, string>>;
  next_attempt_at: Generated<Timestamp>;
  sent_at: Timestamp | null;
  subject: string;
  text_body: string;
  to_address: string;
}

export interface PartnerDays {
  day: string;
  offers: Generated<number>;
  partner_id: number;
  sign_ins: Generated<number>;
  views: Generated<number>;
}

export interface PartnerOrigins {
  origin: string;
  partner_id: number;
  position: number;
}

export interface PartnerRegistry {
  id: number;
  seeded_at: Timestamp | null;
  version: Generated<number>;
}

export interface Partners {
  contact_email: string | null;
  created_at: Generated<Timestamp>;
  id: Generated<number>;
  name: string;
  status: Generated<string>;
  updated_at: Generated<Timestamp>;
}

export interface PaymentMethods {
  id: Generated<number>;
  is_active: Generated<boolean>;
  name: string;
  type: string;
}

export interface Payments {
  amount_cents: number;
  capture_id: string | null;
  created_at: Generated<Timestamp>;
  currency: Generated<string>;
  id: Generated<number>;
  is_paid: Generated<boolean>;
  method: Generated<string>;
  order_id: number;
  paid_at: Timestamp | null;
  provider: string;
  provider_order_id: string | null;
  raw: ColumnType<NonNullable<JsonValue>, string, string> | null;
  status: Generated<string>;
}

export interface Permissions {
  created_at: Generated<Timestamp>;
  id: Generated<number>;
  permission: string;
  status: Generated<string>;
  updated_at: Generated<Timestamp>;
  user_id: number;
}

export interface PopularEvents {
  display_order: Generated<number>;
  event_id: number;
}

export interface PopularSearches {
  display_order: Generated<number>;
  id: Generated<number>;
  keyword: string;
}

export interface PopularTeamArtists {
  artist_id: number | null;
  display_order: Generated<number>;
  id: Generated<number>;
  team_id: number | null;
}

export interface RateBuckets {
  action: string;
  subject: string;
  tokens: number;
  updated_at: Timestamp;
}

export interface RateCounters {
  action: string;
  hits: number;
  subject: string;
  window_start: Timestamp;
}

export interface Ratings {
  author_id: number;
  communication_rating: number;
  created_at: Generated<Timestamp>;
  description_rating: number;
  id: Generated<number>;
  role: string;
  shipping_rating: number;
  sub_order_id: number;
  subject_id: number;
  updated_at: Generated<Timestamp>;
}

export interface RefreshTokens {
  created_at: Generated<Timestamp>;
  expires_at: Timestamp;
  family_id: string;
  id: Generated<number>;
  kind: string;
  revoked_at: Timestamp | null;
  token_hash: string;
  used_at: Timestamp | null;
  user_id: number | null;
}

export interface RefundOutbox {
  amount_cents: number;
  attempts: Generated<number>;
  capture_id: string;
  claimed_until: Timestamp | null;
  completed_at: Timestamp | null;
  id: Generated<number>;
  last_error: string | null;
  next_attempt_at: Generated<Timestamp>;
  payment_id: number;
  provider: string;
  provider_refund_id: string | null;
  request_id: string;
  requested_at: Generated<Timestamp>;
  status: Generated<string>;
  sub_order_id: number;
}

export interface Refunds {
  amount_cents: number;
  created_at: Generated<Timestamp>;
  id: Generated<number>;
  payment_id: number;
  provider: string;
  provider_refund_id: string;
  raw: ColumnType<NonNullable<JsonValue>, string, string> | null;
  sub_order_id: number;
}

export interface ReportReplies {
  id: Generated<number>;
  message: string;
  report_id: number;
  sender_id: number;
  sent_at: Generated<Timestamp>;
}

export interface Reports {
  content: string | null;
  created_at: Generated<Timestamp>;
  id: Generated<number>;
  report_on: number | null;
  report_type_id: number;
  reported_by: number;
  scope: string;
  status: Generated<string>;
  title: string | null;
  updated_at: Generated<Timestamp>;
}

export interface ReportTypes {
  display_order: Generated<number>;
  id: Generated<number>;
  scope: string;
  type: string;
}

export interface Reviews {
  author_id: number;
  content: string;
  created_at: Generated<Timestamp>;
  id: Generated<number>;
  role: string;
  sub_order_id: number;
  subject_id: number;
  updated_at: Generated<Timestamp>;
}

export interface RoomParticipants {
  has_unread: Generated<boolean>;
  last_read_at: Timestamp | null;
  room_id: number;
  user_id: number;
}

export interface Rooms {
  created_at: Generated<Timestamp>;
  created_by: number;
  id: Generated<number>;
  last_message_at: Timestamp | null;
  pair_key: string;
}

export interface SavedSearchBuckets {
  bucket: string;
  max_price_cents: number;
  search_id: number;
  word: string | null;
}

export interface SavedSearches {
  alert: Generated<string>;
  created_at: Generated<Timestamp>;
  filters: ColumnType<NonNullable<JsonValue>, string, string>;
  id: Generated<number>;
  last_seen_at: Generated<Timestamp>;
  name: string;
  user_id: number;
}

export interface SavedSearchMatches {
  alert: string;
  created_at: Generated<Timestamp>;
  digested_at: Timestamp | null;
  mailed_at: Timestamp | null;
  search_id: number;
  ticket_id: number;
  user_id: number;
}

export interface SeatTypes {
  display_order: Generated<number>;
  id: Generated<number>;
  name: string;
}

export interface SellerPaypalDetails {
  created_at: Generated<Timestamp>;
  id: Generated<number>;
  paypal_id: string;
  paypal_mail: string;
  seller_id: number;
  updated_at: Generated<Timestamp>;
}

export interface Sellers {
  agreement_accepted_at: Generated<Timestamp>;
  created_at: Generated<Timestamp>;
  is_verified: Generated<boolean>;
  payment_type: Generated<string>;
  updated_at: Generated<Timestamp>;
  user_id: number;
}

export interface StaticPages {
  content_html: string;
  id: Generated<number>;
  page_name: string;
  title: string;
  updated_at: Generated<Timestamp>;
}

export interface SubGenres {
  created_at: Generated<Timestamp>;
  created_by: number | null;
  decided_at: Timestamp | null;
  decided_by: number | null;
  display_name: string;
  display_order: Generated<number>;
  genre_id: number;
  id: Generated<number>;
  is_admin_created: Generated<boolean>;
  name: string;
  rejection_reason: string | null;
  status: Generated<string>;
}

export interface SubOrders {
  created_at: Generated<Timestamp>;
  delivery_cents: Generated<number>;
  due_cents: Generated<number>;
  fulfilment_status: Generated<string>;
  id: Generated<number>;
  order_id: number;
  processing_fee_cents: Generated<number>;
  seller_id: number;
  subtotal_cents: number;
  tax_cents: Generated<number>;
  total_cents: number;
  updated_at: Generated<Timestamp>;
}

export interface Teams {
  created_at: Generated<Timestamp>;
  created_by: number | null;
  decided_at: Timestamp | null;
  decided_by: number | null;
  display_name: string;
  display_order: Generated<number>;
  id: Generated<number>;
  is_admin_created: Generated<boolean>;
  name: string;
  rejection_reason: string | null;
  status: Generated<string>;
  sub_genre_id: number;
}

export interface TicketDocuments {
  bytes: number;
  created_at: Generated<Timestamp>;
  deleted_at: Timestamp | null;
  id: Generated<number>;
  mime: string;
  name: string;
  owner_id: number;
  storage_key: string;
  ticket_id: number;
}

export interface TicketHolds {
  cart_item_id: number | null;
  created_at: Generated<Timestamp>;
  expires_at: Timestamp | null;
  holder_id: number;
  id: Generated<number>;
  line_item_id: number | null;
  released_at: Timestamp | null;
  ticket_id: number;
}

export interface TicketImages {
  created_at: Generated<Timestamp>;
  deleted_at: Timestamp | null;
  id: Generated<number>;
  image_hash: string;
  position: Generated<number>;
  ticket_id: number;
}

export interface Tickets {
  auto_accept_cents: number | null;
  auto_decline_cents: number | null;
  collection_id: number | null;
  created_at: Generated<Timestamp>;
  deleted_at: Timestamp | null;
  description: string | null;
  event_date: Timestamp | null;
  event_id: number;
  face_price_cents: number | null;
  genre_id: number | null;
  grade: string | null;
  hidden_at: Timestamp | null;
  hidden_from_status: string | null;
  hidden_reason: string | null;
  id: Generated<number>;
  is_featured: Generated<boolean>;
  is_sale: Generated<boolean>;
  listing_name: string;
  price_cents: number | null;
  quality: Generated<string>;
  row: string | null;
  search_name: Generated<string | null>;
  search_text: Generated<string>;
  seat_no: string | null;
  seat_type_id: number | null;
  section: string | null;
  seller_id: number;
  status: Generated<string>;
  sub_genre_id: number | null;
  suspended_at: Timestamp | null;
  ticket_type_id: number;
  updated_at: Generated<Timestamp>;
  venue_id: number | null;
}

export interface TicketTypes {
  display_order: Generated<number>;
  id: Generated<number>;
  name: string;
}

export interface UserKeys {
  created_at: Generated<Timestamp>;
  expires_at: Timestamp;
  id: Generated<number>;
  key_hash: string;
  purpose: string;
  used_at: Timestamp | null;
  user_id: number;
}

export interface Users {
  created_at: Generated<Timestamp>;
  deleted_at: Timestamp | null;
  email: string;
  id: Generated<number>;
  is_admin: Generated<boolean>;
  is_email_verified: Generated<boolean>;
  mobile_no: string | null;
  name: string;
  password_hash: string;
  profile_image: string | null;
  status: Generated<string>;
  updated_at: Generated<Timestamp>;
}

export interface Venues {
  city: string | null;
  country: string | null;
  created_at: Generated<Timestamp>;
  created_by: number | null;
  decided_at: Timestamp | null;
  decided_by: number | null;
  display_name: string;
  display_order: Generated<number>;
  id: Generated<number>;
  is_admin_created: Generated<boolean>;
  name: string;
  rejection_reason: string | null;
  status: Generated<string>;
}

export interface Watches {
  alert_cents: number | null;
  created_at: Generated<Timestamp>;
  id: Generated<number>;
  reference_cents: number | null;
  target_id: number;
  target_type: string;
  user_id: number;
  watched_cents: number | null;
}

export interface DB {
  addresses: Addresses;
  artists: Artists;
  audit_log: AuditLog;
  cart_items: CartItems;
  carts: Carts;
  catalog_changes: CatalogChanges;
  checkout_items: CheckoutItems;
  checkouts: Checkouts;
  collections: Collections;
  embed_allowances: EmbedAllowances;
  embed_grants: EmbedGrants;
  event_artists: EventArtists;
  event_name_grams: EventNameGrams;
  event_teams: EventTeams;
  events: Events;
  follow_changes: FollowChanges;
  fulfilments: Fulfilments;
  genres: Genres;
  images: Images;
  line_items: LineItems;
  listing_prices: ListingPrices;
  live_presence: LivePresence;
  login_failures: LoginFailures;
  message_mail_throttle: MessageMailThrottle;
  messages: Messages;
  notification_preferences: NotificationPreferences;
  notifications: Notifications;
  offer_entries: OfferEntries;
  offer_items: OfferItems;
  offers: Offers;
  orders: Orders;
  outbox_mails: OutboxMails;
  partner_days: PartnerDays;
  partner_origins: PartnerOrigins;
  partner_registry: PartnerRegistry;
  partners: Partners;
  payment_methods: PaymentMethods;
  payments: Payments;
  permissions: Permissions;
  popular_events: PopularEvents;
  popular_searches: PopularSearches;
  popular_team_artists: PopularTeamArtists;
  rate_buckets: RateBuckets;
  rate_counters: RateCounters;
  ratings: Ratings;
  refresh_tokens: RefreshTokens;
  refund_outbox: RefundOutbox;
  refunds: Refunds;
  report_replies: ReportReplies;
  report_types: ReportTypes;
  reports: Reports;
  reviews: Reviews;
  room_participants: RoomParticipants;
  rooms: Rooms;
  saved_search_buckets: SavedSearchBuckets;
  saved_search_matches: SavedSearchMatches;
  saved_searches: SavedSearches;
  seat_types: SeatTypes;
  seller_paypal_details: SellerPaypalDetails;
  sellers: Sellers;
  static_pages: StaticPages;
  sub_genres: SubGenres;
  sub_orders: SubOrders;
  teams: Teams;
  ticket_documents: TicketDocuments;
  ticket_holds: TicketHolds;
  ticket_images: TicketImages;
  ticket_types: TicketTypes;
  tickets: Tickets;
  user_keys: UserKeys;
  users: Users;
  venues: Venues;
  watches: Watches;
}
