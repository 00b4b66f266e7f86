-- The words of a listing's text, its price in fine bands and its size in bands and fine bands
-- become terms of the bitmaps in map order too (ADR 0037, amended 2026-11-28): a map searched by
-- text is counted from them as the text search counts its total from its own bitmaps (ADR 0036),
-- a word's lexemes one range of terms; a price or size range's ends are a fine band wide at most.
DROP TRIGGER listing_map_order_sync ON listing;
--> statement-breakpoint
-- An amount's fine band: below 100 itself, else its first three digits times its power of ten
-- (at most 1 % a band), so that every band's edge (listing_price_band) is a fine band's edge.
-- Plain SQL, inlined into listing_map_terms.
CREATE FUNCTION listing_price_fine(amount bigint) RETURNS bigint
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT CASE WHEN amount < 100 THEN amount
    ELSE amount / power(10::float8, length(amount::text) - 3)::bigint
      * power(10::float8, length(amount::text) - 3)::bigint END -- exact: powers of ten to 1e22
$$;
--> statement-breakpoint
-- A listing's terms, read from its row so that a change of them replaces this function alone:
-- those of migration 0026 ('kind:house', 'rent:MONTH', 'bed:3', 'tenure:MAILO',
-- 'price:UGX:0000000000250000000', 'place:<id>'), the price's fine band
-- ('pricef:UGX:0000000000137000000'), the size's band and fine band in whole m², made as a
-- price's are ('size:0000000000000002000', 'sizef:0000000000000002020'; none for no size), and
-- each lexeme of the listing's search_vector as 'word:<lexeme>' (a word's lexemes are the range
-- ['word:<word>', 'word:<word with its last letter's successor>') in byte order). Unset ones
-- have none. Inlined by PostgreSQL where it is called (no subquery; a field of a whole row is a
-- plain column then): the lexemes and places are joined and split on a separator rather than
-- unnested, the unit separator (0x1f) for lexemes, which the text parser never keeps in one.
CREATE FUNCTION listing_map_terms(l listing) RETURNS text[] LANGUAGE sql STABLE AS $$
  SELECT array_remove(ARRAY['kind:' || l.kind, 'purpose:' || l.purpose, 'rent:' || l.rent_period,
    CASE WHEN l.bedrooms IS NOT NULL THEN 'bed:' || least(l.bedrooms, 5) END,
    CASE WHEN l.bathrooms IS NOT NULL THEN 'bath:' || least(l.bathrooms, 5) END,
    'tenure:' || l.tenure, 'title:' || l.title_status,
    'price:' || l.currency || ':' || lpad(listing_price_band(l.price_amount)::text, 19, '0'),
    'pricef:' || l.currency || ':' || lpad(listing_price_fine(l.price_amount)::text, 19, '0'),
    CASE WHEN l.size_m2 >= 0
      THEN 'size:' || lpad(listing_price_band(floor(l.size_m2)::bigint)::text, 19, '0') END,
    CASE WHEN l.size_m2 >= 0
      THEN 'sizef:' || lpad(listing_price_fine(floor(l.size_m2)::bigint)::text, 19, '0') END],
    NULL)
    || CASE WHEN cardinality(l.place_ids) > 0
      THEN string_to_array('place:' || array_to_string(l.place_ids, ',place:'), ',') ELSE '{}' END
    || CASE WHEN length(l.search_vector) > 0 THEN string_to_array(
      'word:' || array_to_string(tsvector_to_array(l.search_vector), E'\x1fword:'), E'\x1f')
      ELSE '{}' END
$$;
--> statement-breakpoint
-- Migration 0026's terms, read from the listing's columns one by one, replaced by the above.
DROP FUNCTION listing_map_terms(text, text, text, integer, integer, text, text, text, bigint, uuid[]);
--> statement-breakpoint
-- A listing's bits follow its visibility, its point and its terms. Its bits are set while it is
-- public, has a slot, and lies in the finest cell it was numbered in; a public listing with a
-- point that does not (public since the numbering, or moved) is in listing_map_delta instead.
-- Every change of the bitmaps first locks the text bitmaps' head row (migration 0025): one lock
-- for both, so writers of public listings take one turn and never lock bitmap rows in opposite
-- orders.
CREATE OR REPLACE FUNCTION listing_map_order_sync() RETURNS trigger LANGUAGE plpgsql AS $$
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
    AND listing_map_terms(OLD) = listing_map_terms(NEW) THEN
    RETURN NULL;
  END IF;
  PERFORM 1 FROM listing_text_head FOR UPDATE;
  SELECT * INTO s FROM listing_map_slot WHERE listing_id = coalesce(NEW.id, OLD.id);
  was_counted := was_public AND s.slot IS NOT NULL AND s.ty = listing_map_ty(OLD.latitude)
    AND s.tx = listing_map_tx(OLD.longitude);
  is_counted := is_public AND s.slot IS NOT NULL AND s.ty = listing_map_ty(NEW.latitude)
    AND s.tx = listing_map_tx(NEW.longitude);
  IF was_counted THEN
    old_terms := listing_map_terms(OLD);
  END IF;
  IF is_counted THEN
    new_terms := listing_map_terms(NEW);
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
-- The bitmaps of those of a set of listings that the bitmaps count (numbered, and still in the
-- finest cell numbered), one a term and block, written as listing_text_masks writes its own.
CREATE OR REPLACE FUNCTION listing_map_masks(p_ids uuid[])
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
    CROSS JOIN unnest(listing_map_terms(l)) u(term)
  ) bits
  GROUP BY term, block;
$$;
--> statement-breakpoint
CREATE TRIGGER listing_map_order_sync AFTER INSERT OR DELETE OR UPDATE OF status, deleted_at, agency_id, latitude, longitude, kind, purpose, bedrooms, bathrooms, tenure, title_status, currency, price_amount, rent_period, place_ids, size_m2, search_vector
  ON listing FOR EACH ROW EXECUTE FUNCTION listing_map_order_sync();
--> statement-breakpoint
SELECT listing_map_order_rebuild();
