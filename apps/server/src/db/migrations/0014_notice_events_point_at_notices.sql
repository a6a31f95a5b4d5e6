ALTER TABLE "user_events" ALTER COLUMN "payload" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "user_events" ADD COLUMN "notification_id" uuid;