import { useState } from 'react';
import { afterAll, afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { GeoLevel, LocationSelection } from '@afrinest/contract';
import { startTestApi } from '@/app/testing/api-server';
import { answerGeo, geo } from './testing/geo-fixtures';

const api = await startTestApi();
window.__AFRINEST_CONFIG__ = { apiUrl: api.url, productName: 'AfriNest' };
const { LocationPicker } = await import('./location-picker');
const { clearApiCache } = await import('@/lib/api-client');

let client: QueryClient;
beforeEach(() => {
  api.reset();
  clearApiCache();
  answerGeo(api);
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
});
afterEach(async () => {
  await waitFor(() => expect(client.isFetching()).toBe(0));
  client.clear();
});
afterAll(() => api.close());

function Harness({
  onChange,
  deepest,
}: {
  onChange?: (s: LocationSelection) => void;
  deepest?: GeoLevel;
}) {
  const [value, setValue] = useState<LocationSelection>({});
  return (
    <LocationPicker
      value={value}
      deepest={deepest}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}
const show = (ui: React.ReactNode) =>
  render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
const select = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement;
const optionsOf = (el: HTMLSelectElement) => [...el.options].map((o) => o.text);

describe('LocationPicker', () => {
  test('starts on Uganda, from the enabled countries, and cascades down to the area', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    show(<Harness onChange={onChange} />);
    await waitFor(() => expect(select('Country').value).toBe(geo.uganda.id));
    expect(optionsOf(select('Country'))).toEqual(['Choose a country', 'Kenya', 'Uganda']);
    const countryCall = api.requests.find((r) => r.path === '/api/geo/countries')!;
    expect(countryCall.query.get('includeDisabled')).toBeNull();
    expect(countryCall.query.get('limit')).toBe('100');

    await waitFor(() => expect(optionsOf(select('Region'))).toContain('Central Region'));
    await user.selectOptions(select('Region'), geo.central.id);
    await waitFor(() =>
      expect(optionsOf(select('Sub-region'))).toEqual(['Any sub-region', 'Buganda']),
    );
    await waitFor(() => expect(optionsOf(select('District'))).toContain('Wakiso District'));
    await user.selectOptions(select('District'), geo.wakisoDistrict.id);
    await waitFor(() =>
      expect(optionsOf(select('City or town'))).toEqual(['Choose a city or town', 'Entebbe']),
    );
    expect(
      api.requests.some(
        (r) => r.path === '/api/geo/cities' && r.query.get('districtId') === geo.wakisoDistrict.id,
      ),
    ).toBe(true);
    await user.selectOptions(select('District'), '');
    await waitFor(() => expect(optionsOf(select('City or town'))).toContain('Kampala'));
    await user.selectOptions(select('City or town'), geo.kampala.id);

    // Neighbourhoods grouped under their division; the division itself can be chosen too.
    const area = await waitFor(() => select('Area'));
    await waitFor(() => expect(area.querySelector('optgroup')?.label).toBe('Kampala Central'));
    expect(optionsOf(area)).toEqual(['Any area', 'Kampala Central (all)', 'Kololo', 'Nakasero']);
    await user.selectOptions(area, geo.kololo.id);
    expect(onChange).toHaveBeenLastCalledWith({
      countryId: geo.uganda.id,
      regionId: geo.central.id,
      subRegionId: null,
      districtId: null,
      cityId: geo.kampala.id,
      areaId: geo.kololo.id,
    });
  });

  test('a new choice above clears the levels below it', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    show(<Harness onChange={onChange} />);
    await waitFor(() => expect(optionsOf(select('Region'))).toContain('Central Region'));
    await user.selectOptions(select('Region'), geo.central.id);
    await waitFor(() => expect(optionsOf(select('City or town'))).toContain('Kampala'));
    await user.selectOptions(select('City or town'), geo.kampala.id);
    await user.selectOptions(select('Country'), geo.kenya.id);
    expect(onChange).toHaveBeenLastCalledWith({
      countryId: geo.kenya.id,
      regionId: null,
      subRegionId: null,
      districtId: null,
      cityId: null,
      areaId: null,
    });
    await waitFor(() =>
      expect(optionsOf(select('Region'))).toEqual(['Choose a region', 'Nairobi City']),
    );
    expect(screen.queryByRole('combobox', { name: 'City or town' })).toBeNull();
  });

  test('the search box fills the whole chain from the keyboard', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    show(<Harness onChange={onChange} />);
    const box = screen.getByRole('combobox', { name: 'Search for a place' });
    await user.type(box, 'kolol');
    const list = await screen.findByRole('listbox', { name: 'Search for a place' });
    const option = await within(list).findByRole('option', {
      name: /Kololo, Kampala Central, Kampala/,
    });
    expect(box.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{ArrowDown}');
    expect(box.getAttribute('aria-activedescendant')).toBe(option.id);
    expect(option.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ cityId: geo.kampala.id, areaId: geo.kololo.id }),
    );
    expect((box as HTMLInputElement).value).toBe(
      'Kololo, Kampala Central, Kampala, Central Region, Uganda',
    );
    await waitFor(() => expect(select('Area').value).toBe(geo.kololo.id));
    expect(select('District').value).toBe(geo.kampalaDistrict.id);
    expect(screen.queryByRole('listbox', { name: 'Search for a place' })).toBeNull();
  });

  test('says when nothing matches', async () => {
    const user = userEvent.setup();
    show(<Harness />);
    await user.type(screen.getByRole('combobox', { name: 'Search for a place' }), 'zzz');
    expect(await screen.findByText('No place matches “zzz”.')).toBeTruthy();
  });

  test('stops at the deepest level asked for, and searches only those levels', async () => {
    const user = userEvent.setup();
    show(<Harness deepest="district" />);
    await waitFor(() => expect(optionsOf(select('Region'))).toContain('Central Region'));
    await user.selectOptions(select('Region'), geo.central.id);
    await waitFor(() => expect(optionsOf(select('District'))).toContain('Kampala District'));
    expect(screen.queryByRole('combobox', { name: 'City or town' })).toBeNull();
    await user.type(screen.getByRole('combobox', { name: 'Search for a place' }), 'kam');
    await waitFor(() =>
      expect(api.requests.some((r) => r.path === '/api/geo/autocomplete')).toBe(true),
    );
    const call = api.requests.find((r) => r.path === '/api/geo/autocomplete')!;
    expect(call.query.get('levels')).toBe('country,region,subregion,district');
  });

  test("says 'Failed to load countries' when the call fails, and tries again", async () => {
    let failing = true;
    api.on('GET /api/geo/countries', () =>
      failing
        ? { status: 500, body: { error: { code: 'INTERNAL', message: 'Something went wrong.' } } }
        : { body: { data: [geo.uganda] } },
    );
    const user = userEvent.setup();
    show(<Harness />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to load countries');
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(select('Country').value).toBe(geo.uganda.id));
  });
});
