import type { Currency, PackageItem, PackagePrice } from '@afrinest/contract';
import { formatNumber } from '@/lib/format';
import { formatBytes, isBytesItem } from '@/lib/format-bytes';

const DAYS_PER_YEAR = 365;

/** How long a package lasts: "30 days", "1 year", "2 years"; null never ends. */
export function validityText(days: number | null): string {
  if (days === null) return 'Does not end';
  if (days % DAYS_PER_YEAR === 0) {
    const years = days / DAYS_PER_YEAR;
    return `${formatNumber(years)} year${years === 1 ? '' : 's'}`;
  }
  return `${formatNumber(days)} day${days === 1 ? '' : 's'}`;
}

/** How much of an item a package gives: "10 listings", "500 MB" (bytes), "Included" (a feature). */
export function quantityText(item: PackageItem): string {
  if (item.kind === 'FEATURE') return 'Included';
  if (isBytesItem(item)) return formatBytes(item.quantity);
  const unit = item.unit.trim();
  return unit ? `${formatNumber(item.quantity)} ${unit}` : formatNumber(item.quantity);
}

/**
 * The prices to show a visitor: the one in their chosen currency, or every price the package
 * has when it has none in it (money is never converted: DESIGN.md §2).
 */
export function pricesToShow(prices: readonly PackagePrice[], chosen: Currency): PackagePrice[] {
  const inChosen = prices.filter((p) => p.currency === chosen);
  return inChosen.length > 0 ? inChosen : [...prices];
}
