import type pg from 'pg';

/**
 * What search and map keep beside the listing table, rebuilt in one pass after a load with the
 * triggers off. Since migration 0037 that is the map grid alone; before it, four structures
 * (still here so the generator runs on a database migrated before 0037).
 */
const LEGACY: [fn: string, tables: string][] = [
  ['listing_map_cell_rebuild', 'listing_map_cell, listing_map_total, listing_map_rooms'],
  ['listing_search_counts_rebuild', 'listing_place_count, listing_price_count, listing_size_count'],
  ['listing_text_rebuild', 'listing_text_slot, listing_text_bits'],
  ['listing_map_order_rebuild', 'listing_map_slot, listing_map_run, listing_map_bits'],
];

const exists = async (c: pg.ClientBase, fn: string) =>
  (await c.query('select to_regproc($1) is not null as ok', [fn])).rows[0].ok as boolean;

/** Rebuilds the derived tables (after `vacuum analyze listing`) and says which. */
export async function rebuildDerived(c: pg.ClientBase): Promise<string> {
  if (await exists(c, 'listing_map_grid_rebuild')) {
    await c.query('select listing_map_grid_rebuild()');
    // The listing table itself was vacuumed and analysed by the caller, before the rebuild.
    await c.query('vacuum analyze listing_map_grid');
    return 'map grid';
  }
  const done: string[] = [];
  for (const [fn, tables] of LEGACY) {
    if (!(await exists(c, fn))) continue;
    await c.query(`select ${fn}()`);
    await c.query(`vacuum analyze ${tables}`);
    done.push(fn);
  }
  return `derived tables before 0037 (${done.join(', ')})`;
}
