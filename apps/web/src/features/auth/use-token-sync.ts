import { useEffect, useRef, useState } from 'react';
import type { TokenResponse } from '@afrinest/contract';
import { needsRenewal } from '@/features/auth/token-age';

export interface TokenSyncOptions {
  token: string | null;
  /** True for a token the server handed over moments ago (sign-in): nothing to renew. */
  isFresh(token: string): boolean;
  onRenewed(answer: TokenResponse): void;
  onSignedOut(): void;
}

/**
 * SPEC §4, §9: whenever a signed-in user is known (start-up, the tab coming back into view), a
 * token older than 5 minutes is renewed from the session cookie before the profile is synced.
 * True while that renewal runs, so the profile waits for the fresh token. No session left (401,
 * 403) signs out here; no answer at all keeps the token: the API client refreshes on a 401.
 */
export function useTokenSync({
  token,
  isFresh,
  onRenewed,
  onSignedOut,
}: TokenSyncOptions): boolean {
  const mustRenew = (t: string | null) => t !== null && !isFresh(t) && needsRenewal(t);
  const [syncing, setSyncing] = useState(() => mustRenew(token));
  // A token that appears after the first render (the kept one, once a server-drawn page is
  // hydrated; a sign-in) is judged in the same render, so the profile never goes out with an old
  // token before the effect below has looked at it.
  const [judged, setJudged] = useState(token);
  if (judged !== token) {
    setJudged(token);
    setSyncing(mustRenew(token));
  }
  // The latest callbacks, without restarting the sync on every render.
  const callbacks = useRef({ isFresh, onRenewed, onSignedOut });
  useEffect(() => {
    callbacks.current = { isFresh, onRenewed, onSignedOut };
  });
  const running = useRef(false);

  useEffect(() => {
    // No token: the render above has already set syncing to false.
    if (!token) return;
    let first = true;
    const renew = async () => {
      const skip = first && callbacks.current.isFresh(token);
      first = false;
      if (running.current || skip || !needsRenewal(token)) {
        setSyncing(false);
        return;
      }
      running.current = true;
      setSyncing(true);
      try {
        const { refreshSession } = await import('@/features/auth/api/refresh-session');
        callbacks.current.onRenewed(await refreshSession());
      } catch (e) {
        const { toApiError } = await import('@/lib/api-client');
        const status = toApiError(e).status;
        if (status === 401 || status === 403) callbacks.current.onSignedOut();
      } finally {
        running.current = false;
        setSyncing(false);
      }
    };
    void renew();
    const onVisible = () => {
      if (document.visibilityState === 'visible') void renew();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [token]);

  return syncing;
}
