import {
  and,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { ListPaymentsQuery, PaymentStatus } from '@afrinest/contract';
import type { Db } from '../../../platform/db/client';
import type { Exec } from '../entitlements/ledger.repository';
import { paymentEvents, payments } from '../payments.schema';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;
export type PaymentEventRow = typeof paymentEvents.$inferSelect;
export type PaymentPatch = Partial<
  Pick<
    PaymentRow,
    | 'status'
    | 'heldReason'
    | 'failureReason'
    | 'providerOrderId'
    | 'providerTxId'
    | 'bankReference'
    | 'redirectUrl'
    | 'grantOperationId'
    | 'pendingAt'
    | 'succeededAt'
    | 'endedAt'
  >
>;

const DAY_MS = 86_400_000;

/** Payments and the provider events kept with them (issue 42): SQL only, no rules. */
export function createPaymentsRepository(db: Db) {
  return {
    /** The payment of a payer's idempotency key, if one was made. */
    async findByKey(exec: Exec, payerId: string, key: string): Promise<PaymentRow | undefined> {
      const [row] = await exec
        .select()
        .from(payments)
        .where(and(eq(payments.payerId, payerId), eq(payments.idempotencyKey, key)));
      return row;
    },
    /** Inserts, or answers undefined when the payer's key was taken meanwhile (a double click). */
    async insert(exec: Exec, row: NewPayment): Promise<PaymentRow | undefined> {
      const [created] = await exec
        .insert(payments)
        .values(row)
        .onConflictDoNothing({ target: [payments.payerId, payments.idempotencyKey] })
        .returning();
      return created;
    },
    async findById(exec: Exec, id: string): Promise<PaymentRow | undefined> {
      const [row] = await exec.select().from(payments).where(eq(payments.id, id));
      return row;
    },
    async findByReference(exec: Exec, reference: string): Promise<PaymentRow | undefined> {
      const [row] = await exec.select().from(payments).where(eq(payments.reference, reference));
      return row;
    },
    async findByProviderOrder(
      exec: Exec,
      provider: string,
      orderId: string,
    ): Promise<PaymentRow | undefined> {
      const [row] = await exec
        .select()
        .from(payments)
        .where(and(eq(payments.provider, provider), eq(payments.providerOrderId, orderId)));
      return row;
    },
    /** The row, locked for the rest of the transaction: transitions read and write it here. */
    async lock(tx: Exec, id: string): Promise<PaymentRow | undefined> {
      const [row] = await tx.select().from(payments).where(eq(payments.id, id)).for('update');
      return row;
    },
    async update(exec: Exec, id: string, patch: PaymentPatch): Promise<PaymentRow> {
      const [row] = await exec
        .update(payments)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(payments.id, id))
        .returning();
      return row!;
    },
    /** Marks a SUCCEEDED, unheld payment as being refunded; false when another request has it. */
    async claimRefund(exec: Exec, id: string, marker: string): Promise<boolean> {
      const rows = await exec
        .update(payments)
        .set({ heldReason: marker, updatedAt: new Date() })
        .where(
          and(eq(payments.id, id), eq(payments.status, 'SUCCEEDED'), isNull(payments.heldReason)),
        )
        .returning({ id: payments.id });
      return rows.length === 1;
    },
    /** Another payment already paid by this provider transaction (it pays one order only). */
    async txIdTaken(exec: Exec, provider: string, txId: string, exceptId: string) {
      const [row] = await exec
        .select({ id: payments.id })
        .from(payments)
        .where(
          and(
            eq(payments.provider, provider),
            eq(payments.providerTxId, txId),
            sql`${payments.id} <> ${exceptId}`,
          ),
        );
      return !!row;
    },

    async page(
      where: { agencyId?: string } & Partial<ListPaymentsQuery>,
      page: number,
      pageSize: number,
    ) {
      const conditions: SQL[] = [];
      if (where.agencyId) conditions.push(eq(payments.agencyId, where.agencyId));
      if (where.status) conditions.push(eq(payments.status, where.status));
      if (where.provider) conditions.push(eq(payments.provider, where.provider));
      if (where.held !== undefined)
        conditions.push(where.held ? isNotNull(payments.heldReason) : isNull(payments.heldReason));
      if (where.from) conditions.push(gte(payments.createdAt, new Date(where.from)));
      if (where.to)
        conditions.push(lt(payments.createdAt, new Date(new Date(where.to).getTime() + DAY_MS)));
      const filter = conditions.length ? and(...conditions) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(payments)
          .where(filter)
          .orderBy(desc(payments.createdAt), desc(payments.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ n: count() }).from(payments).where(filter),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** Payments in `statuses` last changed before `before`, oldest first (the schedules). */
    stale: (statuses: PaymentStatus[], before: Date, limit: number) =>
      db
        .select()
        .from(payments)
        .where(
          and(
            inArray(payments.status, statuses),
            isNull(payments.heldReason),
            lt(payments.updatedAt, before),
          ),
        )
        .orderBy(payments.updatedAt)
        .limit(limit),
    /** Succeeded purchases of a package whose agency was not active yet: granted on activation. */
    waitingGrants: (agencyId: string) =>
      db
        .select()
        .from(payments)
        .where(
          and(
            eq(payments.agencyId, agencyId),
            eq(payments.status, 'SUCCEEDED'),
            isNotNull(payments.packageId),
            isNull(payments.grantOperationId),
          ),
        )
        .orderBy(payments.succeededAt),

    async addEvent(exec: Exec, row: typeof paymentEvents.$inferInsert): Promise<PaymentEventRow> {
      const [created] = await exec.insert(paymentEvents).values(row).returning();
      return created!;
    },
    async findEvent(id: string): Promise<PaymentEventRow | undefined> {
      const [row] = await db.select().from(paymentEvents).where(eq(paymentEvents.id, id));
      return row;
    },
    async setEventOutcome(id: string, outcome: string, paymentId: string | null) {
      await db
        .update(paymentEvents)
        .set({ outcome, paymentId, processedAt: new Date() })
        .where(eq(paymentEvents.id, id));
    },
    eventsOf: (paymentId: string) =>
      db
        .select()
        .from(paymentEvents)
        .where(eq(paymentEvents.paymentId, paymentId))
        .orderBy(paymentEvents.receivedAt)
        .limit(200),
  };
}
export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
