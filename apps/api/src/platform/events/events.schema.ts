import { sql } from 'drizzle-orm';
import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The outbox of product events (issue 45, ADR 0045): written in the transaction of the change
 * that caused it, so a rolled-back change leaves no event and a committed one always has its
 * event. `seq` orders events as they were written; the webhooks area fans them out to endpoints
 * in that order and marks each row when it has.
 */
export const eventOutbox = pgTable(
  'event_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: bigserial('seq', { mode: 'number' }).notNull().unique(),
    type: text('type').notNull(),
    /** The agency the event belongs to (listing, lead, payment…); null for agency-free events. */
    agencyId: uuid('agency_id'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the webhooks area made this event's deliveries; null: not yet. */
    fannedOutAt: timestamp('fanned_out_at', { withTimezone: true }),
  },
  (t) => [
    // The fan-out reads the events not yet fanned out, oldest first: a small partial index.
    index('event_outbox_pending_idx')
      .on(t.seq)
      .where(sql`fanned_out_at is null`),
    index('event_outbox_occurred_idx').on(t.occurredAt),
  ],
);
