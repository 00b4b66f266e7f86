CREATE TABLE "listing_place_count" (
	"place_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"purpose" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "listing_place_count_place_id_kind_purpose_pk" PRIMARY KEY("place_id","kind","purpose")
);
--> statement-breakpoint
CREATE TABLE "listing_price_count" (
	"currency" text NOT NULL,
	"kind" text NOT NULL,
	"purpose" text NOT NULL,
	"band" bigint NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "listing_price_count_currency_kind_purpose_band_pk" PRIMARY KEY("currency","kind","purpose","band")
);
--> statement-breakpoint
-- The totals of searches by place, kind and purpose, and by kind, purpose and price (ADR 0029),
-- kept like the map's grid (migration 0009). Room on each page for the triggers' updates (HOT).
ALTER TABLE "listing_place_count" SET (fillfactor = 70);
--> statement-breakpoint
ALTER TABLE "listing_price_count" SET (fillfactor = 70);
--> statement-breakpoint
-- The keys a listing counts under: every place of its chain, once, and EVERYWHERE (the nil
-- uuid, which no place has), in one order so that concurrent writers lock rows alike.
CREATE FUNCTION listing_place_count_keys(ids uuid[]) RETURNS SETOF uuid LANGUAGE sql IMMUTABLE AS $$
  SELECT k FROM (
    SELECT '00000000-0000-0000-0000-000000000000'::uuid AS k
    UNION SELECT unnest(ids)
  ) keys ORDER BY k
$$;
--> statement-breakpoint
-- The lowest price of an amount's band: below 10, band 0; else the amount's first two digits
-- rounded down to one of the mantissas below, times its power of ten (bands of about 11 %, in
-- exact integers). The same as priceBand() in price-bands.ts.
CREATE FUNCTION listing_price_band(amount bigint) RETURNS bigint
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
DECLARE
  scale bigint;
  lead bigint;
BEGIN
  IF amount < 10 THEN
    RETURN 0;
  END IF;
  scale := power(10::float8, length(amount::text) - 2)::bigint; -- exact: powers of ten to 1e22
  lead := amount / scale;
  RETURN scale * CASE
      WHEN lead >= 90 THEN 90
      WHEN lead >= 80 THEN 80
      WHEN lead >= 71 THEN 71
      WHEN lead >= 63 THEN 63
      WHEN lead >= 56 THEN 56
      WHEN lead >= 50 THEN 50
      WHEN lead >= 45 THEN 45
      WHEN lead >= 40 THEN 40
      WHEN lead >= 36 THEN 36
      WHEN lead >= 32 THEN 32
      WHEN lead >= 28 THEN 28
      WHEN lead >= 25 THEN 25
      WHEN lead >= 22 THEN 22
      WHEN lead >= 20 THEN 20
      WHEN lead >= 18 THEN 18
      WHEN lead >= 16 THEN 16
      WHEN lead >= 15 THEN 15
      WHEN lead >= 14 THEN 14
      WHEN lead >= 13 THEN 13
      WHEN lead >= 12 THEN 12
      WHEN lead >= 11 THEN 11
      ELSE 10 END;
END
$$;
--> statement-breakpoint
-- A listing row's counted facts changed: its old version leaves its rows, the new one enters
-- them (as listing_map_cell_sync in migration 0009). An emptied row is dropped.
CREATE FUNCTION listing_search_count_sync() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was_public boolean := TG_OP <> 'INSERT' AND OLD.status = 'ACTIVE' AND OLD.deleted_at IS NULL
    AND EXISTS (SELECT 1 FROM agency a WHERE a.id = OLD.agency_id AND a.status = 'ACTIVE');
  is_public boolean := TG_OP <> 'DELETE' AND NEW.status = 'ACTIVE' AND NEW.deleted_at IS NULL
    AND EXISTS (SELECT 1 FROM agency a WHERE a.id = NEW.agency_id AND a.status = 'ACTIVE');
BEGIN
  IF TG_OP = 'UPDATE' AND was_public = is_public AND OLD.place_ids IS NOT DISTINCT FROM NEW.place_ids
    AND OLD.kind = NEW.kind AND OLD.purpose = NEW.purpose AND OLD.currency = NEW.currency
    AND OLD.price_amount = NEW.price_amount THEN
    RETURN NULL; -- views, enquiries, texts, photos: the counts do not change
  END IF;
  IF was_public THEN
    INSERT INTO listing_place_count AS c (place_id, kind, purpose, n)
    SELECT k, OLD.kind, OLD.purpose, -1 FROM listing_place_count_keys(OLD.place_ids) k
    ON CONFLICT (place_id, kind, purpose) DO UPDATE SET n = c.n - 1;
    DELETE FROM listing_place_count WHERE n <= 0 AND kind = OLD.kind AND purpose = OLD.purpose
      AND place_id IN (SELECT listing_place_count_keys(OLD.place_ids));
    INSERT INTO listing_price_count AS c (currency, kind, purpose, band, n)
    VALUES (OLD.currency, OLD.kind, OLD.purpose, listing_price_band(OLD.price_amount), -1)
    ON CONFLICT (currency, kind, purpose, band) DO UPDATE SET n = c.n - 1;
    DELETE FROM listing_price_count WHERE n <= 0 AND currency = OLD.currency AND kind = OLD.kind
      AND purpose = OLD.purpose AND band = listing_price_band(OLD.price_amount);
  END IF;
  IF is_public THEN
    INSERT INTO listing_place_count AS c (place_id, kind, purpose, n)
    SELECT k, NEW.kind, NEW.purpose, 1 FROM listing_place_count_keys(NEW.place_ids) k
    ON CONFLICT (place_id, kind, purpose) DO UPDATE SET n = c.n + 1;
    INSERT INTO listing_price_count AS c (currency, kind, purpose, band, n)
    VALUES (NEW.currency, NEW.kind, NEW.purpose, listing_price_band(NEW.price_amount), 1)
    ON CONFLICT (currency, kind, purpose, band) DO UPDATE SET n = c.n + 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER listing_search_count_sync AFTER INSERT OR DELETE OR UPDATE OF status, deleted_at, place_ids, kind, purpose, currency, price_amount, agency_id
  ON listing FOR EACH ROW EXECUTE FUNCTION listing_search_count_sync();
--> statement-breakpoint
-- Adds (p_sign 1) or removes (p_sign -1) all the public listings of one agency.
CREATE FUNCTION listing_search_count_apply(p_sign integer, p_agency uuid) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO listing_place_count AS c (place_id, kind, purpose, n)
  SELECT k, l.kind, l.purpose, p_sign * count(*)
  FROM listing l CROSS JOIN LATERAL listing_place_count_keys(l.place_ids) k
  WHERE l.agency_id = p_agency AND l.status = 'ACTIVE' AND l.deleted_at IS NULL
  GROUP BY 1, 2, 3
  ORDER BY 1, 2, 3
  ON CONFLICT (place_id, kind, purpose) DO UPDATE SET n = c.n + excluded.n;
  INSERT INTO listing_price_count AS c (currency, kind, purpose, band, n)
  SELECT l.currency, l.kind, l.purpose, listing_price_band(l.price_amount), p_sign * count(*)
  FROM listing l
  WHERE l.agency_id = p_agency AND l.status = 'ACTIVE' AND l.deleted_at IS NULL
  GROUP BY 1, 2, 3, 4
  ORDER BY 1, 2, 3, 4
  ON CONFLICT (currency, kind, purpose, band) DO UPDATE SET n = c.n + excluded.n;
  IF p_sign < 0 THEN
    DELETE FROM listing_place_count WHERE n <= 0;
    DELETE FROM listing_price_count WHERE n <= 0;
  END IF;
END
$$;
--> statement-breakpoint
-- An agency entering or leaving public view takes all its public listings with it.
CREATE FUNCTION listing_search_count_agency() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM listing_search_count_apply(CASE WHEN NEW.status = 'ACTIVE' THEN 1 ELSE -1 END, NEW.id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER listing_search_count_agency AFTER UPDATE OF status ON agency FOR EACH ROW
  WHEN ((OLD.status = 'ACTIVE') IS DISTINCT FROM (NEW.status = 'ACTIVE'))
  EXECUTE FUNCTION listing_search_count_agency();
--> statement-breakpoint
-- Both tables from the listings, for a bulk load with the trigger disabled (the bench).
CREATE FUNCTION listing_search_counts_rebuild() RETURNS void LANGUAGE sql AS $$
  TRUNCATE listing_place_count, listing_price_count;
  INSERT INTO listing_place_count (place_id, kind, purpose, n)
  SELECT k, l.kind, l.purpose, count(*)
  FROM listing l JOIN agency a ON a.id = l.agency_id AND a.status = 'ACTIVE'
  CROSS JOIN LATERAL listing_place_count_keys(l.place_ids) k
  WHERE l.status = 'ACTIVE' AND l.deleted_at IS NULL
  GROUP BY 1, 2, 3
  ORDER BY 1, 2, 3;
  INSERT INTO listing_price_count (currency, kind, purpose, band, n)
  SELECT l.currency, l.kind, l.purpose, listing_price_band(l.price_amount), count(*)
  FROM listing l JOIN agency a ON a.id = l.agency_id AND a.status = 'ACTIVE'
  WHERE l.status = 'ACTIVE' AND l.deleted_at IS NULL
  GROUP BY 1, 2, 3, 4
  ORDER BY 1, 2, 3, 4;
$$;
--> statement-breakpoint
SELECT listing_search_counts_rebuild();
