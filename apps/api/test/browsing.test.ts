import type { Ticket } from '@momento/contract';
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../src/errors.ts';
import { decodeBase64, ingestImage } from '../src/images/images.ts';
import { ADMIN, SELLER, startTestApi, type TestApi } from './harness.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const get = (path: string, token?: string) => api.call('GET', path, { token: token ?? null });

describe('health and envelope', () => {
  it('answers the health check with status ok', async () => {
    const res = await get('/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { status: 'ok' } });
  });

  it('keeps answering after the database drops its idle connections (a restart, an administrator)', async () => {
    // Several requests at once leave several idle connections in the pool (PostgreSQL; PGlite has one, in process).
    await Promise.all(Array.from({ length: 6 }, () => get('/venues.php')));
    await sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`.execute(
      api.database.db,
    );
    // Give the terminated connections time to report; an unhandled 'error' event would stop the process here.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const res = await get('/venues.php');
    expect(res.status).toBe(200);
    expect(res.body.data.items.length).toBeGreaterThan(0);
  });

  it('answers an unknown path and an unknown action with 404 and a message', async () => {
    const res = await get('/nope.php');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: { code: 'NOT_FOUND', message: 'Not found' } });
    expect((await get('/popular.php?action=nothing')).status).toBe(404);
  });

  it('compresses JSON replies for clients that accept gzip, and only for them', async () => {
    const url = `${api.url}/products.php`;
    const zipped = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect((await zipped.json()).data.items.length).toBeGreaterThan(0);
    expect(zipped.headers.get('vary')).toContain('accept-encoding');
    const plain = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect((await plain.json()).data.items.length).toBeGreaterThan(0);
    const refused = await fetch(url, { headers: { 'accept-encoding': 'gzip;q=0, *;q=1' } });
    expect(refused.headers.get('content-encoding')).toBeNull();
    const anything = await fetch(url, { headers: { 'accept-encoding': '*' } });
    expect(anything.headers.get('content-encoding')).toBe('gzip');
    expect((await anything.json()).data.items.length).toBeGreaterThan(0);
  });

  it('leaves small replies uncompressed', async () => {
    const res = await fetch(`${api.url}/health`, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(await res.json()).toEqual({ data: { status: 'ok' } });
  });

  it('carries a request id on every reply', async () => {
    const res = await api.op('venues', { headers: { 'x-request-id': 'trace-123' } });
    expect(res.headers.get('x-request-id')).toBe('trace-123');
    for (const [method, path] of [
      ['GET', '/health'],
      ['GET', '/nope.php'],
      ['OPTIONS', '/venues.php'],
      ['GET', '/images/nothing.jpg'],
    ] as const) {
      const other = await api.call(method, path, { headers: { 'x-request-id': 'trace-456' } });
      expect(other.headers.get('x-request-id'), `${method} ${path}`).toBe('trace-456');
    }
  });

  it('replaces a request id it does not trust (other characters, more than 64) with a UUID of its own', async () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
    for (const sent of ['trace=1', 'trace 1', 'trace.1', 'a'.repeat(65)]) {
      const res = await api.op('venues', { headers: { 'x-request-id': sent } });
      expect(res.headers.get('x-request-id'), sent).toMatch(uuid);
    }
    const longest = 'a'.repeat(64);
    expect(
      (await api.op('venues', { headers: { 'x-request-id': longest } })).headers.get('x-request-id'),
    ).toBe(longest);
    expect((await get('/venues.php')).headers.get('x-request-id')).toMatch(uuid);
  });

  it('allows the site origin with credentials and partner origins for public reads only', async () => {
    const site = await api.op('venues', { headers: { origin: 'http://127.0.0.1:5173' } });
    expect(site.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173');
    expect(site.headers.get('access-control-allow-credentials')).toBe('true');
    // The embed demo's page: a partner by default outside production (PARTNER_ORIGINS).
    const partner = await api.op('venues', { headers: { origin: 'http://127.0.0.1:5174' } });
    expect(partner.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5174');
    expect(partner.headers.get('access-control-allow-credentials')).toBeNull();
    const preflight = await api.call('OPTIONS', '/user/user_settings.php?action=login', {
      headers: { origin: 'http://127.0.0.1:5174', 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    // A site that is not listed gets no CORS at all.
    const stranger = await api.op('venues', { headers: { origin: 'https://stranger.example' } });
    expect(stranger.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('reference data', () => {
  it('lists genres by display_order with their sub-genres', async () => {
    const res = await get('/genre.php');
    expect(res.status).toBe(200);
    const genres = res.body.data.items;
    expect(genres.map((g: { genre_name: string }) => g.genre_name)).toEqual([
      'Sports',
      'Concerts',
      'History',
      'Theatre',
    ]);
    expect(genres[0].sub_genre[0]).toEqual({
      sub_genre_id: expect.any(Number),
      name: 'Football',
      display_name: 'Football',
    });
  });

  it('lists venues sorted by display_order without authentication', async () => {
    const res = await get('/venues.php');
    const orders = res.body.data.items.map((v: { display_order: number }) => v.display_order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    expect(res.body.data.items[0]).toMatchObject({
      venue_name: 'Grand Harbor Stadium',
      status: 'APPROVED',
      is_admin_created: 1,
    });
  });

  it('filters venues, teams and artists by has_tickets and name', async () => {
    const all = (await get('/venues.php')).body.data.items.length;
    const withTickets = (await get('/venues.php?has_tickets=1')).body.data.items.length;
    expect(withTickets).toBeGreaterThan(0);
    expect(withTickets).toBeLessThanOrEqual(all);
    const teams = await get('/teams.php?name=mariners');
    expect(teams.body.data.items.map((t: { team_name: string }) => t.team_name)).toEqual([
      'Harbor City Mariners',
    ]);
    const artists = await get('/artist.php?name=QUARTET');
    expect(artists.body.data.items[0]).toMatchObject({
      artist_name: 'Duke Harlow Quartet',
      sub_genre: expect.any(Number),
    });
  });

  it('filters teams by genre and sub-genre, and sub-genres by genre', async () => {
    const genres = (await get('/genre.php')).body.data.items;
    const concerts = genres.find((g: { genre_name: string }) => g.genre_name === 'Concerts');
    expect((await get(`/teams.php?genre=${concerts.genre_id}`)).body.data.items).toEqual([]);
    const football = genres[0].sub_genre[0].sub_genre_id;
    const teams = (await get(`/teams.php?sub_genre=${football}`)).body.data.items;
    expect(teams).toHaveLength(4);
    const subs = (await get(`/sub_genre.php?genre=${concerts.genre_id}`)).body.data.items;
    expect(subs.map((s: { name: string }) => s.name)).toEqual([
      'Rock',
      'Pop',
      'Jazz',
      'Hip-Hop',
      'Classical',
    ]);
  });

  it('shows INQUEUE items only to their creator and to admins', async () => {
    const seller = await api.login(SELLER.email, SELLER.password);
    const admin = await api.login(ADMIN.email, ADMIN.password);
    const sub = (await get('/sub_genre.php')).body.data.items[0];
    await api.database.db
      .insertInto('teams')
      .values({
        name: 'Queue Team',
        display_name: 'Queue Team',
        sub_genre_id: sub.sub_genre_id,
        status: 'INQUEUE',
        is_admin_created: false,
        created_by: seller.user_data.id,
      })
      .execute();
    const names = async (token?: string) =>
      (await get('/teams.php?status=APPROVED,INQUEUE', token)).body.data.items.map(
        (t: { team_name: string }) => t.team_name,
      );
    expect(await names()).not.toContain('Queue Team');
    expect(await names(seller.token)).toContain('Queue Team');
    expect(await names(admin.token)).toContain('Queue Team');
    const adminList = await get('/admin/sub_genre.php', admin.token);
    expect(adminList.status).toBe(200);
    expect((await get('/admin/sub_genre.php')).status).toBe(401);
  });

  it('rejects an unknown status and a non-numeric id with 400', async () => {
    const bad = await get('/teams.php?status=APPROVED,NOPE');
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('status: unknown status NOPE');
    expect((await get('/teams.php?status=approved')).status).toBe(400);
    expect((await get('/teams.php?genre=abc')).status).toBe(400);
    expect((await get('/venues.php?has_tickets=2')).status).toBe(400);
  });

  it('answers ticket and seat types to signed-in users only', async () => {
    expect((await get('/masterData.php')).status).toBe(401);
    const seller = await api.login(SELLER.email, SELLER.password);
    const res = await get('/masterData.php', seller.token);
    expect(res.body.data.ticket_types[0]).toEqual({ id: expect.any(Number), name: 'Full Ticket' });
    expect(res.body.data.seat_types).toHaveLength(5);
  });
});

describe('events', () => {
  it('pages events with a next link that keeps the other filters', async () => {
    const first = await get('/events.php?has_tickets=1&page=1');
    expect(first.status).toBe(200);
    const { items, next } = first.body.data;
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((e: { status: string }) => e.status === 'APPROVED')).toBe(true);
    if (items.length === 20) expect(next).toBe('/events.php?has_tickets=1&page=2');
    else expect(next).toBeUndefined();
  });

  it('answers every event with full_result=1 and filters by venue, team and name', async () => {
    const all = (await get('/events.php?full_result=1')).body.data;
    expect(all.items).toHaveLength(12);
    expect(all.next).toBeUndefined();
    const sample = all.items.find((e: { teams: unknown[] }) => e.teams.length > 0);
    const byTeam = (await get(`/events.php?full_result=1&team=${sample.teams[0].team_id}`)).body.data.items;
    expect(byTeam.map((e: { id: number }) => e.id)).toContain(sample.id);
    const byVenue = (await get(`/events.php?full_result=1&venue=${sample.venue.venue_id}`)).body.data.items;
    expect(
      byVenue.every((e: { venue: { venue_id: number } }) => e.venue.venue_id === sample.venue.venue_id),
    ).toBe(true);
    const byName = (
      await get(`/events.php?full_result=1&name=${encodeURIComponent(sample.name.slice(0, 8).toLowerCase())}`)
    ).body.data.items;
    expect(byName.map((e: { id: number }) => e.id)).toContain(sample.id);
  });

  it('rejects page 0 and a page beyond the cap with 400', async () => {
    expect((await get('/events.php?page=0')).status).toBe(400);
    expect((await get('/events.php?page=501')).status).toBe(400);
  });
});

describe('products', () => {
  it('lists tickets newest first, 20 a page, with next links to the end', async () => {
    const seen: number[] = [];
    let path: string | undefined = '/products.php?page=1';
    while (path) {
      const res = await get(path);
      expect(res.status).toBe(200);
      seen.push(...res.body.data.items.map((t: { product_id: number }) => t.product_id));
      path = res.body.data.next;
    }
    expect(seen.length).toBeGreaterThan(40);
    expect(seen).toEqual([...seen].sort((a, b) => b - a));
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('answers the full ticket shape with money, images and the event', async () => {
    const ticket = (await get('/products.php')).body.data.items[0];
    expect(ticket).toMatchObject({
      product_id: expect.any(Number),
      listing_name: expect.any(String),
      seller: { id: expect.any(Number), name: expect.any(String) },
      event: { event_id: expect.any(Number), venue: { venue_id: expect.any(Number) } },
      status: 'SELL',
    });
    expect(ticket.images[0].image_1000).toMatch(/^\/api\/v1\/images\/[0-9a-f]+-1000\.jpg$/);
    if (ticket.isSale === 1) expect(ticket.cost.value).toMatch(/^\d+\.\d{2}$/);
    else expect(ticket.cost).toBeNull();
  });

  it('shows an admin seller under the house name', async () => {
    const admin = await api.login(ADMIN.email, ADMIN.password);
    const res = await get(`/products.php?seller=${admin.user_data.id}`);
    expect(res.body.data.items.length).toBeGreaterThan(0);
    expect(
      res.body.data.items.every(
        (t: { seller: { name: string; is_admin: number } }) =>
          t.seller.name === 'Momento' && t.seller.is_admin === 1,
      ),
    ).toBe(true);
  });

  it('applies every filter of the search page', async () => {
    const all = (await get('/products.php?full_result=1')).body.data.items as Ticket[];
    const found = all.find(
      (x) => x.section && x.row && x.seat_no && x.face_price && x.cost && x.event.sub_genre && x.teams.length,
    );
    if (!found) throw new Error('the small seed always has a ticket with every field filled');
    // Narrowed by the find above.
    const t = found as Ticket & {
      section: string;
      row: string;
      seat_no: string;
      face_price: { value: string };
      cost: { value: string };
      event: { sub_genre: { sub_genre_id: number }; teams: [{ team_id: number }] };
    };
    const ids = async (query: string) =>
      ((await get(`/products.php?full_result=1&${query}`)).body.data.items as Ticket[]).map(
        (x) => x.product_id,
      );
    expect(await ids(`event=${t.event.event_id}`)).toContain(t.product_id);
    expect(await ids(`venue=${t.event.venue.venue_id}`)).toContain(t.product_id);
    expect(await ids(`sub_genre=${t.event.sub_genre.sub_genre_id}`)).toContain(t.product_id);
    expect(await ids(`seller=${t.seller.id}`)).toContain(t.product_id);
    expect(await ids(`team=${t.event.teams[0].team_id}`)).toContain(t.product_id);
    expect(await ids(`date=${t.date.slice(0, 10)}`)).toContain(t.product_id);
    expect(
      await ids(
        `section=${encodeURIComponent(t.section)}&row=${encodeURIComponent(t.row.toLowerCase())}&seat=${encodeURIComponent(t.seat_no)}`,
      ),
    ).toContain(t.product_id);
    expect(await ids(`price=${t.cost.value}`)).toContain(t.product_id);
    expect(await ids(`face_price=${t.face_price.value}`)).toContain(t.product_id);
    const cheaper = (await get(`/products.php?full_result=1&price=${Number(t.cost.value) - 0.01}`)).body.data
      .items as Ticket[];
    expect(cheaper.every((x) => Number(x.cost?.value) < Number(t.cost.value))).toBe(true);
    const word = (t.event_name.split(' ')[0] ?? '').toLowerCase();
    const byQ = (await get(`/products.php?full_result=1&q=${encodeURIComponent(word)}`)).body.data
      .items as Ticket[];
    expect(byQ.map((x) => x.product_id)).toContain(t.product_id);
    expect((await get('/products.php?q=%25%25zzqq')).body.data.items).toEqual([]);
    const featured = (await get('/products.php?is_featured=1')).body.data.items;
    expect(featured.length).toBeGreaterThan(0);
    const artistTicket = all.find((x) => x.event.artists.length);
    if (artistTicket)
      expect(await ids(`artist=${artistTicket.event.artists[0]?.artist_id}`)).toContain(
        artistTicket.product_id,
      );
  });

  it('answers combined filters with exactly the tickets every filter alone answers, newest first', async () => {
    // Combinations take other plans (matching events first, an empty answer when no event fits, collect-and-sort
    // for few tickets); the answer must equal the intersection of the single filters whatever the plan.
    const all = (await get('/products.php?full_result=1')).body.data.items as Ticket[];
    const ids = async (query: string) =>
      ((await get(`/products.php?full_result=1&${query}`)).body.data.items as Ticket[]).map(
        (x) => x.product_id,
      );
    const t = all.find((x) => x.event.sub_genre && x.event.teams.length);
    const other = all.find(
      (x) => x.event.sub_genre && t && x.event.sub_genre.sub_genre_id !== t.event.sub_genre?.sub_genre_id,
    );
    if (!t?.event.sub_genre || !other?.event.sub_genre)
      throw new Error('the small seed has tickets of two sub-genres, with teams');
    const team = `team=${t.event.teams[0]?.team_id}`;
    const word = `q=${encodeURIComponent((t.event_name.split(' ')[0] ?? '').toLowerCase())}`;
    const pairs: [string, string][] = [
      [`sub_genre=${t.event.sub_genre.sub_genre_id}`, team],
      [`sub_genre=${other.event.sub_genre.sub_genre_id}`, team],
      [word, team],
      [word, `venue=${other.event.venue.venue_id}`],
      [`venue=${t.event.venue.venue_id}`, `seller=${t.seller.id}`],
      [`date=${t.date.slice(0, 10)}`, `sub_genre=${t.event.sub_genre.sub_genre_id}`],
    ];
    let empty = 0;
    for (const [a, b] of pairs) {
      const [left, right, both] = await Promise.all([ids(a), ids(b), ids(`${a}&${b}`)]);
      expect(both, `${a}&${b}`).toEqual(left.filter((id) => right.includes(id)));
      if (!both.length) empty += 1;
    }
    expect(await ids(`sub_genre=${t.event.sub_genre.sub_genre_id}&${team}`)).toContain(t.product_id);
    expect(empty).toBeGreaterThan(0);
    // Paging through a collected answer keeps order and leaves nothing out.
    const first = (await get(`/products.php?${word}&${team}&page=1`)).body.data;
    const wanted = await ids(`${word}&${team}`);
    expect(first.items.map((x: Ticket) => x.product_id)).toEqual(wanted.slice(0, 20));
  });

  it('finds a listing by the new name of its venue, team and artist and by the new significance of its event, not by the old', async () => {
    const all = (await get('/products.php?full_result=1')).body.data.items as Ticket[];
    const t =
      all.find((x) => x.event.teams.length && x.event.artists.length) ??
      all.find((x) => x.event.teams.length);
    if (!t) throw new Error('the small seed has listings of events with teams');
    const ids = async (word: string) =>
      ((await get(`/products.php?full_result=1&q=${word}`)).body.data.items as Ticket[]).map(
        (x) => x.product_id,
      );
    const db = api.database.db;
    // Written straight into the database, as an admin's tool or another server would; the server hears of it as
    // its listener would.
    const told = async () => {
      if (api.server.catalogListener) await api.server.catalogListener.sync();
      else await api.server.services.catalog.changed();
    };
    const renames: [string, number | undefined, string][] = [
      ['venues', t.event.venue.venue_id, 'quokkavenue'],
      ['teams', t.event.teams[0]?.team_id, 'quokkateam'],
      ['artists', t.event.artists[0]?.artist_id, 'quokkaartist'],
    ];
    for (const [table, id, name] of renames) {
      if (id === undefined) continue;
      expect(await ids(name)).toEqual([]);
      const { old } = (
        await sql<{
          old: string;
        }>`SELECT display_name AS old FROM ${sql.table(table)} WHERE id = ${id}`.execute(db)
      ).rows[0] ?? { old: '' };
      await sql`UPDATE ${sql.table(table)} SET display_name = ${`${old} ${name}`} WHERE id = ${id}`.execute(
        db,
      );
      await told();
      expect(await ids(name), table).toContain(t.product_id);
      await sql`UPDATE ${sql.table(table)} SET display_name = ${old} WHERE id = ${id}`.execute(db);
      await told();
      expect(await ids(name), table).toEqual([]);
    }
    await sql`UPDATE events SET significance = concat_ws(' ', significance, 'quokkamoment') WHERE id = ${t.event.event_id}`.execute(
      db,
    );
    await told();
    const byEvent = await ids('quokkamoment');
    expect(byEvent).toContain(t.product_id);
    expect(
      byEvent.every((id) => all.find((x) => x.product_id === id)?.event.event_id === t.event.event_id),
    ).toBe(true);
  });

  it('answers the same list at /search/products.php', async () => {
    const a = (await get('/products.php?q=live')).body.data.items.map((x: Ticket) => x.product_id);
    const b = (await get('/search/products.php?q=live')).body.data.items.map((x: Ticket) => x.product_id);
    expect(b).toEqual(a);
  });

  it('answers one ticket by product_id and 404 for an unknown one', async () => {
    const first = (await get('/products.php')).body.data.items[0];
    const one = await get(`/products.php?product_id=${first.product_id}`);
    expect(one.status).toBe(200);
    expect(one.body.data.product_id).toBe(first.product_id);
    const missing = await get('/products.php?product_id=999999');
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe('No Tickets found');
  });

  it.each([
    ['product_id=abc', /^product_id: /],
    ['page=-1', /^page: /],
    ['date=yesterday', /^date: /],
    ['price=-5', /^price: /],
    ['is_featured=yes', /^is_featured: /],
    [`q=${'x'.repeat(300)}`, /^q: /],
    ['seller=1.5', /^seller: /],
  ])('rejects %s with 400 and a message', async (query, message) => {
    const res = await get(`/products.php?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(message);
  });
});

describe('collections, popular lists and app data', () => {
  it('pages collections with cost, seller and ticket count', async () => {
    const res = await get('/collections.php?page=1');
    expect(res.status).toBe(200);
    expect(res.body.data.items[0]).toMatchObject({
      id: expect.any(Number),
      collection_name: expect.any(String),
      cost: { currency: 'USD' },
      ticket_count: expect.any(Number),
    });
    expect((await get('/collections.php?page=x')).status).toBe(400);
  });

  it('answers popular searches, events and teams', async () => {
    expect((await get('/popular.php?action=searches')).body.data.items[0]).toEqual({ keyword: 'final' });
    expect((await get('/popular.php?action=events')).body.data.items[0]).toMatchObject({
      event_id: expect.any(Number),
      venue: { display_name: expect.any(String) },
    });
    const teams = (await get('/popular.php?action=teams')).body.data.items;
    expect(teams.some((t: { is_team: number }) => t.is_team === 1)).toBe(true);
    expect(teams.some((t: { is_team: number }) => t.is_team === 0)).toBe(true);
  });

  it('answers sanitised static pages and the seller agreement', async () => {
    const pages = (await get('/metaContents.php')).body.data.items;
    expect(pages.map((p: { page_name: string }) => p.page_name)).toEqual([
      'termscondition',
      'policy',
      'about',
      'seller_agreement',
    ]);
    const about = (await get('/metaContents.php?page_name=about')).body.data.items;
    expect(about[0].content_description).toContain(
      '<strong>Tickets and memories from moments in history.</strong>',
    );
    expect((await get('/metaContents.php?action=agreement')).body.data.page_name).toBe('seller_agreement');
  });

  it('answers the payment client id and whether test payments are on', async () => {
    const res = await get('/masterPaymentData.php?action=payment');
    expect(res.body.data).toEqual({ paypal_client_id: '', test_payments: true });
  });
});

describe('images', () => {
  it('serves stored sizes with long-lived cache headers and answers 304 to a matching ETag', async () => {
    const ticket = (await get('/products.php')).body.data.items[0];
    const url = `${api.url.replace(/\/api\/v1$/, '')}${ticket.images[0].image_400}`;
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([bytes[0], bytes[1]]).toEqual([0xff, 0xd8]);
    const again = await fetch(url, { headers: { 'if-none-match': res.headers.get('etag') as string } });
    expect(again.status).toBe(304);
  });

  it('answers 404 for unknown images and unsupported sizes', async () => {
    expect((await get('/images/0123456789abcdef0123456789abcdef-400.jpg')).status).toBe(404);
    expect((await get('/images/0123456789abcdef0123456789abcdef-123.jpg')).status).toBe(404);
    expect((await get('/images/..%2F..%2Fetc%2Fpasswd')).status).toBe(404);
  });
});

describe('image uploads', () => {
  const png = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();

  it('stores a png in every size as JPEG under its content hash, once for the same bytes', async () => {
    const bytes = await png(1200, 800);
    const hash = await ingestImage(api.database.db, api.server.services.storage, bytes);
    expect(hash).toMatch(/^[0-9a-f]{32}$/);
    expect(await ingestImage(api.database.db, api.server.services.storage, bytes)).toBe(hash);
    const stored = await api.server.services.storage.get(`${hash}-600.jpg`);
    expect((await sharp(stored as Uint8Array).metadata()).width).toBe(600);
    const small = await api.server.services.storage.get(`${hash}-1000.jpg`);
    expect((await sharp(small as Uint8Array).metadata()).format).toBe('jpeg');
    const res = await fetch(`${api.url}/images/${hash}-200.jpg`);
    expect(res.status).toBe(200);
  });

  it('refuses files that are not jpeg or png by their content, whatever their name', async () => {
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1');
    await expect(ingestImage(api.database.db, api.server.services.storage, gif)).rejects.toMatchObject({
      status: 400,
      message: 'File type must be image/jpeg, image/png',
    });
    const fakePng = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from('not really'),
    ]);
    await expect(ingestImage(api.database.db, api.server.services.storage, fakePng)).rejects.toMatchObject({
      status: 400,
    });
  });

  it('refuses tiny images, too many pixels and too many bytes', async () => {
    await expect(
      ingestImage(api.database.db, api.server.services.storage, await png(8, 8)),
    ).rejects.toMatchObject({ status: 400 });
    const huge = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    await expect(ingestImage(api.database.db, api.server.services.storage, huge)).rejects.toMatchObject({
      status: 413,
    });
    const big = Buffer.alloc(6 * 1024 * 1024, 0);
    big.set([0xff, 0xd8, 0xff], 0);
    await expect(ingestImage(api.database.db, api.server.services.storage, big)).rejects.toBeInstanceOf(
      ApiError,
    );
    await expect(ingestImage(api.database.db, api.server.services.storage, big)).rejects.toMatchObject({
      status: 413,
    });
  });

  it('decodes base64 and data URLs and refuses broken or oversized input', () => {
    expect(decodeBase64('data:image/png;base64,aGVsbG8=', 100).toString()).toBe('hello');
    expect(() => decodeBase64('***', 100)).toThrow('The file is not valid base64.');
    expect(() => decodeBase64(Buffer.alloc(300).toString('base64'), 100)).toThrow(/larger than/);
  });
});
