import continents from './json/continents.json' with { type: 'json' };
import countries from './json/countries.json' with { type: 'json' };
import placesUG from './json/places-UG.json' with { type: 'json' };
import placesKE from './json/places-KE.json' with { type: 'json' };
import placesTZ from './json/places-TZ.json' with { type: 'json' };
import placesRW from './json/places-RW.json' with { type: 'json' };
import placesNG from './json/places-NG.json' with { type: 'json' };
import placesGH from './json/places-GH.json' with { type: 'json' };
import placesZA from './json/places-ZA.json' with { type: 'json' };

/**
 * The committed reference geography, as built by build/build-reference.ts. Parents are named,
 * not numbered, so a reviewer can read a change; the seed derives ids from these names.
 */
type Coords = { lat: number | null; lng: number | null };
export interface ContinentData extends Coords {
  code: string;
  name: string;
}
export interface CountryData extends Coords {
  iso2: string;
  iso3: string;
  name: string;
  /** Continent code. */
  continent: string;
  currency: string;
  callingCode: string;
  enabled: boolean;
}
export interface PlacesData {
  regions: ({ name: string } & Coords)[];
  subRegions: ({ region: string; name: string } & Coords)[];
  districts: ({ region: string; subRegion: string | null; name: string } & Coords)[];
  cities: ({
    region: string;
    district: string | null;
    name: string;
    kind: 'city' | 'municipality' | 'town';
  } & Coords)[];
  /** `parent` names another area of the same city (a division). */
  areas: ({
    region: string;
    city: string;
    parent: string | null;
    name: string;
    kind: 'division' | 'neighbourhood';
  } & Coords)[];
}

export interface ReferenceData {
  continents: ContinentData[];
  countries: CountryData[];
  /** Places per country (ISO 3166-1 alpha-2). */
  places: Record<string, PlacesData>;
}

export const referenceData: ReferenceData = {
  continents,
  countries,
  places: {
    UG: placesUG as PlacesData,
    KE: placesKE as PlacesData,
    TZ: placesTZ as PlacesData,
    RW: placesRW as PlacesData,
    NG: placesNG as PlacesData,
    GH: placesGH as PlacesData,
    ZA: placesZA as PlacesData,
  },
};
