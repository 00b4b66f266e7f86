/**
 * Builds the committed reference geography (../json/*.json) from two maintained npm data
 * packages and our hand-curated Uganda files. Run after changing either:
 *
 *   npx tsx apps/api/src/seed/reference/build/build-reference.ts && npx prettier --write apps/api/src/seed/reference/json
 *
 * The output is plain JSON (names, structure, centres); ids, slugs and search names are derived
 * at seed time, so the JSON stays readable in review. Sources: docs/geography.md.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { City, Country, State } from 'country-state-city';
import { continents, countries, getCountryData, type TCountryCode } from 'countries-list';
import { slugify } from '../../../modules/geo/geo-names';
import type { CountryData, PlacesData } from '../reference-data';
import { buildUganda } from './build-uganda';
import {
  AFRICA_54,
  CONTINENT_CENTRES,
  MAJOR_CITIES,
  NAME_FIXES,
  REGION_CENTRES,
  REGION_FIXES,
} from './fixes';

const out = (file: string, value: unknown) =>
  writeFileSync(
    fileURLToPath(new URL(`../json/${file}`, import.meta.url)),
    `${JSON.stringify(value, null, 1)}\n`,
  );
const round = (v: string | number | undefined | null): number | null =>
  v === undefined || v === null || v === '' ? null : Math.round(Number(v) * 1e4) / 1e4;

/** Great-circle distance, to drop region centres the package places on another continent. */
function km(a: [number, number], b: [number, number]): number {
  const rad = Math.PI / 180;
  const dLat = (b[0] - a[0]) * rad;
  const dLng = (b[1] - a[1]) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(a[0] * rad) * Math.cos(b[0] * rad) * Math.sin(dLng / 2) ** 2;
  return 12_742 * Math.asin(Math.sqrt(h));
}

const continentList = Object.entries(continents).map(([code, name]) => ({
  code,
  name,
  lat: CONTINENT_CENTRES[code]![0],
  lng: CONTINENT_CENTRES[code]![1],
}));

const countryList: CountryData[] = Object.keys(countries)
  .sort()
  .map((iso2) => {
    const d = getCountryData(iso2 as TCountryCode);
    const csc = Country.getCountryByCode(iso2);
    return {
      iso2,
      iso3: d.iso3,
      name: NAME_FIXES[iso2] ?? d.name,
      continent: d.continent,
      currency: d.currency[0] ?? 'USD',
      callingCode: `+${d.phone[0] ?? ''}`,
      enabled: AFRICA_54.includes(iso2),
      lat: round(csc?.latitude),
      lng: round(csc?.longitude),
    };
  });

/** Regions (states) and cities of a country, from country-state-city. */
function fromPackage(iso2: string): PlacesData {
  const country = countryList.find((c) => c.iso2 === iso2)!;
  const centre: [number, number] | null =
    country.lat === null || country.lng === null ? null : [country.lat, country.lng];
  const states = State.getStatesOfCountry(iso2);
  const regionName = new Map(
    states.map((s) => [s.isoCode, REGION_FIXES[`${iso2}:${s.name}`] ?? s.name]),
  );
  const regions = states.map((s) => {
    const at: [number, number] = [Number(s.latitude), Number(s.longitude)];
    const fixed = REGION_CENTRES[`${iso2}:${s.name}`];
    const plausible = centre && s.latitude && km(centre, at) < 1_800;
    const use = fixed ?? (plausible ? at : null);
    return { name: regionName.get(s.isoCode)!, lat: round(use?.[0]), lng: round(use?.[1]) };
  });
  const seen = new Set<string>();
  const cities = (City.getCitiesOfCountry(iso2) ?? []).flatMap((c) => {
    const region = regionName.get(c.stateCode);
    const key = `${region}/${slugify(c.name)}`;
    if (!region || seen.has(key)) return [];
    seen.add(key);
    const kind: 'city' | 'town' = MAJOR_CITIES.includes(`${iso2}:${c.name}`) ? 'city' : 'town';
    return [
      {
        region,
        district: null,
        name: c.name,
        kind,
        lat: round(c.latitude),
        lng: round(c.longitude),
      },
    ];
  });
  return { regions, subRegions: [], districts: [], cities, areas: [] };
}

out('continents.json', continentList);
out('countries.json', countryList);
out('places-UG.json', buildUganda(round));
for (const iso2 of ['KE', 'TZ', 'RW', 'NG', 'GH', 'ZA'])
  out(`places-${iso2}.json`, fromPackage(iso2));
console.log(`${continentList.length} continents, ${countryList.length} countries written`);
