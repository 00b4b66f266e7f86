CREATE TABLE "feature" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"category" text DEFAULT 'General' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feature_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "listing_feature" (
	"listing_id" uuid NOT NULL,
	"feature_id" uuid NOT NULL,
	CONSTRAINT "listing_feature_listing_id_feature_id_pk" PRIMARY KEY("listing_id","feature_id")
);
--> statement-breakpoint
CREATE TABLE "listing_status_change" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"changed_by" uuid,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_view" (
	"listing_id" uuid NOT NULL,
	"visitor" text NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "listing_view_listing_id_visitor_day_pk" PRIMARY KEY("listing_id","visitor","day")
);
--> statement-breakpoint
CREATE TABLE "listing" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"purpose" text NOT NULL,
	"rent_period" text,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price_amount" bigint NOT NULL,
	"currency" text DEFAULT 'UGX' NOT NULL,
	"negotiable" boolean DEFAULT false NOT NULL,
	"bedrooms" integer,
	"bathrooms" integer,
	"floor_area_value" double precision,
	"floor_area_unit" text,
	"floor_area_width_ft" double precision,
	"floor_area_length_ft" double precision,
	"floor_area_m2" double precision,
	"land_size_value" double precision,
	"land_size_unit" text,
	"land_size_width_ft" double precision,
	"land_size_length_ft" double precision,
	"land_size_m2" double precision,
	"size_m2" double precision,
	"tenure" text,
	"lease_years" integer,
	"title_status" text,
	"access_road" text,
	"utilities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"country_id" uuid,
	"region_id" uuid,
	"sub_region_id" uuid,
	"district_id" uuid,
	"city_id" uuid,
	"area_id" uuid,
	"place_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"place_names" text DEFAULT '' NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"address" text,
	"agent_id" uuid,
	"agency_id" uuid NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"featured_until" timestamp with time zone,
	"view_count" integer DEFAULT 0 NOT NULL,
	"enquiry_count" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, "listing"."title" || ' ' || "listing"."description" || ' ' || "listing"."place_names")) STORED
);
--> statement-breakpoint
CREATE TABLE "favourite" (
	"user_id" uuid NOT NULL,
	"listing_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourite_user_id_listing_id_pk" PRIMARY KEY("user_id","listing_id")
);
--> statement-breakpoint
ALTER TABLE "listing_feature" ADD CONSTRAINT "listing_feature_listing_id_listing_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listing"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_feature" ADD CONSTRAINT "listing_feature_feature_id_feature_id_fk" FOREIGN KEY ("feature_id") REFERENCES "public"."feature"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_status_change" ADD CONSTRAINT "listing_status_change_listing_id_listing_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listing"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_status_change" ADD CONSTRAINT "listing_status_change_changed_by_user_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_view" ADD CONSTRAINT "listing_view_listing_id_listing_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listing"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing" ADD CONSTRAINT "listing_country_id_geo_country_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."geo_country"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing" ADD CONSTRAINT "listing_region_id_geo_region_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."geo_region"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing" ADD CONSTRAINT "listing_sub_region_id_geo_sub_region_id_fk" FOREIGN KEY ("sub_region_id") REFERENCES "public"."geo_sub_region"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing" ADD CONSTRAINT "listing_district_id_geo_district_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."geo_district"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing" ADD CONSTRAINT "listing_city_id_geo_city_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."geo_city"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing" ADD CONSTRAINT "listing_area_id_geo_area_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."geo_area"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing" ADD CONSTRAINT "listing_agent_id_user_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing" ADD CONSTRAINT "listing_agency_id_agency_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agency"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing" ADD CONSTRAINT "listing_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite" ADD CONSTRAINT "favourite_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite" ADD CONSTRAINT "favourite_listing_id_listing_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listing"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_feature_feature_idx" ON "listing_feature" USING btree ("feature_id","listing_id");--> statement-breakpoint
CREATE INDEX "listing_status_change_idx" ON "listing_status_change" USING btree ("listing_id","changed_at");--> statement-breakpoint
CREATE INDEX "listing_public_newest_idx" ON "listing" USING btree ("status","published_at" DESC NULLS LAST) WHERE "listing"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "listing_kind_price_idx" ON "listing" USING btree ("kind","purpose","price_amount");--> statement-breakpoint
CREATE INDEX "listing_size_idx" ON "listing" USING btree ("kind","size_m2");--> statement-breakpoint
CREATE INDEX "listing_point_idx" ON "listing" USING btree ("latitude","longitude");--> statement-breakpoint
CREATE INDEX "listing_agency_idx" ON "listing" USING btree ("agency_id","created_at");--> statement-breakpoint
CREATE INDEX "listing_agent_idx" ON "listing" USING btree ("agent_id");--> statement-breakpoint
CREATE INDEX "listing_places_idx" ON "listing" USING gin ("place_ids");--> statement-breakpoint
CREATE INDEX "listing_featured_idx" ON "listing" USING btree ("featured_until") WHERE "listing"."featured_until" is not null;--> statement-breakpoint
CREATE INDEX "listing_search_idx" ON "listing" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "favourite_user_idx" ON "favourite" USING btree ("user_id","created_at");