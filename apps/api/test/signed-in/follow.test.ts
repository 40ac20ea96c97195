// Following (docs/rules/follow.md) through HTTP: the watchlist and saved searches with their refusals, matching of
// new tickets (a notification within seconds, one gathered e-mail, the daily digest), price drops, watch_count for the
// seller only, price history, and each change matched once when several rounds run at once. Runs on PGlite and, in
// the api-postgres project, on PostgreSQL.
import {
  DIGEST_HOUR_UTC,
  FOLLOW_REFUSALS,
  MAX_SAVED_SEARCHES,
  MAX_WATCHES,
  type OperationBody,
} from '@momento/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { followRound, matchChanges, matchPendingChanges } from '../../src/follow/matching.ts';
import { notificationRound } from '../../src/jobs/notificationRound.ts';
import { openStream } from '../liveStream.ts';
import { ok, paidOrder, startWorld, ticketFormBody, type Person, type World } from '../world.ts';

let w: World;
const DELAY_MS = 60_000;
beforeAll(async () => {
  // The rounds run by themselves only every minute here; the tests run them by hand, with their own clock.
  w = await startWorld({ env: { MAIL_INTERVAL_MS: '60000', ALERT_MAIL_DELAY_MS: String(DELAY_MS) } });
});
afterAll(async () => {
  await w?.close();
});

const WATCH = '/user/watchlist.php';
const SEARCHES = '/user/saved_searches.php';

/** The follow round by hand at `at`; on PostgreSQL another process's round may hold the lock: wait for a turn. */
async function follow(at: Date = new Date()) {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const done = await followRound(w.api.database, w.api.config, at);
    if (done) return done;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('the follow round never got its lock');
}
/**
 * What the follow matcher does within MATCH_INTERVAL_MS, by hand: every change written so far matched. The job may be
 * matching some at this moment (claimed, not yet committed): wait until none is left.
 */
async function matchAll() {
  for (let attempt = 0; attempt < 500; attempt += 1) {
    await matchPendingChanges(w.api.database);
    if (!(await w.db.selectFrom('follow_changes').select('id').limit(1).execute()).length) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('follow changes were never matched');
}
/** The person's notification centre once every change so far is matched. */
async function notificationsOf(
  person: Person,
): Promise<{ type: string; title: string; body: string; link: string; read_at: string | null }[]> {
  await matchAll();
  return ok(await w.op('notifications', { token: person.token })).items;
}
async function mailsTo(
  person: Person,
): Promise<{ subject: string; text: string; headers: Record<string, string> }[]> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    if ((await notificationRound(w.api.database, w.api.config)) !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const rows = await w.db
    .selectFrom('outbox_mails')
    .select(['subject', 'text_body', 'headers'])
    .where('to_address', '=', person.email)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ subject: row.subject, text: row.text_body, headers: row.headers }));
}
async function listTicket(seller: Person, extra: Record<string, unknown> = {}): Promise<number> {
  return ok(await w.op('ticketCreate', { token: seller.token, body: ticketFormBody(w, extra) })).product_id;
}
async function saveSearch(
  buyer: Person,
  name: string,
  filters: Record<string, string>,
  alert: OperationBody<'savedSearchCreate'>['alert'] = 'INSTANT',
) {
  return ok(await w.op('savedSearchCreate', { token: buyer.token, body: { name, filters, alert } }));
}
async function searchesOf(
  buyer: Person,
): Promise<{ id: number; name: string; new_matches: number; alert: string }[]> {
  await matchAll();
  return ok(await w.op('savedSearches', { token: buyer.token })).items;
}

describe('watchlist', () => {
  it('watches another seller’s open ticket, collection and seller, with prices and states, and refuses what it must', async () => {
    const seller = await w.person({ seller: true, name: 'Sam Seller' });
    const buyer = await w.person();
    const ticket = await w.ticket(seller.id, { price: 10_000 });
    const collection = await w.collection(seller.id, { price: 25_000 });

    const item = ok(await w.op('watchAdd', { token: buyer.token, body: { type: 'TICKET', id: ticket } }));
    expect(item).toMatchObject({
      type: 'TICKET',
      id: ticket,
      state: 'ON_SALE',
      link: `/tickets/${ticket}`,
      price: { value: '100.00' },
      watched_price: { value: '100.00' },
      alert_price: null,
    });
    expect(item.detail).toContain('Cup Final 1966');
    ok(await w.op('watchAdd', { token: buyer.token, body: { type: 'COLLECTION', id: collection } }));
    ok(await w.op('watchAdd', { token: buyer.token, body: { type: 'SELLER', id: seller.id } }));
    // Watching again changes only the alert price.
    const again = ok(
      await w.op('watchAdd', {
        token: buyer.token,
        body: { type: 'TICKET', id: ticket, alert_price: '80.00' },
      }),
    );
    expect(again).toMatchObject({ alert_price: { value: '80.00' }, watched_price: { value: '100.00' } });
    expect(ok(await w.op('watchIds', { token: buyer.token }))).toEqual({
      tickets: [ticket],
      collections: [collection],
      sellers: [seller.id],
    });
    const list = ok(await w.op('watchlist', { token: buyer.token })).items;
    expect(list.map((i: { type: string }) => i.type)).toEqual(['SELLER', 'COLLECTION', 'TICKET']);
    expect(list[0]).toMatchObject({
      name: 'Sam Seller',
      state: 'ON_SALE',
      price: null,
      watched_price: null,
      link: `/tickets?seller=${seller.id}`,
    });

    // States: sold, then hidden by an admin.
    await w.db.updateTable('tickets').set({ status: 'SOLD' }).where('id', '=', ticket).execute();
    expect(ok(await w.op('watchlist', { token: buyer.token })).items[2]).toMatchObject({
      state: 'SOLD',
      price: null,
      watched_price: { value: '100.00' },
    });
    await w.db
      .updateTable('tickets')
      .set({ status: 'SELL', hidden_at: new Date() })
      .where('id', '=', ticket)
      .execute();
    expect(ok(await w.op('watchlist', { token: buyer.token })).items[2]).toMatchObject({
      state: 'UNAVAILABLE',
    });

    // Refusals, in the contract's words.
    const refused = async (body: unknown, token = buyer.token) =>
      (await w.call('POST', WATCH, { token, body })).body.error.message;
    expect(await refused({ type: 'TICKET', id: await w.ticket(seller.id) }, seller.token)).toBe(
      FOLLOW_REFUSALS.watchOwn,
    );
    expect(await refused({ type: 'SELLER', id: seller.id }, seller.token)).toBe(FOLLOW_REFUSALS.watchOwn);
    expect(await refused({ type: 'TICKET', id: 999_999 })).toBe(FOLLOW_REFUSALS.watchMissing);
    const hidden = await w.ticket(seller.id);
    await w.db.updateTable('tickets').set({ hidden_at: new Date() }).where('id', '=', hidden).execute();
    expect(await refused({ type: 'TICKET', id: hidden })).toBe(FOLLOW_REFUSALS.watchMissing);
    expect(await refused({ type: 'TICKET', id: await w.ticket(seller.id, { isSale: false }) })).toBe(
      FOLLOW_REFUSALS.watchMissing,
    );
    expect(await refused({ type: 'TICKET', id: await w.ticket(seller.id), alert_price: 0 })).toBe(
      FOLLOW_REFUSALS.alertPrice,
    );
    const inactive = await w.person({ seller: 'inactive' });
    expect(await refused({ type: 'TICKET', id: await w.ticket(inactive.id) })).toBe(
      FOLLOW_REFUSALS.watchMissing,
    );

    ok(await w.op('watchRemove', { token: buyer.token, body: { type: 'COLLECTION', id: collection } }));
    expect(ok(await w.op('watchIds', { token: buyer.token })).collections).toEqual([]);
  });

  it('stops at MAX_WATCHES items', async () => {
    const seller = await w.person({ seller: true });
    const buyer = await w.person();
    await sql`INSERT INTO watches (user_id, target_type, target_id) SELECT ${buyer.id}, 'SELLER', g FROM generate_series(1000001, ${1_000_000 + MAX_WATCHES}) AS g`.execute(
      w.db,
    );
    const res = await w.op('watchAdd', {
      token: buyer.token,
      body: { type: 'TICKET', id: await w.ticket(seller.id) },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(FOLLOW_REFUSALS.watchLimit);
  });

  it('tells the seller how many watch a listing in their own reads, and nobody else', async () => {
    const seller = await w.person({ seller: true });
    const ticket = await w.ticket(seller.id);
    for (let i = 0; i < 2; i += 1)
      ok(await w.op('watchAdd', { token: (await w.person()).token, body: { type: 'TICKET', id: ticket } }));
    const own = ok(await w.op('myTickets', { token: seller.token })).items.find(
      (t: { product_id: number }) => t.product_id === ticket,
    );
    expect(own?.watch_count).toBe(2);
    const buyer = await w.person();
    expect(
      ok(await w.op('product', { query: { product_id: ticket }, token: buyer.token })),
    ).not.toHaveProperty('watch_count');
    expect(ok(await w.op('product', { query: { product_id: ticket } }))).not.toHaveProperty('watch_count');
    const listed = ok(await w.op('products', { query: { seller: seller.id } })).items;
    expect(listed.some((t: object) => 'watch_count' in t)).toBe(false);
  });
});

describe('saved searches', () => {
  it('saves, renames, switches the alert, marks seen and deletes, with the contract’s refusals', async () => {
    const buyer = await w.person();
    const other = await w.person();
    const saved = await saveSearch(buyer, 'Cup final under $100', {
      event: String(w.refs.eventId),
      price: '100',
      page: '3',
    } as Record<string, string>);
    expect(saved).toMatchObject({
      name: 'Cup final under $100',
      filters: { event: String(w.refs.eventId), price: '100' },
      alert: 'INSTANT',
      new_matches: 0,
    });
    const refused = async (method: string, body: unknown, token = buyer.token) =>
      (await w.call(method, SEARCHES, { token, body })).body.error.message;
    expect(await refused('POST', { name: '  ', filters: { q: 'cup' } })).toBe(FOLLOW_REFUSALS.searchName);
    expect(await refused('POST', { name: 'x'.repeat(81), filters: { q: 'cup' } })).toBe(
      FOLLOW_REFUSALS.searchNameLong,
    );
    expect(await refused('POST', { name: 'CUP FINAL UNDER $100', filters: { q: 'cup' } })).toBe(
      FOLLOW_REFUSALS.searchNameTaken,
    );
    expect(await refused('POST', { name: 'Nothing', filters: { q: '   ' } })).toBe(
      FOLLOW_REFUSALS.searchEmpty,
    );
    expect(
      (
        await w.op('savedSearchCreate', {
          token: buyer.token,
          body: { name: 'Bad date', filters: { date: 'someday' } },
        })
      ).status,
    ).toBe(400);
    expect(await refused('PUT', { id: saved.id, name: 'renamed' }, other.token)).toBe(
      FOLLOW_REFUSALS.searchMissing,
    );
    expect(await refused('DELETE', { id: saved.id }, other.token)).toBe(FOLLOW_REFUSALS.searchMissing);

    const second = await saveSearch(buyer, 'Wembley', { venue: String(w.refs.venueId) });
    expect(await refused('PUT', { id: second.id, name: 'cup final under $100' })).toBe(
      FOLLOW_REFUSALS.searchNameTaken,
    );
    expect(
      ok(
        await w.op('savedSearchUpdate', {
          token: buyer.token,
          body: { id: second.id, name: 'Wembley nights', alert: 'DAILY' },
        }),
      ),
    ).toMatchObject({ name: 'Wembley nights', alert: 'DAILY' });
    expect(ok(await w.op('savedSearchSeen', { token: buyer.token, body: { id: second.id } }))).toMatchObject({
      id: second.id,
      new_matches: 0,
    });
    expect((await searchesOf(buyer)).map((s) => s.name)).toEqual(['Wembley nights', 'Cup final under $100']);
    ok(await w.op('savedSearchDelete', { token: buyer.token, body: { id: second.id } }));
    expect((await searchesOf(buyer)).map((s) => s.name)).toEqual(['Cup final under $100']);
  });

  it('stops at MAX_SAVED_SEARCHES', async () => {
    const buyer = await w.person();
    await sql`INSERT INTO saved_searches (user_id, name, filters) SELECT ${buyer.id}, 'search ' || g, '{"q":"x"}' FROM generate_series(1, ${MAX_SAVED_SEARCHES}) AS g`.execute(
      w.db,
    );
    const res = await w.op('savedSearchCreate', {
      token: buyer.token,
      body: { name: 'one more', filters: { q: 'cup' } },
    });
    expect(res.body.error.message).toBe(FOLLOW_REFUSALS.searchLimit);
  });
});

describe('matching new listings', () => {
  it('tells an INSTANT search at once, once per search, matches what /tickets shows, and mails every match in ONE e-mail', async () => {
    const seller = await w.person({ seller: true });
    const buyer = await w.person();
    const search = await saveSearch(buyer, 'Section A under $100', {
      event: String(w.refs.eventId),
      section: 'a',
      price: '100',
    });
    await saveSearch(seller, 'My own', { event: String(w.refs.eventId) });
    const stream = await openStream(w.api.url, buyer.token);
    try {
      // Too dear, then the wrong section: no match.
      await listTicket(seller, { cost: '120.50' });
      await listTicket(seller, { cost: '50', ticket_details: { section: 'B', face_price: '2.50' } });
      expect(await notificationsOf(buyer)).toEqual([]);
      const first = await listTicket(seller, { cost: '90', listing_name: 'Front row stub' });
      // Told by the matcher within MATCH_INTERVAL_MS: the live stream announces it, and the centre has it.
      await stream.next((event) => (event.data as { type?: string }).type === 'notification', 5000);
      const [told] = await notificationsOf(buyer);
      expect(told).toMatchObject({
        type: 'saved_search_match',
        title: 'New listing for "Section A under $100"',
        body: 'Front row stub (Cup Final 1966) matches your saved search "Section A under $100".',
        read_at: null,
      });
      expect(told?.link).toBe(`/tickets?event=${w.refs.eventId}&section=a&price=100`);

      // A repriced ticket that now fits matches too; the notification is rewritten, not repeated.
      const dear = await listTicket(seller, { cost: '150' });
      ok(
        await w.op('ticketUpdate', {
          token: seller.token,
          body: { ...ticketFormBody(w, { cost: '95' }), images: [], product_id: dear },
        }),
      );
      const third = await listTicket(seller, { cost: '80' });
      const centre = await notificationsOf(buyer);
      expect(centre).toHaveLength(1);
      expect(centre[0]?.title).toBe('3 new listings for "Section A under $100"');
      expect((await searchesOf(buyer))[0]).toMatchObject({ id: search.id, new_matches: 3 });
      // The seller's own tickets never match the seller's own search.
      expect(await notificationsOf(seller)).toEqual([]);

      // The matches are exactly what /tickets lists for the filters.
      const shown = ok(
        await w.op('products', { query: { event: w.refs.eventId, section: 'a', price: 100 } }),
      ).items.map((t: { product_id: number }) => t.product_id);
      const matched = await w.db
        .selectFrom('saved_search_matches')
        .select('ticket_id')
        .where('search_id', '=', search.id)
        .execute();
      expect(matched.map((m) => m.ticket_id).sort()).toEqual([...shown].sort());
      expect(shown.sort()).toEqual([first, dear, third].sort());

      // The e-mail waits ALERT_MAIL_DELAY_MS, then goes once with every match.
      await follow();
      expect(await mailsTo(buyer)).toEqual([]);
      await follow(new Date(Date.now() + DELAY_MS + 1000));
      await follow(new Date(Date.now() + DELAY_MS + 2000));
      const mails = await mailsTo(buyer);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.subject).toBe('3 new listings for your saved searches');
      for (const id of [first, dear, third]) expect(mails[0]?.text).toContain(`/tickets/${id}`);
      expect(mails[0]?.text).toContain('/unsubscribe?token=');
      expect(mails[0]?.headers['List-Unsubscribe']).toContain('/notifications/unsubscribe.php?token=');

      // Run: the matches are seen.
      expect(
        ok(await w.op('savedSearchSeen', { token: buyer.token, body: { id: search.id } })).new_matches,
      ).toBe(0);
    } finally {
      stream.close();
    }
  });

  it('sends no instant e-mail to a buyer who unsubscribed from saved-search e-mails, but still tells the centre', async () => {
    const seller = await w.person({ seller: true });
    const buyer = await w.person();
    await saveSearch(buyer, 'Anything stub', { q: 'stub' });
    const preferences = ok(await w.op('notificationPreferences', { token: buyer.token }));
    expect(preferences).toEqual({
      orders: true,
      offers: true,
      messages: true,
      saved_searches: true,
      price_drops: true,
    });
    ok(await w.op('notificationPreferencesUpdate', { token: buyer.token, body: { saved_searches: false } }));
    await listTicket(seller);
    expect((await notificationsOf(buyer)).map((n) => n.type)).toEqual(['saved_search_match']);
    await follow(new Date(Date.now() + DELAY_MS + 1000));
    expect(await mailsTo(buyer)).toEqual([]);
  });

  it('sends a DAILY search’s matches in one digest a day at DIGEST_HOUR_UTC, and no notification per match', async () => {
    const seller = await w.person({ seller: true });
    const buyer = await w.person();
    await saveSearch(buyer, 'Daily stubs', { event: String(w.refs.eventId), row: '3' }, 'DAILY');
    await saveSearch(buyer, 'Daily Wembley', { venue: String(w.refs.venueId), q: 'digest' }, 'DAILY');
    const a = await listTicket(seller, { listing_name: 'Digest stub one' });
    const b = await listTicket(seller, { listing_name: 'Digest stub two' });
    expect(await notificationsOf(buyer)).toEqual([]);
    const tomorrow = new Date(Date.now() + 86_400_000);
    const at = (hour: number) =>
      new Date(Date.UTC(tomorrow.getUTCFullYear(), tomorrow.getUTCMonth(), tomorrow.getUTCDate(), hour, 5));
    await follow(at(DIGEST_HOUR_UTC - 1));
    expect(await mailsTo(buyer)).toEqual([]);
    await follow(at(DIGEST_HOUR_UTC));
    await follow(at(DIGEST_HOUR_UTC + 2));
    const mails = await mailsTo(buyer);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Your daily digest: 4 new listings');
    expect(mails[0]?.text).toContain(`/tickets/${a}`);
    expect(mails[0]?.text).toContain(`/tickets/${b}`);
    expect(mails[0]?.text).toContain('Daily Wembley');
  });

  it('matches a listing written outside a request (a script, a sweep) once, however many rounds claim changes at once', async () => {
    const seller = await w.person({ seller: true });
    const buyers = await Promise.all([w.person(), w.person()]);
    // One search under the event's bucket, one with no equality filter nor word (the `*` bucket).
    await saveSearch(buyers[0] as Person, 'Written directly', { event: String(w.refs.eventId), price: '30' });
    await saveSearch(buyers[1] as Person, 'Anything cheap', { price: '30' });
    const ids = [];
    for (let i = 0; i < 5; i += 1) ids.push(await w.ticket(seller.id, { price: 2000 + i }));
    // Several claimers at once, each in its own transaction (on PostgreSQL, truly concurrent connections).
    const claimed = await Promise.all(
      Array.from({ length: 4 }, () => w.api.database.db.transaction().execute((trx) => matchChanges(trx, 2))),
    );
    await matchAll();
    const left = await w.db.selectFrom('follow_changes').select('id').execute();
    expect(left).toEqual([]);
    expect(claimed.reduce((sum, n) => sum + n, 0)).toBeLessThanOrEqual(5);
    for (const buyer of buyers) {
      const matches = await w.db
        .selectFrom('saved_search_matches')
        .select('ticket_id')
        .where('user_id', '=', buyer.id)
        .execute();
      expect(matches.map((m) => m.ticket_id).sort()).toEqual(ids.sort());
      expect((await notificationsOf(buyer)).filter((n) => n.type === 'saved_search_match')).toHaveLength(1);
    }
  });
});

describe('price drops', () => {
  it('tells a watcher when the price falls PRICE_DROP_PERCENT below the last price told, or crosses their alert price', async () => {
    const seller = await w.person({ seller: true });
    const buyer = await w.person();
    const picky = await w.person();
    const ticket = await listTicket(seller, { cost: '100' });
    ok(await w.op('watchAdd', { token: buyer.token, body: { type: 'TICKET', id: ticket } }));
    ok(
      await w.op('watchAdd', { token: picky.token, body: { type: 'TICKET', id: ticket, alert_price: '90' } }),
    );
    const reprice = async (cost: string) =>
      ok(
        await w.op('ticketUpdate', {
          token: seller.token,
          body: { ...ticketFormBody(w, { cost }), images: [], product_id: ticket },
        }),
      );
    const drops = async (person: Person) =>
      (await notificationsOf(person)).filter((n) => n.type === 'price_drop');

    await reprice('97'); // 3 % below 100: not yet
    expect(await drops(buyer)).toEqual([]);
    await reprice('94'); // 6 % below 100
    expect(await drops(buyer)).toEqual([
      expect.objectContaining({
        title: 'Price drop: World Cup Final stub',
        body: 'World Cup Final stub, which you watch, is now $94.00, down from $100.00.',
        link: `/tickets/${ticket}`,
      }),
    ]);
    expect(await drops(picky)).toEqual([]);
    await reprice('91'); // 3 % below the 94 told
    expect(await drops(buyer)).toHaveLength(1);
    await reprice('89'); // crosses 90 for the picky one; 5.3 % below 94 for the other
    expect(await drops(picky)).toHaveLength(1);
    expect(await drops(buyer)).toHaveLength(2);
    await reprice('120'); // a rise tells nobody
    expect(await drops(buyer)).toHaveLength(2);

    const mails = await mailsTo(buyer);
    expect(mails.map((m) => m.subject)).toEqual([
      'Price drop: World Cup Final stub',
      'Price drop: World Cup Final stub',
    ]);
    expect(mails[0]?.headers['List-Unsubscribe']).toContain('unsubscribe.php?token=');
    const [item] = ok(await w.op('watchlist', { token: buyer.token })).items;
    expect(item).toMatchObject({ price: { value: '120.00' }, watched_price: { value: '100.00' } });
  });

  it('tells a collection’s watchers of its price drop', async () => {
    const seller = await w.person({ seller: true });
    const buyer = await w.person();
    const collection = await w.collection(seller.id, { price: 20_000 });
    ok(await w.op('watchAdd', { token: buyer.token, body: { type: 'COLLECTION', id: collection } }));
    await w.db.updateTable('collections').set({ price_cents: 15_000 }).where('id', '=', collection).execute();
    await follow();
    expect((await notificationsOf(buyer)).map((n) => [n.type, n.link])).toEqual([
      ['price_drop', `/collections/${collection}`],
    ]);
  });
});

describe('price history', () => {
  it('gives each UTC day’s lowest and median asking price and count, and sold prices from paid orders', async () => {
    const genre = await w.db.selectFrom('genres').select('id').executeTakeFirstOrThrow();
    const event = await w.db
      .insertInto('events')
      .values({
        name: 'History night',
        event_date: new Date('2030-01-01T20:00:00Z'),
        venue_id: w.refs.venueId,
        genre_id: genre.id,
        sub_genre_id: w.refs.subGenreId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const seller = await w.person({ seller: true });
    const ids = [];
    for (const price of [1000, 3000, 2000, 5000]) {
      ids.push(
        ok(
          await w.op('ticketCreate', {
            token: seller.token,
            body: ticketFormBody(w, { cost: String(price / 100), event: { event_id: event.id } }),
          }),
        ).product_id,
      );
    }
    // Two days ago one ticket was on sale at $40.00.
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000);
    await w.db
      .insertInto('listing_prices')
      .values({
        ticket_id: ids[3] as number,
        event_id: event.id,
        price_cents: 4000,
        valid_from: twoDaysAgo,
        valid_to: new Date(Date.now() - 86_400_000 * 1.5),
      })
      .execute();
    const buyer = await w.person();
    await paidOrder(w, buyer, [ids[0] as number]);

    const history = ok(await w.op('priceHistory', { query: { event: event.id } }));
    expect(history.event_name).toBe('History night');
    expect(history.days.length).toBeGreaterThanOrEqual(3);
    const first = history.days[0];
    expect(first).toMatchObject({
      day: twoDaysAgo.toISOString().slice(0, 10),
      lowest: { value: '40.00' },
      median: { value: '40.00' },
      listings: 1,
      sold: 0,
      sold_median: null,
    });
    const today = history.days.at(-1);
    expect(today).toMatchObject({
      day: new Date().toISOString().slice(0, 10),
      lowest: { value: '10.00' },
      median: { value: '25.00' },
      listings: 4,
      sold: 1,
      sold_median: { value: '10.00' },
    });
    expect((await w.op('priceHistory', { query: { event: 999999 } })).status).toBe(404);
  });
});
