import { TOKEN_SYNC_MAX_AGE_MS } from '@afrinest/contract';

/** When a JWT was issued (ms), read from its payload without checking it; null if unreadable. */
export function tokenIssuedAt(token: string): number | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const json = atob(part.replace(/-/g, '+').replace(/_/g, '/'));
    const iat = (JSON.parse(json) as { iat?: unknown }).iat;
    return typeof iat === 'number' ? iat * 1000 : null;
  } catch {
    return null;
  }
}

/**
 * SPEC §9: a token older than 5 minutes is renewed before the profile is synced; one whose age
 * cannot be read is renewed too.
 */
export function needsRenewal(token: string, now: number = Date.now()): boolean {
  const issuedAt = tokenIssuedAt(token);
  return issuedAt === null || now - issuedAt > TOKEN_SYNC_MAX_AGE_MS;
}
