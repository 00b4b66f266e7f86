import type { AdminUser } from '@afrinest/contract';

/** An account as GET /api/admin/users answers it; `n` makes the id, email and name unique. */
export const person = (n: number, overrides: Partial<AdminUser> = {}): AdminUser => ({
  id: `0b8a4c38-4c8e-4d0f-9a1e-5d3f0f6b1a${String(n).padStart(2, '0')}`,
  email: `person${n}@example.ug`,
  name: `Person ${n}`,
  role: 'USER',
  agencyId: null,
  country: 'Uganda',
  region: null,
  emailVerified: true,
  status: 'ACTIVE',
  suspendedReason: null,
  suspendedAt: null,
  createdAt: '2026-10-01T08:00:00.000Z',
  lastSignInAt: null,
  ...overrides,
});
