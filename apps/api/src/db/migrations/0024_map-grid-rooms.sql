CREATE TABLE "listing_map_rooms" (
	"zoom" smallint NOT NULL,
	"cy" integer NOT NULL,
	"cx" integer NOT NULL,
	"purpose" text NOT NULL,
	"bedrooms" smallint NOT NULL,
	"n" integer NOT NULL,
	"sum_lat" double precision NOT NULL,
	"sum_lng" double precision NOT NULL,
	"south" double precision NOT NULL,
	"west" double precision NOT NULL,
	"north" double precision NOT NULL,
	"east" double precision NOT NULL,
	CONSTRAINT "listing_map_rooms_zoom_cy_cx_purpose_bedrooms_pk" PRIMARY KEY("zoom","cy","cx","purpose","bedrooms")
);
--> statement-breakpoint
-- Room on each page for the triggers' updates (HOT, in place), as for the other grid tables.
ALTER TABLE "listing_map_rooms" SET (fillfactor = 70);
--> statement-breakpoint
-- The grid's cells by purpose and bedrooms (ADR 0014, amended 2026-11-28): a public listing's
-- bedrooms up to 5, the row of 5 holding five or more (ROOMS_GRID_TOP in map-grid.ts); a listing
-- without bedrooms is not in it. One listing entering (p_sign 1) or leaving (-1) its cell at
-- every zoom; an emptied row is dropped. Bounds only grow, as in the other grid tables.
CREATE FUNCTION listing_map_rooms_add(p_sign integer, p_lat float8, p_lng float8, p_purpose text,
  p_bedrooms integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p_bedrooms IS NULL THEN
    RETURN;
  END IF;
  INSERT INTO listing_map_rooms AS c (zoom, cy, cx, purpose, bedrooms, n, sum_lat, sum_lng, south, west, north, east)
  SELECT z, floor(p_lat / listing_map_cell_deg(z))::int, floor(p_lng / listing_map_cell_deg(z))::int,
    p_purpose, least(p_bedrooms, 5), p_sign, p_sign * p_lat, p_sign * p_lng, p_lat, p_lng, p_lat, p_lng
  FROM listing_map_zooms() z
  ON CONFLICT (zoom, cy, cx, purpose, bedrooms) DO UPDATE SET
    n = c.n + excluded.n, sum_lat = c.sum_lat + excluded.sum_lat, sum_lng = c.sum_lng + excluded.sum_lng,
    south = least(c.south, excluded.south), west = least(c.west, excluded.west),
    north = greatest(c.north, excluded.north), east = greatest(c.east, excluded.east);
  IF p_sign < 0 THEN
    DELETE FROM listing_map_rooms WHERE n <= 0 AND purpose = p_purpose AND bedrooms = least(p_bedrooms, 5)
      AND (zoom, cy, cx) IN (SELECT z, floor(p_lat / listing_map_cell_deg(z))::int,
        floor(p_lng / listing_map_cell_deg(z))::int FROM listing_map_zooms() z);
  END IF;
END
$$;
--> statement-breakpoint
-- A listing's rooms row follows its visibility, place, purpose and bedrooms (as listing_map_cell_sync
-- does the other grid tables; a trigger of its own rather than a fourth table in that function).
CREATE FUNCTION listing_map_rooms_sync() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was_public boolean := TG_OP <> 'INSERT' AND OLD.status = 'ACTIVE' AND OLD.deleted_at IS NULL
    AND OLD.latitude IS NOT NULL AND OLD.longitude IS NOT NULL
    AND EXISTS (SELECT 1 FROM agency a WHERE a.id = OLD.agency_id AND a.status = 'ACTIVE');
  is_public boolean := TG_OP <> 'DELETE' AND NEW.status = 'ACTIVE' AND NEW.deleted_at IS NULL
    AND NEW.latitude IS NOT NULL AND NEW.longitude IS NOT NULL
    AND EXISTS (SELECT 1 FROM agency a WHERE a.id = NEW.agency_id AND a.status = 'ACTIVE');
BEGIN
  IF TG_OP = 'UPDATE' AND was_public = is_public AND OLD.latitude = NEW.latitude
    AND OLD.longitude = NEW.longitude AND OLD.purpose = NEW.purpose
    AND OLD.bedrooms IS NOT DISTINCT FROM NEW.bedrooms THEN
    RETURN NULL;
  END IF;
  IF was_public THEN
    PERFORM listing_map_rooms_add(-1, OLD.latitude, OLD.longitude, OLD.purpose, OLD.bedrooms);
  END IF;
  IF is_public THEN
    PERFORM listing_map_rooms_add(1, NEW.latitude, NEW.longitude, NEW.purpose, NEW.bedrooms);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER listing_map_rooms_sync AFTER INSERT OR DELETE OR UPDATE OF status, deleted_at, latitude, longitude, purpose, agency_id, bedrooms
  ON listing FOR EACH ROW EXECUTE FUNCTION listing_map_rooms_sync();
--> statement-breakpoint
-- An agency entering or leaving public view takes its public listings' rooms rows with it.
CREATE FUNCTION listing_map_rooms_agency() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_sign integer := CASE WHEN NEW.status = 'ACTIVE' THEN 1 ELSE -1 END;
BEGIN
  INSERT INTO listing_map_rooms AS c (zoom, cy, cx, purpose, bedrooms, n, sum_lat, sum_lng, south, west, north, east)
  SELECT z, floor(l.latitude / listing_map_cell_deg(z))::int, floor(l.longitude / listing_map_cell_deg(z))::int,
    l.purpose, least(l.bedrooms, 5), v_sign * count(*), v_sign * sum(l.latitude), v_sign * sum(l.longitude),
    min(l.latitude), min(l.longitude), max(l.latitude), max(l.longitude)
  FROM listing l CROSS JOIN listing_map_zooms() z
  WHERE l.agency_id = NEW.id AND l.status = 'ACTIVE' AND l.deleted_at IS NULL
    AND l.latitude IS NOT NULL AND l.longitude IS NOT NULL AND l.bedrooms IS NOT NULL
  GROUP BY 1, 2, 3, 4, 5
  ON CONFLICT (zoom, cy, cx, purpose, bedrooms) DO UPDATE SET
    n = c.n + excluded.n, sum_lat = c.sum_lat + excluded.sum_lat, sum_lng = c.sum_lng + excluded.sum_lng,
    south = least(c.south, excluded.south), west = least(c.west, excluded.west),
    north = greatest(c.north, excluded.north), east = greatest(c.east, excluded.east);
  IF v_sign < 0 THEN
    DELETE FROM listing_map_rooms WHERE n <= 0;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER listing_map_rooms_agency AFTER UPDATE OF status ON agency FOR EACH ROW
  WHEN ((OLD.status = 'ACTIVE') IS DISTINCT FROM (NEW.status = 'ACTIVE'))
  EXECUTE FUNCTION listing_map_rooms_agency();
--> statement-breakpoint
-- The rooms rows from the public listings.
CREATE FUNCTION listing_map_rooms_rebuild() RETURNS void LANGUAGE sql AS $$
  TRUNCATE listing_map_rooms;
  INSERT INTO listing_map_rooms (zoom, cy, cx, purpose, bedrooms, n, sum_lat, sum_lng, south, west, north, east)
  SELECT z, floor(l.latitude / listing_map_cell_deg(z))::int, floor(l.longitude / listing_map_cell_deg(z))::int,
    l.purpose, least(l.bedrooms, 5), count(*), sum(l.latitude), sum(l.longitude),
    min(l.latitude), min(l.longitude), max(l.latitude), max(l.longitude)
  FROM listing l JOIN agency a ON a.id = l.agency_id AND a.status = 'ACTIVE'
  CROSS JOIN listing_map_zooms() z
  WHERE l.status = 'ACTIVE' AND l.deleted_at IS NULL AND l.latitude IS NOT NULL AND l.longitude IS NOT NULL
    AND l.bedrooms IS NOT NULL
  GROUP BY 1, 2, 3, 4, 5
  ORDER BY 1, 2, 3, 4, 5;
$$;
--> statement-breakpoint
-- As in migration 0022, the rooms rows too: one call rebuilds the whole grid.
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
  SELECT listing_map_price_rebuild();
  SELECT listing_map_rooms_rebuild();
$$;
--> statement-breakpoint
SELECT listing_map_rooms_rebuild();
