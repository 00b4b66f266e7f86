-- The hierarchy without the country of each node: what the recursive chain look-ups walk.
-- Each step is then one primary-key probe per table, not a join per level (geo_node).
CREATE VIEW "geo_link" AS
  SELECT "id", 'continent'::text AS "level", "name", "slug", "latitude", "longitude",
         NULL::uuid AS "parent_id", NULL::text AS "kind"
    FROM "geo_continent"
  UNION ALL
  SELECT "id", 'country', "name", "slug", "latitude", "longitude", "continent_id", NULL FROM "geo_country"
  UNION ALL
  SELECT "id", 'region', "name", "slug", "latitude", "longitude", "country_id", NULL FROM "geo_region"
  UNION ALL
  SELECT "id", 'subregion', "name", "slug", "latitude", "longitude", "region_id", NULL FROM "geo_sub_region"
  UNION ALL
  SELECT "id", 'district', "name", "slug", "latitude", "longitude",
         COALESCE("sub_region_id", "region_id"), NULL
    FROM "geo_district"
  UNION ALL
  SELECT "id", 'city', "name", "slug", "latitude", "longitude",
         COALESCE("district_id", "region_id"), "kind"
    FROM "geo_city"
  UNION ALL
  SELECT "id", 'area', "name", "slug", "latitude", "longitude",
         COALESCE("parent_id", "city_id"), "kind"
    FROM "geo_area";
