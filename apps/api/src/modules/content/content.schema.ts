import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { StoredVariant } from '../media/media.schema';
import { users } from '../users/users.schema';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * An image an admin uploaded for a page's cover or an advertisement, through the same image
 * pipeline as listing photos (variants in WebP, AVIF and one JPEG, a placeholder); processed
 * while the upload waits, as there are few of them. Served publicly from its variants' keys.
 */
export const contentImages = pgTable('content_image', {
  id: uuid('id').primaryKey().defaultRandom(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  placeholder: text('placeholder'),
  variants: jsonb('variants').$type<StoredVariant[]>().notNull(),
  storedBytes: integer('stored_bytes').notNull(),
  originalName: text('original_name').notNull(),
  uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: at('created_at').notNull().defaultNow(),
});

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
  coverImageId: uuid('cover_image_id').references(() => contentImages.id, {
    onDelete: 'set null',
  }),
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

/**
 * Which version of the terms or the privacy notice a user accepted, and when: at registration,
 * and again once after each change (issue 44). Rows are only added.
 */
export const legalAcceptances = pgTable(
  'legal_acceptance',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'terms' or 'privacy': the slug of the page accepted. */
    document: text('document').notNull(),
    version: integer('version').notNull(),
    acceptedAt: at('accepted_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.document, t.version] })],
);

/**
 * An advertisement in one slot (issue 44). Shown while ACTIVE from `starts_on` to `ends_on`
 * inclusive, as days in the marketplace's time zone; targeted to page kinds and regions (empty:
 * everywhere); picked at random by weight among the eligible.
 */
export const adverts = pgTable(
  'advert',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    advertiser: text('advertiser').notNull(),
    imageId: uuid('image_id')
      .notNull()
      .references(() => contentImages.id, { onDelete: 'restrict' }),
    linkUrl: text('link_url').notNull(),
    altText: text('alt_text').notNull(),
    slot: text('slot').notNull(),
    pageKinds: text('page_kinds').array().notNull().default([]),
    regionIds: uuid('region_ids').array().notNull().default([]),
    startsOn: date('starts_on').notNull(),
    endsOn: date('ends_on'),
    weight: integer('weight').notNull().default(1),
    status: text('status').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('advert_slot_status_idx').on(t.slot, t.status)],
);

/** Impressions and clicks per advertisement and marketplace day, counted without cookies. */
export const advertDaily = pgTable(
  'advert_daily',
  {
    advertId: uuid('advert_id')
      .notNull()
      .references(() => adverts.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    impressions: integer('impressions').notNull().default(0),
    clicks: integer('clicks').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.advertId, t.day] })],
);

/** An "advertise with us" enquiry: the admins' inbox (stored, then mailed). */
export const advertEnquiries = pgTable(
  'advert_enquiry',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    company: text('company').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    slots: text('slots').array().notNull().default([]),
    message: text('message').notNull(),
    status: text('status').notNull().default('NEW'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('advert_enquiry_created_idx').on(t.createdAt)],
);
