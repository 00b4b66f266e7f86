import { z } from 'zod';
import { text } from './primitives';

/**
 * The flat columns a spreadsheet of listings holds (issue 6, ADR 0015). Every cell arrives as
 * text; `readImportRow` (listing-import-row.ts) turns a row into a listing form.
 */
const cell = text().max(10_000, 'At most 10000 characters.').optional();

export const importRowValuesSchema = z.object({
  kind: cell,
  purpose: cell,
  rentPeriod: cell,
  title: cell,
  description: cell,
  price: cell,
  currency: cell,
  negotiable: cell,
  bedrooms: cell,
  bathrooms: cell,
  floorArea: cell,
  floorAreaUnit: cell,
  landSize: cell,
  landSizeUnit: cell,
  plotWidthFt: cell,
  plotLengthFt: cell,
  tenure: cell,
  leaseYears: cell,
  titleStatus: cell,
  accessRoad: cell,
  utilities: cell,
  features: cell,
  country: cell,
  region: cell,
  district: cell,
  city: cell,
  area: cell,
  latitude: cell,
  longitude: cell,
  address: cell,
  agentEmail: cell,
});
export type ImportRowValues = z.infer<typeof importRowValuesSchema>;
export const IMPORT_COLUMNS = importRowValuesSchema.keyof().options;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

export interface ImportColumnInfo {
  label: string;
  /** Every row needs it; the others depend on the kind (plots: tenure, size) or are optional. */
  required: boolean;
  /** Other header names people give this column ("Beds", "Property type"). */
  aliases: readonly string[];
  hint: string;
}

const col = (
  label: string,
  hint: string,
  aliases: readonly string[] = [],
  required = false,
): ImportColumnInfo => ({ label, hint, aliases, required });

export const IMPORT_COLUMN_INFO: Record<ImportColumn, ImportColumnInfo> = {
  kind: col(
    'Kind',
    'house, apartment, room, commercial, office, warehouse, land, hotel, building',
    ['type', 'property type', 'category'],
    true,
  ),
  purpose: col('Purpose', 'SALE or RENT', ['for', 'sale or rent', 'listing type'], true),
  rentPeriod: col('Rent period', 'DAY, WEEK, MONTH or YEAR (rentals)', ['period', 'per']),
  title: col('Title', '5 to 150 characters', ['name', 'headline'], true),
  description: col('Description', 'Free text', ['details', 'about']),
  price: col(
    'Price',
    'In major units: 250000000 for UGX 250M, 1200.50 for USD',
    ['amount', 'asking price'],
    true,
  ),
  currency: col('Currency', 'UGX (default), KES, TZS, USD…', ['cur']),
  negotiable: col('Negotiable', 'yes or no', ['negotiable price']),
  bedrooms: col('Bedrooms', 'Whole number', ['beds', 'bedroom']),
  bathrooms: col('Bathrooms', 'Whole number', ['baths', 'bathroom']),
  floorArea: col('Floor area', 'Number, in the floor area unit', ['floor size', 'built area']),
  floorAreaUnit: col('Floor area unit', 'sqm (default), sqft', ['floor unit']),
  landSize: col('Land size', 'Number, in the land size unit (plots need a size)', [
    'plot size',
    'size',
    'land area',
  ]),
  landSizeUnit: col('Land size unit', 'acres (default for plots), hectares, decimals, sqm, sqft', [
    'size unit',
    'land unit',
    'unit',
  ]),
  plotWidthFt: col('Plot width (ft)', 'For "50×100 ft" plots: the width', ['width', 'width ft']),
  plotLengthFt: col('Plot length (ft)', 'For "50×100 ft" plots: the length', [
    'length',
    'length ft',
  ]),
  tenure: col('Tenure', 'MAILO, FREEHOLD, LEASEHOLD, CUSTOMARY or KIBANJA (plots)', [
    'land tenure',
  ]),
  leaseYears: col('Lease years', 'Leasehold: whole years', ['lease']),
  titleStatus: col('Title status', 'TITLED, TITLE_IN_PROCESS or UNTITLED (plots)', [
    'title deed',
    'land title',
  ]),
  accessRoad: col('Access road', 'TARMAC, MURRAM, FOOTPATH or NONE', ['road']),
  utilities: col('Utilities', 'Comma list: ELECTRICITY, WATER, SEWER, INTERNET', []),
  features: col('Features', 'Comma list of feature names (Parking, Garden…)', ['amenities']),
  country: col('Country', 'Uganda when blank', []),
  region: col('Region', 'Central Region…', ['province', 'state']),
  district: col('District', 'Wakiso…', ['county']),
  city: col('City or town', 'Kampala, Entebbe…', ['town', 'municipality']),
  area: col('Area', 'Neighbourhood or division: Kololo, Ntinda…', [
    'neighbourhood',
    'neighborhood',
    'suburb',
    'locality',
  ]),
  latitude: col('Latitude', 'Decimal degrees (with longitude)', ['lat']),
  longitude: col('Longitude', 'Decimal degrees (with latitude)', ['lng', 'lon', 'long']),
  address: col('Address', 'Street, plot number', ['street', 'street address']),
  agentEmail: col('Agent email', 'Another agent of your agency (blank: you)', ['agent', 'email']),
};

const headerKey = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '');

/**
 * Which file column (index) feeds each field, matched by header name, label or alias,
 * ignoring case, spaces and punctuation. A header is used once; unmatched fields get null.
 */
export function matchImportColumns(
  headers: readonly string[],
): Record<ImportColumn, number | null> {
  const keys = headers.map(headerKey);
  const taken = new Set<number>();
  const result = {} as Record<ImportColumn, number | null>;
  // Exact keys and labels first, so "Land size unit" never falls to the alias "size".
  for (const pass of ['names', 'aliases'] as const) {
    for (const column of IMPORT_COLUMNS) {
      if (result[column] != null) continue;
      const info = IMPORT_COLUMN_INFO[column];
      const wanted =
        pass === 'names' ? [column, info.label].map(headerKey) : info.aliases.map(headerKey);
      const index = keys.findIndex((k, i) => !taken.has(i) && wanted.includes(k));
      result[column] = index >= 0 ? index : null;
      if (index >= 0) taken.add(index);
    }
  }
  return result;
}

/**
 * The template's two example rows (GET /api/properties/import/template): a house in Kampala and
 * a plot in Wakiso in acres with mailo tenure. Both import cleanly into a fresh database.
 */
export const IMPORT_TEMPLATE_ROWS: readonly ImportRowValues[] = [
  {
    kind: 'house',
    purpose: 'SALE',
    title: 'Four-bedroom house in Kololo',
    description: 'Quiet street, garden and borehole.',
    price: '850000000',
    currency: 'UGX',
    negotiable: 'yes',
    bedrooms: '4',
    bathrooms: '3',
    floorArea: '320',
    floorAreaUnit: 'sqm',
    landSize: '25',
    landSizeUnit: 'decimals',
    country: 'Uganda',
    region: 'Central Region',
    city: 'Kampala',
    area: 'Kololo',
    latitude: '0.329',
    longitude: '32.595',
    address: 'Plot 3, Acacia Avenue',
  },
  {
    kind: 'land',
    purpose: 'SALE',
    title: 'Two acres of titled land in Wakiso',
    description: 'Gentle slope, murram road, power nearby.',
    price: '180000000',
    currency: 'UGX',
    negotiable: 'no',
    landSize: '2',
    landSizeUnit: 'acres',
    tenure: 'MAILO',
    titleStatus: 'TITLED',
    accessRoad: 'MURRAM',
    utilities: 'ELECTRICITY, WATER',
    country: 'Uganda',
    region: 'Central Region',
    district: 'Wakiso',
    city: 'Wakiso',
  },
];

/** One CSV field, quoted when it holds a comma, quote or line break (RFC 4180). */
const csvField = (value: string) =>
  /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;

/** A CSV document (CRLF line ends, as RFC 4180 and spreadsheet programs expect). */
export const toCsv = (rows: readonly (readonly string[])[]): string =>
  rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';

/** The template CSV: every column as header, then the example rows. */
export const importTemplateCsv = (): string =>
  toCsv([
    [...IMPORT_COLUMNS],
    ...IMPORT_TEMPLATE_ROWS.map((row) => IMPORT_COLUMNS.map((c) => row[c] ?? '')),
  ]);
