// Decisions where the product leaves a value open (listed in this package's README), and the product's limits. Zod-free.

/** Every path of the route table is relative to this base (`<origin>/api/v1`). */
export const API_BASE_PATH = '/api/v1';

/** Page size of every paged list (spec: "page size not shown"). Lists take `page` (1-based). */
export const PAGE_SIZE = 20;

/** A cart line reserves its ticket(s) for this long (`expiry_date` of the line). */
export const CART_RESERVATION_MINUTES = 15;
/** An unpaid order holds its tickets this long ('Payment Expires'), then expires and releases them. */
export const ORDER_PAYMENT_MINUTES = 30;
/**
 * Offers (ours, eBay's rule): at most this many offers and counters by the buyer in one negotiation; the server
 * refuses one more, and the form says which one is the last.
 */
export const OFFER_BUYER_ROUNDS = 3;
/**
 * Offers (ours, eBay's rule): an open offer or counter expires this long after it was made (EXPIRED, no actions);
 * a counter starts the clock again for the other side.
 */
export const OFFER_EXPIRY_HOURS = 48;

/** Server settings; these are their defaults, shown in the pricing summaries. */
export const DEFAULT_TAX_RATE = 0.08;
export const DEFAULT_PROCESSING_FEE = 0.1;

/** Payment currency. Money on the wire: `{ value: "12.50", currency: "USD" }`; stored as integer cents. */
export const CURRENCY = 'USD' as const;

/** Access tokens (JWT with `exp`) live 15 minutes; refresh tokens rotate and live 30 days (ours). */
export const ACCESS_TOKEN_MINUTES = 15;
export const REFRESH_TOKEN_DAYS = 30;
/** The client refreshes this many seconds before the access token expires (see docs/rules/permissions.md). */
export const TOKEN_REFRESH_LEAD_SECONDS = 5;

/** Ticket image sizes and avatar sizes. */
export const IMAGE_SIZES = [200, 400, 600, 1000] as const;
export const AVATAR_SIZES = [50, 200, 400] as const;
/** Accepted image types (tickets, profile photo) and supporting-document types (one per ticket). */
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png'] as const;
export const DOCUMENT_MIME_TYPES = [
  'application/pdf',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'text/plain',
  'image/jpeg',
  'image/png',
] as const;
/** Upload size limits (ours): a decoded image or document above this answers 413. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_DOCUMENT_BYTES = 5 * 1024 * 1024;
/** Most images per ticket (ours). */
export const MAX_TICKET_IMAGES = 10;

// Request body limits (ours). Each operation takes a body of at most its route's `maxBody` (routes.ts, `bodyLimit`);
// the server counts a body as it arrives and answers 413 PAYLOAD_TOO_LARGE once it passes the limit, so an oversized
// body costs the server no more than the limit. Each limit holds the operation's largest valid body (every field at
// its LIMITS length in three-byte UTF-8, every list at its longest), with room to spare.

/** Any JSON form without files: a login, an address, a message (the longest, a review, is about 15 KB). */
export const JSON_BODY_BYTES = 16 * 1024;
/** Offers (up to 50 tickets with their names, about 43 KB at most). */
export const OFFER_BODY_BYTES = 64 * 1024;
/** The event form: a significance and 20 more texts of 5,000 characters, 100 teams and artists (about 480 KB). */
export const EVENT_BODY_BYTES = 512 * 1024;
/**
 * One picture (the profile photo): MAX_IMAGE_BYTES in base64 is 6.7 MB; the rest is room for line breaks, and lets a
 * picture a little over MAX_IMAGE_BYTES get the file's own 413 ('The file is larger than 5 MB.').
 */
export const IMAGE_BODY_BYTES = 10 * 1024 * 1024;
/**
 * The ticket forms: the event form's texts, up to MAX_TICKET_IMAGES pictures and the supporting document in base64,
 * about 30 MB of files together (the kit scales pictures down before it sends them), and the largest body any
 * operation takes.
 */
export const MAX_BODY_BYTES = 40 * 1024 * 1024;

/** Above this the cart badge and the remaining-items counter show '10+'. */
export const COUNT_CAP = 10;

/**
 * Field limits in characters (docs/rules/validation.md); the ones marked "ours" are limits the product leaves open.
 * The user-facing messages live in the kit; the server rejects longer input with 400 before any SQL.
 */
export const LIMITS = {
  name: 256,
  email: 256,
  password: 256,
  mobileNo: 20,
  firstName: 256,
  lastName: 256,
  addressLine: 1000,
  city: 300,
  state: 300,
  postalCode: 50,
  country: 100,
  collectionName: 255,
  paypalId: 256,
  paypalEmail: 256,
  carrier: 256,
  service: 256,
  trackingId: 256,
  shippingCost: 20,
  offerPrice: 20,
  offerMessage: 500,
  chatMessage: 500,
  reportTitle: 256,
  reportDescription: 256,
  /** ours */
  listingName: 256,
  /** ours */
  eventName: 256,
  /** ours */
  venueName: 256,
  /** ours */
  subGenreName: 256,
  /** ours */
  section: 50,
  /** ours */
  row: 50,
  /** ours */
  seat: 50,
  /** ours */
  grade: 50,
  /** ours: ticket description, event significance */
  description: 5000,
  /** ours: search keyword */
  query: 256,
  /** ours: seller report content (the dialog's description is optional) */
  reportContent: 1000,
  /** ours: file names of uploads */
  fileName: 256,
  /** ours: an admin's reason (rejecting a reference item, hiding a ticket, cancelling a delivery) */
  moderationReason: 1000,
} as const;

// ---------------------------------------------------------------------------------------------------------------
// Live updates (ours): one server-sent events stream per signed-in tab. Not a JSON operation of the route table:
// GET `${API_BASE_PATH}${LIVE_EVENTS_PATH}` with the bearer token answers `text/event-stream`; each event has an
// `id:` (resume with the Last-Event-ID header or `?last_event_id=`) and one JSON `data:` line; a comment line
// every LIVE_HEARTBEAT_MS keeps proxies from closing an idle stream.
// ---------------------------------------------------------------------------------------------------------------
export const LIVE_EVENTS_PATH = '/user/events.php';
export const LIVE_HEARTBEAT_MS = 15_000;

/** What changed, by id only: the client reads the new state through the ordinary calls. */
export type LiveEvent =
  /** A message was sent in a room the user is in (also to the sender's other tabs). */
  | { type: 'message'; room_id: number; message_id: number; sender_id: number }
  /** The user's unread flag of a room was cleared (in another tab). */
  | { type: 'read'; room_id: number }
  /** A reply was added to one of the user's reports, or (message_id 0) an admin closed or reopened it. */
  | { type: 'report'; room_id: number; message_id: number }
  /**
   * A notification was added (or made unread again) for the user (the header bell's count and the notification
   * centre). `notification_id` names it when there is one; it is absent when several users' notifications were written
   * at once (saved-search alerts: one event for every buyer told).
   */
  | { type: 'notification'; notification_id?: number };
