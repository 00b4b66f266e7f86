import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../users/users.schema';
import { agencies } from '../agencies/agencies.schema';

const money = (name: string) => bigint(name, { mode: 'number' });
const at = (name: string) => timestamp(name, { withTimezone: true });

/** What can be granted (issue 41): a ceiling, a credit or a switch. */
export const catalogueItems = pgTable('catalogue_item', {
  id: uuid('id').primaryKey().defaultRandom(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  unit: text('unit').notNull().default(''),
  kind: text('kind').notNull(),
  status: text('status').notNull().default('ACTIVE'),
  /** The product's rules read it by code: code and kind are fixed. */
  builtIn: boolean('built_in').notNull().default(false),
  version: integer('version').notNull().default(1),
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** A bundle of items with a validity and prices per currency (never converted). */
export const cataloguePackages = pgTable(
  'catalogue_package',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** Null: a grant of it does not end (the FREE package). */
    validityDays: integer('validity_days'),
    visibility: text('visibility').notNull().default('PRIVATE'),
    position: integer('position').notNull().default(0),
    status: text('status').notNull().default('ACTIVE'),
    isFree: boolean('is_free').notNull().default(false),
    version: integer('version').notNull().default(1),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('catalogue_package_one_free_idx')
      .on(t.isFree)
      .where(sql`${t.isFree}`),
  ],
);

export const cataloguePackageItems = pgTable(
  'catalogue_package_item',
  {
    packageId: uuid('package_id')
      .notNull()
      .references(() => cataloguePackages.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id')
      .notNull()
      .references(() => catalogueItems.id),
    quantity: money('quantity').notNull(),
  },
  (t) => [primaryKey({ columns: [t.packageId, t.itemId] }), index().on(t.itemId)],
);

/** Integer minor units with the currency's ISO 4217 exponent. */
export const cataloguePackagePrices = pgTable(
  'catalogue_package_price',
  {
    packageId: uuid('package_id')
      .notNull()
      .references(() => cataloguePackages.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    amountMinor: money('amount_minor').notNull(),
  },
  (t) => [primaryKey({ columns: [t.packageId, t.currency] })],
);

/** An agency's package period: renewals extend it; the expiry job ends it. */
export const agencySubscriptions = pgTable(
  'agency_subscription',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id),
    packageId: uuid('package_id')
      .notNull()
      .references(() => cataloguePackages.id),
    status: text('status').notNull().default('ACTIVE'),
    source: text('source').notNull(),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at'),
    /** When the 7-day and 1-day reminders were mailed (each once). */
    remindedAt: jsonb('reminded_at').$type<Record<string, string>>().notNull().default({}),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('agency_subscription_agency_idx').on(t.agencyId, t.status),
    index('agency_subscription_ends_idx')
      .on(t.endsAt)
      .where(sql`${t.status} = 'ACTIVE'`),
  ],
);

/**
 * One change of an agency's entitlements, append-only: who, when, why and its idempotency key.
 * What it moved is in its postings.
 */
export const ledgerOperations = pgTable(
  'ledger_operation',
  {
    id: uuid('id').primaryKey(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id),
    kind: text('kind').notNull(),
    source: text('source'),
    packageId: uuid('package_id').references(() => cataloguePackages.id),
    subscriptionId: uuid('subscription_id').references(() => agencySubscriptions.id),
    listingId: uuid('listing_id'),
    /** A REVERSE names the grant it reverses; a grant is reversed at most once. */
    reversesId: uuid('reverses_id'),
    reason: text('reason').notNull().default(''),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /** What the request asked, so a key sent again with other values is refused. */
    requestHash: text('request_hash').notNull().default(''),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('ledger_operation_agency_idx').on(t.agencyId, t.createdAt),
    uniqueIndex('ledger_operation_reverses_idx').on(t.reversesId),
  ],
);

/**
 * One movement of one item in one bucket (agent_id null: the agency's pool). A GRANT posting
 * starts a lot (lot_id = its own id) with its validity; later postings move that lot.
 */
export const ledgerPostings = pgTable(
  'ledger_posting',
  {
    id: uuid('id').primaryKey(),
    operationId: uuid('operation_id')
      .notNull()
      .references(() => ledgerOperations.id),
    agencyId: uuid('agency_id').notNull(),
    itemId: uuid('item_id')
      .notNull()
      .references(() => catalogueItems.id),
    agentId: uuid('agent_id'),
    lotId: uuid('lot_id').notNull(),
    delta: money('delta').notNull(),
    /** Set on GRANT and EXTEND: the lot's window from then on. */
    validFrom: at('valid_from'),
    validUntil: at('valid_until'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('ledger_posting_lot_idx').on(t.lotId),
    index('ledger_posting_operation_idx').on(t.operationId),
    index('ledger_posting_agency_item_idx').on(t.agencyId, t.itemId, t.createdAt),
  ],
);

/**
 * The balance of each lot per bucket, kept with every operation in its transaction; a test and
 * the admin's "recompute" rebuild it from the postings and compare (issue 41).
 */
export const entitlementLots = pgTable(
  'entitlement_lot',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    lotId: uuid('lot_id').notNull(),
    agencyId: uuid('agency_id').notNull(),
    itemId: uuid('item_id').notNull(),
    agentId: uuid('agent_id'),
    source: text('source').notNull(),
    granted: money('granted').notNull().default(0),
    consumed: money('consumed').notNull().default(0),
    remaining: money('remaining').notNull().default(0),
    validFrom: at('valid_from').notNull(),
    validUntil: at('valid_until'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    unique('entitlement_lot_bucket_key').on(t.lotId, t.agentId).nullsNotDistinct(),
    index('entitlement_lot_agency_item_idx').on(t.agencyId, t.itemId),
    index('entitlement_lot_open_until_idx')
      .on(t.validUntil)
      .where(sql`${t.remaining} <> 0 and ${t.validUntil} is not null`),
  ],
);

/** What an agency's people are told once: a period ended and listings were made inactive. */
export const entitlementNotices = pgTable(
  'entitlement_notice',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id),
    kind: text('kind').notNull(),
    count: integer('count').notNull(),
    /** The listings made inactive, which "republish" brings back while slots last. */
    listingIds: jsonb('listing_ids').$type<string[]>().notNull().default([]),
    createdAt: at('created_at').notNull().defaultNow(),
    dismissedAt: at('dismissed_at'),
  },
  (t) => [index('entitlement_notice_agency_idx').on(t.agencyId, t.createdAt)],
);
