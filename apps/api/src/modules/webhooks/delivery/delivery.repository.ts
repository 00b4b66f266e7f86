import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { AGENCY_FREE_EVENTS } from '@afrinest/contract';
import { rowsOf, type Db } from '../../../platform/db/client';
import { eventOutbox } from '../../../platform/events/events.schema';
import { users } from '../../users/users.schema';
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from '../webhooks.schema';

/** A key for the fan-out's advisory lock: one fan-out at a time keeps deliveries in seq order. */
const FAN_OUT_LOCK = 4_504_501;

export type AttemptValues = typeof webhookAttempts.$inferInsert;

/** A delivery claimed for an attempt, with what the attempt needs. */
export interface ClaimedDelivery {
  id: string;
  attempts: number;
  eventId: string;
  eventType: string;
  occurredAt: Date;
  data: Record<string, unknown>;
  endpointId: string;
  url: string;
  secret: string;
  previousSecret: string | null;
  previousSecretUntil: Date | null;
  /** When the first attempt of this delivery was made; null before it. */
  firstAttemptAt: Date | null;
}

/** A time as a typed SQL parameter (both drivers read an ISO text the same way). */
const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;
const dateOf = (v: unknown): Date | null => (v == null ? null : new Date(v as string));

/** The SQL of deliveries: fan-out, claiming, recording attempts, an endpoint's health. */
export function createDeliveryRepository(db: Db) {
  return {
    /**
     * Turns up to `limit` events not yet fanned out, oldest first, into deliveries for the
     * active endpoints that want them, and marks them. Under an advisory lock taken without
     * waiting: a second worker returns at once (-1) instead of fanning out out of order.
     * Listing writes only insert outbox rows, which nothing here blocks.
     */
    async fanOut(now: Date, limit: number): Promise<number> {
      return db.transaction(async (tx) => {
        const [lock] = rowsOf<{ ok: boolean }>(
          await tx.execute(sql`select pg_try_advisory_xact_lock(${FAN_OUT_LOCK}) as ok`),
        );
        if (!lock?.ok) return -1;
        const events = await tx
          .select({ id: eventOutbox.id })
          .from(eventOutbox)
          .where(sql`${eventOutbox.fannedOutAt} is null`)
          .orderBy(asc(eventOutbox.seq))
          .limit(limit);
        if (events.length === 0) return 0;
        const ids = events.map((e) => e.id);
        const free = sql.join(
          AGENCY_FREE_EVENTS.map((t) => sql`${t}`),
          sql`, `,
        );
        await tx.execute(sql`
          insert into webhook_delivery (event_id, endpoint_id, seq, next_attempt_at)
          select o.id, e.id, o.seq, ${ts(now)}
          from event_outbox o
          join webhook_endpoint e on e.active and o.type = any(e.events)
            and (e.agency_id is null
                 or (e.agency_id = o.agency_id and o.type not in (${free})))
          where o.id in (${sql.join(
            ids.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`);
        await tx.update(eventOutbox).set({ fannedOutAt: now }).where(inArray(eventOutbox.id, ids));
        return events.length;
      });
    },

    /** The oldest pending delivery of each active endpoint, where it is due, up to `limit`. */
    async dueHeads(now: Date, limit: number): Promise<string[]> {
      const rows = rowsOf<{ id: string }>(
        await db.execute(sql`
          select id from (
            select distinct on (d.endpoint_id) d.id, d.next_attempt_at
            from webhook_delivery d
            join webhook_endpoint e on e.id = d.endpoint_id and e.active
            where d.status = 'PENDING'
            order by d.endpoint_id, d.seq, d.created_at
          ) heads
          where next_attempt_at <= ${ts(now)}
          order by next_attempt_at
          limit ${limit}`),
      );
      return rows.map((r) => r.id);
    },

    /** When the next head delivery falls due (null: nothing waits). */
    async nextDue(): Promise<Date | null> {
      const [row] = rowsOf<{ at: string | Date | null }>(
        await db.execute(sql`
          select min(next_attempt_at) as at from (
            select distinct on (d.endpoint_id) d.next_attempt_at
            from webhook_delivery d
            join webhook_endpoint e on e.id = d.endpoint_id and e.active
            where d.status = 'PENDING'
            order by d.endpoint_id, d.seq, d.created_at
          ) heads`),
      );
      return dateOf(row?.at);
    },

    /**
     * Claims a due delivery by moving its due time to the end of a lease: a second worker no
     * longer sees it due. A worker that dies mid-attempt leaves it due again after the lease.
     */
    async claim(id: string, now: Date, leaseUntil: Date): Promise<ClaimedDelivery | null> {
      const [row] = rowsOf<Record<string, unknown>>(
        await db.execute(sql`
          with claimed as (
            update webhook_delivery set next_attempt_at = ${ts(leaseUntil)}, updated_at = ${ts(now)}
            where id = ${id} and status = 'PENDING' and next_attempt_at <= ${ts(now)}
            returning id, attempts, event_id, endpoint_id
          )
          select c.id, c.attempts, o.id as event_id, o.type, o.occurred_at, o.data,
            e.id as endpoint_id, e.url, e.secret, e.previous_secret, e.previous_secret_until,
            (select min(a.created_at) from webhook_attempt a where a.delivery_id = c.id) as first_at
          from claimed c
          join event_outbox o on o.id = c.event_id
          join webhook_endpoint e on e.id = c.endpoint_id`),
      );
      if (!row) return null;
      return {
        id: row.id as string,
        attempts: Number(row.attempts),
        eventId: row.event_id as string,
        eventType: row.type as string,
        occurredAt: dateOf(row.occurred_at)!,
        data: (typeof row.data === 'string' ? JSON.parse(row.data) : row.data) as Record<
          string,
          unknown
        >,
        endpointId: row.endpoint_id as string,
        url: row.url as string,
        secret: row.secret as string,
        previousSecret: (row.previous_secret as string | null) ?? null,
        previousSecretUntil: dateOf(row.previous_secret_until),
        firstAttemptAt: dateOf(row.first_at),
      };
    },

    /** Records an attempt and moves its delivery on, in one transaction. */
    async recordAttempt(
      attempt: AttemptValues,
      delivery: { status: 'PENDING' | 'SUCCEEDED' | 'FAILED'; nextAttemptAt: Date | null },
    ): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.insert(webhookAttempts).values(attempt);
        await tx
          .update(webhookDeliveries)
          .set({
            status: delivery.status,
            attempts: attempt.attempt,
            ...(delivery.nextAttemptAt && { nextAttemptAt: delivery.nextAttemptAt }),
            updatedAt: attempt.createdAt as Date,
          })
          .where(eq(webhookDeliveries.id, attempt.deliveryId));
      });
    },

    /** An answer: the endpoint is healthy again. */
    async endpointSucceeded(endpointId: string): Promise<void> {
      await db
        .update(webhookEndpoints)
        .set({ failingSince: null })
        .where(and(eq(webhookEndpoints.id, endpointId), sql`failing_since is not null`));
    },

    /** A failure: failing since the first failure after the last success; answers since when. */
    async endpointFailed(endpointId: string, now: Date): Promise<Date | null> {
      const [row] = await db
        .update(webhookEndpoints)
        .set({ failingSince: sql`coalesce(${webhookEndpoints.failingSince}, ${ts(now)})` })
        .where(eq(webhookEndpoints.id, endpointId))
        .returning({ failingSince: webhookEndpoints.failingSince });
      return row?.failingSince ?? null;
    },

    /** Turns a failing endpoint off; true only for the call that turned it off (mail once). */
    async disableFailing(endpointId: string, now: Date): Promise<{ url: string } | null> {
      const [row] = await db
        .update(webhookEndpoints)
        .set({ active: false, disabledReason: 'FAILING', disabledAt: now, updatedAt: now })
        .where(and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.active, true)))
        .returning({ url: webhookEndpoints.url });
      return row ?? null;
    },

    /** The admins to tell (AFRI_ADMIN and ASSISTANT_ADMIN, not suspended). */
    adminEmails: async (): Promise<string[]> =>
      (
        await db
          .select({ email: users.email })
          .from(users)
          .where(
            and(inArray(users.role, ['AFRI_ADMIN', 'ASSISTANT_ADMIN']), eq(users.status, 'ACTIVE')),
          )
      ).map((r) => r.email),

    /** A new delivery of an event to one endpoint, due now (a test event or a redelivery). */
    async queue(eventId: string, endpointId: string, now: Date): Promise<string> {
      const [row] = rowsOf<{ id: string }>(
        await db.execute(sql`
          insert into webhook_delivery (event_id, endpoint_id, seq, next_attempt_at)
          select o.id, ${endpointId}::uuid, o.seq, ${ts(now)} from event_outbox o where o.id = ${eventId}
          returning id`),
      );
      return row!.id;
    },

    /**
     * Writes an event no endpoint subscribes to (the test event), already marked fanned out, so
     * only the delivery queued for it sends it.
     */
    async insertDirectEvent(type: string, data: Record<string, unknown>, now: Date) {
      const [row] = await db
        .insert(eventOutbox)
        .values({ type, agencyId: null, data, occurredAt: now, fannedOutAt: now })
        .returning({ id: eventOutbox.id });
      return row!.id;
    },
  };
}
export type DeliveryRepository = ReturnType<typeof createDeliveryRepository>;
