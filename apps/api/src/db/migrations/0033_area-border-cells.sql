-- An area's border counted cell by cell (ADR 0014, third amendment of 2026-11-29): public
-- listings by their cell of the grid's deepest zoom, with their point, agency, kind and purpose
-- (INCLUDE, written by hand: drizzle-kit cannot write it), so that `gridCount` reads a row of
-- border cells as one range of this index alone. The expressions are `deepestCell` (map-grid.ts),
-- the cell's size a constant as the queries write it. About 3 s on 1,000,000 listings.
CREATE INDEX "listing_public_cell_idx" ON "listing" USING btree ((floor("latitude" / 0.0102996826171875::float8)::int),(floor("longitude" / 0.0102996826171875::float8)::int)) INCLUDE ("latitude", "longitude", "agency_id", "kind", "purpose") WHERE "listing"."deleted_at" is null and "listing"."status" = 'ACTIVE';
