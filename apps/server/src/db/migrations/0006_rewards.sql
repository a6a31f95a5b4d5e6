CREATE TABLE "coupons" (
	"coupon_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"donor_id" uuid NOT NULL,
	"offer_id" uuid NOT NULL,
	"grant_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'Issued' NOT NULL,
	"redemption_code" text NOT NULL,
	"partner_name" text NOT NULL,
	"partner_city" text,
	"title" text NOT NULL,
	"description" text,
	"value_text" text NOT NULL,
	"value_amount" integer,
	"terms" text,
	"issued_at" timestamp with time zone NOT NULL,
	"expiry_date" timestamp with time zone NOT NULL,
	"redeemed_at" timestamp with time zone,
	"redemption_location" text,
	"redemption_notes" text,
	CONSTRAINT "coupons_status_check" CHECK ("coupons"."status" in ('Issued', 'Redeemed', 'Expired')),
	CONSTRAINT "coupons_reason_check" CHECK ("coupons"."reason" in ('donation', 'sos_bonus', 'loyalty', 'referral'))
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"offer_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"value_text" text NOT NULL,
	"value_amount" integer,
	"validity_days" integer NOT NULL,
	"terms" text,
	"max_issued" integer,
	"issued_count" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offers_issued_count_check" CHECK ("offers"."issued_count" >= 0),
	CONSTRAINT "offers_max_issued_check" CHECK ("offers"."max_issued" is null or "offers"."issued_count" <= "offers"."max_issued"),
	CONSTRAINT "offers_validity_days_check" CHECK ("offers"."validity_days" between 1 and 365)
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"partner_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"city" text,
	"category" text NOT NULL,
	"interest_tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"logo_url" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reward_grants" (
	"grant_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"donor_id" uuid NOT NULL,
	"event_key" text NOT NULL,
	"reason" text NOT NULL,
	"donation_id" uuid,
	"coupon_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reward_grants_reason_check" CHECK ("reward_grants"."reason" in ('donation', 'sos_bonus', 'loyalty', 'referral'))
);
--> statement-breakpoint
ALTER TABLE "donors" ADD COLUMN "referral_code" text;--> statement-breakpoint
ALTER TABLE "donors" ADD COLUMN "referred_by" uuid;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "bank_id" integer;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "confirmed_by" text DEFAULT 'patient' NOT NULL;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "confirmed_by_user" uuid;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_donor_id_users_user_id_fk" FOREIGN KEY ("donor_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_offer_id_offers_offer_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("offer_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_grant_id_reward_grants_grant_id_fk" FOREIGN KEY ("grant_id") REFERENCES "public"."reward_grants"("grant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_partner_id_partners_partner_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("partner_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_grants" ADD CONSTRAINT "reward_grants_donor_id_users_user_id_fk" FOREIGN KEY ("donor_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_grants" ADD CONSTRAINT "reward_grants_donation_id_donations_donation_id_fk" FOREIGN KEY ("donation_id") REFERENCES "public"."donations"("donation_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_grants" ADD CONSTRAINT "reward_grants_coupon_id_coupons_coupon_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("coupon_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_grant_idx" ON "coupons" USING btree ("grant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_redemption_code_idx" ON "coupons" USING btree ("redemption_code");--> statement-breakpoint
CREATE INDEX "coupons_donor_idx" ON "coupons" USING btree ("donor_id","issued_at");--> statement-breakpoint
CREATE INDEX "coupons_expiry_idx" ON "coupons" USING btree ("expiry_date") WHERE "coupons"."status" = 'Issued';--> statement-breakpoint
CREATE INDEX "offers_partner_idx" ON "offers" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "partners_name_idx" ON "partners" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "reward_grants_event_idx" ON "reward_grants" USING btree ("donor_id","event_key");--> statement-breakpoint
CREATE INDEX "reward_grants_donation_idx" ON "reward_grants" USING btree ("donation_id");--> statement-breakpoint
ALTER TABLE "donors" ADD CONSTRAINT "donors_referred_by_users_user_id_fk" FOREIGN KEY ("referred_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_bank_id_blood_banks_bank_id_fk" FOREIGN KEY ("bank_id") REFERENCES "public"."blood_banks"("bank_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_confirmed_by_user_users_user_id_fk" FOREIGN KEY ("confirmed_by_user") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "donors_referral_code_idx" ON "donors" USING btree ("referral_code");--> statement-breakpoint
CREATE INDEX "donors_referred_by_idx" ON "donors" USING btree ("referred_by");--> statement-breakpoint
CREATE UNIQUE INDEX "donations_donor_bank_date_idx" ON "donations" USING btree ("donor_id","bank_id","donation_date") WHERE "donations"."bank_id" is not null;--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_confirmed_by_check" CHECK ("donations"."confirmed_by" in ('patient', 'bank'));