CREATE TABLE "bridge_date_moves" (
	"plan_id" uuid NOT NULL,
	"original_date" date NOT NULL,
	"moved_to" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bridge_date_moves_plan_id_original_date_pk" PRIMARY KEY("plan_id","original_date")
);
--> statement-breakpoint
CREATE TABLE "bridge_invitations" (
	"plan_id" uuid NOT NULL,
	"donor_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bridge_invitations_plan_id_donor_id_pk" PRIMARY KEY("plan_id","donor_id")
);
--> statement-breakpoint
CREATE TABLE "bridge_members" (
	"plan_id" uuid NOT NULL,
	"donor_id" uuid NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"source" text DEFAULT 'link' NOT NULL,
	"unanswered_count" integer DEFAULT 0 NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"left_at" timestamp with time zone,
	CONSTRAINT "bridge_members_plan_id_donor_id_pk" PRIMARY KEY("plan_id","donor_id"),
	CONSTRAINT "bridge_members_status_check" CHECK ("bridge_members"."status" in ('active', 'left', 'removed')),
	CONSTRAINT "bridge_members_source_check" CHECK ("bridge_members"."source" in ('link', 'invited'))
);
--> statement-breakpoint
CREATE TABLE "bridge_slots" (
	"slot_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"plan_id" uuid NOT NULL,
	"transfusion_date" date NOT NULL,
	"unit_index" integer NOT NULL,
	"donation_date" date NOT NULL,
	"donor_id" uuid,
	"backup_id" uuid,
	"state" text DEFAULT 'planned' NOT NULL,
	"asked_at" timestamp with time zone,
	"backup_asked_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"escalated_at" timestamp with time zone,
	"request_id" uuid,
	"sos_request_id" uuid,
	"passed_over" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bridge_slots_state_check" CHECK ("bridge_slots"."state" in ('planned', 'asked', 'backup_asked', 'confirmed', 'donated', 'missed', 'uncovered', 'escalated', 'cancelled')),
	CONSTRAINT "bridge_slots_unit_check" CHECK ("bridge_slots"."unit_index" between 1 and 4)
);
--> statement-breakpoint
CREATE TABLE "transfusion_plans" (
	"plan_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"patient_id" uuid NOT NULL,
	"hospital_name" text NOT NULL,
	"hospital_city" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"units_per_transfusion" integer NOT NULL,
	"interval_days" integer NOT NULL,
	"next_date" date NOT NULL,
	"blood_group_id" integer NOT NULL,
	"component_id" integer NOT NULL,
	"antibodies_note" text,
	"invite_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transfusion_plans_units_check" CHECK ("transfusion_plans"."units_per_transfusion" between 1 and 4),
	CONSTRAINT "transfusion_plans_interval_check" CHECK ("transfusion_plans"."interval_days" between 7 and 90)
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"audit_id" bigserial PRIMARY KEY NOT NULL,
	"actor_id" uuid,
	"actor_name" text NOT NULL,
	"actor_role" text NOT NULL,
	"action" text NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" text NOT NULL,
	"details" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_user_type_check";--> statement-breakpoint
ALTER TABLE "donors" ADD COLUMN "bridge_willing" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "bridge_slot_id" uuid;--> statement-breakpoint
ALTER TABLE "blood_bank_staff" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "blood_bank_staff" ADD COLUMN "verified_by" uuid;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "handled_by" uuid;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bridge_date_moves" ADD CONSTRAINT "bridge_date_moves_plan_id_transfusion_plans_plan_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."transfusion_plans"("plan_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bridge_invitations" ADD CONSTRAINT "bridge_invitations_plan_id_transfusion_plans_plan_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."transfusion_plans"("plan_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bridge_invitations" ADD CONSTRAINT "bridge_invitations_donor_id_users_user_id_fk" FOREIGN KEY ("donor_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bridge_members" ADD CONSTRAINT "bridge_members_plan_id_transfusion_plans_plan_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."transfusion_plans"("plan_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bridge_members" ADD CONSTRAINT "bridge_members_donor_id_users_user_id_fk" FOREIGN KEY ("donor_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bridge_slots" ADD CONSTRAINT "bridge_slots_plan_id_transfusion_plans_plan_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."transfusion_plans"("plan_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bridge_slots" ADD CONSTRAINT "bridge_slots_donor_id_users_user_id_fk" FOREIGN KEY ("donor_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bridge_slots" ADD CONSTRAINT "bridge_slots_backup_id_users_user_id_fk" FOREIGN KEY ("backup_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bridge_slots" ADD CONSTRAINT "bridge_slots_request_id_blood_requests_request_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."blood_requests"("request_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bridge_slots" ADD CONSTRAINT "bridge_slots_sos_request_id_blood_requests_request_id_fk" FOREIGN KEY ("sos_request_id") REFERENCES "public"."blood_requests"("request_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfusion_plans" ADD CONSTRAINT "transfusion_plans_patient_id_users_user_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfusion_plans" ADD CONSTRAINT "transfusion_plans_blood_group_id_blood_groups_blood_group_id_fk" FOREIGN KEY ("blood_group_id") REFERENCES "public"."blood_groups"("blood_group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfusion_plans" ADD CONSTRAINT "transfusion_plans_component_id_blood_components_component_id_fk" FOREIGN KEY ("component_id") REFERENCES "public"."blood_components"("component_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bridge_invitations_donor_idx" ON "bridge_invitations" USING btree ("donor_id");--> statement-breakpoint
CREATE INDEX "bridge_members_donor_idx" ON "bridge_members" USING btree ("donor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bridge_slots_date_unit_idx" ON "bridge_slots" USING btree ("plan_id","transfusion_date","unit_index") WHERE "bridge_slots"."state" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "bridge_slots_donor_idx" ON "bridge_slots" USING btree ("donor_id","donation_date");--> statement-breakpoint
CREATE INDEX "bridge_slots_backup_idx" ON "bridge_slots" USING btree ("backup_id");--> statement-breakpoint
CREATE INDEX "bridge_slots_due_idx" ON "bridge_slots" USING btree ("state","donation_date");--> statement-breakpoint
CREATE UNIQUE INDEX "transfusion_plans_patient_idx" ON "transfusion_plans" USING btree ("patient_id");--> statement-breakpoint
CREATE UNIQUE INDEX "transfusion_plans_invite_idx" ON "transfusion_plans" USING btree ("invite_code");--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_log_subject_idx" ON "audit_log" USING btree ("subject_type","subject_id");--> statement-breakpoint
ALTER TABLE "blood_bank_staff" ADD CONSTRAINT "blood_bank_staff_verified_by_users_user_id_fk" FOREIGN KEY ("verified_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_handled_by_users_user_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "donations_bridge_slot_idx" ON "donations" USING btree ("bridge_slot_id") WHERE "donations"."bridge_slot_id" is not null;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_user_type_check" CHECK ("users"."user_type" in ('Patient', 'Donor', 'BloodBankStaff', 'Coordinator', 'Admin'));--> statement-breakpoint
-- Staff accounts made before coordinators existed were made by an operator who knew them: they count as verified.
UPDATE "blood_bank_staff" SET "verified_at" = "created_at" WHERE "verified_at" IS NULL;
