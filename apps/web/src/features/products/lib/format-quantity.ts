import type { ItemRef } from '@afrinest/contract';
import { formatNumber } from '@/lib/format';
import { formatBytes, isBytesItem as isBytes } from '@/lib/format-bytes';

/** An amount of an item as people read it: bytes as MB/GB, anything else as a plain count. */
export function formatQuantity(item: Pick<ItemRef, 'code' | 'unit'>, amount: number): string {
  return isBytes(item) ? formatBytes(amount) : formatNumber(amount);
}

/** A feature is held or not: its numbers mean nothing to the reader. */
export const featureState = (enabled: boolean): string => (enabled ? 'Included' : 'Not included');
