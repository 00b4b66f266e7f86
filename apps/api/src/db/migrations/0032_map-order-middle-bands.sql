-- A price's and a size's middle band become terms of the bitmaps in map order too (ADR 0037,
-- amended 2026-11-29), so that a range's ends are read as at most eight middle and nine fine
-- bands each, where fine bands alone were up to ninety (455–500 M UGX: 45 fine bands).
-- An amount's middle band: below 10 itself, else its first two digits times its power of ten
-- (at most 10 % a band): every band's edge (listing_price_band) is a middle band's edge, and
-- every middle band's edge a fine band's (listing_price_fine). Plain SQL, inlined into
-- listing_map_terms.
CREATE FUNCTION listing_price_mid(amount bigint) RETURNS bigint
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT CASE WHEN amount < 10 THEN amount
    ELSE amount / power(10::float8, length(amount::text) - 2)::bigint
      * power(10::float8, length(amount::text) - 2)::bigint END -- exact: powers of ten to 1e22
$$;
--> statement-breakpoint
-- As in migration 0027, with the price's middle band ('pricem:UGX:0000000000130000000') and the
-- size's ('sizem:0000000000000002000').
CREATE OR REPLACE FUNCTION listing_map_terms(l listing) RETURNS text[] LANGUAGE sql STABLE AS $$
  SELECT array_remove(ARRAY['kind:' || l.kind, 'purpose:' || l.purpose, 'rent:' || l.rent_period,
    CASE WHEN l.bedrooms IS NOT NULL THEN 'bed:' || least(l.bedrooms, 5) END,
    CASE WHEN l.bathrooms IS NOT NULL THEN 'bath:' || least(l.bathrooms, 5) END,
    'tenure:' || l.tenure, 'title:' || l.title_status,
    'price:' || l.currency || ':' || lpad(listing_price_band(l.price_amount)::text, 19, '0'),
    'pricem:' || l.currency || ':' || lpad(listing_price_mid(l.price_amount)::text, 19, '0'),
    'pricef:' || l.currency || ':' || lpad(listing_price_fine(l.price_amount)::text, 19, '0'),
    CASE WHEN l.size_m2 >= 0
      THEN 'size:' || lpad(listing_price_band(floor(l.size_m2)::bigint)::text, 19, '0') END,
    CASE WHEN l.size_m2 >= 0
      THEN 'sizem:' || lpad(listing_price_mid(floor(l.size_m2)::bigint)::text, 19, '0') END,
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
SELECT listing_map_order_rebuild();
