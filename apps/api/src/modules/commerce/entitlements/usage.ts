import { ItemCode } from '@afrinest/contract';
import type { Exec } from './ledger.repository';

/** What each agent of an agency uses now of a capacity (key null: use by no one agent). */
export type CapacityUse = Map<string | null, number>;

/**
 * Live use of the capacities the product's rules read, measured by the modules that own the
 * tables (listings, media, agents) and handed in at composition; run in the caller's
 * transaction so a check and the write it allows see the same rows.
 */
export interface UsageSources {
  [ItemCode.LISTING_SLOTS]: (exec: Exec, agencyId: string) => Promise<CapacityUse>;
  [ItemCode.AGENT_SEATS]: (exec: Exec, agencyId: string) => Promise<CapacityUse>;
  [ItemCode.PHOTO_STORAGE]: (exec: Exec, agencyId: string) => Promise<CapacityUse>;
  [ItemCode.PHOTO_COUNT]: (exec: Exec, agencyId: string) => Promise<CapacityUse>;
}
export type MeasuredCode = keyof UsageSources;
export const isMeasured = (code: string): code is MeasuredCode =>
  code === ItemCode.LISTING_SLOTS ||
  code === ItemCode.AGENT_SEATS ||
  code === ItemCode.PHOTO_STORAGE ||
  code === ItemCode.PHOTO_COUNT;

export const totalOf = (use: CapacityUse) => [...use.values()].reduce((a, b) => a + b, 0);
