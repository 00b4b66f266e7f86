import { createHash, randomInt } from 'node:crypto';
import { API_KEY_HINT_LENGTH, API_KEY_PREFIX } from '@afrinest/contract';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const KEY_BODY_LENGTH = 40;

/** A new key: `afk_` + 40 base62 characters from the CSPRNG (about 238 bits). */
export function newApiKey(): { key: string; hash: string; hint: string } {
  let body = '';
  // randomInt draws without modulo bias, so every character is equally likely.
  for (let i = 0; i < KEY_BODY_LENGTH; i++) body += BASE62[randomInt(BASE62.length)];
  const key = `${API_KEY_PREFIX}${body}`;
  return { key, hash: hashApiKey(key), hint: key.slice(0, API_KEY_HINT_LENGTH) };
}

/**
 * Only this is stored. A plain SHA-256 suffices: the key is random and long, so there is nothing
 * to guess from the hash, and it lets a request find its system by an indexed equality.
 */
export const hashApiKey = (key: string) => createHash('sha256').update(key).digest('hex');

export type SystemStatus = 'ACTIVE' | 'EXPIRED' | 'REVOKED';

/** REVOKED wins over EXPIRED: a revoked key stays revoked whatever its expiry. */
export function statusOf(
  s: { revokedAt: Date | null; expiresAt: Date | null },
  now: Date,
): SystemStatus {
  if (s.revokedAt) return 'REVOKED';
  if (s.expiresAt && s.expiresAt.getTime() <= now.getTime()) return 'EXPIRED';
  return 'ACTIVE';
}
