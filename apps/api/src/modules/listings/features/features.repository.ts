import { and, asc, count, eq, ilike, inArray } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client';
import { features, listingFeatures } from '../listings.schema';

export type FeatureValues = Omit<typeof features.$inferInsert, 'id' | 'createdAt'>;

/** `%text%` for ILIKE, with the user's own % and _ taken literally. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The admin-managed feature list. */
export function createFeaturesRepository(db: Db) {
  return {
    active: () =>
      db
        .select()
        .from(features)
        .where(eq(features.active, true))
        .orderBy(asc(features.category), asc(features.name)),
    async search(q: { q?: string; page: number; pageSize: number }) {
      const where = q.q ? ilike(features.name, contains(q.q)) : undefined;
      const rows = await db
        .select()
        .from(features)
        .where(where)
        .orderBy(asc(features.category), asc(features.name))
        .limit(q.pageSize)
        .offset((q.page - 1) * q.pageSize);
      const [total] = await db.select({ n: count() }).from(features).where(where);
      return { rows, total: total?.n ?? 0 };
    },
    async findById(id: string) {
      const [row] = await db.select().from(features).where(eq(features.id, id));
      return row;
    },
    async findBySlug(slug: string) {
      const [row] = await db.select().from(features).where(eq(features.slug, slug));
      return row;
    },
    /** Of the ids given, those that exist and are active. */
    async activeIds(ids: readonly string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: features.id })
        .from(features)
        .where(and(inArray(features.id, [...ids]), eq(features.active, true)));
      return new Set(rows.map((r) => r.id));
    },
    async insert(values: FeatureValues) {
      const [row] = await db.insert(features).values(values).returning();
      return row!;
    },
    async update(id: string, patch: Partial<FeatureValues>) {
      const [row] = await db.update(features).set(patch).where(eq(features.id, id)).returning();
      return row;
    },
    async inUse(id: string): Promise<boolean> {
      const [row] = await db
        .select({ id: listingFeatures.listingId })
        .from(listingFeatures)
        .where(eq(listingFeatures.featureId, id))
        .limit(1);
      return !!row;
    },
    async remove(id: string): Promise<void> {
      await db.delete(features).where(eq(features.id, id));
    },
  };
}
export type FeaturesRepository = ReturnType<typeof createFeaturesRepository>;
