import { ItemCode } from '@afrinest/contract';
import type { Exec } from './ledger.repository';

/** What each agent of an agency uses now of a capacity (key null: use by no one agent). */
export type CapacityUse = Map<string | null, number>;

/**
 * Live use of a capacity, measured by the module that owns the table and run in the caller's
 * transaction, so a check and the write it allows see the same rows.
 */
export type UsageSource = (exec: Exec, agencyId: string) => Promise<CapacityUse>;
/** The capacities the product's rules read, handed in at composition (listings, media, agents). */
export interface UsageSources {
  [ItemCode.LISTING_SLOTS]: UsageSource;
  [ItemCode.AGENT_SEATS]: UsageSource;
  [ItemCode.PHOTO_STORAGE]: UsageSource;
  [ItemCode.PHOTO_COUNT]: UsageSource;
}
export type MeasuredCode = keyof UsageSources;
export const isMeasured = (code: string): code is MeasuredCode =>
  code === ItemCode.LISTING_SLOTS ||
  code === ItemCode.AGENT_SEATS ||
  code === ItemCode.PHOTO_STORAGE ||
  code === ItemCode.PHOTO_COUNT;

export const totalOf = (use: CapacityUse) => [...use.values()].reduce((a, b) => a + b, 0);
