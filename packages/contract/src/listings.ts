import { z } from 'zod';
import { AMOUNT_MAX, nearZeroAsZero, SIZE_MAX, text } from './primitives';
import { listingPhotoSchema } from './media';
import { locationSelectionSchema, placeSchema } from './geo';
import { pageOf, pageQuerySchema, textFilter } from './paging';
import { currencySchema } from './preferences';
import { AREA_DECIMALS } from './units';
import { sizeUnitSchema } from './size-unit-schema';
import {
  ACCESS_ROADS,
  DEFAULT_CURRENCY,
  LISTING_KINDS,
  LISTING_PURPOSES,
  LISTING_STATUSES,
  RENT_PERIODS,
  TENURES,
  TITLE_STATUSES,
  UTILITIES,
} from './listing-values';

/**
 * Listings (issue 6, ADR 0013): one model for properties and plots. Plots are listings of kind
 * `land`; /api/plots is a view on the same rows. Money is an integer in minor units + ISO code;
 * areas keep what was entered (value + unit) and the service stores their square metres too.
 */
export const listingKindSchema = z.enum(LISTING_KINDS);
export const listingPurposeSchema = z.enum(LISTING_PURPOSES);
export const rentPeriodSchema = z.enum(RENT_PERIODS);
export const tenureSchema = z.enum(TENURES);
export const titleStatusSchema = z.enum(TITLE_STATUSES);
export const accessRoadSchema = z.enum(ACCESS_ROADS);
export const utilitySchema = z.enum(UTILITIES);
export const listingStatusSchema = z.enum(LISTING_STATUSES);

export const priceSchema = z.object({
  /** Minor units (UGX: shillings; USD: cents). */
  amount: z
    .number({ error: 'Enter the price.' })
    .int('The price is a whole number of minor units.')
    .min(0, 'The price cannot be negative.')
    .max(AMOUNT_MAX, 'The price is too large.'),
  currency: currencySchema.default(DEFAULT_CURRENCY),
});
export type Price = z.infer<typeof priceSchema>;

const positiveSize = (what: string) =>
  z
    .number({ error: `Enter the ${what}.` })
    .positive(`The ${what} is more than 0.`)
    .max(SIZE_MAX, `The ${what} is too large.`)
    .refine((n) => Number(n.toFixed(AREA_DECIMALS)) === n, `At most ${AREA_DECIMALS} decimals.`);

/** An area as entered: a value and its unit, or the sides of a "W×L ft" plot. */
export const sizeSchema = z
  .object({
    unit: sizeUnitSchema,
    value: positiveSize('size').optional(),
    widthFt: positiveSize('width').nullish(),
    lengthFt: positiveSize('length').nullish(),
  })
  .superRefine((a, ctx) => {
    if (a.unit === 'ft_plot') {
      if (!a.widthFt)
        ctx.addIssue({ code: 'custom', path: ['widthFt'], message: 'Enter the width in feet.' });
      if (!a.lengthFt)
        ctx.addIssue({ code: 'custom', path: ['lengthFt'], message: 'Enter the length in feet.' });
    } else if (a.value === undefined) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'Enter the size.' });
    }
  })
  .transform((a) =>
    a.unit === 'ft_plot'
      ? {
          unit: a.unit,
          value: a.widthFt! * a.lengthFt!,
          widthFt: a.widthFt!,
          lengthFt: a.lengthFt!,
        }
      : { unit: a.unit, value: a.value!, widthFt: null, lengthFt: null },
  );
/** An area in answers: as entered (value in its unit; W×L plots hold ft² as value) + m². */
export const sizeViewSchema = z.object({
  unit: sizeUnitSchema,
  value: z.number(),
  widthFt: z.number().nullable(),
  lengthFt: z.number().nullable(),
  squareMetres: z.number(),
});
export type SizeView = z.infer<typeof sizeViewSchema>;

const landInput = z
  .object({
    tenure: tenureSchema,
    /** Leasehold only: the years left (or granted) on the lease. */
    leaseYears: z.number().int('Whole years.').min(1, 'At least 1 year.').max(999).nullish(),
    titleStatus: titleStatusSchema,
    accessRoad: accessRoadSchema.nullish(),
    utilities: z.array(utilitySchema).max(4).default([]),
  })
  .superRefine((l, ctx) => {
    if (l.tenure === 'LEASEHOLD' && !l.leaseYears)
      ctx.addIssue({ code: 'custom', path: ['leaseYears'], message: 'Enter the lease years.' });
  });
export const landFactsSchema = z.object({
  tenure: tenureSchema,
  leaseYears: z.number().nullable(),
  titleStatus: titleStatusSchema,
  accessRoad: accessRoadSchema.nullable(),
  utilities: z.array(utilitySchema),
});
export type LandFacts = z.infer<typeof landFactsSchema>;

const count = (what: string) =>
  z.number().int(`Whole ${what}.`).min(0, `No fewer than 0 ${what}.`).max(500).nullish();
const coordinate = (what: 'latitude' | 'longitude', limit: number) =>
  z
    .number({ error: `The ${what} is a number.` })
    .min(-limit, `The ${what} is between -${limit} and ${limit}.`)
    .max(limit, `The ${what} is between -${limit} and ${limit}.`)
    .overwrite(nearZeroAsZero);

/**
 * POST /api/properties and PUT /properties/{id}: the whole listing form. Land facts are
 * required for kind `land` and ignored for other kinds; a rent needs its period.
 */
export const listingInputSchema = z
  .object({
    kind: listingKindSchema,
    purpose: listingPurposeSchema,
    rentPeriod: rentPeriodSchema.nullish(),
    title: text().trim().min(5, 'At least 5 characters.').max(150, 'At most 150 characters.'),
    description: text().trim().max(10_000, 'At most 10000 characters.').default(''),
    price: priceSchema,
    negotiable: z.boolean().default(false),
    bedrooms: count('bedrooms'),
    bathrooms: count('bathrooms'),
    floorArea: sizeSchema.nullish(),
    landSize: sizeSchema.nullish(),
    land: landInput.nullish(),
    features: z.array(z.uuid('Choose features from the list.')).max(100).default([]),
    location: locationSelectionSchema,
    latitude: coordinate('latitude', 90).nullish(),
    longitude: coordinate('longitude', 180).nullish(),
    address: text().trim().max(300, 'At most 300 characters.').nullish(),
    /** Admins (and SUPER_AGENTs, within their agency) may list for another agent. */
    agentId: z.uuid('Choose an agent.').nullish(),
  })
  .superRefine((v, ctx) => {
    if (v.purpose === 'RENT' && !v.rentPeriod)
      ctx.addIssue({ code: 'custom', path: ['rentPeriod'], message: 'Choose the rent period.' });
    if (v.kind === 'land' && !v.land)
      ctx.addIssue({
        code: 'custom',
        path: ['land'],
        message: 'Give the tenure and title status.',
      });
    if (v.kind === 'land' && !v.landSize)
      ctx.addIssue({ code: 'custom', path: ['landSize'], message: 'Enter the plot size.' });
    if ((v.latitude == null) !== (v.longitude == null))
      ctx.addIssue({ code: 'custom', path: ['longitude'], message: 'Give both coordinates.' });
  });
export type ListingInput = z.infer<typeof listingInputSchema>;
export type ListingFormValues = z.input<typeof listingInputSchema>;

export const featureSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  category: z.string(),
  active: z.boolean(),
});
export type Feature = z.infer<typeof featureSchema>;

const ref = z.object({ id: z.string(), name: z.string() });

export const listingSchema = z.object({
  id: z.string(),
  kind: listingKindSchema,
  purpose: listingPurposeSchema,
  rentPeriod: rentPeriodSchema.nullable(),
  title: z.string(),
  description: z.string(),
  price: z.object({ amount: z.number().int(), currency: z.string() }),
  negotiable: z.boolean(),
  bedrooms: z.number().nullable(),
  bathrooms: z.number().nullable(),
  floorArea: sizeViewSchema.nullable(),
  landSize: sizeViewSchema.nullable(),
  land: landFactsSchema.nullable(),
  features: z.array(featureSchema),
  location: locationSelectionSchema,
  place: placeSchema.nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  address: z.string().nullable(),
  agent: ref.nullable(),
  agency: ref.extend({ slug: z.string() }).nullable(),
  status: listingStatusSchema,
  featured: z.boolean(),
  featuredUntil: z.string().nullable(),
  viewCount: z.number().int(),
  enquiryCount: z.number().int(),
  /** Search results near a point (radius, nearby, sort=distance) carry their distance. */
  distanceKm: z.number().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  publishedAt: z.string().nullable(),
  /** The first processed photo (issue 7), for cards and share previews; null without photos. */
  cover: listingPhotoSchema.nullable(),
});
export type Listing = z.infer<typeof listingSchema>;
/** GET /properties/{id}: the listing with every processed photo, cover first. */
export const listingDetailSchema = listingSchema.extend({ photos: z.array(listingPhotoSchema) });
export type ListingDetail = z.infer<typeof listingDetailSchema>;
export const listingPageSchema = pageOf(listingSchema);
export type ListingPage = z.infer<typeof listingPageSchema>;

// ── Result cards (ADR 0025) ──────────────────────────────────────────────────────────────────
/** A listing's place as a result card shows it (listing-summary-values.ts makes it). */
export const placeSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** "Kololo, Kampala Central, Kampala, Central Region, Uganda". */
  label: z.string(),
  /** "Kololo, Kampala": the card's line. */
  short: z.string(),
});
export type PlaceSummary = z.infer<typeof placeSummarySchema>;
/**
 * A listing in the public result lists (search, plots, featured, nearby): what its card shows.
 * The property page reads the whole listing.
 */
export const listingSummarySchema = listingSchema
  .pick({
    id: true,
    kind: true,
    purpose: true,
    rentPeriod: true,
    title: true,
    price: true,
    negotiable: true,
    bedrooms: true,
    bathrooms: true,
    floorArea: true,
    landSize: true,
    land: true,
    latitude: true,
    longitude: true,
    agency: true,
    status: true,
    featured: true,
    distanceKm: true,
    publishedAt: true,
    cover: true,
  })
  .extend({ place: placeSummarySchema.nullable() });
export type ListingSummary = z.infer<typeof listingSummarySchema>;
export const listingSummaryPageSchema = pageOf(listingSummarySchema);
export type ListingSummaryPage = z.infer<typeof listingSummaryPageSchema>;
export const listingSummaryListSchema = z.object({ data: z.array(listingSummarySchema) });

// ── Status, features, views ─────────────────────────────────────────────────────────────────
export const listingStatusInputSchema = z.object({
  status: listingStatusSchema,
  note: text().trim().max(500, 'At most 500 characters.').default(''),
});
export const statusChangeSchema = z.object({
  id: z.string(),
  from: listingStatusSchema.nullable(),
  to: listingStatusSchema,
  note: z.string(),
  by: ref.nullable(),
  at: z.string(),
});
export type StatusChange = z.infer<typeof statusChangeSchema>;
export const statusHistorySchema = z.object({ data: z.array(statusChangeSchema) });

export const featuredInputSchema = z.object({
  /** ISO time the listing stops being featured; null stops it now. */
  until: z.iso.datetime({ offset: true, error: 'Give a date and time.' }).nullable(),
});

export const listingFeaturesInputSchema = z.object({
  features: z.array(z.uuid('Choose features from the list.')).max(100),
});
export const featureInputSchema = z.object({
  name: text().trim().min(2, 'At least 2 characters.').max(60, 'At most 60 characters.'),
  category: text().trim().max(40, 'At most 40 characters.').default('General'),
  active: z.boolean().default(true),
});
export type FeatureInput = z.infer<typeof featureInputSchema>;
export const featureListSchema = z.object({ data: z.array(featureSchema) });
export const featurePageSchema = pageOf(featureSchema);
export const featureQuerySchema = pageQuerySchema.extend({ q: textFilter(100) });

export const viewResponseSchema = z.object({ counted: z.boolean(), viewCount: z.number().int() });
export const listingIdParamsSchema = z.object({ id: z.uuid('The listing id is a UUID.') });
