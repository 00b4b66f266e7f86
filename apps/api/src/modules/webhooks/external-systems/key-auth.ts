import { apiScopeSchema, type ApiScope } from '@afrinest/contract';
import type { AuthUser } from '../../../platform/auth/auth-user';
import type { Cache } from '../../../platform/cache/cache';
import { createAttemptLimiter } from '../../auth/attempt-limiter';
import { hashApiKey, statusOf } from './api-keys';
import type { ExternalSystemsRepository } from './external-systems.repository';
import { keyExpired, keyInvalid, keyRateLimited, keyRevoked } from './external-systems-errors';

const MINUTE_MS = 60_000;

/**
 * A request's key → the principal it acts as (issue 45). Read from the database on every call,
 * so a revocation or rotation refuses the very next request on every instance; the per-minute
 * counts and the "last used" throttle live in the shared cache (Redis when set).
 */
export function createKeyAuthenticator(deps: {
  repo: ExternalSystemsRepository;
  cache: Cache;
  now: () => Date;
}) {
  const { repo, cache, now } = deps;
  const limiter = createAttemptLimiter(cache, () => now().getTime());

  /** last_used_at is written at most once a minute per key, not on every call. */
  async function touch(systemId: string) {
    const mark = `apikey:used:${systemId}`;
    if (await cache.get(mark)) return;
    await cache.set(mark, 1, MINUTE_MS);
    await repo.touchLastUsed(systemId, now());
  }

  return {
    async authenticate(key: string): Promise<AuthUser> {
      const system = key ? await repo.byKeyHash(hashApiKey(key)) : undefined;
      if (!system) throw keyInvalid();
      const status = statusOf(system, now());
      if (status === 'REVOKED') throw keyRevoked();
      if (status === 'EXPIRED') throw keyExpired();
      const state = await limiter.hit(`apikey:${system.id}`, {
        max: system.rateLimitPerMinute,
        windowMs: MINUTE_MS,
      });
      if (state.limited) throw keyRateLimited(state.retryAfterSeconds);
      await touch(system.id);
      const scopes = system.scopes.flatMap((s): ApiScope[] => {
        const parsed = apiScopeSchema.safeParse(s);
        return parsed.success ? [parsed.data] : [];
      });
      return {
        id: system.id,
        email: system.ownerEmail,
        // An agency key acts as that agency's super agent; the scopes still bound every route.
        role: system.agencyId ? 'SUPER_AGENT' : 'USER',
        agencyId: system.agencyId,
        apiKey: { systemId: system.id, name: system.name, scopes },
      };
    },
    /** Forgets the cached "last used" mark, so the next call of a new key is recorded. */
    forget: (systemId: string) => cache.del(`apikey:used:${systemId}`),
  };
}
export type KeyAuthenticator = ReturnType<typeof createKeyAuthenticator>;
