import type { Event } from '@momento/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReservationSweeper } from '../../src/jobs/sweeper.ts';
import { ADDRESS, addToCart, ok, PASSWORD, startWorld, type Person, type World } from '../world.ts';

// The catalogue caches on (a minute, far longer than any test): every change below must show because this process
// cleared the caches, never because an entry expired. The tests add tickets straight into the database (like another
// server sharing it), which the search index would show only after its TTL: it is off here, so the reply, ticket
// and event caches are what is tested (the index: search-index.test.ts). On PostgreSQL those direct writes are
// notified and clear the caches too (world.ticket waits for that; catalog-notify.postgres.test.ts tests it).
let w: World;
let seller: Person;

beforeAll(async () => {
  w = await startWorld({ env: { PUBLIC_CACHE_MS: '60000', SEARCH_INDEX: 'off' } });
  seller = await w.person({ seller: true, name: 'Cass Cache' });
});
afterAll(async () => {
  await w?.close();
});

type Listing = { product_id: number; listing_name: string; images: unknown[] };
const search = async (query: string, token?: string) => {
  const res = await w.call('GET', `/products.php?${query}`, token ? { token } : {});
  return { items: ok<{ items: Listing[] }>(res).items, cache: res.headers.get('x-cache') };
};
const ids = (items: Listing[]) => items.map((t) => t.product_id);

describe('catalogue caches', () => {
  it('answers a repeated anonymous search from the cache with the same listings', async () => {
    const a = await w.ticket(seller.id);
    const first = await search(`seller=${seller.id}`);
    const second = await search(`seller=${seller.id}`);
    expect(first.cache).toBeNull();
    expect(second.cache).toBe('hit');
    expect(second.items).toEqual(first.items);
    expect(ids(first.items)).toContain(a);
  });

  it('sends a cached reply compressed to clients that accept gzip and plain to others, with the same content', async () => {
    await w.ticket(seller.id);
    const url = `${w.api.url}/products.php?seller=${seller.id}&page=1`;
    const plain = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
    const zipped = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
    const zippedAgain = await fetch(url, { headers: { 'accept-encoding': 'gzip, br' } });
    expect([
      plain.headers.get('x-cache'),
      zipped.headers.get('x-cache'),
      zippedAgain.headers.get('x-cache'),
    ]).toEqual([null, 'hit', 'hit']);
    expect([
      plain.headers.get('content-encoding'),
      zipped.headers.get('content-encoding'),
      zippedAgain.headers.get('content-encoding'),
    ]).toEqual([null, 'gzip', 'gzip']);
    const body = await plain.json();
    expect(body.data.items.length).toBeGreaterThan(0);
    expect(await zipped.json()).toEqual(body);
    expect(await zippedAgain.json()).toEqual(body);
  });

  it('keeps the cached search across writes that cannot change the catalogue (signing in, an address)', async () => {
    await search(`seller=${seller.id}&page=2`);
    expect((await search(`seller=${seller.id}&page=2`)).cache).toBe('hit');
    const buyer = await w.person();
    ok(await w.op('login', { body: { email: buyer.email, password: PASSWORD } }));
    ok(await w.op('addressCreate', { token: buyer.token, body: { ...ADDRESS, type: 'DELIVERY' } }));
    expect((await search(`seller=${seller.id}&page=2`)).cache).toBe('hit');
    // A write that can change it clears it (here: a cart reservation).
    await addToCart(w, buyer, await w.ticket(seller.id));
    expect((await search(`seller=${seller.id}&page=2`)).cache).toBeNull();
  });

  it('sends anonymous readers the same listings a signed-in reader gets (cached text and fresh objects agree)', async () => {
    const s = await w.person({ seller: true });
    await w.ticket(s.id, { images: 2 });
    await w.ticket(s.id);
    const reader = await w.person();
    await search(`seller=${s.id}&page=1`); // fills the ticket cache
    const anonymous = await search(`seller=${s.id}&full_result=1`);
    const signedIn = await search(`seller=${s.id}&full_result=1`, reader.token);
    expect(anonymous.items).toHaveLength(2);
    expect(anonymous.items).toEqual(signedIn.items);
  });

  it("shows a cached listing with the event cache's event, not the one it was first written with", async () => {
    const s = await w.person({ seller: true });
    await w.ticket(s.id);
    const [first] = (await search(`seller=${s.id}`)).items as (Listing & { event: Event })[];
    const events = w.api.server.services.catalog.entities.events;
    const event = events.get(first!.event.event_id, performance.now());
    expect(event).toBeDefined();
    // The event cache holds a newer copy of the event (as after it expired and was read again).
    events.set(event!.event_id, { ...event!, name: 'Renamed since' }, performance.now());
    const again = (await search(`seller=${s.id}&page=1`)).items as (Listing & {
      event_name: string;
      event: Event;
    })[];
    expect(again[0]?.event_name).toBe('Renamed since');
    expect(again[0]?.event.name).toBe('Renamed since');
  });

  it('never serves a signed-in viewer from the shared cache', async () => {
    await search(`seller=${seller.id}&page=1`);
    const own = await search(`seller=${seller.id}&page=1`, seller.token);
    expect(own.cache).toBeNull();
  });

  it('keeps newest-first order when a page mixes cached and fresh listings', async () => {
    const s = await w.person({ seller: true });
    const older = [await w.ticket(s.id), await w.ticket(s.id)];
    await search(`seller=${s.id}`); // caches both tickets
    const newer = [await w.ticket(s.id, { images: 2 }), await w.ticket(s.id)];
    const all = await search(`seller=${s.id}&full_result=1`);
    expect(ids(all.items)).toEqual([...newer, ...older].sort((x, y) => y - x));
    expect(all.items.find((t) => t.product_id === newer[0])?.images).toHaveLength(2);
  });

  it('drops a ticket from the cached search as soon as a buyer reserves it', async () => {
    const id = await w.ticket(seller.id);
    expect(ids((await search(`seller=${seller.id}&full_result=1`)).items)).toContain(id);
    await addToCart(w, await w.person(), id);
    expect(ids((await search(`seller=${seller.id}&full_result=1`)).items)).not.toContain(id);
  });

  it("answers a buyer's reservation before the caches have read it, and holds the next search until they have", async () => {
    // A seller of its own: this file's other searches of the shared seller stay cached (the direct write below is
    // not a write of the server's).
    const own = await w.person({ seller: true });
    const id = await w.ticket(own.id);
    const buyer = await w.person();
    expect(ids((await search(`seller=${own.id}&full_result=1`)).items)).toContain(id);
    const catalog = w.api.server.services.catalog;
    const read = catalog.changed.bind(catalog);
    let letRead = () => {};
    const held = new Promise<void>((resolve) => (letRead = resolve));
    // The change-log reads wait until the test lets them run.
    catalog.changed = () => held.then(read);
    try {
      // The reservation answers while its change is still unread.
      await addToCart(w, buyer, id);
      const next = search(`seller=${own.id}&full_result=1`);
      const first = await Promise.race([
        next.then(() => 'answered'),
        new Promise((resolve) => setTimeout(resolve, 200, 'waiting')),
      ]);
      expect(first).toBe('waiting');
      letRead();
      expect(ids((await next).items)).not.toContain(id);
    } finally {
      catalog.changed = read;
      letRead();
    }
  });

  it('lists a ticket again at once when the background sweep releases its expired reservation', async () => {
    const id = await w.ticket(seller.id);
    await addToCart(w, await w.person(), id);
    expect(ids((await search(`seller=${seller.id}&full_result=1`)).items)).not.toContain(id);
    await sql`UPDATE cart_items SET expires_at = now() - interval '1 minute' WHERE ticket_id = ${id}`.execute(
      w.db,
    );
    const services = w.api.server.services;
    const stop = startReservationSweeper(
      services.database,
      services.logger,
      () => services.catalog.clear(),
      20,
    );
    try {
      await expect
        .poll(async () => ids((await search(`seller=${seller.id}&full_result=1`)).items), {
          timeout: 10_000,
          interval: 50,
        })
        .toContain(id);
    } finally {
      await stop();
    }
  });

  it("lists a ticket again at once when the buyer's own cart view releases its expired reservation", async () => {
    const id = await w.ticket(seller.id);
    const buyer = await w.person();
    await addToCart(w, buyer, id);
    expect(ids((await search(`seller=${seller.id}&full_result=1`)).items)).not.toContain(id);
    await sql`UPDATE cart_items SET expires_at = now() - interval '1 minute' WHERE ticket_id = ${id}`.execute(
      w.db,
    );
    // No background sweeper runs here: the cart view (a GET) releases the reservation lazily.
    expect(ok<{ items: unknown[] }>(await w.op('cartGet', { token: buyer.token })).items).toEqual([]);
    expect(ids((await search(`seller=${seller.id}&full_result=1`)).items)).toContain(id);
  });
});
