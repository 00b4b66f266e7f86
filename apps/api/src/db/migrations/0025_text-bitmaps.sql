CREATE TABLE "listing_text_bits" (
	"lexeme" text COLLATE "C" NOT NULL,
	"block" integer NOT NULL,
	"bits" bit varying(65536) NOT NULL,
	CONSTRAINT "listing_text_bits_lexeme_block_pk" PRIMARY KEY("lexeme","block")
);
--> statement-breakpoint
CREATE TABLE "listing_text_head" (
	"one" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"slot" integer,
	"listing_id" uuid,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone,
	CONSTRAINT "listing_text_head_one" CHECK ("listing_text_head"."one")
);
--> statement-breakpoint
CREATE TABLE "listing_text_slot" (
	"listing_id" uuid PRIMARY KEY NOT NULL,
	"slot" integer NOT NULL,
	"misplaced" boolean DEFAULT false NOT NULL,
	CONSTRAINT "listing_text_slot_slot_unique" UNIQUE("slot")
);
--> statement-breakpoint
CREATE INDEX "listing_text_slot_misplaced_idx" ON "listing_text_slot" USING btree ("slot") WHERE "listing_text_slot"."misplaced";--> statement-breakpoint
-- The text search's posting bitmaps (ADR 0036). A slot is a listing's place in the newest-first
-- order (published_at, created_at, id; the highest slot is the newest); slot s is bit s & 65535 of
-- block s >> 16 (bit 0 the leftmost, as get_bit and substring count them).
CREATE SEQUENCE listing_text_slot_seq MINVALUE 0 START 0;
--> statement-breakpoint
INSERT INTO listing_text_head (one) VALUES (true);
--> statement-breakpoint
-- Up to p_n set bits of a block, the highest first: its 64-bit words from the last, only the
-- non-zero ones looked into. The block is copied once (a stored bitmap arrives compressed, and
-- each get_bit of a compressed value would decompress it again).
CREATE FUNCTION listing_text_top(p_bits bit varying, p_n integer) RETURNS integer[]
  LANGUAGE plpgsql IMMUTABLE STRICT AS $$
DECLARE
  v bit varying := substring(p_bits FROM 1);
  i integer := length(v) - 64;
  j integer;
  found integer[] := '{}';
BEGIN
  WHILE i >= 0 AND cardinality(found) < p_n LOOP
    IF substring(v FROM i + 1 FOR 64)::bit(64)::bigint <> 0 THEN
      FOR j IN REVERSE 63..0 LOOP
        IF get_bit(v, i + j) = 1 THEN
          found := found || (i + j);
          EXIT WHEN cardinality(found) >= p_n;
        END IF;
      END LOOP;
    END IF;
    i := i - 64;
  END LOOP;
  RETURN found;
END
$$;
--> statement-breakpoint
-- A listing's slot, given when it first enters public view. It is in order when its sort keys
-- come after those of the newest slot given in order (listing_text_head); otherwise (published
-- earlier by a transaction that committed later, or given an older published_at) it is marked
-- misplaced and the search reads it beside the bitmaps' page. The caller holds the head's lock.
CREATE FUNCTION listing_text_slot_of(p_id uuid, p_published timestamptz, p_created timestamptz)
  RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  v_slot integer;
  h listing_text_head;
  in_order boolean;
BEGIN
  SELECT slot INTO v_slot FROM listing_text_slot WHERE listing_id = p_id;
  IF FOUND THEN
    RETURN v_slot;
  END IF;
  SELECT * INTO h FROM listing_text_head;
  in_order := h.slot IS NULL OR (p_published IS NOT NULL AND (h.published_at IS NULL
    OR coalesce((p_published, p_created) > (h.published_at, h.created_at)
      OR ((p_published, p_created) = (h.published_at, h.created_at) AND p_id < h.listing_id), false)));
  v_slot := nextval('listing_text_slot_seq');
  INSERT INTO listing_text_slot (listing_id, slot, misplaced) VALUES (p_id, v_slot, NOT in_order);
  IF in_order THEN
    UPDATE listing_text_head SET slot = v_slot, listing_id = p_id, published_at = p_published,
      created_at = p_created;
  END IF;
  RETURN v_slot;
END
$$;
--> statement-breakpoint
-- Sets (p_on) or clears one slot's bit in the bitmaps of p_lexemes; an emptied bitmap is dropped.
CREATE FUNCTION listing_text_flip(p_lexemes text[], p_slot integer, p_on boolean)
  RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(p_lexemes) = 0 THEN
    RETURN;
  END IF;
  IF p_on THEN
    INSERT INTO listing_text_bits AS t (lexeme, block, bits)
    SELECT x, p_slot >> 16, set_bit(B'0'::bit(65536), p_slot & 65535, 1)
    FROM unnest(p_lexemes) x ORDER BY 1
    ON CONFLICT (lexeme, block) DO UPDATE SET bits = set_bit(t.bits, p_slot & 65535, 1);
  ELSE
    UPDATE listing_text_bits SET bits = set_bit(bits, p_slot & 65535, 0)
    WHERE lexeme = ANY (p_lexemes) AND block = p_slot >> 16;
    DELETE FROM listing_text_bits
    WHERE lexeme = ANY (p_lexemes) AND block = p_slot >> 16 AND bit_count(bits) = 0;
  END IF;
END
$$;
--> statement-breakpoint
-- What a listing's bits say: the lexemes of its text, and its kind and purpose as two terms of
-- their own ('#kind:house', '#purpose:SALE'; '#' begins no lexeme of the 'simple' parser, and no
-- word's range of lexemes holds it), so that a search by text with a kind or purpose is answered
-- from the bitmaps too.
CREATE FUNCTION listing_text_terms(p_vector tsvector, p_kind text, p_purpose text)
  RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  SELECT tsvector_to_array(p_vector) || ARRAY['#kind:' || p_kind, '#purpose:' || p_purpose];
$$;
--> statement-breakpoint
-- A listing's bits follow its visibility and its words: the lexemes it lost cleared, the ones it
-- gained set, at its slot. Every change of the bitmaps first locks the head row, so writers of
-- public listings take their turn (no two transactions lock bitmap rows in opposite orders).
CREATE FUNCTION listing_text_sync() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was_public boolean := TG_OP <> 'INSERT' AND OLD.status = 'ACTIVE' AND OLD.deleted_at IS NULL
    AND EXISTS (SELECT 1 FROM agency a WHERE a.id = OLD.agency_id AND a.status = 'ACTIVE');
  is_public boolean := TG_OP <> 'DELETE' AND NEW.status = 'ACTIVE' AND NEW.deleted_at IS NULL
    AND EXISTS (SELECT 1 FROM agency a WHERE a.id = NEW.agency_id AND a.status = 'ACTIVE');
  old_lexemes text[] := CASE WHEN was_public
    THEN listing_text_terms(OLD.search_vector, OLD.kind, OLD.purpose) ELSE '{}' END;
  new_lexemes text[] := CASE WHEN is_public
    THEN listing_text_terms(NEW.search_vector, NEW.kind, NEW.purpose) ELSE '{}' END;
  v_slot integer;
BEGIN
  IF TG_OP = 'DELETE' THEN
    SELECT slot INTO v_slot FROM listing_text_slot WHERE listing_id = OLD.id;
    IF FOUND THEN
      PERFORM 1 FROM listing_text_head FOR UPDATE;
      PERFORM listing_text_flip(old_lexemes, v_slot, false);
      DELETE FROM listing_text_slot WHERE listing_id = OLD.id;
    END IF;
    RETURN NULL;
  END IF;
  -- New sort keys take a numbered listing out of the order its slot says.
  IF TG_OP = 'UPDATE' AND (OLD.published_at IS DISTINCT FROM NEW.published_at
    OR OLD.created_at IS DISTINCT FROM NEW.created_at) THEN
    UPDATE listing_text_slot SET misplaced = true WHERE listing_id = NEW.id;
  END IF;
  IF NOT was_public AND NOT is_public THEN
    RETURN NULL;
  END IF;
  IF was_public AND is_public AND OLD.search_vector = NEW.search_vector AND OLD.kind = NEW.kind
    AND OLD.purpose = NEW.purpose THEN
    RETURN NULL;
  END IF;
  PERFORM 1 FROM listing_text_head FOR UPDATE;
  v_slot := listing_text_slot_of(NEW.id, NEW.published_at, NEW.created_at);
  PERFORM listing_text_flip(array(SELECT unnest(old_lexemes) EXCEPT SELECT unnest(new_lexemes)), v_slot, false);
  PERFORM listing_text_flip(array(SELECT unnest(new_lexemes) EXCEPT SELECT unnest(old_lexemes)), v_slot, true);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER listing_text_sync AFTER INSERT OR DELETE OR UPDATE OF status, deleted_at, agency_id, search_vector, kind, purpose, published_at, created_at
  ON listing FOR EACH ROW EXECUTE FUNCTION listing_text_sync();
--> statement-breakpoint
-- The bitmaps of a set of numbered listings, one a term and block: each block's bits written
-- as a string of 0s and 1s from its sorted slots (the gap before each set bit, then the tail).
CREATE FUNCTION listing_text_masks(p_ids uuid[])
  RETURNS TABLE (lexeme text, block integer, mask bit varying) LANGUAGE sql STABLE AS $$
  SELECT lexeme, block, (string_agg(repeat('0', bit - prev - 1) || '1', '' ORDER BY bit)
    || repeat('0', 65535 - max(bit)))::bit varying(65536)
  FROM (
    SELECT u.lexeme, s.slot >> 16 AS block, s.slot & 65535 AS bit,
      coalesce(lag(s.slot & 65535) OVER (PARTITION BY u.lexeme, s.slot >> 16 ORDER BY s.slot), -1) AS prev
    FROM unnest(p_ids) i(id)
    JOIN listing l ON l.id = i.id
    JOIN listing_text_slot s ON s.listing_id = l.id
    CROSS JOIN unnest(listing_text_terms(l.search_vector, l.kind, l.purpose)) u(lexeme)
  ) bits
  GROUP BY lexeme, block;
$$;
--> statement-breakpoint
-- An agency entering or leaving public view takes its public listings' bits with it (slots are
-- given, in order, to those that never had one).
CREATE FUNCTION listing_text_agency() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids uuid[] := array(SELECT id FROM listing WHERE agency_id = NEW.id AND status = 'ACTIVE'
    AND deleted_at IS NULL);
  r record;
BEGIN
  IF cardinality(ids) = 0 THEN
    RETURN NULL;
  END IF;
  PERFORM 1 FROM listing_text_head FOR UPDATE;
  IF NEW.status = 'ACTIVE' THEN
    FOR r IN SELECT id, published_at, created_at FROM listing WHERE id = ANY (ids)
      ORDER BY published_at NULLS FIRST, created_at NULLS FIRST, id DESC LOOP
      PERFORM listing_text_slot_of(r.id, r.published_at, r.created_at);
    END LOOP;
    INSERT INTO listing_text_bits AS t (lexeme, block, bits)
    SELECT m.lexeme, m.block, m.mask FROM listing_text_masks(ids) m ORDER BY 1, 2
    ON CONFLICT (lexeme, block) DO UPDATE SET bits = t.bits | excluded.bits;
  ELSE
    UPDATE listing_text_bits t SET bits = t.bits & ~m.mask
    FROM listing_text_masks(ids) m WHERE t.lexeme = m.lexeme AND t.block = m.block;
    DELETE FROM listing_text_bits t
    USING (SELECT DISTINCT u.lexeme, s.slot >> 16 AS block FROM unnest(ids) i(id)
      JOIN listing l ON l.id = i.id JOIN listing_text_slot s ON s.listing_id = l.id
      CROSS JOIN unnest(listing_text_terms(l.search_vector, l.kind, l.purpose)) u(lexeme)) gone
    WHERE t.lexeme = gone.lexeme AND t.block = gone.block AND bit_count(t.bits) = 0;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER listing_text_agency AFTER UPDATE OF status ON agency FOR EACH ROW
  WHEN ((OLD.status = 'ACTIVE') IS DISTINCT FROM (NEW.status = 'ACTIVE'))
  EXECUTE FUNCTION listing_text_agency();
--> statement-breakpoint
-- Every listing numbered afresh in the newest-first order (none misplaced), the bitmaps rebuilt
-- from the public ones: after a bulk load with triggers off, or to put misplaced slots in order.
CREATE FUNCTION listing_text_rebuild() RETURNS void LANGUAGE sql AS $$
  SELECT 1 FROM listing_text_head FOR UPDATE;
  TRUNCATE listing_text_bits, listing_text_slot;
  INSERT INTO listing_text_slot (listing_id, slot)
  SELECT id, row_number() OVER (ORDER BY published_at NULLS FIRST, created_at NULLS FIRST, id DESC) - 1
  FROM listing;
  SELECT setval('listing_text_slot_seq', (SELECT count(*) FROM listing_text_slot), false);
  UPDATE listing_text_head SET (slot, listing_id, published_at, created_at) = (
    SELECT s.slot, l.id, l.published_at, l.created_at FROM listing_text_slot s
    JOIN listing l ON l.id = s.listing_id ORDER BY s.slot DESC LIMIT 1);
  INSERT INTO listing_text_bits (lexeme, block, bits)
  SELECT lexeme, block, mask FROM listing_text_masks(array(
    SELECT l.id FROM listing l JOIN agency a ON a.id = l.agency_id AND a.status = 'ACTIVE'
    WHERE l.status = 'ACTIVE' AND l.deleted_at IS NULL))
  ORDER BY 1, 2;
$$;
--> statement-breakpoint
SELECT listing_text_rebuild();
