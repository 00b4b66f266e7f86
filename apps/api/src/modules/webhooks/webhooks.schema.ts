import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { eventOutbox } from '../../platform/events/events.schema';
import { agencies } from '../agencies/agencies.schema';
import { listings } from '../listings/listings.schema';
import { users } from '../users/users.schema';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A receiver of webhooks (issue 45): the events it wants, optionally one agency's only. The
 * secret signs every delivery (Standard Webhooks); after a rotation the previous one signs
 * beside it until `previous_secret_until`.
 */
export const webhookEndpoints = pgTable('webhook_endpoint', {
  id: uuid('id').primaryKey().defaultRandom(),
  url: text('url').notNull(),
  description: text('description').notNull().default(''),
  events: text('events').array().notNull(),
  agencyId: uuid('agency_id').references(() => agencies.id, { onDelete: 'cascade' }),
  active: boolean('active').notNull().default(true),
  /** ADMIN or FAILING (every attempt failed for the retry window). */
  disabledReason: text('disabled_reason'),
  disabledAt: at('disabled_at'),
  /** The first failure since the last success; null while it answers. */
  failingSince: at('failing_since'),
  secret: text('secret').notNull(),
  previousSecret: text('previous_secret'),
  previousSecretUntil: at('previous_secret_until'),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/**
 * One event to one endpoint: PENDING until an attempt succeeds (SUCCEEDED) or the retry window
 * ends (FAILED). An endpoint's deliveries go out one at a time in `seq` order.
 */
export const webhookDeliveries = pgTable(
  'webhook_delivery',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => eventOutbox.id, { onDelete: 'cascade' }),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    /** The event's seq: the endpoint's order. */
    seq: bigint('seq', { mode: 'number' }).notNull(),
    status: text('status').notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // A redelivery is a new delivery of the same event, so (event, endpoint) is not unique.
    index('webhook_delivery_pending_idx')
      .on(t.endpointId, t.seq)
      .where(sql`status = 'PENDING'`),
    index('webhook_delivery_event_idx').on(t.eventId),
  ],
);

/** Every attempt, for admin/webhook-logs. */
export const webhookAttempts = pgTable(
  'webhook_attempt',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id').notNull(),
    eventType: text('event_type').notNull(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    outcome: text('outcome').notNull(),
    httpStatus: integer('http_status'),
    error: text('error'),
    latencyMs: integer('latency_ms').notNull(),
    requestBody: text('request_body').notNull(),
    responseBody: text('response_body').notNull().default(''),
    nextRetryAt: at('next_retry_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('webhook_attempt_created_idx').on(t.createdAt),
    index('webhook_attempt_endpoint_idx').on(t.endpointId, t.createdAt),
  ],
);

/**
 * A partner's system with its API key (issue 45): only the key's SHA-256 is kept; the key is
 * shown once. Agency scopes act within `agency_id`.
 */
export const externalSystems = pgTable(
  'external_system',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    ownerName: text('owner_name').notNull(),
    ownerEmail: text('owner_email').notNull(),
    ownerPhone: text('owner_phone').notNull().default(''),
    scopes: text('scopes').array().notNull(),
    agencyId: uuid('agency_id').references(() => agencies.id, { onDelete: 'cascade' }),
    keyHash: text('key_hash').notNull().unique(),
    keyHint: text('key_hint').notNull(),
    expiresAt: at('expires_at'),
    lastUsedAt: at('last_used_at'),
    rateLimitPerMinute: integer('rate_limit_per_minute').notNull(),
    revokedAt: at('revoked_at'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('external_system_agency_idx').on(t.agencyId)],
);

/** A listing a partner pushed, by the partner's own id: the PUT by external id finds it here. */
export const externalListings = pgTable(
  'external_listing',
  {
    systemId: uuid('system_id')
      .notNull()
      .references(() => externalSystems.id, { onDelete: 'cascade' }),
    externalId: text('external_id').notNull(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.systemId, t.externalId] }),
    unique('external_listing_listing_key').on(t.listingId),
  ],
);
