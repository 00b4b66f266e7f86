CREATE TABLE "listing_map_bits" (
	"term" text COLLATE "C" NOT NULL,
	"block" integer NOT NULL,
	"bits" bit varying(65536) NOT NULL,
	CONSTRAINT "listing_map_bits_term_block_pk" PRIMARY KEY("term","block")
);
--> statement-breakpoint
CREATE TABLE "listing_map_delta" (
	"listing_id" uuid PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_map_run" (
	"zoom" smallint NOT NULL,
	"cy" integer NOT NULL,
	"cx" integer NOT NULL,
	"lo" integer NOT NULL,
	"hi" integer NOT NULL,
	CONSTRAINT "listing_map_run_zoom_cy_cx_pk" PRIMARY KEY("zoom","cy","cx")
);
--> statement-breakpoint
CREATE TABLE "listing_map_slot" (
	"listing_id" uuid PRIMARY KEY NOT NULL,
	"slot" integer NOT NULL,
	"ty" integer NOT NULL,
	"tx" integer NOT NULL,
	CONSTRAINT "listing_map_slot_slot_unique" UNIQUE("slot")
);
--> statement-breakpoint
-- A number's 16 low bits spread to the even bits (the classic shifts and masks): two of them,
-- one shifted, make a Morton code.
CREATE FUNCTION listing_map_spread(v bigint) RETURNS bigint LANGUAGE plpgsql IMMUTABLE STRICT AS $$
BEGIN
  v := (v | (v << 8)) & 16711935;
  v := (v | (v << 4)) & 252645135;
  v := (v | (v << 2)) & 858993459;
  v := (v | (v << 1)) & 1431655765;
  RETURN v;
END
$$;
--> statement-breakpoint
-- The finest grid cell's row and column (zoom 13, the grid's own floor of a division: migration
-- 0009) offset to be non-negative, so that a cell of zoom z is (ty >> 13 - z, tx >> 13 - z).
CREATE FUNCTION listing_map_ty(lat double precision) RETURNS integer LANGUAGE sql IMMUTABLE AS $$
  SELECT floor(lat / listing_map_cell_deg(13))::integer + 16384
$$;
--> statement-breakpoint
CREATE FUNCTION listing_map_tx(lng double precision) RETURNS integer LANGUAGE sql IMMUTABLE AS $$
  SELECT floor(lng / listing_map_cell_deg(13))::integer + 32768
$$;
--> statement-breakpoint
-- What a listing's bits say: its kind, purpose, rent period, bedrooms and bathrooms (5: five or
-- more), tenure and title status, its price band in its currency (listing_price_band, migration
-- 0015) and each place it is in, as terms ('kind:house', 'rent:MONTH', 'bed:3', 'tenure:MAILO',
-- 'price:UGX:0000000000250000000', 'place:<id>'); a band as its lowest price in 19 digits, so
-- that the bands of a price range are one range of terms. Unset ones have none (and least() would take
-- a null for 5). Inlined by PostgreSQL where it is called: no subquery, and STABLE as its body
-- is (text || integer and array_to_string are); called as a function instead, 1,000,000 rows
-- took 107 s to describe (a listing's places, the chain of its location, are distinct).
CREATE FUNCTION listing_map_terms(p_kind text, p_purpose text, p_rent text, p_bedrooms integer,
  p_bathrooms integer, p_tenure text, p_title text, p_currency text, p_price bigint,
  p_places uuid[]) RETURNS text[] LANGUAGE sql STABLE AS $$
  SELECT array_remove(ARRAY['kind:' || p_kind, 'purpose:' || p_purpose, 'rent:' || p_rent,
    CASE WHEN p_bedrooms IS NOT NULL THEN 'bed:' || least(p_bedrooms, 5) END,
    CASE WHEN p_bathrooms IS NOT NULL THEN 'bath:' || least(p_bathrooms, 5) END,
    'tenure:' || p_tenure, 'title:' || p_title,
    'price:' || p_currency || ':' || lpad(listing_price_band(p_price)::text, 19, '0')], NULL)
    || CASE WHEN cardinality(p_places) > 0
      THEN string_to_array('place:' || array_to_string(p_places, ',place:'), ',') ELSE '{}' END
$$;
--> statement-breakpoint
-- Sets (p_on) or clears one slot's bit in the bitmaps of p_terms; an emptied bitmap is dropped.
CREATE FUNCTION listing_map_flip(p_terms text[], p_slot integer, p_on boolean)
  RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(p_terms) = 0 THEN
    RETURN;
  END IF;
  IF p_on THEN
    INSERT INTO listing_map_bits AS t (term, block, bits)
    SELECT x, p_slot >> 16, set_bit(B'0'::bit(65536), p_slot & 65535, 1)
    FROM unnest(p_terms) x ORDER BY 1
    ON CONFLICT (term, block) DO UPDATE SET bits = set_bit(t.bits, p_slot & 65535, 1);
  ELSE
    UPDATE listing_map_bits SET bits = set_bit(bits, p_slot & 65535, 0)
    WHERE term = ANY (p_terms) AND block = p_slot >> 16;
    DELETE FROM listing_map_bits
    WHERE term = ANY (p_terms) AND block = p_slot >> 16 AND bit_count(bits) = 0;
  END IF;
END
$$;
--> statement-breakpoint
-- A listing's bits follow its visibility, its point and its terms. Its bits are set while it is
-- public, has a slot, and lies in the finest cell it was numbered in; a public listing with a
-- point that does not (public since the numbering, or moved) is in listing_map_delta instead.
-- Every change of the bitmaps first locks the text bitmaps' head row (migration 0025): one lock
-- for both, so writers of public listings take one turn and never lock bitmap rows in opposite
-- orders.
CREATE FUNCTION listing_map_order_sync() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was_public boolean := TG_OP <> 'INSERT' AND OLD.status = 'ACTIVE' AND OLD.deleted_at IS NULL
    AND OLD.latitude IS NOT NULL AND OLD.longitude IS NOT NULL
    AND EXISTS (SELECT 1 FROM agency a WHERE a.id = OLD.agency_id AND a.status = 'ACTIVE');
  is_public boolean := TG_OP <> 'DELETE' AND NEW.status = 'ACTIVE' AND NEW.deleted_at IS NULL
    AND NEW.latitude IS NOT NULL AND NEW.longitude IS NOT NULL
    AND EXISTS (SELECT 1 FROM agency a WHERE a.id = NEW.agency_id AND a.status = 'ACTIVE');
  s listing_map_slot;
  was_counted boolean;
  is_counted boolean;
  old_terms text[] := '{}';
  new_terms text[] := '{}';
BEGIN
  IF NOT was_public AND NOT is_public THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' AND was_public AND is_public
    AND listing_map_ty(OLD.latitude) = listing_map_ty(NEW.latitude)
    AND listing_map_tx(OLD.longitude) = listing_map_tx(NEW.longitude)
    AND listing_map_terms(OLD.kind, OLD.purpose, OLD.rent_period, OLD.bedrooms, OLD.bathrooms, OLD.tenure,
      OLD.title_status, OLD.currency, OLD.price_amount, OLD.place_ids)
      = listing_map_terms(NEW.kind, NEW.purpose, NEW.rent_period, NEW.bedrooms, NEW.bathrooms, NEW.tenure,
      NEW.title_status, NEW.currency, NEW.price_amount, NEW.place_ids) THEN
    RETURN NULL;
  END IF;
  PERFORM 1 FROM listing_text_head FOR UPDATE;
  SELECT * INTO s FROM listing_map_slot WHERE listing_id = coalesce(NEW.id, OLD.id);
  was_counted := was_public AND s.slot IS NOT NULL AND s.ty = listing_map_ty(OLD.latitude)
    AND s.tx = listing_map_tx(OLD.longitude);
  is_counted := is_public AND s.slot IS NOT NULL AND s.ty = listing_map_ty(NEW.latitude)
    AND s.tx = listing_map_tx(NEW.longitude);
  IF was_counted THEN
    old_terms := listing_map_terms(OLD.kind, OLD.purpose, OLD.rent_period, OLD.bedrooms, OLD.bathrooms, OLD.tenure,
      OLD.title_status, OLD.currency, OLD.price_amount, OLD.place_ids);
  END IF;
  IF is_counted THEN
    new_terms := listing_map_terms(NEW.kind, NEW.purpose, NEW.rent_period, NEW.bedrooms, NEW.bathrooms, NEW.tenure,
      NEW.title_status, NEW.currency, NEW.price_amount, NEW.place_ids);
  END IF;
  IF s.slot IS NOT NULL THEN
    PERFORM listing_map_flip(array(SELECT unnest(old_terms) EXCEPT SELECT unnest(new_terms)), s.slot, false);
    PERFORM listing_map_flip(array(SELECT unnest(new_terms) EXCEPT SELECT unnest(old_terms)), s.slot, true);
  END IF;
  IF TG_OP = 'DELETE' THEN
    DELETE FROM listing_map_slot WHERE listing_id = OLD.id;
    DELETE FROM listing_map_delta WHERE listing_id = OLD.id;
  ELSIF is_public AND NOT is_counted THEN
    INSERT INTO listing_map_delta (listing_id) VALUES (NEW.id) ON CONFLICT DO NOTHING;
  ELSE
    DELETE FROM listing_map_delta WHERE listing_id = NEW.id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER listing_map_order_sync AFTER INSERT OR DELETE OR UPDATE OF status, deleted_at, agency_id, latitude, longitude, kind, purpose, bedrooms, bathrooms, tenure, title_status, currency, price_amount, rent_period, place_ids
  ON listing FOR EACH ROW EXECUTE FUNCTION listing_map_order_sync();
--> statement-breakpoint
-- The bitmaps of those of a set of listings that the bitmaps count (numbered, and still in the
-- finest cell numbered), one a term and block, written as listing_text_masks writes its own.
CREATE FUNCTION listing_map_masks(p_ids uuid[])
  RETURNS TABLE (term text, block integer, mask bit varying) LANGUAGE sql STABLE AS $$
  SELECT term, block, (string_agg(repeat('0', bit - prev - 1) || '1', '' ORDER BY bit)
    || repeat('0', 65535 - max(bit)))::bit varying(65536)
  FROM (
    SELECT u.term, s.slot >> 16 AS block, s.slot & 65535 AS bit,
      coalesce(lag(s.slot & 65535) OVER (PARTITION BY u.term, s.slot >> 16 ORDER BY s.slot), -1) AS prev
    FROM unnest(p_ids) i(id)
    JOIN listing l ON l.id = i.id
    JOIN listing_map_slot s ON s.listing_id = l.id AND s.ty = listing_map_ty(l.latitude)
      AND s.tx = listing_map_tx(l.longitude)
    CROSS JOIN unnest(listing_map_terms(l.kind, l.purpose, l.rent_period, l.bedrooms, l.bathrooms, l.tenure,
      l.title_status, l.currency, l.price_amount, l.place_ids)) u(term)
  ) bits
  GROUP BY term, block;
$$;
--> statement-breakpoint
-- An agency entering or leaving public view takes its public listings' bits (or their delta
-- rows) with it.
CREATE FUNCTION listing_map_order_agency() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids uuid[] := array(SELECT id FROM listing WHERE agency_id = NEW.id AND status = 'ACTIVE'
    AND deleted_at IS NULL AND latitude IS NOT NULL AND longitude IS NOT NULL);
BEGIN
  IF cardinality(ids) = 0 THEN
    RETURN NULL;
  END IF;
  PERFORM 1 FROM listing_text_head FOR UPDATE;
  IF NEW.status = 'ACTIVE' THEN
    INSERT INTO listing_map_bits AS t (term, block, bits)
    SELECT m.term, m.block, m.mask FROM listing_map_masks(ids) m ORDER BY 1, 2
    ON CONFLICT (term, block) DO UPDATE SET bits = t.bits | excluded.bits;
    INSERT INTO listing_map_delta (listing_id)
    SELECT l.id FROM listing l WHERE l.id = ANY (ids) AND NOT EXISTS (
      SELECT 1 FROM listing_map_slot s WHERE s.listing_id = l.id
        AND s.ty = listing_map_ty(l.latitude) AND s.tx = listing_map_tx(l.longitude))
    ON CONFLICT DO NOTHING;
  ELSE
    UPDATE listing_map_bits t SET bits = t.bits & ~m.mask
    FROM listing_map_masks(ids) m WHERE t.term = m.term AND t.block = m.block;
    DELETE FROM listing_map_bits t
    USING (SELECT DISTINCT m.term, m.block FROM listing_map_masks(ids) m) gone
    WHERE t.term = gone.term AND t.block = gone.block AND bit_count(t.bits) = 0;
    DELETE FROM listing_map_delta WHERE listing_id = ANY (ids);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER listing_map_order_agency AFTER UPDATE OF status ON agency FOR EACH ROW
  WHEN ((OLD.status = 'ACTIVE') IS DISTINCT FROM (NEW.status = 'ACTIVE'))
  EXECUTE FUNCTION listing_map_order_agency();
--> statement-breakpoint
-- Every public listing with a point numbered afresh in map order (the Morton code of its finest
-- cell, then its id), each grid zoom's runs, the bitmaps; the delta emptied. A nightly job, and
-- after a bulk load with triggers off.
CREATE FUNCTION listing_map_order_rebuild() RETURNS void LANGUAGE sql AS $$
  SELECT 1 FROM listing_text_head FOR UPDATE;
  TRUNCATE listing_map_bits, listing_map_slot, listing_map_run, listing_map_delta;
  INSERT INTO listing_map_slot (listing_id, slot, ty, tx)
  SELECT id, (row_number() OVER (ORDER BY (listing_map_spread(ty) << 1) | listing_map_spread(tx), id) - 1)::integer, ty, tx
  FROM (SELECT l.id, listing_map_ty(l.latitude) AS ty, listing_map_tx(l.longitude) AS tx
    FROM listing l JOIN agency a ON a.id = l.agency_id AND a.status = 'ACTIVE'
    WHERE l.status = 'ACTIVE' AND l.deleted_at IS NULL AND l.latitude IS NOT NULL
      AND l.longitude IS NOT NULL) located;
  INSERT INTO listing_map_run (zoom, cy, cx, lo, hi)
  SELECT z, ty >> (13 - z), tx >> (13 - z), min(slot), max(slot) + 1
  FROM listing_map_slot CROSS JOIN listing_map_zooms() z
  GROUP BY 1, 2, 3;
  INSERT INTO listing_map_bits (term, block, bits)
  SELECT term, block, mask FROM listing_map_masks(array(SELECT listing_id FROM listing_map_slot))
  ORDER BY 1, 2;
$$;
--> statement-breakpoint
SELECT listing_map_order_rebuild();
