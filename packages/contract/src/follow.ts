// Following (ours; the spec shows none): a buyer's watchlist, saved searches with alerts, and price-drop alerts.
// Zod-free: the API (which stores, matches and tells), the mock server and the kit (which shows them) share these
// names, rules and texts. docs/rules/follow.md states the rules in words.

/** What a buyer can watch: a ticket, a collection, or a seller (their new tickets). */
export const WATCH_TARGETS = ['TICKET', 'COLLECTION', 'SELLER'] as const;
export type WatchTarget = (typeof WATCH_TARGETS)[number];

/**
 * Where a watched item stands now, as the watchlist shows it:
 * - ON_SALE: open and for sale (a seller: active, with open tickets or not);
 * - SOLD: bought (a ticket or a collection sold since it was watched);
 * - UNAVAILABLE: hidden by an admin, taken off sale, deleted, or its seller deactivated.
 */
export const WATCH_STATES = ['ON_SALE', 'SOLD', 'UNAVAILABLE'] as const;
export type WatchState = (typeof WATCH_STATES)[number];

/** A saved search's alert: none, one notification per match as it appears, or one digest a day. */
export const SAVED_SEARCH_ALERTS = ['OFF', 'INSTANT', 'DAILY'] as const;
export type SavedSearchAlert = (typeof SAVED_SEARCH_ALERTS)[number];
export const SAVED_SEARCH_ALERT_LABELS: Record<SavedSearchAlert, string> = {
  OFF: 'Off',
  INSTANT: 'Instant',
  DAILY: 'Daily digest',
};

/** The /tickets filters a saved search keeps (the search's query parameters, `page` and view flags left out). */
export const SAVED_SEARCH_FILTER_KEYS = [
  'q',
  'date',
  'sub_genre',
  'event',
  'venue',
  'team',
  'artist',
  'section',
  'row',
  'seat',
  'face_price',
  'price',
  'seller',
] as const;
export type SavedSearchFilterKey = (typeof SAVED_SEARCH_FILTER_KEYS)[number];
export type SavedSearchFilters = Partial<Record<SavedSearchFilterKey, string>>;

/**
 * The equality filters the server indexes saved searches by: a new or repriced ticket is compared only with the
 * searches whose indexed filters it has (or that have none), never with every saved search.
 */
export const SAVED_SEARCH_INDEX_KEYS = ['event', 'sub_genre', 'venue', 'team', 'artist', 'seller'] as const;

/** Longest saved-search name, in characters. */
export const SAVED_SEARCH_NAME_MAX = 80;
/** A buyer keeps at most this many saved searches and this many watched items. */
export const MAX_SAVED_SEARCHES = 50;
export const MAX_WATCHES = 500;

/** A watched ticket's price drop is told when it falls at least this many percent below the last price told. */
export const PRICE_DROP_PERCENT = 5;
/** Digests (saved searches set to DAILY) are sent once a day at this hour, UTC. */
export const DIGEST_HOUR_UTC = 8;
/**
 * Instant alerts reach the notification centre at once; their e-mails are gathered for this many minutes per buyer
 * so that many matches make one e-mail (the server's ALERT_MAIL_DELAY_MS overrides it, for tests).
 */
export const ALERT_MAIL_MINUTES = 5;

/**
 * Whether a watched price change is worth telling: the price fell, and either reached the buyer's own alert price
 * (crossing it now) or, without one, fell at least PRICE_DROP_PERCENT below `reference` (the price at the last alert,
 * or when watching began). Prices in cents.
 */
export function isPriceDropAlert(change: {
  reference: number;
  previous: number;
  next: number;
  alertPrice: number | null;
}): boolean {
  const { reference, previous, next, alertPrice } = change;
  if (!(next < previous)) return false;
  if (alertPrice !== null) return next <= alertPrice && previous > alertPrice;
  return next * 100 <= reference * (100 - PRICE_DROP_PERCENT);
}

/** The filters of a search, keeping only the saved-search keys with a value, in the keys' order. */
export function pickSavedSearchFilters(source: Readonly<Record<string, unknown>>): SavedSearchFilters {
  const filters: SavedSearchFilters = {};
  for (const key of SAVED_SEARCH_FILTER_KEYS) {
    const value = source[key];
    if (value === undefined || value === null) continue;
    const textValue = String(value).trim();
    if (textValue !== '') filters[key] = textValue;
  }
  return filters;
}

/** The texts of following, shown by the kit and sent by both servers (`error.message`). */
export const FOLLOW_TEXTS = {
  watch: 'Watch',
  watching: 'Watching',
  saveSearch: 'Save this search',
  watchingCount: (count: number): string => `${count} watching`,
} as const;

export const FOLLOW_REFUSALS = {
  /** watchAdd, 404: the item is missing, or not open (hidden, off sale, its seller deactivated). */
  watchMissing: 'This item is not available to watch.',
  /** watchAdd, 400: a seller's own ticket, collection or self. */
  watchOwn: 'You cannot watch your own listings.',
  /** watchAdd, 400. */
  watchLimit: `You can watch up to ${MAX_WATCHES} items. Remove one to watch another.`,
  /** watchAdd, 400: an alert price of zero or less. */
  alertPrice: 'Enter an alert price above $0.00, or leave it empty.',
  /** savedSearchCreate / savedSearchUpdate, 400. */
  searchName: 'Please enter a name for this search.',
  searchNameLong: `Please keep the name under ${SAVED_SEARCH_NAME_MAX} characters.`,
  searchNameTaken: 'You already have a saved search with this name.',
  /** savedSearchCreate, 400: nothing to match. */
  searchEmpty: 'Choose a filter or enter a search term before saving this search.',
  /** savedSearchCreate, 400. */
  searchLimit: `You can save up to ${MAX_SAVED_SEARCHES} searches. Delete one to save another.`,
  /** savedSearchUpdate / savedSearchSeen / savedSearchDelete, 404: not one of the caller's. */
  searchMissing: 'Saved search not found.',
  /** savedSearchCreate, 400: a filter the /tickets query does not accept, as `filters.<key>: <the schema's words>`. */
  searchFilter: (key: string, problem: string) => `filters.${key}: ${problem}`,
} as const;

/** The site page of a watched item: a ticket's and a collection's own page, a seller's tickets on /tickets. */
export const watchLink = (type: WatchTarget, id: number): string =>
  type === 'TICKET'
    ? `/tickets/${id}`
    : type === 'COLLECTION'
      ? `/collections/${id}`
      : `/tickets?seller=${id}`;
