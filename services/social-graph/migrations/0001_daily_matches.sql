CREATE TABLE "social-graph"."daily_matches" (
	"user_id" text PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"match_ids" text[] NOT NULL,
	"match_count" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "social-graph"."users" ADD COLUMN "location" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "social-graph"."users" ADD COLUMN "time_zone" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "daily_matches_short" ON "social-graph"."daily_matches" USING btree ("day","match_count");