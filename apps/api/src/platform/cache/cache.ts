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

export function createMemoryCache(now: () => number = Date.now): Cache {
  const entries = new Map<string, { value: unknown; expiresAt: number }>();
  return {
    kind: 'memory',
    async get<T>(key: string) {
      const hit = entries.get(key);
      if (!hit) return undefined;
      if (hit.expiresAt <= now()) {
        entries.delete(key);
        return undefined;
      }
      return hit.value as T;
    },
    async set(key, value, ttlMs) {
      entries.set(key, { value, expiresAt: now() + ttlMs });
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
