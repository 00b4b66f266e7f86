import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helper';
import { getJson, ref } from './geo-test-helpers';

describe('autocomplete, reverse and validate on the reference data', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());
  const get = (url: string) => getJson(ctx, url);
  const search = async (q: string, extra = '') =>
    (await get(`/api/geo/autocomplete?q=${encodeURIComponent(q)}${extra}`)).body.data as {
      id: string;
      name: string;
      level: string;
      label: string;
    }[];

  it('completes a prefix and shows the chain ("kolol" → Kololo, Kampala Central, Kampala, Central Region, Uganda)', async () => {
    const [first] = await search('kolol');
    expect(first).toMatchObject({
      id: ref.kololo,
      level: 'area',
      name: 'Kololo',
      label: 'Kololo, Kampala Central, Kampala, Central Region, Uganda',
    });
  });

  it('ranks the exact name first and forgives case and accents', async () => {
    expect((await search('Kampala'))[0]).toMatchObject({ id: ref.kampala, level: 'city' });
    expect((await search('  KAMPALA ')).map((p) => p.name)).toEqual(
      expect.arrayContaining(['Kampala Central', 'Kampala District']),
    );
    expect((await search('uganda'))[0]).toMatchObject({ id: ref.uganda, level: 'country' });
    expect((await search("cote d'ivoire"))[0]!.name).toBe("Côte d'Ivoire");
    expect((await search('côte'))[0]!.name).toBe("Côte d'Ivoire");
  });

  it('finds places despite typos', async () => {
    const cases: [string, string][] = [
      ['ntnda', 'Ntinda'],
      ['nakaseero', 'Nakasero'],
      ['muyengaa', 'Muyenga'],
      ['mbarrara', 'Mbarara'],
      ['nairobbi', 'Nairobi'],
      ['bugolobbi', 'Bugolobi'],
    ];
    for (const [q, name] of cases) {
      const top = (await search(q)).slice(0, 3).map((p) => p.name);
      expect(top, q).toContain(name);
    }
  });

  it('matches a word inside a name ("central" → Kampala Central) and filters by level and country', async () => {
    expect((await search('central')).map((p) => p.name)).toEqual(
      expect.arrayContaining(['Central Region', 'Kampala Central']),
    );
    const cities = await search('ki', '&levels=city&limit=50');
    expect(cities.length).toBeGreaterThan(2);
    expect(cities.every((p) => p.level === 'city')).toBe(true);
    const inKenya = await search('na', `&countryId=${ref.kenya}&limit=50`);
    expect(inKenya.length).toBeGreaterThan(0);
    expect(inKenya.every((p) => p.label.endsWith('Kenya'))).toBe(true);
    expect(await search('kololo', `&countryId=${ref.kenya}`)).toEqual([]);
    expect(await search('zzqxj')).toEqual([]);
    expect(await search('k', '&limit=3')).toHaveLength(3);
  });

  it('leaves out disabled countries unless asked', async () => {
    expect((await search('france')).map((p) => p.name)).not.toContain('France');
    expect((await search('france', '&includeDisabled=true'))[0]).toMatchObject({
      id: ref.france,
      name: 'France',
    });
  });

  it('refuses an empty or overlong query and unknown levels', async () => {
    expect((await get('/api/geo/autocomplete')).status).toBe(400);
    expect((await get('/api/geo/autocomplete?q=%20%20')).status).toBe(400);
    expect((await get(`/api/geo/autocomplete?q=${'a'.repeat(101)}`)).status).toBe(400);
    expect((await get('/api/geo/autocomplete?q=kam&levels=planet')).status).toBe(400);
  });

  it('reverse: a point in Kololo is Kololo; the centre of Mbarara is Mbarara; with the distance', async () => {
    const kololo = await get('/api/geo/reverse?lat=0.3295&lng=32.5955');
    expect(kololo.status).toBe(200);
    expect(kololo.body.place).toMatchObject({
      id: ref.kololo,
      label: 'Kololo, Kampala Central, Kampala, Central Region, Uganda',
    });
    expect(kololo.body.distanceKm).toBeLessThan(0.2);
    const ntinda = await get('/api/geo/reverse?lat=0.3545&lng=32.6175');
    expect(ntinda.body.place.name).toBe('Ntinda');
    const mbarara = await get('/api/geo/reverse?lat=-0.61&lng=30.65');
    expect(mbarara.body.place).toMatchObject({ id: ref.mbarara, level: 'city' });
    expect(mbarara.body.distanceKm).toBeGreaterThan(0.3);
    expect(mbarara.body.distanceKm).toBeLessThan(3);
    // Rural Uganda, 20 km from Gulu town: the town.
    expect((await get('/api/geo/reverse?lat=2.95&lng=32.30')).body.place.name).toBe('Gulu');
  });

  it('reverse: a clear 404 outside any known place, 400 for bad coordinates', async () => {
    const sea = await get('/api/geo/reverse?lat=0&lng=0');
    expect(sea.status).toBe(404);
    expect(sea.body.error).toEqual({
      code: 'NOT_FOUND',
      message: 'No known place near these coordinates.',
    });
    // Paris is known as a country but France is disabled and has no towns here.
    expect((await get('/api/geo/reverse?lat=48.85&lng=2.35')).status).toBe(404);
    const bad = await get('/api/geo/reverse?lat=91&lng=32');
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.fields['querystring.lat']).toEqual([
      'The latitude is between -90 and 90.',
    ]);
    expect((await get('/api/geo/reverse?lat=0.3&lng=200')).status).toBe(400);
    expect((await get('/api/geo/reverse?lat=abc&lng=32')).status).toBe(400);
    expect((await get('/api/geo/reverse?lat=0.3')).status).toBe(400);
  });

  it('validate: a consistent chain is valid and answers the place', async () => {
    const q = `countryId=${ref.uganda}&regionId=${ref.central}&districtId=${ref.kampalaDistrict}&cityId=${ref.kampala}&areaId=${ref.kololo}`;
    const { status, body } = await get(`/api/geo/validate?${q}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ valid: true, invalidLevel: null, message: null });
    expect(body.place.id).toBe(ref.kololo);
    // Levels may be skipped: a city straight under its country is still one chain.
    expect(
      (await get(`/api/geo/validate?countryId=${ref.uganda}&cityId=${ref.mbarara}`)).body.valid,
    ).toBe(true);
  });

  it('validate: names the first level that does not fit, and why', async () => {
    const wrongRegion = await get(
      `/api/geo/validate?countryId=${ref.kenya}&regionId=${ref.central}`,
    );
    expect(wrongRegion.body).toMatchObject({
      valid: false,
      invalidLevel: 'region',
      message: 'Central Region is not in the country chosen.',
      place: null,
    });
    const wrongDistrict = await get(
      `/api/geo/validate?countryId=${ref.uganda}&regionId=${ref.central}&subRegionId=${ref.buganda}&districtId=${ref.guluDistrict}`,
    );
    expect(wrongDistrict.body).toMatchObject({ valid: false, invalidLevel: 'district' });
    const wrongCity = await get(
      `/api/geo/validate?countryId=${ref.uganda}&regionId=${ref.central}&districtId=${ref.wakisoDistrict}&cityId=${ref.kampala}`,
    );
    expect(wrongCity.body).toMatchObject({
      valid: false,
      invalidLevel: 'city',
      message: 'Kampala is not in the district chosen.',
    });
    const unknown = await get(`/api/geo/validate?countryId=${ref.uganda}&areaId=${randomUUID()}`);
    expect(unknown.body).toMatchObject({
      valid: false,
      invalidLevel: 'area',
      message: 'Unknown area.',
    });
    const levelMix = await get(`/api/geo/validate?countryId=${ref.uganda}&cityId=${ref.kololo}`);
    expect(levelMix.body).toMatchObject({ valid: false, invalidLevel: 'city' });
    expect((await get('/api/geo/validate')).body).toMatchObject({
      valid: false,
      invalidLevel: 'country',
    });
    expect((await get(`/api/geo/validate?countryId=${ref.france}`)).body).toMatchObject({
      valid: false,
      invalidLevel: 'country',
      message: 'France is not available yet.',
    });
    expect((await get('/api/geo/validate?cityId=kampala')).status).toBe(400);
  });
});
