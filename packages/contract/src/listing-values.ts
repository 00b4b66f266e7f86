import type { CURRENCIES } from './preference-values';
import type { SizeUnit } from './units';

/**
 * Listing values as plain data (issue 6, ADR 0013): the public pages read them in their first
 * load, where zod does not go (ADR 0018). The schemas in listings.ts are built from these.
 */
export const LISTING_KINDS = [
  'house',
  'apartment',
  'room',
  'commercial',
  'office',
  'warehouse',
  'land',
  'hotel',
  'building',
] as const;
export type ListingKind = (typeof LISTING_KINDS)[number];
export const LISTING_PURPOSES = ['SALE', 'RENT'] as const;
export type ListingPurpose = (typeof LISTING_PURPOSES)[number];
export const RENT_PERIODS = ['DAY', 'WEEK', 'MONTH', 'YEAR'] as const;
export type RentPeriod = (typeof RENT_PERIODS)[number];
/**
 * KIBANJA (issue 46): an occupant's interest on someone else's (usually mailo) land under the
 * Land Act; buyers weigh it differently from a title, so it is a tenure of its own.
 */
export const TENURES = ['MAILO', 'FREEHOLD', 'LEASEHOLD', 'CUSTOMARY', 'KIBANJA'] as const;
export type Tenure = (typeof TENURES)[number];
export const TITLE_STATUSES = ['TITLED', 'TITLE_IN_PROCESS', 'UNTITLED'] as const;
export type TitleStatus = (typeof TITLE_STATUSES)[number];
export const ACCESS_ROADS = ['TARMAC', 'MURRAM', 'FOOTPATH', 'NONE'] as const;
export const UTILITIES = ['ELECTRICITY', 'WATER', 'SEWER', 'INTERNET'] as const;
/** Orders of a listing search; `distance` needs the point (lat, lng) to measure from. */
export const LISTING_SORTS = [
  'newest',
  'price_asc',
  'price_desc',
  'size_asc',
  'size_desc',
  'distance',
] as const;
export const LISTING_STATUSES = ['ACTIVE', 'INACTIVE', 'ARCHIVED', 'SOLD'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

/**
 * Which status may follow which (SPEC §4 leaves it open). A sale that falls through goes back
 * to ACTIVE; an archived listing comes back as INACTIVE so its agent checks it before it shows.
 */
export const LISTING_TRANSITIONS: Record<ListingStatus, readonly ListingStatus[]> = {
  ACTIVE: ['INACTIVE', 'SOLD', 'ARCHIVED'],
  INACTIVE: ['ACTIVE', 'ARCHIVED'],
  SOLD: ['ACTIVE', 'ARCHIVED'],
  ARCHIVED: ['INACTIVE'],
};
export const canTransition = (from: ListingStatus, to: ListingStatus) =>
  LISTING_TRANSITIONS[from].includes(to);

/** ISO 4217 minor-unit digits of the currencies people may choose (preferences); UGX has none. */
export const CURRENCY_MINOR_DIGITS: Record<(typeof CURRENCIES)[number], number> = {
  UGX: 0,
  KES: 2,
  TZS: 2,
  RWF: 0,
  BIF: 0,
  SSP: 2,
  ETB: 2,
  NGN: 2,
  GHS: 2,
  ZAR: 2,
  USD: 2,
  EUR: 2,
  GBP: 2,
};
export const DEFAULT_CURRENCY = 'UGX';

export const ListingsMessages = {
  NOT_FOUND: 'Listing not found.',
  FEATURE_NOT_FOUND: 'Feature not found.',
  FEATURE_TAKEN: 'A feature with this name already exists.',
  FEATURE_IN_USE: 'Listings use this feature: deactivate it instead.',
  UNKNOWN_FEATURES: 'Choose features from the list.',
  TRANSITION: 'This status change is not allowed.',
  AGENT_INVALID: 'Choose an agent of an agency.',
  LOCATION_INVALID: 'Choose the location from the list of places.',
  NO_AGENCY: 'Your account is not linked to an agency yet.',
} as const;
export const ListingsErrorCode = {
  INVALID_TRANSITION: 'INVALID_TRANSITION',
  FEATURE_IN_USE: 'FEATURE_IN_USE',
} as const;

// ── Parts ───────────────────────────────────────────────────────────────────────────────────

/** The unit a land filter or display defaults to, by kind. */
export const defaultSizeUnit = (kind: ListingKind): SizeUnit => (kind === 'land' ? 'acres' : 'sqm');

/**
 * A search's `total` counts matches up to this many (ADR 0039): counting a million is slower than
 * the page itself. A total equal to the cap is shown as "10,000+"; the pages past it are still
 * served.
 */
export const SEARCH_TOTAL_CAP = 10_000;
