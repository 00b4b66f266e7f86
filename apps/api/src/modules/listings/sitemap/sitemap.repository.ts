import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client';
import { inPublicAgency } from '../search/search-where';
import { listings } from '../listings.schema';

/** The ids and last changes of public listings, a page at a time, for sitemap.xml. */
export function createListingsSitemapRepository(db: Db) {
  return {
    async publicPage(q: { page: number; pageSize: number }) {
      const where = and(
        eq(listings.status, 'ACTIVE'),
        isNull(listings.deletedAt),
        inPublicAgency(),
      );
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
