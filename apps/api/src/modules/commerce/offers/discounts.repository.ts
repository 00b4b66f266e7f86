import { and, asc, count, desc, eq, ilike, inArray, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client';
import { cataloguePackages } from '../commerce.schema';
import { discounts, payments } from '../payments.schema';
import type { Exec } from '../entitlements/ledger.repository';

export type DiscountRow = typeof discounts.$inferSelect;
export type DiscountValues = Pick<
  typeof discounts.$inferInsert,
  | 'code'
  | 'description'
  | 'kind'
  | 'percent'
  | 'amounts'
  | 'validFrom'
  | 'validUntil'
  | 'maxRedemptions'
  | 'maxPerAgency'
  | 'packageIds'
  | 'active'
>;
export type DiscountWithUse = DiscountRow & { redemptions: number };

/** A payment that failed, was cancelled or expired used nothing; every other one redeemed it. */
const redeemed = sql`${payments.status} not in ('FAILED', 'CANCELLED', 'EXPIRED')`;
/** Spelled out: drizzle leaves columns unqualified in a one-table select ("id" would be the payment's). */
const redemptions = sql<number>`(select count(*) from payment p where p.discount_id = discount.id
  and p.status not in ('FAILED', 'CANCELLED', 'EXPIRED'))`.mapWith(Number);

/** `%text%` for ILIKE, with the user's own % and _ taken literally. */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Discount codes and how often payments used them. */
export function createDiscountsRepository(db: Db) {
  const withUse = () => db.select({ row: discounts, redemptions }).from(discounts);
  const flat = (r: { row: DiscountRow; redemptions: number }): DiscountWithUse => ({
    ...r.row,
    redemptions: r.redemptions,
  });

  return {
    async search(s: { q?: string; page: number; pageSize: number }) {
      const pattern = s.q ? containsPattern(s.q) : undefined;
      const where = pattern
        ? or(ilike(discounts.code, pattern), ilike(discounts.description, pattern))
        : undefined;
      const rows = await withUse()
        .where(where)
        .orderBy(desc(discounts.createdAt), asc(discounts.id))
        .limit(s.pageSize)
        .offset((s.page - 1) * s.pageSize);
      const [n] = await db.select({ n: count() }).from(discounts).where(where);
      return { rows: rows.map(flat), total: n?.n ?? 0 };
    },
    async byId(id: string): Promise<DiscountWithUse | undefined> {
      const [row] = await withUse().where(eq(discounts.id, id));
      return row && flat(row);
    },
    async codeTaken(code: string, exceptId?: string): Promise<boolean> {
      const [row] = await db
        .select({ id: discounts.id })
        .from(discounts)
        .where(and(eq(discounts.code, code), exceptId ? ne(discounts.id, exceptId) : undefined))
        .limit(1);
      return !!row;
    },
    /** Which of these package ids exist. */
    async existingPackageIds(ids: readonly string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: cataloguePackages.id })
        .from(cataloguePackages)
        .where(inArray(cataloguePackages.id, [...ids]));
      return new Set(rows.map((r) => r.id));
    },
    async insert(values: DiscountValues): Promise<DiscountRow> {
      const [row] = await db.insert(discounts).values(values).returning();
      return row!;
    },
    /** Updates only while the row is still at `version` (and bumps it); undefined otherwise. */
    async update(id: string, version: number, values: DiscountValues) {
      const [row] = await db
        .update(discounts)
        .set({ ...values, version: sql`${discounts.version} + 1`, updatedAt: new Date() })
        .where(and(eq(discounts.id, id), eq(discounts.version, version)))
        .returning();
      return row;
    },

    // ── Checkout, in its transaction ─────────────────────────────────────────────────────────
    /** The code's row, locked until the checkout commits: checkouts of one code queue here. */
    async lockByCode(tx: Exec, code: string): Promise<DiscountRow | undefined> {
      const [row] = await tx.select().from(discounts).where(eq(discounts.code, code)).for('update');
      return row;
    },
    /** Redemptions by everyone and by one agency. */
    async redemptionsOf(tx: Exec, discountId: string, agencyId: string) {
      const [row] = await tx
        .select({
          total: sql<number>`count(*)`.mapWith(Number),
          agency: sql<number>`count(*) filter (where ${payments.agencyId} = ${agencyId})`.mapWith(
            Number,
          ),
        })
        .from(payments)
        .where(and(eq(payments.discountId, discountId), redeemed));
      return { total: row?.total ?? 0, agency: row?.agency ?? 0 };
    },
  };
}
export type DiscountsRepository = ReturnType<typeof createDiscountsRepository>;
