import { Redis } from 'ioredis';

/** A small key/value cache with expiry: in memory by default, Redis when REDIS_URL is set. */
export interface Cache {
  readonly kind: 'memory' | 'redis';
  get<T>(key: string): Promise<T | undefined>;
  set<T>(key: string, value: T, ttlMs: number): Promise<void>;
  del(key: string): Promise<void>;
  close(): Promise<void>;
  /** The Redis client, for plugins (rate limiting) that share it. */
  readonly redis?: Redis;
}

export interface MemoryCacheOptions {
  now?: () => number;
  /**
   * Entries kept at most; past it the least recently used entry goes first. Unbounded by
   * default: the shared cache holds security state (token revocations, attempt limits, used
   * reset links) that must never be pushed out by other entries. Bounded stores (the listings'
   * read cache) are separate instances.
   */
  maxEntries?: number;
}

export function createMemoryCache(options: MemoryCacheOptions = {}): Cache {
  const { now = Date.now, maxEntries = Number.POSITIVE_INFINITY } = options;
  // A Map iterates in insertion order: re-inserting on every read and write keeps the least
  // recently used entry first, so a key read on every request (a generation) is never the one
  // evicted.
  const entries = new Map<string, { value: unknown; expiresAt: number }>();
  return {
    kind: 'memory',
    async get<T>(key: string) {
      const hit = entries.get(key);
      if (!hit) return undefined;
      entries.delete(key);
      if (hit.expiresAt <= now()) return undefined;
      entries.set(key, hit);
      return hit.value as T;
    },
    async set(key, value, ttlMs) {
      entries.delete(key);
      entries.set(key, { value, expiresAt: now() + ttlMs });
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    },
    async del(key) {
      entries.delete(key);
    },
    async close() {
      entries.clear();
    },
  };
}

export function createRedisCache(url: string, keyPrefix = 'afrinest:'): Cache {
  // keyPrefix applies to every command, the rate limiter's included.
  const redis = new Redis(url, { maxRetriesPerRequest: 2, keyPrefix });
  return {
    kind: 'redis',
    redis,
    async get<T>(key: string) {
      const raw = await redis.get(key);
      return raw == null ? undefined : (JSON.parse(raw) as T);
    },
    async set(key, value, ttlMs) {
      await redis.set(key, JSON.stringify(value), 'PX', Math.max(1, Math.round(ttlMs)));
    },
    async del(key) {
      await redis.del(key);
    },
    async close() {
      await redis.quit();
    },
  };
}

export const createCache = (redisUrl?: string, keyPrefix?: string): Cache =>
  redisUrl ? createRedisCache(redisUrl, keyPrefix) : createMemoryCache();
