import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * The text search's posting bitmaps (ADR 0036, migration 0025). Every listing that has been public
 * gets a slot, a number given in the newest-first order (the highest slot is the newest);
 * `listing_text_bits` holds, for each term of the public listings (the lexemes of their
 * `search_vector`, each lexeme again after their kind as `#k:house:word`, and their purpose:
 * `listing_text_terms()`, migrations 0025 and 0035) and each block of 65,536 slots, a bitmap of the
 * slots whose listing has that term. A text search's total is the count of the bits of the words'
 * bitmaps ANDed (each word's lexemes ORed), and its newest page the highest of those bits, without
 * reading the listings. Kept in step by triggers on listing and agency; `listing_text_rebuild()`
 * numbers the slots afresh and rebuilds the bitmaps.
 */
const TEXT_BLOCK_BITS = 65_536;

/** The lexeme in byte order (COLLATE "C"): a word's lexemes are one range of the primary key. */
const lexemeText = customType<{ data: string }>({ dataType: () => 'text COLLATE "C"' });
const bitmap = customType<{ data: string }>({
  dataType: () => `bit varying(${TEXT_BLOCK_BITS})`,
});

export const listingTextSlots = pgTable(
  'listing_text_slot',
  {
    listingId: uuid('listing_id').primaryKey(),
    slot: integer('slot').notNull().unique(),
    /** Numbered out of the newest-first order (published before the newest slot's listing). */
    misplaced: boolean('misplaced').notNull().default(false),
  },
  (t) => [
    index('listing_text_slot_misplaced_idx')
      .on(t.slot)
      .where(sql`${t.misplaced}`),
  ],
);

/**
 * A bitmap is in `bits` (compressed by TOAST: a sparse one to a few hundred bytes, kept in the
 * row) or, from `listing_text_dense_bits()` set bits on, in `dense` (STORAGE EXTERNAL: stored
 * uncompressed, out of line), never both: a dense bitmap barely compresses and is read out of line
 * anyway, and decompressing it was a sixth of a two-word search's statement (ADR 0036, amended
 * 2026-11-29, migration 0036). Writers set `bits` to the new value; the `listing_text_bits_place`
 * trigger moves it to its column. Readers read `coalesce(dense, bits)`.
 */
export const listingTextBits = pgTable(
  'listing_text_bits',
  {
    lexeme: lexemeText('lexeme').notNull(),
    block: integer('block').notNull(),
    bits: bitmap('bits'),
    dense: bitmap('dense'),
  },
  (t) => [
    primaryKey({ columns: [t.lexeme, t.block] }),
    check('listing_text_bits_one', sql`num_nonnulls(${t.bits}, ${t.dense}) = 1`),
  ],
);

/**
 * The newest slot given in order: its listing's sort keys. One row, locked by every change of the
 * bitmaps, so that slots are given (and bitmaps written) one transaction at a time.
 */
export const listingTextHead = pgTable(
  'listing_text_head',
  {
    one: boolean('one').primaryKey().default(true),
    slot: integer('slot'),
    listingId: uuid('listing_id'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }),
  },
  (t) => [check('listing_text_head_one', sql`${t.one}`)],
);
