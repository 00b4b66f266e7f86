import { z } from 'zod';
import {
  AMOUNT_MAX,
  INT4_MAX,
  nearZeroAsZero,
  queryDecimal,
  queryInt,
  SIZE_MAX,
  text,
} from './primitives';
import { pageQuerySchema, textFilter } from './paging';
import { currencySchema } from './preferences';
import { sizeUnitSchema } from './size-unit-schema';
import { LISTING_KINDS, LISTING_SORTS } from './listing-values';
import {
  listingKindSchema,
  listingPurposeSchema,
  listingStatusSchema,
  rentPeriodSchema,
  tenureSchema,
  titleStatusSchema,
} from './listings';

/**
 * Listing search (issue 6, ADR 0013): the query of /api/properties, /api/plots and the agent and
 * admin lists. Query strings arrive as text, hence the coercions.
 */
export const listingSortSchema = z.enum(LISTING_SORTS);
export type ListingSort = z.infer<typeof listingSortSchema>;

/** Query strings: comma lists ("house,apartment") and repeated keys both read as arrays. */
const listParam = <T extends z.ZodType<unknown, string>>(item: T, message: string) =>
  z
    .union([text(), z.array(text())])
    .optional()
    .transform((v) =>
      (Array.isArray(v) ? v : v ? [v] : [])
        .flatMap((s) => s.split(','))
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item, { error: message }));
const num = (what: string) => z.number({ error: `The ${what} is a number.` });
/** Sizes: a decimal up to what a listing's own size may be. */
const nonNegative = (what: string) =>
  queryDecimal(
    num(what)
      .min(0, `The ${what} cannot be negative.`)
      .max(SIZE_MAX, `The ${what} is at most ${SIZE_MAX}.`),
  ).optional();
/** Counts fit an int column; prices (minor units) a bigint read as a safe integer. */
const intParam = (what: string, max: number) =>
  queryInt(
    num(what)
      .int(`The ${what} is a whole number.`)
      .min(0, `The ${what} cannot be negative.`)
      .max(max, `The ${what} is at most ${max}.`),
  ).optional();
const coordinateParam = (what: string, limit: number) =>
  queryDecimal(
    num(what)
      .min(-limit, `The ${what} is between -${limit} and ${limit}.`)
      .max(limit, `The ${what} is between -${limit} and ${limit}.`)
      .overwrite(nearZeroAsZero),
  );
/** A box's edges in plain decimals; a map zoomed out names longitudes past ±180 (under 1000). */
const BOX_NUMBER = /^[+-]?(?:\d{1,3}(?:\.\d{0,20})?|\.\d{1,20})$/;

export const listingSearchFields = {
  /** Full text over title, description and place names; words match by prefix. */
  q: textFilter(200),
  kind: listParam(listingKindSchema, `Kinds are ${LISTING_KINDS.join(', ')}.`),
  purpose: listingPurposeSchema.optional(),
  rentPeriod: rentPeriodSchema.optional(),
  /** Minor units, with `currency`: prices in other currencies are not converted. */
  priceMin: intParam('minimum price', AMOUNT_MAX),
  priceMax: intParam('maximum price', AMOUNT_MAX),
  currency: currencySchema.optional(),
  bedrooms: intParam('number of bedrooms', INT4_MAX),
  bathrooms: intParam('number of bathrooms', INT4_MAX),
  /** Size range in `sizeUnit` (default m²): land size for plots, else floor area. */
  sizeMin: nonNegative('minimum size'),
  sizeMax: nonNegative('maximum size'),
  sizeUnit: sizeUnitSchema.exclude(['ft_plot']).default('sqm'),
  /**
   * Price per unit area in minor units per `sizeUnit` (UGX per acre, say): how land is compared.
   * Like the price range, it applies to listings priced in `currency` when one is given.
   */
  pricePerUnitMin: intParam('minimum price per unit area', AMOUNT_MAX),
  pricePerUnitMax: intParam('maximum price per unit area', AMOUNT_MAX),
  tenure: listParam(tenureSchema, 'Tenures are MAILO, FREEHOLD, LEASEHOLD, CUSTOMARY, KIBANJA.'),
  titleStatus: listParam(
    titleStatusSchema,
    'Title statuses are TITLED, TITLE_IN_PROCESS, UNTITLED.',
  ),
  /** Feature ids: a listing must have them all. */
  features: listParam(z.uuid(), 'Features are ids from the list.'),
  /** A place of any level (country … area): listings anywhere inside it. */
  placeId: z.uuid('The place id is a UUID.').optional(),
  agencyId: z.uuid('The agency id is a UUID.').optional(),
  agentId: z.uuid('The agent id is a UUID.').optional(),
  /** Bounding box "south,west,north,east". */
  bbox: text()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined) return undefined;
      const parts = v.split(',');
      const n = parts.map((p) => nearZeroAsZero(Number(p)));
      if (
        n.length !== 4 ||
        !parts.every((p) => BOX_NUMBER.test(p)) ||
        n[0]! > n[2]! ||
        n[1]! > n[3]!
      ) {
        ctx.addIssue({ code: 'custom', message: 'Give the box as south,west,north,east.' });
        return z.NEVER;
      }
      return { south: n[0]!, west: n[1]!, north: n[2]!, east: n[3]! };
    }),
  lat: coordinateParam('latitude', 90).optional(),
  lng: coordinateParam('longitude', 180).optional(),
  radiusKm: queryDecimal(
    num('radius').positive('The radius is more than 0.').max(500, 'At most 500 km.'),
  ).optional(),
  sort: listingSortSchema.default('newest'),
};
const pointRules = <T extends { lat?: number; lng?: number; radiusKm?: number; sort: ListingSort }>(
  v: T,
  ctx: z.RefinementCtx,
) => {
  if ((v.lat === undefined) !== (v.lng === undefined))
    ctx.addIssue({ code: 'custom', path: ['lng'], message: 'Give both lat and lng.' });
  if ((v.radiusKm !== undefined || v.sort === 'distance') && v.lat === undefined)
    ctx.addIssue({
      code: 'custom',
      path: ['lat'],
      message: 'A radius or distance sort needs lat and lng.',
    });
};
export const listingSearchQuerySchema = pageQuerySchema
  .extend(listingSearchFields)
  .superRefine(pointRules);
export type ListingSearchQuery = z.infer<typeof listingSearchQuerySchema>;
export type ListingSearchQueryInput = z.input<typeof listingSearchQuerySchema>;
/** Agent and admin lists: the same filters plus status (every status by default). */
export const listingManageQuerySchema = pageQuerySchema
  .extend({ ...listingSearchFields, status: listParam(listingStatusSchema, 'Unknown status.') })
  .superRefine(pointRules);
export type ListingManageQuery = z.infer<typeof listingManageQuerySchema>;

/** GET /api/plots/nearby: plots around a point, nearest first. */
export const nearbyQuerySchema = pageQuerySchema
  .extend({
    ...listingSearchFields,
    lat: coordinateParam('latitude', 90),
    lng: coordinateParam('longitude', 180),
    radiusKm: listingSearchFields.radiusKm.default(25),
  })
  .transform((v) => ({ ...v, sort: 'distance' as const }));

export const featuredQuerySchema = z.object({
  limit: queryInt(
    z
      .number({ error: 'The limit is a number.' })
      .int('The limit is a whole number.')
      .min(1, 'The limit is at least 1.')
      .max(50, 'The limit is at most 50.'),
  ).default(12),
});
