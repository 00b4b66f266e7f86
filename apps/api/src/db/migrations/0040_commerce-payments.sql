CREATE TABLE "agency_spend_ceiling" (
	"agency_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"ceiling_minor" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agency_spend_ceiling_agency_id_currency_pk" PRIMARY KEY("agency_id","currency")
);
--> statement-breakpoint
CREATE TABLE "discount" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"description" text NOT NULL,
	"kind" text NOT NULL,
	"percent" integer,
	"amounts" jsonb NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"max_redemptions" integer,
	"max_per_agency" integer,
	"package_ids" jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discount_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "invoice_counter" (
	"kind" text NOT NULL,
	"year" integer NOT NULL,
	"last" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "invoice_counter_kind_year_pk" PRIMARY KEY("kind","year")
);
--> statement-breakpoint
CREATE TABLE "invoice" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"kind" text NOT NULL,
	"year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"payment_id" uuid NOT NULL,
	"credits_invoice_id" uuid,
	"agency_id" uuid NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"currency" text NOT NULL,
	"seller" jsonb NOT NULL,
	"buyer" jsonb NOT NULL,
	"lines" jsonb NOT NULL,
	"subtotal_minor" bigint NOT NULL,
	"discount_minor" bigint NOT NULL,
	"discount_code" text,
	"vat_percent" numeric(5, 2) NOT NULL,
	"vat_minor" bigint NOT NULL,
	"total_minor" bigint NOT NULL,
	"paid_with" text NOT NULL,
	CONSTRAINT "invoice_number_unique" UNIQUE("number"),
	CONSTRAINT "invoice_kind_year_sequence_unique" UNIQUE("kind","year","sequence")
);
--> statement-breakpoint
CREATE TABLE "package_purchase_limit" (
	"package_id" uuid PRIMARY KEY NOT NULL,
	"max_purchases" integer NOT NULL,
	"period_days" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_event" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid,
	"provider" text NOT NULL,
	"kind" text NOT NULL,
	"outcome" text DEFAULT 'RECEIVED' NOT NULL,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payment_request" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"description" text NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"due_date" date NOT NULL,
	"package_id" uuid,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"payment_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"agency_id" uuid NOT NULL,
	"payer_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"package_id" uuid,
	"request_id" uuid,
	"provider" text NOT NULL,
	"method" text NOT NULL,
	"currency" text NOT NULL,
	"subtotal_minor" bigint NOT NULL,
	"discount_minor" bigint DEFAULT 0 NOT NULL,
	"discount_id" uuid,
	"discount_code" text,
	"vat_percent" numeric(5, 2) NOT NULL,
	"vat_minor" bigint NOT NULL,
	"total_minor" bigint NOT NULL,
	"description" text NOT NULL,
	"phone" text,
	"status" text DEFAULT 'CREATED' NOT NULL,
	"held_reason" text,
	"failure_reason" text,
	"provider_order_id" text,
	"provider_tx_id" text,
	"bank_reference" text,
	"redirect_url" text,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"grant_operation_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"pending_at" timestamp with time zone,
	"succeeded_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	CONSTRAINT "payment_reference_unique" UNIQUE("reference"),
	CONSTRAINT "payment_payer_key_unique" UNIQUE("payer_id","idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "sandbox_charge" (
	"id" text PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"method" text NOT NULL,
	"description" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"token" text NOT NULL,
	"return_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_charge_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
ALTER TABLE "agency_spend_ceiling" ADD CONSTRAINT "agency_spend_ceiling_agency_id_agency_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agency"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice" ADD CONSTRAINT "invoice_payment_id_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payment"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice" ADD CONSTRAINT "invoice_agency_id_agency_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agency"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_purchase_limit" ADD CONSTRAINT "package_purchase_limit_package_id_catalogue_package_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."catalogue_package"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_event" ADD CONSTRAINT "payment_event_payment_id_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payment"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_request" ADD CONSTRAINT "payment_request_agency_id_agency_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agency"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_request" ADD CONSTRAINT "payment_request_package_id_catalogue_package_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."catalogue_package"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_request" ADD CONSTRAINT "payment_request_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_agency_id_agency_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agency"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_payer_id_user_id_fk" FOREIGN KEY ("payer_id") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_package_id_catalogue_package_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."catalogue_package"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_grant_operation_id_ledger_operation_id_fk" FOREIGN KEY ("grant_operation_id") REFERENCES "public"."ledger_operation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_one_per_payment_kind" ON "invoice" USING btree ("payment_id","kind");--> statement-breakpoint
CREATE INDEX "invoice_agency_idx" ON "invoice" USING btree ("agency_id","issued_at");--> statement-breakpoint
CREATE INDEX "payment_event_payment_idx" ON "payment_event" USING btree ("payment_id","received_at");--> statement-breakpoint
CREATE INDEX "payment_request_agency_idx" ON "payment_request" USING btree ("agency_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_provider_tx_unique" ON "payment" USING btree ("provider","provider_tx_id") WHERE "payment"."provider_tx_id" is not null;--> statement-breakpoint
CREATE INDEX "payment_agency_idx" ON "payment" USING btree ("agency_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_status_idx" ON "payment" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "payment_created_idx" ON "payment" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "payment_discount_idx" ON "payment" USING btree ("discount_id") WHERE "payment"."discount_id" is not null;