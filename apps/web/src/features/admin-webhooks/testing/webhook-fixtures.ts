import type { WebhookAttemptDetail, WebhookEndpoint } from '@afrinest/contract';

export const endpointOf = (n: number, over: Partial<WebhookEndpoint> = {}): WebhookEndpoint => ({
  id: `3a7e1c90-5b2d-4f8e-9c1a-${String(n).padStart(12, '0')}`,
  url: `https://crm${n}.example.com/hooks`,
  description: `CRM ${n}`,
  events: ['listing.created', 'lead.created'],
  agencyId: null,
  agency: null,
  active: true,
  disabledReason: null,
  disabledAt: null,
  failingSince: null,
  secretHint: 'x9Kq',
  previousSecretUntil: null,
  pending: 0,
  lastAttempt: null,
  createdAt: '2027-01-01T08:00:00.000Z',
  updatedAt: '2027-01-01T08:00:00.000Z',
  ...over,
});

export const attemptOf = (
  n: number,
  over: Partial<WebhookAttemptDetail> = {},
): WebhookAttemptDetail => ({
  id: `9b4f2d61-7c3e-4a5b-8d2f-${String(n).padStart(12, '0')}`,
  eventId: `1e2d3c4b-5a69-4788-9a0b-${String(n).padStart(12, '0')}`,
  eventType: 'listing.created',
  endpointId: endpointOf(1).id,
  endpointUrl: endpointOf(1).url,
  attempt: 1,
  outcome: 'SUCCEEDED',
  httpStatus: 200,
  error: null,
  latencyMs: 42,
  responseBody: 'ok',
  nextRetryAt: null,
  createdAt: '2027-01-02T09:30:00.000Z',
  requestBody: '{"type":"listing.created","timestamp":"2027-01-02T09:30:00.000Z","data":{}}',
  ...over,
});

export const pageOf = <T>(data: T[], total = data.length) => ({
  data,
  total,
  page: 1,
  pageSize: 20,
});
