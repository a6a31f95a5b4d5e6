CREATE TABLE "blood_banks" (
	"bank_id" serial PRIMARY KEY NOT NULL,
	"source_ref" text NOT NULL,
	"name" text NOT NULL,
	"category" text,
	"address" text,
	"city" text,
	"district" text,
	"state" text NOT NULL,
	"pincode" text,
	"phone" text,
	"email" text,
	"website" text,
	"components_available" boolean,
	"apheresis" boolean,
	"service_time" text,
	"latitude" double precision,
	"longitude" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blood_banks_source_ref_unique" UNIQUE("source_ref"),
	CONSTRAINT "blood_banks_category_check" CHECK ("blood_banks"."category" is null or "blood_banks"."category" in ('Government', 'Private', 'Charitable/Voluntary'))
);
--> statement-breakpoint
CREATE TABLE "blood_components" (
	"component_id" integer PRIMARY KEY NOT NULL,
	"component_name" text NOT NULL,
	CONSTRAINT "blood_components_component_name_unique" UNIQUE("component_name")
);
--> statement-breakpoint
CREATE TABLE "blood_groups" (
	"blood_group_id" integer PRIMARY KEY NOT NULL,
	"group_name" text NOT NULL,
	CONSTRAINT "blood_groups_group_name_unique" UNIQUE("group_name")
);
--> statement-breakpoint
CREATE TABLE "blood_stock" (
	"stock_id" serial PRIMARY KEY NOT NULL,
	"bank_id" integer NOT NULL,
	"blood_group_id" integer NOT NULL,
	"component_id" integer NOT NULL,
	"units_available" integer DEFAULT 0 NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blood_stock_units_check" CHECK ("blood_stock"."units_available" >= 0)
);
--> statement-breakpoint
CREATE TABLE "towns" (
	"town_id" serial PRIMARY KEY NOT NULL,
	"source_ref" text NOT NULL,
	"name" text NOT NULL,
	"district" text,
	"state" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"population" integer,
	CONSTRAINT "towns_source_ref_unique" UNIQUE("source_ref")
);
--> statement-breakpoint
CREATE TABLE "donors" (
	"donor_id" uuid PRIMARY KEY NOT NULL,
	"blood_group_id" integer NOT NULL,
	"last_donation_date" date,
	"is_available_for_sos" boolean DEFAULT true NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"location_updated_at" timestamp with time zone,
	"interests" text[] DEFAULT '{}'::text[] NOT NULL,
	"sex" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "donors_sex_check" CHECK ("donors"."sex" is null or "donors"."sex" in ('male', 'female')),
	CONSTRAINT "donors_latitude_check" CHECK ("donors"."latitude" is null or "donors"."latitude" between -90 and 90),
	CONSTRAINT "donors_longitude_check" CHECK ("donors"."longitude" is null or "donors"."longitude" between -180 and 180)
);
--> statement-breakpoint
CREATE TABLE "patients" (
	"patient_id" uuid PRIMARY KEY NOT NULL,
	"blood_group_id" integer,
	"date_of_birth" date,
	"medical_conditions" text,
	"emergency_contact" text,
	"is_bombay_phenotype" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"user_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"phone_number" text NOT NULL,
	"full_name" text NOT NULL,
	"city" text,
	"state" text,
	"user_type" text NOT NULL,
	"is_verified" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_user_type_check" CHECK ("users"."user_type" in ('Patient', 'Donor'))
);
--> statement-breakpoint
CREATE TABLE "app_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"response_status" integer,
	"response_body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
ALTER TABLE "blood_stock" ADD CONSTRAINT "blood_stock_bank_id_blood_banks_bank_id_fk" FOREIGN KEY ("bank_id") REFERENCES "public"."blood_banks"("bank_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blood_stock" ADD CONSTRAINT "blood_stock_blood_group_id_blood_groups_blood_group_id_fk" FOREIGN KEY ("blood_group_id") REFERENCES "public"."blood_groups"("blood_group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blood_stock" ADD CONSTRAINT "blood_stock_component_id_blood_components_component_id_fk" FOREIGN KEY ("component_id") REFERENCES "public"."blood_components"("component_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donors" ADD CONSTRAINT "donors_donor_id_users_user_id_fk" FOREIGN KEY ("donor_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donors" ADD CONSTRAINT "donors_blood_group_id_blood_groups_blood_group_id_fk" FOREIGN KEY ("blood_group_id") REFERENCES "public"."blood_groups"("blood_group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_patient_id_users_user_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_blood_group_id_blood_groups_blood_group_id_fk" FOREIGN KEY ("blood_group_id") REFERENCES "public"."blood_groups"("blood_group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blood_banks_city_idx" ON "blood_banks" USING btree (lower("city"));--> statement-breakpoint
CREATE INDEX "blood_banks_state_idx" ON "blood_banks" USING btree (lower("state"));--> statement-breakpoint
CREATE INDEX "blood_banks_lat_lng_idx" ON "blood_banks" USING btree ("latitude","longitude");--> statement-breakpoint
CREATE UNIQUE INDEX "blood_stock_bank_group_component_idx" ON "blood_stock" USING btree ("bank_id","blood_group_id","component_id");--> statement-breakpoint
CREATE INDEX "towns_name_idx" ON "towns" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "towns_lat_lng_idx" ON "towns" USING btree ("latitude","longitude");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));