CREATE TABLE "outing"."demo_members" (
	"slug" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	CONSTRAINT "demo_members_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "outing"."demo_seeded" (
	"key" text PRIMARY KEY NOT NULL,
	"seeded_at" timestamp with time zone NOT NULL
);
