-- The price grid (migration 0022) is dropped (ADR 0014, amended 2026-11-29): a map filtered by a
-- price range is counted from the bitmaps in map order (ADR 0037), whose fine bands leave at most
-- 1 % of the prices at each end to count from the listings, where the grid's bands (11 %) left
-- thousands in a city viewport. The grid's triggers keep the cells and the totals as before.
-- One listing entering (p_sign 1) or leaving (-1) its cell at every zoom, in the two tables of
-- the grid; an emptied row is dropped. Bounds only grow: a leaving listing lies inside them.
CREATE FUNCTION listing_map_cell_add(p_sign integer, p_lat float8, p_lng float8, p_kind text,
  p_purpose text)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO listing_map_cell AS c (zoom, cy, cx, kind, purpose, n, sum_lat, sum_lng, south, west, north, east)
  SELECT z, floor(p_lat / listing_map_cell_deg(z))::int, floor(p_lng / listing_map_cell_deg(z))::int,
    p_kind, p_purpose, p_sign, p_sign * p_lat, p_sign * p_lng, p_lat, p_lng, p_lat, p_lng
  FROM listing_map_zooms() z
  ON CONFLICT (zoom, cy, cx, kind, purpose) DO UPDATE SET
    n = c.n + excluded.n, sum_lat = c.sum_lat + excluded.sum_lat, sum_lng = c.sum_lng + excluded.sum_lng,
    south = least(c.south, excluded.south), west = least(c.west, excluded.west),
    north = greatest(c.north, excluded.north), east = greatest(c.east, excluded.east);
  INSERT INTO listing_map_total AS c (zoom, cy, cx, n, sum_lat, sum_lng, south, west, north, east)
  SELECT z, floor(p_lat / listing_map_cell_deg(z))::int, floor(p_lng / listing_map_cell_deg(z))::int,
    p_sign, p_sign * p_lat, p_sign * p_lng, p_lat, p_lng, p_lat, p_lng
  FROM listing_map_zooms() z
  ON CONFLICT (zoom, cy, cx) DO UPDATE SET
    n = c.n + excluded.n, sum_lat = c.sum_lat + excluded.sum_lat, sum_lng = c.sum_lng + excluded.sum_lng,
    south = least(c.south, excluded.south), west = least(c.west, excluded.west),
    north = greatest(c.north, excluded.north), east = greatest(c.east, excluded.east);
  IF p_sign < 0 THEN
    DELETE FROM listing_map_cell WHERE n <= 0 AND kind = p_kind AND purpose = p_purpose
      AND (zoom, cy, cx) IN (SELECT z, floor(p_lat / listing_map_cell_deg(z))::int,
        floor(p_lng / listing_map_cell_deg(z))::int FROM listing_map_zooms() z);
    DELETE FROM listing_map_total WHERE n <= 0
      AND (zoom, cy, cx) IN (SELECT z, floor(p_lat / listing_map_cell_deg(z))::int,
        floor(p_lng / listing_map_cell_deg(z))::int FROM listing_map_zooms() z);
  END IF;
END
$$;
--> statement-breakpoint
-- As in migration 0022, through the two-table listing_map_cell_add; a price or currency change no
-- longer moves a listing on the grid.
CREATE OR REPLACE FUNCTION listing_map_cell_sync() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was_public boolean := TG_OP <> 'INSERT' AND OLD.status = 'ACTIVE' AND OLD.deleted_at IS NULL
    AND OLD.latitude IS NOT NULL AND OLD.longitude IS NOT NULL
    AND EXISTS (SELECT 1 FROM agency a WHERE a.id = OLD.agency_id AND a.status = 'ACTIVE');
  is_public boolean := TG_OP <> 'DELETE' AND NEW.status = 'ACTIVE' AND NEW.deleted_at IS NULL
    AND NEW.latitude IS NOT NULL AND NEW.longitude IS NOT NULL
    AND EXISTS (SELECT 1 FROM agency a WHERE a.id = NEW.agency_id AND a.status = 'ACTIVE');
BEGIN
  IF TG_OP = 'UPDATE' AND was_public = is_public AND OLD.latitude = NEW.latitude
    AND OLD.longitude = NEW.longitude AND OLD.kind = NEW.kind AND OLD.purpose = NEW.purpose THEN
    RETURN NULL; -- views, enquiries, texts, prices: the grid does not change
  END IF;
  IF was_public THEN
    PERFORM listing_map_cell_add(-1, OLD.latitude, OLD.longitude, OLD.kind, OLD.purpose);
  END IF;
  IF is_public THEN
    PERFORM listing_map_cell_add(1, NEW.latitude, NEW.longitude, NEW.kind, NEW.purpose);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER listing_map_cell_sync ON listing;
--> statement-breakpoint
CREATE TRIGGER listing_map_cell_sync AFTER INSERT OR DELETE OR UPDATE OF status, deleted_at, latitude, longitude, kind, purpose, agency_id
  ON listing FOR EACH ROW EXECUTE FUNCTION listing_map_cell_sync();
--> statement-breakpoint
DROP FUNCTION listing_map_cell_add(integer, float8, float8, text, text, text, bigint);
--> statement-breakpoint
-- As in migration 0022, the cells and the totals.
CREATE OR REPLACE FUNCTION listing_map_cell_apply(p_sign integer, p_agency uuid) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO listing_map_cell AS c (zoom, cy, cx, kind, purpose, n, sum_lat, sum_lng, south, west, north, east)
  SELECT z, floor(l.latitude / listing_map_cell_deg(z))::int, floor(l.longitude / listing_map_cell_deg(z))::int,
    l.kind, l.purpose, p_sign * count(*), p_sign * sum(l.latitude), p_sign * sum(l.longitude),
    min(l.latitude), min(l.longitude), max(l.latitude), max(l.longitude)
  FROM listing l CROSS JOIN listing_map_zooms() z
  WHERE l.agency_id = p_agency AND l.status = 'ACTIVE' AND l.deleted_at IS NULL
    AND l.latitude IS NOT NULL AND l.longitude IS NOT NULL
  GROUP BY 1, 2, 3, 4, 5
  ON CONFLICT (zoom, cy, cx, kind, purpose) DO UPDATE SET
    n = c.n + excluded.n, sum_lat = c.sum_lat + excluded.sum_lat, sum_lng = c.sum_lng + excluded.sum_lng,
    south = least(c.south, excluded.south), west = least(c.west, excluded.west),
    north = greatest(c.north, excluded.north), east = greatest(c.east, excluded.east);
  INSERT INTO listing_map_total AS c (zoom, cy, cx, n, sum_lat, sum_lng, south, west, north, east)
  SELECT z, floor(l.latitude / listing_map_cell_deg(z))::int, floor(l.longitude / listing_map_cell_deg(z))::int,
    p_sign * count(*), p_sign * sum(l.latitude), p_sign * sum(l.longitude),
    min(l.latitude), min(l.longitude), max(l.latitude), max(l.longitude)
  FROM listing l CROSS JOIN listing_map_zooms() z
  WHERE l.agency_id = p_agency AND l.status = 'ACTIVE' AND l.deleted_at IS NULL
    AND l.latitude IS NOT NULL AND l.longitude IS NOT NULL
  GROUP BY 1, 2, 3
  ON CONFLICT (zoom, cy, cx) DO UPDATE SET
    n = c.n + excluded.n, sum_lat = c.sum_lat + excluded.sum_lat, sum_lng = c.sum_lng + excluded.sum_lng,
    south = least(c.south, excluded.south), west = least(c.west, excluded.west),
    north = greatest(c.north, excluded.north), east = greatest(c.east, excluded.east);
  IF p_sign < 0 THEN
    DELETE FROM listing_map_cell WHERE n <= 0;
    DELETE FROM listing_map_total WHERE n <= 0;
  END IF;
END
$$;
--> statement-breakpoint
-- As in migration 0024, without the price bands: one call rebuilds the whole grid.
CREATE OR REPLACE FUNCTION listing_map_cell_rebuild() RETURNS void LANGUAGE sql AS $$
  TRUNCATE listing_map_cell;
  INSERT INTO listing_map_cell (zoom, cy, cx, kind, purpose, n, sum_lat, sum_lng, south, west, north, east)
  SELECT z, floor(l.latitude / listing_map_cell_deg(z))::int, floor(l.longitude / listing_map_cell_deg(z))::int,
    l.kind, l.purpose, count(*), sum(l.latitude), sum(l.longitude),
    min(l.latitude), min(l.longitude), max(l.latitude), max(l.longitude)
  FROM listing l JOIN agency a ON a.id = l.agency_id AND a.status = 'ACTIVE'
  CROSS JOIN listing_map_zooms() z
  WHERE l.status = 'ACTIVE' AND l.deleted_at IS NULL AND l.latitude IS NOT NULL AND l.longitude IS NOT NULL
  GROUP BY 1, 2, 3, 4, 5
  ORDER BY 1, 2, 3, 4, 5;
  SELECT listing_map_total_rebuild();
  SELECT listing_map_rooms_rebuild();
$$;
--> statement-breakpoint
DROP FUNCTION listing_map_price_rebuild();
--> statement-breakpoint
DROP TABLE "listing_map_price";
