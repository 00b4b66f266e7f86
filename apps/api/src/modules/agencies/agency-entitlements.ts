import type { Db } from '../../platform/db/client';

/**
 * What the agencies area asks of the commerce area's entitlements (issue 41), handed in by the
 * composition root: the FREE package for a new agency, an agent seat per invitation, and the
 * WhatsApp routing feature for the super agent's screen; purchases waiting for activation.
 */
export interface AgencyEntitlements {
  grantFree(agencyId: string): Promise<unknown>;
  /** Runs `write` under the agency's lock when a seat is free; 402 otherwise. */
  withSeat<T>(agencyId: string, write: (exec: Db) => Promise<T>): Promise<T>;
  /** 402 FEATURE_NOT_INCLUDED unless the agency holds WhatsApp routing. */
  assertWhatsapp(agencyId: string): Promise<void>;
  /** Packages paid for while the agency was PENDING are granted when it is activated (issue 42). */
  grantWaitingPurchases(agencyId: string): Promise<void>;
}
