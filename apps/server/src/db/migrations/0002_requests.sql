CREATE TABLE "blood_requests" (
	"request_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"patient_id" uuid NOT NULL,
	"blood_group_id" integer NOT NULL,
	"component_id" integer NOT NULL,
	"units_required" integer NOT NULL,
	"urgency" text NOT NULL,
	"status" text DEFAULT 'Open' NOT NULL,
	"hospital_name" text,
	"hospital_address" text,
	"latitude" double precision,
	"longitude" double precision,
	"location_source" text,
	"notes" text,
	"search_radius_km" integer DEFAULT 15 NOT NULL,
	"next_widen_at" timestamp with time zone,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "blood_requests_units_check" CHECK ("blood_requests"."units_required" between 1 and 10),
	CONSTRAINT "blood_requests_urgency_check" CHECK ("blood_requests"."urgency" in ('Scheduled', 'Urgent', 'SOS')),
	CONSTRAINT "blood_requests_status_check" CHECK ("blood_requests"."status" in ('Open', 'In Progress', 'Fulfilled', 'Cancelled'))
);
--> statement-breakpoint
CREATE TABLE "donations" (
	"donation_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"donor_id" uuid NOT NULL,
	"request_id" uuid,
	"component_id" integer NOT NULL,
	"donation_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"notification_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"request_id" uuid,
	"kind" text NOT NULL,
	"status" text DEFAULT 'Sent' NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"blood_group" text,
	"component" text,
	"request_urgency" text,
	"distance_km" double precision,
	"dedupe_key" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "notifications_status_check" CHECK ("notifications"."status" in ('Sent', 'Read', 'Accepted', 'Declined'))
);
--> statement-breakpoint
CREATE TABLE "request_events" (
	"event_id" bigserial PRIMARY KEY NOT NULL,
	"request_id" uuid NOT NULL,
	"type" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "request_responses" (
	"request_id" uuid NOT NULL,
	"donor_id" uuid NOT NULL,
	"response" text NOT NULL,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "request_responses_request_id_donor_id_pk" PRIMARY KEY("request_id","donor_id"),
	CONSTRAINT "request_responses_response_check" CHECK ("request_responses"."response" in ('accept', 'decline'))
);
--> statement-breakpoint
CREATE TABLE "user_events" (
	"event_id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "donors" ADD COLUMN "date_of_birth" date;--> statement-breakpoint
ALTER TABLE "donors" ADD COLUMN "weight_kg" real;--> statement-breakpoint
ALTER TABLE "donors" ADD COLUMN "hemoglobin_g_dl" real;--> statement-breakpoint
ALTER TABLE "donors" ADD COLUMN "last_donation_component_id" integer;--> statement-breakpoint
ALTER TABLE "donors" ADD COLUMN "is_bombay_phenotype" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "donors" ADD COLUMN "email_alerts" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "blood_requests" ADD CONSTRAINT "blood_requests_patient_id_users_user_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blood_requests" ADD CONSTRAINT "blood_requests_blood_group_id_blood_groups_blood_group_id_fk" FOREIGN KEY ("blood_group_id") REFERENCES "public"."blood_groups"("blood_group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blood_requests" ADD CONSTRAINT "blood_requests_component_id_blood_components_component_id_fk" FOREIGN KEY ("component_id") REFERENCES "public"."blood_components"("component_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_donor_id_users_user_id_fk" FOREIGN KEY ("donor_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_request_id_blood_requests_request_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."blood_requests"("request_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_component_id_blood_components_component_id_fk" FOREIGN KEY ("component_id") REFERENCES "public"."blood_components"("component_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_request_id_blood_requests_request_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."blood_requests"("request_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_events" ADD CONSTRAINT "request_events_request_id_blood_requests_request_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."blood_requests"("request_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_responses" ADD CONSTRAINT "request_responses_request_id_blood_requests_request_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."blood_requests"("request_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_responses" ADD CONSTRAINT "request_responses_donor_id_users_user_id_fk" FOREIGN KEY ("donor_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_events" ADD CONSTRAINT "user_events_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blood_requests_patient_idx" ON "blood_requests" USING btree ("patient_id","created_at");--> statement-breakpoint
CREATE INDEX "blood_requests_status_idx" ON "blood_requests" USING btree ("status");--> statement-breakpoint
CREATE INDEX "blood_requests_widen_idx" ON "blood_requests" USING btree ("next_widen_at") WHERE "blood_requests"."next_widen_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "blood_requests_idempotency_idx" ON "blood_requests" USING btree ("patient_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "donations_donor_request_idx" ON "donations" USING btree ("donor_id","request_id");--> statement-breakpoint
CREATE INDEX "donations_donor_idx" ON "donations" USING btree ("donor_id","donation_date");--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_dedupe_idx" ON "notifications" USING btree ("user_id","dedupe_key");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","sent_at");--> statement-breakpoint
CREATE INDEX "notifications_request_idx" ON "notifications" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "request_events_request_idx" ON "request_events" USING btree ("request_id","event_id");--> statement-breakpoint
CREATE INDEX "user_events_user_idx" ON "user_events" USING btree ("user_id","event_id");--> statement-breakpoint
CREATE INDEX "donors_location_gist_idx" ON "donors" USING gist (point("longitude", "latitude")) WHERE "donors"."latitude" is not null and "donors"."longitude" is not null;--> statement-breakpoint
CREATE INDEX "donors_group_idx" ON "donors" USING btree ("blood_group_id");