import type { ProductEvent } from './outbox';

/**
 * The events of the areas other than listings (listing-events.ts), built from the rows their
 * changes return; `data` follows packages/contract/src/webhook-events.ts.
 */

const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

export function leadCreated(lead: {
  id: string;
  agencyId: string;
  agentId: string | null;
  listingId: string | null;
  channel: string;
  createdAt: Date;
}): ProductEvent {
  return {
    type: 'lead.created',
    agencyId: lead.agencyId,
    data: {
      id: lead.id,
      agencyId: lead.agencyId,
      agentId: lead.agentId,
      listingId: lead.listingId,
      channel: lead.channel,
      createdAt: iso(lead.createdAt),
    },
  };
}

type AgencyRef = { id: string; name: string; status: string };
export const agencyCreated = (a: AgencyRef): ProductEvent => ({
  type: 'agency.created',
  agencyId: a.id,
  data: { id: a.id, name: a.name, status: a.status },
});
export const agencyStatusChanged = (a: AgencyRef, from: string): ProductEvent => ({
  type: 'agency.status_changed',
  agencyId: a.id,
  data: { id: a.id, name: a.name, status: a.status, from },
});

// user.registered is written by the account's insert itself (db/functions/user_registered_event.sql).

export type PaymentEventType = 'payment.succeeded' | 'payment.failed' | 'payment.refunded';
export const paymentEvent = (
  type: PaymentEventType,
  p: {
    id: string;
    agencyId: string;
    reference: string;
    packageId: string | null;
    requestId: string | null;
    totalMinor: number;
    currency: string;
    provider: string;
    status: string;
  },
): ProductEvent => ({
  type,
  agencyId: p.agencyId,
  data: {
    id: p.id,
    agencyId: p.agencyId,
    reference: p.reference,
    packageId: p.packageId,
    requestId: p.requestId,
    amount: p.totalMinor,
    currency: p.currency,
    provider: p.provider,
    status: p.status,
  },
});

export const subscriptionEvent = (
  type: 'subscription.expiring' | 'subscription.expired',
  s: { id: string; agencyId: string; packageId: string; endsAt: Date },
  packageName: string,
): ProductEvent => ({
  type,
  agencyId: s.agencyId,
  data: {
    agencyId: s.agencyId,
    subscriptionId: s.id,
    packageId: s.packageId,
    packageName,
    expiresAt: iso(s.endsAt),
  },
});
