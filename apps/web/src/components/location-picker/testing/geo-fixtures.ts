import type { Area, City, Country, District, Place, Region, SubRegion } from '@afrinest/contract';

/** A small slice of the reference geography (ids are UUIDs, as the forms check), for the test API. */
const at = { latitude: null, longitude: null };
export const geo = {
  uganda: {
    id: '00000000-0000-4000-8000-000000000002',
    name: 'Uganda',
    slug: 'uganda',
    ...at,
    continentId: '00000000-0000-4000-8000-000000000001',
    iso2: 'UG',
    iso3: 'UGA',
    currency: 'UGX',
    callingCode: '+256',
    enabled: true,
  } satisfies Country,
  kenya: {
    id: '00000000-0000-4000-8000-000000000003',
    name: 'Kenya',
    slug: 'kenya',
    ...at,
    continentId: '00000000-0000-4000-8000-000000000001',
    iso2: 'KE',
    iso3: 'KEN',
    currency: 'KES',
    callingCode: '+254',
    enabled: true,
  } satisfies Country,
  central: {
    id: '00000000-0000-4000-8000-000000000004',
    name: 'Central Region',
    slug: 'central-region',
    ...at,
    countryId: '00000000-0000-4000-8000-000000000002',
  } satisfies Region,
  western: {
    id: '00000000-0000-4000-8000-000000000005',
    name: 'Western Region',
    slug: 'western-region',
    ...at,
    countryId: '00000000-0000-4000-8000-000000000002',
  } satisfies Region,
  nairobiCounty: {
    id: '00000000-0000-4000-8000-000000000006',
    name: 'Nairobi City',
    slug: 'nairobi-city',
    ...at,
    countryId: '00000000-0000-4000-8000-000000000003',
  } satisfies Region,
  buganda: {
    id: '00000000-0000-4000-8000-000000000007',
    name: 'Buganda',
    slug: 'buganda',
    ...at,
    regionId: '00000000-0000-4000-8000-000000000004',
  } satisfies SubRegion,
  kampalaDistrict: {
    id: '00000000-0000-4000-8000-000000000008',
    name: 'Kampala District',
    slug: 'kampala-district',
    ...at,
    regionId: '00000000-0000-4000-8000-000000000004',
    subRegionId: '00000000-0000-4000-8000-000000000007',
  } satisfies District,
  wakisoDistrict: {
    id: '00000000-0000-4000-8000-000000000009',
    name: 'Wakiso District',
    slug: 'wakiso-district',
    ...at,
    regionId: '00000000-0000-4000-8000-000000000004',
    subRegionId: '00000000-0000-4000-8000-000000000007',
  } satisfies District,
  kampala: {
    id: '00000000-0000-4000-8000-000000000010',
    name: 'Kampala',
    slug: 'kampala',
    ...at,
    regionId: '00000000-0000-4000-8000-000000000004',
    districtId: '00000000-0000-4000-8000-000000000008',
    kind: 'city',
  } satisfies City,
  entebbe: {
    id: '00000000-0000-4000-8000-000000000011',
    name: 'Entebbe',
    slug: 'entebbe',
    ...at,
    regionId: '00000000-0000-4000-8000-000000000004',
    districtId: '00000000-0000-4000-8000-000000000009',
    kind: 'municipality',
  } satisfies City,
  nairobi: {
    id: '00000000-0000-4000-8000-000000000012',
    name: 'Nairobi',
    slug: 'nairobi',
    ...at,
    regionId: '00000000-0000-4000-8000-000000000006',
    districtId: null,
    kind: 'city',
  } satisfies City,
  kampalaCentral: {
    id: '00000000-0000-4000-8000-000000000013',
    name: 'Kampala Central',
    slug: 'kampala-central',
    ...at,
    cityId: '00000000-0000-4000-8000-000000000010',
    parentId: null,
    kind: 'division',
  } satisfies Area,
  kololo: {
    id: '00000000-0000-4000-8000-000000000014',
    name: 'Kololo',
    slug: 'kololo',
    ...at,
    cityId: '00000000-0000-4000-8000-000000000010',
    parentId: '00000000-0000-4000-8000-000000000013',
    kind: 'neighbourhood',
  } satisfies Area,
  nakasero: {
    id: '00000000-0000-4000-8000-000000000015',
    name: 'Nakasero',
    slug: 'nakasero',
    ...at,
    cityId: '00000000-0000-4000-8000-000000000010',
    parentId: '00000000-0000-4000-8000-000000000013',
    kind: 'neighbourhood',
  } satisfies Area,
};

export const kololoPlace: Place = {
  id: '00000000-0000-4000-8000-000000000014',
  level: 'area',
  name: 'Kololo',
  slug: 'kololo',
  ...at,
  label: 'Kololo, Kampala Central, Kampala, Central Region, Uganda',
  chain: [],
  selection: {
    countryId: '00000000-0000-4000-8000-000000000002',
    regionId: '00000000-0000-4000-8000-000000000004',
    subRegionId: '00000000-0000-4000-8000-000000000007',
    districtId: '00000000-0000-4000-8000-000000000008',
    cityId: '00000000-0000-4000-8000-000000000010',
    areaId: '00000000-0000-4000-8000-000000000014',
  },
};

interface Api {
  on(route: string, reply: unknown): void;
}
type Seen = { query: URLSearchParams };

/** Answers the public geo calls from the slice above, filtered as the real API filters. */
export function answerGeo(api: Api): void {
  const list = <T>(items: T[]) => ({ body: { data: items } });
  api.on('GET /api/geo/countries', list([geo.kenya, geo.uganda]));
  api.on('GET /api/geo/regions', (r: Seen) =>
    list(
      [geo.central, geo.western, geo.nairobiCounty].filter(
        (x) => x.countryId === r.query.get('countryId'),
      ),
    ),
  );
  api.on('GET /api/geo/sub-regions', (r: Seen) =>
    list([geo.buganda].filter((x) => x.regionId === r.query.get('regionId'))),
  );
  api.on('GET /api/geo/districts', (r: Seen) =>
    list(
      [geo.kampalaDistrict, geo.wakisoDistrict].filter(
        (d) => d.regionId === r.query.get('regionId'),
      ),
    ),
  );
  api.on('GET /api/geo/cities', (r: Seen) =>
    list(
      [geo.kampala, geo.entebbe, geo.nairobi].filter(
        (c) =>
          c.regionId === r.query.get('regionId') &&
          (!r.query.get('districtId') || c.districtId === r.query.get('districtId')),
      ),
    ),
  );
  api.on('GET /api/geo/areas', (r: Seen) =>
    list(
      [geo.kampalaCentral, geo.kololo, geo.nakasero].filter(
        (a) => a.cityId === r.query.get('cityId'),
      ),
    ),
  );
  api.on('GET /api/geo/autocomplete', (r: Seen) =>
    list((r.query.get('q') ?? '').startsWith('kol') ? [kololoPlace] : []),
  );
}
