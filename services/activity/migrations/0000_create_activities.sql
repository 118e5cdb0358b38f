CREATE SCHEMA "activity";
--> statement-breakpoint
CREATE TABLE "activity"."activities" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"location" text NOT NULL,
	"goal" text NOT NULL,
	"category" text NOT NULL,
	"duration" double precision NOT NULL,
	"cost" double precision NOT NULL,
	"participants" integer NOT NULL,
	"instructions" jsonb NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"photo_count" smallint NOT NULL,
	"created_by" text,
	"rating_sum" integer DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activities_rating_totals" CHECK ("activity"."activities"."rating_count" >= 0 and "activity"."activities"."rating_sum" between "activity"."activities"."rating_count" and 5 * "activity"."activities"."rating_count")
);
--> statement-breakpoint
CREATE TABLE "activity"."ratings" (
	"activity_id" text NOT NULL,
	"outing_id" text NOT NULL,
	"user_id" text NOT NULL,
	"rating" smallint NOT NULL,
	"rated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ratings_activity_id_outing_id_user_id_pk" PRIMARY KEY("activity_id","outing_id","user_id"),
	CONSTRAINT "ratings_rating_range" CHECK ("activity"."ratings"."rating" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "activity"."ratings" ADD CONSTRAINT "ratings_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "activity"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activities_created_by" ON "activity"."activities" USING btree ("created_by");