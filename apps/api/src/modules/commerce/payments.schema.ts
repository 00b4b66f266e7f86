import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
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
import { cataloguePackages, ledgerOperations } from './commerce.schema';

const money = (name: string) => bigint(name, { mode: 'number' });
const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A payment (issue 42) and its state machine. The move to SUCCEEDED credits the agency in the
 * same transaction; (provider, provider_tx_id) is unique, so one provider transaction pays once.
 */
export const payments = pgTable(
  'payment',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Ours, sent to the provider as its merchant reference: AFN-7K2Q9M4X. */
    reference: text('reference').notNull().unique(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id),
    payerId: uuid('payer_id')
      .notNull()
      .references(() => users.id),
    purpose: text('purpose').notNull(),
    packageId: uuid('package_id').references(() => cataloguePackages.id),
    requestId: uuid('request_id'),
    provider: text('provider').notNull(),
    method: text('method').notNull(),
    currency: text('currency').notNull(),
    subtotalMinor: money('subtotal_minor').notNull(),
    discountMinor: money('discount_minor').notNull().default(0),
    discountId: uuid('discount_id'),
    discountCode: text('discount_code'),
    vatPercent: numeric('vat_percent', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    vatMinor: money('vat_minor').notNull(),
    totalMinor: money('total_minor').notNull(),
    description: text('description').notNull(),
    phone: text('phone'),
    status: text('status').notNull().default('CREATED'),
    heldReason: text('held_reason'),
    failureReason: text('failure_reason'),
    /** The provider's id of the order (Pesapal's OrderTrackingId); ours is `reference`. */
    providerOrderId: text('provider_order_id'),
    /** The provider's id of the transaction that paid it. */
    providerTxId: text('provider_tx_id'),
    bankReference: text('bank_reference'),
    redirectUrl: text('redirect_url'),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    /** The ledger grant it made (null until credited; a PENDING agency's waits for activation). */
    grantOperationId: uuid('grant_operation_id').references(() => ledgerOperations.id),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    pendingAt: at('pending_at'),
    succeededAt: at('succeeded_at'),
    endedAt: at('ended_at'),
  },
  (t) => [
    unique('payment_payer_key_unique').on(t.payerId, t.idempotencyKey),
    uniqueIndex('payment_provider_tx_unique')
      .on(t.provider, t.providerTxId)
      .where(sql`${t.providerTxId} is not null`),
    index('payment_agency_idx').on(t.agencyId, t.createdAt),
    index('payment_status_idx').on(t.status, t.createdAt),
    index('payment_created_idx').on(t.createdAt),
    // The statistics' daily series read paid and ended payments by day (issue 43).
    index('payment_succeeded_idx')
      .on(t.succeededAt)
      .where(sql`${t.succeededAt} is not null`),
    index('payment_ended_idx')
      .on(t.endedAt)
      .where(sql`${t.endedAt} is not null`),
    index('payment_discount_idx')
      .on(t.discountId)
      .where(sql`${t.discountId} is not null`),
  ],
);

/** Every notification and status check a provider answered, as received (never secrets). */
export const paymentEvents = pgTable(
  'payment_event',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id').references(() => payments.id),
    provider: text('provider').notNull(),
    kind: text('kind').notNull(),
    outcome: text('outcome').notNull().default('RECEIVED'),
    payload: jsonb('payload').notNull(),
    receivedAt: at('received_at').notNull().defaultNow(),
    processedAt: at('processed_at'),
  },
  (t) => [index('payment_event_payment_idx').on(t.paymentId, t.receivedAt)],
);

/** Invoices and credit notes: numbered per kind and year without gaps (invoice_counter). */
export const invoices = pgTable(
  'invoice',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull().unique(),
    kind: text('kind').notNull(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id),
    creditsInvoiceId: uuid('credits_invoice_id'),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id),
    issuedAt: at('issued_at').notNull().defaultNow(),
    currency: text('currency').notNull(),
    seller: jsonb('seller').notNull(),
    buyer: jsonb('buyer').notNull(),
    lines: jsonb('lines').notNull(),
    subtotalMinor: money('subtotal_minor').notNull(),
    discountMinor: money('discount_minor').notNull(),
    discountCode: text('discount_code'),
    vatPercent: numeric('vat_percent', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    vatMinor: money('vat_minor').notNull(),
    totalMinor: money('total_minor').notNull(),
    paidWith: text('paid_with').notNull(),
  },
  (t) => [
    unique('invoice_kind_year_sequence_unique').on(t.kind, t.year, t.sequence),
    uniqueIndex('invoice_one_per_payment_kind').on(t.paymentId, t.kind),
    index('invoice_agency_idx').on(t.agencyId, t.issuedAt),
  ],
);

/** The last number of each kind and year; taken with UPDATE … RETURNING in the issuing transaction. */
export const invoiceCounters = pgTable(
  'invoice_counter',
  {
    kind: text('kind').notNull(),
    year: integer('year').notNull(),
    last: integer('last').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.kind, t.year] })],
);

export const discounts = pgTable('discount', {
  id: uuid('id').primaryKey().defaultRandom(),
  code: text('code').notNull().unique(),
  description: text('description').notNull(),
  kind: text('kind').notNull(),
  percent: integer('percent'),
  /** FIXED: [{ currency, amountMinor }]. */
  amounts: jsonb('amounts').$type<{ currency: string; amountMinor: number }[]>().notNull(),
  validFrom: at('valid_from'),
  validUntil: at('valid_until'),
  maxRedemptions: integer('max_redemptions'),
  maxPerAgency: integer('max_per_agency'),
  packageIds: jsonb('package_ids').$type<string[]>().notNull(),
  active: boolean('active').notNull().default(true),
  version: integer('version').notNull().default(1),
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export const packagePurchaseLimits = pgTable('package_purchase_limit', {
  packageId: uuid('package_id')
    .primaryKey()
    .references(() => cataloguePackages.id, { onDelete: 'cascade' }),
  maxPurchases: integer('max_purchases').notNull(),
  periodDays: integer('period_days').notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export const agencySpendCeilings = pgTable(
  'agency_spend_ceiling',
  {
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id),
    currency: text('currency').notNull(),
    ceilingMinor: money('ceiling_minor').notNull(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.agencyId, t.currency] })],
);

/** What an admin asks an agency to pay (/pay/{id}), paid by one payment. */
export const paymentRequests = pgTable(
  'payment_request',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id),
    description: text('description').notNull(),
    currency: text('currency').notNull(),
    amountMinor: money('amount_minor').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    packageId: uuid('package_id').references(() => cataloguePackages.id),
    status: text('status').notNull().default('OPEN'),
    paymentId: uuid('payment_id'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('payment_request_agency_idx').on(t.agencyId, t.createdAt)],
);

/** The sandbox provider's own books: what its hosted page charged, as a real provider keeps. */
export const sandboxCharges = pgTable('sandbox_charge', {
  id: text('id').primaryKey(),
  reference: text('reference').notNull().unique(),
  amountMinor: money('amount_minor').notNull(),
  currency: text('currency').notNull(),
  method: text('method').notNull(),
  description: text('description').notNull(),
  status: text('status').notNull().default('PENDING'),
  /** The payer's secret for the hosted page: the link is theirs alone. */
  token: text('token').notNull(),
  returnUrl: text('return_url').notNull(),
  cancelUrl: text('cancel_url').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});
