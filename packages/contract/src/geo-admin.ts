import { z } from 'zod';
import { nearZeroAsZero, queryInt, text } from './primitives';
import { pageParam } from './paging';
import {
  cityKindSchema,
  areaKindSchema,
  chainLinkSchema,
  geoLevelSchema,
  levelOfKey,
  locationSelectionSchema,
  placeSchema,
  GEO_ADMIN_PAGE_SIZE,
  GEO_ADMIN_PAGE_SIZE_MAX,
  type GeoLevel,
  type LocationSelection,
  type SelectionKey,
} from './geo';

/** Admin geography (SPEC §2 admin geo, geo/create, geo/manage): the tree, and changes to it. */

const uuid = (what: string) => z.uuid(`The ${what} id is not valid.`);
const name = text().trim().min(1, 'Enter a name.').max(120, 'At most 120 characters.');
/** An empty number box in a form reads as NaN: that is "no value", as null is. */
const emptyAsNull = (v: unknown) => (typeof v === 'number' && Number.isNaN(v) ? null : v);
const latitude = z.preprocess(
  emptyAsNull,
  z
    .number({ error: 'Enter the latitude as a number, e.g. 0.3290.' })
    .min(-90, 'Between -90 and 90.')
    .max(90, 'Between -90 and 90.')
    .overwrite(nearZeroAsZero)
    .nullish(),
);
const longitude = z.preprocess(
  emptyAsNull,
  z
    .number({ error: 'Enter the longitude as a number, e.g. 32.5950.' })
    .min(-180, 'Between -180 and 180.')
    .max(180, 'Between -180 and 180.')
    .overwrite(nearZeroAsZero)
    .nullish(),
);

export const childCountsSchema = z.record(z.string(), z.number().int());
export const adminNodeSchema = chainLinkSchema.extend({
  parentId: z.string().nullable(),
  kind: z.string().nullable(),
  /** Countries only. */
  enabled: z.boolean().nullable(),
  iso2: z.string().nullable(),
  /** Children per level, e.g. { district: 11, city: 4 }. */
  childCounts: childCountsSchema,
});
export type AdminNode = z.infer<typeof adminNodeSchema>;
export const adminNodeDetailSchema = adminNodeSchema.extend({ place: placeSchema });
export type AdminNodeDetail = z.infer<typeof adminNodeDetailSchema>;

export const adminNodesQuerySchema = z.object({
  /** The level listed. */
  level: geoLevelSchema,
  /** The node whose children are listed; absent: every node of the level. */
  parentId: uuid('parent').optional(),
  q: text()
    .trim()
    .max(100, 'At most 100 characters.')
    .optional()
    .transform((v) => v || undefined),
  page: pageParam(),
  pageSize: queryInt(
    z
      .number({ error: 'The page size is a number.' })
      .int('The page size is a whole number.')
      .min(1, 'At least 1 row per page.'),
  )
    .default(GEO_ADMIN_PAGE_SIZE)
    .transform((n) => Math.min(n, GEO_ADMIN_PAGE_SIZE_MAX)),
});
export type AdminNodesQuery = z.input<typeof adminNodesQuerySchema>;
export const adminNodesPageSchema = z.object({
  data: z.array(adminNodeSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminNodesPage = z.infer<typeof adminNodesPageSchema>;

const countryFields = z.object({
  continentId: uuid('continent'),
  iso2: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'Two letters, e.g. UG.'),
  iso3: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, 'Three letters, e.g. UGA.'),
  currency: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, 'An ISO currency code, e.g. UGX.'),
  callingCode: z
    .string()
    .trim()
    .regex(/^\+\d{1,4}$/, 'A plus and 1–4 digits, e.g. +256.'),
  enabled: z.boolean(),
});

/** The parent ids each level needs (the rest of the selection may be given and is checked). */
export const parentKeyOf: Record<Exclude<GeoLevel, 'continent' | 'country'>, SelectionKey> = {
  region: 'countryId',
  subregion: 'regionId',
  district: 'regionId',
  city: 'regionId',
  area: 'cityId',
};
const needsParent = (
  level: GeoLevel,
  parent: LocationSelection | undefined,
  ctx: z.RefinementCtx,
) => {
  if (level === 'continent' || level === 'country') return;
  const key = parentKeyOf[level];
  if (!parent?.[key])
    ctx.addIssue({
      code: 'custom',
      path: ['parent', key],
      message: `Choose the ${levelOfKey[key] === 'city' ? 'city' : levelOfKey[key]} it belongs to.`,
    });
};

export const createGeoNodeSchema = z
  .object({
    level: geoLevelSchema.exclude(['continent'], { error: 'Continents cannot be added.' }),
    name,
    latitude,
    longitude,
    /** Cities: city, municipality or town; areas: division or neighbourhood. */
    kind: text().optional(),
    parent: locationSelectionSchema.optional(),
    country: countryFields.optional(),
  })
  .superRefine((v, ctx) => {
    needsParent(v.level, v.parent, ctx);
    if (v.level === 'country' && !v.country)
      ctx.addIssue({ code: 'custom', path: ['country'], message: 'Enter the country details.' });
    if (v.level === 'city' && !cityKindSchema.safeParse(v.kind).success)
      ctx.addIssue({
        code: 'custom',
        path: ['kind'],
        message: 'Choose city, municipality or town.',
      });
    if (v.level === 'area' && !areaKindSchema.safeParse(v.kind).success)
      ctx.addIssue({
        code: 'custom',
        path: ['kind'],
        message: 'Choose division or neighbourhood.',
      });
    if ((v.latitude == null) !== (v.longitude == null))
      ctx.addIssue({
        code: 'custom',
        path: [v.latitude == null ? 'latitude' : 'longitude'],
        message: 'Give both coordinates, or neither.',
      });
  });
export type CreateGeoNode = z.output<typeof createGeoNodeSchema>;
export type CreateGeoNodeInput = z.input<typeof createGeoNodeSchema>;

/** Rename, move (a new parent), set coordinates, enable or disable (countries). */
export const updateGeoNodeSchema = z.object({
  name: name.optional(),
  latitude,
  longitude,
  kind: text().optional(),
  enabled: z.boolean().optional(),
  parent: locationSelectionSchema.optional(),
});
export type UpdateGeoNode = z.output<typeof updateGeoNodeSchema>;

/** The 409 of a delete: what still refers to the node, per kind of record. */
export const geoReferencesSchema = z.object({
  references: z.array(z.object({ kind: z.string(), count: z.number().int() })),
});
