-- A map grid cell's side in degrees at a zoom: about 60 screen pixels of 256-pixel tiles
-- (cellDegrees in map/map-grid.ts computes the same float).
CREATE OR REPLACE FUNCTION listing_map_cell_deg(zoom int)
RETURNS float8 LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT 360::float8 / power(2::float8, zoom) * 60 / 256
$$;
