import { describe, expect, test } from 'vitest';
import { needsRenewal, tokenIssuedAt } from '@/features/auth/token-age';

const jwt = (payload: object) =>
  `eyJhbGciOiJFZERTQSJ9.${btoa(JSON.stringify(payload)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.sig`;

describe('token age (SPEC §9: renewed when older than 5 minutes)', () => {
  const now = Date.parse('2026-11-21T10:00:00Z');
  test('reads iat from the payload', () => {
    expect(tokenIssuedAt(jwt({ iat: now / 1000 }))).toBe(now);
    expect(tokenIssuedAt('not-a-jwt')).toBeNull();
    expect(tokenIssuedAt('a.%%%.c')).toBeNull();
  });
  test('renews after 5 minutes, not before', () => {
    expect(needsRenewal(jwt({ iat: now / 1000 - 299 }), now)).toBe(false);
    expect(needsRenewal(jwt({ iat: now / 1000 - 301 }), now)).toBe(true);
    expect(needsRenewal('opaque', now)).toBe(true);
  });
});
