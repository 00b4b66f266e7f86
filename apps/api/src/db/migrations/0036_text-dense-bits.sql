-- Dense text bitmaps stored uncompressed (ADR 0036, amended 2026-11-29 evening). A bitmap with
-- many bits set barely compresses (pglz gives up from about 6,500 of its 65,536 bits and stores it
-- whole) and is read out of line either way, but each read of one compressed to 2-6 KB was
-- decompressed again: a sixth of a two-word search's statement on the bench (pglz_decompress in
-- perf). Such a bitmap is now kept in `dense` (STORAGE EXTERNAL: out of line, never compressed); a
-- sparse one stays in `bits`, compressed to a few hundred bytes in the row. Writers still write
-- `bits`; a trigger moves the value to its column. Readers read `coalesce(dense, bits)`.
ALTER TABLE "listing_text_bits" ALTER COLUMN "bits" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "listing_text_bits" ADD COLUMN "dense" bit varying(65536);--> statement-breakpoint
ALTER TABLE "listing_text_bits" ADD CONSTRAINT "listing_text_bits_one" CHECK (num_nonnulls("listing_text_bits"."bits", "listing_text_bits"."dense") = 1);--> statement-breakpoint
ALTER TABLE "listing_text_bits" ALTER COLUMN "dense" SET STORAGE EXTERNAL;--> statement-breakpoint
-- From how many set bits (one slot in 64) a bitmap is dense: compressed, it would take about
-- 2 KB or more, out of line. On the bench's data 4,602 of 135,778 bitmaps.
CREATE FUNCTION listing_text_dense_bits() RETURNS integer LANGUAGE sql IMMUTABLE AS $$
  SELECT 1024;
$$;
--> statement-breakpoint
-- A bitmap written to either column (a writer sets `bits`; the other column may still hold the
-- old value, so `bits` wins) is put in the column its count of set bits says.
CREATE FUNCTION listing_text_bits_place() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v bit varying := coalesce(NEW.bits, NEW.dense);
BEGIN
  IF bit_count(v) >= listing_text_dense_bits() THEN
    NEW.dense := v;
    NEW.bits := NULL;
  ELSE
    NEW.bits := v;
    NEW.dense := NULL;
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER listing_text_bits_place BEFORE INSERT OR UPDATE ON listing_text_bits
  FOR EACH ROW EXECUTE FUNCTION listing_text_bits_place();
--> statement-breakpoint
-- Also with session_replication_role = replica (the bench's generator loads and rebuilds so, the
-- triggers that keep other tables off): this one keeps the row's own rule, which the check
-- constraint enforces, so `listing_text_rebuild` (migration 0025) stays as it is.
ALTER TABLE listing_text_bits ENABLE ALWAYS TRIGGER listing_text_bits_place;
--> statement-breakpoint
-- Migration 0025's, reading a bitmap where it is.
CREATE OR REPLACE FUNCTION listing_text_flip(p_lexemes text[], p_slot integer, p_on boolean)
  RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(p_lexemes) = 0 THEN
    RETURN;
  END IF;
  IF p_on THEN
    INSERT INTO listing_text_bits AS t (lexeme, block, bits)
    SELECT x, p_slot >> 16, set_bit(B'0'::bit(65536), p_slot & 65535, 1)
    FROM unnest(p_lexemes) x ORDER BY 1
    ON CONFLICT (lexeme, block) DO UPDATE
      SET bits = set_bit(coalesce(t.dense, t.bits), p_slot & 65535, 1);
  ELSE
    UPDATE listing_text_bits SET bits = set_bit(coalesce(dense, bits), p_slot & 65535, 0)
    WHERE lexeme = ANY (p_lexemes) AND block = p_slot >> 16;
    -- An emptied bitmap is sparse: in `bits`.
    DELETE FROM listing_text_bits
    WHERE lexeme = ANY (p_lexemes) AND block = p_slot >> 16 AND bit_count(bits) = 0;
  END IF;
END
$$;
--> statement-breakpoint
-- Migration 0025's, reading a bitmap where it is (`excluded` too: the row the insert proposed,
-- after the trigger placed it).
CREATE OR REPLACE FUNCTION listing_text_agency() RETURNS trigger LANGUAGE plpgsql AS $$
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
    ON CONFLICT (lexeme, block) DO UPDATE
      SET bits = coalesce(t.dense, t.bits) | coalesce(excluded.dense, excluded.bits);
  ELSE
    UPDATE listing_text_bits t SET bits = coalesce(t.dense, t.bits) & ~m.mask
    FROM listing_text_masks(ids) m WHERE t.lexeme = m.lexeme AND t.block = m.block;
    -- An emptied bitmap is sparse: in `bits`.
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
UPDATE listing_text_bits SET bits = bits WHERE bit_count(bits) >= listing_text_dense_bits();
