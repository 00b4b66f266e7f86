import type { Cache } from '../../platform/cache/cache';

/**
 * "Every other session ended" for bearer JWTs, which cannot be recalled: after a password change
 * or reset, tokens of that user's sessions opened before then are refused. Kept in the cache adapter
 * (Redis when configured, so every instance sees it) for a week, far longer than any JWT lives.
 */
const KEEP_MS = 7 * 24 * 3600_000;

export function createTokenRevocations(cache: Cache, now: () => number = Date.now) {
  const key = (userId: string) => `jwt-revoked-before:${userId}`;
  return {
    /** Sessions opened before `at` (ms; default now) lose their tokens. */
    async revokeAll(userId: string, at: number = now()): Promise<void> {
      await cache.set(key(userId), at, KEEP_MS);
    },
    async revokedBefore(userId: string): Promise<number | null> {
      return (await cache.get<number>(key(userId))) ?? null;
    },
  };
}
export type TokenRevocations = ReturnType<typeof createTokenRevocations>;
