CREATE TABLE "reports" (
	"report_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reporter_id" uuid NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" text NOT NULL,
	"reason" text NOT NULL,
	"details" text,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reports_subject_type_check" CHECK ("reports"."subject_type" in ('user', 'request', 'message')),
	CONSTRAINT "reports_status_check" CHECK ("reports"."status" in ('open', 'reviewed'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_notices" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "certificate_code" text;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_id_users_user_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reports_reporter_subject_idx" ON "reports" USING btree ("reporter_id","subject_type","subject_id");--> statement-breakpoint
CREATE INDEX "reports_status_idx" ON "reports" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_certificate_code_unique" UNIQUE("certificate_code");