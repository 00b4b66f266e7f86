import {
  CURRENCY_MINOR_DIGITS,
  type Listing,
  type ListingFormValues,
  type SizeView,
} from '@afrinest/contract';

type Currency = keyof typeof CURRENCY_MINOR_DIGITS;
const digitsOf = (currency: string) => CURRENCY_MINOR_DIGITS[currency as Currency] ?? 0;

/**
 * A price as typed ("1250.5") in minor units of the currency (125050 US cents), exactly: the
 * digits are shifted as text, never multiplied as floats. More decimals than the currency has
 * give a fraction, which the contract refuses with its own message; junk gives NaN ("Enter…").
 */
export function toMinorUnits(typed: string, currency: string): number {
  const text = typed.trim().replace(/[\s,]/g, '');
  if (!/^\d+(\.\d*)?$/.test(text)) return Number.NaN;
  const [whole = '0', typedFraction = ''] = text.split('.');
  const fraction = typedFraction.replace(/0+$/, '');
  const digits = digitsOf(currency);
  const minor = Number(`${whole}${fraction.slice(0, digits).padEnd(digits, '0')}`);
  return fraction.length > digits ? minor + 0.5 : minor;
}

/** Minor units back to what a person types: 125050 USD cents → "1250.50", 850000000 UGX → "850000000". */
export function toMajorText(amount: number, currency: string): string {
  const digits = digitsOf(currency);
  if (!Number.isFinite(amount)) return '';
  if (digits === 0) return String(amount);
  const text = String(Math.round(amount)).padStart(digits + 1, '0');
  return `${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

const sizeInput = (s: SizeView | null) =>
  s && {
    unit: s.unit,
    value: s.unit === 'ft_plot' ? undefined : s.value,
    widthFt: s.widthFt,
    lengthFt: s.lengthFt,
  };

/** An empty form: a house for sale in the visitor's currency, placed in Uganda by the picker. */
export const emptyListingForm = (currency: string): ListingFormValues => ({
  kind: 'house',
  purpose: 'SALE',
  rentPeriod: null,
  title: '',
  description: '',
  price: { amount: Number.NaN, currency: currency as Currency },
  negotiable: false,
  bedrooms: null,
  bathrooms: null,
  floorArea: null,
  landSize: null,
  land: null,
  features: [],
  location: {},
  latitude: null,
  longitude: null,
  address: '',
  agentId: null,
});

/** A saved listing as the form edits it (the same shape the API takes back). */
export const listingToForm = (l: Listing): ListingFormValues => ({
  kind: l.kind,
  purpose: l.purpose,
  rentPeriod: l.rentPeriod,
  title: l.title,
  description: l.description,
  price: { amount: l.price.amount, currency: l.price.currency as Currency },
  negotiable: l.negotiable,
  bedrooms: l.bedrooms,
  bathrooms: l.bathrooms,
  floorArea: sizeInput(l.floorArea),
  landSize: sizeInput(l.landSize),
  land: l.land && {
    tenure: l.land.tenure,
    leaseYears: l.land.leaseYears,
    titleStatus: l.land.titleStatus,
    accessRoad: l.land.accessRoad,
    utilities: l.land.utilities,
  },
  features: l.features.map((f) => f.id),
  location: l.location,
  latitude: l.latitude,
  longitude: l.longitude,
  address: l.address ?? '',
  agentId: l.agent?.id ?? null,
});
