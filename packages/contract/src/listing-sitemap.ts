import { z } from 'zod';
import { pageParam, pageSizeParam } from './paging';

/**
 * GET /api/properties/sitemap (issue 6): what the web server's sitemap.xml lists, a page at a
 * time. Only listings the public can open (ACTIVE, of agencies in public view); oldest id first,
 * so pages are stable while the web server walks them.
 */
/** sitemaps.org allows 50,000 URLs a file: a page of listings leaves room for the fixed pages. */
export const SITEMAP_PAGE_SIZE_MAX = 45_000;

export const listingSitemapQuerySchema = z.object({
  page: pageParam(),
  pageSize: pageSizeParam(SITEMAP_PAGE_SIZE_MAX, SITEMAP_PAGE_SIZE_MAX),
});
export type ListingSitemapQuery = z.infer<typeof listingSitemapQuerySchema>;

export const listingSitemapEntrySchema = z.object({ id: z.string(), updatedAt: z.string() });
export type ListingSitemapEntry = z.infer<typeof listingSitemapEntrySchema>;
export const listingSitemapPageSchema = z.object({
  data: z.array(listingSitemapEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ListingSitemapPage = z.infer<typeof listingSitemapPageSchema>;
