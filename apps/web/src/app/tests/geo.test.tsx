import { afterAll, afterEach, beforeEach, describe, expect, test } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminNode, AdminNodeDetail, Place } from '@afrinest/contract';
import { startTestApi } from '@/app/testing/api-server';
import { answerDefaults, profileFor, signInAs } from '@/app/testing/fixtures';
import { answerGeo, geo, kololoPlace } from '@/components/location-picker/testing/geo-fixtures';

const api = await startTestApi();
window.__AFRINEST_CONFIG__ = { apiUrl: api.url, productName: 'AfriNest' };
const { renderApp, settleApp } = await import('@/app/testing/render-app');
const { clearApiCache } = await import('@/lib/api-client');

const node = (over: Partial<AdminNode> & Pick<AdminNode, 'id' | 'name' | 'level'>): AdminNode => ({
  slug: over.name.toLowerCase(),
  latitude: null,
  longitude: null,
  parentId: null,
  kind: null,
  enabled: null,
  iso2: null,
  childCounts: {},
  ...over,
});
const africa = node({
  id: 'k-af',
  name: 'Africa',
  level: 'continent',
  childCounts: { country: 54 },
});
const detail = (n: AdminNode, place: Partial<Place> = {}): AdminNodeDetail => ({
  ...n,
  place: {
    id: n.id,
    level: n.level,
    name: n.name,
    slug: n.slug,
    latitude: null,
    longitude: null,
    label: n.name,
    chain: [
      { id: n.id, level: n.level, name: n.name, slug: n.slug, latitude: null, longitude: null },
    ],
    selection: {
      countryId: null,
      regionId: null,
      subRegionId: null,
      districtId: null,
      cityId: null,
      areaId: null,
    },
    ...place,
  },
});
const page = (data: AdminNode[]) => ({ body: { data, total: data.length, page: 1, pageSize: 25 } });

beforeEach(() => {
  api.reset();
  clearApiCache();
  answerDefaults(api);
  answerGeo(api);
  signInAs(api, profileFor('AFRI_ADMIN'));
});
afterEach(settleApp);
afterAll(() => api.close());

describe('/admin/geo', () => {
  test('browses from the continents into a place, with counts of what lies inside', async () => {
    const uganda = node({
      id: geo.uganda.id,
      name: 'Uganda',
      level: 'country',
      enabled: true,
      iso2: 'UG',
      parentId: 'k-af',
      childCounts: { region: 4 },
    });
    api.on('GET /api/admin/geo/nodes', (r) => {
      const level = r.query.get('level');
      if (level === 'continent') return page([africa]);
      if (level === 'country' && r.query.get('parentId') === 'k-af')
        return page(
          r.query.get('q') === 'uga'
            ? [uganda]
            : [
                uganda,
                node({
                  id: 'c-ke',
                  name: 'Kenya',
                  level: 'country',
                  enabled: false,
                  childCounts: { region: 47 },
                }),
              ],
        );
      return { status: 400, body: { error: { code: 'VALIDATION_FAILED', message: 'No.' } } };
    });
    api.on('GET /api/admin/geo/nodes/k-af', { body: detail(africa) });
    const user = userEvent.setup();
    renderApp('/admin/geo');

    const table = await screen.findByRole('table', { name: 'Continents' });
    await within(table).findByRole('link', { name: 'Africa' });
    expect(within(table).getByText('54 countries')).toBeTruthy();
    await user.click(within(table).getByRole('link', { name: 'Africa' }));

    const countries = await screen.findByRole('table', { name: 'Countries in Africa' });
    await within(countries).findByRole('link', { name: 'Uganda' });
    expect(within(countries).getByText('4 regions')).toBeTruthy();
    expect(within(countries).getByText('Disabled')).toBeTruthy();
    expect(
      within(countries).getByRole('link', { name: 'Manage Uganda' }).getAttribute('href'),
    ).toBe(`/admin/geo/manage?id=${geo.uganda.id}`);
    await user.type(screen.getByRole('searchbox', { name: /Search countries by name/ }), 'uga');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(within(countries).queryByText('Kenya')).toBeNull());
    const call = api.requests.filter((r) => r.path === '/api/admin/geo/nodes').at(-1)!;
    expect(Object.fromEntries(call.query)).toMatchObject({
      level: 'country',
      parentId: 'k-af',
      q: 'uga',
      page: '1',
    });
    expect(screen.getByRole('link', { name: 'Add a place in Africa' }).getAttribute('href')).toBe(
      '/admin/geo/create?parent=k-af',
    );
  });
});

describe('/admin/geo/create', () => {
  test('adds a neighbourhood whose parent is chosen with the location picker', async () => {
    let body: unknown;
    api.on('POST /api/admin/geo/nodes', (r) => {
      body = r.body;
      return { status: 201, body: detail(node({ id: 'a-new', name: 'Kigoowa', level: 'area' })) };
    });
    api.on('GET /api/admin/geo/nodes/a-new', {
      body: detail(node({ id: 'a-new', name: 'Kigoowa', level: 'area' })),
    });
    const user = userEvent.setup();
    renderApp('/admin/geo/create');

    const form = await screen.findByRole('form', { name: 'Add a place' });
    expect(
      (within(form).getByRole('combobox', { name: /What are you adding/ }) as HTMLSelectElement)
        .value,
    ).toBe('area');
    await waitFor(() =>
      expect(
        (within(form).getByRole('combobox', { name: 'Country' }) as HTMLSelectElement).value,
      ).toBe(geo.uganda.id),
    );
    // Submitting without a city says so on the picker, and sends nothing.
    await user.type(within(form).getByRole('textbox', { name: /^Name/ }), 'Kigoowa');
    await user.click(within(form).getByRole('button', { name: 'Add area' }));
    expect(await within(form).findByText('Choose the city it belongs to.')).toBeTruthy();
    expect(api.requests.some((r) => r.path === '/api/admin/geo/nodes')).toBe(false);

    await user.type(within(form).getByRole('combobox', { name: 'Search for a place' }), 'kolol');
    await user.click(await screen.findByRole('option', { name: /Kololo, Kampala Central/ }));
    await waitFor(() =>
      expect(
        (within(form).getByRole('combobox', { name: 'Area' }) as HTMLSelectElement).value,
      ).toBe(geo.kololo.id),
    );
    await user.type(within(form).getByRole('spinbutton', { name: 'Latitude' }), '0.3652');
    await user.type(within(form).getByRole('spinbutton', { name: 'Longitude' }), '32.6198');
    await user.click(within(form).getByRole('button', { name: 'Add area' }));

    expect(await screen.findByText('Kigoowa added.')).toBeTruthy();
    expect(body).toEqual({
      level: 'area',
      name: 'Kigoowa',
      kind: 'neighbourhood',
      latitude: 0.3652,
      longitude: 32.6198,
      parent: kololoPlace.selection,
    });
    expect(await screen.findByRole('heading', { level: 1, name: /Kigoowa/ })).toBeTruthy();
  });

  test("shows the server's field message on the picker", async () => {
    api.on('POST /api/admin/geo/nodes', {
      status: 400,
      body: {
        error: {
          code: 'VALIDATION_FAILED',
          message: 'Some fields are not valid.',
          details: { fields: { 'parent.cityId': ['Kampala is not in the district chosen.'] } },
        },
      },
    });
    const user = userEvent.setup();
    renderApp('/admin/geo/create');
    const form = await screen.findByRole('form', { name: 'Add a place' });
    await user.type(within(form).getByRole('combobox', { name: 'Search for a place' }), 'kolol');
    await user.click(await screen.findByRole('option', { name: /Kololo/ }));
    await user.type(within(form).getByRole('textbox', { name: /^Name/ }), 'Kigoowa');
    await user.click(within(form).getByRole('button', { name: 'Add area' }));
    expect(await within(form).findByText('Kampala is not in the district chosen.')).toBeTruthy();
  });
});

describe('/admin/geo/manage', () => {
  const kampala = node({
    id: geo.kampala.id,
    name: 'Kampala',
    level: 'city',
    kind: 'city',
    parentId: geo.kampalaDistrict.id,
    latitude: 0.3136,
    longitude: 32.5811,
    childCounts: { area: 52 },
  });
  const kampalaDetail = detail(kampala, {
    label: 'Kampala, Central Region, Uganda',
    selection: { ...kololoPlace.selection, areaId: null },
  });

  test('renames a place and says why it cannot be deleted', async () => {
    let saved = kampalaDetail;
    let patch: unknown;
    api.on(`GET /api/admin/geo/nodes/${kampala.id}`, () => ({ body: saved }));
    api.on(`PATCH /api/admin/geo/nodes/${kampala.id}`, (r) => {
      patch = r.body;
      saved = { ...saved, name: (r.body as { name: string }).name };
      return { body: saved };
    });
    api.on(`DELETE /api/admin/geo/nodes/${kampala.id}`, {
      status: 409,
      body: {
        error: {
          code: 'CONFLICT',
          message: 'Kampala cannot be deleted while other records refer to it: 52 areas.',
          details: { references: [{ kind: 'area', count: 52 }] },
        },
      },
    });
    const user = userEvent.setup();
    renderApp(`/admin/geo/manage?id=${kampala.id}`);

    const form = await screen.findByRole('form', { name: 'Name and centre' });
    expect(screen.getByText('52 areas')).toBeTruthy();
    const name = within(form).getByRole('textbox', { name: /^Name/ });
    await user.clear(name);
    expect(await within(form).findByText('Enter a name.')).toBeTruthy();
    await user.type(name, 'Kampala City');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Kampala City saved.')).toBeTruthy();
    expect(patch).toEqual({
      name: 'Kampala City',
      latitude: 0.3136,
      longitude: 32.5811,
      kind: 'city',
    });

    await user.click(await screen.findByRole('button', { name: 'Delete Kampala City' }));
    await user.click(screen.getByRole('button', { name: 'Yes, delete Kampala City' }));
    expect(
      await screen.findByText(
        'Kampala cannot be deleted while other records refer to it: 52 areas.',
      ),
    ).toBeTruthy();
  });

  test('disables a country', async () => {
    let country = detail(
      node({ id: geo.uganda.id, name: 'Uganda', level: 'country', enabled: true, iso2: 'UG' }),
    );
    api.on(`GET /api/admin/geo/nodes/${geo.uganda.id}`, () => ({ body: country }));
    api.on(`PATCH /api/admin/geo/nodes/${geo.uganda.id}`, (r) => {
      country = { ...country, enabled: (r.body as { enabled: boolean }).enabled };
      return { body: country };
    });
    const user = userEvent.setup();
    renderApp(`/admin/geo/manage?id=${geo.uganda.id}`);
    await user.click(await screen.findByRole('button', { name: 'Disable Uganda' }));
    expect(await screen.findByText('Uganda disabled.')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Enable Uganda' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Move' })).toBeNull();
  });
});
