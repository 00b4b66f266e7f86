import { and, asc, count, eq, isNull, notInArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { listings } from './listings.schema';

/** The ids and last changes of public listings, a page at a time, for sitemap.xml. */
export function createListingsSitemapRepository(db: Db) {
  return {
    async publicPage(q: { page: number; pageSize: number; hiddenAgencies: string[] }) {
      const conditions: SQL[] = [eq(listings.status, 'ACTIVE'), isNull(listings.deletedAt)];
      if (q.hiddenAgencies.length) conditions.push(notInArray(listings.agencyId, q.hiddenAgencies));
      const where = and(...conditions);
      const [rows, [total]] = await Promise.all([
        db
          .select({ id: listings.id, updatedAt: listings.updatedAt })
          .from(listings)
          .where(where)
          // By id: a stable order, so consecutive pages neither repeat nor skip a listing.
          .orderBy(asc(listings.id))
          .limit(q.pageSize)
          .offset((q.page - 1) * q.pageSize),
        db.select({ n: count() }).from(listings).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
  };
}
export type ListingsSitemapRepository = ReturnType<typeof createListingsSitemapRepository>;
