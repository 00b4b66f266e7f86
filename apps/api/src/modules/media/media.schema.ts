import {
  bigint,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../users/users.schema';
import { agencies } from '../agencies/agencies.schema';
import { listings } from '../listings/listings.schema';

/** One stored variant of a photo: its width, format and storage key (ADR 0023). */
export interface StoredVariant {
  width: number;
  format: 'webp' | 'avif' | 'jpeg';
  key: string;
  bytes: number;
}

/**
 * A listing's photo (issue 7, ADR 0023). The original is stored privately at `original_key`
 * on upload; the job fills in the variants, placeholder and size and marks it READY. The
 * agency is copied from the listing at upload so storage and image counts need no join.
 */
export const listingMedia = pgTable(
  'listing_media',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id),
    /** The upload (request) it came in; check-processed asks about one upload. */
    uploadId: uuid('upload_id').notNull(),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('PROCESSING'),
    position: integer('position').notNull(),
    caption: text('caption'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    originalKey: text('original_key').notNull(),
    originalName: text('original_name').notNull(),
    originalBytes: bigint('original_bytes', { mode: 'number' }).notNull(),
    contentType: text('content_type').notNull(),
    /** Original plus variants: what counts against the agency's storage quota. */
    storedBytes: bigint('stored_bytes', { mode: 'number' }).notNull(),
    width: integer('width'),
    height: integer('height'),
    placeholder: text('placeholder'),
    variants: jsonb('variants').$type<StoredVariant[]>().notNull().default([]),
    attempts: smallint('attempts').notNull().default(0),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [
    index('listing_media_listing_idx').on(t.listingId, t.position),
    index('listing_media_agency_idx').on(t.agencyId),
    index('listing_media_upload_idx').on(t.uploadId),
  ],
);

/**
 * An agency's own per-file and per-listing limits; a null column takes the configured default
 * (MEDIA_*). Photo storage and photo count are entitlements since issue 41 (the ledger).
 */
export const agencyMediaLimits = pgTable('agency_media_limit', {
  agencyId: uuid('agency_id')
    .primaryKey()
    .references(() => agencies.id, { onDelete: 'cascade' }),
  maxFileBytes: bigint('max_file_bytes', { mode: 'number' }),
  maxFilesPerListing: integer('max_files_per_listing'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
