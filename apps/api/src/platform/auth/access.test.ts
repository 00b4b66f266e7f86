import { describe, expect, it } from 'vitest';
import type { FastifyRequest } from 'fastify';
import type { AppError } from '../http/errors';
import { assertAccess, assertOwnAgency } from './access';

const agencyA = '0b8a4c38-4c8e-4d0f-9a1e-5d3f0f6b1a11';
const agencyB = '7d1f2e44-1f55-4a39-8c2b-2b9c7e0d2b22';
const user = (
  role: 'USER' | 'AGENT' | 'SUPER_AGENT' | 'AFRI_ADMIN',
  agencyId: string | null = null,
) => ({ id: 'u', email: 'e', role, agencyId });
const statusOf = (fn: () => void) => {
  try {
    fn();
    return 200;
  } catch (e) {
    return (e as AppError).statusCode;
  }
};

describe('own-agency guard', () => {
  it('lets agents reach only their own agency, and admins every agency', () => {
    expect(statusOf(() => assertOwnAgency(user('AGENT', agencyA), agencyA))).toBe(200);
    expect(statusOf(() => assertOwnAgency(user('AGENT', agencyA), agencyB))).toBe(403);
    expect(statusOf(() => assertOwnAgency(user('SUPER_AGENT', null), agencyB))).toBe(403);
    expect(statusOf(() => assertOwnAgency(user('USER', null), null))).toBe(403);
    expect(statusOf(() => assertOwnAgency(user('AFRI_ADMIN'), agencyB))).toBe(200);
    expect(statusOf(() => assertOwnAgency(null, agencyA))).toBe(401);
  });
});

describe('access rules', () => {
  const req = (u: ReturnType<typeof user> | null, tokenInvalid = false) =>
    ({ user: u, tokenInvalid }) as unknown as FastifyRequest;
  it('maps public, signed-in and role rules to 401 and 403', () => {
    expect(statusOf(() => assertAccess(req(null), 'public'))).toBe(200);
    expect(statusOf(() => assertAccess(req(null), 'user'))).toBe(401);
    expect(statusOf(() => assertAccess(req(user('USER')), 'user'))).toBe(200);
    expect(statusOf(() => assertAccess(req(user('USER')), ['AFRI_ADMIN']))).toBe(403);
    expect(statusOf(() => assertAccess(req(user('AFRI_ADMIN')), ['AFRI_ADMIN']))).toBe(200);
  });
  it("says 'Invalid token' when a bearer was sent but did not verify", () => {
    try {
      assertAccess(req(null, true), 'user');
    } catch (e) {
      expect((e as AppError).message).toBe('Invalid token');
    }
    expect.assertions(1);
  });
});
