-- The grid computed again from the listings (after a bulk load with triggers off): the deepest
-- zoom from the listings, each coarser one from the next (a cell holds four of the next zoom's).
-- Holds listing writes (the change log's lock) while it runs.
CREATE OR REPLACE FUNCTION listing_map_grid_rebuild() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  max_zoom int := listing_map_grid_max_zoom();
BEGIN
  LOCK TABLE listing_map_grid_change IN EXCLUSIVE MODE;
  DELETE FROM listing_map_grid_change;
  TRUNCATE listing_map_grid;
  INSERT INTO listing_map_grid (zoom, cy, cx, kind, purpose, n, sum_lat, sum_lng, south, west, north, east)
  SELECT max_zoom, floor(l.latitude / listing_map_cell_deg(max_zoom))::int,
    floor(l.longitude / listing_map_cell_deg(max_zoom))::int, l.kind, l.purpose,
    count(*), sum(l.latitude), sum(l.longitude),
    min(l.latitude), min(l.longitude), max(l.latitude), max(l.longitude)
  FROM listing l
  WHERE l.deleted_at IS NULL AND l.status = 'ACTIVE'
    AND l.latitude IS NOT NULL AND l.longitude IS NOT NULL
    AND l.agency_id NOT IN (SELECT a.id FROM agency a WHERE a.status <> 'ACTIVE')
  GROUP BY 2, 3, 4, 5;
  FOR z IN REVERSE max_zoom - 1 .. 1 LOOP
    INSERT INTO listing_map_grid (zoom, cy, cx, kind, purpose, n, sum_lat, sum_lng, south, west, north, east)
    SELECT z, g.cy >> 1, g.cx >> 1, g.kind, g.purpose, sum(g.n), sum(g.sum_lat), sum(g.sum_lng),
      min(g.south), min(g.west), max(g.north), max(g.east)
    FROM listing_map_grid g WHERE g.zoom = z + 1
    GROUP BY 2, 3, 4, 5;
  END LOOP;
END
$$;
