CREATE TABLE "job_leases" (
	"name" text PRIMARY KEY NOT NULL,
	"holder" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "limit_backoff" (
	"key" text PRIMARY KEY NOT NULL,
	"attempts" integer NOT NULL,
	"last_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "limit_hits" (
	"hit_id" bigserial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"hit_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "limit_windows" (
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"hits" integer NOT NULL,
	CONSTRAINT "limit_windows_key_window_start_pk" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
CREATE INDEX "limit_hits_key_idx" ON "limit_hits" USING btree ("key","hit_at");--> statement-breakpoint
CREATE INDEX "blood_requests_open_location_gist_idx" ON "blood_requests" USING gist (point("longitude", "latitude")) WHERE "blood_requests"."status" in ('Open', 'In Progress') and "blood_requests"."latitude" is not null and "blood_requests"."longitude" is not null;