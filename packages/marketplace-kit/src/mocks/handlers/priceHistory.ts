import { REFERENCE_REFUSALS } from '@momento/contract';
// The priceHistory operation of the mock API (docs/rules/follow.md): an event's lowest and median asking price per
// UTC day, with the median sold price on days with sales. The server keeps a price log; the mock has no history, so
// it draws a plausible month that ends at the event's tickets on sale today (prices drifting down, a few sales),
// the same for the same event every time. A story or test pins exact days with setMockPriceHistory.
import type { PriceHistory } from '@momento/contract';
import type { MockDb } from '../db.ts';
import { usd } from '../fixtures.ts';
import { fail, type Implementations } from '../http.ts';
import { amount } from './shared.ts';

export type PriceHistoryDay = PriceHistory['days'][number];

/** How many days the mock draws (the last one is today). */
export const MOCK_PRICE_HISTORY_DAYS = 30;

// The days pinned per mock instance and event, kept beside the db (the db's shape stays the mock's common state).
const pinned = new WeakMap<MockDb, Map<number, PriceHistoryDay[]>>();

/** Answers the event's price history with exactly these days (oldest first); an empty list: no tickets ever. */
export function setMockPriceHistory(db: MockDb, eventId: number, days: PriceHistoryDay[]): void {
  const byEvent = pinned.get(db) ?? new Map<number, PriceHistoryDay[]>();
  byEvent.set(eventId, days);
  pinned.set(db, byEvent);
}

/** One day of a price history: figures in dollars (null: none that day), as the reply carries them. */
export function buildPriceHistoryDay(
  day: string,
  {
    lowest = null,
    median = null,
    listings: tickets = 0,
    soldMedian = null,
    sold = 0,
  }: {
    lowest?: number | null;
    median?: number | null;
    listings?: number;
    soldMedian?: number | null;
    sold?: number;
  } = {},
): PriceHistoryDay {
  return {
    day,
    lowest: lowest === null ? null : usd(lowest),
    median: median === null ? null : usd(median),
    listings: tickets,
    sold_median: soldMedian === null ? null : usd(soldMedian),
    sold,
  };
}

/** YYYY-MM-DD of a time (ms), UTC. */
function utcDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** A small seeded generator (mulberry32): the same event draws the same month. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const cents = (value: number) => Math.round(value * 100) / 100;

function medianOf(sorted: readonly number[]): number {
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * The drawn month of an event: none when it never had a ticket; otherwise MOCK_PRICE_HISTORY_DAYS days ending today
 * with today's figures from the tickets on sale, earlier days somewhat dearer, and a sale every few days.
 */
export function drawPriceHistory(db: MockDb, eventId: number): PriceHistoryDay[] {
  const listed = db.tickets.filter((ticket) => ticket.event.event_id === eventId && ticket.cost !== null);
  if (listed.length === 0) return [];
  const onSale = listed
    .filter((ticket) => ticket.status === 'SELL')
    .map((ticket) => amount(ticket.cost))
    .sort((a, b) => a - b);
  // With nothing on sale today, the month is drawn around the prices the event's tickets last asked.
  const reference =
    onSale.length > 0 ? onSale : listed.map((ticket) => amount(ticket.cost)).sort((a, b) => a - b);
  const lowestNow = reference[0]!;
  const medianNow = medianOf(reference);
  const random = seeded(eventId * 7919 + listed.length);
  const today = db.now();
  const days: PriceHistoryDay[] = [];
  for (let age = MOCK_PRICE_HISTORY_DAYS - 1; age >= 0; age -= 1) {
    const day = utcDay(today - age * 86_400_000);
    if (age === 0) {
      days.push(
        onSale.length > 0
          ? buildPriceHistoryDay(day, { lowest: lowestNow, median: medianNow, listings: onSale.length })
          : buildPriceHistoryDay(day),
      );
      continue;
    }
    // About 1 % dearer per day back, with some noise: a month ago the lowest asked about a third more.
    const drift = 1 + age * 0.011 + (random() - 0.5) * 0.04;
    const lowest = cents(lowestNow * drift);
    const median = Math.max(lowest, cents(medianNow * (drift + random() * 0.03)));
    const listings = Math.max(1, reference.length + Math.round((random() - 0.4) * 3));
    const sold = random() < 0.2 ? 1 + Math.floor(random() * 2) : 0;
    const soldMedian = sold > 0 ? cents(lowest * (1.02 + random() * 0.08)) : null;
    days.push(buildPriceHistoryDay(day, { lowest, median, listings, soldMedian, sold }));
  }
  return days;
}

export const priceHistoryImplementations: Pick<Implementations, 'priceHistory'> = {
  priceHistory({ db, query }) {
    const event =
      db.events.find((item) => item.event_id === query.event) ??
      fail('NOT_FOUND', REFERENCE_REFUSALS.eventNotFound);
    const days = pinned.get(db)?.get(event.event_id) ?? drawPriceHistory(db, event.event_id);
    return { event_id: event.event_id, event_name: event.name, days };
  },
};
