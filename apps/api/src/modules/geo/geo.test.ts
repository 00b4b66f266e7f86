import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helper';
import { getJson, ref } from './geo-test-helpers';

describe('geo lists and places (SPEC §7)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());
  const get = (url: string) => getJson(ctx, url);
  const names = (data: { name: string }[]) => data.map((d) => d.name);

  it('lists only enabled countries by default, by name, in { data }', async () => {
    const { status, body } = await get('/api/geo/countries');
    expect(status).toBe(200);
    expect(Object.keys(body)).toEqual(['data']);
    expect(body.data).toHaveLength(54);
    expect(body.data.every((c: { enabled: boolean }) => c.enabled)).toBe(true);
    expect(names(body.data)).toContain('Uganda');
    expect(names(body.data)).not.toContain('France');
    expect(body.data[0].name).toBe('Algeria');
    expect(body.data.find((c: { iso2: string }) => c.iso2 === 'UG')).toMatchObject({
      id: ref.uganda,
      iso3: 'UGA',
      currency: 'UGX',
      callingCode: '+256',
      continentId: ref.africa,
    });
  });

  it('includes disabled countries when asked, 100 by default and at most 500', async () => {
    expect((await get('/api/geo/countries?includeDisabled=true')).body.data).toHaveLength(100);
    const all = (await get('/api/geo/countries?includeDisabled=true&limit=500')).body.data;
    expect(all.length).toBeGreaterThanOrEqual(250);
    expect(names(all)).toContain('France');
    // Above the maximum the limit is clamped, not refused.
    expect(
      (await get('/api/geo/countries?includeDisabled=true&limit=100000')).body.data,
    ).toHaveLength(all.length);
    expect((await get('/api/geo/countries?limit=3')).body.data).toHaveLength(3);
  });

  it('embeds continents and regions with include, and refuses unknown includes and bad limits', async () => {
    const { body } = await get('/api/geo/countries?include=continent,regions&limit=500');
    const uganda = body.data.find((c: { iso2: string }) => c.iso2 === 'UG');
    expect(uganda.continent).toMatchObject({ id: ref.africa, code: 'AF', name: 'Africa' });
    expect(names(uganda.regions)).toEqual([
      'Central Region',
      'Eastern Region',
      'Northern Region',
      'Western Region',
    ]);
    expect((await get('/api/geo/countries')).body.data[0].regions).toBeUndefined();
    const bad = await get('/api/geo/countries?include=everything');
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('VALIDATION_FAILED');
    for (const limit of ['0', '-5', 'ten', '2.5']) {
      const res = await get(`/api/geo/countries?limit=${limit}`);
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.error.details.fields)).toEqual(['querystring.limit']);
    }
    expect((await get('/api/geo/countries?includeDisabled=maybe')).status).toBe(400);
  });

  it('lists regions, sub-regions, districts, cities and areas of their parents', async () => {
    expect(names((await get(`/api/geo/regions?countryId=${ref.uganda}`)).body.data)).toHaveLength(
      4,
    );
    expect(names((await get(`/api/geo/sub-regions?regionId=${ref.central}`)).body.data)).toEqual([
      'Buganda',
    ]);
    expect((await get(`/api/geo/sub-regions?regionId=${ref.northern}`)).body.data).toHaveLength(4);
    expect((await get(`/api/geo/districts?regionId=${ref.central}`)).body.data).toHaveLength(26);
    const acholi = (
      await get(`/api/geo/districts?regionId=${ref.northern}&subRegionId=${ref.acholi}`)
    ).body.data;
    expect(names(acholi)).toEqual(
      expect.arrayContaining(['Gulu District', 'Kitgum District', 'Pader District']),
    );
    expect(acholi).toHaveLength(8);
    expect(acholi.every((d: { subRegionId: string }) => d.subRegionId === ref.acholi)).toBe(true);
    const wakiso = (
      await get(`/api/geo/cities?regionId=${ref.central}&districtId=${ref.wakisoDistrict}`)
    ).body.data;
    expect(names(wakiso)).toEqual(expect.arrayContaining(['Entebbe', 'Kira', 'Nansana', 'Wakiso']));
    expect(wakiso.find((c: { name: string }) => c.name === 'Entebbe').kind).toBe('municipality');
    const central = (await get(`/api/geo/cities?regionId=${ref.central}`)).body.data;
    expect(central.length).toBeGreaterThan(wakiso.length);
    const nakawa = (await get(`/api/geo/areas?cityId=${ref.kampala}&parentId=${ref.nakawa}`)).body
      .data;
    expect(names(nakawa)).toEqual(
      expect.arrayContaining(['Ntinda', 'Bukoto', 'Naguru', 'Bugolobi']),
    );
    expect(nakawa.every((a: { parentId: string }) => a.parentId === ref.nakawa)).toBe(true);
  });

  it('clamps list limits to 1000 and honours smaller ones', async () => {
    const ng = (await get('/api/geo/countries?limit=500&includeDisabled=true')).body.data.find(
      (c: { iso2: string }) => c.iso2 === 'NG',
    );
    const lagos = (await get(`/api/geo/regions?countryId=${ng.id}`)).body.data.find(
      (r: { name: string }) => r.name === 'Lagos',
    );
    expect((await get(`/api/geo/cities?regionId=${lagos.id}&limit=2`)).body.data).toHaveLength(2);
    const clamped = await get(`/api/geo/cities?regionId=${lagos.id}&limit=999999`);
    expect(clamped.status).toBe(200);
    expect(clamped.body.data.length).toBeGreaterThan(2);
    expect(clamped.body.data.length).toBeLessThanOrEqual(1000);
  });

  it('answers 404 for unknown parents and 400 for missing or malformed ids', async () => {
    const unknown = await get(`/api/geo/regions?countryId=${randomUUID()}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toEqual({
      code: 'NOT_FOUND',
      message: 'This place does not exist.',
    });
    expect((await get(`/api/geo/districts?regionId=${randomUUID()}`)).status).toBe(404);
    expect(
      (await get(`/api/geo/cities?regionId=${ref.central}&districtId=${randomUUID()}`)).status,
    ).toBe(404);
    expect((await get(`/api/geo/areas?cityId=${randomUUID()}`)).status).toBe(404);
    const missing = await get('/api/geo/regions');
    expect(missing.status).toBe(400);
    expect(missing.body.error.details.fields['querystring.countryId']).toBeDefined();
    const malformed = await get('/api/geo/sub-regions?regionId=kampala');
    expect(malformed.body.error.details.fields['querystring.regionId']).toEqual([
      'The region id is not valid.',
    ]);
  });

  it('answers one place of each level by id, and 404 for another level or an unknown id', async () => {
    expect((await get(`/api/geo/regions/${ref.central}`)).body).toMatchObject({
      name: 'Central Region',
      countryId: ref.uganda,
    });
    expect((await get(`/api/geo/sub-regions/${ref.buganda}`)).body).toMatchObject({
      name: 'Buganda',
      regionId: ref.central,
    });
    expect((await get(`/api/geo/districts/${ref.wakisoDistrict}`)).body).toMatchObject({
      name: 'Wakiso District',
      subRegionId: ref.buganda,
    });
    expect((await get(`/api/geo/cities/${ref.kampala}`)).body).toMatchObject({
      name: 'Kampala',
      kind: 'city',
      districtId: ref.kampalaDistrict,
    });
    const kololo = (await get(`/api/geo/areas/${ref.kololo}`)).body;
    expect(kololo).toMatchObject({
      name: 'Kololo',
      slug: 'kololo',
      cityId: ref.kampala,
      parentId: ref.kampalaCentral,
      kind: 'neighbourhood',
    });
    expect(kololo.latitude).toBeCloseTo(0.329, 2);
    expect((await get(`/api/geo/cities/${ref.kololo}`)).status).toBe(404);
    expect((await get(`/api/geo/regions/${randomUUID()}`)).status).toBe(404);
    expect((await get('/api/geo/areas/not-a-uuid')).status).toBe(400);
  });

  it('answers the whole chain up to the continent, for any id or for a given level', async () => {
    const { status, body } = await get(`/api/geo/hierarchy/${ref.kololo}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: ref.kololo,
      level: 'area',
      name: 'Kololo',
      label: 'Kololo, Kampala Central, Kampala, Central Region, Uganda',
    });
    expect(body.chain.map((l: { level: string; name: string }) => `${l.level}:${l.name}`)).toEqual([
      'area:Kololo',
      'area:Kampala Central',
      'city:Kampala',
      'district:Kampala District',
      'subregion:Buganda',
      'region:Central Region',
      'country:Uganda',
      'continent:Africa',
    ]);
    expect(body.selection).toEqual({
      countryId: ref.uganda,
      regionId: ref.central,
      subRegionId: ref.buganda,
      districtId: ref.kampalaDistrict,
      cityId: ref.kampala,
      areaId: ref.kololo,
    });
    const city = await get(`/api/geo/hierarchy/city/${ref.kampala}`);
    expect(city.body.chain.map((l: { name: string }) => l.name)).toEqual([
      'Kampala',
      'Kampala District',
      'Buganda',
      'Central Region',
      'Uganda',
      'Africa',
    ]);
    expect((await get(`/api/geo/hierarchy/district/${ref.guluDistrict}`)).body.label).toBe(
      'Gulu District, Northern Region, Uganda',
    );
    expect((await get(`/api/geo/hierarchy/subregion/${ref.acholi}`)).body.chain).toHaveLength(4);
    expect((await get(`/api/geo/hierarchy/region/${ref.central}`)).body.label).toBe(
      'Central Region, Uganda',
    );
    expect((await get(`/api/geo/hierarchy/region/${ref.kampala}`)).status).toBe(404);
    expect((await get(`/api/geo/hierarchy/${randomUUID()}`)).status).toBe(404);
    expect((await get(`/api/geo/hierarchy/${ref.africa}`)).body.chain).toHaveLength(1);
  });
});
