import { z } from 'zod';
import { INT4_MAX } from './primitives';
import { fieldErrorsSchema } from './errors';
import { importRowValuesSchema } from './listing-import-columns';

export * from './listing-import-columns';
export * from './listing-import-row';

/**
 * POST /api/properties/import (issue 6, ADR 0015): rows of a spreadsheet, each with its sheet
 * row number, at most IMPORT_MAX_ROWS a request. Each row is saved whole or not at all.
 */
export const IMPORT_MAX_ROWS = 100;
/** The web page reads at most this many rows from one file (50 requests). */
export const IMPORT_MAX_FILE_ROWS = 5_000;
/** Rows the preview table shows; the counts cover every row. */
export const IMPORT_PREVIEW_ROWS = 50;

export const ImportMessages = {
  UNKNOWN_PLACE: (level: string, name: string) => `Unknown ${level} "${name}".`,
  AMBIGUOUS_PLACE: (level: string, name: string) =>
    `"${name}" names several ${level === 'city' ? 'cities' : `${level}s`}: give the level above it too.`,
  UNKNOWN_FEATURES: (names: string[]) => `Unknown features: ${names.join(', ')}.`,
  AGENT_UNKNOWN: 'No agent of your agency has this email.',
  ADMIN_NEEDS_AGENT: 'Give the email of the agent the listing belongs to.',
  ROW_FAILED: 'This row could not be saved. Please try again.',
} as const;

export const importRequestSchema = z.object({
  rows: z
    .array(
      z.object({
        /** The row number in the sheet (header is row 1), so answers point at the right line. */
        row: z
          .number()
          .int('A whole row number.')
          .min(1, 'Row numbers start at 1.')
          .max(INT4_MAX, 'The row number is too large.'),
        values: importRowValuesSchema,
      }),
    )
    .min(1, 'Send at least one row.')
    .max(IMPORT_MAX_ROWS, `At most ${IMPORT_MAX_ROWS} rows per request.`),
});
export type ImportRequest = z.infer<typeof importRequestSchema>;

export const importRowResultSchema = z.object({
  row: z.number().int(),
  ok: z.boolean(),
  /** The new listing, when saved. */
  id: z.string().optional(),
  /** Why not, per column ("price": ["Enter the price."]). */
  errors: fieldErrorsSchema.optional(),
});
export type ImportRowResult = z.infer<typeof importRowResultSchema>;
export const importResultSchema = z.object({
  results: z.array(importRowResultSchema),
  saved: z.number().int(),
  failed: z.number().int(),
});
export type ImportResult = z.infer<typeof importResultSchema>;
