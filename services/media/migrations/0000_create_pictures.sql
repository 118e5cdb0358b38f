CREATE SCHEMA "media";
--> statement-breakpoint
CREATE TABLE "media"."pictures" (
	"key" text PRIMARY KEY NOT NULL,
	"state" text NOT NULL,
	"owner_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone,
	"released_at" timestamp with time zone,
	CONSTRAINT "pictures_state_known" CHECK ("media"."pictures"."state" in ('staged', 'current', 'released')),
	CONSTRAINT "pictures_owned_once_claimed" CHECK (("media"."pictures"."state" = 'staged') = ("media"."pictures"."owner_id" is null))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "pictures_one_current_per_owner" ON "media"."pictures" USING btree ("owner_id") WHERE "media"."pictures"."state" = 'current';--> statement-breakpoint
CREATE INDEX "pictures_state_created_idx" ON "media"."pictures" USING btree ("state","created_at");