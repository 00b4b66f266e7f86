import { z } from 'zod';
import { PAGE_MAX, queryInt, text } from './primitives';

/** Server-side paging for admin tables (DESIGN.md §4: no screen loads a whole table). */
export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 100;

/** `page` counts from 1, as people do, up to PAGE_MAX; query strings arrive as decimal text. */
export const pageParam = () =>
  queryInt(
    z
      .number({ error: 'The page is a number.' })
      .int('The page is a whole number.')
      .min(1, 'Pages start at 1.')
      .max(PAGE_MAX, `At most page ${PAGE_MAX}.`),
  ).default(1);
export const pageSizeParam = (max: number, fallback: number) =>
  queryInt(
    z
      .number({ error: 'The page size is a number.' })
      .int('The page size is a whole number.')
      .min(1, 'At least 1 row per page.')
      .max(max, `At most ${max} rows per page.`),
  ).default(fallback);

export const pageQuerySchema = z.object({
  page: pageParam(),
  pageSize: pageSizeParam(PAGE_SIZE_MAX, PAGE_SIZE_DEFAULT),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

export const sortOrderSchema = z.enum(['asc', 'desc']);
export type SortOrder = z.infer<typeof sortOrderSchema>;

/** One page of rows with what a Previous/Next pager needs. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
export interface Page<T> {
  data: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** A text filter from a query string: trimmed, and an empty one counts as absent. */
export const textFilter = (max: number) =>
  text()
    .trim()
    .max(max, `At most ${max} characters.`)
    .optional()
    .transform((v) => (v ? v : undefined));
