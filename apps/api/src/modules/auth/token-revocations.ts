import type { SessionsRepository } from './sessions.repository';

/**
 * A bearer JWT counts only while the session it was minted for (its `sid`) is open in the session
 * store (issue 39). The earlier "refuse tokens of sessions opened before a password change" mark
 * never covered signing out or a suspension lifted within the JWT's lifetime, and lived only in the
 * cache. Answers are remembered in this process for a few seconds (at most `maxEntries`) so a
 * page's burst of calls costs one read; this process forgets a session the moment it ends it, and
 * other API instances within `ttlMs`.
 */
export function createTokenRevocations(
  sessions: Pick<SessionsRepository, 'isOpen'>,
  opts: { ttlMs?: number; maxEntries?: number; now?: () => number } = {},
) {
  const { ttlMs = 5_000, maxEntries = 10_000, now = Date.now } = opts;
  // Only open sessions are remembered: an ended one never opens again.
  const open = new Map<string, { userId: string; until: number }>();

  return {
    async isLive(sessionId: string, userId: string): Promise<boolean> {
      const hit = open.get(sessionId);
      if (hit && hit.userId === userId && hit.until > now()) return true;
      open.delete(sessionId);
      if (!(await sessions.isOpen(sessionId, userId))) return false;
      open.set(sessionId, { userId, until: now() + ttlMs });
      // A Map keeps insertion order: the oldest entry goes first.
      if (open.size > maxEntries) open.delete(open.keys().next().value!);
      return true;
    },
    /** After signing out: that session's tokens stop at once. */
    ended(sessionId: string): void {
      open.delete(sessionId);
    },
    /** After a password change, a reset or a suspension: every session of the user. */
    endedAllOf(userId: string): void {
      for (const [sessionId, entry] of open) if (entry.userId === userId) open.delete(sessionId);
    },
  };
}
export type TokenRevocations = ReturnType<typeof createTokenRevocations>;
