-- The deepest zoom the map grid holds (MAP_GRID_MAX_ZOOM in map/map-grid.ts, a test holds them
-- together); deeper maps count their listings live.
CREATE OR REPLACE FUNCTION listing_map_grid_max_zoom()
RETURNS int LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT 14
$$;
