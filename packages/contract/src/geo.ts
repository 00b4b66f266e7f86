import { z } from 'zod';
import { nearZeroAsZero, queryDecimal, queryInt, text } from './primitives';
import { COUNTRY_FETCH_LIMIT, COUNTRY_FETCH_LIMIT_MAX, GEO_LIST_LIMIT } from './constants';

/**
 * Geography (SPEC §3, §7): continent → country → region → sub-region → district → city → area.
 * Sub-region and district are optional links (most countries have neither); an area may sit
 * inside another area (Kampala's divisions hold its neighbourhoods). See docs/geography.md.
 */
export const geoLevelSchema = z.enum([
  'continent',
  'country',
  'region',
  'subregion',
  'district',
  'city',
  'area',
]);
export type GeoLevel = z.infer<typeof geoLevelSchema>;
export const GEO_LEVELS = geoLevelSchema.options;

export const GEO_AUTOCOMPLETE_LIMIT = 10;
export const GEO_AUTOCOMPLETE_LIMIT_MAX = 50;
export const GEO_ADMIN_PAGE_SIZE = 25;
export const GEO_ADMIN_PAGE_SIZE_MAX = 100;

export const GeoMessages = {
  NOT_FOUND: 'This place does not exist.',
  NO_PLACE_NEAR: 'No known place near these coordinates.',
  HAS_REFERENCES: 'cannot be deleted while other records refer to it',
  DUPLICATE: 'A place with this name already exists here.',
} as const;

const uuid = (what: string) => z.uuid(`The ${what} id is not valid.`);
/** Query-string numbers: text that must read as a whole number of at least 1; larger is clamped. */
const limitParam = (fallback: number, max: number) =>
  queryInt(
    z
      .number({ error: 'The limit is a number.' })
      .int('The limit is a whole number.')
      .min(1, 'The limit is at least 1.'),
  )
    .default(fallback)
    .transform((n) => Math.min(n, max));
const boolParam = z
  .enum(['true', 'false', '1', '0'], { error: 'Use true or false.' })
  .transform((v) => v === 'true' || v === '1');

// ── Nodes ────────────────────────────────────────────────────────────────────────────────────
const node = {
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
};
export const continentSchema = z.object({ ...node, code: z.string() });
export const regionSchema = z.object({ ...node, countryId: z.string() });
export const subRegionSchema = z.object({ ...node, regionId: z.string() });
export const districtSchema = z.object({
  ...node,
  regionId: z.string(),
  subRegionId: z.string().nullable(),
});
export const cityKindSchema = z.enum(['city', 'municipality', 'town']);
export const citySchema = z.object({
  ...node,
  regionId: z.string(),
  districtId: z.string().nullable(),
  kind: cityKindSchema,
});
export const areaKindSchema = z.enum(['division', 'neighbourhood']);
export const areaSchema = z.object({
  ...node,
  cityId: z.string(),
  parentId: z.string().nullable(),
  kind: areaKindSchema,
});
export const countrySchema = z.object({
  ...node,
  continentId: z.string(),
  iso2: z.string(),
  iso3: z.string(),
  currency: z.string(),
  callingCode: z.string(),
  enabled: z.boolean(),
  /** With include=continent. */
  continent: continentSchema.optional(),
  /** With include=regions: the country's regions, by name. */
  regions: z.array(regionSchema).optional(),
});
export type Continent = z.infer<typeof continentSchema>;
export type Country = z.infer<typeof countrySchema>;
export type Region = z.infer<typeof regionSchema>;
export type SubRegion = z.infer<typeof subRegionSchema>;
export type District = z.infer<typeof districtSchema>;
export type City = z.infer<typeof citySchema>;
export type Area = z.infer<typeof areaSchema>;
export type CityKind = z.infer<typeof cityKindSchema>;
export type AreaKind = z.infer<typeof areaKindSchema>;

export const geoListOf = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item) });

// ── List queries (SPEC §7) ───────────────────────────────────────────────────────────────────
export const countryIncludeSchema = z.enum(['continent', 'regions']);
export const countriesQuerySchema = z.object({
  limit: limitParam(COUNTRY_FETCH_LIMIT, COUNTRY_FETCH_LIMIT_MAX),
  /** Comma-separated extras: continent, regions. */
  include: text()
    .optional()
    .transform((v) => (v ? v.split(',').map((s) => s.trim()) : []))
    .pipe(z.array(countryIncludeSchema, { error: 'include takes continent and regions.' })),
  includeDisabled: boolParam.default(false),
});
export type CountriesQuery = z.input<typeof countriesQuerySchema>;
const listLimit = limitParam(GEO_LIST_LIMIT, GEO_LIST_LIMIT);
export const regionsQuerySchema = z.object({ countryId: uuid('country'), limit: listLimit });
export const subRegionsQuerySchema = z.object({ regionId: uuid('region'), limit: listLimit });
export const districtsQuerySchema = z.object({
  regionId: uuid('region'),
  subRegionId: uuid('sub-region').optional(),
  limit: listLimit,
});
export const citiesQuerySchema = z.object({
  regionId: uuid('region'),
  districtId: uuid('district').optional(),
  limit: listLimit,
});
export const areasQuerySchema = z.object({
  cityId: uuid('city'),
  /** Only the areas inside this one (a division's neighbourhoods); absent: every area of the city. */
  parentId: uuid('area').optional(),
  limit: listLimit,
});
export const geoIdParamSchema = z.object({ id: uuid('place') });

/**
 * The value the location picker produces and later features store: one id per level, each
 * optional (a country may have no sub-regions or districts). Stored as given after `validate`.
 */
export const locationSelectionSchema = z.object({
  countryId: uuid('country').nullish(),
  regionId: uuid('region').nullish(),
  subRegionId: uuid('sub-region').nullish(),
  districtId: uuid('district').nullish(),
  cityId: uuid('city').nullish(),
  areaId: uuid('area').nullish(),
});
export type LocationSelection = z.infer<typeof locationSelectionSchema>;
export const selectionKeys = [
  'countryId',
  'regionId',
  'subRegionId',
  'districtId',
  'cityId',
  'areaId',
] as const satisfies readonly (keyof LocationSelection)[];
export type SelectionKey = (typeof selectionKeys)[number];
export const levelOfKey: Record<SelectionKey, GeoLevel> = {
  countryId: 'country',
  regionId: 'region',
  subRegionId: 'subregion',
  districtId: 'district',
  cityId: 'city',
  areaId: 'area',
};

// ── Chains, search, reverse, validate ────────────────────────────────────────────────────────
export const chainLinkSchema = z.object({
  id: z.string(),
  level: geoLevelSchema,
  name: z.string(),
  slug: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type ChainLink = z.infer<typeof chainLinkSchema>;

/** A place with the whole chain up to its continent, the place itself first. */
export const placeSchema = chainLinkSchema.extend({
  /** "Kololo, Kampala Central, Kampala, Central Region, Uganda". */
  label: z.string(),
  chain: z.array(chainLinkSchema),
  /** The chain as ids per level, ready to store (see LocationSelection). */
  selection: z.object({
    countryId: z.string().nullable(),
    regionId: z.string().nullable(),
    subRegionId: z.string().nullable(),
    districtId: z.string().nullable(),
    cityId: z.string().nullable(),
    areaId: z.string().nullable(),
  }),
});
export type Place = z.infer<typeof placeSchema>;

export const autocompleteQuerySchema = z.object({
  q: text().trim().min(1, 'Type at least one letter.').max(100, 'At most 100 characters.'),
  limit: limitParam(GEO_AUTOCOMPLETE_LIMIT, GEO_AUTOCOMPLETE_LIMIT_MAX),
  /** Only places in this country. */
  countryId: uuid('country').optional(),
  /** Comma-separated levels to return (default: all). */
  levels: text()
    .optional()
    .transform((v) => (v ? v.split(',').map((s) => s.trim()) : []))
    .pipe(z.array(geoLevelSchema, { error: 'Unknown level.' })),
  includeDisabled: boolParam.default(false),
});
export type AutocompleteQuery = z.input<typeof autocompleteQuerySchema>;

const coordinateParam = (what: 'latitude' | 'longitude', limit: number) =>
  queryDecimal(
    z
      .number({ error: `The ${what} is a number.` })
      .min(-limit, `The ${what} is between -${limit} and ${limit}.`)
      .max(limit, `The ${what} is between -${limit} and ${limit}.`)
      .overwrite(nearZeroAsZero),
  );
export const reverseQuerySchema = z.object({
  lat: coordinateParam('latitude', 90),
  lng: coordinateParam('longitude', 180),
});
export const reverseResponseSchema = z.object({
  place: placeSchema,
  /** Great-circle distance from the point to the place's centre. */
  distanceKm: z.number(),
});
export type ReverseResponse = z.infer<typeof reverseResponseSchema>;

export const validateResponseSchema = z.object({
  valid: z.boolean(),
  /** The first level (from the top) that does not fit the levels above it. */
  invalidLevel: geoLevelSchema.nullable(),
  message: z.string().nullable(),
  /** When valid: the deepest place given, with its full chain. */
  place: placeSchema.nullable(),
});
export type ValidateResponse = z.infer<typeof validateResponseSchema>;
