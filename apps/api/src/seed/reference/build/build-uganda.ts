import { State } from 'country-state-city';
import type { PlacesData } from '../reference-data';
import { ugandaRegions, type DistrictSeed } from './uganda-districts';
import { ugandaAreas, ugandaCities, type AreaSeed } from './uganda-places';

type Round = (v: string | number | undefined | null) => number | null;

/** Uganda from the curated files, district centres from country-state-city where it has them. */
export function buildUganda(round: Round): PlacesData {
  const packageDistricts = new Map(
    State.getStatesOfCountry('UG').map((s) => [s.name, [s.latitude, s.longitude] as const]),
  );
  const data: PlacesData = { regions: [], subRegions: [], districts: [], cities: [], areas: [] };
  const regionOfDistrict = new Map<string, string>();

  for (const region of ugandaRegions) {
    data.regions.push({ name: region.name, lat: region.at[0], lng: region.at[1] });
    for (const sub of region.subRegions) {
      data.subRegions.push({ region: region.name, name: sub.name, lat: sub.at[0], lng: sub.at[1] });
      for (const entry of sub.districts) {
        const d: DistrictSeed = typeof entry === 'string' ? { name: entry } : entry;
        const found = packageDistricts.get(`${d.cscName ?? d.name} District`);
        const at = d.at ?? (found ? [round(found[0]), round(found[1])] : null);
        if (!at) throw new Error(`No centre for ${d.name} District`);
        regionOfDistrict.set(d.name, region.name);
        data.districts.push({
          region: region.name,
          subRegion: sub.name,
          name: `${d.name} District`,
          lat: at[0],
          lng: at[1],
        });
      }
    }
  }

  for (const city of ugandaCities) {
    const region = regionOfDistrict.get(city.district);
    if (!region) throw new Error(`${city.name}: unknown district ${city.district}`);
    data.cities.push({
      region,
      district: `${city.district} District`,
      name: city.name,
      kind: city.kind,
      lat: city.at[0],
      lng: city.at[1],
    });
  }

  const addAreas = (cityName: string, region: string, areas: AreaSeed[], parent: string | null) => {
    for (const area of areas) {
      data.areas.push({
        region,
        city: cityName,
        parent,
        name: area.name,
        kind: area.areas ? 'division' : 'neighbourhood',
        lat: area.at[0],
        lng: area.at[1],
      });
      if (area.areas) addAreas(cityName, region, area.areas, area.name);
    }
  };
  for (const [cityName, areas] of Object.entries(ugandaAreas)) {
    const city = data.cities.find((c) => c.name === cityName);
    if (!city) throw new Error(`Areas for unknown city ${cityName}`);
    addAreas(cityName, city.region, areas, null);
  }
  return data;
}
