import { z } from 'zod';
import { text } from './primitives';
import { pageOf, pageQuerySchema, textFilter } from './paging';

/**
 * Content pages (issue 44): about, help, terms, privacy, faq, advertisement and blog posts, written
 * in Markdown and served as sanitised HTML. Every save is a version (history, restore).
 * Admin: /api/admin/content/pages[/{id}[/versions[/{version}/restore]]]. Public:
 * /api/content/pages/{slug} (PUBLISHED only).
 */
export const CONTENT_STATUSES = ['DRAFT', 'PUBLISHED'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];
/** PAGE: a standing page (about, terms…); POST: a blog post, listed newest first. */
export const CONTENT_KINDS = ['PAGE', 'POST'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];
/** The pages the product links to (footer, registration); seeded, editable, never deleted. */
export const STANDING_PAGES = [
  'about',
  'help',
  'terms',
  'privacy',
  'faq',
  'advertisement',
] as const;

export const ContentErrorCode = {
  PAGE_NOT_FOUND: 'PAGE_NOT_FOUND',
  SLUG_TAKEN: 'SLUG_TAKEN',
  VERSION_NOT_FOUND: 'VERSION_NOT_FOUND',
  STALE_VERSION: 'STALE_VERSION',
} as const;
export const ContentMessages = {
  PAGE_NOT_FOUND: 'Page not found.',
  SLUG_TAKEN: 'Another page already uses this address.',
  VERSION_NOT_FOUND: 'This version does not exist.',
  STALE_VERSION: 'Someone else saved this page since you opened it. Reload to see their changes.',
} as const;

export const contentStatusSchema = z.enum(CONTENT_STATUSES);
export const contentKindSchema = z.enum(CONTENT_KINDS);

const slugSchema = text()
  .trim()
  .toLowerCase()
  .min(2, 'At least 2 characters.')
  .max(80, 'At most 80 characters.')
  .regex(
    /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
    'Lower-case letters, digits and single hyphens, e.g. about-us.',
  );

export const contentInputSchema = z.object({
  kind: contentKindSchema,
  slug: slugSchema,
  title: text().trim().min(2, 'Enter a title.').max(160, 'At most 160 characters.'),
  summary: text().trim().max(300, 'At most 300 characters.'),
  /** Markdown; raw HTML in it is escaped or removed, never served as written. */
  body: text().max(100_000, 'At most 100,000 characters.'),
  seoTitle: text().trim().max(70, 'At most 70 characters.'),
  seoDescription: text().trim().max(160, 'At most 160 characters.'),
  /** A blog post's category; empty for a page. */
  category: text().trim().max(60, 'At most 60 characters.'),
  status: contentStatusSchema,
  /** Marked for legal review (terms, privacy): shown in the admin list. */
  needsReview: z.boolean(),
});
export type ContentInput = z.input<typeof contentInputSchema>;
/** A save sends the version it was editing; an older one answers 409 STALE_VERSION. */
export const contentUpdateSchema = contentInputSchema.extend({
  version: z.number().int().min(1),
});
export type ContentUpdate = z.input<typeof contentUpdateSchema>;

export const contentPageSchema = z.object({
  id: z.uuid(),
  kind: contentKindSchema,
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  body: z.string(),
  /** The body rendered and sanitised on the server. */
  html: z.string(),
  seoTitle: z.string(),
  seoDescription: z.string(),
  category: z.string(),
  status: contentStatusSchema,
  needsReview: z.boolean(),
  version: z.number().int(),
  publishedAt: z.iso.datetime().nullable(),
  author: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  updatedAt: z.iso.datetime(),
});
export type ContentPage = z.infer<typeof contentPageSchema>;
export const contentSummarySchema = contentPageSchema.omit({ body: true, html: true });
export type ContentSummary = z.infer<typeof contentSummarySchema>;
export const contentPageListSchema = pageOf(contentSummarySchema);
export const listContentQuerySchema = pageQuerySchema.extend({
  q: textFilter(100),
  kind: contentKindSchema.optional(),
  status: contentStatusSchema.optional(),
});

export const contentVersionSchema = z.object({
  version: z.number().int(),
  title: z.string(),
  body: z.string(),
  status: contentStatusSchema,
  savedAt: z.iso.datetime(),
  savedBy: z.object({ id: z.uuid(), name: z.string() }).nullable(),
});
export type ContentVersion = z.infer<typeof contentVersionSchema>;
export const contentVersionListSchema = z.array(contentVersionSchema.omit({ body: true }));
