import {
  toSquareMetres,
  type Feature,
  type Listing,
  type ListingInput,
  type LocationSelection,
  type Place,
  type SizeView,
} from '@afrinest/contract';

import type { FeatureRow, ListingDtoRow, ListingValues } from './listings.repository';

type Size = NonNullable<ListingInput['floorArea']>;

export const locationOf = (r: ListingDtoRow): LocationSelection => ({
  countryId: r.countryId,
  regionId: r.regionId,
  subRegionId: r.subRegionId,
  districtId: r.districtId,
  cityId: r.cityId,
  areaId: r.areaId,
});
export const deepestPlaceId = (s: LocationSelection): string | null =>
  s.areaId ?? s.cityId ?? s.districtId ?? s.subRegionId ?? s.regionId ?? s.countryId ?? null;

const sizeColumns = (size: Size | null | undefined) =>
  size
    ? {
        value: size.value,
        unit: size.unit,
        widthFt: size.widthFt,
        lengthFt: size.lengthFt,
        m2: toSquareMetres(size),
      }
    : { value: null, unit: null, widthFt: null, lengthFt: null, m2: null };

/** The row values of a listing form; the place gives the names, ids and fallback point. */
export function valuesOf(
  input: ListingInput,
  place: Place,
  owner: { agentId: string; agencyId: string },
): Omit<ListingValues, 'status' | 'createdBy' | 'publishedAt' | 'featuredUntil'> {
  const floor = sizeColumns(input.floorArea);
  const land = sizeColumns(input.landSize);
  const isLand = input.kind === 'land';
  const facts = isLand ? input.land : null;
  return {
    kind: input.kind,
    purpose: input.purpose,
    rentPeriod: input.purpose === 'RENT' ? (input.rentPeriod ?? null) : null,
    title: input.title,
    description: input.description,
    priceAmount: input.price.amount,
    currency: input.price.currency,
    negotiable: input.negotiable,
    bedrooms: input.bedrooms ?? null,
    bathrooms: input.bathrooms ?? null,
    floorAreaValue: floor.value,
    floorAreaUnit: floor.unit,
    floorAreaWidthFt: floor.widthFt,
    floorAreaLengthFt: floor.lengthFt,
    floorAreaM2: floor.m2,
    landSizeValue: land.value,
    landSizeUnit: land.unit,
    landSizeWidthFt: land.widthFt,
    landSizeLengthFt: land.lengthFt,
    landSizeM2: land.m2,
    // Plots compare by land size; buildings by floor area, else by their plot.
    sizeM2: isLand ? land.m2 : (floor.m2 ?? land.m2),
    tenure: facts?.tenure ?? null,
    leaseYears: facts?.tenure === 'LEASEHOLD' ? (facts.leaseYears ?? null) : null,
    titleStatus: facts?.titleStatus ?? null,
    accessRoad: facts?.accessRoad ?? null,
    utilities: facts?.utilities ?? [],
    countryId: place.selection.countryId,
    regionId: place.selection.regionId,
    subRegionId: place.selection.subRegionId,
    districtId: place.selection.districtId,
    cityId: place.selection.cityId,
    areaId: place.selection.areaId,
    placeIds: place.chain.filter((c) => c.level !== 'continent').map((c) => c.id),
    placeNames: place.chain.map((c) => c.name).join(' '),
    latitude: input.latitude ?? place.latitude,
    longitude: input.longitude ?? place.longitude,
    address: input.address || null,
    agentId: owner.agentId,
    agencyId: owner.agencyId,
  };
}

const sizeView = (
  value: number | null,
  unit: string | null,
  widthFt: number | null,
  lengthFt: number | null,
  m2: number | null,
): SizeView | null =>
  value === null || unit === null || m2 === null
    ? null
    : { value, unit: unit as SizeView['unit'], widthFt, lengthFt, squareMetres: m2 };

/** What a feature's DTO needs (the search's json_agg carries only these fields). */
export type FeatureFields = Pick<FeatureRow, 'id' | 'name' | 'slug' | 'category' | 'active'>;

export const toFeatureDto = (f: FeatureFields): Feature => ({
  id: f.id,
  name: f.name,
  slug: f.slug,
  category: f.category,
  active: f.active,
});

export function toListingDto(
  r: ListingDtoRow & { distanceKm?: number | null },
  extra: {
    features: FeatureFields[];
    place: Place | null;
    agent: { id: string; name: string } | null;
    agency: { id: string; name: string; slug: string } | null;
    now: Date;
    cover: Listing['cover'];
  },
): Listing {
  return {
    id: r.id,
    kind: r.kind as Listing['kind'],
    purpose: r.purpose as Listing['purpose'],
    rentPeriod: r.rentPeriod as Listing['rentPeriod'],
    title: r.title,
    description: r.description,
    price: { amount: r.priceAmount, currency: r.currency },
    negotiable: r.negotiable,
    bedrooms: r.bedrooms,
    bathrooms: r.bathrooms,
    floorArea: sizeView(
      r.floorAreaValue,
      r.floorAreaUnit,
      r.floorAreaWidthFt,
      r.floorAreaLengthFt,
      r.floorAreaM2,
    ),
    landSize: sizeView(
      r.landSizeValue,
      r.landSizeUnit,
      r.landSizeWidthFt,
      r.landSizeLengthFt,
      r.landSizeM2,
    ),
    land:
      r.tenure && r.titleStatus
        ? {
            tenure: r.tenure as 'MAILO',
            leaseYears: r.leaseYears,
            titleStatus: r.titleStatus as 'TITLED',
            accessRoad: r.accessRoad as 'TARMAC' | null,
            utilities: r.utilities as 'WATER'[],
          }
        : null,
    features: extra.features.map(toFeatureDto),
    location: locationOf(r),
    place: extra.place,
    latitude: r.latitude,
    longitude: r.longitude,
    address: r.address,
    agent: extra.agent,
    agency: extra.agency,
    status: r.status as Listing['status'],
    featured: !!r.featuredUntil && r.featuredUntil > extra.now,
    featuredUntil: r.featuredUntil?.toISOString() ?? null,
    viewCount: r.viewCount,
    enquiryCount: r.enquiryCount,
    distanceKm: r.distanceKm ?? null,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    publishedAt: r.publishedAt?.toISOString() ?? null,
    cover: extra.cover,
  };
}
