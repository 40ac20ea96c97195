import { describe, expect, it } from 'vitest';
import { ReplyCache } from './cache.ts';

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

  it('keeps nothing when turned off, and at most maxEntries, the oldest going first', () => {
    const off = new ReplyCache(0);
    off.set('a', body('1'), off.generation);
    expect(off.get('a')).toBeNull();
    const small = new ReplyCache(60_000, 2);
    for (const key of ['a', 'b', 'c']) small.set(key, body(key), small.generation);
    expect([small.get('a'), small.get('b')?.body.toString(), small.get('c')?.body.toString()]).toEqual([null, 'b', 'c']);
  });
});
