import { afterAll, afterEach, beforeEach, describe, expect, test } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  toListingSummary,
  type Listing,
  type PublicAgency,
  type PublicAgent,
} from '@afrinest/contract';
import { startTestApi } from '@/app/testing/api-server';
import { answerDefaults } from '@/app/testing/fixtures';
import { answerGeo, kololoPlace } from '@/components/location-picker/testing/geo-fixtures';

const api = await startTestApi();
window.__AFRINEST_CONFIG__ = { apiUrl: api.url, productName: 'AfriNest' };
const { renderApp, settleApp } = await import('@/app/testing/render-app');
const { clearApiCache } = await import('@/lib/api-client');

const AGENCY = '11111111-1111-4111-8111-111111111111';
const AGENT = '22222222-2222-4222-8222-222222222222';

const agent: PublicAgent = {
  id: AGENT,
  name: 'David Mugisha',
  role: 'AGENT',
  agencyId: AGENCY,
  agencyName: 'Kampala Prime Properties',
  photoUrl: null,
  bio: '',
  languages: [],
  areasServed: [],
  phone: null,
  whatsapp: null,
  whatsappUrl: null,
  phoneUrl: null,
};
const agency: PublicAgency = {
  id: AGENCY,
  name: 'Kampala Prime Properties',
  slug: 'kampala-prime-properties',
  logoUrl: null,
  description: '',
  phone: null,
  email: null,
  addressLine: null,
  place: kololoPlace,
  verified: false,
  whatsappUrl: null,
  phoneUrl: null,
  agents: [agent],
};
const listing = (n: number): Listing => ({
  id: `33333333-3333-4333-8333-${String(n).padStart(12, '0')}`,
  kind: 'house',
  purpose: 'SALE',
  rentPeriod: null,
  title: `House number ${n} in Kololo`,
  description: '',
  price: { amount: 450_000_000, currency: 'UGX' },
  negotiable: false,
  bedrooms: 3,
  bathrooms: 2,
  floorArea: { unit: 'sqm', value: 200, widthFt: null, lengthFt: null, squareMetres: 200 },
  landSize: null,
  land: null,
  features: [],
  location: kololoPlace.selection,
  place: kololoPlace,
  latitude: null,
  longitude: null,
  address: null,
  agent: { id: AGENT, name: agent.name },
  agency: { id: AGENCY, name: agency.name, slug: agency.slug },
  status: 'ACTIVE',
  featured: false,
  featuredUntil: null,
  viewCount: 0,
  enquiryCount: 0,
  distanceKm: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  publishedAt: '2026-11-20T10:00:00.000Z',
  cover: null,
});
/** 14 listings on the server; the page asks for 12 at a time. */
const answerListings = () =>
  api.on('GET /api/properties', (r) => {
    const page = Number(r.query.get('page'));
    const size = Number(r.query.get('pageSize'));
    const all = Array.from({ length: 14 }, (_, i) => toListingSummary(listing(i + 1)));
    return {
      body: { data: all.slice((page - 1) * size, page * size), total: 14, page, pageSize: size },
    };
  });

beforeEach(() => {
  api.reset();
  clearApiCache();
  answerDefaults(api);
  answerGeo(api);
});
afterEach(async () => {
  await settleApp();
  document.title = '';
});
afterAll(() => api.close());

describe('listings and titles on the public agency and agent pages', () => {
  test("/agencies/{id} is titled with the agency's name and pages its active listings", async () => {
    api.on(`GET /api/broker/agencies/${AGENCY}`, { body: agency });
    answerListings();
    const user = userEvent.setup();
    renderApp(`/agencies/${AGENCY}`);

    const section = await screen.findByRole('region', { name: /Listings/ }, { timeout: 5000 });
    expect(await within(section).findByText('House number 1 in Kololo')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Kampala Prime Properties | AfriNest'));
    expect(within(section).getAllByRole('article')).toHaveLength(12);
    // Each card's place line: the summary's short name, made by the API.
    expect(within(section).getAllByText('Kololo')).toHaveLength(12);
    const first = api.requests.find((r) => r.path === '/api/properties')!;
    expect(first.query.get('agencyId')).toBe(AGENCY);
    expect(first.query.get('page')).toBe('1');

    await user.click(within(section).getByRole('button', { name: 'Next' }));
    expect(await within(section).findByText('House number 13 in Kololo')).toBeTruthy();
    expect(within(section).getAllByRole('article')).toHaveLength(2);
    expect(within(section).getByText('Page 2 of 2')).toBeTruthy();
  });

  test("/brokers/{id} is titled with the agent's name and asks for that agent's listings", async () => {
    api.on(`GET /api/brokers/${AGENT}`, { body: agent });
    api.on('GET /api/properties', { body: { data: [], total: 0, page: 1, pageSize: 12 } });
    renderApp(`/brokers/${AGENT}`);

    expect(
      await screen.findByText('David Mugisha has no listings on AfriNest right now.'),
    ).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('David Mugisha | AfriNest'));
    const asked = api.requests.find((r) => r.path === '/api/properties')!;
    expect(asked.query.get('agentId')).toBe(AGENT);
    expect(asked.query.get('agencyId')).toBeNull();
  });
});
