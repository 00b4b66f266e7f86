CREATE TABLE "agency" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"logo_url" text,
	"description" text DEFAULT '' NOT NULL,
	"phone" text,
	"email" text,
	"whatsapp_numbers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"address_line" text,
	"country_id" uuid,
	"region_id" uuid,
	"sub_region_id" uuid,
	"district_id" uuid,
	"city_id" uuid,
	"area_id" uuid,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"status_reason" text,
	"verified" boolean DEFAULT false NOT NULL,
	"origin" text DEFAULT 'ADMIN' NOT NULL,
	"created_by" uuid,
	"enquiry_template" text,
	"lead_routing" text DEFAULT 'LISTING_AGENT' NOT NULL,
	"rr_cursor" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agency_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "agency_invitation" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"role" text DEFAULT 'AGENT' NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "agent_profile" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"photo_url" text,
	"bio" text DEFAULT '' NOT NULL,
	"languages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"areas_served" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"phone" text,
	"whatsapp" text,
	"active" boolean DEFAULT true NOT NULL,
	"deactivated_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"agent_id" uuid,
	"listing_id" uuid,
	"channel" text NOT NULL,
	"visitor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agency" ADD CONSTRAINT "agency_country_id_geo_country_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."geo_country"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency" ADD CONSTRAINT "agency_region_id_geo_region_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."geo_region"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency" ADD CONSTRAINT "agency_sub_region_id_geo_sub_region_id_fk" FOREIGN KEY ("sub_region_id") REFERENCES "public"."geo_sub_region"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency" ADD CONSTRAINT "agency_district_id_geo_district_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."geo_district"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency" ADD CONSTRAINT "agency_city_id_geo_city_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."geo_city"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency" ADD CONSTRAINT "agency_area_id_geo_area_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."geo_area"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency" ADD CONSTRAINT "agency_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_invitation" ADD CONSTRAINT "agency_invitation_agency_id_agency_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agency"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_invitation" ADD CONSTRAINT "agency_invitation_invited_by_user_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_profile" ADD CONSTRAINT "agent_profile_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead" ADD CONSTRAINT "lead_agency_id_agency_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agency"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead" ADD CONSTRAINT "lead_agent_id_user_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agency_status_idx" ON "agency" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "agency_name_idx" ON "agency" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "agency_invitation_token_idx" ON "agency_invitation" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "agency_invitation_agency_idx" ON "agency_invitation" USING btree ("agency_id","created_at");--> statement-breakpoint
CREATE INDEX "lead_agent_idx" ON "lead" USING btree ("agent_id","created_at");--> statement-breakpoint
CREATE INDEX "lead_agency_idx" ON "lead" USING btree ("agency_id","created_at");