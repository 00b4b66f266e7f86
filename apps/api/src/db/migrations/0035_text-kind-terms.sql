-- Words with kinds (ADR 0036, amended 2026-11-29): every lexeme of a public listing is also a
-- term with the listing's kind before it ('#k:house:ntinda'), so a search by words and kinds
-- reads its first word's bitmaps of those kinds (a range of the primary key a kind) instead of
-- ANDing every block with the kinds' own bitmaps ('#kind:house', dense: 8 KB a block, out of
-- line, a third of such a statement). Kinds are plain codes (migration 0034), so ':' ends one.
-- The '#kind:' terms, which nothing reads any more, are no longer written. The bitmaps are
-- rebuilt (207 s on the bench's 1,000,040 listings; 19 → 64 MB).
CREATE OR REPLACE FUNCTION listing_text_terms(p_vector tsvector, p_kind text, p_purpose text)
  RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  SELECT tsvector_to_array(p_vector) || ('#purpose:' || p_purpose)
    || array(SELECT '#k:' || p_kind || ':' || lexeme FROM unnest(tsvector_to_array(p_vector)) lexeme);
$$;
--> statement-breakpoint
SELECT listing_text_rebuild();
