import type { Agency, ExternalSystem } from '@afrinest/contract';

export const agencyOf = (n: number, name: string): Agency => ({
  id: `0b6f1c2d-3e4f-4a5b-8c6d-${String(n).padStart(12, '0')}`,
  name,
  slug: name.toLowerCase().replace(/\s+/g, '-'),
  logoUrl: null,
  description: '',
  phone: null,
  email: null,
  whatsappNumbers: [],
  addressLine: null,
  location: {},
  place: null,
  status: 'ACTIVE',
  statusReason: null,
  verified: true,
  origin: 'ADMIN',
  createdBy: null,
  agentCount: 3,
  createdAt: '2027-01-01T08:00:00.000Z',
  updatedAt: '2027-01-01T08:00:00.000Z',
});

export const systemOf = (n: number, over: Partial<ExternalSystem> = {}): ExternalSystem => ({
  id: `6c8d2e4f-1a3b-4c5d-9e7f-${String(n).padStart(12, '0')}`,
  name: `Partner ${n}`,
  ownerName: 'Grace Namu',
  ownerEmail: `owner${n}@partner.example`,
  ownerPhone: '',
  scopes: ['listings:read'],
  agencyId: null,
  agency: null,
  keyHint: 'afk_AbCdEfGh',
  expiresAt: null,
  lastUsedAt: null,
  rateLimitPerMinute: 120,
  revokedAt: null,
  status: 'ACTIVE',
  createdAt: '2027-01-01T08:00:00.000Z',
  updatedAt: '2027-01-01T08:00:00.000Z',
  ...over,
});

export const pageOf = <T>(data: T[], total = data.length) => ({
  data,
  total,
  page: 1,
  pageSize: 20,
});
