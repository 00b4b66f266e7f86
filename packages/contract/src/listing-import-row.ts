import type { z } from 'zod';
import { DEFAULT_COUNTRY } from './constants';
import type { FieldErrors } from './errors';
import { IMPORT_COLUMNS, type ImportColumn, type ImportRowValues } from './listing-import-columns';
import {
  accessRoadSchema,
  listingInputSchema,
  listingKindSchema,
  listingPurposeSchema,
  rentPeriodSchema,
  tenureSchema,
  titleStatusSchema,
  utilitySchema,
  type ListingFormValues,
  type ListingInput,
} from './listings';
import {
  CURRENCY_MINOR_DIGITS,
  DEFAULT_CURRENCY,
  defaultSizeUnit,
  type ListingKind,
} from './listing-values';
import { currencySchema } from './preferences';
import { SIZE_UNITS, type SizeUnit } from './units';

/** The place names of a row, top down; the server resolves them to a LocationSelection. */
export interface ImportPlaceNames {
  country: string;
  region: string | null;
  district: string | null;
  city: string | null;
  area: string | null;
}
export type ImportRowCheck =
  | {
      ok: true;
      /** The listing form, valid except for what needs the database: place and feature ids. */
      input: ListingInput;
      places: ImportPlaceNames | null;
      featureNames: string[];
      agentEmail: string | null;
    }
  | { ok: false; errors: FieldErrors };

/** A value that could not be read, with the message for its column. */
class CellError extends Error {}

const text = (v: string | undefined) => {
  const t = (v ?? '').trim();
  return t === '' ? null : t;
};
const token = (v: string) =>
  v
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, '_');
const list = (v: string | null) =>
  (v ?? '')
    .split(/[,;]/)
    .map((s) => s.trim())
    .filter(Boolean);

/** Words people write for the enum values, beside the values themselves. */
const SYNONYMS: Record<string, string> = {
  PLOT: 'land',
  FLAT: 'apartment',
  FOR_SALE: 'SALE',
  SELL: 'SALE',
  FOR_RENT: 'RENT',
  LET: 'RENT',
  TO_LET: 'RENT',
  DAILY: 'DAY',
  WEEKLY: 'WEEK',
  MONTHLY: 'MONTH',
  PER_MONTH: 'MONTH',
  YEARLY: 'YEAR',
  ANNUAL: 'YEAR',
  PER_YEAR: 'YEAR',
  TITLE_IN_PROGRESS: 'TITLE_IN_PROCESS',
  // In the title status column; in the tenure column KIBANJA is a value of its own (issue 46).
  KIBANJA: 'UNTITLED',
  POWER: 'ELECTRICITY',
};
function oneOf<T extends string>(value: string, options: readonly T[]): T {
  const t = token(value);
  const found = options.find((o) => token(o) === t || token(o) === SYNONYMS[t]);
  if (!found) throw new CellError(`Use one of: ${options.join(', ')}.`);
  return found;
}

const UNIT_WORDS: Record<string, SizeUnit> = {
  M2: 'sqm',
  'M²': 'sqm',
  SQ_M: 'sqm',
  SQUARE_METRES: 'sqm',
  SQUARE_METERS: 'sqm',
  FT2: 'sqft',
  'FT²': 'sqft',
  SQ_FT: 'sqft',
  SQUARE_FEET: 'sqft',
  ACRE: 'acres',
  HA: 'hectares',
  HECTARE: 'hectares',
  DECIMAL: 'decimals',
};
function sizeUnit(value: string): SizeUnit {
  const t = token(value);
  const unit = UNIT_WORDS[t] ?? SIZE_UNITS.find((u) => token(u) === t);
  if (!unit || unit === 'ft_plot')
    throw new CellError('Use sqm, sqft, acres, hectares or decimals.');
  return unit;
}

/** "1,250.5", "1 250.5" or "2.5E8" as digits and a power of ten, exactly (no float). */
function decimal(value: string): { digits: bigint; exponent: number; negative: boolean } {
  const t = value.replace(/[\s,_]/g, '');
  const m = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i.exec(t);
  if (!m || (m[2] === '' && !m[3])) throw new CellError('Enter a number.');
  const fraction = m[3] ?? '';
  return {
    digits: BigInt(`${m[2]}${fraction}` || '0'),
    exponent: Number(m[4] ?? 0) - fraction.length,
    negative: m[1] === '-',
  };
}
const numberOf = (value: string) => {
  const n = Number(value.replace(/[\s,_]/g, ''));
  if (!Number.isFinite(n)) throw new CellError('Enter a number.');
  return n;
};
function wholeNumber(value: string) {
  const n = Number(value.replace(/[\s,_]/g, ''));
  if (!Number.isInteger(n)) throw new CellError('Enter a whole number.');
  return n;
}

/** A price in major units ("250,000,000" UGX, "1200.50" USD) as exact minor units. */
export function toMinorUnits(value: string, currency: keyof typeof CURRENCY_MINOR_DIGITS): number {
  const { digits, exponent, negative } = decimal(value);
  if (negative && digits > 0n) throw new CellError('The price cannot be negative.');
  const places = CURRENCY_MINOR_DIGITS[currency];
  const shift = exponent + places;
  let minor: bigint;
  if (shift >= 0) minor = digits * 10n ** BigInt(shift);
  else {
    const unit = 10n ** BigInt(-shift);
    if (digits % unit !== 0n)
      throw new CellError(
        places === 0
          ? `${currency} has no decimals.`
          : `At most ${places} decimals for ${currency}.`,
      );
    minor = digits / unit;
  }
  if (minor > BigInt(Number.MAX_SAFE_INTEGER)) throw new CellError('The price is too large.');
  return Number(minor);
}

function yesNo(value: string): boolean {
  const t = token(value);
  if (['YES', 'Y', 'TRUE', '1'].includes(t)) return true;
  if (['NO', 'N', 'FALSE', '0'].includes(t)) return false;
  throw new CellError('Use yes or no.');
}

/** Reads each cell with its reader; a cell that cannot be read becomes its column's error. */
function cellReader(values: ImportRowValues, errors: FieldErrors) {
  return <T>(column: ImportColumn, read: (v: string) => T): T | null => {
    const v = text(values[column]);
    if (v === null) return null;
    try {
      return read(v);
    } catch (e) {
      if (!(e instanceof CellError)) throw e;
      (errors[column] ??= []).push(e.message);
      return null;
    }
  };
}

/** The error key of messages about a whole row rather than one of its cells. */
export const WHOLE_ROW = 'row';

/** Where a listing-form path shows in the sheet: "landSize.widthFt" → plotWidthFt. */
function columnOf(path: readonly PropertyKey[]): ImportColumn | typeof WHOLE_ROW {
  const [head = '', next = ''] = path.map(String);
  const special: Partial<Record<string, ImportColumn>> = {
    'price.currency': 'currency',
    'floorArea.unit': 'floorAreaUnit',
    'landSize.unit': 'landSizeUnit',
    'landSize.widthFt': 'plotWidthFt',
    'landSize.lengthFt': 'plotLengthFt',
    agentId: 'agentEmail',
    location: 'city',
  };
  const mapped = special[`${head}.${next}`] ?? special[head];
  if (mapped) return mapped;
  if (head === 'land') return isColumn(next) ? next : 'tenure';
  return isColumn(head) ? head : WHOLE_ROW;
}
/** The column of a dotted field path in an API error ("price.amount" → price, agentId → agentEmail). */
export const importColumnOf = (dotted: string) => columnOf(dotted.split('.'));

const isColumn = (s: string): s is ImportColumn =>
  (IMPORT_COLUMNS as readonly string[]).includes(s);

/** Issues of the listing form, keyed by the sheet's column names. */
export function importErrorsOf(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) (errors[columnOf(issue.path)] ??= []).push(issue.message);
  return errors;
}

function sizeOf(
  value: number | null,
  unit: SizeUnit | null,
  fallback: SizeUnit,
): ListingFormValues['floorArea'] {
  if (value === null) return unit ? { unit } : null;
  return { unit: unit ?? fallback, value };
}

/**
 * One sheet row → the listing form (the same in the browser's preview and on the server), plus
 * what only the server can resolve: place names, feature names and the agent's email.
 */
export function readImportRow(values: ImportRowValues): ImportRowCheck {
  const errors: FieldErrors = {};
  const read = cellReader(values, errors);
  const add = (column: ImportColumn, message: string) => (errors[column] ??= []).push(message);

  const kind = read('kind', (v) => oneOf<ListingKind>(v, listingKindSchema.options));
  const currency = read('currency', (v) => oneOf(v, currencySchema.options)) ?? DEFAULT_CURRENCY;
  const amount = read('price', (v) => toMinorUnits(v, currency));
  const width = read('plotWidthFt', numberOf);
  const length = read('plotLengthFt', numberOf);
  const tenure = read('tenure', (v) => oneOf(v, tenureSchema.options));
  const titleStatus = read('titleStatus', (v) => oneOf(v, titleStatusSchema.options));
  const latitude = read('latitude', numberOf);
  const longitude = read('longitude', numberOf);
  if (!text(values.kind)) add('kind', 'Enter the kind.');
  if (!text(values.purpose)) add('purpose', 'Enter SALE or RENT.');
  if (!text(values.price)) add('price', 'Enter the price.');
  if (kind === 'land') {
    if (!text(values.tenure))
      add('tenure', `Enter the tenure: ${tenureSchema.options.join(', ')}.`);
    if (!text(values.titleStatus))
      add('titleStatus', `Enter the title status: ${titleStatusSchema.options.join(', ')}.`);
  }

  const landUnit = read('landSizeUnit', sizeUnit);
  const plot = width !== null || length !== null;
  const form: ListingFormValues = {
    kind: kind ?? 'house',
    purpose: read('purpose', (v) => oneOf(v, listingPurposeSchema.options)) ?? 'SALE',
    rentPeriod: read('rentPeriod', (v) => oneOf(v, rentPeriodSchema.options)),
    title: text(values.title) ?? '',
    description: text(values.description) ?? '',
    price: { amount: amount ?? 0, currency },
    negotiable: read('negotiable', yesNo) ?? false,
    bedrooms: read('bedrooms', wholeNumber),
    bathrooms: read('bathrooms', wholeNumber),
    floorArea: sizeOf(read('floorArea', numberOf), read('floorAreaUnit', sizeUnit), 'sqm'),
    landSize: plot
      ? { unit: 'ft_plot', widthFt: width, lengthFt: length }
      : sizeOf(read('landSize', numberOf), landUnit, defaultSizeUnit(kind ?? 'house')),
    land:
      tenure && titleStatus
        ? {
            tenure,
            titleStatus,
            leaseYears: read('leaseYears', wholeNumber),
            accessRoad: read('accessRoad', (v) => oneOf(v, accessRoadSchema.options)),
            utilities:
              read('utilities', (v) => list(v).map((u) => oneOf(u, utilitySchema.options))) ?? [],
          }
        : null,
    features: [],
    location: {},
    latitude,
    longitude,
    address: text(values.address),
    agentId: null,
  };

  const names: ImportPlaceNames = {
    country: text(values.country) ?? DEFAULT_COUNTRY,
    region: text(values.region),
    district: text(values.district),
    city: text(values.city),
    area: text(values.area),
  };
  const hasNames = !!(names.region || names.district || names.city || names.area);
  if (!hasNames && (latitude === null || longitude === null))
    add('city', 'Give the place (region, district, city or area) or the latitude and longitude.');

  const parsed = listingInputSchema.safeParse(form);
  if (!parsed.success)
    for (const [column, messages] of Object.entries(importErrorsOf(parsed.error.issues)))
      // A cell already reported (unreadable) is not reported twice with a knock-on message.
      if (!errors[column]) errors[column] = messages;
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    input: parsed.data,
    places: hasNames ? names : null,
    featureNames: [...new Set(list(text(values.features)))],
    agentEmail: text(values.agentEmail)?.toLowerCase() ?? null,
  };
}
