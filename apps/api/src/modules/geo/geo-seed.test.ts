import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, signInAs, type TestContext } from '../../../test/helper';
import { seedReference } from '../../seed/reference/index';
import { ugandaRegions } from '../../seed/reference/build/uganda-districts';
import { getJson, ref } from './geo-test-helpers';

const AFRICA_54 =
  'DZ AO BJ BW BF BI CV CM CF TD KM CD CG CI DJ EG GQ ER SZ ET GA GM GH GN GW KE LS LR LY MG MW ML MR MU MA MZ NA NE NG RW ST SN SC SL SO ZA SS SD TZ TG TN UG ZM ZW'.split(
    ' ',
  );

describe('reference geography seed', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await ctx.database.db.execute(query)) as unknown as { rows: T[] }).rows;
  const counts = () =>
    rows<{ t: string; n: number }>(sql`
      select 'country' t, count(*)::int n from geo_country union all
      select 'region', count(*)::int from geo_region union all
      select 'district', count(*)::int from geo_district union all
      select 'city', count(*)::int from geo_city union all
      select 'area', count(*)::int from geo_area`);

  it('enables exactly the 54 African countries, with ISO codes, currency and calling code; the rest of the world is there, disabled', async () => {
    const all = await rows<{
      iso2: string;
      iso3: string;
      currency: string;
      calling_code: string;
      enabled: boolean;
      continent: string;
    }>(sql`
      select c.iso2, c.iso3, c.currency, c.calling_code, c.enabled, k.code as continent
      from geo_country c join geo_continent k on k.id = c.continent_id`);
    expect(all.length).toBeGreaterThanOrEqual(250);
    expect(
      all
        .filter((c) => c.enabled)
        .map((c) => c.iso2)
        .sort(),
    ).toEqual([...AFRICA_54].sort());
    for (const c of all) {
      expect(c.iso2).toMatch(/^[A-Z]{2}$/);
      expect(c.iso3).toMatch(/^[A-Z]{3}$/);
      expect(c.currency).toMatch(/^[A-Z]{3}$/);
      expect(c.calling_code).toMatch(/^\+\d{1,4}$/);
    }
    const uganda = all.find((c) => c.iso2 === 'UG')!;
    expect(uganda).toMatchObject({
      iso3: 'UGA',
      currency: 'UGX',
      calling_code: '+256',
      continent: 'AF',
    });
    expect(all.find((c) => c.iso2 === 'FR')).toMatchObject({ enabled: false, continent: 'EU' });
    // African territories that are not sovereign states stay disabled.
    expect(all.find((c) => c.iso2 === 'RE')).toMatchObject({ enabled: false, continent: 'AF' });
  });

  it("has Uganda's 4 regions, its sub-regions, and every district linked to a sub-region of its own region", async () => {
    const regions = (await getJson(ctx, `/api/geo/regions?countryId=${ref.uganda}`)).body.data;
    expect(regions.map((r: { name: string }) => r.name)).toEqual([
      'Central Region',
      'Eastern Region',
      'Northern Region',
      'Western Region',
    ]);
    const subs = await rows<{ name: string; region: string }>(sql`
      select s.name, r.name as region from geo_sub_region s join geo_region r on r.id = s.region_id
      where r.country_id = ${ref.uganda} order by s.name`);
    for (const name of [
      'Buganda',
      'Busoga',
      'Bukedi',
      'Bugisu',
      'Sebei',
      'Teso',
      'Karamoja',
      'Lango',
      'Acholi',
      'West Nile',
      'Bunyoro',
      'Tooro',
      'Ankole',
      'Kigezi',
    ])
      expect(subs.map((s) => s.name)).toContain(name);
    expect(subs.find((s) => s.name === 'West Nile')?.region).toBe('Northern Region');
    expect(subs.find((s) => s.name === 'Busoga')?.region).toBe('Eastern Region');

    const districts = await rows<{
      name: string;
      region: string;
      sub: string | null;
      lat: number | null;
    }>(sql`
      select d.name, r.name as region, s.name as sub, d.latitude as lat
      from geo_district d join geo_region r on r.id = d.region_id
      left join geo_sub_region s on s.id = d.sub_region_id and s.region_id = d.region_id
      where r.country_id = ${ref.uganda}`);
    const expected = ugandaRegions.flatMap((r) =>
      r.subRegions.flatMap((s) =>
        s.districts.map((d) => ({
          name: `${typeof d === 'string' ? d : d.name} District`,
          region: r.name,
          sub: s.name,
        })),
      ),
    );
    expect(expected).toHaveLength(136);
    expect(districts).toHaveLength(136);
    for (const d of expected) expect(districts).toContainEqual(expect.objectContaining(d));
    expect(districts.every((d) => d.sub !== null && d.lat !== null)).toBe(true);
    for (const [name, region, sub] of [
      ['Wakiso District', 'Central Region', 'Buganda'],
      ['Gulu District', 'Northern Region', 'Acholi'],
      ['Jinja District', 'Eastern Region', 'Busoga'],
      ['Mbarara District', 'Western Region', 'Ankole'],
      ['Kasese District', 'Western Region', 'Tooro'],
      ['Moroto District', 'Northern Region', 'Karamoja'],
      ['Kikuube District', 'Western Region', 'Bunyoro'],
      ['Terego District', 'Northern Region', 'West Nile'],
    ])
      expect(districts).toContainEqual(expect.objectContaining({ name, region, sub }));
  });

  it("has Uganda's cities in their districts, and Kampala's five divisions under Kampala with their neighbourhoods", async () => {
    const cities = await rows<{ name: string; district: string; kind: string }>(sql`
      select c.name, d.name as district, c.kind from geo_city c join geo_district d on d.id = c.district_id
      join geo_region r on r.id = c.region_id where r.country_id = ${ref.uganda}`);
    for (const [name, district] of [
      ['Kampala', 'Kampala District'],
      ['Entebbe', 'Wakiso District'],
      ['Kira', 'Wakiso District'],
      ['Jinja', 'Jinja District'],
      ['Mbarara', 'Mbarara District'],
      ['Gulu', 'Gulu District'],
      ['Arua', 'Arua District'],
      ['Mbale', 'Mbale District'],
      ['Masaka', 'Masaka District'],
      ['Fort Portal', 'Kabarole District'],
      ['Lira', 'Lira District'],
      ['Hoima', 'Hoima District'],
      ['Soroti', 'Soroti District'],
    ])
      expect(cities).toContainEqual(expect.objectContaining({ name, district }));
    expect(
      cities
        .filter((c) => c.kind === 'city')
        .map((c) => c.name)
        .sort(),
    ).toEqual([
      'Arua',
      'Fort Portal',
      'Gulu',
      'Hoima',
      'Jinja',
      'Kampala',
      'Lira',
      'Masaka',
      'Mbale',
      'Mbarara',
      'Soroti',
    ]);

    const divisions = (await getJson(ctx, `/api/geo/areas?cityId=${ref.kampala}`)).body.data.filter(
      (a: { parentId: string | null }) => a.parentId === null,
    );
    expect(divisions.map((d: { name: string }) => d.name).sort()).toEqual([
      'Kampala Central',
      'Kawempe',
      'Makindye',
      'Nakawa',
      'Rubaga',
    ]);
    expect(divisions.every((d: { kind: string }) => d.kind === 'division')).toBe(true);
    const hoods = await rows<{ name: string; division: string; lat: number; lng: number }>(sql`
      select a.name, p.name as division, a.latitude as lat, a.longitude as lng
      from geo_area a join geo_area p on p.id = a.parent_id where a.city_id = ${ref.kampala}`);
    for (const [name, division] of [
      ['Kololo', 'Kampala Central'],
      ['Nakasero', 'Kampala Central'],
      ['Kamwokya', 'Kampala Central'],
      ['Ntinda', 'Nakawa'],
      ['Bukoto', 'Nakawa'],
      ['Naguru', 'Nakawa'],
      ['Bugolobi', 'Nakawa'],
      ['Kisaasi', 'Nakawa'],
      ['Kyanja', 'Nakawa'],
      ['Kiwatule', 'Nakawa'],
      ['Mutungo', 'Nakawa'],
      ['Muyenga', 'Makindye'],
      ['Kansanga', 'Makindye'],
      ['Kabalagala', 'Makindye'],
      ['Nsambya', 'Makindye'],
      ['Makindye', 'Makindye'],
      ['Mengo', 'Rubaga'],
      ['Wandegeya', 'Kawempe'],
    ])
      expect(hoods).toContainEqual(expect.objectContaining({ name, division }));
    // Every neighbourhood has a centre inside Greater Kampala.
    for (const h of hoods) {
      expect(h.lat).toBeGreaterThan(0.2);
      expect(h.lat).toBeLessThan(0.45);
      expect(h.lng).toBeGreaterThan(32.45);
      expect(h.lng).toBeLessThan(32.7);
    }
    const kira = (await getJson(ctx, `/api/geo/areas?cityId=${ref.kira}`)).body.data.map(
      (a: { name: string }) => a.name,
    );
    expect(kira).toEqual(expect.arrayContaining(['Kira', 'Najjera', 'Namugongo', 'Kyaliwajjala']));
  });

  it('has Kenya, Tanzania, Rwanda, Nigeria, Ghana and South Africa to region and city level', async () => {
    const per = await rows<{ iso2: string; regions: number; cities: number }>(sql`
      select c.iso2, count(distinct r.id)::int as regions, count(ci.id)::int as cities
      from geo_country c join geo_region r on r.country_id = c.id left join geo_city ci on ci.region_id = r.id
      where c.iso2 in ('KE','TZ','RW','NG','GH','ZA') group by c.iso2 order by c.iso2`);
    expect(Object.fromEntries(per.map((p) => [p.iso2, p.regions]))).toEqual({
      GH: 16,
      KE: 47,
      NG: 37,
      RW: 5,
      TZ: 31,
      ZA: 9,
    });
    for (const p of per) expect(p.cities).toBeGreaterThanOrEqual(10);
    const nairobi = (await getJson(ctx, `/api/geo/cities?regionId=${ref.nairobiCounty}`)).body.data;
    expect(nairobi.map((c: { name: string }) => c.name)).toContain('Nairobi');
  });

  it('is skipped when unchanged, changes nothing when forced again, and keeps what an admin changed', async () => {
    const before = await counts();
    expect(await seedReference(ctx.app.services)).toEqual({ skipped: true, inserted: 0 });
    const admin = await signInAs(ctx, 'AFRI_ADMIN');
    const renamed = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/geo/nodes/${ref.kololo}`,
      headers: admin.auth,
      payload: { name: 'Kololo Hill' },
    });
    expect(renamed.statusCode).toBe(200);
    const disabled = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/geo/nodes/${ref.kenya}`,
      headers: admin.auth,
      payload: { enabled: false },
    });
    expect(disabled.statusCode).toBe(200);
    expect(await seedReference(ctx.app.services, { force: true })).toEqual({
      skipped: false,
      inserted: 0,
    });
    expect(await counts()).toEqual(before);
    expect((await getJson(ctx, `/api/geo/areas/${ref.kololo}`)).body.name).toBe('Kololo Hill');
    const [kenya] = await rows<{ enabled: boolean }>(
      sql`select enabled from geo_country where id = ${ref.kenya}`,
    );
    expect(kenya!.enabled).toBe(false);
  });
});
