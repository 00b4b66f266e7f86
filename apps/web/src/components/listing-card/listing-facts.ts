import type { AreaUnit, ListingSummary, SizeView } from '@afrinest/contract';
import { SQUARE_METRES_PER, formatNumber } from '@/lib/format';

/** Units a building's floor area is quoted in; nobody reads a flat's size in acres. */
const FLOOR_UNITS: readonly AreaUnit[] = ['sqm', 'sqft'];

/**
 * The unit to show a size in: the visitor's choice, except that floor areas stay in m² for
 * someone who reads land in acres, hectares or decimals.
 */
export function displayUnit(kind: 'land' | 'floor', visitorUnit: AreaUnit): AreaUnit {
  if (kind === 'land' || FLOOR_UNITS.includes(visitorUnit)) return visitorUnit;
  return 'sqm';
}

/** The size a card shows: land size for plots (and buildings with land), else floor area. */
export function mainSize(
  listing: Pick<ListingSummary, 'kind' | 'landSize' | 'floorArea'>,
): { size: SizeView; kind: 'land' | 'floor' } | null {
  if (listing.kind === 'land' && listing.landSize) return { size: listing.landSize, kind: 'land' };
  if (listing.floorArea) return { size: listing.floorArea, kind: 'floor' };
  if (listing.landSize) return { size: listing.landSize, kind: 'land' };
  return null;
}

/** True when the size as entered reads differently from the converted one (so both show). */
export const enteredInOtherUnit = (size: SizeView, unit: AreaUnit): boolean => size.unit !== unit;

/**
 * The price of one unit of area, in whole minor units (UGX per acre, US cents per m²): how land
 * is compared. Null when the size is unknown or zero.
 */
export function pricePerUnitArea(
  priceMinor: number,
  squareMetres: number,
  unit: AreaUnit,
): number | null {
  if (!(squareMetres > 0)) return null;
  return Math.round((priceMinor * SQUARE_METRES_PER[unit]) / squareMetres);
}

/** Singular unit names for "USh 3,000,000 per acre". */
export const PER_UNIT_LABELS: Record<AreaUnit, string> = {
  acres: 'acre',
  hectares: 'hectare',
  decimals: 'decimal',
  sqm: 'm²',
  sqft: 'sq ft',
};

const ENTERED_UNIT_LABELS: Record<SizeView['unit'], string> = {
  sqm: 'm²',
  sqft: 'sq ft',
  acres: 'acres',
  hectares: 'hectares',
  decimals: 'decimals',
  ft_plot: 'ft',
};

/**
 * A size as the agent entered it: "50 decimals", "50×100 ft". (Not the contract's formatArea:
 * it writes with toLocaleString, which starts Intl while a drawn page is hydrated, ADR 0028.)
 */
export function formatEnteredSize(size: SizeView): string {
  if (size.unit === 'ft_plot') return `${size.widthFt ?? 0}×${size.lengthFt ?? 0} ft`;
  const value = formatNumber(Number(size.value.toFixed(2)), 2);
  return `${value} ${ENTERED_UNIT_LABELS[size.unit]}`;
}
