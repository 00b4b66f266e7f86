import { z } from 'zod';
import { text } from './primitives';
import { pageOf, pageQuerySchema, textFilter } from './paging';
import { listingPhotoSchema } from './media';

/**
 * Content pages (issue 44): about, help, terms, privacy, faq, advertisement and blog posts, written
 * in Markdown and served as sanitised HTML. Every save is a version (history, restore).
 * Admin: /api/admin/content/pages[/{id}[/versions[/{version}/restore]]]. Public:
 * /api/content/pages/{slug} (PUBLISHED only).
 */
export const CONTENT_STATUSES = ['DRAFT', 'PUBLISHED'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];
/**
 * PAGE: a standing page (about, terms…); POST: a blog post, listed newest first; HELP: a help
 * article, grouped by its category (the help topic) on /help and found by its search.
 */
export const CONTENT_KINDS = ['PAGE', 'POST', 'HELP'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];
/** The pages the product links to (footer, registration); seeded, editable, never deleted. */
export const STANDING_PAGES = [
  'about',
  'help',
  'terms',
  'privacy',
  'faq',
  'advertisement',
  'hotels',
  'building',
] as const;
export type StandingPage = (typeof STANDING_PAGES)[number];
/** The legal documents a user accepts (registration, and again after each change). */
export const LEGAL_DOCUMENTS = ['terms', 'privacy'] as const;
export type LegalDocument = (typeof LEGAL_DOCUMENTS)[number];

export const ContentErrorCode = {
  PAGE_NOT_FOUND: 'PAGE_NOT_FOUND',
  SLUG_TAKEN: 'SLUG_TAKEN',
  VERSION_NOT_FOUND: 'VERSION_NOT_FOUND',
  STALE_VERSION: 'STALE_VERSION',
  STALE_LEGAL: 'STALE_LEGAL',
  IMAGE_NOT_FOUND: 'IMAGE_NOT_FOUND',
  STANDING_PAGE: 'STANDING_PAGE',
} as const;
export const ContentMessages = {
  PAGE_NOT_FOUND: 'Page not found.',
  SLUG_TAKEN: 'Another page already uses this address.',
  VERSION_NOT_FOUND: 'This version does not exist.',
  STALE_VERSION: 'Someone else saved this page since you opened it. Reload to see their changes.',
  IMAGE_NOT_FOUND: 'This image does not exist any more. Upload it again.',
  IMAGE_REQUIRED: 'Choose an image to upload (JPEG, PNG, WebP or AVIF).',
  STANDING_SLUG:
    'This page is linked from every page of the site (footer, registration): its address cannot change.',
  STANDING_DELETE:
    'This page is linked from every page of the site (footer, registration): edit or unpublish it instead of deleting it.',
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
  /** An uploaded content image (POST /api/admin/content/images); null: none. */
  coverImageId: z.uuid().nullable(),
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
  /** The cover photo in every size, as listing photos are served (caption: its alt text). */
  coverImage: listingPhotoSchema.nullable(),
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

/** POST /api/admin/content/images (multipart, one `file`, optional `alt`): the processed image. */
export const contentImageSchema = listingPhotoSchema;
export type ContentImage = z.infer<typeof contentImageSchema>;

/** POST /api/admin/content/preview: a body rendered and sanitised exactly as a save would. */
export const contentPreviewRequestSchema = z.object({ body: contentInputSchema.shape.body });
export const contentPreviewSchema = z.object({ html: z.string() });

/** GET /api/content/posts: published blog posts, newest first, optionally of one category. */
export const listPostsQuerySchema = pageQuerySchema.extend({
  category: text().trim().max(60).optional(),
});
export const postListSchema = pageOf(contentSummarySchema);
/** GET /api/content/post-categories: the categories of published posts, with their counts. */
export const postCategoriesSchema = z.array(
  z.object({ name: z.string(), count: z.number().int() }),
);

/**
 * GET /api/content/help?q=…: published help articles grouped by topic (their category), topics
 * and articles in alphabetical order; with `q`, only the articles matching it, best first.
 */
export const helpQuerySchema = z.object({ q: textFilter(100) });
export const helpTopicsSchema = z.array(
  z.object({ topic: z.string(), articles: z.array(contentSummarySchema) }),
);

/**
 * GET /api/content/faq: the published faq page's questions, read from its Markdown: each
 * `## ` heading is a topic, each `### ` heading under it a question, what follows its answer.
 * `answerText` is the answer without markup, for schema.org FAQPage data.
 */
export const faqSchema = z.object({
  page: contentPageSchema,
  topics: z.array(
    z.object({
      topic: z.string(),
      items: z.array(
        z.object({ question: z.string(), answerHtml: z.string(), answerText: z.string() }),
      ),
    }),
  ),
});
export type Faq = z.infer<typeof faqSchema>;

/** GET /api/content/sitemap: every published page and post, for sitemap.xml and the RSS feed. */
export const contentSitemapSchema = z.array(
  z.object({ kind: contentKindSchema, slug: z.string(), updatedAt: z.iso.datetime() }),
);

/**
 * GET /api/legal/current: the versions of the terms and privacy notice now published (null while
 * one is not published). GET /api/users/me/legal: which of them the signed-in user still has to
 * accept; POST /api/users/me/legal {terms, privacy}: accepts those versions (409 STALE_LEGAL
 * when a newer one was published meanwhile).
 */
export const legalVersionsSchema = z.object({
  terms: z.number().int().nullable(),
  privacy: z.number().int().nullable(),
});
export type LegalVersions = z.infer<typeof legalVersionsSchema>;
export const legalStatusSchema = z.object({
  current: legalVersionsSchema,
  /** The documents whose current version this user has not accepted. */
  pending: z.array(z.enum(LEGAL_DOCUMENTS)),
});
export type LegalStatus = z.infer<typeof legalStatusSchema>;
export const legalAcceptSchema = z.object({
  terms: z.number().int().min(1),
  privacy: z.number().int().min(1),
});
export type LegalAccept = z.infer<typeof legalAcceptSchema>;
export const LegalMessages = {
  STALE_LEGAL:
    'The terms or the privacy notice changed while you were reading. Please read them again.',
  MUST_ACCEPT: 'Please accept the terms of use and the privacy notice.',
} as const;
