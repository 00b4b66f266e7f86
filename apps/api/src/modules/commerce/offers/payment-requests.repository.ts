import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client';
import { agencies } from '../../agencies/agencies.schema';
import { cataloguePackages } from '../commerce.schema';
import { paymentRequests } from '../payments.schema';
import type { Exec } from '../entitlements/ledger.repository';

export type PaymentRequestRow = typeof paymentRequests.$inferSelect;
export type PaymentRequestValues = Pick<
  typeof paymentRequests.$inferInsert,
  'agencyId' | 'description' | 'currency' | 'amountMinor' | 'dueDate' | 'packageId' | 'createdBy'
>;
/** A request with the names its answer shows. */
export type PaymentRequestView = PaymentRequestRow & {
  agencyName: string;
  packageName: string | null;
};

/** Custom payment requests: what an admin asked an agency to pay, and the payment that paid it. */
export function createPaymentRequestsRepository(db: Db) {
  const views = () =>
    db
      .select({
        row: paymentRequests,
        agencyName: agencies.name,
        packageName: cataloguePackages.name,
      })
      .from(paymentRequests)
      .innerJoin(agencies, eq(agencies.id, paymentRequests.agencyId))
      .leftJoin(cataloguePackages, eq(cataloguePackages.id, paymentRequests.packageId));
  const flat = (r: {
    row: PaymentRequestRow;
    agencyName: string;
    packageName: string | null;
  }): PaymentRequestView => ({ ...r.row, agencyName: r.agencyName, packageName: r.packageName });

  return {
    async search(s: { status?: string; agencyId?: string; page: number; pageSize: number }) {
      const where: SQL | undefined = and(
        s.status ? eq(paymentRequests.status, s.status) : undefined,
        s.agencyId ? eq(paymentRequests.agencyId, s.agencyId) : undefined,
      );
      const rows = await views()
        .where(where)
        .orderBy(desc(paymentRequests.createdAt), desc(paymentRequests.id))
        .limit(s.pageSize)
        .offset((s.page - 1) * s.pageSize);
      const [n] = await db.select({ n: count() }).from(paymentRequests).where(where);
      return { rows: rows.map(flat), total: n?.n ?? 0 };
    },
    async byId(id: string): Promise<PaymentRequestView | undefined> {
      const [row] = await views().where(eq(paymentRequests.id, id));
      return row && flat(row);
    },
    async packageStatus(id: string) {
      const [row] = await db
        .select({ status: cataloguePackages.status })
        .from(cataloguePackages)
        .where(eq(cataloguePackages.id, id));
      return row?.status;
    },
    async insert(values: PaymentRequestValues): Promise<string> {
      const [row] = await db
        .insert(paymentRequests)
        .values(values)
        .returning({ id: paymentRequests.id });
      return row!.id;
    },
    /** OPEN → CANCELLED; false when it was not OPEN (or is not there). */
    async cancel(id: string): Promise<boolean> {
      const rows = await db
        .update(paymentRequests)
        .set({ status: 'CANCELLED', updatedAt: new Date() })
        .where(and(eq(paymentRequests.id, id), eq(paymentRequests.status, 'OPEN')))
        .returning({ id: paymentRequests.id });
      return rows.length > 0;
    },
    /** OPEN → PAID by a payment, in the crediting transaction; false when it was not OPEN. */
    async markPaid(tx: Exec, id: string, paymentId: string): Promise<boolean> {
      const rows = await tx
        .update(paymentRequests)
        .set({ status: 'PAID', paymentId, updatedAt: new Date() })
        .where(and(eq(paymentRequests.id, id), eq(paymentRequests.status, 'OPEN')))
        .returning({ id: paymentRequests.id });
      return rows.length > 0;
    },
  };
}
export type PaymentRequestsRepository = ReturnType<typeof createPaymentRequestsRepository>;
