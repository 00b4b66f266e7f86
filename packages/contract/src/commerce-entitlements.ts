import { z } from 'zod';
import { text } from './primitives';
import { pageOf, pageQuerySchema, textFilter } from './paging';
import { itemKindSchema, quantitySchema } from './commerce-catalogue';
import {
  BULK_GRANT_MAX,
  FEATURE_DAYS_MAX,
  GRANT_SOURCES,
  LEDGER_KINDS,
  QUANTITY_MAX,
  SUBSCRIPTION_STATUSES,
  VALIDITY_DAYS_MAX,
} from './commerce-values';

/**
 * Entitlements (issue 41): the append-only ledger of what each agency (and each of its agents)
 * may do, the balances derived from it, and agencies' package periods (subscriptions).
 */
export const ledgerKindSchema = z.enum(LEDGER_KINDS);
export const grantSourceSchema = z.enum(GRANT_SOURCES);
export const subscriptionStatusSchema = z.enum(SUBSCRIPTION_STATUSES);

/** A key the caller makes once per intended change: sending it again changes nothing more. */
export const idempotencyKeySchema = text()
  .trim()
  .min(8, 'At least 8 characters.')
  .max(100, 'At most 100 characters.')
  .regex(/^[A-Za-z0-9_:.-]+$/, 'Letters, digits and _ : . - only.');
export const reasonSchema = text()
  .trim()
  .min(3, 'Say why, in a few words.')
  .max(500, 'At most 500 characters.');
const validityDays = z
  .number({ error: 'Enter the number of days.' })
  .int('Whole days.')
  .min(1, 'At least 1 day.')
  .max(VALIDITY_DAYS_MAX, `At most ${VALIDITY_DAYS_MAX} days.`)
  .nullable();
const ids = (what: string) =>
  z
    .array(z.uuid())
    .min(1, `Choose at least one ${what}.`)
    .max(BULK_GRANT_MAX, `At most ${BULK_GRANT_MAX} at once.`)
    .refine((a) => new Set(a).size === a.length, `Each ${what} once.`);

export const itemRefSchema = z.object({
  id: z.uuid(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  unit: z.string(),
  kind: itemKindSchema,
});
export type ItemRef = z.infer<typeof itemRefSchema>;
const personSchema = z.object({ id: z.uuid(), name: z.string() });

/**
 * One item's balance. CAPACITY: `left` = ceiling − live use; CONSUMABLE: `left` = credits not
 * used; FEATURE: `enabled`. `granted` counts the grants still valid; `allocated` what agents hold.
 */
export const itemBalanceSchema = z.object({
  item: itemRefSchema,
  granted: z.number().int(),
  used: z.number().int(),
  left: z.number().int(),
  allocated: z.number().int(),
  enabled: z.boolean(),
  /** The soonest end of a grant with something left (null: none ends). */
  nextExpiry: z.iso.datetime().nullable(),
});
export type ItemBalance = z.infer<typeof itemBalanceSchema>;

/** One movement of one item in one bucket (the agency's pool when agent is null). */
export const postingSchema = z.object({
  lotId: z.uuid(),
  item: itemRefSchema,
  agent: personSchema.nullable(),
  delta: z.number().int(),
  validFrom: z.iso.datetime(),
  validUntil: z.iso.datetime().nullable(),
});
export type Posting = z.infer<typeof postingSchema>;
/** A ledger row as people read it: who, when, why, and what moved. */
export const ledgerOperationSchema = z.object({
  id: z.uuid(),
  kind: ledgerKindSchema,
  source: grantSourceSchema.nullable(),
  agency: z.object({ id: z.uuid(), name: z.string() }),
  package: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  listingId: z.uuid().nullable(),
  reason: z.string(),
  actor: personSchema.nullable(),
  idempotencyKey: z.string(),
  createdAt: z.iso.datetime(),
  postings: z.array(postingSchema),
  /** A grant with something unused and not reversed yet. */
  reversible: z.boolean(),
});
export type LedgerOperation = z.infer<typeof ledgerOperationSchema>;
export const ledgerPageSchema = pageOf(ledgerOperationSchema);
export const ledgerQuerySchema = pageQuerySchema.extend({
  itemId: z.uuid().optional(),
  kind: ledgerKindSchema.optional(),
});
export type LedgerQuery = z.infer<typeof ledgerQuerySchema>;

/** A grant still holding something: what it gave, what is left, until when. */
export const lotSchema = z.object({
  lotId: z.uuid(),
  operationId: z.uuid(),
  item: itemRefSchema,
  source: grantSourceSchema,
  package: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  agent: personSchema.nullable(),
  granted: z.number().int(),
  remaining: z.number().int(),
  validFrom: z.iso.datetime(),
  validUntil: z.iso.datetime().nullable(),
  reason: z.string(),
  createdAt: z.iso.datetime(),
});
export type Lot = z.infer<typeof lotSchema>;

export const subscriptionSchema = z.object({
  id: z.uuid(),
  agency: z.object({ id: z.uuid(), name: z.string() }),
  package: z.object({ id: z.uuid(), name: z.string(), isFree: z.boolean() }),
  status: subscriptionStatusSchema,
  source: grantSourceSchema,
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;
export const subscriptionPageSchema = pageOf(subscriptionSchema);
export const listSubscriptionsQuerySchema = pageQuerySchema.extend({
  q: textFilter(100),
  status: subscriptionStatusSchema.optional(),
  /** Only ACTIVE periods that end within this many days. */
  expiringWithinDays: z.coerce
    .number({ error: 'A number of days.' })
    .int('Whole days.')
    .min(1, 'At least 1 day.')
    .max(366, 'At most 366 days.')
    .optional(),
});
export type ListSubscriptionsQuery = z.infer<typeof listSubscriptionsQuerySchema>;

/** What one agent holds of an item the agency allocated, and uses. */
export const agentAllocationSchema = z.object({
  itemId: z.uuid(),
  allocated: z.number().int(),
  used: z.number().int(),
});
export const teamAllocationsSchema = z.array(
  z.object({ agent: personSchema, allocations: z.array(agentAllocationSchema) }),
);

/** GET /api/admin/entitlements/agencies/{agencyId}: one agency's balances with grants and uses. */
export const agencyBreakdownSchema = z.object({
  agency: z.object({ id: z.uuid(), name: z.string(), status: z.string() }),
  items: z.array(itemBalanceSchema),
  lots: z.array(lotSchema),
  subscriptions: z.array(subscriptionSchema),
  team: teamAllocationsSchema,
});
export type AgencyBreakdown = z.infer<typeof agencyBreakdownSchema>;

/** GET /api/admin/entitlements/unified: every item across every agency. */
export const unifiedRowSchema = z.object({
  agency: z.object({ id: z.uuid(), name: z.string() }),
  item: itemRefSchema,
  granted: z.number().int(),
  used: z.number().int(),
  left: z.number().int(),
  nextExpiry: z.iso.datetime().nullable(),
});
export type UnifiedRow = z.infer<typeof unifiedRowSchema>;
export const unifiedPageSchema = pageOf(unifiedRowSchema);
export const unifiedQuerySchema = pageQuerySchema.extend({
  q: textFilter(100),
  itemId: z.uuid().optional(),
  expiringWithinDays: z.coerce
    .number({ error: 'A number of days.' })
    .int('Whole days.')
    .min(1, 'At least 1 day.')
    .max(366, 'At most 366 days.')
    .optional(),
});
export type UnifiedQuery = z.infer<typeof unifiedQuerySchema>;

/** POST /api/admin/entitlements/agency-grants (give-items-to-agencies). */
export const agencyGrantInputSchema = z.object({
  agencyIds: ids('agency'),
  itemId: z.uuid(),
  quantity: quantitySchema,
  validityDays,
  reason: reasonSchema,
  idempotencyKey: idempotencyKeySchema,
});
export type AgencyGrantInput = z.infer<typeof agencyGrantInputSchema>;
/** POST /api/admin/entitlements/agent-grants (give-items-to-agents): into each agent's bucket. */
export const agentGrantInputSchema = agencyGrantInputSchema
  .omit({ agencyIds: true })
  .extend({ agentIds: ids('agent') });
export type AgentGrantInput = z.infer<typeof agentGrantInputSchema>;
/** POST /api/admin/entitlements/gifts: a whole package or one item, at no price, mailed. */
export const giftInputSchema = z.object({
  agencyIds: ids('agency'),
  gift: z.discriminatedUnion('type', [
    z.object({ type: z.literal('PACKAGE'), packageId: z.uuid() }),
    z.object({
      type: z.literal('ITEM'),
      itemId: z.uuid(),
      quantity: quantitySchema,
      validityDays,
    }),
  ]),
  reason: reasonSchema,
  idempotencyKey: idempotencyKeySchema,
});
export type GiftInput = z.infer<typeof giftInputSchema>;
export const operationsResultSchema = z.object({ operations: z.array(ledgerOperationSchema) });
export type OperationsResult = z.infer<typeof operationsResultSchema>;

/** POST /api/admin/entitlements/operations/{id}/reverse: what is unused of a grant goes back. */
export const reverseInputSchema = z.object({ reason: reasonSchema });
/** POST /api/admin/entitlements/agencies/{agencyId}/adjust: ± on the agency's pool. */
export const adjustInputSchema = z.object({
  itemId: z.uuid(),
  delta: z
    .number({ error: 'Enter a number.' })
    .int('A whole number.')
    .min(-QUANTITY_MAX, 'Too large.')
    .max(QUANTITY_MAX, 'Too large.')
    .refine((n) => n !== 0, 'Enter a change other than 0.'),
  reason: reasonSchema,
  idempotencyKey: idempotencyKeySchema,
});
export type AdjustInput = z.infer<typeof adjustInputSchema>;
/** POST /api/admin/subscriptions/{id}/extend: the period and its grants last longer. */
export const extendInputSchema = z.object({
  days: z
    .number({ error: 'Enter the number of days.' })
    .int('Whole days.')
    .min(1, 'At least 1 day.')
    .max(VALIDITY_DAYS_MAX, `At most ${VALIDITY_DAYS_MAX} days.`),
  reason: reasonSchema,
});
export type ExtendInput = z.infer<typeof extendInputSchema>;
/** POST /api/admin/entitlements/agencies/{agencyId}/recompute: cached balances vs the ledger. */
export const recomputeResultSchema = z.object({
  checked: z.number().int(),
  mismatches: z.array(
    z.object({
      lotId: z.uuid(),
      agentId: z.uuid().nullable(),
      cached: z.number().int(),
      ledger: z.number().int(),
    }),
  ),
});
export type RecomputeResult = z.infer<typeof recomputeResultSchema>;

/** GET /api/admin/entitlements/usage: one agency's item per day (agency-usage). */
export const usageQuerySchema = z.object({
  agencyId: z.uuid(),
  itemId: z.uuid(),
  startDate: z.iso.date({ error: 'A date like 2026-12-01.' }),
  endDate: z.iso.date({ error: 'A date like 2026-12-01.' }),
});
export type UsageQuery = z.infer<typeof usageQuerySchema>;
export const usageSeriesSchema = z.object({
  labels: z.array(z.string()),
  /** Used that day (consumables), and what was left at the end of the day. */
  consumed: z.array(z.number().int()),
  left: z.array(z.number().int()),
  granted: z.array(z.number().int()),
});
export type UsageSeries = z.infer<typeof usageSeriesSchema>;

/** A notice for the agency's people (a period ended and listings were made inactive). */
export const entitlementNoticeSchema = z.object({
  id: z.uuid(),
  kind: z.enum(['PACKAGE_EXPIRED']),
  message: z.string(),
  count: z.number().int(),
  createdAt: z.iso.datetime(),
});
export type EntitlementNotice = z.infer<typeof entitlementNoticeSchema>;

/** GET /api/agent/entitlements (agent/products): my agency's balances, and mine. */
export const agentEntitlementsSchema = z.object({
  agency: z.object({ id: z.uuid(), name: z.string() }),
  plan: z.object({ name: z.string(), endsAt: z.iso.datetime().nullable() }).nullable(),
  subscriptions: z.array(subscriptionSchema),
  items: z.array(
    itemBalanceSchema.extend({
      mine: z.object({ allocated: z.number().int(), used: z.number().int() }),
    }),
  ),
  notices: z.array(entitlementNoticeSchema),
  /** The SUPER_AGENT's allocation screen; null for agents. */
  team: teamAllocationsSchema.nullable(),
});
export type AgentEntitlements = z.infer<typeof agentEntitlementsSchema>;
/** PUT /api/agent/entitlements/allocations: the agent holds exactly `quantity` of the item. */
export const allocationInputSchema = z.object({
  agentId: z.uuid(),
  itemId: z.uuid(),
  quantity: z
    .number({ error: 'Enter a quantity.' })
    .int('A whole number.')
    .min(0, 'At least 0.')
    .max(QUANTITY_MAX, 'Too large.'),
});
export type AllocationInput = z.infer<typeof allocationInputSchema>;
/** POST /api/agent/properties/{id}/feature: featured for N more days, N featured days used. */
export const featureListingInputSchema = z.object({
  days: z
    .number({ error: 'Enter the number of days.' })
    .int('Whole days.')
    .min(1, 'At least 1 day.')
    .max(FEATURE_DAYS_MAX, `At most ${FEATURE_DAYS_MAX} days.`),
  idempotencyKey: idempotencyKeySchema,
});
export type FeatureListingInput = z.infer<typeof featureListingInputSchema>;
/** POST /api/agent/properties/{id}/bump: back to the top of "newest", one bump used. */
export const bumpListingInputSchema = z.object({ idempotencyKey: idempotencyKeySchema });
export type BumpListingInput = z.infer<typeof bumpListingInputSchema>;
export const promotionResultSchema = z.object({
  listingId: z.uuid(),
  featuredUntil: z.iso.datetime().nullable(),
  publishedAt: z.iso.datetime().nullable(),
  left: z.number().int(),
});
export type PromotionResult = z.infer<typeof promotionResultSchema>;
/** POST /api/agent/entitlements/republish: listings an ended period made inactive, while slots last. */
export const republishResultSchema = z.object({
  republished: z.number().int(),
  stillInactive: z.number().int(),
});
export type RepublishResult = z.infer<typeof republishResultSchema>;

/** GET /api/broker/agencies/{id}/entitlements: what a visitor may know; members see it all. */
export const publicEntitlementsSchema = z.object({
  agency: z.object({ id: z.uuid(), name: z.string(), slug: z.string() }),
  plan: z.string().nullable(),
  verifiedBadge: z.boolean(),
  activeListings: z.number().int(),
  agents: z.number().int(),
  /** The agency's own people and admins only; null for everyone else. */
  breakdown: z.array(itemBalanceSchema).nullable(),
});
export type PublicEntitlements = z.infer<typeof publicEntitlementsSchema>;
