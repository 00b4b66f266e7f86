import { and, asc, count, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client';
import { agencies } from '../../agencies/agencies.schema';
import {
  catalogueItems,
  cataloguePackageItems,
  cataloguePackagePrices,
  cataloguePackages,
  entitlementLots,
} from '../commerce.schema';

export type ItemRow = typeof catalogueItems.$inferSelect;
export type ItemValues = Pick<
  typeof catalogueItems.$inferInsert,
  'code' | 'name' | 'description' | 'unit' | 'kind' | 'status'
>;
export type PackageRow = typeof cataloguePackages.$inferSelect;
export type PackageValues = Pick<
  typeof cataloguePackages.$inferInsert,
  'code' | 'name' | 'description' | 'validityDays' | 'visibility' | 'position' | 'status'
>;
/** A package's item with what the answer shows of the item itself. */
export interface PackageItemRow {
  packageId: string;
  itemId: string;
  code: string;
  name: string;
  unit: string;
  kind: string;
  status: string;
  quantity: number;
}
export interface PriceRow {
  packageId: string;
  currency: string;
  amountMinor: number;
}
export interface PackageContent {
  items: { itemId: string; quantity: number }[];
  prices: { currency: string; amountMinor: number }[];
}

export interface ItemSearch {
  q?: string;
  status?: string;
  kind?: string;
  page: number;
  pageSize: number;
}
export interface PackageSearch {
  q?: string;
  status?: string;
  visibility?: string;
  page: number;
  pageSize: number;
}

/** `%text%` for ILIKE, with the user's own % and _ taken literally. */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A lot counts while its window holds now (valid_until null: it does not end). */
const lotValidNow = and(
  sql`${entitlementLots.validFrom} <= now()`,
  sql`(${entitlementLots.validUntil} is null or ${entitlementLots.validUntil} > now())`,
);

const total = (rows: { n: number }[]) => rows[0]?.n ?? 0;

/** The catalogue's SQL: items, packages with their items and prices, and who holds an item. */
export function createCatalogueRepository(db: Db) {
  async function itemsOf(packageIds: readonly string[]): Promise<PackageItemRow[]> {
    if (packageIds.length === 0) return [];
    return db
      .select({
        packageId: cataloguePackageItems.packageId,
        itemId: cataloguePackageItems.itemId,
        code: catalogueItems.code,
        name: catalogueItems.name,
        unit: catalogueItems.unit,
        kind: catalogueItems.kind,
        status: catalogueItems.status,
        quantity: cataloguePackageItems.quantity,
      })
      .from(cataloguePackageItems)
      .innerJoin(catalogueItems, eq(catalogueItems.id, cataloguePackageItems.itemId))
      .where(inArray(cataloguePackageItems.packageId, [...packageIds]))
      .orderBy(desc(catalogueItems.builtIn), asc(catalogueItems.name), asc(catalogueItems.id));
  }

  return {
    // ── Items ────────────────────────────────────────────────────────────────────────────────
    async itemById(id: string): Promise<ItemRow | undefined> {
      const [row] = await db.select().from(catalogueItems).where(eq(catalogueItems.id, id));
      return row;
    },
    async itemByCode(code: string): Promise<ItemRow | undefined> {
      const [row] = await db.select().from(catalogueItems).where(eq(catalogueItems.code, code));
      return row;
    },
    async itemsByIds(ids: readonly string[]): Promise<ItemRow[]> {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(catalogueItems)
        .where(inArray(catalogueItems.id, [...new Set(ids)]));
    },
    async itemCodeTaken(code: string, exceptId?: string): Promise<boolean> {
      const [row] = await db
        .select({ id: catalogueItems.id })
        .from(catalogueItems)
        .where(
          and(
            eq(catalogueItems.code, code),
            exceptId ? ne(catalogueItems.id, exceptId) : undefined,
          ),
        )
        .limit(1);
      return !!row;
    },
    async searchItems(s: ItemSearch): Promise<{ rows: ItemRow[]; total: number }> {
      const pattern = s.q ? containsPattern(s.q) : undefined;
      const where = and(
        pattern
          ? or(ilike(catalogueItems.code, pattern), ilike(catalogueItems.name, pattern))
          : undefined,
        s.status ? eq(catalogueItems.status, s.status) : undefined,
        s.kind ? eq(catalogueItems.kind, s.kind) : undefined,
      );
      const rows = await db
        .select()
        .from(catalogueItems)
        .where(where)
        // Built-in items first (the product reads them), then by name; the id keeps pages stable.
        .orderBy(desc(catalogueItems.builtIn), asc(catalogueItems.name), asc(catalogueItems.id))
        .limit(s.pageSize)
        .offset((s.page - 1) * s.pageSize);
      return {
        rows,
        total: total(await db.select({ n: count() }).from(catalogueItems).where(where)),
      };
    },
    async insertItem(values: ItemValues): Promise<ItemRow> {
      const [row] = await db.insert(catalogueItems).values(values).returning();
      return row!;
    },
    /** Updates only while the row is still at `version` (and bumps it); undefined otherwise. */
    async updateItem(
      id: string,
      version: number,
      values: ItemValues,
    ): Promise<ItemRow | undefined> {
      const [row] = await db
        .update(catalogueItems)
        .set({ ...values, version: sql`${catalogueItems.version} + 1`, updatedAt: new Date() })
        .where(and(eq(catalogueItems.id, id), eq(catalogueItems.version, version)))
        .returning();
      return row;
    },
    /** The packages that hold an item, in their list order. */
    async packagesHolding(itemId: string) {
      return db
        .select({
          id: cataloguePackages.id,
          name: cataloguePackages.name,
          status: cataloguePackages.status,
          quantity: cataloguePackageItems.quantity,
        })
        .from(cataloguePackageItems)
        .innerJoin(cataloguePackages, eq(cataloguePackages.id, cataloguePackageItems.packageId))
        .where(eq(cataloguePackageItems.itemId, itemId))
        .orderBy(asc(cataloguePackages.position), asc(cataloguePackages.name));
    },
    /**
     * The agencies holding an item through lots valid now, most left first. Granted counts the
     * agency's own buckets only: an allocation to an agent moves part of a lot, it grants nothing.
     */
    async holders(itemId: string, limit: number) {
      const where = and(eq(entitlementLots.itemId, itemId), lotValidNow);
      const left = sql<number>`coalesce(sum(${entitlementLots.remaining}), 0)`.mapWith(Number);
      const rows = await db
        .select({
          agencyId: entitlementLots.agencyId,
          agencyName: agencies.name,
          granted:
            sql<number>`coalesce(sum(${entitlementLots.granted}) filter (where ${entitlementLots.agentId} is null), 0)`.mapWith(
              Number,
            ),
          left,
        })
        .from(entitlementLots)
        .innerJoin(agencies, eq(agencies.id, entitlementLots.agencyId))
        .where(where)
        .groupBy(entitlementLots.agencyId, agencies.name)
        .orderBy(desc(left), asc(agencies.name), asc(entitlementLots.agencyId))
        .limit(limit);
      const [n] = await db
        .select({ n: sql<number>`count(distinct ${entitlementLots.agencyId})`.mapWith(Number) })
        .from(entitlementLots)
        .where(where);
      return { rows, total: n?.n ?? 0 };
    },

    // ── Packages ─────────────────────────────────────────────────────────────────────────────
    async packageById(id: string): Promise<PackageRow | undefined> {
      const [row] = await db.select().from(cataloguePackages).where(eq(cataloguePackages.id, id));
      return row;
    },
    async freePackage(): Promise<PackageRow | undefined> {
      const [row] = await db
        .select()
        .from(cataloguePackages)
        .where(eq(cataloguePackages.isFree, true));
      return row;
    },
    async packageCodeTaken(code: string, exceptId?: string): Promise<boolean> {
      const [row] = await db
        .select({ id: cataloguePackages.id })
        .from(cataloguePackages)
        .where(
          and(
            eq(cataloguePackages.code, code),
            exceptId ? ne(cataloguePackages.id, exceptId) : undefined,
          ),
        )
        .limit(1);
      return !!row;
    },
    async searchPackages(s: PackageSearch): Promise<{ rows: PackageRow[]; total: number }> {
      const pattern = s.q ? containsPattern(s.q) : undefined;
      const where: SQL | undefined = and(
        pattern
          ? or(ilike(cataloguePackages.code, pattern), ilike(cataloguePackages.name, pattern))
          : undefined,
        s.status ? eq(cataloguePackages.status, s.status) : undefined,
        s.visibility ? eq(cataloguePackages.visibility, s.visibility) : undefined,
      );
      const rows = await db
        .select()
        .from(cataloguePackages)
        .where(where)
        .orderBy(
          asc(cataloguePackages.position),
          asc(cataloguePackages.name),
          asc(cataloguePackages.id),
        )
        .limit(s.pageSize)
        .offset((s.page - 1) * s.pageSize);
      return {
        rows,
        total: total(await db.select({ n: count() }).from(cataloguePackages).where(where)),
      };
    },
    itemsOf,
    async pricesOf(packageIds: readonly string[]): Promise<PriceRow[]> {
      if (packageIds.length === 0) return [];
      return db
        .select()
        .from(cataloguePackagePrices)
        .where(inArray(cataloguePackagePrices.packageId, [...packageIds]))
        .orderBy(asc(cataloguePackagePrices.currency));
    },
    /** The package row, its items and its prices, in one transaction. */
    async insertPackage(values: PackageValues, content: PackageContent): Promise<PackageRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(cataloguePackages).values(values).returning();
        if (content.items.length)
          await tx
            .insert(cataloguePackageItems)
            .values(content.items.map((i) => ({ ...i, packageId: row!.id })));
        if (content.prices.length)
          await tx
            .insert(cataloguePackagePrices)
            .values(content.prices.map((p) => ({ ...p, packageId: row!.id })));
        return row!;
      });
    },
    /**
     * Replaces the package row, items and prices in one transaction, only while the row is still
     * at `version` (bumped); undefined, with nothing changed, otherwise.
     */
    async updatePackage(
      id: string,
      version: number,
      values: PackageValues,
      content: PackageContent,
    ): Promise<PackageRow | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(cataloguePackages)
          .set({ ...values, version: sql`${cataloguePackages.version} + 1`, updatedAt: new Date() })
          .where(and(eq(cataloguePackages.id, id), eq(cataloguePackages.version, version)))
          .returning();
        if (!row) return undefined;
        await tx.delete(cataloguePackageItems).where(eq(cataloguePackageItems.packageId, id));
        await tx.delete(cataloguePackagePrices).where(eq(cataloguePackagePrices.packageId, id));
        if (content.items.length)
          await tx
            .insert(cataloguePackageItems)
            .values(content.items.map((i) => ({ ...i, packageId: id })));
        if (content.prices.length)
          await tx
            .insert(cataloguePackagePrices)
            .values(content.prices.map((p) => ({ ...p, packageId: id })));
        return row;
      });
    },
  };
}
export type CatalogueRepository = ReturnType<typeof createCatalogueRepository>;
