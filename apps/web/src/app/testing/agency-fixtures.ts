import type { Agency, Agent } from '@afrinest/contract';

/** An agency as the admin API answers it; `n` makes the id and name unique. */
export const agencyOf = (n: number, overrides: Partial<Agency> = {}): Agency => ({
  id: `5c1e2f30-7a4b-4c6d-8e9f-0a1b2c3d4e${String(n).padStart(2, '0')}`,
  name: `Agency ${n}`,
  slug: `agency-${n}`,
  logoUrl: null,
  description: '',
  phone: '+256700111222',
  email: `info${n}@agency.test`,
  whatsappNumbers: ['+256700111222'],
  addressLine: null,
  location: {},
  place: null,
  status: 'ACTIVE',
  statusReason: null,
  verified: false,
  origin: 'ADMIN',
  createdBy: null,
  agentCount: 0,
  createdAt: '2026-11-01T08:00:00.000Z',
  updatedAt: '2026-11-01T08:00:00.000Z',
  ...overrides,
});

/** An agent as the admin API answers it. */
export const agentOf = (n: number, agency: Agency, overrides: Partial<Agent> = {}): Agent => ({
  id: `6d2f3a41-8b5c-4d7e-9fa0-1b2c3d4e5f${String(n).padStart(2, '0')}`,
  name: `Agent ${n}`,
  email: `agent${n}@agency.test`,
  role: 'AGENT',
  agencyId: agency.id,
  agencyName: agency.name,
  photoUrl: null,
  bio: '',
  languages: [],
  areasServed: [],
  phone: null,
  whatsapp: null,
  active: true,
  ...overrides,
});
