-- A map counted live (a filter no grid holds: rooms, rent period, size, tenure, title status)
-- aggregates from an index alone (ADR 0014, amendment of 2026-11-28): the public point index's
-- key with those columns INCLUDEd (written by hand: drizzle-kit cannot write INCLUDE). Without it
-- PostgreSQL read the whole table for a Kampala viewport at zoom 12 with 3+ bedrooms (230,822
-- listings in the box; 333 ms, now 76). A second index rather than a wider listing_public_point_idx:
-- the street map's markers read that one, and its entries grown by these columns made it 5–10 %
-- slower.
CREATE INDEX "listing_public_point_filters_idx" ON "listing" USING btree ("latitude","longitude","agency_id","kind","purpose") INCLUDE ("price_amount","currency","rent_period","bedrooms","bathrooms","size_m2","tenure","title_status") WHERE "listing"."deleted_at" is null and "listing"."status" = 'ACTIVE';
