-- Place-name search (autocomplete) uses trigram similarity; PGlite loads the extension in createPglite.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "geo_area" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"name_norm" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"city_id" uuid NOT NULL,
	"parent_id" uuid,
	"kind" text DEFAULT 'neighbourhood' NOT NULL,
	CONSTRAINT "geo_area_city_parent_slug_key" UNIQUE NULLS NOT DISTINCT("city_id","parent_id","slug"),
	CONSTRAINT "geo_area_id_city_key" UNIQUE("id","city_id")
);
--> statement-breakpoint
CREATE TABLE "geo_city" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"name_norm" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"region_id" uuid NOT NULL,
	"district_id" uuid,
	"kind" text DEFAULT 'town' NOT NULL,
	CONSTRAINT "geo_city_region_slug_key" UNIQUE("region_id","slug")
);
--> statement-breakpoint
CREATE TABLE "geo_continent" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"name_norm" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"code" text NOT NULL,
	CONSTRAINT "geo_continent_code_unique" UNIQUE("code"),
	CONSTRAINT "geo_continent_slug_key" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "geo_country" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"name_norm" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"continent_id" uuid NOT NULL,
	"iso2" text NOT NULL,
	"iso3" text NOT NULL,
	"currency" text NOT NULL,
	"calling_code" text NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	CONSTRAINT "geo_country_iso2_unique" UNIQUE("iso2"),
	CONSTRAINT "geo_country_iso3_unique" UNIQUE("iso3"),
	CONSTRAINT "geo_country_slug_key" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "geo_district" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"name_norm" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"region_id" uuid NOT NULL,
	"sub_region_id" uuid,
	CONSTRAINT "geo_district_region_slug_key" UNIQUE("region_id","slug"),
	CONSTRAINT "geo_district_id_region_key" UNIQUE("id","region_id")
);
--> statement-breakpoint
CREATE TABLE "geo_reference_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"hash" text NOT NULL,
	"nodes" integer NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "geo_region" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"name_norm" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"country_id" uuid NOT NULL,
	CONSTRAINT "geo_region_country_slug_key" UNIQUE("country_id","slug")
);
--> statement-breakpoint
CREATE TABLE "geo_sub_region" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"name_norm" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"region_id" uuid NOT NULL,
	CONSTRAINT "geo_sub_region_region_slug_key" UNIQUE("region_id","slug"),
	CONSTRAINT "geo_sub_region_id_region_key" UNIQUE("id","region_id")
);
--> statement-breakpoint
ALTER TABLE "geo_area" ADD CONSTRAINT "geo_area_city_id_geo_city_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."geo_city"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "geo_area" ADD CONSTRAINT "geo_area_parent_fk" FOREIGN KEY ("parent_id","city_id") REFERENCES "public"."geo_area"("id","city_id") ON DELETE restrict ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "geo_city" ADD CONSTRAINT "geo_city_region_id_geo_region_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."geo_region"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "geo_city" ADD CONSTRAINT "geo_city_district_fk" FOREIGN KEY ("district_id","region_id") REFERENCES "public"."geo_district"("id","region_id") ON DELETE restrict ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "geo_country" ADD CONSTRAINT "geo_country_continent_id_geo_continent_id_fk" FOREIGN KEY ("continent_id") REFERENCES "public"."geo_continent"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "geo_district" ADD CONSTRAINT "geo_district_region_id_geo_region_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."geo_region"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "geo_district" ADD CONSTRAINT "geo_district_sub_region_fk" FOREIGN KEY ("sub_region_id","region_id") REFERENCES "public"."geo_sub_region"("id","region_id") ON DELETE restrict ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "geo_region" ADD CONSTRAINT "geo_region_country_id_geo_country_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."geo_country"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "geo_sub_region" ADD CONSTRAINT "geo_sub_region_region_id_geo_region_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."geo_region"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "geo_area_parent_idx" ON "geo_area" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "geo_area_lat_lng_idx" ON "geo_area" USING btree ("latitude","longitude");--> statement-breakpoint
CREATE INDEX "geo_area_name_trgm_idx" ON "geo_area" USING gin ("name_norm" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "geo_city_district_idx" ON "geo_city" USING btree ("district_id");--> statement-breakpoint
CREATE INDEX "geo_city_lat_lng_idx" ON "geo_city" USING btree ("latitude","longitude");--> statement-breakpoint
CREATE INDEX "geo_city_name_trgm_idx" ON "geo_city" USING gin ("name_norm" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "geo_country_continent_idx" ON "geo_country" USING btree ("continent_id");--> statement-breakpoint
CREATE INDEX "geo_country_name_trgm_idx" ON "geo_country" USING gin ("name_norm" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "geo_district_sub_region_idx" ON "geo_district" USING btree ("sub_region_id");--> statement-breakpoint
CREATE INDEX "geo_district_name_trgm_idx" ON "geo_district" USING gin ("name_norm" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "geo_region_name_trgm_idx" ON "geo_region" USING gin ("name_norm" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "geo_sub_region_name_trgm_idx" ON "geo_sub_region" USING gin ("name_norm" gin_trgm_ops);--> statement-breakpoint
-- Every node of every level in one relation, with its direct parent (the nearest level that is
-- set: a city without a district hangs from its region) and its country: hierarchy chains,
-- autocomplete and admin lookups read this instead of seven queries.
CREATE VIEW "geo_node" AS
  SELECT "id", 'continent'::text AS "level", "name", "slug", "name_norm", "latitude", "longitude",
         NULL::uuid AS "parent_id", NULL::text AS "kind", NULL::uuid AS "country_id"
    FROM "geo_continent"
  UNION ALL
  SELECT "id", 'country', "name", "slug", "name_norm", "latitude", "longitude",
         "continent_id", NULL, "id"
    FROM "geo_country"
  UNION ALL
  SELECT "id", 'region', "name", "slug", "name_norm", "latitude", "longitude",
         "country_id", NULL, "country_id"
    FROM "geo_region"
  UNION ALL
  SELECT s."id", 'subregion', s."name", s."slug", s."name_norm", s."latitude", s."longitude",
         s."region_id", NULL, r."country_id"
    FROM "geo_sub_region" s JOIN "geo_region" r ON r."id" = s."region_id"
  UNION ALL
  SELECT d."id", 'district', d."name", d."slug", d."name_norm", d."latitude", d."longitude",
         COALESCE(d."sub_region_id", d."region_id"), NULL, r."country_id"
    FROM "geo_district" d JOIN "geo_region" r ON r."id" = d."region_id"
  UNION ALL
  SELECT c."id", 'city', c."name", c."slug", c."name_norm", c."latitude", c."longitude",
         COALESCE(c."district_id", c."region_id"), c."kind", r."country_id"
    FROM "geo_city" c JOIN "geo_region" r ON r."id" = c."region_id"
  UNION ALL
  SELECT a."id", 'area', a."name", a."slug", a."name_norm", a."latitude", a."longitude",
         COALESCE(a."parent_id", a."city_id"), a."kind", r."country_id"
    FROM "geo_area" a JOIN "geo_city" c ON c."id" = a."city_id" JOIN "geo_region" r ON r."id" = c."region_id";
