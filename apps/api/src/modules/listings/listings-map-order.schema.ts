import { customType, integer, pgTable, primaryKey, smallint, uuid } from 'drizzle-orm/pg-core';

/**
 * The map's bitmaps in map order (ADR 0037, migration 0026). Every public listing with a point
 * gets a slot numbered in the Morton order of its finest grid cell (zoom 13), so that every grid
 * cell at every zoom is one run of slots (`listing_map_run`); `listing_map_bits` holds, for each
 * term of the public listings (their kind, purpose, bedrooms, bathrooms, tenure and title status:
 * `listing_map_terms()`) and each block of 65,536 slots, a bitmap of the slots whose listing has
 * that term. A map's count in a cell is the bits of its filters' bitmap in the cell's run. Listings
 * that cannot take a place in the numbered order (public since the numbering, or moved to another
 * finest cell) are in `listing_map_delta`, counted from the listings. Kept by triggers on listing
 * and agency; `listing_map_order_rebuild()` numbers them all afresh (a nightly job).
 */
const MAP_BLOCK_BITS = 65_536;

/** The term in byte order (COLLATE "C"), as the text bitmaps' lexemes. */
const termText = customType<{ data: string }>({ dataType: () => 'text COLLATE "C"' });
const bitmap = customType<{ data: string }>({
  dataType: () => `bit varying(${MAP_BLOCK_BITS})`,
});

export const listingMapSlots = pgTable('listing_map_slot', {
  listingId: uuid('listing_id').primaryKey(),
  slot: integer('slot').notNull().unique(),
  /** The finest cell numbered (zoom 13, offset by 16384 and 32768 to be non-negative). */
  ty: integer('ty').notNull(),
  tx: integer('tx').notNull(),
});

export const listingMapBits = pgTable(
  'listing_map_bits',
  {
    term: termText('term').notNull(),
    block: integer('block').notNull(),
    bits: bitmap('bits').notNull(),
  },
  (t) => [primaryKey({ columns: [t.term, t.block] })],
);

/** Each non-empty cell of every zoom of the grid and its run of slots [lo, hi), as numbered. */
export const listingMapRuns = pgTable(
  'listing_map_run',
  {
    zoom: smallint('zoom').notNull(),
    /** The cell's indexes offset as the finest's (16384 and 32768 shifted by 13 - zoom). */
    cy: integer('cy').notNull(),
    cx: integer('cx').notNull(),
    lo: integer('lo').notNull(),
    hi: integer('hi').notNull(),
  },
  (t) => [primaryKey({ columns: [t.zoom, t.cy, t.cx] })],
);

/** Public listings with a point that the bitmaps do not count (not numbered where they are). */
export const listingMapDelta = pgTable('listing_map_delta', {
  listingId: uuid('listing_id').primaryKey(),
});
