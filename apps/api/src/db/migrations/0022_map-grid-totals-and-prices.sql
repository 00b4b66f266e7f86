CREATE TABLE "listing_map_total" (
	"zoom" smallint NOT NULL,
	"cy" integer NOT NULL,
	"cx" integer NOT NULL,
	"n" integer NOT NULL,
	"sum_lat" double precision NOT NULL,
	"sum_lng" double precision NOT NULL,
	"south" double precision NOT NULL,
	"west" double precision NOT NULL,
	"north" double precision NOT NULL,
	"east" double precision NOT NULL,
	CONSTRAINT "listing_map_total_zoom_cy_cx_pk" PRIMARY KEY("zoom","cy","cx")
);
--> statement-breakpoint
CREATE TABLE "listing_map_price" (
	"zoom" smallint NOT NULL,
	"currency" text NOT NULL,
	"cy" integer NOT NULL,
	"cx" integer NOT NULL,
	"band" bigint NOT NULL,
	"n" integer NOT NULL,
	"sum_lat" double precision NOT NULL,
	"sum_lng" double precision NOT NULL,
	"south" double precision NOT NULL,
	"west" double precision NOT NULL,
	"north" double precision NOT NULL,
	"east" double precision NOT NULL,
	CONSTRAINT "listing_map_price_zoom_currency_cy_cx_band_pk" PRIMARY KEY("zoom","currency","cy","cx","band")
);
--> statement-breakpoint
-- Room on each page for the triggers' updates (HOT, in place), as for listing_map_cell.
ALTER TABLE "listing_map_total" SET (fillfactor = 70);
--> statement-breakpoint
ALTER TABLE "listing_map_price" SET (fillfactor = 70);
--> statement-breakpoint
-- The grid's totals from its cells (ADR 0014, amended 2026-11-28): each zoom's cell summed over
-- its kinds and purposes, the box around their boxes.
CREATE FUNCTION listing_map_total_rebuild() RETURNS void LANGUAGE sql AS $$
  TRUNCATE listing_map_total;
  INSERT INTO listing_map_total (zoom, cy, cx, n, sum_lat, sum_lng, south, west, north, east)
  SELECT zoom, cy, cx, sum(n), sum(sum_lat), sum(sum_lng), min(south), min(west), max(north), max(east)
  FROM listing_map_cell
  GROUP BY 1, 2, 3
  ORDER BY 1, 2, 3;
$$;
--> statement-breakpoint
-- The grid's cells by currency and price band from the public listings (each listing's band
-- computed once, before the zooms multiply it).
CREATE FUNCTION listing_map_price_rebuild() RETURNS void LANGUAGE sql AS $$
  TRUNCATE listing_map_price;
  WITH l AS MATERIALIZED (
    SELECT l.currency, l.latitude, l.longitude, listing_price_band(l.price_amount) AS band
    FROM listing l JOIN agency a ON a.id = l.agency_id AND a.status = 'ACTIVE'
    WHERE l.status = 'ACTIVE' AND l.deleted_at IS NULL AND l.latitude IS NOT NULL AND l.longitude IS NOT NULL
  )
  INSERT INTO listing_map_price (zoom, currency, cy, cx, band, n, sum_lat, sum_lng, south, west, north, east)
  SELECT z, l.currency, floor(l.latitude / listing_map_cell_deg(z))::int,
    floor(l.longitude / listing_map_cell_deg(z))::int, l.band, count(*), sum(l.latitude), sum(l.longitude),
    min(l.latitude), min(l.longitude), max(l.latitude), max(l.longitude)
  FROM l CROSS JOIN listing_map_zooms() z
  GROUP BY 1, 2, 3, 4, 5
  ORDER BY 1, 2, 3, 4, 5;
$$;
--> statement-breakpoint
-- One listing entering (p_sign 1) or leaving (-1) its cell at every zoom, in the three tables of
-- the grid; an emptied row is dropped. Bounds only grow: a leaving listing lies inside them.
CREATE FUNCTION listing_map_cell_add(p_sign integer, p_lat float8, p_lng float8, p_kind text,
  p_purpose text, p_currency text, p_band bigint)
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
  INSERT INTO listing_map_price AS c (zoom, currency, cy, cx, band, n, sum_lat, sum_lng, south, west, north, east)
  SELECT z, p_currency, floor(p_lat / listing_map_cell_deg(z))::int, floor(p_lng / listing_map_cell_deg(z))::int,
    p_band, p_sign, p_sign * p_lat, p_sign * p_lng, p_lat, p_lng, p_lat, p_lng
  FROM listing_map_zooms() z
  ON CONFLICT (zoom, currency, cy, cx, band) DO UPDATE SET
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
    DELETE FROM listing_map_price WHERE n <= 0 AND currency = p_currency AND band = p_band
      AND (zoom, cy, cx) IN (SELECT z, floor(p_lat / listing_map_cell_deg(z))::int,
        floor(p_lng / listing_map_cell_deg(z))::int FROM listing_map_zooms() z);
  END IF;
END
$$;
--> statement-breakpoint
-- As in migration 0009, through listing_map_cell_add for the three tables; a price or currency
-- change now moves a listing too.
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
    AND OLD.longitude = NEW.longitude AND OLD.kind = NEW.kind AND OLD.purpose = NEW.purpose
    AND OLD.currency = NEW.currency AND OLD.price_amount = NEW.price_amount THEN
    RETURN NULL; -- views, enquiries, texts: the map does not change
  END IF;
  IF was_public THEN
    PERFORM listing_map_cell_add(-1, OLD.latitude, OLD.longitude, OLD.kind, OLD.purpose,
      OLD.currency, listing_price_band(OLD.price_amount));
  END IF;
  IF is_public THEN
    PERFORM listing_map_cell_add(1, NEW.latitude, NEW.longitude, NEW.kind, NEW.purpose,
      NEW.currency, listing_price_band(NEW.price_amount));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER listing_map_cell_sync ON listing;
--> statement-breakpoint
CREATE TRIGGER listing_map_cell_sync AFTER INSERT OR DELETE OR UPDATE OF status, deleted_at, latitude, longitude, kind, purpose, agency_id, currency, price_amount
  ON listing FOR EACH ROW EXECUTE FUNCTION listing_map_cell_sync();
--> statement-breakpoint
-- As in migration 0009, the totals and the price bands too.
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
  INSERT INTO listing_map_price AS c (zoom, currency, cy, cx, band, n, sum_lat, sum_lng, south, west, north, east)
  SELECT z, l.currency, floor(l.latitude / listing_map_cell_deg(z))::int,
    floor(l.longitude / listing_map_cell_deg(z))::int, listing_price_band(l.price_amount),
    p_sign * count(*), p_sign * sum(l.latitude), p_sign * sum(l.longitude),
    min(l.latitude), min(l.longitude), max(l.latitude), max(l.longitude)
  FROM listing l CROSS JOIN listing_map_zooms() z
  WHERE l.agency_id = p_agency AND l.status = 'ACTIVE' AND l.deleted_at IS NULL
    AND l.latitude IS NOT NULL AND l.longitude IS NOT NULL
  GROUP BY 1, 2, 3, 4, 5
  ON CONFLICT (zoom, currency, cy, cx, band) DO UPDATE SET
    n = c.n + excluded.n, sum_lat = c.sum_lat + excluded.sum_lat, sum_lng = c.sum_lng + excluded.sum_lng,
    south = least(c.south, excluded.south), west = least(c.west, excluded.west),
    north = greatest(c.north, excluded.north), east = greatest(c.east, excluded.east);
  IF p_sign < 0 THEN
    DELETE FROM listing_map_cell WHERE n <= 0;
    DELETE FROM listing_map_total WHERE n <= 0;
    DELETE FROM listing_map_price WHERE n <= 0;
  END IF;
END
$$;
--> statement-breakpoint
-- As in migration 0009, the totals and the price bands after the cells.
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
$$;
--> statement-breakpoint
SELECT listing_map_total_rebuild();
--> statement-breakpoint
SELECT listing_map_price_rebuild();
