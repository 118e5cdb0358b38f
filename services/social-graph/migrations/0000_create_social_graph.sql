CREATE SCHEMA "social-graph";
--> statement-breakpoint
CREATE TABLE "social-graph"."demo_members" (
	"slug" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	CONSTRAINT "demo_members_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "social-graph"."friend_requests" (
	"from_user_id" text NOT NULL,
	"to_user_id" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "friend_requests_from_user_id_to_user_id_pk" PRIMARY KEY("from_user_id","to_user_id"),
	CONSTRAINT "friend_requests_not_self" CHECK ("social-graph"."friend_requests"."from_user_id" <> "social-graph"."friend_requests"."to_user_id")
);
--> statement-breakpoint
CREATE TABLE "social-graph"."friendships" (
	"user_id" text NOT NULL,
	"friend_id" text NOT NULL,
	"since" timestamp with time zone NOT NULL,
	CONSTRAINT "friendships_user_id_friend_id_pk" PRIMARY KEY("user_id","friend_id"),
	CONSTRAINT "friendships_not_self" CHECK ("social-graph"."friendships"."user_id" <> "social-graph"."friendships"."friend_id")
);
--> statement-breakpoint
CREATE TABLE "social-graph"."users" (
	"user_id" text PRIMARY KEY NOT NULL,
	"registered_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "friend_requests_to_user" ON "social-graph"."friend_requests" USING btree ("to_user_id");