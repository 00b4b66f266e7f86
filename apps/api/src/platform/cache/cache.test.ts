import { afterAll, describe, expect, it } from 'vitest';
import { createCache, createMemoryCache } from './cache';

describe('memory cache', () => {
  it('expires entries after their time to live', async () => {
    let now = 1_000;
    const cache = createMemoryCache({ now: () => now });
    await cache.set('k', { a: 1 }, 500);
    expect(await cache.get('k')).toEqual({ a: 1 });
    now += 501;
    expect(await cache.get('k')).toBeUndefined();
  });

  it('keeps at most maxEntries, evicting the oldest first', async () => {
    const cache = createMemoryCache({ maxEntries: 3 });
    for (const k of ['a', 'b', 'c', 'd']) await cache.set(k, k, 60_000);
    expect(await cache.get('a')).toBeUndefined();
    expect([await cache.get('b'), await cache.get('c'), await cache.get('d')]).toEqual([
      'b',
      'c',
      'd',
    ]);
  });

  it('counts a read as use: an entry read since is kept, the one left alone goes', async () => {
    const cache = createMemoryCache({ maxEntries: 3 });
    for (const k of ['a', 'b', 'c']) await cache.set(k, k, 60_000);
    expect(await cache.get('a')).toBe('a');
    await cache.set('d', 'd', 60_000);
    expect(await cache.get('a')).toBe('a');
    expect(await cache.get('b')).toBeUndefined();
  });

  it('replacing a key does not count it twice', async () => {
    const cache = createMemoryCache({ maxEntries: 2 });
    await cache.set('a', 1, 60_000);
    await cache.set('b', 1, 60_000);
    await cache.set('b', 2, 60_000);
    expect([await cache.get('a'), await cache.get('b')]).toEqual([1, 2]);
  });

  it('evicts nothing by default: the shared cache holds security state', async () => {
    const cache = createMemoryCache();
    for (let i = 0; i <= 10_000; i++) await cache.set(`k${i}`, i, 60_000);
    expect(await cache.get('k0')).toBe(0);
    expect(await cache.get('k10000')).toBe(10_000);
  });
});

// In CI REDIS_URL points at the machine's Redis; on a bare machine this runs on memory.
describe(`cache from configuration (${process.env.REDIS_URL ? 'Redis' : 'memory'})`, () => {
  const cache = createCache(process.env.REDIS_URL, `afrinest-cache-test-${process.pid}:`);
  afterAll(() => cache.close());

  it('stores, reads back and deletes JSON values', async () => {
    expect(cache.kind).toBe(process.env.REDIS_URL ? 'redis' : 'memory');
    await cache.set('state', { state: 'NORMAL', n: 2 }, 5_000);
    expect(await cache.get('state')).toEqual({ state: 'NORMAL', n: 2 });
    await cache.del('state');
    expect(await cache.get('state')).toBeUndefined();
  });
});
