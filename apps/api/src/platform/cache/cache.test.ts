import { afterAll, describe, expect, it } from 'vitest';
import { createCache, createMemoryCache } from './cache';

describe('memory cache', () => {
  it('expires entries after their time to live', async () => {
    let now = 1_000;
    const cache = createMemoryCache(() => now);
    await cache.set('k', { a: 1 }, 500);
    expect(await cache.get('k')).toEqual({ a: 1 });
    now += 501;
    expect(await cache.get('k')).toBeUndefined();
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
