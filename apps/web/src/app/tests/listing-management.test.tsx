import { afterAll, afterEach, beforeEach, describe, expect, test } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Agent, Listing, ListingStatus } from '@afrinest/contract';
import { startTestApi } from '@/app/testing/api-server';
import { answerDefaults, profileFor, signInAs } from '@/app/testing/fixtures';
import { answerGeo, kololoPlace } from '@/components/location-picker/testing/geo-fixtures';

const api = await startTestApi();
window.__AFRINEST_CONFIG__ = { apiUrl: api.url, productName: 'AfriNest' };
const { renderApp, settleApp } = await import('@/app/testing/render-app');
const { clearApiCache } = await import('@/lib/api-client');

const AGENCY = '11111111-1111-4111-8111-111111111111';
const BOREHOLE = '22222222-2222-4222-8222-222222222222';

function signInAgent() {
  signInAs(api, { ...profileFor('AGENT'), agencyId: AGENCY });
  const me: Agent = {
    id: 'user-agent',
    name: 'Amina Nakato',
    email: 'agent@example.ug',
    role: 'AGENT',
    agencyId: AGENCY,
    agencyName: 'Kampala Prime Properties',
    photoUrl: null,
    bio: '',
    languages: [],
    areasServed: [],
    phone: null,
    whatsapp: null,
    active: true,
  };
  api.on('GET /api/agent/profile', { body: me });
  api.on('GET /properties/features', {
    body: {
      data: [{ id: BOREHOLE, name: 'Borehole', slug: 'borehole', category: 'Water', active: true }],
    },
  });
}

const listingOf = (status: ListingStatus): Listing => ({
  id: '33333333-3333-4333-8333-333333333333',
  kind: 'house',
  purpose: 'SALE',
  rentPeriod: null,
  title: 'Four-bedroom house in Kololo',
  description: '',
  price: { amount: 850_000_000, currency: 'UGX' },
  negotiable: false,
  bedrooms: 4,
  bathrooms: 3,
  floorArea: null,
  landSize: null,
  land: null,
  features: [],
  location: kololoPlace.selection,
  place: kololoPlace,
  latitude: null,
  longitude: null,
  address: null,
  agent: { id: 'user-agent', name: 'Amina Nakato' },
  agency: { id: AGENCY, name: 'Kampala Prime Properties', slug: 'kampala-prime' },
  status,
  featured: false,
  featuredUntil: null,
  viewCount: 12,
  enquiryCount: 2,
  distanceKm: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
  publishedAt: '2026-11-20T10:00:00.000Z',
  cover: null,
});

beforeEach(() => {
  api.reset();
  clearApiCache();
  localStorage.clear();
  answerDefaults(api);
  answerGeo(api);
});
afterEach(async () => {
  await settleApp();
  document.title = '';
});
afterAll(() => api.close());

describe('/agent/properties/new: the listing form', () => {
  test(
    'shows land facts only for land and sends the price in minor units',
    { timeout: 30_000 },
    async () => {
      signInAgent();
      api.on('POST /api/properties', (r) => ({
        status: 201,
        body: { ...listingOf('ACTIVE'), title: (r.body as { title: string }).title },
      }));
      api.on('GET /api/agent/properties', {
        body: { data: [], total: 0, page: 1, pageSize: 20 },
      });
      const user = userEvent.setup();
      renderApp('/agent/properties/new');
      const form = await screen.findByRole('form', { name: 'Listing' });
      expect(within(form).queryByRole('combobox', { name: /Tenure/ })).toBeNull();
      await user.selectOptions(within(form).getByRole('combobox', { name: /^Kind/ }), 'land');
      const tenure = await within(form).findByRole('combobox', { name: /Tenure/ });
      expect(within(form).queryByRole('spinbutton', { name: /Bedrooms/ })).toBeNull();
      // Kibanja is offered beside the four tenures, with one plain sentence of what it is.
      const offered = Array.from((tenure as HTMLSelectElement).options, (o) => [o.value, o.text]);
      expect(offered.slice(1)).toEqual([
        ['MAILO', 'Mailo'],
        ['FREEHOLD', 'Freehold'],
        ['LEASEHOLD', 'Leasehold'],
        ['CUSTOMARY', 'Customary'],
        ['KIBANJA', 'Kibanja'],
      ]);
      const hint = within(form).getByText(/^Kibanja: an occupant's right on someone else's land/);
      expect(tenure.getAttribute('aria-describedby')?.split(' ')).toContain(hint.id);
      await user.selectOptions(tenure, 'LEASEHOLD');
      const years = await within(form).findByRole('spinbutton', { name: /Lease years/ });
      await user.type(years, '49');
      await user.selectOptions(
        within(form).getByRole('combobox', { name: /Title status/ }),
        'TITLED',
      );

      await user.type(
        within(form).getByRole('textbox', { name: /^Title/ }),
        'Leasehold plot in Kololo',
      );
      await user.selectOptions(within(form).getByRole('combobox', { name: 'Currency' }), 'USD');
      await user.type(within(form).getByRole('textbox', { name: /^Price/ }), '1250.5');
      await user.type(within(form).getByRole('spinbutton', { name: 'Plot size' }), '0.25');
      await user.click(within(form).getByRole('checkbox', { name: 'Borehole' }));
      await user.type(within(form).getByRole('combobox', { name: 'Search for a place' }), 'kol');
      await user.click(await screen.findByRole('option', { name: /Kololo/ }));

      await user.click(within(form).getByRole('button', { name: 'Publish the listing' }));
      await screen.findByRole('heading', { name: 'Your listings' });
      const post = api.requests.find((r) => r.method === 'POST' && r.path === '/api/properties')!;
      expect(post.body).toMatchObject({
        kind: 'land',
        title: 'Leasehold plot in Kololo',
        price: { amount: 125050, currency: 'USD' },
        landSize: { unit: 'acres', value: 0.25 },
        land: { tenure: 'LEASEHOLD', leaseYears: 49, titleStatus: 'TITLED' },
        features: [BOREHOLE],
        location: kololoPlace.selection,
      });
    },
  );

  test('a refused save keeps every value and shows the API’s field messages', async () => {
    signInAgent();
    api.on('POST /api/properties', {
      status: 400,
      body: {
        error: {
          code: 'VALIDATION_FAILED',
          message: 'Choose the location from the list of places.',
          details: { fields: { location: ['Choose the location from the list of places.'] } },
        },
      },
    });
    const user = userEvent.setup();
    renderApp('/agent/properties/new');
    const form = await screen.findByRole('form', { name: 'Listing' });
    const title = within(form).getByRole('textbox', { name: /^Title/ });
    await user.type(title, 'Two-bedroom apartment in Ntinda');
    const price = within(form).getByRole('textbox', { name: /^Price/ });
    await user.type(price, '350000000');
    await user.type(within(form).getByRole('combobox', { name: 'Search for a place' }), 'kol');
    await user.click(await screen.findByRole('option', { name: /Kololo/ }));
    await user.click(within(form).getByRole('button', { name: 'Publish the listing' }));

    expect(
      await within(form).findByText('Choose the location from the list of places.'),
    ).toBeTruthy();
    expect(await screen.findByText(/Not saved: Choose the location/)).toBeTruthy();
    expect((title as HTMLInputElement).value).toBe('Two-bedroom apartment in Ntinda');
    expect((price as HTMLInputElement).value).toBe('350000000');
    expect(screen.getByRole('heading', { name: 'Add a listing' })).toBeTruthy();
  });
});

describe('/agent/properties: status actions', () => {
  test('offers only the transitions the status allows and shows a refusal', async () => {
    signInAgent();
    const sold = listingOf('SOLD');
    api.on('GET /api/agent/properties', {
      body: { data: [sold], total: 1, page: 1, pageSize: 20 },
    });
    api.on(`PUT /api/properties/${sold.id}/status`, {
      status: 409,
      body: {
        error: { code: 'INVALID_TRANSITION', message: 'This status change is not allowed.' },
      },
    });
    const user = userEvent.setup();
    renderApp('/agent/properties');
    await user.click(
      await screen.findByRole('button', { name: `Change the status of ${sold.title}` }),
    );
    const group = screen.getByRole('group', { name: `Status of ${sold.title}` });
    const offered = within(group)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(offered).toEqual(['Activate', 'Archive', 'Cancel']);
    await user.click(within(group).getByRole('button', { name: 'Archive' }));
    expect(await within(group).findByRole('alert')).toHaveProperty(
      'textContent',
      'This status change is not allowed.',
    );
    await waitFor(() =>
      expect(api.requests.find((r) => r.method === 'PUT')?.body).toEqual({
        status: 'ARCHIVED',
        note: '',
      }),
    );
  });
});

describe('changes reach the public listing screens', () => {
  test('a status change marks this tab’s public searches and listing pages stale', async () => {
    signInAgent();
    const active = listingOf('ACTIVE');
    api.on('GET /api/agent/properties', {
      body: { data: [active], total: 1, page: 1, pageSize: 20 },
    });
    api.on(`PUT /api/properties/${active.id}/status`, { body: listingOf('SOLD') });
    const user = userEvent.setup();
    const { queryClient } = renderApp('/agent/properties');
    // What a visit to the public pages earlier in this tab left in the cache.
    const detailKey = ['listings', 'detail', active.id];
    const searchKey = ['listings', 'public', '/api/properties', { page: '1' }];
    queryClient.setQueryData(detailKey, active);
    queryClient.setQueryData(searchKey, { data: [active], total: 1, page: 1, pageSize: 20 });

    await user.click(
      await screen.findByRole('button', { name: `Change the status of ${active.title}` }),
    );
    const group = screen.getByRole('group', { name: `Status of ${active.title}` });
    expect(queryClient.getQueryState(detailKey)?.isInvalidated).toBe(false);
    await user.click(within(group).getByRole('button', { name: 'Mark as sold' }));

    await waitFor(() => expect(queryClient.getQueryState(detailKey)?.isInvalidated).toBe(true));
    expect(queryClient.getQueryState(searchKey)?.isInvalidated).toBe(true);
  });
});
