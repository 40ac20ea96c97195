// Following (ours, docs/rules/follow.md): the watchlist and saved searches, with the contract's rules, limits and
// texts (follow.ts), as the server applies them.
import {
  isSeller,
  FOLLOW_REFUSALS,
  MAX_SAVED_SEARCHES,
  MAX_WATCHES,
  SAVED_SEARCH_NAME_MAX,
  operations,
  pickSavedSearchFilters,
  type Money,
  type SavedSearch,
  type Ticket,
  type User,
  type WatchItem,
  type WatchState,
  type WatchTarget,
  watchLink,
} from '@momento/contract';
import type { MockDb, MockWatch } from '../db.ts';
import { fail, paginate, viewerOf, type Implementations } from '../http.ts';
import { listedTickets } from './reference.ts';
import { ticketMatchesQuery, type TicketQuery } from './ticketQuery.ts';
import { displayName, isoNow } from './shared.ts';
import { collectionIsOpen, sellerDeactivated, ticketIsOpen } from './visibility.ts';

type FollowOperations =
  | 'watchlist'
  | 'watchIds'
  | 'watchAdd'
  | 'watchRemove'
  | 'savedSearches'
  | 'savedSearchCreate'
  | 'savedSearchUpdate'
  | 'savedSearchSeen'
  | 'savedSearchDelete';

/** Where a watched item stands now, its price and how it reads; null when it was never there. */
interface Watched {
  state: WatchState;
  price: Money | null;
  name: string;
  detail: string;
  image: { image_400: string } | null;
  link: string;
  /** The seller who owns it (for a seller: themself). */
  ownerId: number;
}

const eventDay = (date: string) =>
  new Date(date).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });

const SOLD_STATUSES: readonly string[] = ['SOLD'];
const OFF_SALE_STATUSES: readonly string[] = ['INACTIVE', 'OWNED'];

function watchedTicket(db: MockDb, ticket: Ticket): Watched {
  const state: WatchState = SOLD_STATUSES.includes(ticket.status)
    ? 'SOLD'
    : OFF_SALE_STATUSES.includes(ticket.status) || ticket.cost === null || !ticketIsOpen(db, ticket)
      ? 'UNAVAILABLE'
      : 'ON_SALE';
  return {
    state,
    price: state === 'ON_SALE' ? ticket.cost : null,
    name: ticket.listing_name,
    detail: `${ticket.event_name}, ${eventDay(ticket.date)}`,
    image: ticket.image,
    link: `/tickets/${ticket.product_id}`,
    ownerId: ticket.seller.id,
  };
}

function sellerUser(db: MockDb, id: number): User | null {
  const account = db.accounts.find((entry) => entry.user.id === id);
  return account && isSeller(account.user.permissions) ? account.user : null;
}

/** The item a watch points at, as it is now (null: missing, never created or deleted). */
function lookUp(db: MockDb, type: WatchTarget, id: number): Watched | null {
  if (type === 'TICKET') {
    const ticket = db.tickets.find((item) => item.product_id === id);
    return ticket ? watchedTicket(db, ticket) : null;
  }
  if (type === 'COLLECTION') {
    const collection = db.collections.find((item) => item.id === id);
    if (!collection) return null;
    const state: WatchState =
      collection.status === 'SOLD'
        ? 'SOLD'
        : collection.isSale === 1 || collection.isSale === '1'
          ? collectionIsOpen(db, collection)
            ? 'ON_SALE'
            : 'UNAVAILABLE'
          : 'UNAVAILABLE';
    return {
      state,
      price: state === 'ON_SALE' ? collection.cost : null,
      name: collection.collection_name,
      detail: displayName(collection.seller),
      image: collection.image,
      link: `/collections/${collection.id}`,
      ownerId: collection.user_id,
    };
  }
  const user = sellerUser(db, id);
  if (!user) return null;
  const open = listedTickets(db).filter(
    (ticket) => ticket.seller.id === id && watchedTicket(db, ticket).state === 'ON_SALE',
  ).length;
  return {
    state: sellerDeactivated(db, id) ? 'UNAVAILABLE' : 'ON_SALE',
    price: null,
    name: displayName(user),
    detail:
      open === 0 ? 'No listings on sale' : open === 1 ? '1 listing on sale' : `${open} listings on sale`,
    image: user.profile_url ? { image_400: user.profile_url } : null,
    link: watchLink('SELLER', id),
    ownerId: id,
  };
}

function watchItemOf(db: MockDb, watch: MockWatch): WatchItem {
  const now = lookUp(db, watch.type, watch.id);
  return {
    type: watch.type,
    id: watch.id,
    name: now?.name ?? watch.name,
    detail: now?.detail ?? watch.detail,
    image: now?.image ?? null,
    link: now?.link ?? '',
    state: now?.state ?? 'UNAVAILABLE',
    price: now?.price ?? null,
    watched_price: watch.watched_price,
    alert_price: watch.alert_price,
    watched_at: watch.watched_at,
  };
}

const ownWatches = (db: MockDb, userId: number) => db.watches.filter((watch) => watch.user_id === userId);

function savedSearchOf(db: MockDb, userId: number, id: number) {
  return (
    db.savedSearches.find((search) => search.id === id && search.user_id === userId) ??
    fail('NOT_FOUND', FOLLOW_REFUSALS.searchMissing)
  );
}

/** A saved search's name: required, at most SAVED_SEARCH_NAME_MAX characters, unique per buyer (case ignored). */
function checkedName(db: MockDb, userId: number, raw: string, exceptId?: number): string {
  const name = raw.trim();
  if (name === '') fail('VALIDATION', FOLLOW_REFUSALS.searchName);
  if ([...name].length > SAVED_SEARCH_NAME_MAX) fail('VALIDATION', FOLLOW_REFUSALS.searchNameLong);
  const taken = db.savedSearches.some(
    (search) =>
      search.user_id === userId && search.id !== exceptId && search.name.toLowerCase() === name.toLowerCase(),
  );
  if (taken) fail('VALIDATION', FOLLOW_REFUSALS.searchNameTaken);
  return name;
}

const withoutOwner = ({ user_id: _owner, ...search }: SavedSearch & { user_id: number }): SavedSearch =>
  search;

/** A saved search's filters as the /tickets query they stand for (what /tickets would show for them). */
function queryOf(filters: SavedSearch['filters']): Partial<TicketQuery> | null {
  const parsed = operations.products.query.safeParse(filters);
  return parsed.success ? parsed.data : null;
}

/**
 * A ticket became open for sale (new, repriced, restored): each saved search with alerts on that it matches counts
 * one new match (docs/rules/follow.md).
 */
export function noteTicketForSale(db: MockDb, ticket: Ticket): void {
  if (watchedTicket(db, ticket).state !== 'ON_SALE') return;
  for (const search of db.savedSearches) {
    if (search.alert === 'OFF' || search.user_id === ticket.seller.id) continue;
    const query = queryOf(search.filters);
    if (query && ticketMatchesQuery(ticket, query)) search.new_matches += 1;
  }
}

/** How many buyers watch a ticket (a seller's own reads show the count, never who). */
export function watchCount(db: MockDb, productId: number): number {
  return db.watches.filter((watch) => watch.type === 'TICKET' && watch.id === productId).length;
}

export const followImplementations: Pick<Implementations, FollowOperations> = {
  watchlist(context) {
    const viewer = viewerOf(context);
    return paginate(
      ownWatches(context.db, viewer.id).map((watch) => watchItemOf(context.db, watch)),
      context,
    );
  },
  watchIds(context) {
    const own = ownWatches(context.db, viewerOf(context).id);
    const idsOf = (type: WatchTarget) => own.filter((watch) => watch.type === type).map((watch) => watch.id);
    return { tickets: idsOf('TICKET'), collections: idsOf('COLLECTION'), sellers: idsOf('SELLER') };
  },
  watchAdd(context) {
    const viewer = viewerOf(context);
    const { db, body } = context;
    const alertPrice =
      body.alert_price === undefined || body.alert_price === null ? null : Number(body.alert_price);
    if (alertPrice !== null && !(alertPrice > 0)) fail('VALIDATION', FOLLOW_REFUSALS.alertPrice);
    const alert: Money | null =
      alertPrice === null ? null : { value: alertPrice.toFixed(2), currency: 'USD' };
    const existing = db.watches.find(
      (watch) => watch.user_id === viewer.id && watch.type === body.type && watch.id === body.id,
    );
    // Watching again only changes the alert price, whatever the item's state now.
    if (existing) {
      existing.alert_price = alert;
      return watchItemOf(db, existing);
    }
    const item = lookUp(db, body.type, body.id) ?? fail('NOT_FOUND', FOLLOW_REFUSALS.watchMissing);
    if (item.ownerId === viewer.id) fail('VALIDATION', FOLLOW_REFUSALS.watchOwn);
    if (item.state !== 'ON_SALE') fail('NOT_FOUND', FOLLOW_REFUSALS.watchMissing);
    if (ownWatches(db, viewer.id).length >= MAX_WATCHES) fail('VALIDATION', FOLLOW_REFUSALS.watchLimit);
    const watch: MockWatch = {
      user_id: viewer.id,
      type: body.type,
      id: body.id,
      watched_price: body.type === 'SELLER' ? null : item.price,
      alert_price: body.type === 'SELLER' ? null : alert,
      watched_at: isoNow(db),
      name: item.name,
      detail: item.detail,
    };
    db.watches.unshift(watch);
    return watchItemOf(db, watch);
  },
  watchRemove(context) {
    const viewer = viewerOf(context);
    const { db, body } = context;
    // Removing what is not watched (a second tab removed it) answers as done.
    db.watches = db.watches.filter(
      (watch) => !(watch.user_id === viewer.id && watch.type === body.type && watch.id === body.id),
    );
    return { ok: true };
  },
  savedSearches(context) {
    const viewer = viewerOf(context);
    return paginate(
      context.db.savedSearches.filter((search) => search.user_id === viewer.id).map(withoutOwner),
      context,
    );
  },
  savedSearchCreate(context) {
    const viewer = viewerOf(context);
    const { db, body } = context;
    const name = checkedName(db, viewer.id, body.name);
    const filters = pickSavedSearchFilters(body.filters);
    if (Object.keys(filters).length === 0) fail('VALIDATION', FOLLOW_REFUSALS.searchEmpty);
    if (db.savedSearches.filter((search) => search.user_id === viewer.id).length >= MAX_SAVED_SEARCHES)
      fail('VALIDATION', FOLLOW_REFUSALS.searchLimit);
    const now = isoNow(db);
    const search = {
      user_id: viewer.id,
      id: db.nextId(),
      name,
      filters,
      alert: body.alert ?? 'INSTANT',
      new_matches: 0,
      created_at: now,
      last_seen_at: now,
    };
    db.savedSearches.unshift(search);
    return withoutOwner(search);
  },
  savedSearchUpdate(context) {
    const viewer = viewerOf(context);
    const { db, body } = context;
    const search = savedSearchOf(db, viewer.id, body.id);
    if (body.name !== undefined) search.name = checkedName(db, viewer.id, body.name, search.id);
    if (body.alert !== undefined) search.alert = body.alert;
    return withoutOwner(search);
  },
  savedSearchSeen(context) {
    const viewer = viewerOf(context);
    const search = savedSearchOf(context.db, viewer.id, context.body.id);
    search.new_matches = 0;
    search.last_seen_at = isoNow(context.db);
    return withoutOwner(search);
  },
  savedSearchDelete(context) {
    const viewer = viewerOf(context);
    const { db, body } = context;
    savedSearchOf(db, viewer.id, body.id);
    db.savedSearches = db.savedSearches.filter((search) => search.id !== body.id);
    return { ok: true };
  },
};
