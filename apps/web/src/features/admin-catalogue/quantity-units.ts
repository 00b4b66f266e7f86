import { VALIDITY_PRESETS, type ItemKind } from '@afrinest/contract';
import { formatNumber } from '@/lib/format';
import { BYTES_PER_MB, formatBytes, isBytesItem } from '@/lib/format-bytes';

/** What an item is, as far as its quantities go. */
export interface QuantityItem {
  code: string;
  name: string;
  unit: string;
  kind: ItemKind;
}

/** A quantity in the unit the admin types it in (MB for bytes). */
export const toTypedAmount = (item: QuantityItem, quantity: number): number =>
  isBytesItem(item) ? quantity / BYTES_PER_MB : quantity;
/** What the admin typed as the quantity the API counts (bytes for MB). */
export const fromTypedAmount = (item: QuantityItem, amount: number): number =>
  isBytesItem(item) ? amount * BYTES_PER_MB : amount;

/** "1 listing slot" from "Listing slots": the catalogue names items in the plural. */
const countOf = (n: number, name: string): string => {
  const lower = name.toLowerCase();
  return `${formatNumber(n)} ${n === 1 && lower.endsWith('s') ? lower.slice(0, -1) : lower}`;
};

/** A quantity alone: "500 MB", "5 listings", "Included". */
export function formatQuantity(item: QuantityItem, quantity: number): string {
  if (item.kind === 'FEATURE') return quantity > 0 ? 'Included' : 'Not included';
  if (isBytesItem(item)) return formatBytes(quantity);
  return item.unit ? `${formatNumber(quantity)} ${item.unit}` : formatNumber(quantity);
}

/** An item of a package in words: "5 listing slots", "500 MB photo storage", "WhatsApp routing". */
export function itemInWords(item: QuantityItem, quantity: number): string {
  if (item.kind === 'FEATURE') return item.name;
  if (isBytesItem(item)) return `${formatBytes(quantity)} ${item.name.toLowerCase()}`;
  return countOf(quantity, item.name);
}

/** A validity in words: "Monthly (30 days)", "45 days", "Does not end". */
export function validityInWords(days: number | null): string {
  if (days === null) return 'Does not end';
  const preset = VALIDITY_PRESETS.find((p) => p.days === days);
  const span = `${formatNumber(days)} day${days === 1 ? '' : 's'}`;
  return preset ? `${preset.label} (${span})` : span;
}
