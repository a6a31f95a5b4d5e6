CREATE TABLE "blood_bank_staff" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"bank_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blood_stock_changes" (
	"change_id" serial PRIMARY KEY NOT NULL,
	"bank_id" integer NOT NULL,
	"blood_group_id" integer NOT NULL,
	"component_id" integer NOT NULL,
	"units_before" integer,
	"units_after" integer NOT NULL,
	"changed_by" uuid,
	"changed_by_name" text NOT NULL,
	"source" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blood_stock_changes_source_check" CHECK ("blood_stock_changes"."source" in ('grid', 'csv'))
);
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_user_type_check";--> statement-breakpoint
ALTER TABLE "blood_bank_staff" ADD CONSTRAINT "blood_bank_staff_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blood_bank_staff" ADD CONSTRAINT "blood_bank_staff_bank_id_blood_banks_bank_id_fk" FOREIGN KEY ("bank_id") REFERENCES "public"."blood_banks"("bank_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blood_stock_changes" ADD CONSTRAINT "blood_stock_changes_bank_id_blood_banks_bank_id_fk" FOREIGN KEY ("bank_id") REFERENCES "public"."blood_banks"("bank_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blood_stock_changes" ADD CONSTRAINT "blood_stock_changes_blood_group_id_blood_groups_blood_group_id_fk" FOREIGN KEY ("blood_group_id") REFERENCES "public"."blood_groups"("blood_group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blood_stock_changes" ADD CONSTRAINT "blood_stock_changes_component_id_blood_components_component_id_fk" FOREIGN KEY ("component_id") REFERENCES "public"."blood_components"("component_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blood_stock_changes" ADD CONSTRAINT "blood_stock_changes_changed_by_users_user_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blood_bank_staff_bank_idx" ON "blood_bank_staff" USING btree ("bank_id");--> statement-breakpoint
CREATE INDEX "blood_stock_changes_bank_idx" ON "blood_stock_changes" USING btree ("bank_id","changed_at");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_user_type_check" CHECK ("users"."user_type" in ('Patient', 'Donor', 'BloodBankStaff', 'Admin'));