import { ErrorCode } from '@afrinest/contract';
import { AuthMessages } from '@afrinest/contract';
import { AppError } from '../../platform/http/errors';
import type { Cache } from '../../platform/cache/cache';

/** At most `max` counted events per `windowMs`, per key. */
export interface LimitRule {
  max: number;
  windowMs: number;
}

export interface LimitState {
  limited: boolean;
  retryAfterSeconds: number;
}

/**
 * Fixed-window counters in the cache adapter, so every API instance shares them when Redis is
 * configured (an atomic INCR there; in memory, one process is the whole world anyway).
 */
export function createAttemptLimiter(cache: Cache, now: () => number = Date.now) {
  const key = (k: string) => `limit:${k}`;

  async function read(k: string): Promise<{ count: number; resetAt: number } | undefined> {
    if (cache.redis) {
      const [count, ttl] = await Promise.all([cache.redis.get(key(k)), cache.redis.pttl(key(k))]);
      return count === null
        ? undefined
        : { count: Number(count), resetAt: now() + Math.max(ttl, 0) };
    }
    return cache.get<{ count: number; resetAt: number }>(key(k));
  }

  const stateOf = (entry: { count: number; resetAt: number } | undefined, rule: LimitRule) => ({
    limited: entry !== undefined && entry.count >= rule.max,
    retryAfterSeconds: entry ? Math.max(1, Math.ceil((entry.resetAt - now()) / 1000)) : 0,
  });

  return {
    /** Whether the key is over its limit now, without counting anything. */
    async peek(k: string, rule: LimitRule): Promise<LimitState> {
      return stateOf(await read(k), rule);
    },
    /** Counts one event; answers the state before it was counted. */
    async hit(k: string, rule: LimitRule): Promise<LimitState> {
      if (cache.redis) {
        const result = await cache.redis.multi().incr(key(k)).pttl(key(k)).exec();
        const count = Number(result?.[0]?.[1] ?? 1);
        let ttl = Number(result?.[1]?.[1] ?? -1);
        if (ttl < 0) {
          await cache.redis.pexpire(key(k), rule.windowMs);
          ttl = rule.windowMs;
        }
        return stateOf({ count: count - 1, resetAt: now() + ttl }, rule);
      }
      const entry = await cache.get<{ count: number; resetAt: number }>(key(k));
      const live =
        entry && entry.resetAt > now() ? entry : { count: 0, resetAt: now() + rule.windowMs };
      await cache.set(key(k), { ...live, count: live.count + 1 }, live.resetAt - now());
      return stateOf(live, rule);
    },
    async reset(k: string): Promise<void> {
      await cache.del(key(k));
    },
  };
}
export type AttemptLimiter = ReturnType<typeof createAttemptLimiter>;

/** 429 with Retry-After (SPEC §7: the client waits that long before trying again). */
export const tooManyAttempts = (retryAfterSeconds: number) =>
  new AppError(
    429,
    ErrorCode.RATE_LIMITED,
    AuthMessages.TOO_MANY_ATTEMPTS,
    { retryAfterSeconds },
    { 'retry-after': String(retryAfterSeconds) },
  );

/** 429 for the sign-in lock on one address: says that a password reset unlocks it. */
export const accountLocked = (retryAfterSeconds: number) =>
  new AppError(
    429,
    ErrorCode.RATE_LIMITED,
    AuthMessages.ACCOUNT_LOCKED,
    { retryAfterSeconds },
    { 'retry-after': String(retryAfterSeconds) },
  );

/** The sign-in failure counters' keys, by the address as typed (registered or not). */
export const signInKeys = {
  account: (email: string) => `signin:acct:${email.toLowerCase()}`,
  ipAndAccount: (ip: string, email: string) => `signin:ipacct:${ip}:${email.toLowerCase()}`,
  ip: (ip: string) => `signin:ip:${ip}`,
};

const minute = 60_000;

/**
 * The brute-force limits (ADR 0005). Per-IP limits are generous because mobile
 * carriers put many people behind one address; per-account ones are tight. Keys use the address
 * as typed, registered or not, so a limit never tells whether an account exists.
 */
export const AuthLimits = {
  /** One client guessing one address: the tight lock. */
  signInFailuresPerIpAndAccount: { max: 5, windowMs: 15 * minute },
  /**
   * One address from anywhere: looser and shorter, so nobody can keep a stranger's account
   * locked from one or two addresses (issue 39); a password reset lifts both.
   */
  signInFailuresPerAccount: { max: 20, windowMs: 5 * minute },
  signInFailuresPerIp: { max: 100, windowMs: 15 * minute },
  /** Wrong current passwords on the change-password form (a signed-in caller, per account). */
  passwordChangeFailures: { max: 10, windowMs: 15 * minute },
  resetMailsPerAccount: { max: 3, windowMs: 60 * minute },
  resetMailsPerIp: { max: 20, windowMs: 60 * minute },
  verificationMailsPerAccount: { max: 5, windowMs: 60 * minute },
  verificationMailsPerIp: { max: 20, windowMs: 60 * minute },
  /** One verification mail per address per minute (the resend button's count-down). */
  verificationCooldown: { max: 1, windowMs: minute },
} as const satisfies Record<string, LimitRule>;
