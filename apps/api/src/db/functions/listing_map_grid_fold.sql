-- Adds the pending changes to the grid at every zoom and removes them, in one statement, so a
-- reader (grid plus pending changes) never counts one twice or misses one. Returns how many.
CREATE OR REPLACE FUNCTION listing_map_grid_fold() RETURNS int LANGUAGE plpgsql AS $$
DECLARE
  folded int;
BEGIN
  WITH moved AS (
    DELETE FROM listing_map_grid_change RETURNING latitude, longitude, kind, purpose, delta
  ), counted AS (
    SELECT count(*)::int AS n FROM moved
  ), added AS (
    INSERT INTO listing_map_grid AS g
      (zoom, cy, cx, kind, purpose, n, sum_lat, sum_lng, south, west, north, east)
    SELECT z, floor(m.latitude / listing_map_cell_deg(z))::int,
      floor(m.longitude / listing_map_cell_deg(z))::int, m.kind, m.purpose,
      sum(m.delta), sum(m.delta * m.latitude), sum(m.delta * m.longitude),
      coalesce(min(m.latitude) FILTER (WHERE m.delta > 0), min(m.latitude)),
      coalesce(min(m.longitude) FILTER (WHERE m.delta > 0), min(m.longitude)),
      coalesce(max(m.latitude) FILTER (WHERE m.delta > 0), max(m.latitude)),
      coalesce(max(m.longitude) FILTER (WHERE m.delta > 0), max(m.longitude))
    FROM moved m CROSS JOIN generate_series(1, listing_map_grid_max_zoom()) z
    GROUP BY 1, 2, 3, 4, 5
    ON CONFLICT (zoom, cy, cx, kind, purpose) DO UPDATE SET
      n = g.n + excluded.n, sum_lat = g.sum_lat + excluded.sum_lat,
      sum_lng = g.sum_lng + excluded.sum_lng, south = least(g.south, excluded.south),
      west = least(g.west, excluded.west), north = greatest(g.north, excluded.north),
      east = greatest(g.east, excluded.east)
    RETURNING 1
  )
  SELECT n INTO folded FROM counted, (SELECT count(*) FROM added) a;
  DELETE FROM listing_map_grid WHERE n <= 0;
  RETURN folded;
END
$$;
