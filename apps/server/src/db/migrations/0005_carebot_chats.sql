CREATE TABLE "carebot_chats" (
	"chat_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"prompt" text NOT NULL,
	"response" text NOT NULL,
	"source" text NOT NULL,
	"safety" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carebot_chats_source_check" CHECK ("carebot_chats"."source" in ('ai', 'kb', 'safety')),
	CONSTRAINT "carebot_chats_safety_check" CHECK ("carebot_chats"."safety" is null or "carebot_chats"."safety" in ('emergency', 'self_harm', 'money', 'dose', 'myth'))
);
--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "interests" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "carebot_chats" ADD CONSTRAINT "carebot_chats_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "carebot_chats_user_created_idx" ON "carebot_chats" USING btree ("user_id","created_at" DESC NULLS LAST);