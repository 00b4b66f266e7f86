import type { Listing, ListingKind } from '@afrinest/contract';

type LandFacts = NonNullable<Listing['land']>;

/** Words for the land facts; plain data, so the public page loads no schema for them. */
export const ACCESS_ROAD_LABELS: Record<NonNullable<LandFacts['accessRoad']>, string> = {
  TARMAC: 'Tarmac road',
  MURRAM: 'Murram road',
  FOOTPATH: 'Footpath only',
  NONE: 'No road access',
};

export const UTILITY_LABELS: Record<LandFacts['utilities'][number], string> = {
  ELECTRICITY: 'Electricity',
  WATER: 'Piped water',
  SEWER: 'Sewer',
  INTERNET: 'Internet',
};

export const TITLE_STATUS_DETAIL: Record<LandFacts['titleStatus'], string> = {
  TITLED: 'Titled',
  TITLE_IN_PROCESS: 'Title in process',
  UNTITLED: 'Untitled',
};

/** "Illustration of a plot of land": each kind with its article. */
export const KIND_NOUNS: Record<ListingKind, string> = {
  house: 'a house',
  apartment: 'an apartment',
  room: 'a room',
  commercial: 'a commercial property',
  office: 'an office',
  warehouse: 'a warehouse',
  land: 'a plot of land',
  hotel: 'a hotel',
  building: 'a building',
};
