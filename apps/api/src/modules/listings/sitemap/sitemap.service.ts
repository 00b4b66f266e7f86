import type { ListingSitemapPage, ListingSitemapQuery } from '@afrinest/contract';
import type { ListingsSitemapRepository } from './sitemap.repository';

/**
 * What search engines may list: the listings anyone can open (ACTIVE, of agencies in public
 * view), the same rule as the public detail page, so the sitemap never names a 404.
 */
export function createListingsSitemapService(deps: { repo: ListingsSitemapRepository }) {
  return {
    async page(q: ListingSitemapQuery): Promise<ListingSitemapPage> {
      const { rows, total } = await deps.repo.publicPage(q);
      return {
        data: rows.map((r) => ({ id: r.id, updatedAt: r.updatedAt.toISOString() })),
        total,
        page: q.page,
        pageSize: q.pageSize,
      };
    },
  };
}
export type ListingsSitemapService = ReturnType<typeof createListingsSitemapService>;
