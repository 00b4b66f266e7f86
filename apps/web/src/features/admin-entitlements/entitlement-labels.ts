import {
  type GrantSource,
  type ItemKind,
  type LedgerKind,
  type SubscriptionStatus,
} from '@afrinest/contract';
import type { BadgeTone } from '@/components/ui';
import { formatNumber } from '@/lib/format';
import { formatBytes, isBytesItem } from '@/lib/format-bytes';

type ItemLike = { code: string; unit: string; kind?: ItemKind };

/** An amount of an item as people read it: bytes as MB/GB, anything else with its unit. */
export function formatQuantity(item: ItemLike, n: number): string {
  if (isBytesItem(item)) return formatBytes(n);
  const unit = item.unit.trim();
  if (!unit) return formatNumber(n);
  // Units are English plurals typed by admins ("listings", "days"): one of them reads singular.
  const word =
    Math.abs(n) === 1 && unit.length > 1 && unit.endsWith('s') ? unit.slice(0, -1) : unit;
  return `${formatNumber(n)} ${word}`;
}

/** A change of an amount, signed: "+5 listings", "-120 MB". */
export const formatDelta = (item: ItemLike, n: number): string =>
  `${n > 0 ? '+' : ''}${formatQuantity(item, n)}`;

export const itemKindLabels: Record<ItemKind, string> = {
  CAPACITY: 'Capacity',
  CONSUMABLE: 'Credits',
  FEATURE: 'Feature',
};

export const ledgerKindLabels: Record<LedgerKind, string> = {
  GRANT: 'Grant',
  CONSUME: 'Use',
  ALLOCATE: 'Given to an agent',
  RELEASE: 'Taken back from an agent',
  EXPIRE: 'Expiry',
  REVERSE: 'Reversal',
  ADJUST: 'Adjustment',
  EXTEND: 'Extension',
};

export const grantSourceLabels: Record<GrantSource, string> = {
  PACKAGE: 'Package',
  GIFT: 'Gift',
  ADMIN_GRANT: 'Admin grant',
  PURCHASE: 'Purchase',
  MIGRATION: 'Carried over',
};

export const subscriptionStatusLabels: Record<SubscriptionStatus, string> = {
  ACTIVE: 'Active',
  EXPIRED: 'Expired',
  CANCELLED: 'Cancelled',
};
export const subscriptionStatusTone: Record<SubscriptionStatus, BadgeTone> = {
  ACTIVE: 'success',
  EXPIRED: 'neutral',
  CANCELLED: 'danger',
};

/** A day in the admin's own locale; null is a grant or period that does not end. */
export const formatDay = (iso: string | null, none = 'No end'): string =>
  iso ? new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' }) : none;

export const formatDateTime = (iso: string): string =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export const textLinkClass =
  'font-medium text-emerald-800 underline-offset-2 hover:underline ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700';

/** The plain tables of this feature (balances, lots, team): lists that are never paged. */
export const tableClass = 'min-w-full divide-y divide-gray-200 text-sm';
export const headCellClass =
  'px-3 py-2 text-left text-xs font-semibold tracking-wide whitespace-nowrap text-gray-700 uppercase';
export const cellClass = 'px-3 py-2 align-top text-gray-900';
