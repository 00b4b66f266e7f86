import { z } from 'zod';

/**
 * The events AfriNest sends to webhook endpoints (issue 45, ADR 0045): their types, what each
 * means, the envelope every delivery carries and what `data` holds per type.
 */
export const WEBHOOK_EVENT_TYPES = [
  'listing.created',
  'listing.updated',
  'listing.status_changed',
  'listing.deleted',
  'lead.created',
  'agency.created',
  'agency.status_changed',
  'user.registered',
  'payment.succeeded',
  'payment.failed',
  'payment.refunded',
  'subscription.expiring',
  'subscription.expired',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
export const webhookEventTypeSchema = z.enum(WEBHOOK_EVENT_TYPES, {
  error: 'Choose events from the list.',
});

/** What each event means, for the endpoint form and the API notes. */
export const WEBHOOK_EVENT_DESCRIPTIONS: Record<WebhookEventType, string> = {
  'listing.created': 'A listing was created (by an agent, an import or a partner).',
  'listing.updated': 'A listing’s details, price or features changed.',
  'listing.status_changed': 'A listing was published, deactivated, archived or sold.',
  'listing.deleted': 'A listing was deleted.',
  'lead.created': 'A visitor contacted an agent about a listing (WhatsApp, call, enquiry).',
  'agency.created': 'An agency was created or requested.',
  'agency.status_changed': 'An agency was approved, suspended or reactivated.',
  'user.registered': 'A person created an account.',
  'payment.succeeded': 'A payment was received and its purchase credited.',
  'payment.failed': 'A payment failed or was cancelled.',
  'payment.refunded': 'A payment was refunded.',
  'subscription.expiring': 'An agency’s package ends within days.',
  'subscription.expired': 'An agency’s package ended.',
};

/** Agency-free events never reach an endpoint scoped to one agency. */
export const AGENCY_FREE_EVENTS: readonly WebhookEventType[] = ['user.registered'];

/** The body every delivery carries (Standard Webhooks' recommended envelope). */
export const webhookEnvelopeSchema = z.object({
  type: z.string(),
  timestamp: z.iso.datetime(),
  data: z.record(z.string(), z.unknown()),
});
export type WebhookEnvelope = z.infer<typeof webhookEnvelopeSchema>;

/**
 * What `data` holds per event (documented on /docs and in docs/api/webhooks.md). Ids let a
 * receiver read more through the API with its key; no event carries more personal data than
 * its purpose needs.
 */
export const webhookListingDataSchema = z.object({
  id: z.uuid(),
  agencyId: z.uuid(),
  agentId: z.uuid().nullable(),
  status: z.string(),
  title: z.string(),
  kind: z.string(),
  purpose: z.string(),
  price: z.object({ amount: z.number().int(), currency: z.string() }).nullable(),
  /** The partner's own id when the listing came from an external system. */
  externalId: z.string().nullable(),
  url: z.string(),
});
export const webhookListingStatusDataSchema = webhookListingDataSchema.extend({
  from: z.string(),
  to: z.string(),
});
export const webhookListingDeletedDataSchema = z.object({ id: z.uuid(), agencyId: z.uuid() });
export const webhookLeadDataSchema = z.object({
  id: z.uuid(),
  agencyId: z.uuid(),
  agentId: z.uuid().nullable(),
  listingId: z.uuid().nullable(),
  channel: z.string(),
  createdAt: z.iso.datetime(),
});
export const webhookAgencyDataSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  status: z.string(),
  from: z.string().optional(),
});
export const webhookUserDataSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  role: z.string(),
  createdAt: z.iso.datetime(),
});
export const webhookPaymentDataSchema = z.object({
  id: z.uuid(),
  agencyId: z.uuid(),
  /** Ours, as on the invoice and the provider's side (AFN-…). */
  reference: z.string(),
  /** What was bought: a package, or an admin's payment request (one of them, or neither). */
  packageId: z.uuid().nullable(),
  requestId: z.uuid().nullable(),
  /** The total paid, in minor units of `currency`. */
  amount: z.number().int(),
  currency: z.string(),
  provider: z.string(),
  status: z.string(),
});
export const webhookSubscriptionDataSchema = z.object({
  agencyId: z.uuid(),
  /** The agency's package period (one per package bought or granted, renewals extend it). */
  subscriptionId: z.uuid(),
  packageId: z.uuid(),
  packageName: z.string(),
  expiresAt: z.iso.datetime(),
});
