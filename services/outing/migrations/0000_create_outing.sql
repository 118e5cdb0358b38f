CREATE SCHEMA "outing";
--> statement-breakpoint
CREATE TABLE "outing"."completed_memberships" (
	"user_id" text NOT NULL,
	"completed_at" timestamp with time zone NOT NULL,
	"outing_id" uuid NOT NULL,
	CONSTRAINT "completed_memberships_outing_id_user_id_pk" PRIMARY KEY("outing_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "outing"."friendships" (
	"user_id" text NOT NULL,
	"friend_id" text NOT NULL,
	CONSTRAINT "friendships_user_id_friend_id_pk" PRIMARY KEY("user_id","friend_id")
);
--> statement-breakpoint
CREATE TABLE "outing"."likes" (
	"outing_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"liked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "likes_outing_id_user_id_pk" PRIMARY KEY("outing_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "outing"."outings" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"activity" jsonb NOT NULL,
	"created_by" text NOT NULL,
	"chat_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outing"."people" (
	"outing_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"role" text NOT NULL,
	"position" integer NOT NULL,
	"rating" smallint,
	"marked_at" timestamp with time zone,
	CONSTRAINT "people_outing_id_user_id_pk" PRIMARY KEY("outing_id","user_id"),
	CONSTRAINT "people_role" CHECK ("outing"."people"."role" in ('member', 'invited', 'flaked'))
);
--> statement-breakpoint
CREATE TABLE "outing"."photos" (
	"key" text PRIMARY KEY NOT NULL,
	"outing_id" uuid NOT NULL,
	"uploader" text NOT NULL,
	"added_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outing"."records" (
	"user_id" text PRIMARY KEY NOT NULL,
	"outings" integer DEFAULT 0 NOT NULL,
	"flaked" integer DEFAULT 0 NOT NULL,
	"completed" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outing"."completed_memberships" ADD CONSTRAINT "completed_memberships_outing_id_outings_id_fk" FOREIGN KEY ("outing_id") REFERENCES "outing"."outings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outing"."likes" ADD CONSTRAINT "likes_outing_id_outings_id_fk" FOREIGN KEY ("outing_id") REFERENCES "outing"."outings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outing"."people" ADD CONSTRAINT "people_outing_id_outings_id_fk" FOREIGN KEY ("outing_id") REFERENCES "outing"."outings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outing"."photos" ADD CONSTRAINT "photos_outing_id_outings_id_fk" FOREIGN KEY ("outing_id") REFERENCES "outing"."outings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "completed_memberships_feed" ON "outing"."completed_memberships" USING btree ("user_id","completed_at" DESC NULLS LAST,"outing_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "outings_completed" ON "outing"."outings" USING btree ("completed_at");--> statement-breakpoint
CREATE INDEX "people_user" ON "outing"."people" USING btree ("user_id","role");--> statement-breakpoint
CREATE INDEX "photos_outing" ON "outing"."photos" USING btree ("outing_id","added_at");