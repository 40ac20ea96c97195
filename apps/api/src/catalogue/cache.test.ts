import { describe, expect, it } from 'vitest';
import { noChange } from './catalogChanges.ts';
import { SearchIndex, type IndexRow } from './searchIndex.ts';
import { gzipOfReply, ReplyCache, scopeOfKey } from './cache.ts';

const body = (text: string) => Buffer.from(text);

describe('ReplyCache', () => {
  it('answers a kept reply until it expires', async () => {
    const cache = new ReplyCache(50);
    cache.set('/products.php?page=1', body('{"data":1}'), cache.generation);
    expect(cache.get('/products.php?page=1')?.body.toString()).toBe('{"data":1}');
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(cache.get('/products.php?page=1')).toBeNull();
  });

  it('does not keep a reply whose reading began before a clear (it may miss the change that cleared)', () => {
    const cache = new ReplyCache(60_000);
    const before = cache.generation;
    cache.clear(); // a write committed while the reply was being read
    const entry = cache.set('/products.php?page=1', body('{"data":"old"}'), before);
    expect(entry.body.toString()).toBe('{"data":"old"}'); // still sent to its own request
    expect(cache.get('/products.php?page=1')).toBeNull();
    cache.set('/products.php?page=1', body('{"data":"new"}'), cache.generation);
    expect(cache.get('/products.php?page=1')?.body.toString()).toBe('{"data":"new"}');
  });

  it('keeps at most maxBytes of bodies, the oldest going first, and counts a replaced entry once', () => {
    const cache = new ReplyCache(60_000, 100, 10);
    cache.set('a', body('1234'), cache.generation);
    cache.set('b', body('5678'), cache.generation);
    cache.set('a', body('12'), cache.generation); // replaces a: 6 bytes kept
    expect(cache.bytes).toBe(6);
    cache.set('c', body('abcdef'), cache.generation); // 12 > 10: b (the oldest) goes
    expect([cache.get('a')?.body.toString(), cache.get('b'), cache.get('c')?.body.toString()]).toEqual([
      '12',
      null,
      'abcdef',
    ]);
    expect(cache.bytes).toBe(8);
    expect(cache.set('huge', body('x'.repeat(11)), cache.generation).body.toString()).toHaveLength(11);
    expect(cache.get('huge')).toBeNull();
    cache.clear();
    expect(cache.bytes).toBe(0);
  });

  it('compresses a cached reply once for all its requests, and again after a failed attempt', async () => {
    const cache = new ReplyCache(60_000);
    const entry = cache.set('a', body('{"data":1}'), cache.generation);
    let calls = 0;
    const failing = async () => {
      calls += 1;
      throw new Error('zlib failed');
    };
    await expect(gzipOfReply(entry, failing)).rejects.toThrow('zlib failed');
    const working = async (raw: Buffer) => {
      calls += 1;
      return Buffer.from(`gz:${raw.toString()}`);
    };
    const [first, second] = await Promise.all([gzipOfReply(entry, working), gzipOfReply(entry, working)]);
    expect([first.toString(), second.toString(), calls]).toEqual(['gz:{"data":1}', 'gz:{"data":1}', 2]);
  });

  it('keeps nothing when turned off, and at most maxEntries, the oldest going first', () => {
    const off = new ReplyCache(0);
    off.set('a', body('1'), off.generation);
    expect(off.get('a')).toBeNull();
    const small = new ReplyCache(60_000, 2);
    for (const key of ['a', 'b', 'c']) small.set(key, body(key), small.generation);
    expect([small.get('a'), small.get('b')?.body.toString(), small.get('c')?.body.toString()]).toEqual([
      null,
      'b',
      'c',
    ]);
  });
});

describe('ReplyCache invalidation', () => {
  const listing = (over: Partial<IndexRow>): IndexRow => ({
    id: 1,
    listed: true,
    event_id: 10,
    seller_id: 20,
    collection_id: null,
    sale_price_cents: 5000,
    face_price_cents: 4000,
    is_featured: false,
    event_date: new Date('2026-12-01T20:00:00Z'),
    venue_id: 30,
    sub_genre_id: 40,
    section: null,
    row: null,
    seat: null,
    search_text: 'game 7 finals',
    ...over,
  });
  const before = listing({});
  const index = new SearchIndex(
    [
      before,
      listing({
        id: 2,
        event_id: 11,
        seller_id: 21,
        venue_id: 31,
        sub_genre_id: 41,
        search_text: 'opera night',
      }),
    ],
    [
      [10, 70],
      [11, 71],
    ],
    [[11, 80]],
  );
  const keys = {
    all: '/products.php?page=1',
    word: '/products.php?q=finals',
    otherWord: '/products.php?q=opera',
    event: '/products.php?event=10&page=2',
    otherEvent: '/products.php?event=11',
    seller: '/products.php?seller=20&price=100',
    sellerTooCheap: '/products.php?seller=20&price=10',
    venue: '/products.php?venue=30',
    team: '/products.php?team=70',
    otherTeam: '/products.php?team=71',
    artist: '/products.php?artist=80',
    day: '/products.php?date=2026-12-01&q=game',
    otherDay: '/products.php?date=2026-12-02',
    featured: '/products.php?is_featured=1',
    cheap: '/products.php?price=10',
    affordable: '/products.php?price=100&page=3',
    listing: '/products.php?product_id=1',
    otherTicket: '/products.php?product_id=2',
    events: '/events.php',
  };
  const filled = () => {
    const cache = new ReplyCache(60_000);
    for (const key of Object.values(keys)) cache.set(key, body(key), cache.generation);
    return cache;
  };
  const kept = (cache: ReplyCache) =>
    Object.entries(keys)
      .filter(([, key]) => cache.get(key))
      .map(([name]) => name);

  it('drops exactly the replies a changed listing met before or after the change, the lists of other things, and the listing itself', () => {
    const cache = filled();
    const change = noChange();
    change.tickets.add(1);
    // Ticket 1 leaves the catalogue (into a cart): the searches it met and its own reply go, the rest stay.
    cache.invalidate(change, { rows: [{ before, after: null }], index });
    expect(kept(cache)).toEqual([
      'otherWord',
      'otherEvent',
      'sellerTooCheap',
      'otherTeam',
      'artist',
      'otherDay',
      'featured',
      'cheap',
      'otherTicket',
    ]);
  });

  it('keeps a search page whose floor is above every changed listing, and drops it once a change reaches its floor', () => {
    const cache = new ReplyCache(60_000);
    const scope = scopeOfKey(keys.event);
    if (scope.kind !== 'search') throw new Error('a search key');
    // Page 2 of event 10 ends at ticket 5 (its floor): ticket 1 joining or leaving cannot change it.
    cache.set(keys.event, body('page 2'), cache.generation, { ...scope, floor: 5 });
    cache.set(keys.otherEvent, body('last page'), cache.generation);
    const change = noChange();
    change.tickets.add(1);
    cache.invalidate(change, { rows: [{ before, after: null }], index });
    expect(cache.get(keys.event)?.body.toString()).toBe('page 2');
    // Ticket 7 of event 10 changed its price: at or above the floor, so the page goes.
    const higher = listing({ id: 7 });
    const priced = noChange();
    priced.tickets.add(7);
    cache.invalidate(priced, {
      rows: [{ before: higher, after: { ...higher, sale_price_cents: 6000 } }],
      index,
    });
    expect(cache.get(keys.event)).toBeNull();
    expect(cache.get(keys.otherEvent)?.body.toString()).toBe('last page');
  });

  it('drops every search when the index could not say what the change met, and everything when an event changed', () => {
    const cache = filled();
    const change = noChange();
    change.tickets.add(1);
    cache.invalidate(change, null);
    expect(kept(cache)).toEqual(['otherTicket']);
    const again = filled();
    const eventChange = noChange();
    eventChange.events.add(10);
    again.invalidate(eventChange, null);
    expect(kept(again)).toEqual([]);
  });

  it('drops only the lists of other things when only event counts changed, and nothing kept after it reappears', () => {
    const cache = filled();
    const change = noChange();
    change.eventCounts.add(10);
    cache.invalidate(change, null);
    expect(kept(cache)).toEqual(Object.keys(keys).filter((name) => name !== 'events'));
    // A reply kept again after its drop is dropped again by the next change that meets it.
    cache.set(keys.events, body('again'), cache.generation);
    const ticketChange = noChange();
    ticketChange.tickets.add(1);
    cache.invalidate(ticketChange, { rows: [{ before: null, after: before }], index });
    expect(cache.get(keys.events)).toBeNull();
    expect(cache.get(keys.venue)).toBeNull();
    expect(cache.get(keys.otherEvent)?.body.toString()).toBe(keys.otherEvent);
  });
});
