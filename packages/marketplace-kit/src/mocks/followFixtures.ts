// The demo buyer's following (docs/rules/follow.md): a watchlist with a price that dropped since watching began, a
// ticket sold since and a seller, and two saved searches, one of them with new matches.
import type { Money, SavedSearch, Ticket, WatchTarget } from '@momento/contract';
import { buildImage, buildTicket, usd } from './fixtures.ts';

/** One watched item (follow.ts): the caller, what, the price when watching began and the buyer's alert price. */
export interface MockWatch {
  user_id: number;
  type: WatchTarget;
  id: number;
  watched_price: Money | null;
  alert_price: Money | null;
  watched_at: string;
  /** What the list shows once the item itself is gone (a deleted ticket): its name and detail when watched. */
  name: string;
  detail: string;
}

/** The parts of the mock database (db.ts) that the following demo fills. */
export interface FollowingState {
  tickets: Ticket[];
  watches: MockWatch[];
  savedSearches: Array<SavedSearch & { user_id: number }>;
  now: () => number;
}

/** The demo buyer (ada@example.com) and the ticket of the demo catalogue that sold after they watched it. */
export const FOLLOW_BUYER_ID = 1;
export const SOLD_WATCHED_PRODUCT_ID = 104;

const daysAgo = (db: FollowingState, days: number) => new Date(db.now() - days * 86_400_000).toISOString();

export function seedFollowing(db: FollowingState): void {
  const images = [buildImage(1041, 'ticket-104')];
  db.tickets.push(
    buildTicket({
      product_id: SOLD_WATCHED_PRODUCT_ID,
      listing_name: 'Game 7 scorecard, filled in',
      cost: usd(300),
      sell_details: { cost: usd(300) },
      status: 'SOLD',
      images,
      image: { image_400: images[0]!.image_400 },
      section: null,
      row: null,
      seat_no: null,
    }),
  );
  db.watches.push(
    // $500 when watched, $450 now: 'Price dropped'.
    {
      user_id: FOLLOW_BUYER_ID,
      type: 'TICKET',
      id: 101,
      watched_price: usd(500),
      alert_price: null,
      watched_at: daysAgo(db, 3),
      name: 'Game 7 ticket stub, section 112',
      detail: '2016 World Series, Game 7',
    },
    {
      user_id: FOLLOW_BUYER_ID,
      type: 'TICKET',
      id: SOLD_WATCHED_PRODUCT_ID,
      watched_price: usd(300),
      alert_price: null,
      watched_at: daysAgo(db, 6),
      name: 'Game 7 scorecard, filled in',
      detail: '2016 World Series, Game 7',
    },
    {
      user_id: FOLLOW_BUYER_ID,
      type: 'TICKET',
      id: 102,
      watched_price: usd(820),
      alert_price: usd(700),
      watched_at: daysAgo(db, 9),
      name: 'Live Aid wristband and ticket',
      detail: 'Live Aid',
    },
    {
      user_id: FOLLOW_BUYER_ID,
      type: 'SELLER',
      id: 2,
      watched_price: null,
      alert_price: null,
      watched_at: daysAgo(db, 12),
      name: 'Grace Hopper',
      detail: '',
    },
  );
  db.savedSearches.push(
    {
      user_id: FOLLOW_BUYER_ID,
      id: 901,
      name: 'Game 7 stubs under $500',
      filters: { q: 'Game 7', price: '500' },
      alert: 'INSTANT',
      new_matches: 2,
      created_at: daysAgo(db, 20),
      last_seen_at: daysAgo(db, 4),
    },
    {
      user_id: FOLLOW_BUYER_ID,
      id: 902,
      name: 'Queen at Wembley',
      filters: { artist: '1', venue: '2' },
      alert: 'DAILY',
      new_matches: 0,
      created_at: daysAgo(db, 30),
      last_seen_at: daysAgo(db, 1),
    },
  );
}
