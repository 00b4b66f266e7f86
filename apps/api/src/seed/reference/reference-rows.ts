import { createHash } from 'node:crypto';
import { normalizeName, slugify } from '../../modules/geo/geo-names';
import type { ReferenceRows } from '../../modules/geo/geo-reference.repository';
import type { ReferenceData } from './reference-data';

/**
 * A stable UUID for a reference place from its natural key ("city:UG/central-region/kampala"):
 * the same on every install, so demo data and other seeds can refer to a place by id, and a
 * re-run finds what it inserted before. (SHA-1 name-based, laid out as a version-5 UUID.)
 */
export function referenceId(key: string): string {
  const h = createHash('sha1').update(`afrinest-geo:${key}`).digest();
  h[6] = (h[6]! & 0x0f) | 0x50;
  h[8] = (h[8]! & 0x3f) | 0x80;
  const hex = h.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const named = (key: string, name: string, lat: number | null, lng: number | null) => ({
  id: referenceId(key),
  name,
  slug: slugify(name),
  name_norm: normalizeName(name),
  latitude: lat,
  longitude: lng,
});

/** The committed JSON as table rows, every parent resolved to its id. */
export function toReferenceRows(data: ReferenceData): ReferenceRows {
  const rows: ReferenceRows = {
    continents: data.continents.map((c) => ({
      ...named(`continent:${c.code}`, c.name, c.lat, c.lng),
      code: c.code,
    })),
    countries: data.countries.map((c) => ({
      ...named(`country:${c.iso2}`, c.name, c.lat, c.lng),
      continent_id: referenceId(`continent:${c.continent}`),
      iso2: c.iso2,
      iso3: c.iso3,
      currency: c.currency,
      calling_code: c.callingCode,
      enabled: c.enabled,
    })),
    regions: [],
    subRegions: [],
    districts: [],
    cities: [],
    areas: [],
  };
  for (const [iso2, places] of Object.entries(data.places)) {
    const region = (name: string) => `${iso2}/${slugify(name)}`;
    const regionId = (name: string) => referenceId(`region:${region(name)}`);
    const city = (r: string, name: string) => `${region(r)}/${slugify(name)}`;
    for (const r of places.regions)
      rows.regions.push({
        ...named(`region:${region(r.name)}`, r.name, r.lat, r.lng),
        country_id: referenceId(`country:${iso2}`),
      });
    for (const s of places.subRegions)
      rows.subRegions.push({
        ...named(`subregion:${region(s.region)}/${slugify(s.name)}`, s.name, s.lat, s.lng),
        region_id: regionId(s.region),
      });
    for (const d of places.districts)
      rows.districts.push({
        ...named(`district:${region(d.region)}/${slugify(d.name)}`, d.name, d.lat, d.lng),
        region_id: regionId(d.region),
        sub_region_id: d.subRegion
          ? referenceId(`subregion:${region(d.region)}/${slugify(d.subRegion)}`)
          : null,
      });
    for (const c of places.cities)
      rows.cities.push({
        ...named(`city:${city(c.region, c.name)}`, c.name, c.lat, c.lng),
        region_id: regionId(c.region),
        district_id: c.district
          ? referenceId(`district:${region(c.region)}/${slugify(c.district)}`)
          : null,
        kind: c.kind,
      });
    const areaKey = (r: string, c: string, parent: string | null, name: string) =>
      `area:${city(r, c)}/${parent ? slugify(parent) : ''}/${slugify(name)}`;
    // A division's key has no parent; its neighbourhoods name it.
    for (const a of places.areas)
      rows.areas.push({
        ...named(areaKey(a.region, a.city, a.parent, a.name), a.name, a.lat, a.lng),
        city_id: referenceId(`city:${city(a.region, a.city)}`),
        parent_id: a.parent ? referenceId(areaKey(a.region, a.city, null, a.parent)) : null,
        kind: a.kind,
      });
  }
  return rows;
}

/** A fingerprint of the data: a start whose stored fingerprint matches skips the seed. */
export const referenceHash = (rows: ReferenceRows): string =>
  createHash('sha256').update(JSON.stringify(rows)).digest('hex');
