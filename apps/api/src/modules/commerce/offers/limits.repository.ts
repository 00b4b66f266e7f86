import { and, asc, count, eq, gt, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client';
import { agencies } from '../../agencies/agencies.schema';
import { cataloguePackages } from '../commerce.schema';
import { agencySpendCeilings, packagePurchaseLimits, payments } from '../payments.schema';
import type { Exec } from '../entitlements/ledger.repository';

/** A payment counts towards limits and ceilings from its creation until it fails or ends unpaid. */
const counted = inArray(payments.status, ['CREATED', 'PENDING', 'SUCCEEDED']);

export interface PackageLimitRow {
  packageId: string;
  packageName: string;
  maxPurchases: number;
  periodDays: number;
}
export interface CeilingRow {
  agencyId: string;
  agencyName: string;
  currency: string;
  ceilingMinor: number;
  spentThisMonthMinor: number;
}

/**
 * What the ceiling's agency spent in its currency since `since` (the statuses of `counted`).
 * Spelled out: drizzle leaves columns unqualified in a one-table select.
 */
const spentSince = (since: Date) =>
  sql<number>`(select coalesce(sum(p.total_minor), 0) from payment p
    where p.agency_id = agency_spend_ceiling.agency_id
      and p.currency = agency_spend_ceiling.currency
      and p.status in ('CREATED', 'PENDING', 'SUCCEEDED')
      and p.created_at >= ${since.toISOString()})`.mapWith(Number);

/** Purchase limits per package and monthly spend ceilings per agency, and what counts against them. */
export function createLimitsRepository(db: Db) {
  const packageLimits = () =>
    db
      .select({
        packageId: packagePurchaseLimits.packageId,
        packageName: cataloguePackages.name,
        maxPurchases: packagePurchaseLimits.maxPurchases,
        periodDays: packagePurchaseLimits.periodDays,
      })
      .from(packagePurchaseLimits)
      .innerJoin(cataloguePackages, eq(cataloguePackages.id, packagePurchaseLimits.packageId));
  const ceilings = (monthStart: Date) =>
    db
      .select({
        agencyId: agencySpendCeilings.agencyId,
        agencyName: agencies.name,
        currency: agencySpendCeilings.currency,
        ceilingMinor: agencySpendCeilings.ceilingMinor,
        spentThisMonthMinor: spentSince(monthStart),
      })
      .from(agencySpendCeilings)
      .innerJoin(agencies, eq(agencies.id, agencySpendCeilings.agencyId));
  const ceilingKey = (agencyId: string, currency: string) =>
    and(eq(agencySpendCeilings.agencyId, agencyId), eq(agencySpendCeilings.currency, currency));

  return {
    /** Every package limit, in the packages' list order (a handful: no paging). */
    allPackageLimits(): Promise<PackageLimitRow[]> {
      return packageLimits().orderBy(
        asc(cataloguePackages.position),
        asc(cataloguePackages.name),
        asc(cataloguePackages.id),
      );
    },
    async packageLimit(packageId: string): Promise<PackageLimitRow | undefined> {
      const [row] = await packageLimits().where(eq(packagePurchaseLimits.packageId, packageId));
      return row;
    },
    async packageName(packageId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ name: cataloguePackages.name })
        .from(cataloguePackages)
        .where(eq(cataloguePackages.id, packageId));
      return row?.name;
    },
    async upsertPackageLimit(packageId: string, v: { maxPurchases: number; periodDays: number }) {
      await db
        .insert(packagePurchaseLimits)
        .values({ packageId, ...v })
        .onConflictDoUpdate({
          target: packagePurchaseLimits.packageId,
          set: { ...v, updatedAt: new Date() },
        });
    },
    async deletePackageLimit(packageId: string): Promise<boolean> {
      const rows = await db
        .delete(packagePurchaseLimits)
        .where(eq(packagePurchaseLimits.packageId, packageId))
        .returning({ id: packagePurchaseLimits.packageId });
      return rows.length > 0;
    },

    async ceilingsPage(s: { page: number; pageSize: number }, monthStart: Date) {
      const rows = await ceilings(monthStart)
        .orderBy(
          asc(agencies.name),
          asc(agencySpendCeilings.agencyId),
          asc(agencySpendCeilings.currency),
        )
        .limit(s.pageSize)
        .offset((s.page - 1) * s.pageSize);
      const [n] = await db.select({ n: count() }).from(agencySpendCeilings);
      return { rows: rows as CeilingRow[], total: n?.n ?? 0 };
    },
    async ceiling(agencyId: string, currency: string, monthStart: Date) {
      const [row] = await ceilings(monthStart).where(ceilingKey(agencyId, currency));
      return row as CeilingRow | undefined;
    },
    async upsertCeiling(agencyId: string, currency: string, ceilingMinor: number) {
      await db
        .insert(agencySpendCeilings)
        .values({ agencyId, currency, ceilingMinor })
        .onConflictDoUpdate({
          target: [agencySpendCeilings.agencyId, agencySpendCeilings.currency],
          set: { ceilingMinor, updatedAt: new Date() },
        });
    },
    async deleteCeiling(agencyId: string, currency: string): Promise<boolean> {
      const rows = await db
        .delete(agencySpendCeilings)
        .where(ceilingKey(agencyId, currency))
        .returning({ id: agencySpendCeilings.agencyId });
      return rows.length > 0;
    },

    // ── Checkout, in its transaction ─────────────────────────────────────────────────────────
    /** One agency's checkouts count and decide one at a time, until the transaction ends. */
    async lockAgency(tx: Exec, agencyId: string): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`purchase:${agencyId}`}))`);
    },
    async limitOf(tx: Exec, packageId: string) {
      const [row] = await tx
        .select()
        .from(packagePurchaseLimits)
        .where(eq(packagePurchaseLimits.packageId, packageId));
      return row;
    },
    /** The agency's counted purchases of a package created after `since`. */
    async purchasesSince(tx: Exec, agencyId: string, packageId: string, since: Date) {
      const [row] = await tx
        .select({ n: count() })
        .from(payments)
        .where(
          and(
            eq(payments.agencyId, agencyId),
            eq(payments.packageId, packageId),
            counted,
            gt(payments.createdAt, since),
          ),
        );
      return row?.n ?? 0;
    },
    async ceilingOf(tx: Exec, agencyId: string, currency: string) {
      const [row] = await tx
        .select({ ceilingMinor: agencySpendCeilings.ceilingMinor })
        .from(agencySpendCeilings)
        .where(ceilingKey(agencyId, currency));
      return row?.ceilingMinor;
    },
    /** The agency's counted payments in a currency created from `since` on, summed. */
    async spentSince(tx: Exec, agencyId: string, currency: string, since: Date) {
      const [row] = await tx
        .select({
          total: sql<number>`coalesce(sum(${payments.totalMinor}), 0)`.mapWith(Number),
        })
        .from(payments)
        .where(
          and(
            eq(payments.agencyId, agencyId),
            eq(payments.currency, currency),
            counted,
            gte(payments.createdAt, since),
          ),
        );
      return row?.total ?? 0;
    },
  };
}
export type LimitsRepository = ReturnType<typeof createLimitsRepository>;
