import type { SavedSearchFilters } from '@momento/contract';
import { sql } from 'kysely';
import { ticketsPath } from '../../follow/savedSearches.ts';
import { FOLLOW_ALERT_TEXTS } from '@momento/contract';
import { indexSavedSearch } from '../../follow/matching.ts';
import { notify } from '../../notifications/notify.ts';
import type { DemoContext } from './context.ts';

const BUYER = 'buyer@momento.test';
const DAY_MS = 86_400_000;

/**
 * Following's demo (docs/rules/follow.md), run last: the demo buyer watches three tickets of other sellers, one of
 * which became cheaper than when watching began (with its price_drop notification); two saved searches, the first on
 * an event with INSTANT alerts and a match waiting (new_matches 1, its notification), the second on a word and a price
 * with the daily digest. Every event gets a few weeks of asking prices (listing_prices: each ticket on sale since
 * some day of the last three weeks, a third of them first a little dearer), so that price history charts show a line.
 * The seed's own tickets are not "new": their queued changes are dropped, so no round matches or mails them.
 */
export async function seedFollowDemo({ trx, idOf }: DemoContext, now = Date.now()): Promise<void> {
  const buyer = idOf(BUYER);

  // Asking-price history: the tickets' rows start 1 to 21 days ago, and a third had a higher price before.
  await sql`UPDATE listing_prices SET valid_from = ${new Date(now)}::timestamptz - make_interval(days => 1 + (ticket_id * 7919) % 21)`.execute(
    trx,
  );
  await sql`
    INSERT INTO listing_prices (ticket_id, event_id, price_cents, valid_from, valid_to)
    SELECT ticket_id, event_id, (price_cents * 1.12)::int, valid_from - make_interval(days => 3 + ticket_id % 5), valid_from
      FROM listing_prices WHERE ticket_id % 3 = 0`.execute(trx);
  await sql`DELETE FROM follow_changes`.execute(trx);

  const listings = await trx
    .selectFrom('tickets')
    .select(['id', 'event_id', 'price_cents', 'listing_name'])
    .where('status', '=', 'SELL')
    .where('is_sale', '=', true)
    .where('deleted_at', 'is', null)
    .where('hidden_at', 'is', null)
    .where('price_cents', 'is not', null)
    .where('seller_id', '<>', buyer)
    .orderBy('id')
    .limit(40)
    .execute();
  const [dropped, second, third] = listings;
  if (!dropped || !second || !third) return;

  // Watched: one ticket became 15 % cheaper since (its alert told), two unchanged.
  const price = (cents: number | null) => cents ?? 0;
  const watchedDear = Math.round(price(dropped.price_cents) / 0.85);
  const watches = [
    { ticket: dropped, watched: watchedDear, daysAgo: 6 },
    { ticket: second, watched: price(second.price_cents), daysAgo: 4 },
    { ticket: third, watched: price(third.price_cents), daysAgo: 2 },
  ];
  for (const { ticket, watched, daysAgo } of watches) {
    await trx
      .insertInto('watches')
      .values({
        user_id: buyer,
        target_type: 'TICKET',
        target_id: ticket.id,
        watched_cents: watched,
        reference_cents: price(ticket.price_cents),
        created_at: new Date(now - daysAgo * DAY_MS),
      })
      .execute();
  }
  await notify(trx, {
    userId: buyer,
    type: 'price_drop',
    key: `watch:demo:${dropped.id}`,
    title: FOLLOW_ALERT_TEXTS.dropTitle(dropped.listing_name),
    body: FOLLOW_ALERT_TEXTS.dropBody(dropped.listing_name, watchedDear, price(dropped.price_cents)),
    link: `/tickets/${dropped.id}`,
  });

  // Saved searches: an event with a match waiting (INSTANT), and a word under a price (DAILY).
  const event = await trx
    .selectFrom('events')
    .select(['id', 'name'])
    .where('id', '=', second.event_id)
    .executeTakeFirstOrThrow();
  const match = listings.find((t) => t.event_id === event.id && t.id !== second.id) ?? second;
  const searches: { name: string; filters: SavedSearchFilters; alert: 'INSTANT' | 'DAILY' }[] = [
    { name: `${event.name} tickets`, filters: { event: String(event.id) }, alert: 'INSTANT' },
    { name: 'Stubs under $200', filters: { q: 'stub', price: '200' }, alert: 'DAILY' },
  ];
  const seen = new Date(now - DAY_MS);
  for (const [index, search] of searches.entries()) {
    const row = await trx
      .insertInto('saved_searches')
      .values({
        user_id: buyer,
        name: search.name,
        filters: JSON.stringify(search.filters),
        alert: search.alert,
        last_seen_at: seen,
        created_at: new Date(now - (10 - index) * DAY_MS),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await indexSavedSearch(trx, row.id, search.filters);
    if (index !== 0) continue;
    // Its match was told in the centre and e-mailed already (a fresh demo sends no mail for its history).
    const at = new Date(now - 2 * 3_600_000);
    await trx
      .insertInto('saved_search_matches')
      .values({
        search_id: row.id,
        ticket_id: match.id,
        user_id: buyer,
        alert: 'INSTANT',
        created_at: at,
        mailed_at: at,
      })
      .execute();
    await notify(trx, {
      userId: buyer,
      type: 'saved_search_match',
      key: `search:${row.id}:since:${seen.getTime()}`,
      title: FOLLOW_ALERT_TEXTS.matchTitle(search.name, 1),
      body: FOLLOW_ALERT_TEXTS.matchBody(search.name, 1, `${match.listing_name} (${event.name})`),
      link: ticketsPath(search.filters),
    });
  }
  // Recent and unread; not mailed.
  await trx
    .updateTable('notifications')
    .set({ created_at: new Date(now - 3_600_000), mail_state: 'skipped' })
    .where('user_id', '=', buyer)
    .where('type', 'in', ['price_drop', 'saved_search_match'])
    .execute();
}
