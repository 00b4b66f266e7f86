import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { InvoiceKind } from '@afrinest/contract';
import type { Db } from '../../../platform/db/client';
import type { Exec } from '../entitlements/ledger.repository';
import { invoiceCounters, invoices } from '../payments.schema';

export type InvoiceRow = typeof invoices.$inferSelect;
export type NewInvoice = Omit<typeof invoices.$inferInsert, 'number' | 'year' | 'sequence'>;

/** Invoices and credit notes (issue 42): SQL only. */
export function createInvoicesRepository(db: Db) {
  return {
    /**
     * The next number of a kind and year. The counter row stays locked until the issuing
     * transaction ends and rolls back with it, so numbers have no gaps and no duplicates.
     */
    async nextSequence(tx: Exec, kind: InvoiceKind, year: number): Promise<number> {
      const [row] = await tx
        .insert(invoiceCounters)
        .values({ kind, year, last: 1 })
        .onConflictDoUpdate({
          target: [invoiceCounters.kind, invoiceCounters.year],
          set: { last: sql`${invoiceCounters.last} + 1` },
        })
        .returning({ last: invoiceCounters.last });
      return row!.last;
    },
    async insert(
      tx: Exec,
      row: NewInvoice & { number: string; year: number; sequence: number },
    ): Promise<InvoiceRow> {
      const [created] = await tx.insert(invoices).values(row).returning();
      return created!;
    },
    async ofPayment(exec: Exec, paymentId: string, kind: InvoiceKind) {
      const [row] = await exec
        .select()
        .from(invoices)
        .where(and(eq(invoices.paymentId, paymentId), eq(invoices.kind, kind)));
      return row;
    },
    /** The invoice id of each of these payments that has one (a page of payments at once). */
    async idsOfPayments(paymentIds: readonly string[], kind: InvoiceKind) {
      if (paymentIds.length === 0) return new Map<string, string>();
      const rows = await db
        .select({ id: invoices.id, paymentId: invoices.paymentId })
        .from(invoices)
        .where(and(inArray(invoices.paymentId, [...paymentIds]), eq(invoices.kind, kind)));
      return new Map(rows.map((r) => [r.paymentId, r.id]));
    },
    async findById(id: string): Promise<InvoiceRow | undefined> {
      const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
      return row;
    },
    async page(where: { agencyId?: string; kind?: InvoiceKind }, page: number, pageSize: number) {
      const conditions: SQL[] = [];
      if (where.agencyId) conditions.push(eq(invoices.agencyId, where.agencyId));
      if (where.kind) conditions.push(eq(invoices.kind, where.kind));
      const filter = conditions.length ? and(...conditions) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(invoices)
          .where(filter)
          .orderBy(desc(invoices.issuedAt), desc(invoices.number))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ n: count() }).from(invoices).where(filter),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
  };
}
export type InvoicesRepository = ReturnType<typeof createInvoicesRepository>;
