import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Place } from '@afrinest/contract';
import { createTestApp, type TestContext } from '../../../test/helper';
import { getJson, ref } from './geo-test-helpers';
import { distinctLabels } from './geo-labels';

interface Found {
  id: string;
  name: string;
  level: string;
  label: string;
  selection: { countryId: string | null };
}

/** Issue 39: place search tells its places apart and puts the default country (Uganda) first. */
describe('place search: labels that differ, the default country first', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());
  const search = async (q: string, extra = '') =>
    (await getJson(ctx, `/api/geo/autocomplete?q=${encodeURIComponent(q)}${extra}`)).body
      .data as Found[];
  const repeated = (places: Found[]) =>
    places.map((p) => p.label).filter((label, i, all) => all.indexOf(label) !== i);

  it('names Kira the municipality and Kira the neighbourhood apart', async () => {
    const found = await search('kira');
    expect(repeated(found)).toEqual([]);
    const kira = found.filter((p) => p.name === 'Kira');
    expect(kira.map((p) => p.label)).toEqual([
      'Kira (municipality), Central Region, Uganda',
      'Kira (neighbourhood), Central Region, Uganda',
    ]);
    expect(kira[0]!.id).toBe(ref.kira);
  });

  it('names Nakawa the division and Nakawa the neighbourhood apart', async () => {
    const found = await search('nakawa');
    expect(repeated(found)).toEqual([]);
    const nakawa = found.filter((p) => p.name === 'Nakawa').map((p) => p.label);
    expect(nakawa.sort()).toEqual([
      'Nakawa (division), Kampala, Central Region, Uganda',
      'Nakawa (neighbourhood), Kampala, Central Region, Uganda',
    ]);
  });

  it('keeps the short label of a place whose name no other result shares', async () => {
    const [kololo] = await search('kolol');
    expect(kololo!.label).toBe('Kololo, Kampala Central, Kampala, Central Region, Uganda');
  });

  it('lists Ugandan places before those of other countries that match as well', async () => {
    const inUganda = (p: Found) => p.selection.countryId === ref.uganda;
    // Names that begin with "kir" (Kiratu, Kirando in Tanzania, Kirkwood in South Africa…): the
    // Ugandan ones first.
    const kir = (await search('kir', '&limit=30')).filter((p) => /^kir/i.test(p.name));
    expect(kir.some((p) => !inUganda(p))).toBe(true);
    const firstOther = kir.findIndex((p) => !inUganda(p));
    expect(firstOther).toBeGreaterThan(2);
    expect(kir.slice(firstOther).filter(inUganda)).toEqual([]);
    // "ki" (Kibi in Ghana, Kisi in Nigeria, Kisii in Kenya…): Ugandan towns first.
    const ki = await search('ki', '&levels=city&limit=5');
    expect(ki.every(inUganda)).toBe(true);
    // An exact name still beats a Ugandan name that only begins with the letters.
    expect((await search('arusha'))[0]).toMatchObject({ name: 'Arusha' });
    // Asked for another country, that country's places.
    const inKenya = await search('ki', `&countryId=${ref.kenya}&limit=5`);
    expect(inKenya.every((p) => p.label.endsWith('Kenya'))).toBe(true);
  });
});

describe('distinctLabels', () => {
  const link = (id: string, level: Place['level'], name: string) => ({
    id,
    level,
    name,
    slug: name.toLowerCase(),
    latitude: null,
    longitude: null,
  });
  const place = (id: string, kind: string | null, chain: ReturnType<typeof link>[]) => ({
    kind,
    place: {
      ...chain[0]!,
      label: chain.map((c) => c.name).join(', '),
      chain,
      selection: {
        countryId: null,
        regionId: null,
        subRegionId: null,
        districtId: null,
        cityId: null,
        areaId: null,
      },
    },
  });
  const region = link('r', 'region', 'Central Region');

  it('adds the district when the kind does not tell two places apart', () => {
    const a = place('a', 'town', [
      link('a', 'city', 'Busia'),
      link('d1', 'district', 'Busia District'),
      region,
    ]);
    const b = place('b', 'town', [
      link('b', 'city', 'Busia'),
      link('d2', 'district', 'Tororo District'),
      region,
    ]);
    a.place.label = 'Busia, Central Region';
    b.place.label = 'Busia, Central Region';
    expect(distinctLabels([a, b]).map((p) => p.label)).toEqual([
      'Busia (town), Busia District, Central Region',
      'Busia (town), Tororo District, Central Region',
    ]);
  });

  it('keeps one of places that nothing tells apart', () => {
    const a = place('a', 'town', [link('a', 'city', 'Busia'), region]);
    const b = place('b', 'town', [link('b', 'city', 'Busia'), region]);
    expect(distinctLabels([a, b]).map((p) => p.id)).toEqual(['a']);
  });
});
