import { z } from 'zod';
import { text } from './primitives';
import { pageOf, pageQuerySchema, textFilter } from './paging';
import { CURRENCIES } from './preference-values';
import {
  CATALOGUE_STATUSES,
  CommerceMessages,
  ITEM_KINDS,
  minorDigitsOf,
  PACKAGE_VISIBILITIES,
  QUANTITY_MAX,
  priceToMinor,
  VALIDITY_DAYS_MAX,
} from './commerce-values';

/**
 * The catalogue (issue 41): items (what can be granted) and packages (bundles of items with a
 * validity and prices per currency). Admin paths: /api/admin/items, /api/admin/packages.
 */
export const itemKindSchema = z.enum(ITEM_KINDS);
export const catalogueStatusSchema = z.enum(CATALOGUE_STATUSES);
export const packageVisibilitySchema = z.enum(PACKAGE_VISIBILITIES);
export const priceCurrencySchema = z.enum(CURRENCIES, {
  error: 'Choose a currency from the list.',
});

const codeSchema = text()
  .trim()
  .toUpperCase()
  .min(2, 'At least 2 characters.')
  .max(40, 'At most 40 characters.')
  .regex(/^[A-Z][A-Z0-9_]*$/, 'Capital letters, digits and underscores, e.g. LISTING_SLOTS.');
const nameSchema = text().trim().min(2, 'Enter a name.').max(120, 'At most 120 characters.');
const descriptionSchema = text().trim().max(2000, 'At most 2000 characters.');
/** Optimistic concurrency: the version the editor read; a stale one answers 409. */
export const versionSchema = z
  .number({ error: 'The version is a number.' })
  .int('The version is a whole number.')
  .min(1, 'The version starts at 1.')
  .max(2_147_483_647, 'The version is too large.');
/** A whole, positive amount of an item (photo storage counts bytes). */
export const quantitySchema = z
  .number({ error: 'Enter a quantity.' })
  .int('A quantity is a whole number.')
  .min(1, 'At least 1.')
  .max(QUANTITY_MAX, 'The quantity is too large.');

export const itemInputSchema = z.object({
  code: codeSchema,
  name: nameSchema,
  description: descriptionSchema,
  /** What one unit is, in words: "listings", "bytes", "days", "" for a feature. */
  unit: text().trim().max(30, 'At most 30 characters.'),
  kind: itemKindSchema,
  status: catalogueStatusSchema,
});
export type ItemInput = z.infer<typeof itemInputSchema>;
export const itemUpdateSchema = itemInputSchema.extend({ version: versionSchema });
export type ItemUpdate = z.infer<typeof itemUpdateSchema>;

export const itemSchema = z.object({
  id: z.uuid(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  unit: z.string(),
  kind: itemKindSchema,
  status: catalogueStatusSchema,
  /** The product's own rules read it (LISTING_SLOTS…): its code and kind cannot change. */
  builtIn: z.boolean(),
  version: z.number().int(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Item = z.infer<typeof itemSchema>;
export const itemPageSchema = pageOf(itemSchema);

export const listItemsQuerySchema = pageQuerySchema.extend({
  q: textFilter(100),
  status: catalogueStatusSchema.optional(),
  kind: itemKindSchema.optional(),
});
export type ListItemsQuery = z.infer<typeof listItemsQuerySchema>;

/** A price as people type it, in major units ("1500000", "49.99"), checked per currency. */
export const priceInputSchema = z
  .object({
    currency: priceCurrencySchema,
    amount: text()
      .trim()
      .regex(/^\d{1,15}(\.\d{1,4})?$/, 'Enter an amount like 150000 or 49.99.'),
  })
  .superRefine((p, ctx) => {
    if (priceToMinor(p.amount, p.currency) === null)
      ctx.addIssue({
        code: 'custom',
        path: ['amount'],
        message: CommerceMessages.PRICE_DECIMALS.replace(
          '{digits}',
          String(minorDigitsOf(p.currency)),
        ),
      });
  });
export type PriceInput = z.infer<typeof priceInputSchema>;
/** A stored price: integer minor units with the currency's ISO 4217 exponent (UGX 0, USD 2). */
export const packagePriceSchema = z.object({
  currency: priceCurrencySchema,
  amountMinor: z.number().int(),
});
export type PackagePrice = z.infer<typeof packagePriceSchema>;

export const packageItemInputSchema = z.object({ itemId: z.uuid(), quantity: quantitySchema });
export const packageInputSchema = z.object({
  code: codeSchema,
  name: nameSchema,
  description: descriptionSchema,
  /** Days a grant of the package lasts; null: it does not end. */
  validityDays: z
    .number({ error: 'Enter the number of days.' })
    .int('Whole days.')
    .min(1, 'At least 1 day.')
    .max(VALIDITY_DAYS_MAX, `At most ${VALIDITY_DAYS_MAX} days.`)
    .nullable(),
  visibility: packageVisibilitySchema,
  /** Order on /pricing and in lists, smallest first. */
  position: z.number().int('A whole number.').min(0, 'At least 0.').max(10_000, 'At most 10000.'),
  status: catalogueStatusSchema,
  items: z
    .array(packageItemInputSchema)
    .max(50, 'At most 50 items.')
    .refine(
      (a) => new Set(a.map((i) => i.itemId)).size === a.length,
      CommerceMessages.ITEM_DUPLICATE,
    ),
  prices: z
    .array(priceInputSchema)
    .max(CURRENCIES.length)
    .refine(
      (a) => new Set(a.map((p) => p.currency)).size === a.length,
      CommerceMessages.PRICE_DUPLICATE,
    ),
});
export type PackageInput = z.infer<typeof packageInputSchema>;
export const packageUpdateSchema = packageInputSchema.extend({ version: versionSchema });
export type PackageUpdate = z.infer<typeof packageUpdateSchema>;

export const packageItemSchema = z.object({
  itemId: z.uuid(),
  code: z.string(),
  name: z.string(),
  unit: z.string(),
  kind: itemKindSchema,
  quantity: z.number().int(),
});
export type PackageItem = z.infer<typeof packageItemSchema>;
export const packageSchema = z.object({
  id: z.uuid(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  validityDays: z.number().int().nullable(),
  visibility: packageVisibilitySchema,
  position: z.number().int(),
  status: catalogueStatusSchema,
  /** The FREE package every agency holds: stays ACTIVE, PRIVATE and open-ended. */
  isFree: z.boolean(),
  items: z.array(packageItemSchema),
  prices: z.array(packagePriceSchema),
  version: z.number().int(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Package = z.infer<typeof packageSchema>;
export const packagePageSchema = pageOf(packageSchema);

export const listPackagesQuerySchema = pageQuerySchema.extend({
  q: textFilter(100),
  status: catalogueStatusSchema.optional(),
  visibility: packageVisibilitySchema.optional(),
});
export type ListPackagesQuery = z.infer<typeof listPackagesQuerySchema>;

/** GET /api/admin/items/{id}: the item, the packages that hold it and the agencies that hold it. */
export const itemDetailSchema = z.object({
  item: itemSchema,
  packages: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      status: catalogueStatusSchema,
      quantity: z.number().int(),
    }),
  ),
  holders: z.array(
    z.object({
      agencyId: z.uuid(),
      agencyName: z.string(),
      granted: z.number().int(),
      left: z.number().int(),
    }),
  ),
  /** Agencies holding it (holders lists the first 50 by quantity). */
  holdersTotal: z.number().int(),
});
export type ItemDetail = z.infer<typeof itemDetailSchema>;
