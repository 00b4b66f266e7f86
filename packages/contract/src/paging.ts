import { z } from 'zod';

/** Server-side paging for admin tables (DESIGN.md §4: no screen loads a whole table). */
export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 100;

/** `page` counts from 1, as people do; query strings arrive as text, hence the coercion. */
export const pageQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'The page is a number.' })
    .int('The page is a whole number.')
    .min(1, 'Pages start at 1.')
    .default(1),
  pageSize: z.coerce
    .number({ error: 'The page size is a number.' })
    .int('The page size is a whole number.')
    .min(1, 'At least 1 row per page.')
    .max(PAGE_SIZE_MAX, `At most ${PAGE_SIZE_MAX} rows per page.`)
    .default(PAGE_SIZE_DEFAULT),
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
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters.`)
    .optional()
    .transform((v) => (v ? v : undefined));
