import { operations } from '@momento/contract';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criteriaOf } from '../src/queries/search/criteria.ts';
import { searchPageSql } from '../src/queries/search/sql.ts';
import { seed } from '../src/seed/seed.ts';
import { BUYER, startTestApi, type TestApi } from './harness.ts';

// The search as the site asks for it (over HTTP, answered by the in-memory index with the reply and ticket caches
// on) and the SQL path must both answer exactly what a plain SQL query over the tables answers, while the catalogue
// changes between searches: cart lines added and removed through the API, and prices, statuses, sections, new
// tickets, deletions and an event's teams written straight into the database, as another server would. Runs on
// PGlite and, in the api-postgres project, on PostgreSQL.

type Params = Record<string, string>;

/**
 * The public search written plainly: every filter as its definition says, on the tables themselves. The page's rows
 * and one more (a 21st row means the reply links a next page).
 */
async function reference(api: TestApi, params: Params): Promise<[number, string | null][]> {
  const where = [sql`t.status = 'SELL'`, sql`t.deleted_at IS NULL`];
  const words = (params['q'] ?? '').toLowerCase().split(/\s+/).filter(Boolean).slice(0, 6);
  for (const word of words) where.push(sql`position(${word} IN t.search_text) > 0`);
  if (params['seller']) where.push(sql`t.seller_id = ${Number(params['seller'])}`);
  if (params['collection_id']) where.push(sql`t.collection_id = ${Number(params['collection_id'])}`);
  if (params['section']) where.push(sql`lower(t.section) = ${params['section'].toLowerCase()}`);
  if (params['row']) where.push(sql`lower(t.row) = ${params['row'].toLowerCase()}`);
  if (params['seat']) where.push(sql`lower(t.seat_no) = ${params['seat'].toLowerCase()}`);
  if (params['price'])
    where.push(sql`t.is_sale AND t.price_cents <= ${Math.round(Number(params['price']) * 100)}`);
  if (params['face_price'])
    where.push(sql`t.face_price_cents <= ${Math.round(Number(params['face_price']) * 100)}`);
  if (params['is_featured'] === '1') where.push(sql`t.is_featured`);
  if (params['date']) where.push(sql`(e.event_date AT TIME ZONE 'UTC')::date = ${params['date']}::date`);
  if (params['sub_genre']) where.push(sql`e.sub_genre_id = ${Number(params['sub_genre'])}`);
  if (params['event']) where.push(sql`e.id = ${Number(params['event'])}`);
  if (params['venue']) where.push(sql`e.venue_id = ${Number(params['venue'])}`);
  if (params['team'])
    where.push(
      sql`EXISTS (SELECT 1 FROM event_teams et WHERE et.event_id = e.id AND et.team_id = ${Number(params['team'])})`,
    );
  if (params['artist'])
    where.push(
      sql`EXISTS (SELECT 1 FROM event_artists ea WHERE ea.event_id = e.id AND ea.artist_id = ${Number(params['artist'])})`,
    );
  const page = Number(params['page'] ?? 1);
  const rows = await sql<{ id: number; cost: string | null }>`
    SELECT t.id, CASE WHEN t.is_sale THEN to_char(t.price_cents / 100.0, 'FM999999990.00') END AS cost
      FROM tickets t JOIN events e ON e.id = t.event_id
     WHERE ${sql.join(where, sql` AND `)}
     ORDER BY t.id DESC LIMIT 21 OFFSET ${(page - 1) * 20}`.execute(api.database.db);
  return rows.rows.map((r) => [r.id, r.cost]);
}

/** The ids of a page of searchPageSql, in its order. */
async function pageIds(api: TestApi, page: Awaited<ReturnType<typeof searchPageSql>>): Promise<number[]> {
  if (!page || Array.isArray(page)) return page ?? [];
  return (
    await sql<{ id: number }>`SELECT p.id FROM (${page}) AS p ORDER BY p.ord`.execute(api.database.db)
  ).rows.map((r) => r.id);
}

/** Words that only renames and new significances bring into the catalogue. */
const RENAMES = ['zephyrhall', 'quokka'] as const;

type Write =
  | { kind: 'cartAdd'; pick: number }
  | { kind: 'cartRemove'; pick: number }
  | { kind: 'price'; pick: number; cents: number }
  | { kind: 'status'; pick: number; status: 'SELL' | 'INACTIVE' | 'SOLD' }
  | { kind: 'section'; pick: number; section: string }
  | { kind: 'newTicket'; pick: number }
  | { kind: 'delete'; pick: number }
  | { kind: 'team'; pick: number; team: number; add: boolean }
  | { kind: 'rename'; table: 'venues' | 'teams' | 'artists'; pick: number; name: string }
  | { kind: 'significance'; pick: number; name: string };

// With the search index off, SQL answers the searches over HTTP too, and the reply cache keeps a page across changes
// by its floor alone (fewer runs: the SQL path is also checked directly on every search of the first run).
describe.each([
  { index: 'on', runs: 40 },
  { index: 'off', runs: 12 },
] as const)(
  'the search answers like plain SQL while the catalogue changes (search index $index)',
  ({ index, runs }) => {
    let api: TestApi;
    let buyer: string;
    /** Whether a venue, team or artist was renamed (the index is built again for it). */
    let renamed = false;
    let domain: {
      sellers: number[];
      events: number[];
      venues: number[];
      subGenres: number[];
      teams: number[];
      artists: number[];
      collections: number[];
      sections: string[];
      days: string[];
      words: string[];
    };
    const inCart = new Set<number>();
    /** Searches checked merged by event (see check). */
    let merges = 0;

    beforeAll(async () => {
      api = await startTestApi({ seed: false, env: { PUBLIC_CACHE_MS: '600000', SEARCH_INDEX: index } });
      const db = api.database.db;
      await seed(db, api.server.services.storage, {
        config: api.config,
        listings: 500,
        events: 30,
        images: 1,
      });
      await sql`UPDATE tickets SET section = 'Upper-' || section WHERE id % 17 = 0 AND section IS NOT NULL`.execute(
        db,
      );
      await sql`UPDATE tickets SET status = 'INACTIVE' WHERE id % 23 = 0`.execute(db);
      // The seed wrote behind the server's back: as a notification would, tell it, and wait for its index.
      await api.server.services.catalog.changed();
      // The seed's writes to venues, genres and users dropped the index (on PostgreSQL, as the listener heard them):
      // wait for the next build.
      const until = Date.now() + 30_000;
      while (index === 'on' && !api.server.services.catalog.search.current(db)) {
        if (Date.now() > until) throw new Error('the search index was not built within 30 s');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      buyer = (await api.login(BUYER.email, BUYER.password)).token;
      const ids = async (query: ReturnType<typeof sql<{ v: number }>>) =>
        (await query.execute(db)).rows.map((r) => Number(r.v));
      const texts = async (query: ReturnType<typeof sql<{ v: string }>>) =>
        (await query.execute(db)).rows.map((r) => r.v);
      domain = {
        sellers: await ids(sql`SELECT DISTINCT seller_id AS v FROM tickets ORDER BY 1`),
        events: await ids(sql`SELECT id AS v FROM events ORDER BY 1`),
        venues: await ids(sql`SELECT id AS v FROM venues ORDER BY 1`),
        subGenres: await ids(sql`SELECT id AS v FROM sub_genres ORDER BY 1`),
        teams: await ids(sql`SELECT id AS v FROM teams ORDER BY 1`),
        artists: await ids(sql`SELECT id AS v FROM artists ORDER BY 1`),
        collections: await ids(sql`SELECT id AS v FROM collections ORDER BY 1`),
        sections: await texts(
          sql`SELECT DISTINCT section AS v FROM tickets WHERE section IS NOT NULL ORDER BY 1`,
        ),
        days: await texts(
          sql`SELECT DISTINCT to_char(event_date AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS v FROM events ORDER BY 1`,
        ),
        words: (await texts(sql`SELECT search_text AS v FROM tickets WHERE id % 40 = 1 ORDER BY id`))
          .flatMap((text) => text.split(' '))
          .filter((w) => w.length > 2)
          .slice(0, 60),
      };
    });
    afterAll(async () => {
      await api?.close();
    });

    /** Up to three filters as people combine them, mostly values found in the data, and a page. */
    const query = () => {
      const from = <T>(values: () => T[]) => fc.constantFrom(...values());
      const fields: Record<string, fc.Arbitrary<string>> = {
        q: fc.oneof(
          from(() => domain.words),
          fc.constantFrom('live', 'final', 'zzz', ...RENAMES),
        ),
        seller: from(() => domain.sellers).map(String),
        collection_id: from(() => domain.collections).map(String),
        section: from(() => domain.sections).map((s) => (s.length % 2 ? s.toUpperCase() : s)),
        price: fc.integer({ min: 0, max: 900 }).map(String),
        face_price: fc.integer({ min: 0, max: 160 }).map(String),
        is_featured: fc.constant('1'),
        date: from(() => domain.days),
        sub_genre: from(() => domain.subGenres).map(String),
        event: from(() => domain.events).map(String),
        venue: from(() => domain.venues).map(String),
        team: from(() => domain.teams).map(String),
        artist: from(() => domain.artists).map(String),
      };
      return fc
        .tuple(
          fc.record(fields),
          fc.shuffledSubarray(Object.keys(fields), { maxLength: 3 }),
          fc.integer({ min: 1, max: 3 }),
        )
        .map(([values, keys, page]): Params => ({
          ...Object.fromEntries(keys.map((key) => [key, values[key] as string])),
          page: String(page),
        }));
    };

    const write = (): fc.Arbitrary<Write> =>
      fc.oneof(
        { weight: 3, arbitrary: fc.record({ kind: fc.constant('cartAdd' as const), pick: fc.nat() }) },
        { weight: 2, arbitrary: fc.record({ kind: fc.constant('cartRemove' as const), pick: fc.nat() }) },
        {
          weight: 3,
          arbitrary: fc.record({
            kind: fc.constant('price' as const),
            pick: fc.nat(),
            cents: fc.integer({ min: 0, max: 90_000 }),
          }),
        },
        {
          weight: 2,
          arbitrary: fc.record({
            kind: fc.constant('status' as const),
            pick: fc.nat(),
            status: fc.constantFrom('SELL' as const, 'INACTIVE' as const, 'SOLD' as const),
          }),
        },
        {
          weight: 1,
          arbitrary: fc.record({
            kind: fc.constant('section' as const),
            pick: fc.nat(),
            section: fc.constantFrom('Upper-101', 'upper-101', 'Floor', '205'),
          }),
        },
        { weight: 2, arbitrary: fc.record({ kind: fc.constant('newTicket' as const), pick: fc.nat() }) },
        { weight: 1, arbitrary: fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }) },
        {
          weight: 1,
          arbitrary: fc.record({
            kind: fc.constant('team' as const),
            pick: fc.nat(),
            team: fc.nat(),
            add: fc.boolean(),
          }),
        },
        {
          weight: 1,
          arbitrary: fc.record({
            kind: fc.constant('rename' as const),
            table: fc.constantFrom('venues' as const, 'teams' as const, 'artists' as const),
            pick: fc.nat(),
            name: fc.constantFrom(...RENAMES),
          }),
        },
        {
          weight: 1,
          arbitrary: fc.record({
            kind: fc.constant('significance' as const),
            pick: fc.nat(),
            name: fc.constantFrom(...RENAMES),
          }),
        },
      );

    /** Applies a write: through the API (cart lines) or straight into the database, then tells the server as its listener would. */
    async function apply(w: Write): Promise<void> {
      const db = api.database.db;
      const pickFrom = async (query: ReturnType<typeof sql<{ id: number }>>) => {
        const rows = (await query.execute(db)).rows;
        return rows.length ? (rows[w.pick % rows.length] as { id: number }).id : null;
      };
      if (w.kind === 'cartAdd') {
        const id = await pickFrom(sql`SELECT t.id FROM tickets t JOIN users u ON u.id = t.seller_id
                                     WHERE t.status = 'SELL' AND t.deleted_at IS NULL AND t.is_sale AND u.email <> ${BUYER.email} ORDER BY t.id`);
        if (id === null) return;
        const res = await api.call('PUT', '/user/cart.php', {
          token: buyer,
          body: { type: 'BUY', product_id: id },
        });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        inCart.add(id);
        return;
      }
      if (w.kind === 'cartRemove') {
        const lines = [...inCart];
        const id = lines[w.pick % Math.max(1, lines.length)];
        if (id === undefined) return;
        const res = await api.call('DELETE', '/user/cart.php', { token: buyer, body: { product_id: id } });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        inCart.delete(id);
        return;
      }
      // Nor held by anyone else (the demo data's carts and orders): a write must not put a held ticket back on sale.
      const notInCart = sql`t.id <> ALL(${[...inCart, 0]}::int[]) AND NOT EXISTS (SELECT 1 FROM ticket_holds h WHERE h.ticket_id = t.id AND h.released_at IS NULL)`;
      if (w.kind === 'price') {
        const id = await pickFrom(sql`SELECT t.id FROM tickets t WHERE ${notInCart} ORDER BY t.id`);
        await sql`UPDATE tickets SET price_cents = ${w.cents}, is_sale = true WHERE id = ${id}`.execute(db);
      } else if (w.kind === 'status') {
        const id = await pickFrom(sql`SELECT t.id FROM tickets t WHERE ${notInCart} ORDER BY t.id`);
        await sql`UPDATE tickets SET status = ${w.status} WHERE id = ${id}`.execute(db);
      } else if (w.kind === 'section') {
        const id = await pickFrom(sql`SELECT t.id FROM tickets t WHERE ${notInCart} ORDER BY t.id`);
        await sql`UPDATE tickets SET section = ${w.section} WHERE id = ${id}`.execute(db);
      } else if (w.kind === 'newTicket') {
        const id = await pickFrom(sql`SELECT t.id FROM tickets t ORDER BY t.id`);
        await sql`INSERT INTO tickets (seller_id, event_id, ticket_type_id, seat_type_id, collection_id, listing_name, is_sale, price_cents,
                                     face_price_cents, section, row, seat_no, is_featured)
                SELECT seller_id, event_id, ticket_type_id, seat_type_id, collection_id, listing_name || ' relisted', true,
                       coalesce(price_cents, 1000), face_price_cents, section, row, seat_no, is_featured
                  FROM tickets WHERE id = ${id}`.execute(db);
      } else if (w.kind === 'delete') {
        const id = await pickFrom(
          sql`SELECT t.id FROM tickets t WHERE ${notInCart} AND t.deleted_at IS NULL ORDER BY t.id`,
        );
        await sql`UPDATE tickets SET deleted_at = now() WHERE id = ${id}`.execute(db);
      } else if (w.kind === 'rename') {
        renamed = true;
        // A venue, team or artist renamed: the events that show it and their tickets find it by its new name.
        const id = await pickFrom(sql`SELECT x.id FROM ${sql.table(w.table)} x ORDER BY x.id`);
        await sql`UPDATE ${sql.table(w.table)} SET display_name = ${`${w.name} ${id}`} WHERE id = ${id}`.execute(
          db,
        );
      } else if (w.kind === 'significance') {
        const event = domain.events[w.pick % domain.events.length] as number;
        await sql`UPDATE events SET significance = concat_ws(' ', significance, ${w.name}::text) WHERE id = ${event}`.execute(
          db,
        );
      } else {
        const event = domain.events[w.pick % domain.events.length] as number;
        const team = domain.teams[w.team % domain.teams.length] as number;
        if (w.add)
          await sql`INSERT INTO event_teams (event_id, team_id) VALUES (${event}, ${team}) ON CONFLICT DO NOTHING`.execute(
            db,
          );
        else await sql`DELETE FROM event_teams WHERE event_id = ${event} AND team_id = ${team}`.execute(db);
      }
      // Another server's write: on PostgreSQL the listener hears it; wait until it has. PGlite has no other writer in
      // production (an embedded database), so the test tells the server itself, as the notification would.
      if (api.server.catalogListener) await api.server.catalogListener.sync();
      else await api.server.services.catalog.changed();
      // An event's teams decide which tickets a team's search finds: ask at once.
      if (w.kind === 'team')
        await check({ team: String(domain.teams[w.team % domain.teams.length]), page: '1' });
    }

    async function check(params: Params): Promise<boolean> {
      const withNext = await reference(api, params);
      const expected = withNext.slice(0, 20);
      const res = await api.call('GET', `/products.php?${new URLSearchParams(params).toString()}`);
      expect(res.status).toBe(200);
      const got = (res.body.data.items as { product_id: number; cost: { value: string } | null }[]).map(
        (t) => [t.product_id, t.cost?.value ?? null],
      );
      expect(got, JSON.stringify(params)).toEqual(expected);
      // A reply kept across changes below its page must still link the next page exactly when there is one.
      expect(res.body.data.next !== undefined, `next of ${JSON.stringify(params)}`).toBe(
        withNext.length > 20,
      );
      // The SQL path gives the same page.
      const criteria = criteriaOf(operations.products.query.parse(params));
      const offset = (Number(params['page']) - 1) * 20;
      const bySql = await pageIds(api, await searchPageSql(api.database.db, criteria, 20, offset));
      expect(bySql, JSON.stringify(params)).toEqual(expected.map(([id]) => id));
      // And with windows small enough for this catalogue that the newest-first walk of a search with words (or a row or
      // seat) sometimes fills its page and sometimes runs out, and the matches are collected instead (the default
      // windows are larger than the test's catalogue).
      const bySmall = await pageIds(
        api,
        await searchPageSql(api.database.db, criteria, 20, offset, { windows: [40, 200] }),
      );
      expect(bySmall, `${JSON.stringify(params)} with small windows`).toEqual(expected.map(([id]) => id));
      // And with gather limits small enough that searches with event filters walk the windows too, and then gather
      // their events' tickets, walk on or collect as a large catalogue's would.
      const byScaled = await pageIds(
        api,
        await searchPageSql(api.database.db, criteria, 20, offset, {
          windows: [20, 60],
          gather: 0,
          gatherWithWords: 0,
          gatherAfterWalk: 150,
        }),
      );
      expect(byScaled, `${JSON.stringify(params)} with small windows and gather limits`).toEqual(
        expected.map(([id]) => id),
      );
      // And with the events' tickets merged from a walk per event, as a large catalogue's events of thousands of
      // tickets are: a walk stops at its share of the page, and is continued when the page needs more of it (down to
      // the page's last ticket found, or with shares this small, often with no page found yet).
      merges += 1;
      const mergeSpare = merges % 2 ? 0.25 : 1.5;
      const byMerge = await pageIds(
        api,
        await searchPageSql(api.database.db, criteria, 20, offset, { mergePerEvent: 0, mergeSpare }),
      );
      expect(byMerge, `${JSON.stringify(params)} merged by event`).toEqual(expected.map(([id]) => id));
      return expected.length > 0;
    }

    it('gives the same listings, in the same order and at the same price, with writes between searches', async () => {
      let nonEmpty = 0;
      let searches = 0;
      renamed = false;
      await fc.assert(
        fc.asyncProperty(
          fc.array(fc.oneof({ weight: 2, arbitrary: query() }, { weight: 1, arbitrary: write() }), {
            minLength: 4,
            maxLength: 12,
          }),
          async (steps) => {
            // The searches asked so far are asked again after every write: their replies may be cached, and a reply kept
            // across a write must be as fresh as a new one.
            const asked: Params[] = [];
            for (const step of steps) {
              if ('kind' in step) {
                await apply(step as Write);
                for (const params of asked) await check(params);
              } else {
                searches += 1;
                // Asked twice: the second answer may come from the reply cache, and must be as fresh.
                if (await check(step as Params)) nonEmpty += 1;
                await check(step as Params);
                asked.push(step as Params);
              }
            }
          },
        ),
        { numRuns: runs },
      );
      // The property means little if the searches found nothing.
      expect(nonEmpty).toBeGreaterThan(searches / 4);
      // And the index answered throughout: no change made it give up, but a rename, which it is built again for.
      const current = () => api.server.services.catalog.search.current(api.database.db) !== null;
      if (renamed && index === 'on')
        await expect.poll(current, { timeout: 20_000, interval: 100 }).toBe(true);
      else expect(current()).toBe(index === 'on');
    });
  },
);

describe('a page merged from a walk of each event', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ seed: false, env: { SEARCH_INDEX: 'off' } });
    await seed(api.database.db, api.server.services.storage, {
      config: api.config,
      listings: 300,
      events: 12,
      images: 1,
    });
  });
  afterAll(async () => {
    await api?.close();
  });

  it('continues the walk of an event whose listings are the newest, and gives the page plain SQL gives', async () => {
    const db = api.database.db;
    // A venue with two events or more; the first gets 50 new tickets, newer than every other event's.
    const venue = (
      await sql<{ venue: number; first: number }>`
        SELECT venue_id AS venue, min(id) AS first FROM events WHERE ticket_count > 0 GROUP BY venue_id HAVING count(*) >= 2 ORDER BY venue_id LIMIT 1`.execute(
        db,
      )
    ).rows[0];
    expect(venue, 'a venue with two events').toBeDefined();
    const { venue: venueId, first } = venue as { venue: number; first: number };
    await sql`INSERT INTO tickets (seller_id, event_id, ticket_type_id, seat_type_id, listing_name, is_sale, price_cents, face_price_cents, section, row, seat_no)
              SELECT seller_id, event_id, ticket_type_id, seat_type_id, listing_name || ' encore', true, 1500, face_price_cents, section, row, seat_no
                FROM tickets WHERE event_id = ${first} AND status = 'SELL' AND deleted_at IS NULL ORDER BY id LIMIT 1`.execute(
      db,
    );
    await sql`INSERT INTO tickets (seller_id, event_id, ticket_type_id, seat_type_id, listing_name, is_sale, price_cents, face_price_cents, section, row, seat_no)
              SELECT seller_id, event_id, ticket_type_id, seat_type_id, listing_name, is_sale, price_cents, face_price_cents, section, row, seat_no
                FROM tickets, generate_series(1, 49) WHERE listing_name LIKE '% encore'`.execute(db);
    await api.server.services.catalog.changed();
    for (const page of ['1', '2', '3']) {
      const params = { venue: String(venueId), price: '900', page };
      const expected = (await reference(api, params)).slice(0, 20).map(([id]) => id);
      const offset = (Number(page) - 1) * 20;
      const criteria = criteriaOf(operations.products.query.parse(params));
      // With a share of the page by count and no more, the first event's walk stops above the page's last ticket
      // found (the other event's walks fill the rest) and is continued; with none at all, the walks stop before a
      // page is found.
      for (const mergeSpare of [1, 0]) {
        const ids = await pageIds(
          api,
          await searchPageSql(db, criteria, 20, offset, { mergePerEvent: 0, mergeSpare }),
        );
        expect(ids, `page ${page}, spare ${mergeSpare}`).toEqual(expected);
      }
      // The first two pages are the new tickets.
      if (page !== '3') expect(expected.length).toBe(20);
    }
  });
});
