import { describe, expect, it } from 'vitest';
import { gzipOfReply, ReplyCache } from './cache.ts';

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
    expect([cache.get('a')?.body.toString(), cache.get('b'), cache.get('c')?.body.toString()]).toEqual(['12', null, 'abcdef']);
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
    expect([small.get('a'), small.get('b')?.body.toString(), small.get('c')?.body.toString()]).toEqual([null, 'b', 'c']);
  });
});
