CREATE TABLE "limit_attempts" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" timestamp with time zone[] NOT NULL
);
--> statement-breakpoint
-- Counts in progress carry over: a key's hits become its row, oldest first (docs/decisions/0020).
INSERT INTO "limit_attempts" ("key", "hits") SELECT "key", array_agg("hit_at" ORDER BY "hit_at") FROM "limit_hits" GROUP BY "key";
--> statement-breakpoint
DROP TABLE "limit_hits" CASCADE;
