import { boolean, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.schema';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A content page (issue 44): about, terms, a blog post… The Markdown body is kept with its
 * sanitised HTML, rendered once per save so a read never renders.
 */
export const contentPages = pgTable('content_page', {
  id: uuid('id').primaryKey().defaultRandom(),
  kind: text('kind').notNull(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  summary: text('summary').notNull(),
  body: text('body').notNull(),
  html: text('html').notNull(),
  seoTitle: text('seo_title').notNull(),
  seoDescription: text('seo_description').notNull(),
  category: text('category').notNull(),
  status: text('status').notNull(),
  needsReview: boolean('needs_review').notNull().default(false),
  version: integer('version').notNull().default(1),
  /** Set the first time the page is published; kept when it is unpublished and published again. */
  publishedAt: at('published_at'),
  authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** Every save of a page, for its history and restore. */
export const contentPageVersions = pgTable(
  'content_page_version',
  {
    pageId: uuid('page_id')
      .notNull()
      .references(() => contentPages.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    status: text('status').notNull(),
    savedAt: at('saved_at').notNull().defaultNow(),
    savedBy: uuid('saved_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ columns: [t.pageId, t.version] })],
);
